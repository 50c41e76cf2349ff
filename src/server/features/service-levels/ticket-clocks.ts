import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { BusinessCalendar } from '../../../domain/business-hours.ts';
import {
  breachOnStop,
  calendarFor,
  channelOf,
  clockTimes,
  matchPolicy,
  pauseClock,
  resumeClock,
  type SlaSettings,
  type SlaTargetKind,
  slaTargetKinds,
  stopClock,
} from '../../../domain/service-levels.ts';
import { isResolvedStatus, type TicketStatus } from '../../../domain/ticket-status.ts';
import type { WorkOrderStatus } from '../../../domain/work-order-status.ts';
import type { Tx } from '../../db/client.ts';
import { cancelQueuedJobs, type EnqueueJobOptions, enqueueJobsStatement } from '../../jobs/job-queue.ts';
import type { ClockedTicket, ClockRecord, NewClock, PolicyRecord } from './service-levels.repository.ts';
import * as repository from './service-levels.repository.ts';

export const SERVICE_LEVEL_CHECK_QUEUE = 'service-level-check';

/** What a ticket's clocks are worked out with: the organization's settings, policies and calendars. */
export interface ServiceLevelContext {
  settings: SlaSettings;
  policies: PolicyRecord[];
  calendars: Map<string, BusinessCalendar>;
}

/** The organization's terms; the policies when the caller has read them already. */
export async function loadServiceLevelContext(tx: Tx, organizationId: string, policies?: PolicyRecord[]): Promise<ServiceLevelContext> {
  // One connection answers one query at a time: the three are read in turn.
  const settings = await repository.findSettings(tx, organizationId);
  const listed = policies ?? (await repository.listPolicies(tx, organizationId));
  return { settings, policies: listed, calendars: await repository.businessCalendars(tx, organizationId) };
}

const isPausing = (context: ServiceLevelContext, status: TicketStatus) => context.settings.pausingStatuses.includes(status);

function policyCalendar(context: ServiceLevelContext, policy: PolicyRecord | undefined): BusinessCalendar | null {
  return policy?.calendarId ? (context.calendars.get(policy.calendarId) ?? null) : null;
}

/** The calendar a clock counts in: its policy's, for a business-hours target; around the clock otherwise. */
function calendarOf(context: ServiceLevelContext, clock: Pick<ClockRecord, 'policyId' | 'isBusinessHours'>): BusinessCalendar {
  const policy = context.policies.find((candidate) => candidate.id === clock.policyId);
  return calendarFor(clock, policyCalendar(context, policy));
}

/** The clock's due and warning times brought up to date with its state. */
function timed(context: ServiceLevelContext, clock: ClockRecord): ClockRecord {
  if (clock.stoppedAt) return { ...clock, warnAt: null, breachedAt: breachOnStop(clock, clock.stoppedAt) };
  return { ...clock, ...clockTimes(clock, calendarOf(context, clock)) };
}

function newClock(
  ticket: Pick<ClockedTicket, 'id' | 'organizationId'>,
  policy: PolicyRecord,
  target: SlaTargetKind,
  isRunning: boolean,
  now: Date,
  workOrderId: string | null = null,
): NewClock | null {
  const goal = policy.targets[target];
  if (!goal) return null;
  return {
    organizationId: ticket.organizationId,
    ticketId: ticket.id,
    workOrderId,
    target,
    policyId: policy.id,
    policyName: policy.name,
    targetMinutes: goal.minutes,
    isBusinessHours: goal.isBusinessHours,
    warnAtPercent: policy.warnAtPercent,
    usedMinutes: 0,
    startedAt: now,
    runningSince: isRunning ? now : null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The job that fires a running clock's warning or breach, whichever comes next (the warning's job schedules the
 * breach's); a job finding that the clock has moved on does nothing.
 */
export function checkJobsOf(clock: ClockRecord): EnqueueJobOptions[] {
  if (!clock.runningSince || clock.stoppedAt) return [];
  const runAt = (!clock.warnedAt && clock.warnAt) || (!clock.breachedAt && clock.dueAt) || null;
  if (!runAt) return [];
  return [
    {
      queue: SERVICE_LEVEL_CHECK_QUEUE,
      payload: { organizationId: clock.organizationId, clockId: clock.id },
      runAt,
      dedupeKey: `service-level:${clock.id}:${runAt.getTime()}`,
    },
  ];
}

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

function hasChanged(before: ClockRecord, after: ClockRecord): boolean {
  return (Object.keys(after) as (keyof ClockRecord)[]).some((key) => {
    const [a, b] = [before[key], after[key]];
    return a instanceof Date || b instanceof Date ? !sameInstant(a as Date | null, b as Date | null) : a !== b;
  });
}

/** A new clock with its id and times, ready for its insert. */
function readied(context: ServiceLevelContext, clock: NewClock): ClockRecord {
  return timed(context, { ...clock, id: randomUUID() } as ClockRecord);
}

/** Writes what changed in the clocks, inserts the new ones, and schedules their checks and the tickets' due times. */
async function saveClocks(
  tx: Tx,
  context: ServiceLevelContext,
  organizationId: string,
  changes: { before: ClockRecord[]; after: ClockRecord[]; added: NewClock[]; removed: ClockRecord[]; ticketIds: string[] },
  now: Date,
): Promise<void> {
  const pairs = changes.after
    .map((clock, index) => ({ before: changes.before[index] as ClockRecord, after: timed(context, clock) }))
    .filter(({ before, after }) => hasChanged(before, after));
  const changed = pairs.map(({ after }) => ({ ...after, updatedAt: now }));
  const added = changes.added.map((clock) => readied(context, clock));
  const jobKeys = (clocks: ClockRecord[]) => clocks.flatMap(checkJobsOf).map((job) => job.dedupeKey as string);
  // A clock stopped, paused, removed or due at another time leaves no job behind to wake for nothing.
  const kept = new Set(jobKeys(changed));
  const stale = [...jobKeys(pairs.map(({ before }) => before)), ...jobKeys(changes.removed)].filter((key) => !kept.has(key));
  await repository.lockTickets(tx, organizationId, changes.ticketIds);
  await repository.updateClocks(tx, organizationId, changed);
  await repository.deleteClocks(
    tx,
    organizationId,
    changes.removed.map((clock) => clock.id),
  );
  if (added.length > 0) await tx.execute(repository.insertClocksStatement(added));
  const jobs = enqueueJobsStatement(tx, [...changed, ...added].flatMap(checkJobsOf));
  if (jobs) await tx.execute(jobs);
  await cancelQueuedJobs(tx, stale);
  await repository.refreshTicketDue(tx, organizationId, changes.ticketIds);
}

/** What a new ticket's clocks add to its insert: its first due time, and the clocks' and their checks' inserts. */
export interface NewTicketServiceLevels {
  slaDueAt: Date | null;
  /** To run in the ticket's insert statement (asOneStatement), so that the ticket's locks are held no longer. */
  statements: SQL[];
}

/**
 * The clocks of a ticket about to be opened, under the first policy that matches it; none when no policy does.
 * Everything is read and worked out before the ticket's insert, which writes them in the same statement.
 */
export async function planNewTicketServiceLevels(
  tx: Tx,
  options: { ticket: Omit<ClockedTicket, 'company' | 'ticketNumber' | 'title' | 'assignedTo' | 'firstRespondedAt'>; now: Date },
): Promise<NewTicketServiceLevels> {
  const { ticket, now } = options;
  // Most tickets of an organization without policies: one read, and nothing to add to the ticket's insert.
  const policies = await repository.listPolicies(tx, ticket.organizationId);
  if (policies.length === 0) return { slaDueAt: null, statements: [] };
  const context = await loadServiceLevelContext(tx, ticket.organizationId, policies);
  const needsCompany = context.policies.some((policy) => policy.match.companies.length > 0);
  const company = needsCompany && ticket.customerId ? await repository.findCompany(tx, ticket.organizationId, ticket.customerId) : null;
  const policy = matchPolicy(context.policies, { ...ticket, company, channel: channelOf(ticket) });
  if (!policy) return { slaDueAt: null, statements: [] };
  const isRunning = !isPausing(context, ticket.status);
  const clocks = [newClock(ticket, policy, 'first_response', isRunning, now), newClock(ticket, policy, 'resolution', isRunning, now)]
    .filter((clock) => clock !== null)
    .map((clock) => readied(context, clock));
  const dueTimes = clocks.map((clock) => clock.dueAt?.getTime()).filter((at) => at !== undefined);
  const jobs = enqueueJobsStatement(tx, clocks.flatMap(checkJobsOf));
  return {
    slaDueAt: dueTimes.length > 0 ? new Date(Math.min(...dueTimes)) : null,
    statements: clocks.length > 0 ? [repository.insertClocksStatement(clocks), ...(jobs ? [jobs] : [])] : [],
  };
}

/** What happened on a ticket that moves its clocks. */
export type TicketActivity =
  | { kind: 'staff_reply' }
  | { kind: 'customer_message' }
  | { kind: 'status'; from: TicketStatus; to: TicketStatus };

/**
 * Moves a ticket's clocks on what happened: a staff reply meets the response targets; a customer's message starts
 * the next-response one; a pausing status stops the clocks and credits the time back when it ends; resolving stops
 * them, and reopening resumes the resolution clock with what it had left. Also records when the ticket was first
 * answered and when it was resolved, for the reports, whether or not a policy covers it.
 */
export async function recordTicketActivity(
  tx: Tx,
  options: { organizationId: string; ticketId: string; activities: TicketActivity[]; now: Date },
): Promise<void> {
  const { organizationId, ticketId, activities, now } = options;
  for (const activity of activities) {
    if (activity.kind === 'staff_reply') await repository.markFirstResponse(tx, organizationId, ticketId, now);
    if (activity.kind === 'status' && isResolvedStatus(activity.to) !== isResolvedStatus(activity.from)) {
      await repository.setResolvedAt(tx, organizationId, ticketId, isResolvedStatus(activity.to) ? now : null);
    }
  }
  const before = await repository.listClocks(tx, organizationId, [ticketId]);
  if (before.length === 0) return;
  const context = await loadServiceLevelContext(tx, organizationId);
  let clocks = [...before];
  const added: NewClock[] = [];
  const ticket = await repository.findClockedTicket(tx, organizationId, ticketId);
  if (!ticket) return;
  // A work order's arrival clock follows the work order, not the ticket's replies and statuses.
  const isOpen = (clock: ClockRecord) => clock.stoppedAt === null && clock.target !== 'on_site_arrival';
  const update = (change: (clock: ClockRecord) => ClockRecord, which: (clock: ClockRecord) => boolean) => {
    clocks = clocks.map((clock) => (which(clock) ? change(clock) : clock));
  };
  const stop = (clock: ClockRecord) => stopClock(clock, calendarOf(context, clock), now);

  for (const activity of activities) {
    if (activity.kind === 'staff_reply') {
      update(stop, (clock) => isOpen(clock) && clock.target !== 'resolution');
    } else if (activity.kind === 'customer_message') {
      const isAnswered = !clocks.some((clock) => isOpen(clock) && clock.target !== 'resolution');
      const policy = context.policies.find((candidate) => candidate.id === clocks[0]?.policyId);
      const next = policy && isAnswered ? newClock(ticket, policy, 'next_response', !isPausing(context, ticket.status), now) : null;
      if (next && !added.some((clock) => clock.target === 'next_response')) added.push(next);
    } else if (isResolvedStatus(activity.to)) {
      update(stop, isOpen);
      added.length = 0;
    } else {
      const wasResolved = isResolvedStatus(activity.from);
      const resolution = clocks.findLast((clock) => clock.target === 'resolution');
      if (wasResolved && resolution)
        update(
          (clock) => ({ ...clock, stoppedAt: null }),
          (clock) => clock === resolution,
        );
      if (isPausing(context, activity.to)) update((clock) => pauseClock(clock, calendarOf(context, clock), now), isOpen);
      else if (wasResolved || isPausing(context, activity.from)) update((clock) => resumeClock(clock, now), isOpen);
    }
  }
  await saveClocks(tx, context, organizationId, { before, after: clocks, added, removed: [], ticketIds: [ticketId] }, now);
}

/**
 * Puts open tickets under the policy that matches them now, after a change of calendars or policies: a clock whose
 * target still applies keeps the minutes it used and counts the rest under the new terms; one whose target no longer
 * applies is removed; a target that newly applies starts now.
 */
export async function reapplyServiceLevels(
  tx: Tx,
  options: { organizationId: string; tickets: ClockedTicket[]; context: ServiceLevelContext; now: Date },
): Promise<void> {
  const { organizationId, tickets, context, now } = options;
  const before = await repository.listClocks(
    tx,
    organizationId,
    tickets.map((ticket) => ticket.id),
  );
  const after: ClockRecord[] = [];
  const added: NewClock[] = [];
  const removed: ClockRecord[] = [];
  const kept: ClockRecord[] = [];
  for (const ticket of tickets) {
    const policy = matchPolicy(context.policies, { ...ticket, channel: channelOf(ticket) });
    const clocks = before.filter((clock) => clock.ticketId === ticket.id);
    const isRunning = !isPausing(context, ticket.status);
    for (const target of ['first_response', 'next_response', 'resolution'] as const) {
      const open = clocks.find((clock) => clock.target === target && clock.stoppedAt === null);
      const goal = policy?.targets[target];
      if (open && (!policy || !goal)) removed.push(open);
      else if (open && policy && goal) {
        const used = pauseClock(open, calendarOf(context, open), now);
        kept.push(open);
        after.push({
          ...used,
          runningSince: isRunning ? now : null,
          policyId: policy.id,
          policyName: policy.name,
          targetMinutes: goal.minutes,
          isBusinessHours: goal.isBusinessHours,
          warnAtPercent: policy.warnAtPercent,
        });
      } else if (!open && policy && target !== 'next_response') {
        const hasHistory = clocks.some((clock) => clock.target === target);
        const isAnswered = target === 'first_response' && ticket.firstRespondedAt !== null;
        const clock = hasHistory || isAnswered ? null : newClock(ticket, policy, target, isRunning, now);
        if (clock) added.push(clock);
      }
    }
    const arrival = policy?.targets.on_site_arrival;
    for (const open of clocks.filter((clock) => clock.target === 'on_site_arrival' && clock.stoppedAt === null)) {
      if (!policy || !arrival) {
        removed.push(open);
        continue;
      }
      kept.push(open);
      after.push({
        ...pauseClock(open, calendarOf(context, open), now),
        runningSince: now,
        policyId: policy.id,
        policyName: policy.name,
        targetMinutes: arrival.minutes,
        isBusinessHours: arrival.isBusinessHours,
        warnAtPercent: policy.warnAtPercent,
      });
    }
  }
  await saveClocks(
    tx,
    context,
    organizationId,
    { before: kept, after, added, removed, ticketIds: tickets.map((ticket) => ticket.id) },
    now,
  );
}

/** After a change of an open ticket's priority: it comes under the policy that matches it now, as after a change of terms. */
export async function reapplyTicketServiceLevels(tx: Tx, options: { organizationId: string; ticketId: string; now: Date }): Promise<void> {
  const { organizationId, ticketId, now } = options;
  const ticket = await repository.findClockedTicket(tx, organizationId, ticketId);
  if (!ticket || isResolvedStatus(ticket.status)) return;
  await reapplyServiceLevels(tx, { organizationId, tickets: [ticket], context: await loadServiceLevelContext(tx, organizationId), now });
}

/**
 * Moves the on-site arrival clock of a work order made from a ticket: it starts with the work order (or when a
 * cancelled one is taken up again), under the ticket's policy; starting the work (the technician on site) meets it;
 * cancelling removes it, as there is nobody to wait for.
 */
export async function recordWorkOrderActivity(
  tx: Tx,
  options: {
    organizationId: string;
    workOrderId: string;
    ticketId: string | null;
    from: WorkOrderStatus | null;
    to: WorkOrderStatus;
    now: Date;
  },
): Promise<void> {
  const { organizationId, workOrderId, ticketId, from, to, now } = options;
  if (!ticketId) return;
  const policies = await repository.listPolicies(tx, organizationId);
  if (policies.length === 0) return;
  const context = await loadServiceLevelContext(tx, organizationId, policies);
  const clocks = await repository.listClocks(tx, organizationId, [ticketId]);
  const open = clocks.find((clock) => clock.workOrderId === workOrderId && clock.stoppedAt === null);
  const changes = {
    before: [] as ClockRecord[],
    after: [] as ClockRecord[],
    added: [] as NewClock[],
    removed: [] as ClockRecord[],
    ticketIds: [ticketId],
  };
  if (open && to === 'cancelled') changes.removed.push(open);
  else if (open && to !== 'pending') {
    changes.before.push(open);
    changes.after.push(stopClock(open, calendarOf(context, open), now));
  } else if (!open && to === 'pending' && (from === null || from === 'cancelled')) {
    const ticket = await repository.findClockedTicket(tx, organizationId, ticketId);
    const policy = ticket ? matchPolicy(context.policies, { ...ticket, channel: channelOf(ticket) }) : null;
    const clock = ticket && policy ? newClock(ticket, policy, 'on_site_arrival', true, now, workOrderId) : null;
    if (!clock) return;
    changes.added.push(clock);
  } else return;
  await saveClocks(tx, context, organizationId, changes, now);
}

/** A ticket's clocks as its detail shows them, oldest first. */
export async function listTicketClocks(tx: Tx, organizationId: string, ticketId: string) {
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  const clocks = await repository.listClocks(tx, organizationId, [ticketId]);
  // Clocks started together read in the order of the targets: first response, next response, resolution.
  const order = (clock: ClockRecord) => clock.startedAt.getTime() * 10 + slaTargetKinds.indexOf(clock.target);
  return clocks
    .sort((a, b) => order(a) - order(b))
    .map((clock) => ({
      id: clock.id,
      target: clock.target,
      workOrderId: clock.workOrderId,
      policyName: clock.policyName,
      targetMinutes: clock.targetMinutes,
      isBusinessHours: clock.isBusinessHours,
      usedMinutes: clock.usedMinutes,
      startedAt: clock.startedAt.toISOString(),
      dueAt: iso(clock.dueAt),
      warnAt: iso(clock.warnAt),
      breachedAt: iso(clock.breachedAt),
      stoppedAt: iso(clock.stoppedAt),
      isPaused: clock.stoppedAt === null && clock.runningSince === null,
    }));
}

import Holidays from 'date-holidays';
import { DomainError } from '../../../domain/errors.ts';
import {
  SLA_CALENDARS_MAX,
  SLA_POLICIES_MAX,
  type SlaCalendarInput,
  type SlaPolicyInput,
  type SlaSettings,
} from '../../../domain/service-levels.ts';
import type { Clock } from '../../app.ts';
import type { Database, Tx } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { findMemberIdsWithRoles } from '../members/members.repository.ts';
import type { CalendarRecord, PolicyRecord, RecomputeProgress } from './service-levels.repository.ts';
import * as repository from './service-levels.repository.ts';
import { loadServiceLevelContext, reapplyServiceLevels } from './ticket-clocks.ts';

export const SERVICE_LEVEL_RECOMPUTE_QUEUE = 'service-level-recompute';
/** Open tickets brought under the new terms per transaction. */
const RECOMPUTE_BATCH = 500;

export interface ServiceLevelsView {
  settings: SlaSettings;
  calendars: CalendarRecord[];
  policies: PolicyRecord[];
  /** The last recomputation of the open tickets after a change; null before the first. */
  recompute: RecomputeProgress | null;
}

export function getServiceLevels({ db, organizationId }: { db: Database; organizationId: string }): Promise<ServiceLevelsView> {
  return db.withTenantRead({ organizationId }, async (tx) => ({
    settings: await repository.findSettings(tx, organizationId),
    calendars: await repository.listCalendars(tx, organizationId),
    policies: await repository.listPolicies(tx, organizationId),
    recompute: await repository.findRecompute(tx, organizationId),
  }));
}

/** Open tickets are brought under the changed terms by a job, in batches; its progress shows on the settings. */
async function recomputeOpenTickets(tx: Tx, organizationId: string, now: Date): Promise<void> {
  await repository.saveRecompute(tx, organizationId, {
    total: await repository.countOpenTickets(tx, organizationId),
    done: 0,
    startedAt: now.toISOString(),
    finishedAt: null,
  });
  await enqueueJob(tx, {
    queue: SERVICE_LEVEL_RECOMPUTE_QUEUE,
    payload: { organizationId },
    dedupeKey: `${SERVICE_LEVEL_RECOMPUTE_QUEUE}:${organizationId}`,
  });
}

interface ChangeOptions {
  db: Database;
  clock: Clock;
  organizationId: string;
}

/** A change of the terms, then the open tickets' recomputation, in one transaction. */
function changeTerms<Result>(options: ChangeOptions, change: (tx: Tx, now: Date) => Promise<Result>): Promise<Result> {
  const { db, clock, organizationId } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const result = await change(tx, now);
    await recomputeOpenTickets(tx, organizationId, now);
    return result;
  });
}

export function saveServiceLevelSettings(options: ChangeOptions & { settings: SlaSettings }): Promise<SlaSettings> {
  return changeTerms(options, async (tx, now) => {
    await repository.saveSettings(tx, options.organizationId, options.settings, now);
    return options.settings;
  });
}

export function createCalendar(options: ChangeOptions & { input: SlaCalendarInput }): Promise<CalendarRecord> {
  const { organizationId, input } = options;
  return changeTerms(options, async (tx, now) => {
    if ((await repository.listCalendars(tx, organizationId)).length >= SLA_CALENDARS_MAX) throw new DomainError('sla_calendar_limit');
    const created = await repository.insertCalendar(tx, { organizationId, ...input, createdAt: now, updatedAt: now });
    if (!created) throw new DomainError('sla_calendar_name_taken', undefined, { field: 'name' });
    return created;
  });
}

export function updateCalendar(options: ChangeOptions & { id: string; input: SlaCalendarInput }): Promise<CalendarRecord> {
  const { organizationId, id, input } = options;
  return changeTerms(options, async (tx, now) => {
    const taken = (await repository.listCalendars(tx, organizationId)).some(
      (calendar) => calendar.id !== id && calendar.name.toLowerCase() === input.name.toLowerCase(),
    );
    if (taken) throw new DomainError('sla_calendar_name_taken', undefined, { field: 'name' });
    const updated = await repository.updateCalendar(tx, organizationId, id, { ...input, updatedAt: now });
    if (!updated) throw new DomainError('sla_calendar_not_found');
    return updated;
  });
}

export function deleteCalendar(options: ChangeOptions & { id: string }): Promise<void> {
  const { db, organizationId, id } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    if (await repository.isCalendarInUse(tx, organizationId, id)) throw new DomainError('sla_calendar_in_use');
    if (!(await repository.deleteCalendar(tx, organizationId, id))) throw new DomainError('sla_calendar_not_found');
  });
}

async function assertPolicyReferences(tx: Tx, organizationId: string, input: SlaPolicyInput): Promise<void> {
  if (input.calendarId && !(await repository.findCalendar(tx, organizationId, input.calendarId))) {
    throw new DomainError('sla_calendar_not_found', undefined, { field: 'calendarId' });
  }
  const reassignTo = input.breachActions.reassignTo;
  if (reassignTo && !(await findMemberIdsWithRoles(tx, organizationId, ['agent', 'org_admin'])).includes(reassignTo)) {
    throw new DomainError('assignee_not_staff', undefined, { field: 'breachActions.reassignTo' });
  }
}

export function createPolicy(options: ChangeOptions & { input: SlaPolicyInput }): Promise<PolicyRecord> {
  const { organizationId, input } = options;
  return changeTerms(options, async (tx, now) => {
    await assertPolicyReferences(tx, organizationId, input);
    const policies = await repository.listPolicies(tx, organizationId);
    if (policies.length >= SLA_POLICIES_MAX) throw new DomainError('sla_policy_limit');
    const position = Math.max(0, ...policies.map((policy) => policy.position + 1));
    return repository.insertPolicy(tx, { organizationId, ...input, position, createdAt: now, updatedAt: now });
  });
}

export function updatePolicy(options: ChangeOptions & { id: string; input: SlaPolicyInput }): Promise<PolicyRecord> {
  const { organizationId, id, input } = options;
  return changeTerms(options, async (tx, now) => {
    await assertPolicyReferences(tx, organizationId, input);
    const updated = await repository.updatePolicy(tx, organizationId, id, { ...input, updatedAt: now });
    if (!updated) throw new DomainError('sla_policy_not_found');
    return updated;
  });
}

export function deletePolicy(options: ChangeOptions & { id: string }): Promise<void> {
  const { organizationId, id } = options;
  return changeTerms(options, async (tx) => {
    if (!(await repository.deletePolicy(tx, organizationId, id))) throw new DomainError('sla_policy_not_found');
  });
}

/** Puts the policies in the given order: the first that matches a ticket applies to it. */
export function reorderPolicies(options: ChangeOptions & { ids: string[] }): Promise<PolicyRecord[]> {
  const { organizationId, ids } = options;
  return changeTerms(options, async (tx, now) => {
    const policies = await repository.listPolicies(tx, organizationId);
    const known = new Set(policies.map((policy) => policy.id));
    if (ids.length !== policies.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw new DomainError('sla_policy_order_incomplete', undefined, { field: 'ids' });
    }
    for (const [position, id] of ids.entries()) await repository.updatePolicy(tx, organizationId, id, { position, updatedAt: now });
    return repository.listPolicies(tx, organizationId);
  });
}

/** A country's public holidays in a year, as closed dates to add to a calendar. */
export function publicHolidays(country: string, year: number): { date: string; name: string }[] | null {
  const holidays = new Holidays();
  if (!holidays.getCountries()[country]) return null;
  holidays.init(country);
  const seen = new Set<string>();
  return holidays
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
    .filter((holiday) => !seen.has(holiday.date) && seen.add(holiday.date));
}

/** The countries whose public holidays can be imported, by code. */
export function holidayCountries(): { code: string; name: string }[] {
  return Object.entries(new Holidays().getCountries('en'))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The recompute queue's handler: brings every open ticket of the organization under its policies as they are now,
 * a batch per transaction, recording how far it has got.
 */
export function createServiceLevelRecomputeHandler({ db, clock }: { db: Database; clock: Clock }): JobHandler {
  return async (payload) => {
    const organizationId = String(payload.organizationId);
    let afterId: string | null = null;
    for (;;) {
      const batch = await db.withTenant({ organizationId }, async (tx) => {
        const now = clock.now();
        const tickets = await repository.listOpenTickets(tx, organizationId, afterId, RECOMPUTE_BATCH);
        const context = await loadServiceLevelContext(tx, organizationId);
        await reapplyServiceLevels(tx, { organizationId, tickets, context, now });
        const progress = await repository.findRecompute(tx, organizationId);
        if (progress) {
          const done = progress.done + tickets.length;
          const isLast = tickets.length < RECOMPUTE_BATCH;
          await repository.saveRecompute(tx, organizationId, { ...progress, done, finishedAt: isLast ? now.toISOString() : null });
        }
        return tickets;
      });
      if (batch.length < RECOMPUTE_BATCH) return;
      afterId = batch.at(-1)?.id ?? null;
    }
  };
}

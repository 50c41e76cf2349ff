import { isPermitted } from '../../../domain/agent-permissions.ts';
import { minutesOf } from '../../../domain/business-hours.ts';
import { formatDateTimeAs } from '../../../domain/datetime-settings.ts';
import {
  type Block,
  conflictsOf,
  type DispatchMove,
  type DispatchSpan,
  type Interval,
  jobMinutesOf,
  overlaps,
  rankTechnicians,
} from '../../../domain/dispatch.ts';
import { DomainError } from '../../../domain/errors.ts';
import { missingSkills } from '../../../domain/skills.ts';
import { addDays, daysBetween } from '../../../domain/time-cards.ts';
import { arrivalDeadlineOf, visitStateOf } from '../../../domain/visit-state.ts';
import { canChangeStatus } from '../../../domain/work-order-status.ts';
import { instantOfLocal, localDateOf } from '../../../domain/zoned-time.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { cancelQueuedJobs } from '../../jobs/job-queue.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { findPermissionPolicy } from '../agent-permissions/agent-permissions.repository.ts';
import { findDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';
import { recordWorkOrderActivity } from '../service-levels/ticket-clocks.ts';
import { findStaffMember, listStaff } from '../tickets/tickets.repository.ts';
import { updateWorkOrder } from '../work-orders/work-orders.repository.ts';
import { announceWorkOrderChange } from '../work-orders/work-orders.service.ts';
import type { JobRecord } from './dispatch.repository.ts';
import * as repository from './dispatch.repository.ts';
import type { BoardDto, BoardQuery, JobDto, VisitDto } from './dispatch.schemas.ts';
import { visitMail } from './visit-mail.ts';
import { replanVisit, visitReset } from './visit-plan.ts';

/** The most jobs the Unassigned tray shows. */
export const TRAY_LIMIT = 100;
/** The longest time off the board spreads over the days after its first. */
const TIME_OFF_DAYS_MAX = 31;

/** The hours of a working day from the business hours; a full day when they are not a span. */
function workingHoursOf({ start, end }: { start: string; end: string }): number {
  const span = (minutesOf(end) - minutesOf(start)) / 60;
  return span > 0 ? span : 24;
}

export function jobDtoOf(record: JobRecord, now: Date): JobDto {
  return {
    id: record.id,
    workOrderNumber: record.workOrderNumber,
    title: record.title,
    priority: record.priority,
    status: record.status,
    state: visitStateOf(record, now),
    assignedTo: record.assignedTo,
    start: record.scheduledDate?.toISOString() ?? null,
    durationMinutes: jobMinutesOf(record.estimatedHours),
    arrivalDeadline: arrivalDeadlineOf(record)?.toISOString() ?? null,
    address: record.address,
    customerName: record.customerName,
    ticketNumber: record.ticketNumber,
    requiredSkills: record.requiredSkills,
    version: record.version,
    enRouteAt: record.enRouteAt?.toISOString() ?? null,
    arrivedAt: record.arrivedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

function visitDtoOf(record: JobRecord, now: Date): VisitDto {
  return {
    ...jobDtoOf(record, now),
    description: record.description,
    customerPhone: record.customerPhone,
    customerEmail: record.customerEmail,
    ticketId: record.ticketId,
  };
}

function intervalOf(record: JobRecord): Interval | null {
  if (!record.scheduledDate) return null;
  return { start: record.scheduledDate, end: new Date(record.scheduledDate.getTime() + jobMinutesOf(record.estimatedHours) * 60_000) };
}

/** The local days shown and the instants they span, in the organization's time zone. */
function rangeOf(first: string, span: DispatchSpan, timeZone: string) {
  const count = span === 'week' ? 7 : 1;
  const dates = Array.from({ length: count }, (_, index) => addDays(first, index));
  return { dates, from: instantOfLocal(first, '00:00', timeZone), to: instantOfLocal(addDays(first, count), '00:00', timeZone) };
}

/**
 * What keeps technicians from work in [from, to): approved time off (from the start of business hours, for its
 * hours), the business-hours calendars' closed dates, their own calendar events, and their jobs.
 */
async function blocksIn(
  tx: Tx,
  organizationId: string,
  options: {
    dates: string[];
    from: Date;
    to: Date;
    timeZone: string;
    businessHours: { start: string; end: string };
    userIds: string[];
    jobs: JobRecord[];
  },
): Promise<Block[]> {
  const { dates, from, to, timeZone, businessHours, userIds, jobs } = options;
  const firstDate = dates[0] as string;
  const dateRange = { from: firstDate, to: addDays(dates.at(-1) as string, 1) };
  // One after another: a transaction's statements share one connection.
  // Time off longer than a working day runs on into the days after it: a request may have begun before the first day.
  const timeOff = await repository.listApprovedTimeOff(tx, organizationId, {
    from: addDays(dateRange.from, -TIME_OFF_DAYS_MAX),
    to: dateRange.to,
  });
  const events = await repository.listPeopleEvents(tx, organizationId, userIds, { from, to });
  const closedDates = await repository.listClosedDates(tx, organizationId);
  const blocks: Block[] = [];
  const workingDayHours = workingHoursOf(businessHours);
  for (const off of timeOff) {
    const label = `Time off: ${off.category} (${off.hours} h)`;
    for (let day = 0, left = off.hours; left > 0 && day < TIME_OFF_DAYS_MAX; day += 1, left -= workingDayHours) {
      const date = addDays(off.startDate, day);
      if (!dates.includes(date)) continue;
      const start = instantOfLocal(date, businessHours.start, timeZone);
      const dayEnd = instantOfLocal(addDays(date, 1), '00:00', timeZone);
      const end = new Date(Math.min(start.getTime() + Math.min(left, workingDayHours) * 3_600_000, dayEnd.getTime()));
      blocks.push({ kind: 'time_off', userId: off.userId, start, end, label });
    }
  }
  const holidays = new Map(closedDates.filter((closed) => dates.includes(closed.date)).map((closed) => [closed.date, closed.name]));
  for (const [date, name] of holidays) {
    const start = instantOfLocal(date, '00:00', timeZone);
    blocks.push({
      kind: 'holiday',
      userId: null,
      start,
      end: instantOfLocal(addDays(date, 1), '00:00', timeZone),
      label: `Holiday: ${name}`,
    });
  }
  for (const event of events) {
    blocks.push({ kind: 'event', userId: event.userId, start: event.startTime, end: event.endTime, label: event.title });
  }
  for (const job of jobs) {
    const interval = intervalOf(job);
    if (!interval || !job.assignedTo || job.status === 'completed') continue;
    blocks.push({ kind: 'job', userId: job.assignedTo, ...interval, label: `${job.workOrderNumber} ${job.title}`, workOrderId: job.id });
  }
  return blocks;
}

/** The board: technicians as rows, their visits and what blocks their time in the days shown, and the Unassigned tray. */
export function getBoard({
  db,
  clock,
  actor,
  query,
}: {
  db: Database;
  clock: Clock;
  actor: ActingMember;
  query: BoardQuery;
}): Promise<BoardDto> {
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const settings = await findDateTimeSettings(tx, organizationId);
    const now = clock.now();
    const timeZone = settings.timezone;
    const { dates, from, to } = rangeOf(query.date ?? localDateOf(now, timeZone), query.span, timeZone);
    const technicians = await listStaff(tx, organizationId);
    const openClocks = await repository.listOpenClocks(tx, organizationId);
    const scheduled = await repository.listScheduledJobs(tx, organizationId, { from, to });
    const tray = await repository.listTrayJobs(tx, organizationId, { search: query.search, limit: TRAY_LIMIT });
    const jobs = scheduled.filter((job) => {
      const interval = intervalOf(job);
      return interval !== null && overlaps(interval, { start: from, end: to });
    });
    const blocks = await blocksIn(tx, organizationId, {
      dates,
      from,
      to,
      timeZone,
      businessHours: { start: settings.businessHoursStart, end: settings.businessHoursEnd },
      userIds: technicians.map((technician) => technician.id),
      jobs: [],
    });
    const clockedIn = new Map(openClocks.map((open) => [open.userId, open.clockIn]));
    return {
      timeZone,
      businessHours: { start: settings.businessHoursStart, end: settings.businessHoursEnd },
      dates,
      from: from.toISOString(),
      to: to.toISOString(),
      technicians: technicians.map((technician) => ({
        id: technician.id,
        name: technician.name || technician.email,
        clockedInSince: clockedIn.get(technician.id)?.toISOString() ?? null,
      })),
      jobs: jobs.filter((job) => job.assignedTo !== null).map((job) => jobDtoOf(job, now)),
      tray: tray.map((job) => jobDtoOf(job, now)),
      blocks: blocks.map((block) => ({
        kind: block.kind,
        userId: block.userId,
        start: block.start.toISOString(),
        end: block.end.toISOString(),
        label: block.label,
      })),
    };
  });
}

/** What the technician's day holds around a slot, for the conflict check and Suggest. */
async function blocksAround(tx: Tx, organizationId: string, slot: Interval, userIds: string[]): Promise<Block[]> {
  const settings = await findDateTimeSettings(tx, organizationId);
  const timeZone = settings.timezone;
  const firstDate = localDateOf(slot.start, timeZone);
  const lastDate = localDateOf(new Date(slot.end.getTime() - 1), timeZone);
  // A slot lasts a day at most: it touches two local dates, three across a clock change.
  const dates = Array.from({ length: Math.min(daysBetween(firstDate, lastDate), 2) + 1 }, (_, index) => addDays(firstDate, index));
  const from = instantOfLocal(firstDate, '00:00', timeZone);
  const to = instantOfLocal(addDays(lastDate, 1), '00:00', timeZone);
  const jobs = await repository.listScheduledJobs(tx, organizationId, { from, to });
  const businessHours = { start: settings.businessHoursStart, end: settings.businessHoursEnd };
  return blocksIn(tx, organizationId, { dates, from, to, timeZone, businessHours, userIds, jobs });
}

function describeConflicts(name: string, conflicts: readonly Block[], format: (at: Date) => string): string {
  const reasons = conflicts.map((block) =>
    block.kind === 'holiday' ? block.label : `${block.label} (${format(block.start)} to ${format(block.end)})`,
  );
  return `${name} is not free then: ${reasons.join('; ')}. Book anyway?`;
}

async function mayDispatch(tx: Tx, actor: ActingMember): Promise<boolean> {
  if (actor.role !== 'agent') return actor.role === 'org_admin' || actor.role === 'super_admin';
  return isPermitted('agent', await findPermissionPolicy(tx, actor.organizationId), 'dispatch.manage');
}

/**
 * A move on the board in one request: the technician, the start and the duration, against the version the board
 * read. A completed or cancelled job stays put; time the technician is not free is refused unless allowed.
 */
export function moveJob(options: {
  db: Database;
  clock: Clock;
  actor: ActingMember;
  workOrderId: string;
  move: DispatchMove;
}): Promise<JobDto> {
  const { db, clock, actor, workOrderId, move } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const current = await repository.lockJob(tx, organizationId, workOrderId);
    if (!current) throw new DomainError('work_order_not_found');
    if (current.version !== move.version) throw new DomainError('work_order_stale');
    if (current.status === 'completed' || current.status === 'cancelled') throw new DomainError('work_order_closed');
    const technician = move.assignedTo ? await findStaffMember(tx, organizationId, move.assignedTo) : null;
    if (move.assignedTo && !technician)
      throw new DomainError('validation_failed', 'Choose a member of your team as the technician.', { field: 'assignedTo' });
    const start = move.start ? new Date(move.start) : null;
    if (technician && start && !move.allowConflicts) {
      const slot = { start, end: new Date(start.getTime() + move.durationMinutes * 60_000) };
      const conflicts = conflictsOf(
        { ...slot, userId: technician.id, workOrderId },
        await blocksAround(tx, organizationId, slot, [technician.id]),
      );
      if (conflicts.length > 0) {
        const settings = await findDateTimeSettings(tx, organizationId);
        throw new DomainError(
          'dispatch_conflict',
          describeConflicts(technician.name || technician.email, conflicts, (at) => formatDateTimeAs(at, settings)),
        );
      }
    }
    const now = clock.now();
    const isRescheduled = start?.getTime() !== current.scheduledDate?.getTime() || move.assignedTo !== current.assignedTo;
    await updateWorkOrder(tx, organizationId, workOrderId, {
      assignedTo: move.assignedTo,
      scheduledDate: start,
      // A move keeps an estimate longer than the board shows; a resize sets it.
      ...(move.durationMinutes === jobMinutesOf(current.estimatedHours) ? {} : { estimatedHours: move.durationMinutes / 60 }),
      ...(isRescheduled ? visitReset(actor.userId) : {}),
      updatedAt: now,
    });
    if (isRescheduled) await replanVisit(tx, { organizationId, workOrderId, announcedStart: current.scheduledDate, now });
    const moved = (await repository.findJob(tx, organizationId, workOrderId)) as JobRecord;
    await announceWorkOrderChange(tx, organizationId, moved.id, 'scheduled');
    return jobDtoOf(moved, now);
  });
}

/** Suggest: the technicians ranked for a window by free time in it and the day's load. */
export function suggestTechnicians(options: { db: Database; actor: ActingMember; workOrderId: string; slot: Interval }) {
  const { db, actor, workOrderId, slot } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const job = await repository.findJob(tx, organizationId, workOrderId);
    if (!job) throw new DomainError('work_order_not_found');
    const technicians = await listStaff(tx, organizationId);
    const skills = await repository.listSkills(tx, organizationId);
    const blocks = await blocksAround(
      tx,
      organizationId,
      slot,
      technicians.map((technician) => technician.id),
    );
    const minutesOf = (block: Interval) =>
      Math.max(0, Math.min(block.end.getTime(), slot.end.getTime()) - Math.max(block.start.getTime(), slot.start.getTime())) / 60_000;
    return rankTechnicians(
      technicians.map((technician) => {
        const theirs = conflictsOf({ ...slot, userId: technician.id, workOrderId }, blocks);
        return {
          userId: technician.id,
          name: technician.name || technician.email,
          busyMinutes: Math.round(theirs.reduce((sum, block) => sum + minutesOf(block), 0)),
          missingSkills: missingSkills(job.requiredSkills, skills.get(technician.id) ?? []),
          jobsThatDay: blocks.filter((block) => block.kind === 'job' && block.userId === technician.id && block.workOrderId !== workOrderId)
            .length,
        };
      }),
    );
  });
}

/** The signed-in technician's visits of today, in order. */
export function getMyDay({ db, clock, actor }: { db: Database; clock: Clock; actor: ActingMember }) {
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const { timezone: timeZone } = await findDateTimeSettings(tx, organizationId);
    const now = clock.now();
    const date = localDateOf(now, timeZone);
    const { from, to } = rangeOf(date, 'day', timeZone);
    const visits = await repository.listTechnicianJobs(tx, organizationId, actor.userId, { from, to });
    return { date, timeZone, visits: visits.map((visit) => visitDtoOf(visit, now)) };
  });
}

/** A visit of today in the organization's time zone that its technician (or a dispatcher) reports on. */
async function lockVisit(tx: Tx, actor: ActingMember, workOrderId: string, now: Date): Promise<JobRecord> {
  const visit = await repository.lockJob(tx, actor.organizationId, workOrderId);
  if (!visit) throw new DomainError('work_order_not_found');
  if (visit.assignedTo !== actor.userId && !(await mayDispatch(tx, actor))) throw new DomainError('visit_not_yours');
  if (visit.status === 'completed' || visit.status === 'cancelled') throw new DomainError('work_order_closed');
  if (!visit.scheduledDate) throw new DomainError('visit_not_scheduled');
  if (visit.arrivedAt) throw new DomainError('visit_already_arrived');
  const { timezone } = await findDateTimeSettings(tx, actor.organizationId);
  if (localDateOf(visit.scheduledDate, timezone) !== localDateOf(now, timezone)) throw new DomainError('visit_not_today');
  return visit;
}

/** On my way: recorded, shown on the board, and e-mailed to the customer with the technician's name and the arrival window. */
export function markOnTheWay(options: { db: Database; clock: Clock; config: Config; actor: ActingMember; workOrderId: string }) {
  const { db, clock, config, actor, workOrderId } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const visit = await lockVisit(tx, actor, workOrderId, now);
    // Told once: a second tap answers the visit as it is.
    if (visit.enRouteAt) return visitDtoOf(visit, now);
    await updateWorkOrder(tx, organizationId, workOrderId, { enRouteAt: now, updatedAt: now });
    const updated = (await repository.findJob(tx, organizationId, workOrderId)) as JobRecord;
    const technician = visit.assignedTo ? await findStaffMember(tx, organizationId, visit.assignedTo) : null;
    const mail = updated.customerEmail
      ? await visitMail(tx, config, organizationId, updated, 'on_the_way', technician?.name ?? actor.name, now)
      : null;
    if (mail) await enqueueMail(tx, mail);
    await announceWorkOrderChange(tx, organizationId, updated.id, 'on_the_way');
    return visitDtoOf(updated, now);
  });
}

/** Arrived: the work order starts (which meets its on-site arrival target), with the arrival time kept. */
export function markArrived(options: { db: Database; clock: Clock; actor: ActingMember; workOrderId: string }) {
  const { db, clock, actor, workOrderId } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const visit = await lockVisit(tx, actor, workOrderId, now);
    const isStarting = visit.status === 'pending' && canChangeStatus('pending', 'in_progress');
    await updateWorkOrder(tx, organizationId, workOrderId, {
      arrivedAt: now,
      ...(isStarting ? { status: 'in_progress' as const } : {}),
      updatedAt: now,
    });
    if (isStarting) {
      await recordWorkOrderActivity(tx, { organizationId, workOrderId, ticketId: visit.ticketId, from: 'pending', to: 'in_progress', now });
    }
    await cancelQueuedJobs(tx, [`visit-late:${workOrderId}`, `visit-reminder:${workOrderId}`]);
    const updated = (await repository.findJob(tx, organizationId, workOrderId)) as JobRecord;
    await announceWorkOrderChange(tx, organizationId, updated.id, 'arrived');
    return visitDtoOf(updated, now);
  });
}

import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { MAX_JOB_MINUTES } from '../../../domain/dispatch.ts';
import type { Tx } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import {
  agents,
  calendarEvents,
  customers,
  notificationPreferences,
  ptoRequests,
  slaCalendars,
  tickets,
  timeEntries,
  workOrders,
} from '../../db/schema.ts';

const jobColumns = {
  id: workOrders.id,
  workOrderNumber: workOrders.workOrderNumber,
  title: workOrders.title,
  description: workOrders.description,
  priority: workOrders.priority,
  status: workOrders.status,
  assignedTo: workOrders.assignedTo,
  scheduledDate: workOrders.scheduledDate,
  estimatedHours: workOrders.estimatedHours,
  arrivalWindowMinutes: workOrders.arrivalWindowMinutes,
  enRouteAt: workOrders.enRouteAt,
  arrivedAt: workOrders.arrivedAt,
  address: workOrders.address,
  version: workOrders.version,
  ticketId: workOrders.ticketId,
  ticketNumber: tickets.ticketNumber,
  customerId: workOrders.customerId,
  customerName: customers.contactName,
  customerPhone: customers.phone,
  customerEmail: customers.email,
  customerUserId: customers.userId,
  requiredSkills: workOrders.requiredSkills,
  dispatchedBy: workOrders.dispatchedBy,
  lateNotifiedAt: workOrders.lateNotifiedAt,
  createdAt: workOrders.createdAt,
};

export type JobRecord = Awaited<ReturnType<typeof selectJobs>>[number];

function selectJobs(tx: Tx, where: SQL | undefined) {
  return tx
    .select(jobColumns)
    .from(workOrders)
    .leftJoin(customers, eq(customers.id, workOrders.customerId))
    .leftJoin(tickets, eq(tickets.id, workOrders.ticketId))
    .where(where);
}

/**
 * Jobs scheduled to be under way in [from, to): those starting inside it and those started up to the longest job the
 * board shows (a day) before it, so the range scan of the (organization, scheduled_date) index stays bounded.
 */
export function listScheduledJobs(tx: Tx, organizationId: string, range: { from: Date; to: Date }): Promise<JobRecord[]> {
  const earliest = new Date(range.from.getTime() - MAX_JOB_MINUTES * 60_000);
  return selectJobs(
    tx,
    and(
      eq(workOrders.organizationId, organizationId),
      isNotNull(workOrders.scheduledDate),
      gte(workOrders.scheduledDate, earliest),
      lt(workOrders.scheduledDate, range.to),
      ne(workOrders.status, 'cancelled'),
    ),
  ).orderBy(asc(workOrders.scheduledDate), asc(workOrders.id));
}

/** The Unassigned tray: pending work orders without a technician or without a time, searched; at most `limit`. */
export function listTrayJobs(
  tx: Tx,
  organizationId: string,
  options: { search?: string | undefined; limit: number },
): Promise<JobRecord[]> {
  const pattern = options.search ? likePattern(options.search) : null;
  return selectJobs(
    tx,
    and(
      eq(workOrders.organizationId, organizationId),
      eq(workOrders.status, 'pending'),
      or(isNull(workOrders.assignedTo), isNull(workOrders.scheduledDate)),
      pattern
        ? or(
            sql`${workOrders.title} ilike ${pattern}`,
            sql`${workOrders.workOrderNumber} ilike ${pattern}`,
            sql`${workOrders.address} ilike ${pattern}`,
            sql`${customers.contactName} ilike ${pattern}`,
          )
        : undefined,
    ),
  )
    .orderBy(
      sql`array_position(array['urgent','high','medium','low'], ${workOrders.priority})`,
      sql`${workOrders.scheduledDate} asc nulls last`,
      asc(workOrders.createdAt),
    )
    .limit(options.limit);
}

/** One technician's visits of a day, in order. */
export function listTechnicianJobs(tx: Tx, organizationId: string, userId: string, range: { from: Date; to: Date }): Promise<JobRecord[]> {
  return selectJobs(
    tx,
    and(
      eq(workOrders.organizationId, organizationId),
      eq(workOrders.assignedTo, userId),
      gte(workOrders.scheduledDate, range.from),
      lt(workOrders.scheduledDate, range.to),
      ne(workOrders.status, 'cancelled'),
    ),
  ).orderBy(asc(workOrders.scheduledDate), asc(workOrders.id));
}

export async function findJob(tx: Tx, organizationId: string, workOrderId: string): Promise<JobRecord | null> {
  const [row] = await selectJobs(tx, and(eq(workOrders.organizationId, organizationId), eq(workOrders.id, workOrderId)));
  return row ?? null;
}

/** Locks the job's row so that two boards moving it queue, and the second one sees the first one's version. */
export async function lockJob(tx: Tx, organizationId: string, workOrderId: string): Promise<JobRecord | null> {
  const [row] = await selectJobs(tx, and(eq(workOrders.organizationId, organizationId), eq(workOrders.id, workOrderId))).for('update', {
    of: workOrders,
  });
  return row ?? null;
}

/** Who is clocked in now, and since when. */
export function listOpenClocks(tx: Tx, organizationId: string): Promise<{ userId: string; clockIn: Date | null }[]> {
  return tx
    .select({ userId: timeEntries.userId, clockIn: timeEntries.clockIn })
    .from(timeEntries)
    .where(and(eq(timeEntries.organizationId, organizationId), isNotNull(timeEntries.clockIn), isNull(timeEntries.clockOut)));
}

/** Approved time off starting on the local dates asked for. */
export function listApprovedTimeOff(tx: Tx, organizationId: string, dates: { from: string; to: string }) {
  return tx
    .select({ userId: ptoRequests.userId, category: ptoRequests.category, startDate: ptoRequests.startDate, hours: ptoRequests.hours })
    .from(ptoRequests)
    .where(
      and(
        eq(ptoRequests.organizationId, organizationId),
        eq(ptoRequests.status, 'approved'),
        gte(ptoRequests.startDate, dates.from),
        lt(ptoRequests.startDate, dates.to),
      ),
    );
}

/** The scheduled calendar events of these people overlapping [from, to). */
export function listPeopleEvents(tx: Tx, organizationId: string, userIds: readonly string[], range: { from: Date; to: Date }) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      userId: calendarEvents.createdBy,
      title: calendarEvents.title,
      startTime: calendarEvents.startTime,
      endTime: calendarEvents.endTime,
    })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.organizationId, organizationId),
        eq(calendarEvents.status, 'scheduled'),
        inArray(calendarEvents.createdBy, [...userIds]),
        lt(calendarEvents.startTime, range.to),
        gt(calendarEvents.endTime, range.from),
      ),
    );
}

/** The closed dates of the organization's business-hours calendars. */
export async function listClosedDates(tx: Tx, organizationId: string): Promise<{ date: string; name: string }[]> {
  const rows = await tx
    .select({ closedDates: slaCalendars.closedDates })
    .from(slaCalendars)
    .where(eq(slaCalendars.organizationId, organizationId));
  return rows.flatMap((row) => row.closedDates);
}

/** Whether a customer with an account wants status e-mails; one without an account, or without a choice saved, does. */
export async function wantsStatusMail(tx: Tx, organizationId: string, customerUserId: string | null): Promise<boolean> {
  if (!customerUserId) return true;
  const [row] = await tx
    .select({ isWanted: notificationPreferences.emailTicketStatusChanges })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.organizationId, organizationId), eq(notificationPreferences.userId, customerUserId)));
  return row?.isWanted ?? true;
}

/** Each staff member's skills, from their agent record. */
export async function listSkills(tx: Tx, organizationId: string): Promise<Map<string, string[]>> {
  const rows = await tx
    .select({ userId: agents.userId, skills: agents.skills })
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), isNotNull(agents.userId)));
  return new Map(rows.map((row) => [row.userId as string, row.skills]));
}

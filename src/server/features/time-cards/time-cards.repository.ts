import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DayRow } from '../../../domain/time-cards.ts';
import type { Tx } from '../../db/client.ts';
import { profiles, ptoRequests, timeEntries, timesheets } from '../../db/schema.ts';

export type TimesheetRecord = typeof timesheets.$inferSelect;
export type ClockRecord = typeof timeEntries.$inferSelect;
export type PtoRequestRecord = typeof ptoRequests.$inferSelect;

type TenantRowTable = typeof timesheets | typeof timeEntries | typeof ptoRequests;

/** Changes one row of a time card table, found by organization and id, inside the transaction that locked it. */
export async function updateRow<Table extends TenantRowTable>(
  tx: Tx,
  table: Table,
  key: { organizationId: string; id: string },
  changes: Partial<Table['$inferInsert']>,
): Promise<Table['$inferSelect']> {
  const rows = (await tx
    .update(table as typeof timesheets)
    .set(changes as Partial<typeof timesheets.$inferInsert>)
    .where(and(eq(table.organizationId, key.organizationId), eq(table.id, key.id)))
    .returning()) as Table['$inferSelect'][];
  const [row] = rows;
  if (!row) throw new Error(`${key.id} vanished inside its transaction`);
  return row;
}

/** One row of a time card table by organization and id, locked for the rest of the transaction. */
export async function lockRow<Table extends TenantRowTable>(
  tx: Tx,
  table: Table,
  key: { organizationId: string; id: string },
): Promise<Table['$inferSelect'] | null> {
  const rows = (await tx
    .select()
    .from(table as typeof timesheets)
    .where(and(eq(table.organizationId, key.organizationId), eq(table.id, key.id)))
    .for('update')) as Table['$inferSelect'][];
  return rows[0] ?? null;
}

/** A person's timesheet of a period, locked for the rest of the transaction when `forUpdate`. */
export async function findTimesheet(
  tx: Tx,
  organizationId: string,
  userId: string,
  periodStart: string,
  options: { forUpdate?: boolean } = {},
): Promise<TimesheetRecord | null> {
  const query = tx
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.organizationId, organizationId), eq(timesheets.userId, userId), eq(timesheets.periodStart, periodStart)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Creates the period's timesheet; null when another request created it first. */
export async function insertTimesheet(tx: Tx, row: typeof timesheets.$inferInsert): Promise<TimesheetRecord | null> {
  const [created] = await tx.insert(timesheets).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

const sheetDayColumns = {
  date: timeEntries.workDate,
  startTime: timeEntries.startTime,
  endTime: timeEntries.endTime,
  regularHours: timeEntries.regularHours,
  overtimeHours: timeEntries.overtimeHours,
  sickHours: timeEntries.sickHours,
  vacationHours: timeEntries.vacationHours,
  holidayHours: timeEntries.holidayHours,
  ptoHours: timeEntries.ptoHours,
  prevailingWageHours: timeEntries.prevailingWageHours,
  notes: timeEntries.notes,
};

const sheetDaysWhere = (organizationId: string, userIds: string[], from: string, to: string) =>
  and(
    eq(timeEntries.organizationId, organizationId),
    inArray(timeEntries.userId, userIds),
    isNull(timeEntries.clockIn),
    gte(timeEntries.workDate, from),
    lte(timeEntries.workDate, to),
  );

/** The timesheet rows (one per day, not clock entries) of people between two dates. */
export async function listSheetDays(
  tx: Tx,
  organizationId: string,
  userIds: string[],
  from: string,
  to: string,
): Promise<(DayRow & { userId: string })[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ ...sheetDayColumns, userId: timeEntries.userId })
    .from(timeEntries)
    .where(sheetDaysWhere(organizationId, userIds, from, to))
    .orderBy(asc(timeEntries.workDate));
  return rows.map((row) => ({ ...row, notes: row.notes ?? '' }));
}

/** Replaces a person's timesheet rows between two dates with these days. */
export async function replaceSheetDays(
  tx: Tx,
  scope: { organizationId: string; userId: string; timesheetId: string; from: string; to: string; now: Date },
  days: DayRow[],
): Promise<void> {
  const { organizationId, userId, timesheetId, from, to, now } = scope;
  await tx.delete(timeEntries).where(sheetDaysWhere(organizationId, [userId], from, to));
  if (days.length === 0) return;
  await tx.insert(timeEntries).values(
    days.map(({ date, notes, ...day }) => ({
      ...day,
      organizationId,
      userId,
      timesheetId,
      workDate: date,
      notes: notes || null,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

export async function upsertSheetDay(
  tx: Tx,
  scope: { organizationId: string; userId: string; timesheetId: string; now: Date },
  day: DayRow,
) {
  const { date, notes, ...hours } = day;
  await tx
    .insert(timeEntries)
    .values({ ...hours, ...scope, workDate: date, notes: notes || null, createdAt: scope.now, updatedAt: scope.now })
    .onConflictDoUpdate({
      target: [timeEntries.organizationId, timeEntries.userId, timeEntries.workDate],
      targetWhere: isNull(timeEntries.clockIn),
      set: { startTime: day.startTime, endTime: day.endTime, regularHours: day.regularHours, updatedAt: scope.now },
    });
}

export async function findOpenClock(tx: Tx, organizationId: string, userId: string): Promise<ClockRecord | null> {
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.organizationId, organizationId),
        eq(timeEntries.userId, userId),
        isNotNull(timeEntries.clockIn),
        isNull(timeEntries.clockOut),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Starts a clock; null when one is already running (the database keeps at most one open entry per person). */
export async function insertClockIn(
  tx: Tx,
  row: { organizationId: string; userId: string; workDate: string; clockIn: Date },
): Promise<ClockRecord | null> {
  const [created] = await tx
    .insert(timeEntries)
    .values({ ...row, createdAt: row.clockIn, updatedAt: row.clockIn })
    .onConflictDoNothing({
      target: [timeEntries.organizationId, timeEntries.userId],
      where: sql`${timeEntries.clockIn} is not null and ${timeEntries.clockOut} is null`,
    })
    .returning();
  return created ?? null;
}

/** A person's clock entries of one work day, earliest first. */
export function listClockEntries(tx: Tx, organizationId: string, userId: string, workDate: string): Promise<ClockRecord[]> {
  return tx
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.organizationId, organizationId),
        eq(timeEntries.userId, userId),
        eq(timeEntries.workDate, workDate),
        isNotNull(timeEntries.clockIn),
      ),
    )
    .orderBy(asc(timeEntries.clockIn));
}

/** Everyone's running clocks, for the team view's flags. */
export function listOpenClocks(tx: Tx, organizationId: string): Promise<ClockRecord[]> {
  return tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.organizationId, organizationId), isNotNull(timeEntries.clockIn), isNull(timeEntries.clockOut)));
}

export interface StaffMember {
  userId: string;
  name: string;
  email: string;
}

/** The organization's staff, by name. */
export function listStaff(tx: Tx, organizationId: string): Promise<StaffMember[]> {
  return tx
    .select({ userId: profiles.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), inArray(profiles.role, ['agent', 'org_admin'])))
    .orderBy(asc(profiles.name), asc(profiles.email));
}

export async function findStaffMember(tx: Tx, organizationId: string, userId: string): Promise<StaffMember | null> {
  const [row] = await tx
    .select({ userId: profiles.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, userId), inArray(profiles.role, ['agent', 'org_admin'])));
  return row ?? null;
}

/** Org admins, who review timesheets. */
export async function listAdminIds(tx: Tx, organizationId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.role, 'org_admin')));
  return rows.map((row) => row.id);
}

export function listTimesheetsBetween(tx: Tx, organizationId: string, from: string, to: string): Promise<TimesheetRecord[]> {
  return tx
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.organizationId, organizationId), gte(timesheets.periodStart, from), lte(timesheets.periodStart, to)));
}

/** Periods waiting for a reviewer, oldest first. */
export function listSubmittedTimesheets(tx: Tx, organizationId: string, limit: number): Promise<TimesheetRecord[]> {
  return tx
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.organizationId, organizationId), eq(timesheets.status, 'submitted')))
    .orderBy(asc(timesheets.submittedAt))
    .limit(limit);
}

/** End dates of a person's approved periods, for PTO accrual. */
export async function listApprovedPeriodEnds(tx: Tx, organizationId: string, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ periodEnd: timesheets.periodEnd })
    .from(timesheets)
    .where(and(eq(timesheets.organizationId, organizationId), eq(timesheets.userId, userId), eq(timesheets.status, 'approved')));
  return rows.map((row) => row.periodEnd);
}

export function listPtoRequests(tx: Tx, organizationId: string, userId: string): Promise<PtoRequestRecord[]> {
  return tx
    .select()
    .from(ptoRequests)
    .where(and(eq(ptoRequests.organizationId, organizationId), eq(ptoRequests.userId, userId)))
    .orderBy(desc(ptoRequests.startDate), desc(ptoRequests.createdAt));
}

export function listPendingPtoRequests(tx: Tx, organizationId: string, limit: number): Promise<PtoRequestRecord[]> {
  return tx
    .select()
    .from(ptoRequests)
    .where(and(eq(ptoRequests.organizationId, organizationId), eq(ptoRequests.status, 'pending')))
    .orderBy(asc(ptoRequests.createdAt))
    .limit(limit);
}

export async function insertPtoRequest(tx: Tx, row: typeof ptoRequests.$inferInsert): Promise<PtoRequestRecord> {
  const [created] = await tx.insert(ptoRequests).values(row).returning();
  if (!created) throw new Error('PTO request not created');
  return created;
}

import { DomainError } from '../../../domain/errors.ts';
import { blankDay, computePeriodTotals, type DayRow, datesOf, isBlankDay, type PayPeriod } from '../../../domain/time-cards.ts';
import { holidaysBetween, type TimecardSettings } from '../../../domain/timecard-settings.ts';
import { localDateOf } from '../../../domain/zoned-time.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { findOrganizationTimeZone } from '../datetime-settings/datetime-settings.repository.ts';
import { findTimecardSettings } from '../timecard-settings/timecard-settings.repository.ts';
import type { PtoRequestRecord, StaffMember, TimesheetRecord } from './time-cards.repository.ts';
import * as repository from './time-cards.repository.ts';
import type { TimesheetDto } from './time-cards.schemas.ts';

export interface Services {
  db: Database;
  config: Config;
  clock: Clock;
}

export type TimeCardOptions = Services & { actor: ActingMember };

/** What every time card change needs: the rules, the organization's time zone and today there. */
export async function contextOf(tx: Tx, organizationId: string, now: Date) {
  const { settings } = await findTimecardSettings(tx, organizationId);
  const timeZone = await findOrganizationTimeZone(tx, organizationId);
  return { settings, timeZone, today: localDateOf(now, timeZone) };
}

export const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

export const roundTo2 = (hours: number) => Math.round(hours * 100) / 100;

/** The saved rows of a period, or (never saved) its holidays filled in, with blank rows for the other days. */
function daysOfPeriod(period: PayPeriod, settings: TimecardSettings, saved: DayRow[], isNew: boolean): DayRow[] {
  const byDate = new Map(saved.map((day) => [day.date, day]));
  const holidays = holidaysBetween(settings.holidayList, period.start, period.end);
  return datesOf(period, true).map((date) => {
    const row = byDate.get(date);
    if (row) return row;
    const holiday = holidays.get(date);
    if (!isNew || !holiday) return blankDay(date);
    return {
      ...blankDay(date),
      holidayHours: settings.customColumns.holidayHours ? settings.dailyOvertimeAfterHours : 0,
      notes: settings.customColumns.notes ? holiday : '',
    };
  });
}

export function timesheetDtoOf(
  person: StaffMember,
  period: PayPeriod,
  settings: TimecardSettings,
  sheet: TimesheetRecord | null,
  saved: DayRow[],
): TimesheetDto {
  const days = daysOfPeriod(period, settings, saved, sheet === null);
  const status = sheet?.status ?? 'draft';
  return {
    id: sheet?.id ?? null,
    userId: person.userId,
    userName: person.name || person.email,
    periodStart: period.start,
    periodEnd: period.end,
    status,
    version: sheet?.version ?? 0,
    isEditable: status === 'draft' || status === 'rejected',
    submittedAt: isoOrNull(sheet?.submittedAt ?? null),
    reviewedAt: isoOrNull(sheet?.reviewedAt ?? null),
    reviewComment: sheet?.reviewComment ?? null,
    days,
    holidays: [...holidaysBetween(settings.holidayList, period.start, period.end)].map(([date, name]) => ({ date, name })),
    totals: computePeriodTotals(days, settings),
  };
}

/** A period's totals as stored with its timesheet (the per-week split is recomputed when read). */
export function sumsOf(days: DayRow[], settings: TimecardSettings): Record<string, number> {
  const { weeks: _weeks, ...sums } = computePeriodTotals(days, settings);
  return sums;
}

/**
 * The period's timesheet row, created with its holidays on first use; locked for the transaction.
 * A version other than the stored one means another tab or device saved in between.
 */
export async function lockTimesheetAt(
  tx: Tx,
  scope: { organizationId: string; userId: string; period: PayPeriod; settings: TimecardSettings; now: Date },
  expectedVersion: number | null,
): Promise<TimesheetRecord> {
  const { organizationId, userId, period, now } = scope;
  const existing = await repository.findTimesheet(tx, organizationId, userId, period.start, { forUpdate: true });
  if (existing) {
    if (expectedVersion !== null && existing.version !== expectedVersion) throw new DomainError('timesheet_stale');
    return existing;
  }
  if (expectedVersion !== null && expectedVersion !== 0) throw new DomainError('timesheet_stale');
  const created = await repository.insertTimesheet(tx, {
    organizationId,
    userId,
    periodStart: period.start,
    periodEnd: period.end,
    createdAt: now,
    updatedAt: now,
  });
  // Another request created it between our read and insert: its content is newer than what this one saw.
  if (!created) throw new DomainError('timesheet_stale');
  const holidays = daysOfPeriod(period, scope.settings, [], true).filter((day) => !isBlankDay(day));
  await repository.replaceSheetDays(
    tx,
    { organizationId, userId, timesheetId: created.id, from: period.start, to: period.end, now },
    holidays,
  );
  return created;
}

export async function announceTimesheet(
  tx: Tx,
  organizationId: string,
  userId: string,
  periodStart: string,
  sheet: { id: string; status: string },
) {
  await publishEvents(tx, [
    { organizationId, userId, type: 'timesheet.updated', payload: { periodStart, status: sheet.status } },
    // Admins' approval and team views refresh; no hours in an organization-wide event. Its id and status make a
    // submitted or approved sheet a webhook event (decision 184).
    { organizationId, type: 'timesheets.changed', payload: { periodStart, timesheetId: sheet.id, status: sheet.status } },
  ]);
}

export function ptoRequestDtoOf(request: PtoRequestRecord) {
  return {
    id: request.id,
    category: request.category,
    startDate: request.startDate,
    hours: request.hours,
    note: request.note,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  };
}

import { DomainError } from '../../../domain/errors.ts';
import { blankDay, clockWarningOf, payPeriodOf, roundToQuarter, summarizeClockDay } from '../../../domain/time-cards.ts';
import type { TimecardSettings } from '../../../domain/timecard-settings.ts';
import { localDateOf, localTimeOf } from '../../../domain/zoned-time.ts';
import type { Tx } from '../../db/client.ts';
import { timeEntries, timesheets } from '../../db/schema.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import type { ClockRecord } from './time-cards.repository.ts';
import * as repository from './time-cards.repository.ts';
import type { ClockStateDto } from './time-cards.schemas.ts';
import { contextOf, isoOrNull, lockTimesheetAt, roundTo2, sumsOf, type TimeCardOptions } from './time-cards.shared.ts';

function clockEntryDtoOf(entry: ClockRecord) {
  return {
    id: entry.id,
    clockIn: isoOrNull(entry.clockIn) ?? '',
    clockOut: isoOrNull(entry.clockOut),
    breakHours: entry.breakHours,
    breakStartedAt: isoOrNull(entry.breakStartedAt),
  };
}

async function clockStateOf(tx: Tx, organizationId: string, userId: string, now: Date): Promise<ClockStateDto> {
  const { settings, timeZone, today } = await contextOf(tx, organizationId, now);
  const open = await repository.findOpenClock(tx, organizationId, userId);
  const entries = await repository.listClockEntries(tx, organizationId, userId, today);
  // A clock left running since an earlier day still counts towards today's figures until it is stopped.
  const counted = open && !entries.some((entry) => entry.id === open.id) ? [open, ...entries] : entries;
  const facts = counted.map((entry) => ({ ...entry, clockIn: entry.clockIn ?? now }));
  return {
    today,
    openEntry: open ? clockEntryDtoOf(open) : null,
    entries: entries.map(clockEntryDtoOf),
    summary: summarizeClockDay(facts, now, settings.dailyOvertimeAfterHours),
    warning: open?.clockIn ? clockWarningOf({ clockIn: open.clockIn, clockOut: null }, now, (at) => localDateOf(at, timeZone)) : null,
  };
}

export function getClock(options: TimeCardOptions): Promise<ClockStateDto> {
  const { db, clock, actor } = options;
  return db.withTenant({ organizationId: actor.organizationId }, (tx) => clockStateOf(tx, actor.organizationId, actor.userId, clock.now()));
}

const hoursSince = (from: Date, to: Date) => Math.max(0, to.getTime() - from.getTime()) / 3_600_000;

/** Clock in, clock out, start or end a break; every device of the person sees the new state live. */
export function changeClock(
  options: TimeCardOptions & { action: 'clock_in' | 'clock_out' | 'start_break' | 'end_break' },
): Promise<ClockStateDto> {
  const { db, clock, actor } = options;
  const { organizationId, userId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const { settings, timeZone, today } = await contextOf(tx, organizationId, now);
    const open = await repository.findOpenClock(tx, organizationId, userId);
    switch (options.action) {
      case 'clock_in': {
        if (open) throw new DomainError('clock_already_in');
        const created = await repository.insertClockIn(tx, { organizationId, userId, workDate: today, clockIn: now });
        if (!created) throw new DomainError('clock_already_in');
        break;
      }
      case 'start_break':
        if (!open) throw new DomainError('clock_not_in');
        if (open.breakStartedAt) throw new DomainError('break_already_started');
        await repository.updateRow(tx, timeEntries, { organizationId, id: open.id }, { breakStartedAt: now, updatedAt: now });
        break;
      case 'end_break':
        if (!open) throw new DomainError('clock_not_in');
        if (!open.breakStartedAt) throw new DomainError('break_not_started');
        await repository.updateRow(
          tx,
          timeEntries,
          { organizationId, id: open.id },
          {
            breakHours: roundTo2(open.breakHours + hoursSince(open.breakStartedAt, now)),
            breakStartedAt: null,
            updatedAt: now,
          },
        );
        break;
      case 'clock_out': {
        if (!open) throw new DomainError('clock_not_in');
        const breakHours = open.breakStartedAt ? open.breakHours + hoursSince(open.breakStartedAt, now) : open.breakHours;
        await repository.updateRow(
          tx,
          timeEntries,
          { organizationId, id: open.id },
          {
            clockOut: now,
            breakHours: roundTo2(breakHours),
            breakStartedAt: null,
            updatedAt: now,
          },
        );
        await copyClockToTimesheet(tx, { organizationId, userId, settings, timeZone, workDate: open.workDate, now });
        break;
      }
    }
    const state = await clockStateOf(tx, organizationId, userId, now);
    await publishEvent(tx, { organizationId, userId, type: 'clock.updated', payload: { action: options.action } });
    await publishEvent(tx, { organizationId, type: 'timesheets.changed', payload: { periodStart: payPeriodOf(today, settings).start } });
    return state;
  });
}

/** The day's clock entries become its timesheet row (first in, last out, hours worked to the quarter) while the period is open. */
async function copyClockToTimesheet(
  tx: Tx,
  scope: { organizationId: string; userId: string; settings: TimecardSettings; timeZone: string; workDate: string; now: Date },
): Promise<void> {
  const { organizationId, userId, settings, timeZone, workDate, now } = scope;
  const period = payPeriodOf(workDate, settings);
  const sheet = await lockTimesheetAt(tx, { organizationId, userId, period, settings, now }, null);
  if (sheet.status === 'submitted' || sheet.status === 'approved') return;
  const entries = (await repository.listClockEntries(tx, organizationId, userId, workDate)).filter(
    (entry) => entry.clockIn && entry.clockOut,
  );
  const first = entries[0];
  const last = entries.at(-1);
  if (!first?.clockIn || !last?.clockOut) return;
  const worked = entries.reduce(
    (total, entry) => total + (entry.clockIn && entry.clockOut ? hoursSince(entry.clockIn, entry.clockOut) - entry.breakHours : 0),
    0,
  );
  const [existing] = await repository.listSheetDays(tx, organizationId, [userId], workDate, workDate);
  await repository.upsertSheetDay(
    tx,
    { organizationId, userId, timesheetId: sheet.id, now },
    {
      ...(existing ?? blankDay(workDate)),
      startTime: localTimeOf(first.clockIn, timeZone),
      endTime: localTimeOf(last.clockOut, timeZone),
      regularHours: roundToQuarter(Math.max(0, worked)),
    },
  );
  const saved = await repository.listSheetDays(tx, organizationId, [userId], period.start, period.end);
  const totals = sumsOf(saved, settings);
  await repository.updateRow(tx, timesheets, { organizationId, id: sheet.id }, { version: sheet.version + 1, totals, updatedAt: now });
  await publishEvent(tx, {
    organizationId,
    userId,
    type: 'timesheet.updated',
    payload: { periodStart: period.start, status: sheet.status },
  });
}

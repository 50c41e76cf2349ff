import {
  type HourColumn,
  hourColumns,
  type OvertimeMode,
  type PayPeriodType,
  type RequirableField,
  requirableFieldLabels,
  type TimecardSettings,
} from './timecard-settings.ts';

const DAY_MS = 86_400_000;
/** A clock left running this long (or over midnight) is flagged to the person and their admins. */
export const LONG_CLOCK_HOURS = 16;
export const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const timeCardMessages = {
  periodLocked: 'This timesheet has been submitted and can no longer be changed.',
  periodApproved: 'This timesheet has been approved and can no longer be changed.',
  staleWrite:
    'This timesheet was changed in another tab or on another device. Your changes are still on screen: load the latest version, then enter them again.',
  alreadyClockedIn: 'You are already clocked in.',
  notClockedIn: 'You are not clocked in.',
  alreadyOnBreak: 'You are already on a break.',
  notOnBreak: 'You are not on a break.',
  emptyPeriod: "Enter at least one day's hours before submitting.",
  noSubmissionEmail: 'No address is set for e-mailed timesheets. Ask an admin to add one in Settings → Time Card.',
  notSubmitted: 'This timesheet is not waiting for approval.',
  rejectionComment: 'Say what needs fixing: the comment is shown to the person.',
  setupRequired: 'Time cards have not been set up for this organization yet.',
  ptoDisabled: 'PTO tracking is turned off for this organization.',
  ptoBalanceTooLow: 'This request is more than the PTO balance left in this category.',
  ptoCategoryUnknown: 'Choose one of the PTO categories of this organization.',
  ptoRequestNotPending: 'This PTO request has already been decided.',
} as const;

/** Rounds hours to the nearest quarter hour (section 9). */
export function roundToQuarter(hours: number): number {
  return Math.round(hours * 4) / 4;
}

/** Section 5: a number input that is not a number counts as 0. */
export function hoursOf(value: unknown): number {
  const hours = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(hours) ? hours : 0;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Section 5: with both a start and an end time, regular hours become their difference rounded to the
 * nearest quarter hour, only when it is positive; otherwise null (the entered hours stay).
 */
export function regularHoursBetween(start: string | null | undefined, end: string | null | undefined): number | null {
  if (!start || !end) return null;
  const difference = (minutesOf(end) - minutesOf(start)) / 60;
  return difference > 0 ? roundToQuarter(difference) : null;
}

export type DayHours = Record<'regularHours' | HourColumn, number>;

export interface DayRow extends DayHours {
  date: string;
  startTime: string | null;
  endTime: string | null;
  notes: string;
}

export type HourTotals = DayHours & { totalHours: number };

export interface WeekTotals extends HourTotals {
  weekStart: string;
}

export interface PeriodTotals extends HourTotals {
  weeks: WeekTotals[];
}

const emptyHours = (): DayHours => ({
  regularHours: 0,
  overtimeHours: 0,
  sickHours: 0,
  vacationHours: 0,
  holidayHours: 0,
  ptoHours: 0,
  prevailingWageHours: 0,
});

const round2 = (hours: number) => Math.round(hours * 100) / 100;

/**
 * Section 9's overtime for one work week. Weekly: overtime is regular hours above the weekly threshold
 * (plus any overtime entered by hand). Daily: overtime is the sum over days of (regular + overtime)
 * above the daily threshold. Either way regular + overtime is every hour worked.
 */
export function computeWeekTotals(
  days: readonly DayHours[],
  rules: { mode: OvertimeMode; weeklyThreshold: number; dailyThreshold: number },
): HourTotals {
  const sums = emptyHours();
  for (const day of days) for (const key of Object.keys(sums) as (keyof DayHours)[]) sums[key] += hoursOf(day[key]);
  const worked = sums.regularHours + sums.overtimeHours;
  let overtime: number;
  if (rules.mode === 'weekly') {
    overtime = Math.max(0, sums.regularHours - rules.weeklyThreshold) + sums.overtimeHours;
  } else {
    overtime = days.reduce(
      (total, day) => total + Math.max(0, hoursOf(day.regularHours) + hoursOf(day.overtimeHours) - rules.dailyThreshold),
      0,
    );
  }
  const totals = { ...sums, regularHours: worked - overtime, overtimeHours: overtime };
  const totalHours = hourColumns.reduce((total, key) => total + totals[key], totals.regularHours);
  return Object.fromEntries(Object.entries({ ...totals, totalHours }).map(([key, value]) => [key, round2(value)])) as HourTotals;
}

export const timesheetStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof timesheetStatuses)[number];

/** How a period's timesheet stands, in words, on the screens and in the CSV; `null` is a period with nothing saved. */
export function timesheetStatusLabel(status: TimesheetStatus | null): string {
  if (status === null) return 'Nothing yet';
  return { draft: 'Draft', submitted: 'Submitted', approved: 'Approved', rejected: 'Changes requested' }[status];
}

/**
 * Each day's regular and overtime hours as the week's overtime is reckoned, so a day shows the overtime it earned.
 * Daily: a day's hours above the daily threshold. Weekly: a day's overtime entered by hand, plus its regular hours past
 * the weekly threshold counted from the start of the work week, so overtime falls on the last hours worked. A week's
 * days add up to its totals (`computeWeekTotals`).
 */
export function reckonDays<Day extends DayRow>(
  days: readonly Day[],
  settings: Pick<TimecardSettings, 'overtimeCalculationMode' | 'overtimeAfterHours' | 'dailyOvertimeAfterHours' | 'weekStartDay'>,
): Day[] {
  const regularSoFar = new Map<string, number>();
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      const regular = hoursOf(day.regularHours);
      const byHand = hoursOf(day.overtimeHours);
      let overtime: number;
      if (settings.overtimeCalculationMode === 'daily') {
        overtime = Math.max(0, regular + byHand - settings.dailyOvertimeAfterHours);
      } else {
        const weekStart = startOfWeek(day.date, settings.weekStartDay);
        const before = regularSoFar.get(weekStart) ?? 0;
        regularSoFar.set(weekStart, before + regular);
        overtime = byHand + Math.max(0, before + regular - Math.max(before, settings.overtimeAfterHours));
      }
      return { ...day, regularHours: round2(regular + byHand - overtime), overtimeHours: round2(overtime) };
    });
}

/** A period's totals, overtime reckoned per work week (a biweekly or monthly period holds several). */
export function computePeriodTotals(
  days: readonly DayRow[],
  settings: Pick<TimecardSettings, 'overtimeCalculationMode' | 'overtimeAfterHours' | 'dailyOvertimeAfterHours' | 'weekStartDay'>,
): PeriodTotals {
  const rules = {
    mode: settings.overtimeCalculationMode,
    weeklyThreshold: settings.overtimeAfterHours,
    dailyThreshold: settings.dailyOvertimeAfterHours,
  };
  const byWeek = new Map<string, DayRow[]>();
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const weekStart = startOfWeek(day.date, settings.weekStartDay);
    byWeek.set(weekStart, [...(byWeek.get(weekStart) ?? []), day]);
  }
  const weeks = [...byWeek].map(([weekStart, weekDays]) => ({ weekStart, ...computeWeekTotals(weekDays, rules) }));
  const sums = { ...emptyHours(), totalHours: 0 };
  for (const week of weeks) for (const key of Object.keys(sums) as (keyof HourTotals)[]) sums[key] = round2(sums[key] + week[key]);
  return { ...sums, weeks };
}

/**
 * The totals of the days from `from` to `to` (both included) when the range cuts work weeks. Overtime is a week's,
 * so each week is reckoned on its days up to the range's end, less what its days before the range's start had
 * earned: overtime falls on the last hours worked, and regular + overtime stays every hour worked in the range.
 * `days` holds the rows from the start of the first week on.
 */
export function computeRangeTotals(
  days: readonly DayRow[],
  settings: Pick<TimecardSettings, 'overtimeCalculationMode' | 'overtimeAfterHours' | 'dailyOvertimeAfterHours' | 'weekStartDay'>,
  range: { from: string; to: string },
): HourTotals {
  const rules = {
    mode: settings.overtimeCalculationMode,
    weeklyThreshold: settings.overtimeAfterHours,
    dailyThreshold: settings.dailyOvertimeAfterHours,
  };
  const byWeek = new Map<string, DayRow[]>();
  for (const day of days) {
    if (day.date > range.to) continue;
    const weekStart = startOfWeek(day.date, settings.weekStartDay);
    if (addDays(weekStart, 6) < range.from) continue;
    byWeek.set(weekStart, [...(byWeek.get(weekStart) ?? []), day]);
  }
  const sums = { ...emptyHours(), totalHours: 0 };
  for (const weekDays of byWeek.values()) {
    const upToEnd = computeWeekTotals(weekDays, rules);
    const beforeStart = computeWeekTotals(
      weekDays.filter((day) => day.date < range.from),
      rules,
    );
    for (const key of Object.keys(sums) as (keyof HourTotals)[]) sums[key] = round2(sums[key] + upToEnd[key] - beforeStart[key]);
  }
  return sums;
}

// Calendar dates as YYYY-MM-DD, counted in whole UTC days so that daylight-saving changes never shift them.
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

export function weekdayOf(date: string): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function startOfWeek(date: string, weekStartDay: number): string {
  return addDays(date, -((weekdayOf(date) - weekStartDay + 7) % 7));
}

export interface PayPeriod {
  start: string;
  end: string;
}

/** Biweekly periods count from this week when no anchor is set. */
const DEFAULT_BIWEEKLY_ANCHOR = '2026-01-04';

/** The pay period a date falls in: weekly from the week start day, biweekly from the anchor, or the calendar month. */
export function payPeriodOf(
  date: string,
  settings: { payPeriodType: PayPeriodType; weekStartDay: number; payPeriodAnchor: string | null },
): PayPeriod {
  switch (settings.payPeriodType) {
    case 'weekly': {
      const start = startOfWeek(date, settings.weekStartDay);
      return { start, end: addDays(start, 6) };
    }
    case 'biweekly': {
      const anchor = settings.payPeriodAnchor ?? startOfWeek(DEFAULT_BIWEEKLY_ANCHOR, settings.weekStartDay);
      const start = addDays(anchor, Math.floor(daysBetween(anchor, date) / 14) * 14);
      return { start, end: addDays(start, 13) };
    }
    case 'monthly': {
      const start = `${date.slice(0, 8)}01`;
      const nextMonth = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 1)).toISOString().slice(0, 10);
      return { start, end: addDays(nextMonth, -1) };
    }
  }
}

/** The dates of a period, Monday to Friday only when the organization hides weekends. */
export function datesOf(period: PayPeriod, showAllDays: boolean): string[] {
  const dates: string[] = [];
  for (let date = period.start; date <= period.end; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    if (showAllDays || (weekday !== 0 && weekday !== 6)) dates.push(date);
  }
  return dates;
}

/** An empty day row. */
export function blankDay(date: string): DayRow {
  return { date, startTime: null, endTime: null, notes: '', ...emptyHours() };
}

export function isBlankDay(day: DayRow): boolean {
  return !day.startTime && !day.endTime && !day.notes.trim() && Object.values(emptyHoursOf(day)).every((hours) => hours === 0);
}

function emptyHoursOf(day: DayRow): DayHours {
  const hours = emptyHours();
  for (const key of Object.keys(hours) as (keyof DayHours)[]) hours[key] = hoursOf(day[key]);
  return hours;
}

const shortDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

/**
 * Required fields missing on the worked days of a period, as a message naming each one
 * ("Notes on Monday 11/16"); null when nothing is missing.
 */
export function missingRequiredFields(days: readonly DayRow[], required: readonly RequirableField[]): string | null {
  const missing: string[] = [];
  for (const day of days) {
    if (isBlankDay(day) || hoursOf(day.regularHours) === 0) continue;
    for (const field of required) {
      const value = day[field];
      const isMissing = field === 'regularHours' ? hoursOf(value) === 0 : !String(value ?? '').trim();
      if (isMissing) missing.push(`${requirableFieldLabels[field]} on ${dayNames[weekdayOf(day.date)]} ${shortDate(day.date)}`);
    }
  }
  return missing.length ? `Fill in the required fields before submitting: ${missing.join(', ')}.` : null;
}

export interface ClockEntry {
  clockIn: Date;
  clockOut: Date | null;
  breakHours: number;
  breakStartedAt: Date | null;
}

export interface ClockSummary {
  workedHours: number;
  breakHours: number;
  overtimeHours: number;
}

const hoursFrom = (from: Date, to: Date) => Math.max(0, to.getTime() - from.getTime()) / 3_600_000;

/**
 * Today's Summary from today's clock entries: hours worked (clocked time less breaks), breaks, and the
 * part of the day above the daily overtime threshold; an open entry counts up to now.
 */
export function summarizeClockDay(entries: readonly ClockEntry[], now: Date, dailyThreshold: number): ClockSummary {
  let worked = 0;
  let breaks = 0;
  for (const entry of entries) {
    const end = entry.clockOut ?? now;
    const onBreak = entry.breakStartedAt && !entry.clockOut ? hoursFrom(entry.breakStartedAt, now) : 0;
    const entryBreaks = entry.breakHours + onBreak;
    breaks += entryBreaks;
    worked += Math.max(0, hoursFrom(entry.clockIn, end) - entryBreaks);
  }
  return { workedHours: round2(worked), breakHours: round2(breaks), overtimeHours: round2(Math.max(0, worked - dailyThreshold)) };
}

/** Why an open clock needs a look: it ran past midnight of the day it started, or longer than 16 hours. */
export function clockWarningOf(
  entry: Pick<ClockEntry, 'clockIn' | 'clockOut'>,
  now: Date,
  localDateOf: (at: Date) => string,
): 'over_midnight' | 'over_16_hours' | null {
  if (entry.clockOut) return null;
  if (hoursFrom(entry.clockIn, now) > LONG_CLOCK_HOURS) return 'over_16_hours';
  if (localDateOf(entry.clockIn) !== localDateOf(now)) return 'over_midnight';
  return null;
}

export interface PtoRequestFact {
  category: string;
  date: string;
  hours: number;
  status: 'pending' | 'approved' | 'rejected';
}

export interface PtoBalance {
  category: string;
  accruedHours: number;
  usedHours: number;
  pendingHours: number;
  balanceHours: number;
}

/**
 * PTO balance per category. accrual: each approved pay period (by its end date) adds the rate, never
 * above the maximum; approved requests are deducted on their date. fixed: the maximum each calendar year.
 */
export function computePtoBalances(options: {
  pto: TimecardSettings['ptoTracking'];
  approvedPeriodEnds: readonly string[];
  requests: readonly PtoRequestFact[];
  today: string;
}): PtoBalance[] {
  const { pto, today } = options;
  return pto.categories.map((category) => {
    const requests = options.requests.filter((request) => request.category === category);
    const approved = requests.filter((request) => request.status === 'approved');
    const pendingHours = requests.filter((request) => request.status === 'pending').reduce((total, request) => total + request.hours, 0);
    const usedHours = approved.reduce((total, request) => total + request.hours, 0);
    if (pto.mode === 'fixed') {
      const thisYear = approved.filter((request) => request.date.slice(0, 4) === today.slice(0, 4));
      const used = thisYear.reduce((total, request) => total + request.hours, 0);
      return {
        category,
        accruedHours: pto.maxBalance,
        usedHours: round2(used),
        pendingHours: round2(pendingHours),
        balanceHours: round2(pto.maxBalance - used),
      };
    }
    const events = [
      ...options.approvedPeriodEnds.map((date) => ({ date, order: 0, change: pto.accrualRate })),
      ...approved.map((request) => ({ date: request.date, order: 1, change: -request.hours })),
    ].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
    let balance = 0;
    let accrued = 0;
    for (const event of events) {
      if (event.change > 0) {
        const credited = Math.max(0, Math.min(event.change, pto.maxBalance - balance));
        accrued += credited;
        balance += credited;
      } else {
        balance += event.change;
      }
    }
    return {
      category,
      accruedHours: round2(accrued),
      usedHours: round2(usedHours),
      pendingHours: round2(pendingHours),
      balanceHours: round2(balance),
    };
  });
}

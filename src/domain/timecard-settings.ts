import { z } from 'zod';
import { resolveStoredSettings } from './stored-settings.ts';
import { isCalendarDate } from './zoned-time.ts';

export const trackingModes = ['clock_in_out', 'daily_entry', 'weekly_sheet', 'shift_based'] as const;
export type TrackingMode = (typeof trackingModes)[number];
export const payPeriodTypes = ['weekly', 'biweekly', 'monthly'] as const;
export type PayPeriodType = (typeof payPeriodTypes)[number];
export const overtimeModes = ['weekly', 'daily'] as const;
export type OvertimeMode = (typeof overtimeModes)[number];
export const submissionMethods = ['system_only', 'email_submit', 'helpdesk_ticket'] as const;
export type SubmissionMethod = (typeof submissionMethods)[number];
export const ptoModes = ['accrual', 'fixed'] as const;

/** The hour columns a day row may show besides regular hours (workspace.md section 3's time card day row). */
export const hourColumns = ['overtimeHours', 'sickHours', 'vacationHours', 'holidayHours', 'ptoHours', 'prevailingWageHours'] as const;
export type HourColumn = (typeof hourColumns)[number];

export const columnLabels: Record<HourColumn | 'notes', string> = {
  overtimeHours: 'Overtime',
  sickHours: 'Sick',
  vacationHours: 'Vacation',
  holidayHours: 'Holiday',
  ptoHours: 'PTO',
  prevailingWageHours: 'Prevailing wage',
  notes: 'Notes',
};

/** Fields an organization may require on every worked day before a period is submitted. */
export const requirableFields = ['startTime', 'endTime', 'regularHours', 'notes'] as const;
export type RequirableField = (typeof requirableFields)[number];
export const requirableFieldLabels: Record<RequirableField, string> = {
  startTime: 'Start time',
  endTime: 'End time',
  regularHours: 'Regular hours',
  notes: 'Notes',
};

/** Section 5: overtime thresholds that are not a usable number fall back to these. */
export const DEFAULT_WEEKLY_OVERTIME_HOURS = 40;
export const DEFAULT_DAILY_OVERTIME_HOURS = 8;
export const HOLIDAY_NAME_MAX = 80;

export const defaultHolidayNames = [
  "New Year's Day",
  'Memorial Day',
  'Independence Day',
  'Labor Day',
  'Thanksgiving Day',
  'Day After Thanksgiving',
  'Christmas Day',
] as const;

const calendarDate = z.string().refine(isCalendarDate, 'use a date like 2026-12-25');

export const holidaySchema = z.object({
  name: z.string().trim().min(1, 'give the holiday a name').max(HOLIDAY_NAME_MAX),
  dates: z.array(calendarDate).max(20).default([]).describe("Its date in each year; the default holidays' dates are known for every year"),
});
export type Holiday = z.infer<typeof holidaySchema>;

const threshold = (fallback: number, max: number) =>
  z
    .number()
    .min(0.25, 'use at least 0.25 hours')
    .max(max, `use at most ${max} hours`)
    .refine((value) => Number.isInteger(value * 4), 'use steps of 0.25 hours')
    .default(fallback);

const customColumnsSchema = z.object({
  overtimeHours: z.boolean().default(true),
  sickHours: z.boolean().default(true),
  vacationHours: z.boolean().default(true),
  holidayHours: z.boolean().default(true),
  ptoHours: z.boolean().default(false),
  prevailingWageHours: z.boolean().default(false),
  notes: z.boolean().default(true),
});

const ptoTrackingSchema = z.object({
  enabled: z.boolean().default(false),
  mode: z
    .enum(ptoModes)
    .default('accrual')
    .describe('accrual: hours earned each approved pay period; fixed: the maximum granted each calendar year'),
  accrualRate: z.number().min(0).max(80).default(4).describe('Hours earned per category each approved pay period'),
  maxBalance: z.number().min(0).max(2000).default(120).describe('Hours a category can hold at most'),
  categories: z
    .array(z.string().trim().min(1).max(40))
    .min(1, 'keep at least one category')
    .max(10)
    .refine((list) => new Set(list.map((name) => name.toLowerCase())).size === list.length, 'each category once')
    .default(['Vacation', 'Sick', 'Personal']),
});

/**
 * An organization's time card rules (Settings → Time Card), stored on the server. Every field has the
 * specification's default (section 9), so a stored object may hold only some of them.
 */
export const timecardSettingsSchema = z.object({
  trackingMode: z.enum(trackingModes).default('weekly_sheet'),
  requiresDailyClockin: z.boolean().default(false),
  clockWithVisits: z.boolean().default(false).describe('My Day offers to clock in on Arrived and out on Complete'),
  payPeriodType: z.enum(payPeriodTypes).default('weekly'),
  payPeriodAnchor: calendarDate
    .nullable()
    .default(null)
    .describe('First day of a biweekly period; null counts from the first week of 2026'),
  overtimeAfterHours: threshold(DEFAULT_WEEKLY_OVERTIME_HOURS, 168),
  overtimeCalculationMode: z.enum(overtimeModes).default('weekly'),
  dailyOvertimeAfterHours: threshold(DEFAULT_DAILY_OVERTIME_HOURS, 24),
  submissionMethod: z.enum(submissionMethods).default('email_submit'),
  submissionEmail: z.union([z.literal(''), z.email('use an e-mail address')]).default(''),
  autoSaveEnabled: z.boolean().default(true),
  autoSaveIntervalMinutes: z.number().int().min(1).max(60).default(5),
  requiresSupervisorApproval: z.boolean().default(false),
  weekStartDay: z.number().int().min(0).max(6).default(0).describe('0 Sunday … 6 Saturday'),
  showAllDays: z.boolean().default(true).describe('7 days a week, otherwise Monday to Friday'),
  customColumns: customColumnsSchema.default(customColumnsSchema.parse({})),
  requiredFields: z
    .array(z.enum(requirableFields))
    .max(requirableFields.length)
    .default([])
    .refine((list) => new Set(list).size === list.length, 'name each field once'),
  customFooterMessage: z.string().trim().max(500).default(''),
  holidayList: z
    .array(holidaySchema)
    .max(50)
    .default(defaultHolidayNames.map((name) => ({ name, dates: [] }))),
  ptoTracking: ptoTrackingSchema.default(ptoTrackingSchema.parse({})),
});
export type TimecardSettings = z.infer<typeof timecardSettingsSchema>;

/** What an admin saves: the settings, with the rules that tie fields together. */
export const timecardSettingsInputSchema = timecardSettingsSchema.superRefine((settings, context) => {
  if (settings.submissionMethod === 'email_submit' && !settings.submissionEmail) {
    context.addIssue({ code: 'custom', path: ['submissionEmail'], message: 'give the address timesheets are e-mailed to' });
  }
  const names = settings.holidayList.map((holiday) => holiday.name.toLowerCase());
  if (new Set(names).size !== names.length) context.addIssue({ code: 'custom', path: ['holidayList'], message: 'list each holiday once' });
});

/** The specification's time card rules, for what was never set. */
export const timecardDefaults: TimecardSettings = timecardSettingsSchema.parse({});

/** The stored settings with the defaults filled in; a value that is no longer valid reads as its default. */
export function resolveTimecardSettings(stored: Record<string, unknown> | null | undefined): TimecardSettings {
  return resolveStoredSettings(timecardSettingsSchema, stored);
}

/**
 * Section 5: an overtime threshold that is not a positive number of hours falls back to 40 weekly or 8
 * daily. Returns the threshold to use and whether it fell back, so the form can say so.
 */
export function overtimeThresholdOf(value: unknown, kind: 'weekly' | 'daily'): { hours: number; isFallback: boolean } {
  const fallback = kind === 'weekly' ? DEFAULT_WEEKLY_OVERTIME_HOURS : DEFAULT_DAILY_OVERTIME_HOURS;
  const limit = kind === 'weekly' ? 168 : 24;
  const hours = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(hours) || hours <= 0 || hours > limit) return { hours: fallback, isFallback: true };
  return { hours: Math.round(hours * 4) / 4, isFallback: false };
}

export type HolidayAddResult = { ok: true; list: Holiday[] } | { ok: false; reason: 'blank' | 'duplicate' };

/** Section 5: a holiday is added only if non-blank after trimming and not already listed. */
export function addHoliday(list: readonly Holiday[], name: string, date: string | null): HolidayAddResult {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, reason: 'blank' };
  if (list.some((holiday) => holiday.name.toLowerCase() === trimmed.toLowerCase())) return { ok: false, reason: 'duplicate' };
  return { ok: true, list: [...list, { name: trimmed, dates: date ? [date] : [] }] };
}

const isoDate = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The day of the month of the n-th (1-based; -1 for last) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

/** The date of one of the specification's default holidays in a year (US federal rules); null for other names. */
export function defaultHolidayDate(name: string, year: number): string | null {
  switch (name) {
    case "New Year's Day":
      return isoDate(year, 1, 1);
    case 'Memorial Day':
      return isoDate(year, 5, nthWeekday(year, 5, 1, -1));
    case 'Independence Day':
      return isoDate(year, 7, 4);
    case 'Labor Day':
      return isoDate(year, 9, nthWeekday(year, 9, 1, 1));
    case 'Thanksgiving Day':
      return isoDate(year, 11, nthWeekday(year, 11, 4, 4));
    case 'Day After Thanksgiving':
      return isoDate(year, 11, nthWeekday(year, 11, 4, 4) + 1);
    case 'Christmas Day':
      return isoDate(year, 12, 25);
    default:
      return null;
  }
}

/** The holidays falling between two dates (inclusive), by date: listed dates first, else a default holiday's rule. */
export function holidaysBetween(list: readonly Holiday[], from: string, to: string): Map<string, string> {
  const found = new Map<string, string>();
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
  for (const holiday of list) {
    const dates = [...holiday.dates];
    for (const year of years) {
      if (!holiday.dates.some((date) => date.startsWith(`${year}-`))) {
        const known = defaultHolidayDate(holiday.name, year);
        if (known) dates.push(known);
      }
    }
    for (const date of dates) if (date >= from && date <= to && !found.has(date)) found.set(date, holiday.name);
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

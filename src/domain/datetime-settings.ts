import { z } from 'zod';
import { resolveStoredSettings } from './stored-settings.ts';
import { CLOCK_TIME_PATTERN, DEFAULT_TIME_ZONE, resolveTimeZone } from './zoned-time.ts';

const clockTime = z.string().regex(CLOCK_TIME_PATTERN, 'use HH:mm');

/**
 * An organization's date and time settings (the Date & Time tab), stored on the server. Every field has
 * the specification's default, so a stored object may hold only some of them.
 */
export const dateTimeSettingsSchema = z.object({
  timezone: z
    .string()
    .refine((value) => resolveTimeZone(value) === value, 'not a time zone this server knows')
    .default(DEFAULT_TIME_ZONE),
  dateFormat: z.enum(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD']).default('MM/DD/YYYY'),
  timeFormat: z.enum(['12', '24']).default('12'),
  weekStartDay: z.number().int().min(0).max(6).default(1).describe('0 Sunday … 6 Saturday'),
  businessHoursStart: clockTime.default('09:00'),
  businessHoursEnd: clockTime.default('17:00'),
  ticketTimeFormat: z.enum(['relative', 'absolute', 'both']).default('relative'),
  relativeTimeUnits: z.enum(['smart', 'verbose', 'short']).default('smart'),
  showSeconds: z.boolean().default(false),
  autoRefreshInterval: z.number().int().min(1).max(60).default(5).describe('Minutes'),
});
export type DateTimeSettings = z.infer<typeof dateTimeSettingsSchema>;

/** The specification's date and time settings, for what was never set. */
export const dateTimeDefaults: DateTimeSettings = dateTimeSettingsSchema.parse({});

/** The stored settings with the defaults filled in; a value that is no longer valid reads as its default. */
export function resolveDateTimeSettings(stored: Record<string, unknown> | null | undefined): DateTimeSettings {
  return resolveStoredSettings(dateTimeSettingsSchema, stored);
}

/** The time zones the specification offers by name; any other zone the runtime knows may also be chosen. */
export const namedTimeZones = [
  { value: 'America/New_York', label: 'Eastern Time (ET)' },
  { value: 'America/Chicago', label: 'Central Time (CT)' },
  { value: 'America/Denver', label: 'Mountain Time (MT)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (PT)' },
  { value: 'America/Phoenix', label: 'Arizona (MST)' },
] as const;

/** The preview's sample tickets, in minutes ago (workspace.md section 9). */
export const PREVIEW_MINUTES_AGO = [5, 67, 180] as const;

export type DateFormat = DateTimeSettings['dateFormat'];

/** A calendar date (YYYY-MM-DD) written in the settings' date format. */
export function formatCalendarDateAs(date: string, dateFormat: DateFormat): string {
  return dateFormat.replace('YYYY', date.slice(0, 4)).replace('MM', date.slice(5, 7)).replace('DD', date.slice(8, 10));
}

/** A moment's day as the settings write dates, in their zone. */
export function formatDateAs(at: Date, settings: Pick<DateTimeSettings, 'timezone' | 'dateFormat'>): string {
  const parts: Record<string, string> = {};
  const formatter = new Intl.DateTimeFormat('en-US', { timeZone: settings.timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
  for (const part of formatter.formatToParts(at)) parts[part.type] = part.value;
  return formatCalendarDateAs(`${parts.year}-${parts.month}-${parts.day}`, settings.dateFormat);
}

/** A moment as the settings write it: their date format, 12 or 24 hours, with seconds when asked, in their zone. */
export function formatDateTimeAs(
  at: Date,
  settings: Pick<DateTimeSettings, 'timezone' | 'dateFormat' | 'timeFormat' | 'showSeconds'>,
): string {
  const parts: Record<string, string> = {};
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone: settings.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    ...(settings.showSeconds ? { second: '2-digit' } : {}),
    hourCycle: settings.timeFormat === '12' ? 'h12' : 'h23',
  });
  for (const part of formatter.formatToParts(at)) parts[part.type] = part.value;
  const date = formatCalendarDateAs(`${parts.year}-${parts.month}-${parts.day}`, settings.dateFormat);
  const seconds = settings.showSeconds ? `:${parts.second}` : '';
  const hour = settings.timeFormat === '24' ? (parts.hour ?? '').padStart(2, '0') : parts.hour;
  const period = settings.timeFormat === '12' ? ` ${parts.dayPeriod}` : '';
  return `${date} ${hour}:${parts.minute}${seconds}${period}`;
}

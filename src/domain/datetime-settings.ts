import { z } from 'zod';
import { dateDisplayDefaults, dateFormats } from './date-formats.ts';
import { resolveStoredSettings } from './stored-settings.ts';
import { CLOCK_TIME_PATTERN, resolveTimeZone } from './zoned-time.ts';

const clockTime = z.string().regex(CLOCK_TIME_PATTERN, 'use HH:mm');

/**
 * An organization's date and time settings (the Date & Time tab), stored on the server. Every field has
 * the specification's default, so a stored object may hold only some of them.
 */
export const dateTimeSettingsSchema = z.object({
  timezone: z
    .string()
    .refine((value) => resolveTimeZone(value) === value, 'not a time zone this server knows')
    .default(dateDisplayDefaults.timezone),
  dateFormat: z.enum(dateFormats).default(dateDisplayDefaults.dateFormat),
  timeFormat: z.enum(['12', '24']).default(dateDisplayDefaults.timeFormat),
  weekStartDay: z.number().int().min(0).max(6).default(1).describe('0 Sunday … 6 Saturday'),
  businessHoursStart: clockTime.default('09:00'),
  businessHoursEnd: clockTime.default('17:00'),
  ticketTimeFormat: z.enum(['relative', 'absolute', 'both']).default('relative'),
  relativeTimeUnits: z.enum(['smart', 'verbose', 'short']).default('smart'),
  showSeconds: z.boolean().default(dateDisplayDefaults.showSeconds),
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

// The formatters live apart from the schema (decision 193); the settings' users import them from here too.
export { type DateFormat, formatCalendarDateAs, formatDateAs, formatDateTimeAs, formatTimeAs } from './date-formats.ts';

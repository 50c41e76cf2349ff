/**
 * How an organization writes dates and times (its Date & Time settings), without the settings' schema, so that the
 * customer portal's first load can format dates without zod (decision 193).
 */
/** The date and time settings' default time zone. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export const dateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof dateFormats)[number];

export interface DateDisplaySettings {
  timezone: string;
  dateFormat: DateFormat;
  timeFormat: '12' | '24';
  showSeconds: boolean;
}

/** The specification's defaults, for what was never set and until an organization's settings have loaded. */
export const dateDisplayDefaults: DateDisplaySettings = {
  timezone: DEFAULT_TIME_ZONE,
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12',
  showSeconds: false,
};

/** A calendar date (YYYY-MM-DD) written in the settings' date format. */
export function formatCalendarDateAs(date: string, dateFormat: DateFormat): string {
  return dateFormat.replace('YYYY', date.slice(0, 4)).replace('MM', date.slice(5, 7)).replace('DD', date.slice(8, 10));
}

/** A calendar date's month and day, in the settings' order without the year: '12/27', '27/12' or '12-27'. */
export function formatMonthDayAs(date: string, dateFormat: DateFormat): string {
  if (dateFormat === 'YYYY-MM-DD') return date.slice(5, 10);
  return formatCalendarDateAs(date, dateFormat).slice(0, 5);
}

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A calendar date (YYYY-MM-DD) with its weekday, in the settings' date format: 'Tue, 04/06/2030'. */
export function formatCalendarDayAs(date: string, dateFormat: DateFormat): string {
  return `${weekdayOfDate(date)}, ${formatCalendarDateAs(date, dateFormat)}`;
}

/** A calendar date (YYYY-MM-DD) as a narrow column's heading, its weekday and month and day: 'Tue 04/06'. */
export function formatShortDayAs(date: string, dateFormat: DateFormat): string {
  return `${weekdayOfDate(date)} ${formatMonthDayAs(date, dateFormat)}`;
}

/** A calendar date's (YYYY-MM-DD) weekday, short: 'Tue'. */
export function weekdayOfDate(date: string): string {
  return weekdayNames[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
}

/** A wall-clock time (HH:mm) on a 12- or 24-hour clock: '14:30' or '2:30 PM'. */
export function formatClockTimeAs(time: string, timeFormat: DateDisplaySettings['timeFormat']): string {
  if (timeFormat === '24') return time.slice(0, 5);
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 === 0 ? 12 : hour % 12}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
}

function partsOf(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const parts: Record<string, string> = {};
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
  } catch {
    // A zone the server knows but this browser does not would otherwise stop every date on the screen from showing.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIME_ZONE, ...options });
  }
  for (const part of formatter.formatToParts(at)) parts[part.type] = part.value;
  return parts;
}

/** A moment's day as the settings write dates, in their zone. */
export function formatDateAs(at: Date, settings: Pick<DateDisplaySettings, 'timezone' | 'dateFormat'>): string {
  const parts = partsOf(at, settings.timezone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return formatCalendarDateAs(`${parts.year}-${parts.month}-${parts.day}`, settings.dateFormat);
}

/** A moment's time of day as the settings write it, 12 or 24 hours, with seconds when asked, in their zone. */
export function formatTimeAs(at: Date, settings: Pick<DateDisplaySettings, 'timezone' | 'timeFormat' | 'showSeconds'>): string {
  const parts = partsOf(at, settings.timezone, {
    hour: 'numeric',
    minute: '2-digit',
    ...(settings.showSeconds ? { second: '2-digit' } : {}),
    hourCycle: settings.timeFormat === '12' ? 'h12' : 'h23',
  });
  const seconds = settings.showSeconds ? `:${parts.second}` : '';
  const hour = settings.timeFormat === '24' ? (parts.hour ?? '').padStart(2, '0') : parts.hour;
  const period = settings.timeFormat === '12' ? ` ${parts.dayPeriod}` : '';
  return `${hour}:${parts.minute}${seconds}${period}`;
}

/** A moment as the settings write it: their date format, 12 or 24 hours, with seconds when asked, in their zone. */
export function formatDateTimeAs(
  at: Date,
  settings: Pick<DateDisplaySettings, 'timezone' | 'dateFormat' | 'timeFormat' | 'showSeconds'>,
): string {
  return `${formatDateAs(at, settings)} ${formatTimeAs(at, settings)}`;
}

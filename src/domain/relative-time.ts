import { type DateFormat, formatDateTimeAs } from './date-formats.ts';
import { formatRelativeTime, type RelativeStyle } from './time-ago.ts';

export type RelativeUnits = 'smart' | 'verbose' | 'short';
export type TicketTimeFormat = 'relative' | 'absolute' | 'both';
// Where it was always imported from; ticket times import it from time-ago.ts, without the absolute formats.
export { formatRelativeTime, type RelativeStyle };

const DAY = 24 * 60 * 60_000;

/** The settings' unit choice: smart is verbose for recent times and short beyond a day. */
export function relativeStyleFor(units: RelativeUnits, date: Date, now: Date): RelativeStyle {
  if (units === 'smart') return now.getTime() - date.getTime() < DAY ? 'verbose' : 'short';
  return units;
}

export interface DateDisplaySettings {
  timeFormat: '12' | '24';
  timeZone: string;
  dateFormat: DateFormat;
  showSeconds?: boolean;
}

/**
 * An absolute moment as the organization writes dates and times (decision 193), '22/11/2026 11:00', the same as on
 * every other screen. `now` is not needed and stays for the callers that pass it.
 */
export function formatAbsoluteDate(date: Date, _now: Date, settings: DateDisplaySettings): string {
  return formatDateTimeAs(date, {
    timezone: settings.timeZone,
    dateFormat: settings.dateFormat,
    timeFormat: settings.timeFormat,
    showSeconds: settings.showSeconds ?? false,
  });
}

export function formatTicketTime(
  date: Date,
  now: Date,
  options: { format: TicketTimeFormat; units: RelativeUnits } & DateDisplaySettings,
): string {
  const relative = formatRelativeTime(date, now, relativeStyleFor(options.units, date, now));
  if (options.format === 'relative') return relative;
  const absolute = formatAbsoluteDate(date, now, options);
  return options.format === 'absolute' ? absolute : `${absolute} (${relative})`;
}

export type RelativeStyle = 'verbose' | 'short' | 'compact';
export type RelativeUnits = 'smart' | 'verbose' | 'short';
export type TicketTimeFormat = 'relative' | 'absolute' | 'both';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const unitNames: Record<RelativeStyle, Record<'minute' | 'hour' | 'day' | 'week', [string, string]>> = {
  verbose: { minute: [' minute', ' minutes'], hour: [' hour', ' hours'], day: [' day', ' days'], week: [' week', ' weeks'] },
  short: { minute: [' min', ' mins'], hour: [' hr', ' hrs'], day: [' day', ' days'], week: [' wk', ' wks'] },
  compact: { minute: ['m', 'm'], hour: ['h', 'h'], day: ['d', 'd'], week: ['w', 'w'] },
};

/** just now; minutes; hours under 24; days under 7; then weeks. */
export function formatRelativeTime(date: Date, now: Date, style: RelativeStyle = 'verbose'): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'just now';
  const [unit, size] =
    elapsed < HOUR
      ? (['minute', MINUTE] as const)
      : elapsed < DAY
        ? (['hour', HOUR] as const)
        : elapsed < WEEK
          ? (['day', DAY] as const)
          : (['week', WEEK] as const);
  const count = Math.floor(elapsed / size);
  const [one, many] = unitNames[style][unit];
  return `${count}${count === 1 ? one : many} ago`;
}

/** The settings' unit choice: smart is verbose for recent times and short beyond a day. */
export function relativeStyleFor(units: RelativeUnits, date: Date, now: Date): RelativeStyle {
  if (units === 'smart') return now.getTime() - date.getTime() < DAY ? 'verbose' : 'short';
  return units;
}

export interface DateDisplaySettings {
  timeFormat: '12' | '24';
  timeZone: string;
  /** US: MM/DD/YYYY style; otherwise British DD/MM/YYYY. */
  dateFormat: string;
  showSeconds?: boolean;
}

/** An absolute date in en-US (or British) style, with the year only when older than 365 days. */
export function formatAbsoluteDate(date: Date, now: Date, settings: DateDisplaySettings): string {
  const isOld = now.getTime() - date.getTime() > 365 * DAY;
  const locale = settings.dateFormat.startsWith('DD') ? 'en-GB' : 'en-US';
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(isOld ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    ...(settings.showSeconds ? { second: '2-digit' } : {}),
    hour12: settings.timeFormat === '12',
    timeZone: settings.timeZone,
  }).format(date);
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

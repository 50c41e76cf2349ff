// Apart from the absolute formats, which the customer portal's first load has no room for (decision 193).
export type RelativeStyle = 'verbose' | 'short' | 'compact';

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

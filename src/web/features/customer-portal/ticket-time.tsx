import { type DateDisplaySettings, formatAbsoluteDate, formatRelativeTime } from '../../../domain/relative-time.ts';

// The customer screens show dates in en-US style, in the customer's own time zone.
const enUs: DateDisplaySettings = {
  timeFormat: '12',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  dateFormat: 'MM/DD/YYYY',
};

/** A moment as "Mar 5, 2:30 PM" or "5 minutes ago", with the other form as its tooltip. */
export function TicketTime({ value, style }: { value: string; style: 'absolute' | 'relative' }) {
  const date = new Date(value);
  const now = new Date();
  const absolute = formatAbsoluteDate(date, now, enUs);
  const relative = formatRelativeTime(date, now);
  return (
    <time dateTime={value} title={style === 'absolute' ? relative : absolute}>
      {style === 'absolute' ? absolute : relative}
    </time>
  );
}

import {
  type DateDisplaySettings,
  formatAbsoluteDate,
  formatTicketTime,
  type RelativeUnits,
  type TicketTimeFormat,
} from '../../../domain/relative-time.ts';

// The platform has no date and time settings of its own: these are the specification's defaults, in the viewer's time zone.
const display: { format: TicketTimeFormat; units: RelativeUnits } & DateDisplaySettings = {
  format: 'relative',
  units: 'smart',
  timeFormat: '12',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  dateFormat: 'MM/DD/YYYY',
};

/** When something happened, as the date and time settings show it, with the exact moment on hover. */
export function TicketMoment({ iso }: { iso: string }) {
  const date = new Date(iso);
  const now = new Date();
  return (
    <time dateTime={iso} title={formatAbsoluteDate(date, now, display)}>
      {formatTicketTime(date, now, display)}
    </time>
  );
}

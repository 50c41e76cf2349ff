import { formatAbsoluteDate, formatTicketTime } from '../../../domain/relative-time.ts';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { useMinuteClock } from '../tickets/ticket-time.tsx';

/**
 * When something happened, as the organization's date and time settings show it, with the exact moment on hover;
 * moved on at the settings' auto refresh interval.
 */
export function TicketMoment({ iso }: { iso: string }) {
  const settings = useDateTimeSettings();
  const display = {
    format: settings.ticketTimeFormat,
    units: settings.relativeTimeUnits,
    timeFormat: settings.timeFormat,
    timeZone: settings.timezone,
    dateFormat: settings.dateFormat,
    showSeconds: settings.showSeconds,
  };
  const date = new Date(iso);
  const now = useMinuteClock(settings.autoRefreshInterval * 60_000);
  return (
    <time dateTime={iso} title={formatAbsoluteDate(date, now, display)}>
      {formatTicketTime(date, now, display)}
    </time>
  );
}

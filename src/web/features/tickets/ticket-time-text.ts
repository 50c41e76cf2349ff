import { dateDisplayDefaults } from '../../../domain/date-formats.ts';
import type { DateTimeSettings } from '../../../domain/datetime-settings.ts';
import { formatAbsoluteDate, formatTicketTime } from '../../../domain/relative-time.ts';

/**
 * A ticket time's text and hover title as the organization's Date & Time settings ask (decision 196), the defaults
 * filling what has not loaded yet. Loaded after the first paint: the customer portal's first load has no room for it.
 */
export function ticketTimeText(date: Date, now: Date, settings: DateTimeSettings | undefined): { text: string; title: string } {
  const display = {
    format: settings?.ticketTimeFormat ?? 'relative',
    units: settings?.relativeTimeUnits ?? 'smart',
    timeFormat: settings?.timeFormat ?? dateDisplayDefaults.timeFormat,
    timeZone: settings?.timezone ?? dateDisplayDefaults.timezone,
    dateFormat: settings?.dateFormat ?? dateDisplayDefaults.dateFormat,
    showSeconds: settings?.showSeconds ?? dateDisplayDefaults.showSeconds,
  };
  return { text: formatTicketTime(date, now, display), title: formatAbsoluteDate(date, now, display) };
}

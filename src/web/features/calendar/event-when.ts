import type { DateTimeSettings } from '../../../domain/datetime-settings.ts';
import type { CalendarItem } from './calendar-queries.ts';

type WhenSettings = Pick<DateTimeSettings, 'timezone' | 'timeFormat' | 'dateFormat'>;

function localeOf(settings: WhenSettings): string {
  return settings.dateFormat.startsWith('DD') ? 'en-GB' : 'en-US';
}

/** A local date (YYYY-MM-DD) as a weekday and date; read as UTC so it cannot shift a day. */
function dayLabel(date: string, settings: WhenSettings): string {
  return new Intl.DateTimeFormat(localeOf(settings), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A time of day on the organization's clock, 12- or 24-hour as its settings say. */
export function clockLabel(iso: string, settings: WhenSettings): string {
  return new Intl.DateTimeFormat(localeOf(settings), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: settings.timeFormat === '12',
    timeZone: settings.timezone,
  }).format(new Date(iso));
}

/** When an item happens, e.g. 'Tue, Jun 3, 2030 · 2:30 PM – 3:30 PM' or 'Tue, Jun 3, 2030 · All day'. */
export function eventWhen(item: CalendarItem, settings: WhenSettings): string {
  const days =
    item.endDate === item.date ? dayLabel(item.date, settings) : `${dayLabel(item.date, settings)} – ${dayLabel(item.endDate, settings)}`;
  if (item.isAllDay) return `${days} · All day`;
  return `${days} · ${clockLabel(item.start, settings)} – ${clockLabel(item.end, settings)}`;
}

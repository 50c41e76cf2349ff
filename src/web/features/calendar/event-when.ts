import { type DateDisplaySettings, formatCalendarDayAs, formatTimeAs } from '../../../domain/date-formats.ts';
import type { CalendarItem } from './calendar-queries.ts';

type WhenSettings = Pick<DateDisplaySettings, 'timezone' | 'timeFormat' | 'dateFormat'>;

/** A time of day on the organization's clock, 12- or 24-hour as its settings say, without seconds. */
export function clockLabel(iso: string, settings: WhenSettings): string {
  return formatTimeAs(new Date(iso), { ...settings, showSeconds: false });
}

/** When an item happens, e.g. 'Tue, 06/03/2030 · 2:30 PM – 3:30 PM' or 'Tue, 03/06/2030 · All day' (decision 193). */
export function eventWhen(item: CalendarItem, settings: WhenSettings): string {
  const first = formatCalendarDayAs(item.date, settings.dateFormat);
  const days = item.endDate === item.date ? first : `${first} – ${formatCalendarDayAs(item.endDate, settings.dateFormat)}`;
  if (item.isAllDay) return `${days} · All day`;
  return `${days} · ${clockLabel(item.start, settings)} – ${clockLabel(item.end, settings)}`;
}

import type { CalendarItem } from './calendar.schemas.ts';
import { readCalendarEventItems } from './calendar-event-source.ts';
import type { CalendarFeedOptions, CalendarSource } from './calendar-source.ts';
import { readWorkOrderItems } from './calendar-work-order-source.ts';

/** Every source of the calendar. */
const calendarSources: readonly CalendarSource[] = [readCalendarEventItems, readWorkOrderItems];

/** The calendar between two instants: every source's items, earliest first. */
export async function readCalendarFeed(options: CalendarFeedOptions): Promise<CalendarItem[]> {
  const items: CalendarItem[] = [];
  // One transaction is one connection: the sources take turns.
  for (const source of calendarSources) items.push(...(await source(options)));
  return items.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

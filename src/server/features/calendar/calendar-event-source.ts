import { MAX_EVENT_DAYS } from '../../../domain/calendar-events.ts';
import type { Role } from '../../../domain/roles.ts';
import { localDateOf, localTimeOf } from '../../../domain/zoned-time.ts';
import type { CalendarItem } from './calendar.schemas.ts';
import { type CalendarEventRecord, findEventsInRange } from './calendar-events.repository.ts';
import type { CalendarSource } from './calendar-feed.ts';

export const DAY_MS = 86_400_000;

/** Events are changed by whoever created them and by admins; ticket appointments only on their ticket. */
export function mayChangeEvent(
  event: Pick<CalendarEventRecord, 'createdBy' | 'ticketId'>,
  viewer: { userId: string; role: Role },
): boolean {
  if (event.ticketId) return false;
  return event.createdBy === viewer.userId || viewer.role === 'org_admin' || viewer.role === 'super_admin';
}

export function calendarItemOf(event: CalendarEventRecord, timeZone: string, viewer: { userId: string; role: Role }): CalendarItem {
  return {
    id: event.id,
    source: 'calendar_event',
    type: event.eventType as CalendarItem['type'],
    title: event.title,
    description: event.description,
    start: event.startTime.toISOString(),
    end: event.endTime.toISOString(),
    isAllDay: event.isAllDay,
    date: localDateOf(event.startTime, timeZone),
    endDate: localDateOf(event.endTime, timeZone),
    startTime: localTimeOf(event.startTime, timeZone),
    endTime: localTimeOf(event.endTime, timeZone),
    location: event.location,
    meetingUrl: event.meetingUrl,
    status: event.status,
    ticketId: event.ticketId,
    path: event.ticketId ? `/tickets/${event.ticketId}` : null,
    createdBy: event.createdBy,
    createdByName: event.createdByName,
    canEdit: mayChangeEvent(event, viewer),
  };
}

/** Calendar events, ticket appointments among them. */
export const readCalendarEventItems: CalendarSource = async ({ tx, organizationId, viewer, start, end, types, mineOf, timeZone }) => {
  const events = await findEventsInRange(tx, { organizationId, start, end, longestEventMs: MAX_EVENT_DAYS * DAY_MS, types, mineOf });
  return events.map((event) => calendarItemOf(event, timeZone, viewer));
};

import { MAX_EVENT_DAYS } from '../../../domain/calendar-events.ts';
import type { Role } from '../../../domain/roles.ts';
import type { CalendarItem } from './calendar.schemas.ts';
import { type CalendarEventRecord, findEventsInRange } from './calendar-events.repository.ts';
import type { CalendarSource } from './calendar-source.ts';

export const DAY_MS = 86_400_000;

/** Events are changed by whoever created them and by admins; ticket appointments only on their ticket. */
export function mayChangeEvent(
  event: Pick<CalendarEventRecord, 'createdBy' | 'ticketId'>,
  viewer: { userId: string; role: Role },
): boolean {
  if (event.ticketId) return false;
  return event.createdBy === viewer.userId || viewer.role === 'org_admin' || viewer.role === 'super_admin';
}

export function calendarItemOf(event: CalendarEventRecord, viewer: { userId: string; role: Role }): CalendarItem {
  return {
    id: event.id,
    source: 'calendar_event',
    type: event.eventType as CalendarItem['type'],
    title: event.title,
    description: event.description,
    start: event.startTime.toISOString(),
    end: event.endTime.toISOString(),
    isAllDay: event.isAllDay,
    date: event.localStart.slice(0, 10),
    endDate: event.localEnd.slice(0, 10),
    startTime: event.localStart.slice(11, 16),
    endTime: event.localEnd.slice(11, 16),
    location: event.location,
    meetingUrl: event.meetingUrl,
    status: event.status,
    ticketId: event.ticketId,
    path: event.ticketId ? `/tickets/${event.ticketId}` : null,
    createdBy: event.createdBy,
    createdByName: event.createdByName,
    assigneeName: null,
    canEdit: mayChangeEvent(event, viewer),
  };
}

/** Calendar events, ticket appointments among them. */
export const readCalendarEventItems: CalendarSource = async ({ tx, organizationId, viewer, start, end, types, mineOf, timeZone }) => {
  const longestEventMs = MAX_EVENT_DAYS * DAY_MS;
  const events = await findEventsInRange(tx, { organizationId, timeZone, start, end, longestEventMs, types, mineOf });
  return events.map((event) => calendarItemOf(event, viewer));
};

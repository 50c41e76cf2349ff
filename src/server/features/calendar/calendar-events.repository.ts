import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { CalendarItemType } from '../../../domain/calendar-events.ts';
import type { Tx } from '../../db/client.ts';
import { calendarEvents, profiles, tickets } from '../../db/schema.ts';

/** An event with its start and end as the organization's clock reads them ('YYYY-MM-DDTHH:MI'), and who added it. */
export interface CalendarEventRecord {
  id: string;
  title: string;
  description: string;
  eventType: string;
  startTime: Date;
  endTime: Date;
  localStart: string;
  localEnd: string;
  isAllDay: boolean;
  location: string | null;
  meetingUrl: string | null;
  createdBy: string | null;
  createdByName: string | null;
  status: 'scheduled' | 'completed' | 'cancelled';
  ticketId: string | null;
}

// The database reads the local times: a month of events would otherwise cost thousands of Intl calls.
const localTime = (column: typeof calendarEvents.startTime, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI')`;

const eventColumns = (timeZone: string) => ({
  id: calendarEvents.id,
  title: calendarEvents.title,
  description: calendarEvents.description,
  eventType: calendarEvents.eventType,
  startTime: calendarEvents.startTime,
  endTime: calendarEvents.endTime,
  localStart: localTime(calendarEvents.startTime, timeZone),
  localEnd: localTime(calendarEvents.endTime, timeZone),
  isAllDay: calendarEvents.isAllDay,
  location: calendarEvents.location,
  meetingUrl: calendarEvents.meetingUrl,
  createdBy: calendarEvents.createdBy,
  status: calendarEvents.status,
  ticketId: calendarEvents.ticketId,
});

type EventRow = Omit<CalendarEventRecord, 'createdByName'>;

/** The names of the few people who added a page of events, in one query rather than a join per row. */
async function withCreatorNames(tx: Tx, organizationId: string, events: EventRow[]): Promise<CalendarEventRecord[]> {
  const creatorIds = [...new Set(events.flatMap((event) => (event.createdBy ? [event.createdBy] : [])))];
  const creators =
    creatorIds.length === 0
      ? []
      : await tx
          .select({ id: profiles.id, name: profiles.name })
          .from(profiles)
          .where(and(eq(profiles.organizationId, organizationId), inArray(profiles.id, creatorIds)));
  const names = new Map(creators.map((creator) => [creator.id, creator.name || null]));
  return events.map((event) => ({ ...event, createdByName: (event.createdBy && names.get(event.createdBy)) || null }));
}

export interface EventRangeQuery {
  organizationId: string;
  timeZone: string;
  start: Date;
  end: Date;
  /** Events never last longer than this, so the start-time index bounds the scan from both sides. */
  longestEventMs: number;
  types: readonly CalendarItemType[] | null;
  /** Only the events this user created and the appointments of tickets assigned to them. */
  mineOf: string | null;
}

/** Events overlapping [start, end), earliest first. */
export async function findEventsInRange(tx: Tx, query: EventRangeQuery): Promise<CalendarEventRecord[]> {
  const { organizationId, timeZone, start, end, longestEventMs, types, mineOf } = query;
  const conditions = [
    eq(calendarEvents.organizationId, organizationId),
    gte(calendarEvents.startTime, new Date(start.getTime() - longestEventMs)),
    lt(calendarEvents.startTime, end),
    gt(calendarEvents.endTime, start),
  ];
  if (types) conditions.push(inArray(calendarEvents.eventType, [...types]));
  if (mineOf) {
    const assignedToMe = sql`exists (select 1 from ${tickets} where ${tickets.organizationId} = ${organizationId}
      and ${tickets.id} = ${calendarEvents.ticketId} and ${tickets.assignedTo} = ${mineOf})`;
    const mine = or(eq(calendarEvents.createdBy, mineOf), assignedToMe);
    if (mine) conditions.push(mine);
  }
  const events = await tx
    .select(eventColumns(timeZone))
    .from(calendarEvents)
    .where(and(...conditions))
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id));
  return withCreatorNames(tx, organizationId, events);
}

export async function findEvent(tx: Tx, organizationId: string, eventId: string, timeZone: string): Promise<CalendarEventRecord | null> {
  const rows = await tx
    .select(eventColumns(timeZone))
    .from(calendarEvents)
    .where(and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.id, eventId)));
  const [event] = await withCreatorNames(tx, organizationId, rows);
  return event ?? null;
}

export interface EventValues {
  title: string;
  description: string;
  eventType: string;
  startTime: Date;
  endTime: Date;
  isAllDay: boolean;
  location: string | null;
  meetingUrl: string | null;
}

export async function insertEvent(tx: Tx, values: EventValues & { organizationId: string; createdBy: string; now: Date }): Promise<string> {
  const { now, ...event } = values;
  const [row] = await tx
    .insert(calendarEvents)
    .values({ ...event, status: 'scheduled', createdAt: now, updatedAt: now })
    .returning({ id: calendarEvents.id });
  if (!row) throw new Error('calendar event not created');
  return row.id;
}

export async function updateEvent(
  tx: Tx,
  organizationId: string,
  eventId: string,
  changes: Partial<EventValues> & { now: Date },
): Promise<void> {
  const { now, ...values } = changes;
  await tx
    .update(calendarEvents)
    .set({ ...values, updatedAt: now })
    .where(and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.id, eventId)));
}

export async function deleteEvent(tx: Tx, organizationId: string, eventId: string): Promise<void> {
  await tx.delete(calendarEvents).where(and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.id, eventId)));
}

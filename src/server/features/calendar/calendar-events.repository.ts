import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { CalendarItemType } from '../../../domain/calendar-events.ts';
import type { Tx } from '../../db/client.ts';
import { calendarEvents, profiles, tickets } from '../../db/schema.ts';

export type CalendarEventRecord = typeof calendarEvents.$inferSelect & { createdByName: string | null };

const eventColumns = {
  id: calendarEvents.id,
  organizationId: calendarEvents.organizationId,
  title: calendarEvents.title,
  description: calendarEvents.description,
  eventType: calendarEvents.eventType,
  startTime: calendarEvents.startTime,
  endTime: calendarEvents.endTime,
  isAllDay: calendarEvents.isAllDay,
  location: calendarEvents.location,
  meetingUrl: calendarEvents.meetingUrl,
  createdBy: calendarEvents.createdBy,
  status: calendarEvents.status,
  ticketId: calendarEvents.ticketId,
  createdAt: calendarEvents.createdAt,
  updatedAt: calendarEvents.updatedAt,
  createdByName: sql<string | null>`nullif(${profiles.name}, '')`,
};

export interface EventRangeQuery {
  organizationId: string;
  start: Date;
  end: Date;
  /** Events never last longer than this, so the start-time index bounds the scan from both sides. */
  longestEventMs: number;
  types: readonly CalendarItemType[] | null;
  /** Only the events this user created and the appointments of tickets assigned to them. */
  mineOf: string | null;
}

/** Events overlapping [start, end), earliest first. */
export function findEventsInRange(tx: Tx, query: EventRangeQuery): Promise<CalendarEventRecord[]> {
  const { organizationId, start, end, longestEventMs, types, mineOf } = query;
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
  return tx
    .select(eventColumns)
    .from(calendarEvents)
    .leftJoin(profiles, and(eq(profiles.organizationId, organizationId), eq(profiles.id, calendarEvents.createdBy)))
    .where(and(...conditions))
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id));
}

export async function findEvent(tx: Tx, organizationId: string, eventId: string): Promise<CalendarEventRecord | null> {
  const [row] = await tx
    .select(eventColumns)
    .from(calendarEvents)
    .leftJoin(profiles, and(eq(profiles.organizationId, organizationId), eq(profiles.id, calendarEvents.createdBy)))
    .where(and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.id, eventId)));
  return row ?? null;
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

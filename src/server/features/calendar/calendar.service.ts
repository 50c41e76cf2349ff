import {
  type CalendarEventInput,
  type CalendarItemType,
  calendarEventInputSchema,
  checkEventInput,
  eventCreatedNotice,
  MAX_EVENT_DAYS,
  MAX_RANGE_DAYS,
  type ValidEventInput,
} from '../../../domain/calendar-events.ts';
import { DomainError } from '../../../domain/errors.ts';
import { instantOf, instantOfLocal, isCalendarDate, localDateOf } from '../../../domain/zoned-time.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { findOrganizationTimeZone } from '../datetime-settings/datetime-settings.repository.ts';
import { findMemberIdsWithRoles } from '../members/members.repository.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import type { CalendarItem, MoveEventInput } from './calendar.schemas.ts';
import { calendarItemOf, DAY_MS, mayChangeEvent } from './calendar-event-source.ts';
import * as repository from './calendar-events.repository.ts';
import { readCalendarFeed } from './calendar-feed.ts';

interface Services {
  db: Database;
  clock: Clock;
  config: Config;
}

/** The first and last instants of local dates: 00:00:00 of the first day to 23:59:59 of the last (all-day events). */
export function allDaySpan(date: string, endDate: string, timeZone: string): { startTime: Date; endTime: Date } {
  const [year = 0, month = 1, day = 1] = endDate.split('-').map(Number);
  const nextMidnight = instantOf({ year, month, day: day + 1, hour: 0, minute: 0 }, timeZone);
  return { startTime: instantOfLocal(date, '00:00', timeZone), endTime: new Date(nextMidnight.getTime() - 1000) };
}

function spanOf(input: ValidEventInput, timeZone: string): { startTime: Date; endTime: Date } {
  if (input.isAllDay) return allDaySpan(input.date, input.endDate, timeZone);
  return {
    startTime: instantOfLocal(input.date, input.startTime, timeZone),
    endTime: instantOfLocal(input.endDate, input.endTime, timeZone),
  };
}

function assertReasonableSpan({ startTime, endTime }: { startTime: Date; endTime: Date }, field: string): void {
  if (endTime.getTime() <= startTime.getTime()) throw new DomainError('event_end_before_start', undefined, { field });
  if (endTime.getTime() - startTime.getTime() > MAX_EVENT_DAYS * DAY_MS) throw new DomainError('event_too_long', undefined, { field });
}

function validInput(input: CalendarEventInput, options: { today: string; isNew: boolean }): ValidEventInput {
  const checked = checkEventInput(calendarEventInputSchema.parse(input), options);
  if (!checked.ok) throw new DomainError(checked.broken.code, checked.broken.message, { field: checked.broken.field });
  return checked.value;
}

async function changeableEvent(tx: Tx, actor: ActingMember, eventId: string) {
  // Who may change it does not depend on its local times.
  const event = await repository.findEvent(tx, actor.organizationId, eventId, 'UTC');
  if (!event) throw new DomainError('event_not_found');
  if (event.ticketId) throw new DomainError('event_is_appointment');
  if (!mayChangeEvent(event, actor)) throw new DomainError('event_not_editable');
  return event;
}

async function itemOf(tx: Tx, actor: ActingMember, eventId: string, timeZone: string): Promise<CalendarItem> {
  const event = await repository.findEvent(tx, actor.organizationId, eventId, timeZone);
  if (!event) throw new DomainError('event_not_found');
  return calendarItemOf(event, actor);
}

/** The calendar between two instants, as the month, week and day views ask for it. */
export function listCalendarItems(options: {
  db: Database;
  actor: ActingMember;
  query: { start: string; end: string; types: readonly CalendarItemType[] | null; mine: boolean };
}): Promise<{ items: CalendarItem[]; timeZone: string }> {
  const { db, actor, query } = options;
  const start = new Date(query.start);
  const end = new Date(query.end);
  const span = end.getTime() - start.getTime();
  if (span <= 0 || span > MAX_RANGE_DAYS * DAY_MS) throw new DomainError('calendar_range_invalid', undefined, { field: 'end' });
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const timeZone = await findOrganizationTimeZone(tx, organizationId);
    const items = await readCalendarFeed({
      tx,
      organizationId,
      viewer: actor,
      start,
      end,
      types: query.types,
      mineOf: query.mine ? actor.userId : null,
      timeZone,
    });
    return { items, timeZone };
  });
}

/** Adds an event; the organization's other staff hear of it in their bell, and open calendars refresh. */
export function createCalendarEvent(options: Services & { actor: ActingMember; input: CalendarEventInput }): Promise<CalendarItem> {
  const { db, clock, config, actor } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const timeZone = await findOrganizationTimeZone(tx, organizationId);
    const input = validInput(options.input, { today: localDateOf(now, timeZone), isNew: true });
    const span = spanOf(input, timeZone);
    assertReasonableSpan(span, input.isAllDay ? 'endDate' : 'endTime');
    const { date: _date, endDate: _endDate, startTime: _startTime, endTime: _endTime, ...fields } = input;
    const eventId = await repository.insertEvent(tx, { ...fields, ...span, organizationId, createdBy: actor.userId, now });
    const staff = await findMemberIdsWithRoles(tx, organizationId, ['org_admin', 'agent']);
    await notifyMembers({
      tx,
      config,
      organizationId,
      recipientIds: staff.filter((id) => id !== actor.userId),
      notice: eventCreatedNotice(input.title),
      relatedId: eventId,
      path: '/calendar',
      now,
    });
    await publishEvent(tx, { organizationId, type: 'calendar_event.created', payload: { eventId } });
    return itemOf(tx, actor, eventId, timeZone);
  });
}

/** Edit Event: every field but the organization, creator and status. */
export function updateCalendarEvent(
  options: Omit<Services, 'config'> & { actor: ActingMember; eventId: string; input: CalendarEventInput },
): Promise<CalendarItem> {
  const { db, clock, actor, eventId } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    await changeableEvent(tx, actor, eventId);
    const timeZone = await findOrganizationTimeZone(tx, organizationId);
    const input = validInput(options.input, { today: localDateOf(now, timeZone), isNew: false });
    const span = spanOf(input, timeZone);
    assertReasonableSpan(span, input.isAllDay ? 'endDate' : 'endTime');
    const { date: _date, endDate: _endDate, startTime: _startTime, endTime: _endTime, ...fields } = input;
    await repository.updateEvent(tx, organizationId, eventId, { ...fields, ...span, now });
    await publishEvent(tx, { organizationId, type: 'calendar_event.updated', payload: { eventId } });
    return itemOf(tx, actor, eventId, timeZone);
  });
}

/** A drag or resize on the calendar: new start and end, all day or not. */
export function moveCalendarEvent(
  options: Omit<Services, 'config'> & { actor: ActingMember; eventId: string; input: MoveEventInput },
): Promise<CalendarItem> {
  const { db, clock, actor, eventId, input } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    await changeableEvent(tx, actor, eventId);
    const timeZone = await findOrganizationTimeZone(tx, organizationId);
    let span: { startTime: Date; endTime: Date };
    if (input.isAllDay) {
      if (!isCalendarDate(input.date)) throw new DomainError('validation_failed', 'date: use YYYY-MM-DD', { field: 'date' });
      if (!isCalendarDate(input.endDate)) throw new DomainError('validation_failed', 'endDate: use YYYY-MM-DD', { field: 'endDate' });
      span = allDaySpan(input.date, input.endDate, timeZone);
    } else {
      span = { startTime: new Date(input.start), endTime: new Date(input.end) };
    }
    assertReasonableSpan(span, input.isAllDay ? 'endDate' : 'end');
    await repository.updateEvent(tx, organizationId, eventId, { ...span, isAllDay: input.isAllDay, now: clock.now() });
    await publishEvent(tx, { organizationId, type: 'calendar_event.updated', payload: { eventId } });
    return itemOf(tx, actor, eventId, timeZone);
  });
}

export function deleteCalendarEvent(options: { db: Database; actor: ActingMember; eventId: string }): Promise<void> {
  const { db, actor, eventId } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    await changeableEvent(tx, actor, eventId);
    await repository.deleteEvent(tx, organizationId, eventId);
    await publishEvent(tx, { organizationId, type: 'calendar_event.deleted', payload: { eventId } });
  });
}

import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import { calendarEventTypeLabels } from '../../../domain/calendar-events.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { findOrganizationTimeZone } from '../datetime-settings/datetime-settings.repository.ts';
import { linkFor } from '../notifications/notification-mail.ts';
import { findOrganizationAddress } from '../notifications/notifications.repository.ts';
import { DAY_MS } from './calendar-event-source.ts';
import { readCalendarFeed } from './calendar-feed.ts';
import * as repository from './calendar-subscription.repository.ts';

/** What a subscribed calendar holds: two months back and a year ahead. */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 366;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface CalendarFeedInfo {
  /** Only when just made: the token is kept as a hash and cannot be shown again. */
  url: string | null;
  hasFeed: boolean;
  scope: 'organization' | 'own';
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const isWholeOrganization = (role: Role) => role === 'org_admin' || role === 'super_admin';
const scopeOf = (role: Role): CalendarFeedInfo['scope'] => (isWholeOrganization(role) ? 'organization' : 'own');

export function getCalendarFeedInfo({ db, actor }: { db: Database; actor: ActingMember }): Promise<CalendarFeedInfo> {
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const createdAt = await repository.findFeedCreatedAt(tx, actor.organizationId, actor.userId);
    return { url: null, hasFeed: createdAt !== null, scope: scopeOf(actor.role) };
  });
}

/** Makes the member's secret feed address, or a new one in place of the old (which stops working at once). */
export function resetCalendarFeed(options: { db: Database; clock: Clock; config: Config; actor: ActingMember }): Promise<CalendarFeedInfo> {
  const { db, clock, config, actor } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const token = randomBytes(32).toString('base64url');
    await repository.saveFeedToken(tx, { organizationId, userId: actor.userId, tokenHash: hashOf(token), now: clock.now() });
    const address = await findOrganizationAddress(tx, organizationId);
    return { url: linkFor(config, address, `/api/calendar/feed/${token}.ics`), hasFeed: true, scope: scopeOf(actor.role) };
  });
}

/** The iCalendar text of a feed: an admin's holds the organization's calendar, anyone else's their own events and appointments. */
export function renderCalendarFeed(options: {
  db: Database;
  clock: Clock;
  config: Config;
  organization: { id: string; name: string };
  token: string;
}): Promise<string> {
  const { db, clock, config, organization, token } = options;
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('calendar_feed_not_found');
  const organizationId = organization.id;
  return db.withTenant({ organizationId }, async (tx) => {
    const owner = await repository.findFeedOwner(tx, organizationId, hashOf(token));
    if (!owner) throw new DomainError('calendar_feed_not_found');
    const now = clock.now();
    const timeZone = await findOrganizationTimeZone(tx, organizationId);
    const items = await readCalendarFeed({
      tx,
      organizationId,
      viewer: owner,
      start: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
      end: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS),
      types: null,
      mineOf: isWholeOrganization(owner.role) ? null : owner.userId,
      timeZone,
    });
    const address = await findOrganizationAddress(tx, organizationId);
    const calendar = ical({
      name: `${organization.name} calendar`,
      prodId: { company: config.PLATFORM_NAME, product: 'calendar' },
      ttl: 15 * 60,
    });
    for (const item of items) {
      const link = item.path ? linkFor(config, address, item.path) : null;
      calendar.createEvent({
        id: `${item.id}@${config.APP_DOMAIN}`,
        // All-day events are dates in the organization's calendar; the end date is the day after the last.
        ...(item.isAllDay
          ? { allDay: true, start: item.date, end: new Date(Date.parse(`${item.endDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10) }
          : { start: new Date(item.start), end: new Date(item.end) }),
        summary: item.title,
        description: [item.description, link ? `Ticket: ${link}` : ''].filter(Boolean).join('\n\n') || null,
        location: item.location,
        url: item.meetingUrl ?? link,
        categories: [{ name: calendarEventTypeLabels[item.type] }],
        status: item.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        stamp: now,
      });
    }
    return calendar.toString();
  });
}

import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import {
  channelsFor,
  defaultNotificationPreferences,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  scheduleMail,
} from '../../../domain/notification-delivery.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { type Notice, testNotice } from '../../../domain/ticket-notices.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { asOneStatement, type Database, type Tx } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../db/keyset-cursor.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { type EnqueueJobOptions, enqueueJobsStatement } from '../../jobs/job-queue.ts';
import { mailJobOf } from '../../mail/mail-queue.ts';
import { type TicketMailTicket, threadHeaders } from '../../mail/ticket-threads.ts';
import { type PublishEventInput, publishEvent, publishEvents } from '../../realtime/publish-event.ts';
import { findOrganizationTimeZone } from '../datetime-settings/datetime-settings.repository.ts';
import { linkFor, mailSenderOf, notificationMail, type OrganizationAddress } from './notification-mail.ts';
import type { NotificationRecord } from './notifications.repository.ts';
import * as repository from './notifications.repository.ts';

/** The queue of digest e-mails: one job per user and period, deduplicated. */
export const NOTIFICATION_DIGEST_QUEUE = 'notification-digest';

export interface NotificationDto {
  id: string;
  type: string;
  title: string;
  message: string;
  relatedId: string | null;
  data: Record<string, unknown>;
  priority: string;
  read: boolean;
  createdAt: string;
}

export function notificationDtoOf(record: NotificationRecord): NotificationDto {
  return {
    id: record.id,
    type: record.type,
    title: record.title,
    message: record.message,
    relatedId: record.relatedId,
    data: record.data,
    priority: record.priority,
    read: record.isRead,
    createdAt: record.createdAt.toISOString(),
  };
}

export interface NotifyMembersOptions {
  tx: Tx;
  config: Config;
  /** The recipients' organization; the transaction must be in its tenant scope. */
  organizationId: string;
  recipientIds: readonly string[];
  notice: Notice;
  relatedId: string | null;
  /** The page the notification leads to, on the organization's site (the main site for super admins). */
  path: string | null;
  now: Date;
  /** A test notification: in-app and e-mailed at once whatever the preferences say. */
  isTest?: boolean;
  /** The ticket the notice is about, in its organization: its e-mails join the ticket's thread. */
  ticket?: TicketMailTicket;
}

/** Who gets a notice and how, decided before its text is known (a new ticket's number is taken last). */
export interface NotificationPlan {
  organizationId: string;
  relatedId: string | null;
  path: string | null;
  now: Date;
  /** Where the e-mails link to; empty when nobody is e-mailed. */
  link: string;
  /** The organization's address, read when someone is e-mailed. */
  organization: OrganizationAddress | null;
  deliveries: { recipient: repository.Recipient; isInApp: boolean; mail: { at: Date; isDigest: boolean } | null }[];
}

/**
 * Plans notices to several groups of members in one read of who they are and what they wish: each group's
 * notice category (not its text) decides their channels. Reads only, so a change can take its locks after it.
 */
export async function planNotifications(
  options: Omit<NotifyMembersOptions, 'recipientIds' | 'notice'> & {
    groups: readonly { recipientIds: readonly string[]; category: Notice['category'] }[];
  },
): Promise<NotificationPlan[]> {
  const { tx, config, organizationId, relatedId, path, now } = options;
  const everyone = [...new Set(options.groups.flatMap((group) => group.recipientIds))];
  const recipients = await repository.findRecipients(tx, organizationId, everyone);
  const timeZone = recipients.length > 0 ? await findOrganizationTimeZone(tx, organizationId) : null;
  const plans = options.groups.map((group): NotificationPlan => {
    const ids = new Set(group.recipientIds);
    const deliveries = recipients.flatMap((recipient) => {
      if (!ids.has(recipient.userId) || !timeZone) return [];
      const preferences = recipient.preferences ?? defaultNotificationPreferences;
      const channels = options.isTest ? { isInApp: true, isEmail: true } : channelsFor(preferences, group.category);
      const mail = !channels.isEmail
        ? null
        : options.isTest
          ? { at: now, isDigest: false }
          : scheduleMail({ now, frequency: preferences.emailFrequency, weekendNotifications: preferences.weekendNotifications, timeZone });
      if (!channels.isInApp && !mail) return [];
      return [{ recipient, isInApp: channels.isInApp, mail }];
    });
    return { organizationId, relatedId, path, now, link: '', organization: null, deliveries };
  });
  if (plans.some((plan) => plan.deliveries.some((delivery) => delivery.mail))) {
    const organization = await repository.findOrganizationAddress(tx, organizationId);
    const link = linkFor(config, organization, path);
    for (const plan of plans) Object.assign(plan, { link, organization });
  }
  return plans;
}

/** A notice with its plan, and the ticket it is about when its e-mails are to join the ticket's thread. */
export interface PlannedNotice {
  plan: NotificationPlan;
  notice: Notice;
  ticket?: TicketMailTicket;
}

export interface NotificationWrites {
  /** The notifications' insert and the e-mails' and digest places' insert, to run as one statement with others. */
  statements: SQL[];
  /** The live events of the in-app notifications. */
  events: PublishEventInput[];
}

/**
 * The writes of planned notices, with their rows' ids chosen here so that their live events are known
 * before they run: a change holding a lock others wait for publishes and writes in two round trips.
 */
export function notificationWritesOf(tx: Tx, config: Config, notices: readonly PlannedNotice[]): NotificationWrites {
  const written = notices.flatMap(({ plan, notice, ticket }) => plan.deliveries.map((delivery) => ({ plan, notice, ticket, delivery })));
  const rows = written.map(({ plan, notice, delivery: { recipient, isInApp, mail } }) => ({
    id: randomUUID(),
    organizationId: plan.organizationId,
    userId: recipient.userId,
    type: notice.type,
    title: notice.title,
    message: notice.message,
    relatedId: plan.relatedId,
    data: { event_type: notice.type, ...(plan.path ? { path: plan.path } : {}) } as Record<string, unknown>,
    priority: 'normal',
    isRead: false,
    isInApp,
    isEmailPending: mail?.isDigest ?? false,
    emailedAt: mail && !mail.isDigest ? mail.at : null,
    createdAt: plan.now,
    updatedAt: plan.now,
  }));
  const jobs = written.flatMap(({ plan, notice, ticket, delivery: { recipient, mail } }, index): EnqueueJobOptions[] => {
    if (!mail) return [];
    if (!mail.isDigest) {
      const headers =
        ticket?.replyToken && plan.organization && !plan.organization.isPlatform
          ? threadHeaders(config, {
              ticketId: ticket.id,
              replyToken: ticket.replyToken,
              subdomain: plan.organization.subdomain,
              key: `n-${rows[index]?.id}`,
              answering: null,
            }).thread
          : undefined;
      const named = ticket ? { ticketNumber: ticket.ticketNumber, title: ticket.title, headers } : undefined;
      return [
        mailJobOf(notificationMail(config, recipient.email, notice, plan.link, named, mailSenderOf(config, plan.organization)), {
          runAt: mail.at,
        }),
      ];
    }
    return [
      {
        queue: NOTIFICATION_DIGEST_QUEUE,
        payload: { organizationId: plan.organizationId, userId: recipient.userId },
        runAt: mail.at,
        dedupeKey: `${NOTIFICATION_DIGEST_QUEUE}:${recipient.userId}:${mail.at.toISOString()}`,
      },
    ];
  });
  const statements = [repository.insertNotificationsStatement(tx, rows), enqueueJobsStatement(tx, jobs)];
  return {
    statements: statements.filter((statement) => statement !== null),
    events: rows
      .filter((row) => row.isInApp)
      .map((row) => ({
        organizationId: row.organizationId,
        userId: row.userId,
        type: 'notification.created',
        payload: { notification: notificationDtoOf(row) },
      })),
  };
}

/**
 * Writes planned notices in one statement (the notifications, the e-mails and digest places) and answers
 * the live events of the in-app ones, for the caller to publish with its own.
 */
export async function writeNotifications(tx: Tx, config: Config, notices: readonly PlannedNotice[]): Promise<PublishEventInput[]> {
  const { statements, events } = notificationWritesOf(tx, config, notices);
  const last = statements.pop();
  if (last) await tx.execute(asOneStatement(statements, last));
  return events;
}

/**
 * Notifies members inside the change's transaction, as each one's preferences say: an in-app row
 * published live, an e-mail now (held over the weekend when they wish), or a place in their next digest.
 */
export async function notifyMembers(options: NotifyMembersOptions): Promise<void> {
  const { tx, config, notice } = options;
  const [plan] = await planNotifications({ ...options, groups: [{ recipientIds: options.recipientIds, category: notice.category }] });
  if (!plan || plan.deliveries.length === 0) return;
  await publishEvents(tx, await writeNotifications(tx, config, [{ plan, notice, ...(options.ticket ? { ticket: options.ticket } : {}) }]));
}

/** What one recipient's notice gathers over several transactions: the first items, and how many there are in all. */
export interface GatheredItems<Item> {
  listed: Item[];
  count: number;
}

/**
 * Adds items to the notices gathered under a key (a change made in several transactions), in the caller's
 * transaction: each recipient keeps the first `listed` items and the count of all, until the notices are taken.
 */
export async function gatherNoticeItems<Item extends Record<string, unknown>>(
  tx: Tx,
  options: { organizationId: string; key: string; items: ReadonlyMap<string, readonly Item[]>; listed: number; now: Date },
): Promise<void> {
  const { organizationId, key, items, listed, now } = options;
  const existing = await repository.findGathered(tx, organizationId, key, [...items.keys()]);
  const byUser = new Map(existing.map((row) => [row.userId, row]));
  const fresh: { userId: string; data: Record<string, unknown> }[] = [];
  for (const [userId, added] of items) {
    const row = byUser.get(userId);
    const before = row ? gatheredOf<Item>(row.data) : { listed: [], count: 0 };
    const data = { key, listed: [...before.listed, ...added].slice(0, listed), count: before.count + added.length };
    if (row) await repository.updateGathered(tx, organizationId, row.id, data, now);
    else fresh.push({ userId, data });
  }
  await repository.insertGathered(tx, organizationId, fresh, now);
}

function gatheredOf<Item>(data: Record<string, unknown>): GatheredItems<Item> {
  return { listed: Array.isArray(data.listed) ? (data.listed as Item[]) : [], count: typeof data.count === 'number' ? data.count : 0 };
}

/** The items gathered under a key, by recipient, which are then forgotten: the caller sends their notices. */
export async function takeGatheredNoticeItems<Item>(
  tx: Tx,
  options: { organizationId: string; key: string },
): Promise<Map<string, GatheredItems<Item>>> {
  const rows = await repository.findGathered(tx, options.organizationId, options.key);
  await repository.deleteGathered(
    tx,
    options.organizationId,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.userId, gatheredOf<Item>(row.data)]));
}

/** An organization-level notice (no recipient): the organization's record that something happened. */
export async function recordOrganizationNotice(options: {
  tx: Tx;
  organizationId: string;
  notice: Notice;
  relatedId: string | null;
  now: Date;
}): Promise<void> {
  const { tx, organizationId, notice, relatedId, now } = options;
  await repository.insertNotifications(tx, [
    {
      organizationId,
      userId: null,
      type: notice.type,
      title: notice.title,
      message: notice.message,
      relatedId,
      data: { event_type: notice.type },
      isInApp: false,
      createdAt: now,
      updatedAt: now,
    },
  ]);
}

export interface NotificationPage {
  items: NotificationDto[];
  nextCursor: string | null;
  unreadCount: number;
}

/** The bell: the member's notifications, newest first, optionally unread only. */
export function listMyNotifications(options: {
  db: Database;
  member: ActingMember;
  isUnreadOnly: boolean;
  cursor: string | null;
  limit: number;
}): Promise<NotificationPage> {
  const { db, member, isUnreadOnly, limit } = options;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const { organizationId, userId } = member;
  return db.withTenant({ organizationId }, async (tx) => {
    const rows = await repository.listNotifications(tx, { organizationId, userId, isUnreadOnly, after, limit: limit + 1 });
    const page = pageOf(rows, limit);
    return {
      items: page.rows.map(notificationDtoOf),
      nextCursor: page.nextCursor,
      unreadCount: await repository.countUnread(tx, organizationId, userId),
    };
  });
}

export function countMyUnread({ db, member }: { db: Database; member: ActingMember }): Promise<number> {
  return db.withTenant({ organizationId: member.organizationId }, (tx) => repository.countUnread(tx, member.organizationId, member.userId));
}

/** Marks one of the member's notifications read; another member's is not found. Their other open screens hear of it. */
export function markNotificationRead(options: {
  db: Database;
  clock: Clock;
  member: ActingMember;
  notificationId: string;
}): Promise<NotificationDto> {
  const { db, clock, member, notificationId } = options;
  const { organizationId, userId } = member;
  return db.withTenant({ organizationId }, async (tx) => {
    const row = await repository.markRead(tx, organizationId, userId, notificationId, clock.now());
    if (!row) throw new DomainError('notification_not_found');
    await publishEvent(tx, { organizationId, userId, type: 'notification.read', payload: { ids: [row.id] } });
    return notificationDtoOf(row);
  });
}

export function markAllNotificationsRead(options: { db: Database; clock: Clock; member: ActingMember }): Promise<{ updated: number }> {
  const { db, clock, member } = options;
  const { organizationId, userId } = member;
  return db.withTenant({ organizationId }, async (tx) => {
    const ids = await repository.markAllRead(tx, organizationId, userId, clock.now());
    if (ids.length > 0) await publishEvent(tx, { organizationId, userId, type: 'notification.read', payload: { ids } });
    return { updated: ids.length };
  });
}

/** A test notification to oneself, in the bell and by e-mail at once. */
export function sendTestNotification(options: { db: Database; clock: Clock; config: Config; member: ActingMember }): Promise<void> {
  const { db, clock, config, member } = options;
  return db.withTenant({ organizationId: member.organizationId }, (tx) =>
    notifyMembers({
      tx,
      config,
      organizationId: member.organizationId,
      recipientIds: [member.userId],
      notice: testNotice(config.PLATFORM_NAME),
      relatedId: null,
      path: member.role === 'super_admin' ? '/admin' : '/dashboard',
      now: clock.now(),
      isTest: true,
    }),
  );
}

export interface PreferencesDto extends NotificationPreferences {
  roleType: string;
}

export function getNotificationPreferences({
  db,
  clock,
  member,
}: {
  db: Database;
  clock: Clock;
  member: ActingMember;
}): Promise<PreferencesDto> {
  const { organizationId, userId, role } = member;
  return db.withTenant({ organizationId }, async (tx) => ({
    roleType: role,
    ...(await repository.findOrCreatePreferences(tx, { organizationId, userId, roleType: role, now: clock.now() })),
  }));
}

/** Saves the member's preferences; the new-ticket toggles only for staff, who are the ones told of new tickets. */
export function updateNotificationPreferences(options: {
  db: Database;
  clock: Clock;
  member: ActingMember;
  input: NotificationPreferencesInput;
}): Promise<PreferencesDto> {
  const { db, clock, member, input } = options;
  const { organizationId, userId, role } = member;
  const { emailNewTickets, appNewTickets, ...common } = input;
  const preferences = isStaffRole(role)
    ? {
        ...common,
        ...(emailNewTickets === undefined ? {} : { emailNewTickets }),
        ...(appNewTickets === undefined ? {} : { appNewTickets }),
      }
    : common;
  return db.withTenant({ organizationId }, async (tx) => ({
    roleType: role,
    ...(await repository.savePreferences(tx, { organizationId, userId, roleType: role, preferences, now: clock.now() })),
  }));
}

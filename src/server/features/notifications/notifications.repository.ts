import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '../../../domain/notification-delivery.ts';
import type { Tx } from '../../db/client.ts';
import { afterPosition, type KeysetPosition, keysetOrder, positionAt } from '../../db/keyset-cursor.ts';
import { notificationPreferences, notifications, organizations, profiles } from '../../db/schema.ts';

export type NotificationRecord = typeof notifications.$inferSelect;

const preferenceColumns = {
  emailNewTickets: notificationPreferences.emailNewTickets,
  emailTicketComments: notificationPreferences.emailTicketComments,
  emailTicketStatusChanges: notificationPreferences.emailTicketStatusChanges,
  appNewTickets: notificationPreferences.appNewTickets,
  appTicketComments: notificationPreferences.appTicketComments,
  appTicketStatusChanges: notificationPreferences.appTicketStatusChanges,
  emailFrequency: notificationPreferences.emailFrequency,
  weekendNotifications: notificationPreferences.weekendNotifications,
};

export interface Recipient {
  userId: string;
  email: string;
  /** Null when the member never had preferences saved. */
  preferences: NotificationPreferences | null;
}

/** Members of the organization among these users, with their e-mail and preferences. */
export async function findRecipients(tx: Tx, organizationId: string, userIds: string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({
      userId: profiles.id,
      email: profiles.email,
      hasPreferences: sql<boolean>`${notificationPreferences.userId} is not null`,
      ...preferenceColumns,
    })
    .from(profiles)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, profiles.id))
    .where(and(eq(profiles.organizationId, organizationId), inArray(profiles.id, userIds)));
  return rows.map(({ userId, email, hasPreferences, ...preferences }) => ({
    userId,
    email,
    preferences: hasPreferences ? (preferences as NotificationPreferences) : null,
  }));
}

export function insertNotifications(tx: Tx, rows: (typeof notifications.$inferInsert)[]): Promise<NotificationRecord[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return tx.insert(notifications).values(rows).returning();
}

/** The statement inserting notifications whose ids and values are all given, for a caller that runs it with others. */
export function insertNotificationsStatement(tx: Tx, rows: (typeof notifications.$inferInsert)[]): SQL | null {
  return rows.length === 0 ? null : tx.insert(notifications).values(rows).getSQL();
}

export async function findOrganizationAddress(
  tx: Tx,
  organizationId: string,
): Promise<{ name: string; subdomain: string; isPlatform: boolean; subscriptionTier: string } | null> {
  const [row] = await tx
    .select({
      name: organizations.name,
      subdomain: organizations.subdomain,
      isPlatform: organizations.isPlatform,
      subscriptionTier: organizations.subscriptionTier,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

const mine = (organizationId: string, userId: string) =>
  and(eq(notifications.organizationId, organizationId), eq(notifications.userId, userId), eq(notifications.isInApp, true));

export async function listNotifications(
  tx: Tx,
  options: { organizationId: string; userId: string; isUnreadOnly: boolean; after: KeysetPosition | null; limit: number },
): Promise<(NotificationRecord & { position: KeysetPosition })[]> {
  const { organizationId, userId, isUnreadOnly, after, limit } = options;
  const rows = await tx
    .select({ notification: notifications, positionAt: positionAt(notifications.createdAt) })
    .from(notifications)
    .where(
      and(
        mine(organizationId, userId),
        isUnreadOnly ? eq(notifications.isRead, false) : undefined,
        after ? afterPosition(notifications.createdAt, notifications.id, after, 'newest') : undefined,
      ),
    )
    .orderBy(keysetOrder(notifications.createdAt, notifications.id, 'newest'))
    .limit(limit);
  return rows.map((row) => ({ ...row.notification, position: { at: row.positionAt, id: row.notification.id } }));
}

export async function countUnread(tx: Tx, organizationId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(organizationId, userId), eq(notifications.isRead, false)));
  return row?.count ?? 0;
}

export async function markRead(tx: Tx, organizationId: string, userId: string, notificationId: string, now: Date) {
  const [row] = await tx
    .update(notifications)
    .set({ isRead: true, updatedAt: now })
    .where(and(mine(organizationId, userId), eq(notifications.id, notificationId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(tx: Tx, organizationId: string, userId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(notifications)
    .set({ isRead: true, updatedAt: now })
    .where(and(mine(organizationId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** The user's preferences, created with the defaults when missing. */
export async function findOrCreatePreferences(
  tx: Tx,
  values: { organizationId: string; userId: string; roleType: string; now: Date },
): Promise<NotificationPreferences> {
  const { organizationId, userId, roleType, now } = values;
  await tx
    .insert(notificationPreferences)
    .values({ organizationId, userId, roleType, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: notificationPreferences.userId });
  const [row] = await tx
    .select(preferenceColumns)
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.organizationId, organizationId), eq(notificationPreferences.userId, userId)));
  if (!row) throw new Error(`notification preferences of ${userId} not found`);
  return row;
}

export async function savePreferences(
  tx: Tx,
  values: { organizationId: string; userId: string; roleType: string; preferences: Partial<NotificationPreferences>; now: Date },
): Promise<NotificationPreferences> {
  const { organizationId, userId, roleType, preferences, now } = values;
  const [row] = await tx
    .insert(notificationPreferences)
    .values({ organizationId, userId, roleType, ...preferences, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...preferences, updatedAt: now } })
    .returning(preferenceColumns);
  if (!row) throw new Error(`notification preferences of ${userId} not saved`);
  return row;
}

/** What waits for the user's next digest, oldest first. */
export function findDigestItems(tx: Tx, organizationId: string, userId: string, limit: number): Promise<NotificationRecord[]> {
  return tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.userId, userId),
        eq(notifications.isEmailPending, true),
        isNull(notifications.emailedAt),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
}

export async function markEmailed(tx: Tx, organizationId: string, notificationIds: string[], now: Date): Promise<void> {
  if (notificationIds.length === 0) return;
  await tx
    .update(notifications)
    .set({ isEmailPending: false, emailedAt: now, updatedAt: now })
    .where(and(eq(notifications.organizationId, organizationId), inArray(notifications.id, notificationIds)));
}

export async function findMemberEmail(tx: Tx, organizationId: string, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, userId)));
  return row?.email ?? null;
}

/** The type of the hidden rows that gather a notice's items over several transactions until it is sent. */
const GATHERING_TYPE = 'gathering';

export interface GatheredRow {
  id: string;
  userId: string;
  data: Record<string, unknown>;
}

/** The rows gathering the notices under this key, for these recipients (all of them when not given). */
export async function findGathered(tx: Tx, organizationId: string, key: string, userIds?: readonly string[]): Promise<GatheredRow[]> {
  if (userIds?.length === 0) return [];
  const rows = await tx
    .select({ id: notifications.id, userId: notifications.userId, data: notifications.data })
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.type, GATHERING_TYPE),
        eq(notifications.isInApp, false),
        sql`${notifications.data}->>'key' = ${key}`,
        userIds ? inArray(notifications.userId, [...userIds]) : undefined,
      ),
    );
  return rows.flatMap((row) => (row.userId ? [{ ...row, userId: row.userId }] : []));
}

/** Hidden rows (neither in the bell nor e-mailed) that keep what a notice gathers. */
export async function insertGathered(
  tx: Tx,
  organizationId: string,
  rows: readonly { userId: string; data: Record<string, unknown> }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(notifications).values(
    rows.map((row) => ({
      organizationId,
      userId: row.userId,
      type: GATHERING_TYPE,
      title: '',
      message: '',
      data: row.data,
      isInApp: false,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

export async function updateGathered(tx: Tx, organizationId: string, id: string, data: Record<string, unknown>, now: Date): Promise<void> {
  await tx
    .update(notifications)
    .set({ data, updatedAt: now })
    .where(and(eq(notifications.organizationId, organizationId), eq(notifications.type, GATHERING_TYPE), eq(notifications.id, id)));
}

export async function deleteGathered(tx: Tx, organizationId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(notifications)
    .where(
      and(eq(notifications.organizationId, organizationId), eq(notifications.type, GATHERING_TYPE), inArray(notifications.id, [...ids])),
    );
}

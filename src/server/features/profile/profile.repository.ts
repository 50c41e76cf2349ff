import { and, eq } from 'drizzle-orm';
import { type NotificationFlags, resolveNotificationFlags } from '../../../domain/staff-profile.ts';
import type { Tx } from '../../db/client.ts';
import { profiles, userSettings } from '../../db/schema.ts';

export async function updateProfileName(tx: Tx, organizationId: string, userId: string, name: string, now: Date): Promise<void> {
  await tx
    .update(profiles)
    .set({ name, updatedAt: now })
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, userId)));
}

export async function findNotificationFlags(tx: Tx, organizationId: string, userId: string): Promise<NotificationFlags> {
  const [row] = await tx
    .select({ flags: userSettings.notificationFlags })
    .from(userSettings)
    .where(and(eq(userSettings.organizationId, organizationId), eq(userSettings.userId, userId)));
  return resolveNotificationFlags(row?.flags);
}

export async function saveNotificationFlags(
  tx: Tx,
  organizationId: string,
  userId: string,
  flags: NotificationFlags,
  now: Date,
): Promise<NotificationFlags> {
  await tx
    .insert(userSettings)
    .values({ userId, organizationId, notificationFlags: flags, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { notificationFlags: flags, updatedAt: now } });
  return flags;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { defaultNotificationPreferences } from '../../../domain/notification-delivery.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Tx } from '../../db/client.ts';
import { agents, notificationPreferences, profiles, users } from '../../db/schema.ts';

export type ApprovalStatus = (typeof profiles.$inferSelect)['approvalStatus'];

/**
 * A user's membership of an organization: the profile, the notification preferences with the
 * specification's defaults, and the role on the account itself (app metadata, which only the server writes).
 */
export async function insertMember(
  tx: Tx,
  values: { organizationId: string; userId: string; email: string; name: string; role: Role; approvalStatus: ApprovalStatus; now: Date },
): Promise<void> {
  const { organizationId, userId, email, name, role, approvalStatus, now } = values;
  await tx.insert(profiles).values({
    id: userId,
    organizationId,
    email,
    name,
    role,
    hasOnboarded: true,
    approvalStatus,
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .insert(notificationPreferences)
    .values({ userId, organizationId, roleType: role, ...defaultNotificationPreferences, createdAt: now, updatedAt: now });
  const membership = JSON.stringify({ role, organization_id: organizationId });
  await tx
    .update(users)
    .set({ appMetadata: sql`${users.appMetadata} || ${membership}::jsonb`, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function hasMemberWithEmail(tx: Tx, organizationId: string, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(sql`lower(${profiles.email})`, email.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}

/**
 * The staff record behind an agent account: an existing one with the address (added by an admin) is linked,
 * else one is created. Answers its id and role (an admin added as one becomes an org admin on signing up).
 */
export async function linkAgentRecord(
  tx: Tx,
  values: { organizationId: string; userId: string | null; name: string; email: string; createdBy: string | null; now: Date },
): Promise<{ id: string; role: 'agent' | 'admin' }> {
  const { organizationId, userId, name, email, createdBy, now } = values;
  const match = and(eq(agents.organizationId, organizationId), eq(sql`lower(${agents.email})`, email.toLowerCase()));
  const [existing] = await tx.select({ id: agents.id, userId: agents.userId, role: agents.role }).from(agents).where(match);
  if (existing) {
    if (userId && existing.userId !== userId)
      await tx.update(agents).set({ userId, name, updatedAt: now }).where(eq(agents.id, existing.id));
    return { id: existing.id, role: existing.role };
  }
  const [created] = await tx
    .insert(agents)
    .values({ organizationId, userId, name, email, role: 'agent', status: 'active', createdBy, createdAt: now, updatedAt: now })
    .returning({ id: agents.id, role: agents.role });
  if (!created) throw new Error(`agent record for ${email} not created`);
  return created;
}

/** The organization's approved members with these roles (an account waiting for approval hears of nothing). */
export async function findMemberIdsWithRoles(tx: Tx, organizationId: string, roles: Role[]): Promise<string[]> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), inArray(profiles.role, roles), eq(profiles.approvalStatus, 'approved')));
  return rows.map((row) => row.id);
}

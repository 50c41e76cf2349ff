import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organizationSso, profiles, ssoSignIns } from '../../db/schema.ts';

export type SsoSettingsRow = typeof organizationSso.$inferSelect;
export type SsoSignInRow = typeof ssoSignIns.$inferSelect;

export async function findSsoSettings(tx: Tx, organizationId: string): Promise<SsoSettingsRow | null> {
  const [row] = await tx.select().from(organizationSso).where(eq(organizationSso.organizationId, organizationId));
  return row ?? null;
}

export async function upsertSsoSettings(
  tx: Tx,
  organizationId: string,
  values: Omit<typeof organizationSso.$inferInsert, 'organizationId' | 'createdAt'> & { updatedAt: Date },
): Promise<SsoSettingsRow> {
  const [row] = await tx
    .insert(organizationSso)
    .values({ ...values, organizationId })
    .onConflictDoUpdate({ target: organizationSso.organizationId, set: values })
    .returning();
  if (!row) throw new Error('single sign-on settings not saved');
  return row;
}

export async function updateSsoSettings(
  tx: Tx,
  organizationId: string,
  patch: Partial<typeof organizationSso.$inferInsert>,
): Promise<SsoSettingsRow | null> {
  const [row] = await tx.update(organizationSso).set(patch).where(eq(organizationSso.organizationId, organizationId)).returning();
  return row ?? null;
}

export async function deleteSsoSettings(tx: Tx, organizationId: string): Promise<boolean> {
  const rows = await tx
    .delete(organizationSso)
    .where(eq(organizationSso.organizationId, organizationId))
    .returning({ id: organizationSso.organizationId });
  return rows.length > 0;
}

export async function insertSsoSignIn(tx: Tx, values: typeof ssoSignIns.$inferInsert): Promise<void> {
  await tx.insert(ssoSignIns).values(values);
}

/** Takes a sign-in in progress by its state, so that it is used once: a second callback with it finds nothing. */
export async function takeSsoSignIn(tx: Tx, organizationId: string, stateHash: string): Promise<SsoSignInRow | null> {
  const [row] = await tx
    .delete(ssoSignIns)
    .where(and(eq(ssoSignIns.organizationId, organizationId), eq(ssoSignIns.stateHash, stateHash)))
    .returning();
  return row ?? null;
}

export async function findMember(
  tx: Tx,
  organizationId: string,
  userId: string,
): Promise<{ id: string; organizationId: string; role: string; name: string; email: string } | null> {
  const [row] = await tx
    .select({ id: profiles.id, organizationId: profiles.organizationId, role: profiles.role, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, userId)));
  return row ?? null;
}

/** The organization a user belongs to, whatever it is (read in the user's own scope). */
export async function findOrganizationIdOfUser(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ organizationId: profiles.organizationId }).from(profiles).where(eq(profiles.id, userId));
  return row?.organizationId ?? null;
}

export async function findOrgAdmins(tx: Tx, organizationId: string): Promise<{ id: string; name: string; email: string }[]> {
  return tx
    .select({ id: profiles.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.role, 'org_admin')))
    .orderBy(profiles.name);
}

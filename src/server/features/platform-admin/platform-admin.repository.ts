import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { afterPosition, type KeysetPosition, keysetOrder, positionAt } from '../../db/keyset-cursor.ts';
import { organizations } from '../../db/schema.ts';

export type OrganizationRecord = typeof organizations.$inferSelect;

const tenantOrganizations = eq(organizations.isPlatform, false);

/** The tenants, newest first; the platform's own organization is not one of them. */
export async function listOrganizations(
  tx: Tx,
  options: { after: KeysetPosition | null; limit: number },
): Promise<(OrganizationRecord & { position: KeysetPosition })[]> {
  const rows = await tx
    .select({ organization: organizations, positionAt: positionAt(organizations.createdAt) })
    .from(organizations)
    .where(
      and(
        tenantOrganizations,
        options.after ? afterPosition(organizations.createdAt, organizations.id, options.after, 'newest') : undefined,
      ),
    )
    .orderBy(keysetOrder(organizations.createdAt, organizations.id, 'newest'))
    .limit(options.limit);
  return rows.map((row) => ({ ...row.organization, position: { at: row.positionAt, id: row.organization.id } }));
}

export async function updateSubscription(
  tx: Tx,
  organizationId: string,
  changes: { trialEndDate: Date | null; subscriptionStatus: string; now: Date },
): Promise<OrganizationRecord | null> {
  const [row] = await tx
    .update(organizations)
    .set({ trialEndDate: changes.trialEndDate, subscriptionStatus: changes.subscriptionStatus, updatedAt: changes.now })
    .where(and(tenantOrganizations, eq(organizations.id, organizationId)))
    .returning();
  return row ?? null;
}

/**
 * Adds days to a trial from the later of now and its current end, in one statement so that two clicks add
 * up. Null when the organization is not a tenant on trial (a paid one has no trial to extend).
 */
export async function extendTrialEnd(tx: Tx, organizationId: string, days: number, now: Date): Promise<OrganizationRecord | null> {
  const [row] = await tx
    .update(organizations)
    .set({
      trialEndDate: sql`greatest(${organizations.trialEndDate}, ${now.toISOString()}::timestamptz) + make_interval(days => ${days})`,
      subscriptionStatus: 'trial',
      updatedAt: now,
    })
    .where(and(tenantOrganizations, eq(organizations.id, organizationId), isNotNull(organizations.trialEndDate)))
    .returning();
  return row ?? null;
}

export async function findTenantOrganization(tx: Tx, organizationId: string): Promise<OrganizationRecord | null> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(and(tenantOrganizations, eq(organizations.id, organizationId)));
  return row ?? null;
}

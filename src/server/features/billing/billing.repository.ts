import { and, count, eq, gt, inArray, ne } from 'drizzle-orm';
import type { AddOnId, BusinessModel, FeatureFlags } from '../../../domain/plans.ts';
import type { Tx } from '../../db/client.ts';
import { agentInvitations, organizationFeatures, organizations, profiles } from '../../db/schema.ts';

export interface BillingRecord {
  subscriptionTier: string;
  subscriptionStatus: string;
  trialEndDate: Date | null;
  businessModel: BusinessModel;
  features: (FeatureFlags & { addOns: string[] }) | null;
}

const featureColumns = {
  multiOrganization: organizationFeatures.multiOrganization,
  whiteLabelBranding: organizationFeatures.whiteLabelBranding,
  customerPortal: organizationFeatures.customerPortal,
  slaManagement: organizationFeatures.slaManagement,
  departments: organizationFeatures.departments,
  timeTracking: organizationFeatures.timeTracking,
  projectIntegration: organizationFeatures.projectIntegration,
  apiAccess: organizationFeatures.apiAccess,
  advancedReporting: organizationFeatures.advancedReporting,
  addOns: organizationFeatures.addOns,
};

/** In the organization's tenant scope: its subscription, business model, feature flags and add-ons. */
export async function findBilling(tx: Tx, organizationId: string): Promise<BillingRecord | null> {
  const [row] = await tx
    .select({
      subscriptionTier: organizations.subscriptionTier,
      subscriptionStatus: organizations.subscriptionStatus,
      trialEndDate: organizations.trialEndDate,
      businessModel: organizations.businessModel,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) return null;
  const [features] = await tx
    .select(featureColumns)
    .from(organizationFeatures)
    .where(eq(organizationFeatures.organizationId, organizationId));
  return { ...row, features: features ?? null };
}

export async function updateOrganizationPlan(
  tx: Tx,
  organizationId: string,
  changes: { subscriptionTier?: string; businessModel?: BusinessModel; now: Date },
): Promise<void> {
  const { now, ...columns } = changes;
  await tx
    .update(organizations)
    .set({ ...columns, updatedAt: now })
    .where(eq(organizations.id, organizationId));
}

/** In the organization's tenant scope: its feature flags and add-ons, the row made when it has none yet. */
export async function saveFeatures(
  tx: Tx,
  organizationId: string,
  values: Partial<FeatureFlags> & { addOns?: AddOnId[] },
  now: Date,
): Promise<void> {
  await tx
    .insert(organizationFeatures)
    .values({ organizationId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationFeatures.organizationId, set: { ...values, updatedAt: now } });
}

/**
 * The organization's team as its plan counts it: approved org admins and agents, and the invitations still open
 * (but one to `exceptEmail`, which a new invitation to that address replaces).
 */
export async function countTeam(tx: Tx, organizationId: string, now: Date, exceptEmail?: string): Promise<number> {
  const [members] = await tx
    .select({ total: count() })
    .from(profiles)
    .where(
      and(
        eq(profiles.organizationId, organizationId),
        inArray(profiles.role, ['org_admin', 'agent']),
        eq(profiles.approvalStatus, 'approved'),
      ),
    );
  const [invited] = await tx
    .select({ total: count() })
    .from(agentInvitations)
    .where(
      and(
        eq(agentInvitations.organizationId, organizationId),
        eq(agentInvitations.status, 'pending'),
        gt(agentInvitations.expiresAt, now),
        ...(exceptEmail ? [ne(agentInvitations.email, exceptEmail)] : []),
      ),
    );
  return (members?.total ?? 0) + (invited?.total ?? 0);
}

import type { BillingChange } from '../../../domain/billing.ts';
import { DomainError } from '../../../domain/errors.ts';
import {
  type AddOnId,
  addOnIds,
  type BusinessModel,
  type FeatureFlags,
  featureFlagsFor,
  isWhiteLabel,
  type PlanId,
  planOf,
  teamMemberLimitMessage,
  teamMemberLimitOf,
  trialDaysLeft,
} from '../../../domain/plans.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { BillingRecord } from './billing.repository.ts';
import * as repository from './billing.repository.ts';

export interface BillingDto {
  plan: PlanId | null;
  subscriptionStatus: string;
  trialEndDate: string | null;
  trialDaysLeft: number | null;
  businessModel: BusinessModel;
  addOns: AddOnId[];
  features: FeatureFlags;
  isWhiteLabel: boolean;
  /** Approved org admins and agents with the open invitations, and how many the plan includes (null: no limit). */
  team: { size: number; limit: number | null };
}

function billingDtoOf(record: BillingRecord, now: Date, teamSize: number): BillingDto {
  const { addOns: stored, ...flags } = record.features ?? { ...featureFlagsFor(record.businessModel), addOns: [] };
  return {
    plan: planOf(record.subscriptionTier)?.id ?? null,
    subscriptionStatus: record.subscriptionStatus,
    trialEndDate: record.trialEndDate?.toISOString() ?? null,
    trialDaysLeft: record.trialEndDate ? trialDaysLeft(record.trialEndDate, now) : null,
    businessModel: record.businessModel,
    // Only the add-ons this version offers, in the order it lists them.
    addOns: addOnIds.filter((id) => stored.includes(id)),
    features: flags,
    isWhiteLabel: isWhiteLabel(record.subscriptionTier),
    team: { size: teamSize, limit: teamMemberLimitOf(record.subscriptionTier) },
  };
}

async function find(tx: Tx, organizationId: string, now: Date): Promise<BillingDto> {
  const record = await repository.findBilling(tx, organizationId);
  if (!record) throw new DomainError('organization_not_found');
  return billingDtoOf(record, now, await repository.countTeam(tx, organizationId, now));
}

/** The organization's plan, subscription, business model and add-ons, for its org admins. */
export function getBilling(options: { db: Database; clock: Clock; organizationId: string }): Promise<BillingDto> {
  const { db, clock, organizationId } = options;
  return db.withTenant({ organizationId }, (tx) => find(tx, organizationId, clock.now()));
}

/**
 * Records a plan, a business model or add-ons chosen by an org admin. Nothing is charged: no payment provider is
 * connected. A new business model sets the feature flags it decides as sign-up sets them (decision 178).
 */
export function changeBilling(options: { db: Database; clock: Clock; organizationId: string; change: BillingChange }): Promise<BillingDto> {
  const { db, clock, organizationId, change } = options;
  const now = clock.now();
  return db.withTenant({ organizationId }, async (tx) => {
    if (change.plan) await assertTeamFits(tx, organizationId, change.plan, now, 0);
    if (change.plan !== undefined || change.businessModel !== undefined) {
      await repository.updateOrganizationPlan(tx, organizationId, {
        ...(change.plan ? { subscriptionTier: change.plan } : {}),
        ...(change.businessModel ? { businessModel: change.businessModel } : {}),
        now,
      });
    }
    // API access and advanced reporting do not follow the model (sign-up leaves them off for both), so they are kept.
    const modelFlags = change.businessModel ? modelDecidedFlags(featureFlagsFor(change.businessModel)) : {};
    const addOns = change.addOns ? addOnIds.filter((id) => change.addOns?.includes(id)) : undefined;
    if (change.businessModel || addOns) {
      await repository.saveFeatures(tx, organizationId, { ...modelFlags, ...(addOns ? { addOns } : {}) }, now);
    }
    return find(tx, organizationId, now);
  });
}

async function assertTeamFits(tx: Tx, organizationId: string, tier: string, now: Date, adding: number, exceptEmail?: string) {
  const plan = planOf(tier);
  const limit = teamMemberLimitOf(tier);
  if (!plan || limit === null) return;
  const teamSize = await repository.countTeam(tx, organizationId, now, exceptEmail);
  if (teamSize + adding > limit) throw new DomainError('team_member_limit', teamMemberLimitMessage(plan, teamSize, limit));
}

/**
 * Refuses a new team member (an invitation, an approved agent) beyond what the organization's plan includes, in the
 * transaction that adds them. An invitation to an address replaces the open one to it, which is not counted.
 */
export async function assertRoomForTeamMember(tx: Tx, options: { organizationId: string; now: Date; email?: string }): Promise<void> {
  const found = await repository.findBilling(tx, options.organizationId);
  if (!found) throw new DomainError('organization_not_found');
  await assertTeamFits(tx, options.organizationId, found.subscriptionTier, options.now, 1, options.email);
}

function modelDecidedFlags(flags: FeatureFlags): Partial<FeatureFlags> {
  const { apiAccess: _apiAccess, advancedReporting: _advancedReporting, ...decided } = flags;
  return decided;
}

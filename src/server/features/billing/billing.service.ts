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
  trialDaysLeft,
} from '../../../domain/plans.ts';
import type { Clock } from '../../app.ts';
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
}

function billingDtoOf(record: BillingRecord, now: Date): BillingDto {
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
  };
}

async function find(tx: Tx, organizationId: string, now: Date): Promise<BillingDto> {
  const record = await repository.findBilling(tx, organizationId);
  if (!record) throw new DomainError('organization_not_found');
  return billingDtoOf(record, now);
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

function modelDecidedFlags(flags: FeatureFlags): Partial<FeatureFlags> {
  const { apiAccess: _apiAccess, advancedReporting: _advancedReporting, ...decided } = flags;
  return decided;
}

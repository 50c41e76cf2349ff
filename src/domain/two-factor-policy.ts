import { z } from 'zod';
import type { Role } from './roles.ts';

/** Whom an organization requires to sign in with an authenticator app (decision 185). */
export const twoFactorRequirements = ['nobody', 'org_admins', 'staff', 'everyone'] as const;
export type TwoFactorRequirement = (typeof twoFactorRequirements)[number];

export const twoFactorRequirementLabels: Record<TwoFactorRequirement, string> = {
  nobody: 'Nobody: each person chooses',
  org_admins: 'Organization admins',
  staff: 'All staff (admins and agents)',
  everyone: 'Everyone, customers included',
};

/** Days a person covered by the requirement may still skip the setup after sign-in. */
export const MAX_GRACE_DAYS = 90;
export const DEFAULT_GRACE_DAYS = 7;

export const twoFactorPolicyInputSchema = z.strictObject({
  requiredFor: z.enum(twoFactorRequirements),
  graceDays: z
    .int()
    .min(0, 'The grace period cannot be negative.')
    .max(MAX_GRACE_DAYS, `The grace period is at most ${MAX_GRACE_DAYS} days.`),
});
export type TwoFactorPolicyInput = z.infer<typeof twoFactorPolicyInputSchema>;

export interface TwoFactorPolicy extends TwoFactorPolicyInput {
  /** When the requirement last changed to cover people; null while nobody is required. */
  requiredSince: Date | null;
}

const coveredRoles: Record<TwoFactorRequirement, readonly Role[]> = {
  nobody: [],
  org_admins: ['org_admin'],
  staff: ['org_admin', 'agent'],
  everyone: ['org_admin', 'agent', 'user'],
};

export function rolesCoveredBy(requiredFor: TwoFactorRequirement): readonly Role[] {
  return coveredRoles[requiredFor];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a person without an authenticator app must have one: the grace period runs from when the requirement began
 * or from when they joined, whichever is later. Super admins always need one, from their first sign-in. Null when
 * nothing requires it.
 */
export function secondFactorSetupDueAt(policy: TwoFactorPolicy | null, role: Role, memberSince: Date): Date | null {
  if (role === 'super_admin') return memberSince;
  if (!policy?.requiredSince || !coveredRoles[policy.requiredFor].includes(role)) return null;
  const start = Math.max(policy.requiredSince.getTime(), memberSince.getTime());
  return new Date(start + policy.graceDays * DAY_MS);
}

/**
 * The requirement's start after a change: a new or wider requirement starts now, so those it newly covers get the
 * whole grace period; a narrower one, or a new grace period, keeps the start it had.
 */
export function requiredSinceAfter(previous: TwoFactorPolicy, next: TwoFactorRequirement, now: Date): Date | null {
  if (next === 'nobody') return null;
  const isWider = twoFactorRequirements.indexOf(next) > twoFactorRequirements.indexOf(previous.requiredFor);
  return isWider || !previous.requiredSince ? now : previous.requiredSince;
}

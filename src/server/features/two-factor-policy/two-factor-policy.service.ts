import type { Role } from '../../../domain/roles.ts';
import {
  requiredSinceAfter,
  rolesCoveredBy,
  secondFactorSetupDueAt,
  type TwoFactorPolicy,
  type TwoFactorPolicyInput,
} from '../../../domain/two-factor-policy.ts';
import type { AuthHooks } from '../../auth/auth.service.ts';
import { AuthError } from '../../auth/auth-errors.ts';
import type { Clock } from '../../clock.ts';
import { type Database, inTenantScope, type Tx } from '../../db/client.ts';
import { type AuditActor, recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import * as repository from './two-factor-policy.repository.ts';

/** How many of those still without an authenticator app the settings name. */
const UNPROTECTED_SHOWN = 50;

export interface TwoFactorPolicyView extends TwoFactorPolicy {
  covered: number;
  protected: number;
  unprotected: Array<{ id: string; name: string; email: string; role: Role; dueAt: Date | null }>;
}

async function viewOf(tx: Tx, organizationId: string, policy: TwoFactorPolicy): Promise<TwoFactorPolicyView> {
  const roles = rolesCoveredBy(policy.requiredFor);
  const counts = await repository.countCoveredMembers(tx, organizationId, roles);
  const unprotected = await repository.listUnprotectedMembers(tx, organizationId, roles, UNPROTECTED_SHOWN);
  return {
    ...policy,
    ...counts,
    unprotected: unprotected.map(({ memberSince, ...member }) => ({
      ...member,
      dueAt: secondFactorSetupDueAt(policy, member.role, memberSince),
    })),
  };
}

async function policyOf(tx: Tx, organizationId: string): Promise<TwoFactorPolicy> {
  const policy = await repository.findTwoFactorPolicy(tx, organizationId);
  if (!policy) throw new Error(`organization ${organizationId} not found`);
  return policy;
}

export function readTwoFactorPolicy(deps: { db: Database; organizationId: string }): Promise<TwoFactorPolicyView> {
  const { organizationId } = deps;
  return deps.db.withTenantRead({ organizationId }, async (tx) => viewOf(tx, organizationId, await policyOf(tx, organizationId)));
}

/** Sets whom the organization requires to use an authenticator app; a wider requirement starts its grace period now. */
export function saveTwoFactorPolicy(deps: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actor: AuditActor;
  input: TwoFactorPolicyInput;
}): Promise<TwoFactorPolicyView> {
  const { organizationId, input } = deps;
  return deps.db.withTenant({ organizationId }, async (tx) => {
    const now = deps.clock.now();
    const before = await policyOf(tx, organizationId);
    const requiredSince = requiredSinceAfter(before, input.requiredFor, now);
    const after = await repository.updateTwoFactorPolicy(tx, organizationId, { ...input, requiredSince }, now);
    await recordSettingsChange(tx, {
      organizationId,
      actor: deps.actor,
      settings: 'two_factor',
      before: { requiredFor: before.requiredFor, graceDays: before.graceDays },
      after: { requiredFor: after.requiredFor, graceDays: after.graceDays },
    });
    return viewOf(tx, organizationId, after);
  });
}

/** The requirement as a rule of the auth service: whom it covers cannot turn their authenticator app off. */
export function createTwoFactorPolicyHooks(): AuthHooks {
  return {
    async beforeRemovingLastAuthenticator({ tx, userId }) {
      const member = await inTenantScope(tx, { organizationId: null, userId }, () => repository.findMemberRequirement(tx, userId));
      if (member && secondFactorSetupDueAt(member.policy, member.role, new Date(0))) throw new AuthError('mfa_factor_required');
    },
  };
}

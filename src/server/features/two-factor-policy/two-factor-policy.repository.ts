import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/roles.ts';
import type { TwoFactorPolicy } from '../../../domain/two-factor-policy.ts';
import type { Tx } from '../../db/client.ts';
import { authMfaFactors, organizations, profiles } from '../../db/schema.ts';

const policyColumns = {
  requiredFor: organizations.twoFactorRequiredFor,
  graceDays: organizations.twoFactorGraceDays,
  requiredSince: organizations.twoFactorRequiredSince,
};

export async function findTwoFactorPolicy(tx: Tx, organizationId: string): Promise<TwoFactorPolicy | null> {
  const [row] = await tx.select(policyColumns).from(organizations).where(eq(organizations.id, organizationId));
  return row ?? null;
}

export async function updateTwoFactorPolicy(tx: Tx, organizationId: string, policy: TwoFactorPolicy, now: Date): Promise<TwoFactorPolicy> {
  const [row] = await tx
    .update(organizations)
    .set({
      twoFactorRequiredFor: policy.requiredFor,
      twoFactorGraceDays: policy.graceDays,
      twoFactorRequiredSince: policy.requiredSince,
      updatedAt: now,
    })
    .where(eq(organizations.id, organizationId))
    .returning(policyColumns);
  if (!row) throw new Error('two-factor policy not saved');
  return row;
}

export interface UnprotectedMember {
  id: string;
  name: string;
  email: string;
  role: Role;
  memberSince: Date;
}

const coveredBy = (organizationId: string, roles: readonly Role[]) =>
  and(eq(profiles.organizationId, organizationId), inArray(profiles.role, [...roles]), eq(profiles.approvalStatus, 'approved'));

const hasAuthenticator = sql<boolean>`exists (select 1 from ${authMfaFactors} where ${authMfaFactors.userId} = ${profiles.id}
  and ${authMfaFactors.factorType} = 'totp' and ${authMfaFactors.status} = 'verified')`;

/** How many approved members have these roles, and how many of them have a verified authenticator app. */
export async function countCoveredMembers(
  tx: Tx,
  organizationId: string,
  roles: readonly Role[],
): Promise<{ covered: number; protected: number }> {
  if (roles.length === 0) return { covered: 0, protected: 0 };
  const [row] = await tx
    .select({ covered: count(), protected: count(sql`case when ${hasAuthenticator} then 1 end`) })
    .from(profiles)
    .where(coveredBy(organizationId, roles));
  return { covered: row?.covered ?? 0, protected: row?.protected ?? 0 };
}

/** The first members with these roles, by name, who have no authenticator app yet. */
export function listUnprotectedMembers(
  tx: Tx,
  organizationId: string,
  roles: readonly Role[],
  limit: number,
): Promise<UnprotectedMember[]> {
  if (roles.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: profiles.id, name: profiles.name, email: profiles.email, role: profiles.role, memberSince: profiles.createdAt })
    .from(profiles)
    .where(and(coveredBy(organizationId, roles), sql`not ${hasAuthenticator}`))
    .orderBy(asc(profiles.name), asc(profiles.id))
    .limit(limit);
}

/** A person's role and their organization's requirement; null for an account without a profile. */
export async function findMemberRequirement(tx: Tx, userId: string): Promise<{ role: Role; policy: TwoFactorPolicy } | null> {
  const [row] = await tx
    .select({ role: profiles.role, policy: policyColumns })
    .from(profiles)
    .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(eq(profiles.id, userId));
  return row ?? null;
}

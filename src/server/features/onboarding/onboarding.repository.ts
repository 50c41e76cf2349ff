import { and, eq, sql } from 'drizzle-orm';
import type { AddOnId, BusinessModel, FeatureFlags } from '../../../domain/plans.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Tx } from '../../db/client.ts';
import {
  agents,
  domains,
  notificationPreferences,
  organizationFeatures,
  organizationSettings,
  organizations,
  profiles,
  users,
} from '../../db/schema.ts';

export interface OrganizationRow {
  id: string;
  name: string;
  subdomain: string;
}

const organizationColumns = { id: organizations.id, name: organizations.name, subdomain: organizations.subdomain };

export async function isSubdomainTaken(tx: Tx, subdomain: string): Promise<boolean> {
  const rows = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.subdomain, subdomain)).limit(1);
  return rows.length > 0;
}

/** Whether an organization has verified the domain; claims still waiting for verification are not visible outside their organization. */
export async function isVerifiedDomainTaken(tx: Tx, domain: string): Promise<boolean> {
  const rows = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.domain, domain)).limit(1);
  return rows.length > 0;
}

/**
 * Makes one user's onboarding calls take turns until the transaction ends, so each sees what the one before
 * it committed; without it a second call could see the first one's organization half-way through its checks.
 */
export async function waitForOtherOnboardingOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`onboarding:${userId}`}, 0))`);
}

export async function findOrganizationCreatedBy(tx: Tx, userId: string): Promise<OrganizationRow | null> {
  const [row] = await tx.select(organizationColumns).from(organizations).where(eq(organizations.createdBy, userId));
  return row ?? null;
}

export async function findPlatformOrganization(tx: Tx): Promise<OrganizationRow | null> {
  const [row] = await tx.select(organizationColumns).from(organizations).where(eq(organizations.isPlatform, true));
  return row ?? null;
}

export async function findUserById(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt, userMetadata: users.userMetadata })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt, userMetadata: users.userMetadata })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

/** The user's own profile: visible only in a transaction scoped to that user (or to its organization). */
export async function findProfile(tx: Tx, userId: string): Promise<{ organizationId: string; role: Role } | null> {
  const [row] = await tx
    .select({ organizationId: profiles.organizationId, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/** Null when the user has created an organization already (one per creating user). */
export async function insertOrganization(
  tx: Tx,
  values: {
    name: string;
    businessModel: BusinessModel;
    subdomain: string;
    isPlatform?: boolean;
    trialEndDate: Date | null;
    subscriptionStatus: 'trial' | 'active';
    createdBy: string | null;
    now: Date;
  },
): Promise<OrganizationRow | null> {
  const { now, ...columns } = values;
  const [row] = await tx
    .insert(organizations)
    .values({ ...columns, subscriptionTier: 'free', isApproved: true, isActive: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: organizations.createdBy })
    .returning(organizationColumns);
  return row ?? null;
}

/** In the organization's tenant scope: its first domain (the one it signed up with). */
export async function findSignUpDomain(tx: Tx, organizationId: string): Promise<string | null> {
  const [row] = await tx
    .select({ domain: domains.domain })
    .from(domains)
    .where(eq(domains.organizationId, organizationId))
    .orderBy(domains.createdAt)
    .limit(1);
  return row?.domain ?? null;
}

/** In the organization's tenant scope: its domain, feature flags and add-ons, and default settings. */
export async function insertOrganizationSetup(
  tx: Tx,
  values: {
    organizationId: string;
    domain: { type: 'subdomain' | 'custom'; domain: string; path: string | null; isVerified: boolean };
    flags: FeatureFlags;
    addOns: AddOnId[];
    now: Date;
  },
): Promise<void> {
  const { organizationId, domain, flags, addOns, now } = values;
  const timestamps = { createdAt: now, updatedAt: now };
  await tx.insert(domains).values({
    organizationId,
    domainType: domain.type,
    domain: domain.domain,
    path: domain.path,
    isVerified: domain.isVerified,
    ...timestamps,
  });
  await tx.insert(organizationFeatures).values({ organizationId, ...flags, addOns, ...timestamps });
  await tx.insert(organizationSettings).values({ organizationId, ...timestamps });
}

/**
 * In the organization's tenant scope: a member who runs it (its first org admin, or a super admin of the
 * platform): the profile, notification preferences with the specification's defaults, and the role on the account.
 */
export async function insertMember(
  tx: Tx,
  values: {
    organizationId: string;
    user: { id: string; email: string };
    name: { full: string; first: string | null; last: string | null };
    phone: string | null;
    role: Extract<Role, 'org_admin' | 'super_admin'>;
    now: Date;
  },
): Promise<void> {
  const { organizationId, user, name, phone, role, now } = values;
  const timestamps = { createdAt: now, updatedAt: now };
  await tx.insert(profiles).values({
    id: user.id,
    organizationId,
    email: user.email,
    name: name.full,
    firstName: name.first,
    lastName: name.last,
    phone,
    role,
    hasOnboarded: true,
    ...timestamps,
  });
  await tx.insert(notificationPreferences).values({ userId: user.id, organizationId, roleType: role, ...timestamps });
  await setAccountRole(tx, { userId: user.id, organizationId, role, now });
}

/** In the organization's tenant scope: the staff record of its admin. */
export async function insertAdminAgent(
  tx: Tx,
  values: { organizationId: string; user: { id: string; email: string }; name: string; now: Date },
): Promise<void> {
  const { organizationId, user, name, now } = values;
  await tx.insert(agents).values({
    organizationId,
    userId: user.id,
    name,
    email: user.email,
    role: 'admin',
    createdBy: user.id,
    createdAt: now,
    updatedAt: now,
  });
}

/** The role on the account itself, in its app metadata (which only the server writes), as the session's tokens carry it. */
export async function setAccountRole(tx: Tx, values: { userId: string; organizationId: string; role: Role; now: Date }): Promise<void> {
  const membership = JSON.stringify({ role: values.role, organization_id: values.organizationId });
  await tx
    .update(users)
    .set({ appMetadata: sql`${users.appMetadata} || ${membership}::jsonb`, updatedAt: values.now })
    .where(eq(users.id, values.userId));
}

/** In the platform organization's tenant scope: makes an existing member a super admin. */
export async function promoteProfile(tx: Tx, values: { organizationId: string; userId: string; now: Date }): Promise<void> {
  await tx
    .update(profiles)
    .set({ role: 'super_admin', hasOnboarded: true, updatedAt: values.now })
    .where(and(eq(profiles.organizationId, values.organizationId), eq(profiles.id, values.userId)));
}

export async function findOrganizationById(tx: Tx, organizationId: string): Promise<OrganizationRow | null> {
  const [row] = await tx.select(organizationColumns).from(organizations).where(eq(organizations.id, organizationId));
  return row ?? null;
}

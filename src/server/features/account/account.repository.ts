import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organizations, profiles, users } from '../../db/schema.ts';

export interface UserRecord {
  id: string;
  email: string;
  userMetadata: Record<string, unknown>;
}

export interface ProfileRecord {
  role: string;
  organizationId: string;
  name: string;
  hasOnboarded: boolean;
  approvalStatus: 'approved' | 'pending' | 'rejected';
}

export interface OrganizationRecord {
  id: string;
  name: string;
  subdomain: string;
  domain: string | null;
  isPlatform: boolean;
  subscriptionTier: string;
}

export async function findUser(tx: Tx, userId: string): Promise<UserRecord | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, userMetadata: users.userMetadata })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The account of a confirmed e-mail address, if there is one. */
export async function findConfirmedUserByEmail(tx: Tx, email: string): Promise<UserRecord | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, userMetadata: users.userMetadata })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.emailConfirmedAt)));
  return row ?? null;
}

/** The user's own profile with its organization; row-level security shows it only in a transaction scoped to that user. */
export async function findOwnProfile(
  tx: Tx,
  userId: string,
): Promise<{ profile: ProfileRecord; organization: OrganizationRecord | null } | null> {
  const [row] = await tx
    .select({
      profile: {
        role: profiles.role,
        organizationId: profiles.organizationId,
        name: profiles.name,
        hasOnboarded: profiles.hasOnboarded,
        approvalStatus: profiles.approvalStatus,
      },
      organization: {
        id: organizations.id,
        name: organizations.name,
        subdomain: organizations.subdomain,
        domain: organizations.domain,
        isPlatform: organizations.isPlatform,
        subscriptionTier: organizations.subscriptionTier,
      },
    })
    .from(profiles)
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(eq(profiles.id, userId));
  return row ?? null;
}

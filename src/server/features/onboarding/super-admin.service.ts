import { emailDomainOf } from '../../../domain/account-validation.ts';
import { featureFlagsFor } from '../../../domain/plans.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { type Database, inTenantScope, type Tx } from '../../db/client.ts';
import type { OrganizationRow } from './onboarding.repository.ts';
import * as repository from './onboarding.repository.ts';
import { fullNameOf } from './onboarding.service.ts';

/** The platform organization's subdomain (reserved for it; see RESERVED_SUBDOMAINS). */
const PLATFORM_SUBDOMAIN = 'support';

/** Why an account cannot be made a super admin; the command prints the message. */
export class SuperAdminRefusal extends Error {
  override name = 'SuperAdminRefusal';
}

export interface SuperAdminPromotion {
  email: string;
  isAlreadySuperAdmin: boolean;
  platform: OrganizationRow & { isNew: boolean };
}

async function ensurePlatformOrganization(tx: Tx, config: Config, now: Date): Promise<OrganizationRow & { isNew: boolean }> {
  const existing = await repository.findPlatformOrganization(tx);
  if (existing) return { ...existing, isNew: false };
  const created = await repository.insertOrganization(tx, {
    name: `${config.PLATFORM_NAME} Support`,
    businessModel: 'customer-service',
    subdomain: PLATFORM_SUBDOMAIN,
    isPlatform: true,
    trialEndDate: null,
    subscriptionStatus: 'active',
    createdBy: null,
    now,
  });
  if (!created) throw new Error('the platform organization was not created');
  await inTenantScope(tx, { organizationId: created.id }, () =>
    repository.insertOrganizationSetup(tx, {
      organizationId: created.id,
      domain: { type: 'subdomain', domain: `${PLATFORM_SUBDOMAIN}.${config.APP_DOMAIN}`, path: null, isVerified: true },
      flags: featureFlagsFor('customer-service'),
      addOns: [],
      now,
    }),
  );
  return { ...created, isNew: true };
}

/**
 * Makes a verified account on PLATFORM_EMAIL_DOMAIN a super admin: a member of the platform organization
 * (created when missing) with the super_admin role. Running it again for the same account changes nothing.
 */
export async function promoteSuperAdmin(options: {
  db: Database;
  config: Config;
  clock: Clock;
  email: string;
}): Promise<SuperAdminPromotion> {
  const { db, config, clock } = options;
  const email = options.email.trim().toLowerCase();
  const platformDomain = config.PLATFORM_EMAIL_DOMAIN.toLowerCase();
  if (emailDomainOf(email) !== platformDomain) {
    throw new SuperAdminRefusal(`Only ${platformDomain} accounts can be super admins, and ${email} is not one.`);
  }
  return db.withPlatform(async (tx) => {
    const user = await repository.findUserByEmail(tx, email);
    if (!user) throw new SuperAdminRefusal(`No account uses ${email}. Sign up with it and confirm the e-mail address first.`);
    if (!user.emailConfirmedAt) {
      throw new SuperAdminRefusal(
        `${email} has not confirmed its e-mail address yet. Confirm it from the e-mail we sent, then run this again.`,
      );
    }
    const now = clock.now();
    const profile = await inTenantScope(tx, { organizationId: null, userId: user.id }, () => repository.findProfile(tx, user.id));
    const platform = await ensurePlatformOrganization(tx, config, now);
    if (profile && profile.organizationId !== platform.id) {
      throw new SuperAdminRefusal(`${email} is a member of another organization; a super admin belongs to the platform organization only.`);
    }
    const isAlreadySuperAdmin = profile?.role === 'super_admin';
    await inTenantScope(tx, { organizationId: platform.id, userId: user.id }, async () => {
      if (!profile) {
        await repository.insertMember(tx, {
          organizationId: platform.id,
          user,
          name: { full: fullNameOf(user), first: null, last: null },
          phone: null,
          role: 'super_admin',
          now,
        });
      } else if (!isAlreadySuperAdmin) {
        await repository.promoteProfile(tx, { organizationId: platform.id, userId: user.id, now });
        await repository.setAccountRole(tx, { userId: user.id, organizationId: platform.id, role: 'super_admin', now });
      }
    });
    return { email, isAlreadySuperAdmin, platform };
  });
}

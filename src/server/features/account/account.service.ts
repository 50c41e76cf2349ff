import { DomainError } from '../../../domain/errors.ts';
import { isWhiteLabel } from '../../../domain/plans.ts';
import {
  type AccountFacts,
  hasOnboardingDataIn,
  type OnboardingStatus,
  onboardingStatusOf,
  type SignInRefusal,
  signInRefusalMessage,
  signInRefusalOf,
} from '../../../domain/sign-in-access.ts';
import { organizationUrl, SUBDOMAIN_PARAMETER } from '../../../domain/tenancy.ts';
import { type AuthHooks, type HomeSite, normalizeEmail } from '../../auth/auth.service.ts';
import type { Config } from '../../config.ts';
import { type Database, inTenantScope, type Tx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { isCustomerLoginOpen } from '../customers/customers.service.ts';
import type { OrganizationRecord, ProfileRecord } from './account.repository.ts';
import * as repository from './account.repository.ts';
import { workspaceLinkMail } from './workspace-mails.ts';

export interface Account {
  user: { id: string; email: string; name: string };
  profile: ProfileRecord | null;
  organization: OrganizationRecord | null;
  onboarding: OnboardingStatus;
  /** Why this account may not be used on the request's host (the sign-in rules), or null. */
  refusal: { code: SignInRefusal; message: string } | null;
  /** Where the session stands with the person's authenticator app (decisions 180, 185). */
  secondFactor: SecondFactorStatus;
  /** For a person without an authenticator app whom their organization requires to have one: from when (decision 185). */
  secondFactorDueAt: Date | null;
}

/**
 * none: no authenticator; needed: the session must verify its code before anything else; setup_required: the
 * organization requires one and the grace period is over; verified: it has.
 */
export type SecondFactorStatus = 'none' | 'needed' | 'setup_required' | 'verified';

/** How a session stands with its second factor, as the access check treats it. */
export interface SessionSecondFactor {
  hasSecondFactor: boolean;
  refusal: 'mfa_verification_required' | 'mfa_enrollment_required' | null;
  setupDueAt: Date | null;
}

function secondFactorStatusOf(session: SessionSecondFactor): SecondFactorStatus {
  if (session.refusal === 'mfa_verification_required') return 'needed';
  if (session.refusal === 'mfa_enrollment_required') return 'setup_required';
  return session.hasSecondFactor ? 'verified' : 'none';
}

function nameIn(userMetadata: Record<string, unknown>): string {
  for (const key of ['name', 'full_name']) {
    const value = userMetadata[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** For a customer account, whether staff still keep its customer record (neither archived nor deleted). */
async function customerRecordStateOf(tx: Tx, userId: string, profile: ProfileRecord | null): Promise<boolean | undefined> {
  if (profile?.role !== 'user') return undefined;
  const organizationId = profile.organizationId;
  return inTenantScope(tx, { organizationId, userId }, () => isCustomerLoginOpen({ tx, organizationId, userId }));
}

/** The signed-in user, their profile and organization, how far their setup is, and whether they may work on this host. */
export async function getAccount(options: {
  db: Database;
  platformEmailDomain: string;
  userId: string;
  hostOrganizationId: string | null;
  session: SessionSecondFactor;
}): Promise<Account> {
  const { db, platformEmailDomain, userId, hostOrganizationId, session } = options;
  return db.withTenant({ organizationId: null, userId }, async (tx) => {
    const user = await repository.findUser(tx, userId);
    if (!user) throw new DomainError('unauthenticated');
    const found = await repository.findOwnProfile(tx, userId);
    const facts: AccountFacts = {
      email: user.email,
      platformEmailDomain,
      profile: found?.profile ?? null,
      hasOnboardingData: hasOnboardingDataIn(user.userMetadata),
      isCustomerRecordActive: await customerRecordStateOf(tx, userId, found?.profile ?? null),
    };
    const refusal = signInRefusalOf({ ...facts, hostOrganizationId });
    return {
      user: { id: user.id, email: user.email, name: nameIn(user.userMetadata) },
      profile: found?.profile ?? null,
      organization: found?.organization ?? null,
      onboarding: onboardingStatusOf(facts),
      refusal: refusal ? { code: refusal, message: signInRefusalMessage(refusal, platformEmailDomain) } : null,
      secondFactor: secondFactorStatusOf(session),
      secondFactorDueAt: session.hasSecondFactor ? null : session.setupDueAt,
    };
  });
}

/** The sign-in rules, applied by the auth service to a password sign-in before it issues a session. */
export function createSignInRulesHooks({ config }: { config: Config }): AuthHooks {
  const platformEmailDomain = config.PLATFORM_EMAIL_DOMAIN;
  return {
    async beforeSignIn({ tx, user, organization }) {
      const found = await inTenantScope(tx, { organizationId: null, userId: user.id }, () => repository.findOwnProfile(tx, user.id));
      const refusal = signInRefusalOf({
        email: user.email,
        platformEmailDomain,
        profile: found?.profile ?? null,
        hasOnboardingData: hasOnboardingDataIn(user.userMetadata),
        isCustomerRecordActive: await customerRecordStateOf(tx, user.id, found?.profile ?? null),
        hostOrganizationId: organization?.id ?? null,
      });
      if (refusal) throw new DomainError(refusal, signInRefusalMessage(refusal, platformEmailDomain));
    },
  };
}

/**
 * An organization's site: its own host (on a bare IP address, the main one with its subdomain), its custom domain,
 * or any of this deployment's hosts carrying its subdomain as a parameter, as in development.
 */
export function homeSiteOf(config: Config, organization: Pick<OrganizationRecord, 'subdomain' | 'domain'>): HomeSite {
  const urlOf = (path: string) =>
    organizationUrl({ publicUrl: config.publicUrl, appDomain: config.APP_DOMAIN, subdomain: organization.subdomain, path });
  const home = new URL(urlOf('/'));
  // On a bare IP address the home page is the main host's, which is the organization's only with its subdomain.
  const ownHost = home.searchParams.has(SUBDOMAIN_PARAMETER) ? null : home.host;
  return {
    urlOf,
    isOn: (url) =>
      url.hostname === organization.domain || url.host === ownHost || url.searchParams.get(SUBDOMAIN_PARAMETER) === organization.subdomain,
  };
}

/** Where the links mailed to an account lead: its organization's site, for staff and customers alike. */
export function createHomeSiteHooks({ config }: { config: Config }): AuthHooks {
  return {
    async homeSiteOf({ tx, userId }) {
      const found = await inTenantScope(tx, { organizationId: null, userId }, () => repository.findOwnProfile(tx, userId));
      const organization = found?.organization;
      return organization && !organization.isPlatform ? homeSiteOf(config, organization) : null;
    },
    async mailNameOf({ tx, userId }) {
      const found = await inTenantScope(tx, { organizationId: null, userId }, () => repository.findOwnProfile(tx, userId));
      const organization = found?.organization;
      return organization && !organization.isPlatform && isWhiteLabel(organization.subscriptionTier) ? organization.name : null;
    },
  };
}

/** A workspace as the mails name it: its name, its address and its sign-in page. */
export function workspaceOf(config: Config, organization: Pick<OrganizationRecord, 'name' | 'subdomain' | 'domain'>) {
  const site = homeSiteOf(config, organization);
  return { name: organization.name, address: site.urlOf('/').replace(/\/$/, ''), signInUrl: site.urlOf('/login') };
}

/**
 * "Find your workspace": mails a confirmed address the site where it signs in, its organization's or, for the
 * platform's staff and sign-ups still setting up, the main one. The caller's answer is the same whether or not
 * the address has an account.
 */
export async function sendWorkspaceLink(options: { db: Database; config: Config; email: string }): Promise<void> {
  const { db, config } = options;
  await db.withPlatform(async (tx) => {
    const user = await repository.findConfirmedUserByEmail(tx, normalizeEmail(options.email));
    if (!user) return;
    const found = await inTenantScope(tx, { organizationId: null, userId: user.id }, () => repository.findOwnProfile(tx, user.id));
    const organization = found?.organization;
    const workspace =
      organization && !organization.isPlatform
        ? workspaceOf(config, organization)
        : { name: config.PLATFORM_NAME, address: config.publicUrl, signInUrl: `${config.publicUrl}/login` };
    await enqueueMail(tx, workspaceLinkMail({ platformName: config.PLATFORM_NAME, to: user.email, workspace }));
  });
}

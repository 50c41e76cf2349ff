import { randomBytes } from 'node:crypto';
import { accountMessages } from '../../../domain/account-validation.ts';
import { DomainError, errorCatalogue } from '../../../domain/errors.ts';
import {
  isOrganizationSignUp,
  type OnboardingData,
  onboardingDataSchema,
  onboardingMessages,
  subdomainForCustomDomain,
  subdomainProblemOf,
} from '../../../domain/organization-signup.ts';
import { featureFlagsFor, trialEndDate } from '../../../domain/plans.ts';
import { organizationUrl } from '../../../domain/tenancy.ts';
import type { AuthHooks, AuthService } from '../../auth/auth.service.ts';
import { AuthError } from '../../auth/auth-errors.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { type Database, inTenantScope, type Tx } from '../../db/client.ts';
import { constraintOf, sqlStateOf, sqlStates } from '../../db/database-error.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { workspaceOf } from '../account/account.service.ts';
import { welcomeMail } from '../account/workspace-mails.ts';
import type { OrganizationRow } from './onboarding.repository.ts';
import * as repository from './onboarding.repository.ts';

export interface SubdomainAvailability {
  subdomain: string;
  isAvailable: boolean;
  /** Why it is not available; null when it is. */
  reason: string | null;
}

export interface OnboardedOrganization {
  organization: { id: string; name: string; subdomain: string; domain: string | null };
  dashboardUrl: string;
}

/** Whether an organization could sign up with this subdomain now, after the domain's normalization. */
export async function checkSubdomainAvailability(options: { db: Database; subdomain: string }): Promise<SubdomainAvailability> {
  const { subdomain, problem } = subdomainProblemOf(options.subdomain);
  if (problem) return { subdomain, isAvailable: false, reason: problem };
  const isTaken = await options.db.withPlatform((tx) => repository.isSubdomainTaken(tx, subdomain));
  return { subdomain, isAvailable: !isTaken, reason: isTaken ? accountMessages.subdomainTaken : null };
}

function onboardingDataOf(userMetadata: Record<string, unknown>): OnboardingData {
  const data = userMetadata.onboarding_data;
  if (data === undefined || data === null) throw new DomainError('onboarding_data_missing');
  const parsed = onboardingDataSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new DomainError('validation_failed', issue?.message, { field: issue?.path.join('.') || 'onboarding_data' });
}

/** Refuses an address another organization has, or one on the platform's own domain offered as a custom domain. */
async function assertAddressIsFree(tx: Tx, appDomain: string, data: OnboardingData): Promise<void> {
  if (data.domainType === 'subdomain') {
    if (await repository.isSubdomainTaken(tx, data.subdomain)) throw new DomainError('subdomain_taken', undefined, { field: 'subdomain' });
    return;
  }
  const platformDomain = appDomain.toLowerCase();
  if (data.domain === platformDomain || data.domain.endsWith(`.${platformDomain}`)) {
    throw new DomainError('validation_failed', onboardingMessages.domainOfPlatform, { field: 'domain' });
  }
  if (await repository.isVerifiedDomainTaken(tx, data.domain)) throw new DomainError('domain_taken', undefined, { field: 'domain' });
}

/**
 * The organization-admin sign-up rules, applied by the auth service before it creates the account:
 * only on the main domain, with valid onboarding data, and an address no organization has.
 */
export function createOrganizationSignUpHooks({ config }: { config: Config }): AuthHooks {
  return {
    async beforeSignUp({ tx, data, organization }) {
      if (!isOrganizationSignUp(data)) return;
      if (organization) throw new DomainError('organization_signup_not_here');
      await assertAddressIsFree(tx, config.APP_DOMAIN, onboardingDataOf(data));
    },
  };
}

function creationFailed(code: 'subdomain_taken' | 'domain_taken'): DomainError {
  return new DomainError(code, onboardingMessages.organizationCreationFailed(errorCatalogue[code].message), {
    field: code === 'subdomain_taken' ? 'subdomain' : 'domain',
  });
}

/** The subdomain of an organization that brings its own domain, free at the time of asking. */
async function subdomainForDomain(tx: Tx, domain: string): Promise<string> {
  const base = subdomainForCustomDomain(domain);
  return (await repository.isSubdomainTaken(tx, base)) ? `${base}-${randomBytes(3).toString('hex')}` : base;
}

function textIn(metadata: Record<string, unknown>, key: string): string | null {
  const value = metadata[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The name an account gave at sign-up, else the start of its e-mail address. */
export function fullNameOf(user: { email: string; userMetadata: Record<string, unknown> }): string {
  return textIn(user.userMetadata, 'name') ?? textIn(user.userMetadata, 'full_name') ?? user.email.split('@')[0] ?? user.email;
}

/**
 * The first login of an organization admin: creates the organization from the onboarding data in the
 * user's own metadata, with its domain, features, settings and the admin's membership, in one transaction.
 * A user creates at most one: a second call (another tab, a refresh, a later login) answers the same one.
 */
export async function completeOnboarding(options: {
  db: Database;
  config: Config;
  clock: Clock;
  userId: string;
}): Promise<OnboardedOrganization> {
  const { db, config, clock, userId } = options;
  const answer = (organization: OrganizationRow, domain: string | null): OnboardedOrganization => ({
    organization: { ...organization, domain },
    dashboardUrl: organizationUrl({
      publicUrl: config.publicUrl,
      appDomain: config.APP_DOMAIN,
      subdomain: organization.subdomain,
      path: '/dashboard',
    }),
  });
  const answerExisting = async (tx: Tx, organization: OrganizationRow) =>
    answer(
      organization,
      await inTenantScope(tx, { organizationId: organization.id, userId }, () => repository.findSignUpDomain(tx, organization.id)),
    );

  try {
    return await db.withTenant({ organizationId: null, userId }, async (tx) => {
      await repository.waitForOtherOnboardingOf(tx, userId);
      const existing = await repository.findOrganizationCreatedBy(tx, userId);
      if (existing) return answerExisting(tx, existing);
      const user = await repository.findUserById(tx, userId);
      if (!user) throw new DomainError('unauthenticated', accountMessages.onboardingUnauthenticated);
      if (await repository.findProfile(tx, userId)) throw new DomainError('already_in_organization');
      const data = onboardingDataOf(user.userMetadata);
      await assertAddressIsFree(tx, config.APP_DOMAIN, data).catch((error: unknown) => {
        if (error instanceof DomainError && (error.code === 'subdomain_taken' || error.code === 'domain_taken'))
          throw creationFailed(error.code);
        throw error;
      });

      const now = clock.now();
      const subdomain = data.domainType === 'subdomain' ? data.subdomain : await subdomainForDomain(tx, data.domain);
      const created = await repository.insertOrganization(tx, {
        name: data.name,
        businessModel: data.businessType,
        subdomain,
        trialEndDate: trialEndDate(now),
        subscriptionStatus: 'trial',
        createdBy: userId,
        now,
      });
      if (!created) {
        // Created meanwhile outside these turns (the unique creator index is the last word): answer that one.
        const winner = await repository.findOrganizationCreatedBy(tx, userId);
        if (!winner) throw new Error(`organization of ${userId} neither created nor found`);
        return answerExisting(tx, winner);
      }

      const domain =
        data.domainType === 'subdomain'
          ? { type: 'subdomain' as const, domain: `${subdomain}.${config.APP_DOMAIN}`, path: null, isVerified: true }
          : { type: 'custom' as const, domain: data.domain, path: data.path, isVerified: false };
      const fullName = fullNameOf(user);
      await inTenantScope(tx, { organizationId: created.id, userId }, async () => {
        await repository.insertOrganizationSetup(tx, {
          organizationId: created.id,
          domain,
          flags: featureFlagsFor(data.businessType),
          addOns: data.addOns,
          now,
        });
        await repository.insertMember(tx, {
          organizationId: created.id,
          user,
          name: { full: fullName, first: textIn(user.userMetadata, 'first_name'), last: textIn(user.userMetadata, 'last_name') },
          phone: textIn(user.userMetadata, 'phone'),
          role: 'org_admin',
          now,
        });
        await repository.insertAdminAgent(tx, { organizationId: created.id, user, name: fullName, now });
      });
      await enqueueMail(
        tx,
        welcomeMail({
          platformName: config.PLATFORM_NAME,
          to: user.email,
          workspace: workspaceOf(config, { name: created.name, subdomain, domain: null }),
          customDomain: domain.type === 'custom' ? domain.domain : null,
        }),
      );
      return answer(created, domain.domain);
    });
  } catch (error) {
    // Another organization took the address between the check and the insert.
    if (sqlStateOf(error) !== sqlStates.uniqueViolation) throw error;
    const constraint = constraintOf(error);
    if (constraint === 'organizations_subdomain_key') throw creationFailed('subdomain_taken');
    if (constraint === 'domains_domain_key') throw creationFailed('domain_taken');
    throw error;
  }
}

/**
 * The address that signs the user in on their organization's own host and opens its dashboard: the
 * organization's welcome page with a single-use sign-in token in the fragment, which never reaches a server.
 */
export async function createOrganizationHandoff(options: {
  db: Database;
  config: Config;
  auth: AuthService;
  userId: string;
  accessToken: string | null;
}): Promise<{ url: string }> {
  const { db, config, auth, userId } = options;
  const organization = await db.withTenant({ organizationId: null, userId }, async (tx) => {
    const profile = await repository.findProfile(tx, userId);
    return profile ? repository.findOrganizationById(tx, profile.organizationId) : null;
  });
  if (!organization) throw new DomainError('organization_not_found');
  const { token } = await auth.createSignInHandoff({ accessToken: options.accessToken }).catch((error: unknown) => {
    throw error instanceof AuthError ? new DomainError('unauthenticated') : error;
  });
  const welcome = organizationUrl({
    publicUrl: config.publicUrl,
    appDomain: config.APP_DOMAIN,
    subdomain: organization.subdomain,
    path: '/welcome?confirmed=true',
  });
  return { url: `${welcome}#handoff=${token}` };
}

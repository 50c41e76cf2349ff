import { DomainError } from '../../../domain/errors.ts';
import {
  type AccountFacts,
  hasOnboardingDataIn,
  type OnboardingStatus,
  onboardingStatusOf,
  type SignInRefusal,
  signInRefusalMessage,
  signInRefusalOf,
} from '../../../domain/sign-in-access.ts';
import type { AuthHooks } from '../../auth/auth.service.ts';
import type { Config } from '../../config.ts';
import { type Database, inTenantScope, type Tx } from '../../db/client.ts';
import { isCustomerLoginOpen } from '../customers/customers.service.ts';
import type { OrganizationRecord, ProfileRecord } from './account.repository.ts';
import * as repository from './account.repository.ts';

export interface Account {
  user: { id: string; email: string; name: string };
  profile: ProfileRecord | null;
  organization: OrganizationRecord | null;
  onboarding: OnboardingStatus;
  /** Why this account may not be used on the request's host (the sign-in rules), or null. */
  refusal: { code: SignInRefusal; message: string } | null;
  /** Where the session stands with the person's authenticator app (decision 180). */
  secondFactor: SecondFactorStatus;
}

/** none: no authenticator; needed: the session must verify its code before anything else; verified: it has. */
export type SecondFactorStatus = 'none' | 'needed' | 'verified';

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
  session: { aal: 'aal1' | 'aal2'; hasSecondFactor: boolean };
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
      secondFactor: !session.hasSecondFactor ? 'none' : session.aal === 'aal2' ? 'verified' : 'needed',
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

import { accountMessages, emailDomainOf } from './account-validation.ts';
import { errorCatalogue } from './errors.ts';

export type ApprovalStatus = 'approved' | 'pending' | 'rejected';

/** Where an account stands after sign-in: set up, waiting for its organization to be created, or stuck without a profile. */
export type OnboardingStatus = 'complete' | 'needed' | 'incomplete';

export type SignInRefusal =
  | 'main_domain_only'
  | 'other_organization'
  | 'approval_pending'
  | 'approval_rejected'
  | 'customer_account_closed';

export interface AccountFacts {
  email: string;
  /** PLATFORM_EMAIL_DOMAIN: the platform's own staff. */
  platformEmailDomain: string;
  profile: { organizationId: string; role: string; hasOnboarded: boolean; approvalStatus: ApprovalStatus } | null;
  /** The organization-admin sign-up left its organization's details in the user's metadata. */
  hasOnboardingData: boolean;
  /** For a customer account (role user): false once staff archived or deleted its customer record. */
  isCustomerRecordActive?: boolean;
}

export function isPlatformEmail(email: string, platformEmailDomain: string): boolean {
  return emailDomainOf(email) === platformEmailDomain.toLowerCase();
}

export function hasOnboardingDataIn(userMetadata: Record<string, unknown>): boolean {
  const data = userMetadata.onboarding_data;
  return typeof data === 'object' && data !== null;
}

export function onboardingStatusOf({ email, platformEmailDomain, profile, hasOnboardingData }: AccountFacts): OnboardingStatus {
  if (profile) {
    const isPlatformAdmin = profile.role === 'super_admin' && isPlatformEmail(email, platformEmailDomain);
    return profile.hasOnboarded || isPlatformAdmin ? 'complete' : 'incomplete';
  }
  return hasOnboardingData ? 'needed' : 'incomplete';
}

/**
 * Why an account may not sign in on a host, or null when it may. The main domain is the platform's own:
 * only its staff sign in there, and an organization admin who still has to create their organization.
 */
export function signInRefusalOf(facts: AccountFacts & { hostOrganizationId: string | null }): SignInRefusal | null {
  const { profile, hostOrganizationId } = facts;
  if (hostOrganizationId === null) {
    const isSettingUp = onboardingStatusOf(facts) === 'needed';
    if (!isPlatformEmail(facts.email, facts.platformEmailDomain) && !isSettingUp) return 'main_domain_only';
  } else if (profile && profile.organizationId !== hostOrganizationId) {
    return 'other_organization';
  }
  if (profile?.approvalStatus === 'pending') return 'approval_pending';
  if (profile?.approvalStatus === 'rejected') return 'approval_rejected';
  if (profile?.role === 'user' && facts.isCustomerRecordActive === false) return 'customer_account_closed';
  return null;
}

export function signInRefusalMessage(refusal: SignInRefusal, platformEmailDomain: string): string {
  return refusal === 'main_domain_only' ? accountMessages.mainDomainOnly(platformEmailDomain) : errorCatalogue[refusal].message;
}

import { describe, expect, it } from 'vitest';
import { type AccountFacts, hasOnboardingDataIn, onboardingStatusOf, signInRefusalMessage, signInRefusalOf } from './sign-in-access.ts';

const acme = '0b0f6c8e-1111-4c4c-9a9a-000000000001';
const globex = '0b0f6c8e-2222-4c4c-9a9a-000000000002';
const platform = '0b0f6c8e-3333-4c4c-9a9a-000000000003';

function facts(overrides: Partial<AccountFacts> = {}): AccountFacts {
  return {
    email: 'alice@acme.test',
    platformEmailDomain: 'tandem.test',
    profile: { organizationId: acme, role: 'org_admin', hasOnboarded: true, approvalStatus: 'approved' },
    hasOnboardingData: false,
    ...overrides,
  };
}

describe('onboardingStatusOf', () => {
  it('is complete for an onboarded member of an organization', () => {
    expect(onboardingStatusOf(facts())).toBe('complete');
  });

  it('is complete for a super admin on the platform domain, onboarded or not', () => {
    const profile = { organizationId: platform, role: 'super_admin', hasOnboarded: false, approvalStatus: 'approved' as const };
    expect(onboardingStatusOf(facts({ email: 'Admin@Tandem.test', profile }))).toBe('complete');
    expect(onboardingStatusOf(facts({ email: 'admin@elsewhere.test', profile }))).toBe('incomplete');
  });

  it('is needed without a profile when the sign-up left onboarding data', () => {
    expect(onboardingStatusOf(facts({ profile: null, hasOnboardingData: true }))).toBe('needed');
  });

  it('is incomplete without a profile or onboarding data', () => {
    expect(onboardingStatusOf(facts({ profile: null }))).toBe('incomplete');
  });
});

describe('hasOnboardingDataIn', () => {
  it('needs an object under onboarding_data', () => {
    expect(hasOnboardingDataIn({ onboarding_data: { subdomain: 'acme' } })).toBe(true);
    expect(hasOnboardingDataIn({ onboarding_data: null })).toBe(false);
    expect(hasOnboardingDataIn({ onboarding_data: 'acme' })).toBe(false);
    expect(hasOnboardingDataIn({})).toBe(false);
  });
});

describe('signInRefusalOf', () => {
  it('lets a member sign in on their own organization', () => {
    expect(signInRefusalOf({ ...facts(), hostOrganizationId: acme })).toBeNull();
  });

  it('refuses a member of another organization', () => {
    expect(signInRefusalOf({ ...facts(), hostOrganizationId: globex })).toBe('other_organization');
  });

  it('lets an account without a profile sign in on an organization, where it is told its setup is incomplete', () => {
    expect(signInRefusalOf({ ...facts({ profile: null }), hostOrganizationId: acme })).toBeNull();
  });

  it('keeps the main domain for platform e-mails, in any letter case', () => {
    expect(signInRefusalOf({ ...facts(), hostOrganizationId: null })).toBe('main_domain_only');
    const admin = facts({
      email: 'ADMIN@tandem.TEST',
      profile: { organizationId: platform, role: 'super_admin', hasOnboarded: true, approvalStatus: 'approved' },
    });
    expect(signInRefusalOf({ ...admin, hostOrganizationId: null })).toBeNull();
  });

  it('lets an organization admin who must still create their organization in on the main domain', () => {
    expect(signInRefusalOf({ ...facts({ profile: null, hasOnboardingData: true }), hostOrganizationId: null })).toBeNull();
    expect(signInRefusalOf({ ...facts({ profile: null }), hostOrganizationId: null })).toBe('main_domain_only');
  });

  it('refuses accounts waiting for approval or rejected', () => {
    const pending = facts({ profile: { organizationId: acme, role: 'user', hasOnboarded: true, approvalStatus: 'pending' } });
    const rejected = facts({ profile: { organizationId: acme, role: 'user', hasOnboarded: true, approvalStatus: 'rejected' } });
    expect(signInRefusalOf({ ...pending, hostOrganizationId: acme })).toBe('approval_pending');
    expect(signInRefusalOf({ ...rejected, hostOrganizationId: acme })).toBe('approval_rejected');
  });
});

describe('signInRefusalMessage', () => {
  it("gives the specification's texts", () => {
    expect(signInRefusalMessage('main_domain_only', 'tandem.test')).toBe('Only tandem.test emails can log in to the main account.');
    expect(signInRefusalMessage('other_organization', 'tandem.test')).toBe(
      "This account belongs to another organization. Please sign in on your organization's site.",
    );
    expect(signInRefusalMessage('approval_pending', 'tandem.test')).toBe('Your account is waiting for approval by an administrator.');
  });
});

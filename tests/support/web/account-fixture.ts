import { vi } from 'vitest';
import { api } from '../../../src/web/api/client.ts';
import type { Account } from '../../../src/web/features/account/use-account.ts';
import { answerApi } from '../../../src/web/test/api-answers.ts';

export const acmeOrganization = {
  id: '6a0d1f3e-2b4c-4d5e-8f90-1a2b3c4d5e6f',
  name: 'Acme Field Services',
  subdomain: 'acme',
  isPlatform: false,
  isApprovalRequired: false,
  sso: null,
  isWhiteLabel: false,
  logoUrl: null,
};

/** GET /api/me for the test session's user (renderApp's testUser): an org admin of Acme, set up, unless overridden. */
export function testAccount(overrides: Partial<Account> = {}): Account {
  return {
    user: { id: '00000000-0000-4000-8000-000000000001', email: 'alice@acme.test', name: 'Alice Admin' },
    profile: {
      role: 'org_admin',
      organizationId: acmeOrganization.id,
      name: 'Alice Admin',
      hasOnboarded: true,
      approvalStatus: 'approved',
    },
    organization: { ...acmeOrganization, domain: null },
    onboarding: 'complete',
    refusal: null,
    secondFactor: 'none',
    secondFactorDueAt: null,
    ...overrides,
  };
}

/** The test account with another role on its profile, known to the app or not. */
export function accountWithRole(role: string): Account {
  const account = testAccount();
  return { ...account, profile: account.profile && { ...account.profile, role } };
}

/** Answers GET /api/me with the account (or leaves it pending forever). */
export function serverAnswersAccount(account: Account | 'pending') {
  if (account === 'pending') return vi.spyOn(api, 'GET').mockReturnValue(new Promise(() => {}) as never);
  // The account, and nothing else: another page's query (the permission matrix, the bell) hears 404 as it would.
  return answerApi({ 'GET /api/me': account }).GET;
}

export const platformOrganization = {
  id: '9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e',
  name: 'Tandem Support',
  subdomain: 'support',
  domain: null,
  isPlatform: true,
};

/** The test session's user as the platform's super admin on the main domain. */
export const superAdminAccount: Account = testAccount({
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@tandem.test', name: 'Platform Admin' },
  profile: {
    role: 'super_admin',
    organizationId: platformOrganization.id,
    name: 'Platform Admin',
    hasOnboarded: true,
    approvalStatus: 'approved',
  },
  organization: platformOrganization,
});

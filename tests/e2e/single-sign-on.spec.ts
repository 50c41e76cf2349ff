import { expect as baseExpect } from '@playwright/test';
import { startTestOidcProvider, startUnreachableProvider } from '../support/oidc-provider.ts';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { DEMO_PASSWORD } from './support/api-session.ts';
import { signedOut, test } from './support/tenant.ts';
import { openWorkspace } from './support/workspace-session.ts';

// Signing in runs the account check and a 1-second redirect: on a busy machine that can take longer than 5 seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.describe('single sign-on', () => {
  test('an org admin sets up the provider, and a new agent signs in through it and lands on the organization', async ({
    page,
    tenant,
    browser,
  }) => {
    const provider = await startTestOidcProvider({ redirectUris: [tenant.url('/auth/v1/sso/callback')] });
    try {
      provider.addIdentity('nina', {
        email: `nina-${tenant.organization.subdomain}@example.test`,
        email_verified: true,
        name: 'Nina Novak',
        groups: ['support'],
      });

      await openWorkspace(page, tenant.url('/settings?tab=sso'));
      const section = page.getByRole('region', { name: 'Identity Provider' });
      await expect(section.getByText(tenant.url('/auth/v1/sso/callback'))).toBeVisible();
      await section.getByLabel('Discovery URL').fill(provider.discoveryUrl);
      await section.getByLabel('Client ID').fill(provider.clientId);
      await section.getByLabel('Client secret').fill(provider.clientSecret);
      await section.getByLabel('Button label').fill('Test ID');
      await section.getByLabel('Agent claim', { exact: true }).fill('groups');
      await section.getByLabel('Agent claim value').fill('support');
      await section.getByRole('button', { name: 'Test' }).click();
      await expect(section.getByRole('status').filter({ hasText: 'The provider answered' })).toContainText(provider.issuer);
      await section.getByRole('button', { name: 'Save Provider' }).click();
      await expect(section.getByText('Leave blank to keep the saved secret')).toBeVisible();
      await expect(page.getByRole('region', { name: 'E-mail Domain' })).toBeVisible();
      for (const width of viewportWidths) {
        await page.setViewportSize({ width, height: 900 });
        await expectAccessible(page, `the Single Sign-On settings at ${width} px`);
      }

      const context = await browser.newContext({ storageState: signedOut });
      const visitor = await context.newPage();
      await visitor.goto(tenant.url('/login'));
      await expectAccessible(visitor, 'the login page with its single sign-on button');
      await visitor.getByRole('button', { name: 'Sign in with Test ID' }).click();
      // The provider's own login page, submitted as its user would.
      await expect(visitor.getByRole('heading', { name: 'Sign in to Test ID' })).toBeVisible();
      await visitor.getByLabel('Login').fill('nina');
      await visitor.getByRole('button', { name: 'Continue' }).click();

      await expect(visitor.getByRole('heading', { level: 1, name: 'Welcome, Nina', exact: true })).toBeVisible();
      expect(new URL(visitor.url()).origin).toBe(tenant.origin);
      await expect(visitor).toHaveURL(/\/dashboard$/);
      await context.close();
    } finally {
      await provider.stop();
    }
  });

  test('the login page says so when the provider is down, and password sign-in still works', async ({ tenant, browser }) => {
    const unreachable = await startUnreachableProvider();
    try {
      const headers = await tenant.headersFor(tenant.admin);
      const saved = await tenant.request.put('/api/settings/sso', {
        headers,
        data: {
          discoveryUrl: unreachable.discoveryUrl,
          clientId: 'tandem',
          clientSecret: 'secret',
          buttonLabel: 'Down ID',
          agentClaimName: null,
          agentClaimValue: null,
          unmappedAccounts: 'customer',
          isEnabled: true,
        },
      });
      expect(saved.status()).toBe(200);

      const context = await browser.newContext({ storageState: signedOut });
      const visitor = await context.newPage();
      await visitor.goto(tenant.url('/login'));
      await visitor.getByRole('button', { name: 'Sign in with Down ID' }).click();
      await expect(visitor.getByRole('alert')).toHaveText(
        'The sign-in provider could not be reached. Try again in a few minutes, or ask your administrator.',
      );
      await expect(visitor).toHaveURL(tenant.url('/login'));
      await visitor.getByRole('textbox', { name: /^Email/ }).fill(tenant.agent.email);
      await visitor.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: 'Welcome, Andy', exact: true })).toBeVisible();
      await context.close();
    } finally {
      await unreachable.stop();
    }
  });
});

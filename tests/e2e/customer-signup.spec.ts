import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiHeadersFor } from './support/api-session.ts';
import { firstLinkIn, waitForMail } from './support/dev-mailbox.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const acmeHost = `http://acme.localhost:${port}`;
const PASSWORD = 'Sturdy-pass-1!';
const STAFF_MESSAGE = 'Staff accounts cannot be created through customer signup. Please use the admin dashboard.';
const SELF_REGISTRATION_MESSAGE = 'Agent self-registration is disabled. Please contact your administrator for an invitation.';

function uniqueEmail(prefix: string, domain = 'northwind-e2e.test'): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`;
}

async function signUp(page: Page, values: { name: string; email: string; organization?: string }) {
  await page.getByLabel(/^Full name/).fill(values.name);
  await page.getByLabel(/^Email/).fill(values.email);
  if (values.organization) await page.getByLabel(/^Organization name/).fill(values.organization);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Follows the e-mailed confirmation link in another browser, as from a phone: it confirms the address and signs in there. */
async function confirmElsewhere(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

test.describe('customer sign-up on an organization subdomain', () => {
  test('on acme.localhost: sign up, confirm from the e-mail, sign in and reach the customer dashboard', async ({ page, browser }) => {
    const email = uniqueEmail('casey');
    await page.goto(`${acmeHost}/signup`);
    await expect(page.getByText('Acme Field Services').first()).toBeVisible();
    await signUp(page, { name: 'Casey Customer', email, organization: 'Northwind Traders' });
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    const mail = await waitForMail(page.request, email);
    expect(mail.subject).toBe('Confirm your Tandem account');
    const signedIn = await confirmElsewhere(browser, firstLinkIn(mail));
    await expect(signedIn).toHaveURL(`${acmeHost}/dashboard`, { timeout: 15_000 });
    await expect(signedIn.getByText(/could not confirm/)).toHaveCount(0);
    await expect(signedIn.getByRole('heading', { level: 1, name: 'Welcome, Casey' })).toBeVisible();
    const banner = signedIn.getByRole('banner');
    await expect(banner).toContainText('Acme Field Services');
    await expect(banner).toContainText(email);
    await expect(signedIn.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await signedIn.context().close();
  });

  test('on localhost?subdomain=acme: the confirmation link signs in the same browser and opens the dashboard', async ({ page }) => {
    const email = uniqueEmail('dana');
    await page.goto('/signup?subdomain=acme');
    await expect(page.getByText('Acme Field Services').first()).toBeVisible();
    await signUp(page, { name: 'Dana Doe', email });
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const link = firstLinkIn(await waitForMail(page.request, email));
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard\?subdomain=acme$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(email);
  });

  test('refuses an address on the platform staff domain', async ({ page }) => {
    await page.goto(`${acmeHost}/signup`);
    await signUp(page, { name: 'Sam Staff', email: uniqueEmail('sam', 'tandem.test') });
    await expect(page.getByRole('alert')).toHaveText(STAFF_MESSAGE);
  });

  test("refuses the organization's own domain while agent self-registration is off, and makes it an agent once an admin turns it on", async ({
    page,
    browser,
  }) => {
    await page.goto(`${acmeHost}/signup`);
    await signUp(page, { name: 'Olive Offline', email: uniqueEmail('olive', 'acme.test') });
    await expect(page.getByRole('alert')).toHaveText(SELF_REGISTRATION_MESSAGE);

    const admin = await apiHeadersFor(page.request, { email: 'alice@acme.test', subdomain: 'acme' });
    const turnOn = await page.request.put('/api/registration-settings', {
      headers: admin,
      data: { agentSelfRegistrationEnabled: true, manualApproval: false },
    });
    expect(turnOn.status()).toBe(200);
    try {
      const email = uniqueEmail('abe', 'acme.test');
      await page.goto(`${acmeHost}/signup`);
      await expect(page.getByLabel(/^Organization name/)).toBeVisible();
      await page.getByLabel(/^Email/).fill(email);
      // The address names the organization: no company to ask for.
      await expect(page.getByLabel(/^Organization name/)).toHaveCount(0);
      await page.getByLabel(/^Email/).fill('');
      await signUp(page, { name: 'Abe Agent', email });
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

      const signedIn = await confirmElsewhere(browser, firstLinkIn(await waitForMail(page.request, email)));
      await expect(signedIn.getByRole('navigation', { name: 'Workspace' })).toBeVisible({ timeout: 15_000 });
      await expect(signedIn.getByRole('banner')).toContainText('Agent');
      await signedIn.context().close();
    } finally {
      await page.request.put('/api/registration-settings', {
        headers: admin,
        data: { agentSelfRegistrationEnabled: false, manualApproval: false },
      });
    }
  });

  test('a confirmation link opened a second time says it could not confirm, and the login still works', async ({ page, browser }) => {
    const email = uniqueEmail('twice');
    await page.goto(`${acmeHost}/signup`);
    await signUp(page, { name: 'Terry Twice', email, organization: 'Twice Ltd' });
    const link = firstLinkIn(await waitForMail(page.request, email));
    const first = await confirmElsewhere(browser, link);
    await expect(first).toHaveURL(`${acmeHost}/dashboard`, { timeout: 15_000 });
    await first.context().close();

    const again = await confirmElsewhere(browser, link);
    await expect(again.getByRole('alert')).toContainText('We could not confirm your e-mail address');
    await expect(again.getByText('Email Confirmed Successfully!')).toHaveCount(0);
    await again.getByLabel(/^Password/).fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign In' }).click();
    await expect(again).toHaveURL(`${acmeHost}/dashboard`, { timeout: 15_000 });
    await again.context().close();
  });

  test('goes to the login page on the main domain', async ({ page }) => {
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const width of [375, 1280]) {
    test(`has no serious accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${acmeHost}/signup`);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Please fill in all fields').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
    });
  }
});

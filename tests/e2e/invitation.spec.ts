import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiHeadersFor } from './support/api-session.ts';
import { firstLinkIn, waitForMail } from './support/dev-mailbox.ts';

const PASSWORD = 'Sturdy-pass-1';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@agents-e2e.test`;
}

/** Alice, org admin of acme, invites an agent through the API; answers the e-mailed link. */
async function inviteAgent(request: APIRequestContext, email: string, name: string): Promise<string> {
  const admin = await apiHeadersFor(request, { email: 'alice@acme.test', subdomain: 'acme' });
  const response = await request.post('/api/agent-invitations', { headers: admin, data: { email, name } });
  expect(response.status(), await response.text()).toBe(201);
  const mail = await waitForMail(request, email);
  expect(mail.subject).toBe('Join Acme Field Services on Tandem');
  return firstLinkIn(mail);
}

async function expectInvalid(page: Page, message: string) {
  await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', /\/login/);
}

test.describe('agent invitations', () => {
  test('an invited agent sets a name and password, joins acme and signs in; the used link is refused', async ({ page }) => {
    const email = uniqueEmail('ivy');
    const link = await inviteAgent(page.request, email, 'Ivy Invitee');
    expect(link).toMatch(/\/invite\?token=[\w-]{43,}&subdomain=acme$/);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Join Acme Field Services' })).toBeVisible();
    await expect(page.getByText('Alice Admin')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toBeDisabled();
    await page.getByLabel(/^Full name/).fill('Ivy Agent');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the Team!' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(/\/login\?.*subdomain=acme/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Acme Field Services');
    await expect(page.getByRole('banner')).toContainText('Agent');

    const signedOut = await page.context().browser()?.newContext();
    const again = await signedOut?.newPage();
    if (!again) throw new Error('no second browser context');
    await again.goto(link);
    await expectInvalid(again, 'Invitation not found or has expired');
    await signedOut?.close();
  });

  test('an unknown or missing token shows Invalid Invitation with the specification’s message', async ({ page }) => {
    await page.goto('/invite?token=not-a-real-token&subdomain=acme');
    await expectInvalid(page, 'Invalid invitation token');
    await page.goto('/invite?subdomain=acme');
    await expectInvalid(page, 'Invalid invitation link');
  });

  test('has no serious accessibility violations at 375 and 1280 px', async ({ page }) => {
    const link = await inviteAgent(page.request, uniqueEmail('axe'), 'Axel Check');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Join Acme Field Services' })).toBeVisible();
      await page.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(page.getByText('Please fill in all fields').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${width}px ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual(
        [],
      );
    }
  });
});

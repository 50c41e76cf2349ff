import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { apiHeadersFor } from './support/api-session.ts';
import { firstLinkIn, waitForMail } from './support/dev-mailbox.ts';
import { signInToWorkspace } from './support/workspace-session.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const acmeHost = `http://acme.localhost:${port}`;
const PASSWORD = 'Sturdy-pass-1!';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@approvals-e2e.test`;
}

async function signInAsAlice(page: Page) {
  await signInToWorkspace(page, `${acmeHost}/login`, 'alice@acme.test');
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test.describe('permissions and user approvals', () => {
  test.describe.configure({ timeout: 90_000 });

  test('with approval required, a new customer waits, the admin approves them live, and they can sign in', async ({ page, browser }) => {
    await signInAsAlice(page);
    await page.goto(`${acmeHost}/settings?tab=approvals`);
    await page.getByRole('radio', { name: 'Required' }).click();
    await expect(page.getByRole('radio', { name: 'Required' })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page.getByText('No accounts are waiting for approval.')).toBeVisible();

    const email = uniqueEmail('wendy');
    const customer = await newPage(browser);
    try {
      await customer.goto(`${acmeHost}/signup`);
      await customer.getByLabel(/^Full name/).fill('Wendy Waiting');
      await customer.getByLabel(/^Email/).fill(email);
      await customer.getByLabel(/^Organization name/).fill('Waiting Co');
      await customer.getByLabel(/^Password/).fill(PASSWORD);
      await customer.getByLabel(/^Confirm password/).fill(PASSWORD);
      await customer.getByRole('button', { name: 'Create account' }).click();
      await expect(customer.getByRole('heading', { name: 'Check your email' })).toBeVisible();

      // The admin's open tab lists her without a reload.
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toContainText('Wendy Waiting');
      await expect(row).toContainText('Customer');

      await customer.goto(firstLinkIn(await waitForMail(page.request, email)));
      await expect(customer.getByText('Your account is waiting for approval by an administrator.')).toBeVisible({ timeout: 15_000 });

      await row.getByRole('button', { name: 'Approve Wendy Waiting' }).click();
      await expect(page.getByText('Wendy Waiting can now sign in.')).toBeVisible();
      await expect(row).toHaveCount(0);
      const approval = await waitForMail(page.request, email, { subject: /approved/ });
      expect(approval.text).toContain('has been approved');

      // Refused before, she signs in now.
      await customer.goto(`${acmeHost}/login`);
      await customer.getByRole('textbox', { name: /^Email/ }).fill(email);
      await customer.getByLabel(/^Password/).fill(PASSWORD);
      await customer.getByRole('button', { name: 'Sign In' }).click();
      await expect(customer.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible({ timeout: 15_000 });
    } finally {
      await customer.context().close();
      const admin = await apiHeadersFor(page.request, { email: 'alice@acme.test', subdomain: 'acme' });
      await page.request.put('/api/registration-settings', {
        headers: admin,
        data: { agentSelfRegistrationEnabled: false, manualApproval: false },
      });
    }
  });

  test('an agent refused a permission loses the action on screen and is refused by the API', async ({ page, browser }) => {
    await signInAsAlice(page);
    const agent = await newPage(browser);
    const admin = await apiHeadersFor(page.request, { email: 'alice@acme.test', subdomain: 'acme' });
    try {
      await signInToWorkspace(agent, `${acmeHost}/login`, 'andy@acme.test');
      await agent.goto(`${acmeHost}/tickets`);
      await expect(agent.getByRole('link', { name: 'New Ticket' })).toBeVisible();

      await page.goto(`${acmeHost}/settings?tab=permissions`);
      await page.getByRole('checkbox', { name: 'Create tickets' }).uncheck();
      await page.getByRole('button', { name: 'Save Permissions' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

      // The agent's open list loses the button live, and the API refuses him.
      await expect(agent.getByRole('link', { name: 'New Ticket' })).toHaveCount(0);
      const headers = await apiHeadersFor(agent.request, { email: 'andy@acme.test', subdomain: 'acme' });
      const refused = await agent.request.post('/api/tickets', {
        headers,
        data: { subject: 'Not allowed', description: 'Should be refused', customerName: 'Carla Customer', priority: 'medium' },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toBe('You do not have permission to create tickets.');
    } finally {
      await agent.context().close();
      const defaults = await page.request.get('/api/agent-permissions', { headers: admin });
      const { matrix } = await defaults.json();
      await page.request.put('/api/agent-permissions', {
        headers: admin,
        data: { matrix: { ...matrix, tickets: { ...matrix.tickets, create: true } }, isStrict: false },
      });
    }
  });

  for (const width of viewportWidths) {
    test(`the Permissions and User Approvals tabs have no serious accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAlice(page);
      await page.goto(`${acmeHost}/settings?tab=permissions`);
      await expect(page.getByRole('checkbox', { name: 'Create tickets' })).toBeVisible();
      await expectAccessible(page, `permissions at ${width}`);
      await page.goto(`${acmeHost}/settings?tab=approvals`);
      await expect(page.getByRole('radio', { name: 'Auto-approve' })).toBeVisible();
      await expectAccessible(page, `approvals at ${width}`);
    });
  }
});

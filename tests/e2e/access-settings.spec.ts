import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { firstLinkIn, waitForMail } from './support/dev-mailbox.ts';
import { expectSaved, saveWith } from './support/settings.ts';
import { expect, signedOut, test } from './support/tenant.ts';

const PASSWORD = 'Sturdy-pass-1!';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@approvals-e2e.test`;
}

test.describe('permissions and user approvals', () => {
  test.describe.configure({ timeout: 90_000 });

  test('with approval required, a new customer waits, the admin approves them live, and they can sign in', async ({
    page,
    browser,
    tenant,
  }) => {
    await page.goto(tenant.url('/settings?tab=approvals'));
    await expectSaved(page, '/api/registration-settings', () => page.getByRole('radio', { name: 'Required' }).click());
    await expect(page.getByRole('radio', { name: 'Required' })).toBeChecked();
    await expect(page.getByText('No accounts are waiting for approval.')).toBeVisible();

    const email = uniqueEmail('wendy');
    const customer = await (await browser.newContext({ storageState: signedOut })).newPage();
    try {
      await customer.goto(tenant.url('/signup'));
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
      await customer.goto(tenant.url('/login'));
      await customer.getByRole('textbox', { name: /^Email/ }).fill(email);
      await customer.getByLabel(/^Password/).fill(PASSWORD);
      await customer.getByRole('button', { name: 'Sign In' }).click();
      await expect(customer.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible({ timeout: 15_000 });
    } finally {
      await customer.context().close();
    }
  });

  test('an agent refused a permission loses the action on screen and is refused by the API', async ({ page, tenant }) => {
    const agent = await tenant.newPageAs(tenant.agent);
    await agent.goto(tenant.url('/tickets'));
    await expect(agent.getByRole('link', { name: 'New Ticket' })).toBeVisible();

    await page.goto(tenant.url('/settings?tab=permissions'));
    // Every box of the matrix governs something, and is offered.
    await expect(page.getByRole('checkbox', { name: /^Plan the dispatch board/ })).toBeVisible();
    for (const name of ['Delete tickets', 'View advanced reports', 'View settings', 'Edit settings']) {
      await expect(page.getByRole('checkbox', { name })).toBeVisible();
    }
    await page.getByRole('checkbox', { name: 'Create tickets' }).uncheck();
    await saveWith(page, 'Save Permissions', '/api/agent-permissions');

    // The agent's open list loses the button live, and the API refuses him.
    await expect(agent.getByRole('link', { name: 'New Ticket' })).toHaveCount(0);
    const refused = await tenant.request.post('/api/tickets', {
      headers: await tenant.headersFor(tenant.agent),
      data: { subject: 'Not allowed', description: 'Should be refused', customerName: 'Carla Customer', priority: 'medium' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('You do not have permission to create tickets.');
    // The form itself says so instead of offering what the server refuses.
    await agent.goto(tenant.url('/tickets/new'));
    await expect(agent.getByRole('alert').filter({ hasText: 'You do not have permission to create tickets.' })).toBeVisible();
    await expect(agent.getByRole('textbox', { name: /^Subject/ })).toHaveCount(0);
  });

  test('an agent given the advanced report sees service levels, and loses the Reports link and page when reports are unticked', async ({
    page,
    tenant,
  }) => {
    const agent = await tenant.newPageAs(tenant.agent);
    await agent.goto(tenant.url('/reports'));
    const navigation = agent.getByRole('navigation');
    await expect(navigation.getByRole('link', { name: 'Reports' })).toBeVisible();
    await expect(agent.getByRole('region', { name: 'Created', exact: true })).toBeVisible();
    await expect(agent.getByRole('region', { name: 'First response' })).toHaveCount(0);

    await page.goto(tenant.url('/settings?tab=permissions'));
    await page.getByRole('checkbox', { name: 'View advanced reports' }).check();
    await saveWith(page, 'Save Permissions', '/api/agent-permissions');
    // The agent's open page gains the service levels live.
    await expect(agent.getByRole('region', { name: 'First response' })).toBeVisible();
    await expect(agent.getByRole('heading', { name: 'Service-level targets met' })).toBeVisible();

    await page.getByRole('checkbox', { name: 'View advanced reports' }).uncheck();
    await page.getByRole('checkbox', { name: 'View basic reports' }).uncheck();
    await saveWith(page, 'Save Permissions', '/api/agent-permissions');

    await expect(navigation.getByRole('link', { name: 'Reports' })).toHaveCount(0);
    await expect(agent.getByRole('alert').filter({ hasText: 'You do not have permission to view reports.' })).toBeVisible();
    await agent.goto(tenant.url('/reports'));
    await expect(agent.getByRole('alert').filter({ hasText: 'You do not have permission to view reports.' })).toBeVisible();
    await expect(agent.getByRole('region', { name: 'Created', exact: true })).toHaveCount(0);
    const refused = await tenant.request.get('/api/reports/tickets', { headers: await tenant.headersFor(tenant.agent) });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('You do not have permission to view reports.');
  });

  test('an agent given Delete tickets deletes a ticket after confirming it by name, and the audit log keeps it', async ({
    page,
    tenant,
  }) => {
    const subject = `Leaking tap ${Date.now().toString(36)}`;
    const ticket = await tenant.createTicket({ subject });
    const agent = await tenant.newPageAs(tenant.agent);
    await agent.goto(tenant.url(`/tickets/${ticket.id}`));
    await expect(agent.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(agent.getByRole('button', { name: 'Delete ticket' })).toHaveCount(0);

    await page.goto(tenant.url('/settings?tab=permissions'));
    await page.getByRole('checkbox', { name: 'Delete tickets' }).check();
    await saveWith(page, 'Save Permissions', '/api/agent-permissions');

    await agent.getByRole('button', { name: 'Delete ticket' }).click();
    const dialog = agent.getByRole('dialog', { name: /^Delete ticket .+\?$/ });
    await expect(dialog).toContainText(`“${subject}” will be deleted for good`);
    await dialog.getByRole('button', { name: 'Delete ticket' }).click();
    await expect(agent.getByText(/^Ticket .+ deleted\.$/)).toBeVisible();
    await expect(agent).toHaveURL(/\/tickets(\?|$)/);
    await expect(agent.getByText(subject)).toHaveCount(0);
    await agent.goto(tenant.url(`/tickets/${ticket.id}`));
    await expect(agent.getByText('Ticket not found')).toBeVisible();

    await page.goto(tenant.url('/settings?tab=audit-log'));
    await expect(page.getByRole('row').filter({ hasText: subject }).filter({ hasText: 'Ticket deleted' })).toBeVisible();
  });

  for (const width of viewportWidths) {
    test(`the Permissions and User Approvals tabs have no serious accessibility violations at ${width} px`, async ({ page, tenant }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenant.url('/settings?tab=permissions'));
      await expect(page.getByRole('checkbox', { name: 'Create tickets' })).toBeVisible();
      await expectAccessible(page, `permissions at ${width}`);
      await page.goto(tenant.url('/settings?tab=approvals'));
      await expect(page.getByRole('radio', { name: 'Auto-approve' })).toBeVisible();
      await expectAccessible(page, `approvals at ${width}`);
    });
  }
});

import type { Page } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { firstLinkIn, waitForMail } from './support/dev-mailbox.ts';
import { expectSaved } from './support/settings.ts';
import { expect, signedOut, type Tenant, test } from './support/tenant.ts';
import { openWorkspace, signInToWorkspace } from './support/workspace-session.ts';

const PASSWORD = 'Sturdy-pass-1';
const agentsTab = '/settings?tab=agents';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@agents-e2e.test`;
}

/** The admin sets the agent's status through the API. */
async function setAgentStatus(tenant: Tenant, status: 'active' | 'busy' | 'away' | 'inactive') {
  const response = await tenant.request.patch(`/api/agents/${tenant.agent.recordId}`, {
    headers: await tenant.headersFor(tenant.admin),
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The team table's row of an address (the desktop table; phones get cards). */
const rowOf = (page: Page, email: string) => page.getByTestId(`agent-row-${email}`);

test.describe('Settings → Agents', () => {
  test('an admin adds an agent, who accepts the e-mailed invitation, signs in and sets Busy; the admin sees it live', async ({
    page,
    browser,
    tenant,
  }) => {
    test.setTimeout(90_000);
    await setAgentStatus(tenant, 'away');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(tenant.urlByParameter(agentsTab));
    await expect(page.getByRole('tab', { name: 'Agents', selected: true })).toBeVisible();
    await expect(rowOf(page, tenant.agent.email)).toContainText('Away');

    const email = uniqueEmail('ivy');
    await page.getByRole('button', { name: 'Add Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Agent' });
    await expect(dialog.getByRole('button', { name: 'Add Agent' })).toBeDisabled();
    await dialog.getByLabel(/^Full name/).fill('Ivy Invitee');
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByRole('button', { name: 'Add Agent' }).click();
    await expect(page.getByText(`Agent added and invitation sent successfully to ${email}!`)).toBeVisible();
    await expect(rowOf(page, email)).toContainText('Invited');
    await expect(page.getByTestId(`invitation-${email}`)).toBeVisible();

    const mail = await waitForMail(page.request, email);
    expect(mail.subject).toBe('Join Acme Field Services on Tandem');
    const link = firstLinkIn(mail);

    // The invitee's own browser, signed in as nobody (a test's contexts start with its page's storage).
    const agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: signedOut });
    try {
      const agentPage = await agentContext.newPage();
      await agentPage.goto(link);
      await expect(agentPage.getByRole('heading', { name: 'Join Acme Field Services' })).toBeVisible();
      await agentPage.getByLabel(/^Full name/).fill('Ivy Agent');
      await agentPage.getByLabel(/^Password/).fill(PASSWORD);
      await agentPage.getByLabel(/^Confirm password/).fill(PASSWORD);
      await agentPage.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(agentPage.getByRole('heading', { name: 'Welcome to the Team!' })).toBeVisible();
      await signInToWorkspace(agentPage, tenant.urlByParameter('/login'), email, PASSWORD);

      await expect(rowOf(page, email)).toContainText('Ivy Agent');
      await expect(rowOf(page, email)).toContainText('Available');
      const status = agentPage.getByLabel('Set Your Status');
      await expect(status).toHaveValue('active');
      await status.selectOption('busy');
      await expect(status).toBeEnabled();
      await expect(status).toHaveValue('busy');

      // No reload: the admin's open tab hears of it.
      await expect(rowOf(page, email)).toContainText('Busy');
    } finally {
      await agentContext.close();
    }

    // Removing asks first; the agent leaves the team.
    await rowOf(page, email).getByRole('button', { name: 'Remove Ivy Agent' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Agent' });
    await expect(confirm).toContainText('Are you sure you want to remove Ivy Agent? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(rowOf(page, email)).toHaveCount(0);
  });

  test('edits an agent and saves the switches', async ({ page, tenant }) => {
    await setAgentStatus(tenant, 'inactive');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(tenant.url(agentsTab));
    const row = rowOf(page, tenant.agent.email);
    await expect(row).toContainText('Offline');
    await row.getByRole('button', { name: 'Edit Andy Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
    await dialog.getByLabel('Duties').fill('night shift');
    await dialog.getByLabel('Status').selectOption('active');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Agent updated successfully!')).toBeVisible();
    await expect(row).toContainText('night shift');
    await expect(row).toContainText('Available');

    const autoAssign = page.getByRole('switch', { name: /Auto-assign new tickets/ });
    await expect(autoAssign).not.toBeChecked();
    await expectSaved(page, '/api/settings/auto-assign', () => autoAssign.click());
    await page.reload();
    await expect(page.getByRole('switch', { name: /Auto-assign new tickets/ })).toBeChecked();
  });

  test('has no serious accessibility violations at 375 and 1280 px', async ({ page, tenant }) => {
    test.setTimeout(60_000);
    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenant.url(agentsTab));
      await expect(page.getByText(tenant.agent.email).filter({ visible: true })).toBeVisible();
      await page.screenshot({ path: `test-results/agents-tab-${width}.png`, fullPage: true });
      await expectAccessible(page, `Agents tab at ${width}px`);
      await page.getByRole('button', { name: 'Add Agent' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Agent' })).toBeVisible();
      await expectAccessible(page, `Add Agent dialog at ${width}px`);
      await page.keyboard.press('Escape');
    }
  });

  test('an agent sees their status in the sidebar, and the team without the admin actions the matrix does not grant', async ({
    tenant,
  }) => {
    await setAgentStatus(tenant, 'busy');
    const page = await tenant.newPageAs(tenant.agent);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openWorkspace(page, tenant.url('/dashboard'));
    const status = page.getByLabel('Set Your Status');
    await expect(status).toHaveValue('busy');
    await expect(page.getByRole('banner').getByText('Agent', { exact: true })).toBeVisible();
    await expect(status.locator('option', { hasText: 'Away – Temporarily unavailable' })).toHaveCount(1);
    await page.screenshot({ path: 'test-results/status-menu-1280.png' });
    await expectAccessible(page, 'status widget');
    // View team members is on by default; inviting, managing and the team's settings are not (decision 186).
    await page.goto(tenant.url(agentsTab));
    await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: tenant.admin.email })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Agent' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Team Settings' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  });
});

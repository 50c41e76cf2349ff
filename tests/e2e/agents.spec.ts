import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { DEMO_PASSWORD } from './support/api-session.ts';
import { firstLinkIn, waitForMail } from './support/dev-mailbox.ts';

const PASSWORD = 'Sturdy-pass-1';
const agentsTab = '/settings?tab=agents&subdomain=acme';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@agents-e2e.test`;
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login?subdomain=acme');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible({ timeout: 20_000 });
}

/** The team table's row of an address (the desktop table; phones get cards). */
const rowOf = (page: Page, email: string) => page.getByTestId(`agent-row-${email}`);

test.describe('Settings → Agents', () => {
  test('an admin adds an agent, who accepts the e-mailed invitation, signs in and sets Busy; the admin sees it live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'alice@acme.test');
    await page.goto(agentsTab);
    await expect(page.getByRole('tab', { name: 'Agents', selected: true })).toBeVisible();
    await expect(rowOf(page, 'bea@acme.test')).toContainText('Busy');
    await expect(rowOf(page, 'otto@acme.test')).toContainText('Away');
    await expect(rowOf(page, 'olive@acme.test')).toContainText('Offline');

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

    const agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const agentPage = await agentContext.newPage();
      await agentPage.goto(link);
      await expect(agentPage.getByRole('heading', { name: 'Join Acme Field Services' })).toBeVisible();
      await agentPage.getByLabel(/^Full name/).fill('Ivy Agent');
      await agentPage.getByLabel(/^Password/).fill(PASSWORD);
      await agentPage.getByLabel(/^Confirm password/).fill(PASSWORD);
      await agentPage.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(agentPage.getByRole('heading', { name: 'Welcome to the Team!' })).toBeVisible();
      await signIn(agentPage, email, PASSWORD);

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

  test('edits an agent and saves the switches', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'alice@acme.test');
    await page.goto(agentsTab);
    await rowOf(page, 'olive@acme.test').getByRole('button', { name: 'Edit Olive Offline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
    await dialog.getByLabel('Duties').fill('night shift');
    await dialog.getByLabel('Status').selectOption('active');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Agent updated successfully!')).toBeVisible();
    await expect(rowOf(page, 'olive@acme.test')).toContainText('night shift');
    await expect(rowOf(page, 'olive@acme.test')).toContainText('Available');

    const autoAssign = page.getByRole('switch', { name: /Auto-assign new tickets/ });
    await expect(autoAssign).not.toBeChecked();
    await autoAssign.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: /Auto-assign new tickets/ })).toBeChecked();
    await page.getByRole('switch', { name: /Auto-assign new tickets/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  });

  test('has no serious accessibility violations at 375 and 1280 px', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'alice@acme.test');
    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(agentsTab);
      await expect(page.getByText('bea@acme.test').filter({ visible: true })).toBeVisible();
      await page.screenshot({ path: `test-results/agents-tab-${width}.png`, fullPage: true });
      await expectAccessible(page, `Agents tab at ${width}px`);
      await page.getByRole('button', { name: 'Add Agent' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Agent' })).toBeVisible();
      await expectAccessible(page, `Add Agent dialog at ${width}px`);
      await page.keyboard.press('Escape');
    }
  });

  test('an agent sees their status in the sidebar, and no Agents tab', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'bea@acme.test');
    const status = page.getByLabel('Set Your Status');
    await expect(status).toHaveValue('busy');
    await expect(page.getByRole('banner').getByText('Agent', { exact: true })).toBeVisible();
    await expect(status.locator('option', { hasText: 'Away – Temporarily unavailable' })).toHaveCount(1);
    await page.screenshot({ path: 'test-results/status-menu-1280.png' });
    await expectAccessible(page, 'status widget');
    await page.goto(agentsTab);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});

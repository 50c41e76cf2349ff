import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../../src/web/session/auth-storage.ts';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect, test } from './support/tenant.ts';
import { openWorkspace } from './support/workspace-session.ts';

/** The session the web app's auth client keeps in this page's storage. */
function storedSession(page: Page): Promise<{ access_token: string; refresh_token: string }> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), AUTH_STORAGE_KEY);
}

test.describe('audit log and sessions', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an org admin changes a setting, finds it with its before and after in the audit log, filters it and exports it', async ({
    page,
    tenant,
  }) => {
    await openWorkspace(page, tenant.url('/settings?tab=datetime'));
    await page.getByRole('combobox', { name: 'Time format' }).selectOption('24');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/settings/datetime') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Settings' }).click();
    expect((await saved).status()).toBe(200);

    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const log = page.getByRole('table', { name: 'Audit Log' });
    const entry = log.getByRole('row').filter({ hasText: 'Settings changed' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Alice Admin');
    await expect(entry).toContainText('Date & Time');
    await expect(entry).toContainText('timeFormat: 12 → 24');
    await expect(entry).toContainText('127.0.0.1');

    await page.getByRole('textbox', { name: 'Search' }).fill('timeFormat');
    await page.getByRole('textbox', { name: 'Person' }).fill('alice');
    await expect(log.getByRole('row')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Person' }).fill('somebody else');
    await expect(page.getByText('No entries match these filters.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Person' }).fill('');
    await expect(log.getByRole('row')).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('audit-log.csv');
    const csv = await readFile((await file.path()) as string, 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('When (UTC),Action,Actor,Actor e-mail,Target,Target name,Address,Before,After');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Settings changed,Alice Admin');
    expect(lines[1]).toContain('"{""timeFormat"":""12""}"');

    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `audit log at ${width} px`);
    }
  });

  test("another browser's session shows in Profile and is signed out by Sign out other sessions", async ({ page, tenant }) => {
    const other = await tenant.newPageAs(tenant.admin);
    await openWorkspace(other, tenant.url('/dashboard'));

    await openWorkspace(page, tenant.url('/settings?tab=profile'));
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('This device')).toHaveCount(1);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toContainText('127.0.0.1 · last used');

    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();

    // The other browser cannot renew its session, and the API refuses its access token once the session check sees it gone.
    const { access_token: accessToken, refresh_token: refreshToken } = await storedSession(other);
    const statusIn = (path: string, init: { method?: string; body?: string; token?: string }) =>
      other.evaluate(
        async ({ path, init }) =>
          (
            await fetch(path, {
              method: init.method ?? 'GET',
              headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
              ...(init.body ? { body: init.body } : {}),
            })
          ).status,
        { path, init },
      );
    const refreshed = await statusIn('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refreshed).toBe(400);
    await expect.poll(() => statusIn('/api/tickets', { token: accessToken })).toBe(401);
    await other.reload();
    await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 });

    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `profile with sessions at ${width} px`);
    }
  });
});

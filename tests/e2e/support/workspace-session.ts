import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api-session.ts';

async function expectWorkspace(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible({ timeout: 20_000 });
}

/** Signs a staff member in through the login page and waits for the workspace. */
export async function signInToWorkspace(page: Page, loginUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(loginUrl);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectWorkspace(page);
}

/** Opens a workspace page in a browser signed in already (tests/e2e/support/tenant.ts) and waits for the workspace. */
export async function openWorkspace(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectWorkspace(page);
}

import { expect, type Page } from '@playwright/test';

/**
 * Does what saves a setting (a click on Save, or a switch that saves at once), and waits for the server to take it
 * and for the 1.2 s Saved indicator. Both are watched from before the action: on a busy machine 1.2 s can pass
 * before a later check looks.
 */
export async function expectSaved(page: Page, path: string, save: () => Promise<void>): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().includes(path) && response.request().method() !== 'GET');
  const indicator = page.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor({ state: 'visible', timeout: 15_000 });
  await save();
  const response = await saved;
  expect(response.ok(), await response.text()).toBe(true);
  await indicator;
}

/** Clicks a settings form's save button: see expectSaved. */
export function saveWith(page: Page, button: string, path: string): Promise<void> {
  return expectSaved(page, path, () => page.getByRole('button', { name: button }).click());
}

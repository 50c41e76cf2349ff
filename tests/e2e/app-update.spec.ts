import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';

const serviceWorkerFile = fileURLToPath(new URL('../../dist/web/service-worker.js', import.meta.url));

// Both tests rewrite the one service worker file the server serves: one at a time.
test.describe.configure({ mode: 'serial' });

test('a new release is announced by the banner, and Update Now reloads into it', async ({ page }) => {
  const released = readFileSync(serviceWorkerFile, 'utf8');
  try {
    await page.goto('/login');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await expect(page.getByText('New Version Available')).toBeHidden();

    // The server reads the file as it is now: this is what a deployment of another build looks like to the browser.
    writeFileSync(serviceWorkerFile, released.replace(/const BUILD_ID = '[^']+'/, "const BUILD_ID = 'next-release'"));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const banner = page.getByRole('region', { name: 'New Version Available' });
    await expect(banner).toBeVisible();
    await expectAccessible(page, 'update banner');
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Update Now' }).click();
    await reloaded;
    await expect(page.getByRole('region', { name: 'New Version Available' })).toBeHidden();
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
  } finally {
    writeFileSync(serviceWorkerFile, released);
  }
});

test('Later keeps the page as it is', async ({ page }) => {
  const released = readFileSync(serviceWorkerFile, 'utf8');
  try {
    await page.goto('/login');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    writeFileSync(serviceWorkerFile, released.replace(/const BUILD_ID = '[^']+'/, "const BUILD_ID = 'later-release'"));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const banner = page.getByRole('region', { name: 'New Version Available' });
    await banner.getByRole('button', { name: 'Later' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Sign in to Tandem' })).toBeVisible();
  } finally {
    writeFileSync(serviceWorkerFile, released);
  }
});

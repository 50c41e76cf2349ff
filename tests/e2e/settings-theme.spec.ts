import type { Page } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { saveWith } from './support/settings.ts';
import { expect, type Tenant, test } from './support/tenant.ts';
import { openWorkspace } from './support/workspace-session.ts';

// A 1×1 PNG, and an SVG that would run script if it were ever shown as a page.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** The agent, on the organization's own host, in a browser of their own. */
async function agentOf(tenant: Tenant): Promise<Page> {
  const page = await tenant.newPageAs(tenant.agent);
  await openWorkspace(page, tenant.url('/dashboard'));
  return page;
}

/** The primary colour the page is painted with now. */
function primaryColorOf(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim());
}

function header(page: Page) {
  return page.getByRole('banner');
}

test.describe('settings: profile, theme, date and time', () => {
  test.describe.configure({ timeout: 120_000 });

  test("an org admin previews and saves a theme with a logo, and an agent's open page repaints without a reload", async ({
    page,
    tenant,
  }) => {
    // On the main host with the subdomain parameter.
    await openWorkspace(page, tenant.urlByParameter('/dashboard'));
    const agent = await agentOf(tenant);
    await expect.poll(() => primaryColorOf(agent)).toBe('#2563eb');

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Theme' }).click();
    await expect(page.getByRole('button', { name: /Classic/, pressed: true })).toBeVisible();

    // A preview changes this screen only, and ends back on the saved theme.
    await page.getByRole('button', { name: /Sunset/ }).click();
    await page.getByRole('button', { name: 'Preview Theme' }).click();
    await expect(page.getByText('This theme is only previewed until saved.')).toBeVisible();
    await expect.poll(() => primaryColorOf(page)).toBe('#c2410c');
    await page.getByRole('button', { name: /Dark Mode/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    await expect.poll(() => primaryColorOf(page)).toBe('#4f46e5');
    expect(await primaryColorOf(agent)).toBe('#2563eb');
    await page.getByRole('button', { name: 'Exit Preview' }).click();
    await expect(page.getByText('This theme is only previewed until saved.')).toBeHidden();
    await expect.poll(() => primaryColorOf(page)).toBe('#2563eb');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('light');

    // Only images are taken as a logo, told by their content.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg });
    await expect(page.getByRole('alert')).toContainText(
      'Please choose an image file (PNG, JPEG, GIF or WebP). SVG files are not accepted.',
    );
    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();

    await page.getByRole('button', { name: /Sunset/ }).click();
    await page.getByRole('textbox', { name: /Company name/ }).fill('Acme Repairs');
    await saveWith(page, 'Save Theme', '/api/settings/theme');

    // The agent's page, open all along, now wears the saved theme, name and logo.
    await expect.poll(() => primaryColorOf(agent), { timeout: 10_000 }).toBe('#c2410c');
    await expect(header(agent).getByText('Acme Repairs')).toBeVisible();
    await expect(header(agent).locator('img')).toHaveAttribute('src', /\/api\/settings\/theme\/logo\//);

    // Opened again, the page wears the theme it last saw at once, while the theme is still on its way.
    let releaseTheme = () => {};
    const held = new Promise<void>((resolve) => {
      releaseTheme = resolve;
    });
    await agent.route('**/api/settings/theme', async (route) => {
      await held;
      await route.continue();
    });
    await agent.reload();
    await expect(agent.getByRole('navigation', { name: 'Workspace' })).toBeVisible({ timeout: 20_000 });
    expect(await primaryColorOf(agent)).toBe('#c2410c');
    releaseTheme();

    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `theme tab at ${width} px`);
    }
  });

  test('an org admin sets the date and time display with its live preview', async ({ page, tenant }) => {
    await page.goto(tenant.urlByParameter('/settings?tab=datetime'));
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('5 minutes ago');
    await expect(preview).toContainText('1 hour ago');
    await expect(preview).toContainText('3 hours ago');

    await page.getByRole('combobox', { name: 'Time display' }).selectOption('both');
    await page.getByRole('combobox', { name: 'Date format' }).selectOption('YYYY-MM-DD');
    await page.getByRole('combobox', { name: 'Time format' }).selectOption('24');
    await expect(preview).toContainText('(5 minutes ago)');
    await expect(preview).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.getByRole('combobox', { name: 'Time zone' }).click();
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Berlin');
    await page.getByRole('option', { name: 'Europe/Berlin' }).click();
    await saveWith(page, 'Save Settings', '/api/settings/datetime');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');

    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `date and time tab at ${width} px`);
    }
  });

  test('an agent opens Settings, changes their display name on Profile, and is refused the admin tabs', async ({ tenant }) => {
    const page = await agentOf(tenant);
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    // Their own tabs, and the team, which View team members (ticked by default) opens to them (decision 186).
    await expect(page.getByRole('tab')).toHaveText(['Profile', 'Agents', 'Saved Replies']);
    await expect(page.getByText('Email cannot be changed from this interface')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly', '');

    await page.getByRole('textbox', { name: 'Display name' }).fill('Andy Fieldwork');
    await saveWith(page, 'Save Profile', '/api/me/profile');
    await expect(page.getByRole('navigation').getByText('Andy Fieldwork')).toBeVisible();

    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `profile tab at ${width} px`);
    }

    await page.goto(tenant.url('/settings?tab=theme'));
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You need admin privileges to access settings.')).toBeVisible();
    await page.getByRole('link', { name: 'Open your profile' }).click();
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Andy Fieldwork');
  });
});

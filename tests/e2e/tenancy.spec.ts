import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);

test.describe('an organization by its host or its subdomain parameter', () => {
  test('acme.localhost shows the organization', async ({ page }) => {
    await page.goto(`http://acme.localhost:${port}/`);
    await expect(page.getByRole('banner')).toContainText('Acme Field Services');
  });

  test('localhost?subdomain=acme shows the organization and carries the parameter on its links', async ({ page }) => {
    await page.goto('/?subdomain=acme');
    await expect(page.getByRole('banner')).toContainText('Acme Field Services');
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /log in/i })
        .first(),
    ).toHaveAttribute('href', /subdomain=acme/);
  });

  test('an address with no organization says so on its sign-in page, with the way to the home page', async ({ page }) => {
    await page.goto(`http://no-such-organization.localhost:${port}/login`);
    await expect(page.getByRole('heading', { name: 'Organization not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('There is no active organization at “no-such-organization”.');
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the Tandem home page' })).toHaveAttribute('href', `http://localhost:${port}/`);
  });

  test('the main domain shows the product, and an unknown page its 404', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText('Tandem');
    // The landing page's links open the app's pages.
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('on a phone, the landing page opens its menu and leads to the pages of the app', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Business models' }).click();
  await expect(page).toHaveURL(/\/business-model$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe("an organization's sign-in pages, rendered by the server", () => {
  const acme = `http://acme.localhost:${process.env.E2E_PORT ?? 3210}`;

  test('show in full before any script has run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${acme}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in to Acme Field Services' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toBeVisible();
    await page.goto(`${acme}/signup`);
    await expect(page.getByRole('button', { name: /Create Account/i })).toBeVisible();
    await context.close();
  });

  test('are taken over by the app in place: no element replaced, no error, and the form works', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The elements the page arrived with and where its form stands, styled: at DOMContentLoaded the app's script
    // has run (after the style sheets), and it hydrates the page only after the next frame.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const card = document.querySelector('#root form')?.getBoundingClientRect();
        Object.assign(window, {
          arrived: [...document.querySelectorAll('#root *')],
          arrivedAt: [card?.x, card?.y, card?.width, card?.height],
        });
      });
    });
    await page.goto(`${acme}/login`, { waitUntil: 'networkidle' });

    const { arrived, kept, arrivedAt, isAt } = await page.evaluate(() => {
      const before = window as unknown as { arrived: Element[]; arrivedAt: number[] };
      const card = document.querySelector('#root form')?.getBoundingClientRect();
      return {
        arrived: before.arrived.length,
        kept: before.arrived.filter((element) => element.isConnected).length,
        arrivedAt: before.arrivedAt,
        isAt: [card?.x, card?.y, card?.width, card?.height],
      };
    });
    expect(arrived).toBeGreaterThan(50);
    expect(kept).toBe(arrived);
    // Nothing moved: the app's styles are the page's (Mantine's responsive ones are keyed by React's ids).
    expect(isAt).toEqual(arrivedAt);
    await page.getByRole('textbox', { name: /^Email/ }).fill('not-an-address');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('keep what a visitor typed before the app took them over, and sign in with it', async ({ page }) => {
    // The app's script held back, as on a slow connection: the page is on screen, the form typed into.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${acme}/login`, { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: /^Email/ }).fill('andy@acme.test');
    await page.getByLabel(/^Password/).fill('Wrong-pass-1');
    // Its button waits for the app: clicked before, the browser would send the form itself and reload the page.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();

    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials', { timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('andy@acme.test');
  });
});

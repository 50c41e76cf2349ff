import { type APIRequestContext, type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { confirmWithMailedLink, firstLinkIn, waitForMail } from './support/dev-mailbox.ts';

// Signing in runs the account check and a 1-second redirect: on a busy machine that can take longer than 5 seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
const port = Number(process.env.E2E_PORT ?? 3210);
const OLD_PASSWORD = 'Original-pass-1';
const NEW_PASSWORD = 'Brand-new-pass-2';

/** A customer of acme of the test's own, confirmed: the demo accounts keep their passwords. */
async function createAcmeCustomer(request: APIRequestContext, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const signUp = await request.post('/auth/v1/signup', {
    headers: { 'x-tenant-subdomain': 'acme' },
    data: { email, password: OLD_PASSWORD, data: { name: 'Rita Reset', role: 'user', user_type: 'customer' } },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await confirmWithMailedLink(request, await waitForMail(request, email));
  return email;
}

async function requestResetLink(page: Page, loginUrl: string, email: string): Promise<string> {
  await page.goto(loginUrl);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('valid for 1 hour');
  // The confirmation sent at sign-up may be the newest until the reset e-mail arrives.
  let mail = await waitForMail(page.request, email);
  await expect(async () => {
    mail = await waitForMail(page.request, email);
    expect(mail.subject).toBe('Reset your Tandem password');
  }).toPass({ timeout: 15_000 });
  return firstLinkIn(mail);
}

/** A fresh browser context, sharing no storage with the one that asked for the link, as the phone the mail is read on. */
async function phoneOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function checklist(page: Page): Promise<Record<string, boolean>> {
  const items = page.getByRole('list', { name: 'Password requirements' }).getByRole('listitem');
  const states: Record<string, boolean> = {};
  for (const item of await items.all()) {
    const label = ((await item.textContent()) ?? '').replace(/ \((met|not met yet)\)$/, '');
    states[label] = (await item.getAttribute('data-met')) === 'true';
  }
  return states;
}

async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(url);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('password reset', () => {
  // Each test creates its account and waits for two e-mails.
  test.describe.configure({ timeout: 90_000 });

  test('the e-mailed link, opened in another browser, opens the reset page with its live checklist; the new password works, the old one no longer, and the link only once', async ({
    page: asker,
    browser,
    request,
  }) => {
    const acme = `http://acme.localhost:${port}`;
    const email = await createAcmeCustomer(request, 'forgetful');
    const link = await requestResetLink(asker, `${acme}/login`, email);
    expect(link).toMatch(new RegExp(`^${acme}/reset-password\\?token_hash=[\\w-]{43}&type=recovery$`));
    const page = await phoneOf(browser);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const newPassword = page.getByLabel(/^New password/);
    const confirmation = page.getByLabel(/^Confirm new password/);
    await newPassword.fill('brand');
    expect(await checklist(page)).toEqual({
      'At least 8 characters': false,
      'One uppercase letter': false,
      'One lowercase letter': true,
      'One number': false,
      'Passwords match': false,
    });
    await newPassword.fill(NEW_PASSWORD);
    expect(Object.values(await checklist(page))).toEqual([true, true, true, true, false]);
    await confirmation.fill(NEW_PASSWORD);
    expect(Object.values(await checklist(page))).toEqual([true, true, true, true, true]);
    await page.getByRole('button', { name: 'Toggle password visibility' }).first().click();
    await expect(newPassword).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Update Password' }).click();

    await expect(page.getByRole('heading', { name: 'Password Updated!' })).toBeVisible();
    await expect(page).toHaveURL(`${acme}/login`, { timeout: 6000 });

    await signIn(page, `${acme}/login`, email, OLD_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await signIn(page, `${acme}/login`, email, NEW_PASSWORD);
    await expect(page).toHaveURL(`${acme}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rita' })).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired reset link. Please request a new one.');
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await expect(page).toHaveURL(`${acme}/forgot-password`);
    await page.context().close();
  });

  test('a tampered link shows Invalid Reset Link, and leaves the real one working', async ({ page, browser, request }) => {
    const acme = `http://acme.localhost:${port}`;
    const email = await createAcmeCustomer(request, 'tampered');
    const link = new URL(await requestResetLink(page, `${acme}/login`, email));
    const tokenHash = link.searchParams.get('token_hash') ?? '';
    const tampered = new URL(link);
    tampered.searchParams.set('token_hash', `${tokenHash.slice(0, -1)}${tokenHash.endsWith('A') ? 'B' : 'A'}`);
    const phone = await phoneOf(browser);

    await phone.goto(tampered.toString());
    await expect(phone.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(phone.getByRole('alert')).toHaveText('Invalid or expired reset link. Please request a new one.');

    await phone.goto(link.toString());
    await expect(phone.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await phone.context().close();
  });

  test('on the main host with the subdomain parameter, the link comes back carrying it', async ({ page, request }) => {
    const main = `http://localhost:${port}`;
    const email = await createAcmeCustomer(request, 'carried');
    const link = await requestResetLink(page, `${main}/login?subdomain=acme`, email);

    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`^${main}/reset-password\\?subdomain=acme&token_hash=`));
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Updated!' })).toBeVisible();
    await expect(page).toHaveURL(`${main}/login?subdomain=acme`, { timeout: 6000 });

    await signIn(page, `${main}/login?subdomain=acme`, email, NEW_PASSWORD);
    await expect(page).toHaveURL(`${main}/dashboard?subdomain=acme`);
  });

  test('the reset page without a link says Invalid Reset Link', async ({ page }) => {
    await page.goto(`http://acme.localhost:${port}/reset-password`);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
  });

  for (const width of viewportWidths) {
    test(`its pages have no serious accessibility violations at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const acme = `http://acme.localhost:${port}`;
      const email = await createAcmeCustomer(request, `axe${width}`);

      await page.goto(`${acme}/forgot-password`);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
      await expectAccessible(page, 'forgot password with an error');
      const link = await requestResetLink(page, `${acme}/login`, email);
      await expectAccessible(page, 'check your email');

      await page.goto(link);
      await page.getByLabel(/^New password/).fill('brand');
      // The link's session is for choosing the password: the header offers no way into the workspace, only Log out.
      await expect(page.getByRole('button', { name: width < 768 ? 'Open menu' : 'Log out' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /^(Dashboard|Tickets)$/ })).toHaveCount(0);
      await expectAccessible(page, 'reset form with the checklist');
      await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByRole('heading', { name: 'Password Updated!' })).toBeVisible();
      await expectAccessible(page, 'password updated');

      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
      await expectAccessible(page, 'invalid reset link');
    });
  }
});

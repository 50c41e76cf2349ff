import { expect as baseExpect, type Page, test } from '@playwright/test';
import { waitForMail } from './support/dev-mailbox.ts';

// Signing in runs the account check and a 1-second redirect: on a busy machine that can take longer than 5 seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
const port = Number(process.env.E2E_PORT ?? 3210);
const acmeHost = `http://acme.localhost:${port}`;
const PASSWORD = 'Sturdy-pass-1!';
const NEW_PASSWORD = 'Brand-new-pass-2';
const WRONG_CODE_MESSAGE = 'Verification failed: Token has expired or is invalid';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@northwind-e2e.test`;
}

/** The newest e-mail to an address with this subject, and the six-digit code it carries. */
async function mailedCode(page: Page, email: string, subject: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const mail = await waitForMail(page.request, email);
    expect(mail.subject).toBe(subject);
    code = /Or enter this code: (\d{6})/.exec(mail.text)?.[1] ?? '';
    expect(code, mail.text).toHaveLength(6);
  }).toPass();
  return code;
}

/** A code that is not the mailed one. */
function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Or enter the code from the e-mail' }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** A wrong code first: the server's message stands by the field, which keeps it; then the mailed one. */
async function enterWrongThenRightCode(page: Page, code: string) {
  const field = page.getByRole('textbox', { name: 'Or enter the code from the e-mail' });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await enterCode(page, wrongCodeFor(code));
  await expect(page.getByText(WRONG_CODE_MESSAGE)).toBeVisible();
  await expect(field).toHaveValue(wrongCodeFor(code));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await enterCode(page, code);
}

/** Signs up as a customer of acme and confirms with the mailed code: signed in, on the customer dashboard. */
async function signUpWithCode(page: Page, name: string, email: string) {
  await page.goto(`${acmeHost}/signup`);
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await enterWrongThenRightCode(page, await mailedCode(page, email, 'Confirm your Tandem account'));
  await expect(page).toHaveURL(`${acmeHost}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(email);
}

test.describe('the code in the e-mail, typed instead of following its link', () => {
  // Each test waits for e-mails and a sign-in or two.
  test.describe.configure({ timeout: 90_000 });

  test('sign-up: a wrong code is refused by the field; the right one confirms the address and signs in to the dashboard', async ({
    page,
  }) => {
    await signUpWithCode(page, 'Cody', uniqueEmail('cody'));
  });

  test('password reset: the right code leads to Choose a new password, and the new password signs in', async ({ page, browser }) => {
    const email = uniqueEmail('rhoda');
    const signedUp = await (await browser.newContext()).newPage();
    await signUpWithCode(signedUp, 'Rhoda', email);
    await signedUp.context().close();

    await page.goto(`${acmeHost}/forgot-password`);
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await enterWrongThenRightCode(page, await mailedCode(page, email, 'Reset your Tandem password'));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page).toHaveURL(`${acmeHost}/reset-password`);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Updated!' })).toBeVisible();
    await expect(page).toHaveURL(`${acmeHost}/login`, { timeout: 6000 });

    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${acmeHost}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rhoda' })).toBeVisible();
  });

  test('organization sign-up: the right code sets the organization up and opens its dashboard on its own host', async ({ page }) => {
    const subdomain = `coded${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `${subdomain}@engines-e2e.test`;
    const account = { firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', email, companyName: 'Coded Engines', phone: '' };
    // Steps 1 and 2 carried in the router's state as those pages leave it (organization-signup.spec.ts walks them).
    await page.goto('/');
    await page.evaluate((usr) => window.history.replaceState({ usr, key: 'carried', idx: 0 }, '', '/domain-setup'), {
      business: { businessType: 'in-house', addOns: [] },
      account: { ...account, password: PASSWORD },
    });
    await page.reload();
    await page.getByLabel(/^Subdomain/).fill(subdomain);
    await expect(page.getByText(`${subdomain} is available`)).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await enterWrongThenRightCode(page, await mailedCode(page, email, 'Confirm your Tandem account'));
    await page.waitForURL(`http://${subdomain}.localhost:${port}/dashboard`);
    await expect(page.getByRole('banner')).toContainText('Coded Engines');
  });
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { firstLinkIn, waitForMail } from './support/dev-mailbox.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const PASSWORD = 'Sturdy-pass-1';
const TAKEN = 'This subdomain is already taken. Please choose another one.';

function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Steps 1 and 2 through the interface: a business model with an add-on, then the admin's account. */
async function chooseModelAndRegister(
  page: Page,
  account: { email: string; company: string },
  onEachPage?: (what: string) => Promise<void>,
) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^The help desk for/ })).toBeVisible();
  await onEachPage?.('landing');
  await page.getByRole('link', { name: /Start your free trial/ }).click();

  await expect(page).toHaveURL(/\/business-model$/);
  await expect(page.getByRole('button', { name: /Continue to Registration/ })).toBeDisabled();
  await page.getByText('Customer Service Business').click();
  await page.getByRole('checkbox', { name: /Calendar & Scheduling/ }).check();
  await onEachPage?.('business model');
  await page.getByRole('button', { name: /Continue to Registration/ }).click();

  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await onEachPage?.('register with errors');
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^Work e-mail/).fill(account.email);
  await page.getByLabel(/^Company name/).fill(account.company);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose your address' })).toBeVisible();
}

async function pickSubdomainAndCreate(page: Page, subdomain: string) {
  await page.getByLabel(/^Subdomain/).fill(subdomain);
  await expect(page.getByText(`${subdomain} is available`)).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
}

/** The session the web app keeps on the page's origin. */
async function accessTokenOn(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tandem-auth') ?? '{}').access_token as string | undefined);
  if (!token) throw new Error(`no session on ${page.url()}`);
  return token;
}

async function onboard(request: APIRequestContext, token: string): Promise<{ organization: { id: string; subdomain: string } }> {
  const response = await request.post('/api/onboarding', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe('organization sign-up', () => {
  // Each test walks several pages and waits for e-mail.
  test.describe.configure({ timeout: 150_000 });

  test('an admin signs up, follows the e-mailed link and lands signed in on the new organization’s dashboard', async ({ page }) => {
    const subdomain = unique('engines');
    const email = `${subdomain}@engines-e2e.test`;
    await chooseModelAndRegister(page, { email, company: 'Analytical Engines' });
    await pickSubdomainAndCreate(page, subdomain);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.locator('code')).toHaveText(`http://${subdomain}.localhost:${port}`);

    const mail = await waitForMail(page.request, email);
    expect(mail.subject).toBe('Confirm your Tandem account');
    await page.goto(firstLinkIn(mail));

    await page.waitForURL(`http://${subdomain}.localhost:${port}/dashboard`);
    await expect(page.getByRole('banner')).toContainText('Analytical Engines');
    expect(page.url()).not.toContain('handoff');

    // The session lives on the organization's own origin now; the organization is the one its host resolves to.
    const token = await accessTokenOn(page);
    const created = await onboard(page.request, token);
    const hosted = await page.request.get(`/api/organization?subdomain=${subdomain}`);
    expect(await hosted.json()).toMatchObject({ id: created.organization.id, name: 'Analytical Engines', subdomain });

    // Two tabs at once and a later sign-in answer the same organization.
    const twice = await Promise.all([onboard(page.request, token), onboard(page.request, token)]);
    expect(twice.map((answer) => answer.organization.id)).toEqual([created.organization.id, created.organization.id]);
    const signIn = await page.request.post('/auth/v1/token?grant_type=password', {
      headers: { 'x-tenant-subdomain': subdomain },
      data: { email, password: PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    const later = await onboard(page.request, (await signIn.json()).access_token);
    expect(later.organization.id).toBe(created.organization.id);
  });

  test('the confirmation link opened in another browser, as on a phone, confirms without an error and lands on the new dashboard there', async ({
    page,
    browser,
  }) => {
    const subdomain = unique('phone');
    const email = `${subdomain}@engines-e2e.test`;
    await chooseModelAndRegister(page, { email, company: 'Pocket Engines' });
    await pickSubdomainAndCreate(page, subdomain);
    const link = firstLinkIn(await waitForMail(page.request, email));
    expect(link).toMatch(new RegExp(`^http://localhost:${port}/\\?token_hash=[\\w-]{43}&type=signup$`));

    const phone = await (await browser.newContext()).newPage();
    try {
      await phone.goto(link);
      await phone.waitForURL(`http://${subdomain}.localhost:${port}/dashboard`);
      await expect(phone.getByRole('banner')).toContainText('Pocket Engines');
      await expect(phone.getByText(/could not confirm/)).toHaveCount(0);
    } finally {
      await phone.context().close();
    }
  });

  test('a refresh while the organization is being created does not create a second one', async ({ page }) => {
    const subdomain = unique('refresh');
    const email = `${subdomain}@engines-e2e.test`;
    await chooseModelAndRegister(page, { email, company: 'Refreshing Engines' });
    await pickSubdomainAndCreate(page, subdomain);
    const mail = await waitForMail(page.request, email);

    // The first creation reaches the server, but its answer is held back until the page has been reloaded.
    let isFirst = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/onboarding', async (route) => {
      if (!isFirst) return route.continue();
      isFirst = false;
      const response = await route.fetch();
      await held;
      await route.fulfill({ response }).catch(() => {});
    });
    await page.goto(firstLinkIn(mail));
    await expect(page.getByText('Setting Up Your Organization...')).toBeVisible();
    await page.reload();
    release();

    await page.waitForURL(`http://${subdomain}.localhost:${port}/dashboard`);
    const first = await onboard(page.request, await accessTokenOn(page));
    const hosted = await page.request.get(`/api/organization?subdomain=${subdomain}`);
    expect((await hosted.json()).id).toBe(first.organization.id);
  });

  test('a taken subdomain is refused with its message before anything is created', async ({ page }) => {
    const email = `${unique('taken')}@engines-e2e.test`;
    await chooseModelAndRegister(page, { email, company: 'Copycat Corp' });
    await page.getByLabel(/^Subdomain/).fill('ACME');
    await expect(page.getByLabel(/^Subdomain/)).toHaveValue('acme');
    await expect(page.getByText(TAKEN)).toBeVisible();

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(TAKEN);
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toHaveCount(0);

    const mailbox = await page.request.get(`/dev/mail/api?to=${encodeURIComponent(email)}`);
    expect((await mailbox.json()).messages).toEqual([]);
    const signIn = await page.request.post('/auth/v1/token?grant_type=password', { data: { email, password: PASSWORD } });
    expect((await signIn.json()).error_code).toBe('invalid_credentials');
  });

  for (const width of viewportWidths) {
    test(`every page of the sign-up has no serious accessibility problem at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const subdomain = unique('axe');
      await chooseModelAndRegister(page, { email: `${subdomain}@engines-e2e.test`, company: 'Accessible Engines' }, (what) =>
        expectAccessible(page, what),
      );
      await page.getByLabel(/^Subdomain/).fill('acme');
      await expect(page.getByText(TAKEN)).toBeVisible();
      await expectAccessible(page, 'domain setup with a taken subdomain');
      await page.getByRole('radio', { name: /Use Your Domain/ }).check();
      await expectAccessible(page, 'domain setup with a custom domain');
      await page.getByRole('radio', { name: /Use Our Domain/ }).check();
      await pickSubdomainAndCreate(page, subdomain);
      await expectAccessible(page, 'check your e-mail');

      // The welcome page, held while it signs in (its token is never answered here).
      await page.route('**/auth/v1/verify', () => {});
      await page.goto(`http://acme.localhost:${port}/welcome?confirmed=true#handoff=held`);
      await expect(page.getByRole('heading', { name: 'Welcome to Acme Field Services' })).toBeVisible();
      await expectAccessible(page, 'welcome');
    });
  }
});

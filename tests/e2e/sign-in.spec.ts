import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { authenticatorCode, createSuperAdmin, DEMO_PASSWORD, signInSuperAdmin } from './support/api-session.ts';
import { confirmWithMailedLink, waitForMail } from './support/dev-mailbox.ts';

// Signing in runs the account check and a 1-second redirect: on a busy machine that can take longer than 5 seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });
const port = Number(process.env.E2E_PORT ?? 3210);
const main = `http://localhost:${port}`;

/** Acme's site by its own host, and on the main host with the subdomain parameter the app carries. */
const acmeSites = [
  { name: 'acme.localhost', origin: `http://acme.localhost:${port}`, query: '' },
  { name: 'localhost?subdomain=acme', origin: main, query: '?subdomain=acme' },
];

async function signIn(page: Page, url: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(url);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const site of acmeSites) {
  test.describe(`signing in on ${site.name}`, () => {
    const dashboard = new RegExp(`/dashboard${escaped(site.query)}$`);

    test('the org admin lands on the staff dashboard, with the real role and the workspace sections', async ({ page }) => {
      await signIn(page, `${site.origin}/login${site.query}`, 'alice@acme.test');

      await expect(page.getByRole('heading', { name: 'Welcome, Alice!' })).toBeVisible();
      await expect(page).toHaveURL(dashboard);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Alice', exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('Acme Field Services');
      await expect(page.getByRole('banner')).toContainText('Welcome, Alice');
      await expect(page.getByRole('banner')).toContainText('Admin');
      const sections = page.getByRole('navigation', { name: 'Workspace' });
      await expect(sections.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(sections.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', `/getting-started${site.query}`);
    });

    test('the agent lands on the staff dashboard as an Agent', async ({ page }) => {
      await signIn(page, `${site.origin}/login${site.query}`, 'andy@acme.test');

      await expect(page).toHaveURL(dashboard);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Andy' })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('Agent');
    });

    test('the customer lands on the customer dashboard, and other pages lead back to it', async ({ page }) => {
      await signIn(page, `${site.origin}/login${site.query}`, 'carla@northwind.test');

      await expect(page).toHaveURL(dashboard);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Carla' })).toBeVisible();
      await page.goto(`${site.origin}/tickets/42${site.query}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Carla' })).toBeVisible();
      await page.goto(`${site.origin}/settings${site.query}`);
      await expect(page).toHaveURL(new RegExp(`:${port}/${escaped(site.query)}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Carla' })).toBeVisible();
    });

    test("the platform's super admin is refused: the account belongs to another organization", async ({ page }) => {
      await signIn(page, `${site.origin}/login${site.query}`, 'admin@tandem.test');

      await expect(page.getByRole('alert')).toHaveText(
        "This account belongs to another organization. Please sign in on your organization's site.",
      );
      await expect(page).toHaveURL(/\/login/);
    });

    test('a wrong password gets the server’s message', async ({ page }) => {
      await signIn(page, `${site.origin}/login${site.query}`, 'andy@acme.test', 'Wrong-pass-1');
      await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    });

    test('signing out leads to the login, keeping the subdomain parameter', async ({ page }) => {
      await signIn(page, `${site.origin}/login${site.query}`, 'andy@acme.test');
      await expect(page).toHaveURL(dashboard);

      await page.getByRole('button', { name: 'Sign Out' }).click();

      await expect(page).toHaveURL(new RegExp(`/login${escaped(site.query)}$`));
      await page.goto(`${site.origin}/dashboard${site.query}`);
      await expect(page).toHaveURL(new RegExp(`/login${escaped(site.query)}$`));
    });
  });
}

test.describe('the main domain', () => {
  test('refuses an organization member: only platform e-mails log in there', async ({ page }) => {
    await signIn(page, `${main}/login`, 'alice@acme.test');

    await expect(page.getByRole('alert')).toHaveText('Only tandem.test emails can log in to the main account.');
    await expect(page).toHaveURL(`${main}/login`);
  });

  test('lets the super admin in with their second factor, to the platform pages only', async ({ page, request }) => {
    const { member, secret } = await signInSuperAdmin(request);
    await signIn(page, `${main}/login`, member.email);
    await expect(page.getByRole('heading', { name: 'Two-Factor Sign-In' })).toBeVisible();
    // The code the setup used is spent; the app's next one is accepted one step early.
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    const landing = new RegExp(`^${main}/(admin|dashboard)$`);
    await expect(page).toHaveURL(landing);
    await expect(page.getByRole('banner')).toContainText('Super Admin');
    const sections = page.getByRole('navigation', { name: 'Workspace' });
    await expect(sections.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Getting Started' })).toHaveCount(0);
    await page.goto(`${main}/getting-started`);
    await expect(page).toHaveURL(landing);
    // The root serves visitors the landing page's own small script; signed in, the app takes over from it.
    await page.goto(`${main}/`);
    await expect(page).toHaveURL(landing);
    await expect(sections.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('sends a super admin without an authenticator app to set one up, with no way to put it off', async ({ page, request }) => {
    const member = await createSuperAdmin(request);
    await signIn(page, `${main}/login`, member.email);
    await expect(page.getByRole('heading', { name: 'Set Up Two-Factor' })).toBeVisible();
    await expect(page.getByText('Super admins always sign in with two factors. Set up an authenticator app to continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set Up Later' })).toHaveCount(0);
    // The platform's pages stay shut until then.
    await page.goto(`${main}/admin`);
    await expect(page).toHaveURL(`${main}/login`);

    const card = page.getByRole('region', { name: 'Two-Factor Sign-In' });
    await card.getByRole('button', { name: 'Set Up' }).click();
    const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
    await card.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(secret));
    await card.getByRole('button', { name: 'Turn On' }).click();
    await expect(card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await expectAccessible(page, 'required two-factor setup');
    await card.getByRole('button', { name: 'I Have Saved These Codes' }).click();
    await expect(page).toHaveURL(new RegExp(`^${main}/(admin|dashboard)$`));
    await expect(page.getByRole('banner')).toContainText('Super Admin');
  });

  test('shows Super Admin Access and the way to create an organization', async ({ page }) => {
    await page.goto(`${main}/login`);
    await expect(page.getByText('Super Admin Access')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create your organization' })).toHaveAttribute('href', '/business-model');
  });
});

test.describe('accounts without a workspace', () => {
  test('an account with no profile sees Account Setup Incomplete, and can sign out', async ({ page, request }) => {
    const email = `nobody-${Date.now().toString(36)}@tandem.test`;
    const signUp = await request.post('/auth/v1/signup', { data: { email, password: DEMO_PASSWORD } });
    expect(signUp.status()).toBe(200);
    await confirmWithMailedLink(request, await waitForMail(request, email));

    await signIn(page, `${main}/login`, email);

    await expect(page.getByRole('heading', { name: 'Account Setup Incomplete' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${main}/login`);
  });
});

test.describe('the e-mail verification page', () => {
  test('says Oops! for a link without its token or address, with the way home', async ({ page }) => {
    await page.goto(`${main}/verify-email?token=123456`);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Missing token or email from verification link.');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(`${main}/`);
  });

  test('says why a wrong code fails', async ({ page }) => {
    await page.goto(`${main}/verify-email?token=000000&email=nobody%40example.test`);
    await expect(page.getByRole('alert')).toHaveText('Verification failed: Token has expired or is invalid');
  });
});

for (const width of viewportWidths) {
  test(`the sign-in pages and the workspace have no serious accessibility violations at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${main}/login?confirmed=true&email=olga%40example.test`);
    await expect(page.getByText('Email Confirmed Successfully!')).toBeVisible();
    await expectAccessible(page, 'login on the main domain, confirmed');

    await signIn(page, `${main}/login`, 'alice@acme.test');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'login with an error');

    await page.goto(`${main}/verify-email`);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expectAccessible(page, 'verification failure');

    await signIn(page, `http://acme.localhost:${port}/login`, 'alice@acme.test');
    // The greeting shows only while the dashboard loads: checked with axe, it raced the page that replaces it.
    await expect(page.getByRole('heading', { name: 'Welcome, Alice!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Alice', exact: true })).toBeVisible();
    await expectAccessible(page, 'staff dashboard');
    if (width < 768) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expectAccessible(page, 'workspace navigation open');
    }
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Getting Started' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
    await expectAccessible(page, 'getting started');
  });
}

import { expectAccessible } from './support/accessibility.ts';
import { authenticatorCode, DEMO_PASSWORD } from './support/api-session.ts';
import { expect as baseExpect, signedOut, test } from './support/tenant.ts';

// Signing in runs the account check and a 1-second redirect: on a busy machine that can take longer than 5 seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ signedInAs: 'agent' });

test('an agent turns on two-factor sign-in, signs out, and signs back in with the code', async ({ page, tenant }) => {
  await page.goto(tenant.url('/settings?tab=profile'));
  const card = page.getByRole('region', { name: 'Two-Factor Sign-In' });
  await card.getByRole('button', { name: 'Set Up' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
  await expectAccessible(page, 'two-factor setup');

  await card.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(secret));
  await card.getByRole('button', { name: 'Turn On' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await card.getByRole('button', { name: 'I Have Saved These Codes' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card).toContainText('10 of 10 recovery codes are left.');

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.goto(tenant.url('/login'));
  await page.getByRole('textbox', { name: /^Email/ }).fill(tenant.agent.email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Two-Factor Sign-In' })).toBeVisible();
  // Without the code the workspace stays shut.
  await page.goto(tenant.url('/dashboard'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Two-Factor Sign-In' })).toBeVisible();
  await expectAccessible(page, 'two-factor code step');

  await page.getByRole('textbox', { name: 'Authentication code' }).fill('000000' === authenticatorCode(secret, 1) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid TOTP code entered');

  // The code enrolment used is spent; the app's next one is accepted one step early.
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, Andy/ })).toBeVisible();
});

test('a recovery code signs in once in place of the authenticator', async ({ page, tenant }) => {
  await page.goto(tenant.url('/settings?tab=profile'));
  const card = page.getByRole('region', { name: 'Two-Factor Sign-In' });
  await card.getByRole('button', { name: 'Set Up' }).click();
  const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
  await card.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(secret));
  await card.getByRole('button', { name: 'Turn On' }).click();
  const recoveryCode = (await card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().textContent()) ?? '';
  await card.getByRole('button', { name: 'I Have Saved These Codes' }).click();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.goto(tenant.url('/login'));
  await page.getByRole('textbox', { name: /^Email/ }).fill(tenant.agent.email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(tenant.url('/settings?tab=profile'));
  await expect(page.getByRole('region', { name: 'Two-Factor Sign-In' })).toContainText('9 of 10 recovery codes are left.');
});

test.describe('on the customer portal', () => {
  test.use({ signedInAs: 'customer' });

  test('a customer turns on two-factor sign-in in Profile and Settings and signs in with the code', async ({ page, tenant }) => {
    await page.goto(tenant.url('/profile'));
    const dialog = page.getByRole('dialog', { name: 'Profile and Settings' });
    const card = dialog.getByRole('region', { name: 'Two-Factor Sign-In' });
    await card.getByRole('button', { name: 'Set Up' }).click();
    const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
    await card.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(secret));
    await card.getByRole('button', { name: 'Turn On' }).click();
    await expect(card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await card.getByRole('button', { name: 'I Have Saved These Codes' }).click();
    await expect(card).toContainText('10 of 10 recovery codes are left.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    await page.goto(tenant.url('/login'));
    await page.getByRole('textbox', { name: /^Email/ }).fill(tenant.customer.email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Carla' })).toBeVisible();
  });
});

test.describe('required by the organization', () => {
  test.use({ signedInAs: 'admin' });

  test('an org admin requires it of staff; an agent is asked after sign-in and may put it off during the grace period', async ({
    page,
    tenant,
    browser,
  }) => {
    await page.goto(tenant.url('/settings?tab=two-factor'));
    const requirement = page.getByRole('region', { name: 'Require Two-Factor Sign-In' });
    await requirement.getByRole('radio', { name: 'All staff (admins and agents)' }).check();
    await requirement.getByRole('textbox', { name: 'Grace period (days)' }).fill('3');
    await requirement.getByRole('button', { name: 'Save Requirement' }).click();
    const coverage = page.getByRole('region', { name: 'Who Has Set It Up' });
    await expect(coverage).toContainText('0 of 2 people required to use an authenticator app have one.');
    const waiting = coverage.getByRole('region', { name: 'People without an authenticator app' });
    await expect(waiting.getByRole('row', { name: /Andy Agent/ })).toContainText('Agent');
    await expect(waiting.getByRole('row', { name: /Alice Admin/ })).toBeVisible();
    await expectAccessible(page, 'two-factor requirement');

    const agentPage = await (await browser.newContext({ storageState: signedOut })).newPage();
    await agentPage.goto(tenant.url('/login'));
    await agentPage.getByRole('textbox', { name: /^Email/ }).fill(tenant.agent.email);
    await agentPage.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await agentPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(agentPage.getByRole('heading', { name: 'Set Up Two-Factor' })).toBeVisible();
    await expect(agentPage.getByText(/Acme Field Services requires two-factor sign-in for your account from/)).toBeVisible();
    // The step is the way on: the header offers no way into the workspace and no second Log out.
    await expect(agentPage.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(agentPage.getByRole('button', { name: /^(Log out|Sign Out)$/ })).toHaveCount(1);
    await agentPage.getByRole('button', { name: 'Set Up Later' }).click();
    await expect(agentPage).toHaveURL(/\/dashboard$/);
    await expect(agentPage.getByRole('heading', { level: 1, name: /Welcome, Andy/ })).toBeVisible();
    await agentPage.context().close();
  });
});

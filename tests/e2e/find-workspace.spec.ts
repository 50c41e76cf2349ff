import { expectAccessible } from './support/accessibility.ts';
import { DEMO_PASSWORD } from './support/api-session.ts';
import { waitForMail } from './support/dev-mailbox.ts';
import { expect, test } from './support/tenant.ts';
import { expectNothingCutOff } from './support/visual-checks.ts';

test.use({ signedInAs: null });

test("an agent who came to the main site finds their workspace by e-mail and signs in on the organization's own site", async ({
  page,
  tenant,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Find your workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Find your workspace' })).toBeVisible();
  await expectAccessible(page, 'find your workspace');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNothingCutOff(page.locator('main'), 'find your workspace at 375 px');

  await page.getByRole('textbox', { name: /^Email/ }).fill(tenant.agent.email);
  await page.getByRole('button', { name: 'Email Me My Workspace' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `If an account uses ${tenant.agent.email}, we have e-mailed it the address of its workspace, where you sign in.`,
  );

  const mail = await waitForMail(tenant.request, tenant.agent.email, { subject: /^Your Tandem workspace: / });
  const signInLink = /https?:\/\/\S+\/login\b/.exec(mail.text)?.[0];
  expect(signInLink).toBe(tenant.url('/login'));

  await page.goto(signInLink ?? '');
  await page.getByRole('textbox', { name: /^Email/ }).fill(tenant.agent.email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(tenant.url('/dashboard'), { timeout: 15_000 });
});

import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect, signedOut, test } from './support/tenant.ts';
import { openWorkspace } from './support/workspace-session.ts';

test.describe('plan and billing', () => {
  test.describe.configure({ timeout: 90_000 });

  test("an org admin chooses Elite, a business model and an add-on, and the customers' site then carries the organization's name", async ({
    page,
    tenant,
    browser,
  }, testInfo) => {
    const year = new Date().getFullYear();
    // The organization's site as a visitor sees it, signed out.
    const customer = await (await browser.newContext({ storageState: signedOut })).newPage();
    await customer.goto(tenant.url('/'));
    await expect(customer.getByRole('contentinfo')).toContainText(`© ${year} Tandem. All rights reserved.`);

    await openWorkspace(page, tenant.url('/settings?tab=billing'));
    const plan = page.getByRole('region', { name: 'Plan', exact: true });
    await expect(plan.getByText('Your organization has not chosen a plan yet.')).toBeVisible();
    await expect(plan.getByText('No payment provider is connected yet')).toBeVisible();
    await expect(plan.getByText(/Nothing is charged and no card is asked for/)).toBeVisible();
    await expectAccessible(page, 'the Plan & Billing tab');

    await expect(plan.getByText('Team: 2 members, counting open invitations.')).toBeVisible();
    await plan.getByRole('button', { name: 'Choose Starter' }).click();
    await expect(plan.getByText('Team: 2 of the 3 members the Starter plan includes, counting open invitations.')).toBeVisible();

    await plan.getByRole('button', { name: 'Choose Elite' }).click();
    await expect(plan.getByText('Your organization is on the Elite plan.')).toBeVisible();
    await expect(plan.getByRole('region', { name: 'Elite' }).getByText('Current plan')).toBeVisible();
    await expect(plan.getByText(/White-label is on/)).toBeVisible();

    const model = page.getByRole('region', { name: 'Business model' });
    await model.getByRole('radio', { name: 'In-House Service' }).check();
    await model.getByRole('button', { name: 'Save business model' }).click();
    await expect(model.getByRole('button', { name: 'Save business model' })).toBeDisabled();
    const addOns = page.getByRole('region', { name: 'Add-ons' });
    await addOns.getByRole('checkbox', { name: 'Time Card System' }).check();
    await addOns.getByRole('button', { name: 'Save add-ons' }).click();
    await expect(addOns.getByRole('button', { name: 'Save add-ons' })).toBeDisabled();

    // All three are stored: they read the same after a reload.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Plan', exact: true }).getByText('Your organization is on the Elite plan.'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'In-House Service' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Time Card System' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Calendar & Scheduling' })).not.toBeChecked();
    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Time Card System' })).toBeChecked();
      await page.screenshot({ path: testInfo.outputPath(`plan-billing-${width}.png`), fullPage: true });
    }

    // White-label: the site now names the organization, not the product.
    await customer.reload();
    const footer = customer.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${year} ${tenant.organization.name}. All rights reserved.`);
    await expect(footer).not.toContainText('Tandem');
    await customer.screenshot({ path: testInfo.outputPath('white-label-footer.png'), fullPage: true });
  });

  test('agents do not see the Plan & Billing tab', async ({ tenant }) => {
    const agent = await tenant.newPageAs(tenant.agent);
    await openWorkspace(agent, tenant.url('/settings'));
    await expect(agent.getByRole('tab', { name: 'Profile' })).toBeVisible();
    await expect(agent.getByRole('tab', { name: 'Plan & Billing' })).toHaveCount(0);
  });
});

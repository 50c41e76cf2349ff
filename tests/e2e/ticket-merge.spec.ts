import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect as baseExpect, test } from './support/tenant.ts';

// Two browsers and live events on a shared machine: more time than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('merging tickets', () => {
  test.describe.configure({ timeout: 90_000 });

  test("an admin merges a duplicate into another ticket: its comments show there, and the customer's portal says where it went", async ({
    page,
    tenant,
  }) => {
    const customerId = tenant.customer.recordId ?? '';
    const target = await tenant.createTicket({ subject: 'Printer on floor 2 jams', customerId });
    const duplicate = await tenant.createTicket({ subject: 'Printer keeps jamming', customerId });
    const comment = 'It jams on every double-sided job.';
    const commented = await tenant.request.post(`/api/tickets/${duplicate.id}/comments`, {
      headers: await tenant.headersFor(tenant.customer),
      data: { content: comment },
    });
    expect(commented.status()).toBe(201);

    const customer = await tenant.newPageAs(tenant.customer);
    await customer.goto(tenant.url(`/tickets/${duplicate.id}`));
    const portalTicket = customer.getByRole('dialog', { name: 'Printer keeps jamming' });
    await expect(portalTicket.getByText(comment)).toBeVisible();

    await page.goto(tenant.url(`/tickets/${duplicate.id}`));
    await page.getByRole('button', { name: 'Merge into…' }).click();
    const modal = page.getByRole('dialog', { name: /^Merge .+ into…$/ });
    await modal.getByLabel(/Find the ticket to merge into/).fill('floor');
    await modal.getByRole('radio', { name: /Printer on floor 2 jams/ }).check();
    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `the merge modal at ${width} px`);
    }
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal).toContainText('Its comments, files, appointments and e-mail move to');
    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `the merge confirmation at ${width} px`);
    }
    await modal.getByRole('button', { name: 'Merge tickets' }).click();

    await expect(page).toHaveURL(new RegExp(`/tickets/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Printer on floor 2 jams' })).toBeVisible();
    await expect(page.getByRole('listitem').getByText(comment)).toBeVisible();
    await expect(page.getByText(/^Merged from .+: Printer keeps jamming/)).toBeVisible();

    // The customer's browser hears of it live, and is led to the ticket the conversation continues on.
    const banner = portalTicket.getByRole('status').filter({ hasText: 'This ticket was merged into' });
    await expect(banner).toBeVisible();
    await expect(portalTicket.getByLabel('Add a comment')).toHaveCount(0);
    await banner.getByRole('link').click();
    const continued = customer.getByRole('dialog', { name: 'Printer on floor 2 jams' });
    await expect(continued.getByText(comment)).toBeVisible();
  });
});

import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect as baseExpect, test } from './support/tenant.ts';

// Two browsers and live events on a shared machine: more time than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('the ticket workbench', () => {
  test.describe.configure({ timeout: 90_000 });

  test("an internal note stays with the team: the customer's browser shows the reply after it, never the note", async ({
    page,
    tenant,
  }) => {
    const subject = 'Gateway drops every hour';
    const note = 'Legacy firmware on their gateway: check the gateway logs before replying.';
    const reply = 'We found the cause and are sending a technician.';
    const { id } = await tenant.createTicket({ subject, customerId: tenant.customer.recordId ?? '' });

    const customer = await tenant.newPageAs(tenant.customer);
    await customer.goto(tenant.url(`/tickets/${id}`));
    const portalTicket = customer.getByRole('dialog', { name: subject });
    await expect(portalTicket.getByText('No comments yet. Be the first to comment!')).toBeVisible();

    await page.goto(tenant.url(`/tickets/${id}`));
    // The reply box's switch between a reply and a note, as a user clicks it (its radio buttons are visually hidden).
    const write = page.locator('form').filter({ has: page.getByRole('radio', { name: 'Internal note' }) });
    await write.getByText('Internal note', { exact: true }).click();
    await page.getByLabel('Add an internal note').fill(note);
    await page.getByRole('button', { name: 'Add Note' }).click();
    const listedNote = page.getByRole('listitem', { name: 'Internal note from Alice Admin' });
    await expect(listedNote).toContainText(note);
    await expect(listedNote).toContainText('Internal note');
    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `a ticket with an internal note at ${width} px`);
    }

    await write.getByText('Reply', { exact: true }).click();
    await page.getByLabel('Add a comment').fill(reply);
    await page.getByRole('button', { name: 'Add Comment' }).click();
    await expect(page.getByRole('listitem').getByText(reply)).toBeVisible();

    // The reply arrives live; the note, written before it, never does, nor after a reload.
    await expect(portalTicket.getByText(reply)).toBeVisible();
    await expect(portalTicket).not.toContainText(note);
    await expect(portalTicket.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await customer.reload();
    await expect(customer.getByRole('dialog', { name: subject }).getByText(reply)).toBeVisible();
    await expect(customer.getByRole('dialog', { name: subject })).not.toContainText('gateway logs');
  });
});

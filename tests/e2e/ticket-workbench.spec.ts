import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { expect as baseExpect, test } from './support/tenant.ts';

// Two browsers and live events on a shared machine: more time than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A one-pixel PNG, as a phone's camera or a file chooser gives it. */
const photo = {
  name: 'meter reading.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};
const quote = { name: 'Quote 1042.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

/** Chooses files through the form's Attach files button, as a user does in the file dialog. */
async function attach(page: Page, form: Locator, file: typeof photo) {
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles(file);
  await expect(form.getByRole('list', { name: 'Files to send' }).getByText(file.name)).toBeVisible();
  await expect(form.getByLabel(`Uploading ${file.name}`)).toBeHidden();
}

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

  test('a photo goes from the customer to the team with the new ticket, and a PDF comes back with the reply', async ({ page, tenant }) => {
    const subject = 'Meter reads zero';
    const customer = await tenant.newPageAs(tenant.customer);
    await customer.goto(tenant.url('/dashboard'));
    await customer.getByRole('button', { name: 'Submit New Ticket' }).click();
    const newTicket = customer.getByRole('dialog', { name: 'Submit New Ticket' });
    await newTicket.getByLabel(/^Subject/).fill(subject);
    await newTicket.getByLabel(/^Description/).fill('The meter in the basement reads zero: photo attached.');
    await attach(customer, newTicket, photo);
    await newTicket.getByRole('button', { name: 'Submit Ticket' }).click();
    await customer.getByRole('dialog', { name: 'Ticket Submitted Successfully!' }).getByRole('button', { name: 'View Ticket' }).click();
    const portalTicket = customer.getByRole('dialog', { name: subject });
    await expect(portalTicket.getByRole('list', { name: 'Attachments' })).toContainText('meter reading.png');
    const ticketId = new URL(customer.url()).pathname.split('/').at(-1) as string;

    await page.goto(tenant.url(`/tickets/${ticketId}`));
    const description = page.getByRole('list', { name: 'Attachments' });
    // An image is previewed: its thumbnail is the button that downloads it.
    await expect(description.getByRole('button', { name: 'Download meter reading.png' }).locator('img')).toBeVisible();
    const downloadedPhoto = page.waitForEvent('download');
    await description.getByRole('button', { name: 'meter reading.png', exact: true }).click();
    const photoFile = await downloadedPhoto;
    expect(photoFile.suggestedFilename()).toBe('meter reading.png');
    expect((await readFile(await photoFile.path())).equals(photo.buffer)).toBe(true);

    const reply = page.locator('form').filter({ has: page.getByLabel('Add a comment') });
    await reply.getByLabel('Add a comment').fill('Here is the quote for the new meter.');
    await attach(page, reply, quote);
    for (const width of viewportWidths) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `a ticket with attachments and a file to send at ${width} px`);
    }
    await reply.getByRole('button', { name: 'Add Comment' }).click();
    await expect(reply.getByRole('list', { name: 'Files to send' })).toBeHidden();

    const sentQuote = portalTicket.getByRole('region', { name: /^Comments/ }).getByRole('button', { name: 'Quote 1042.pdf' });
    await expect(sentQuote).toBeVisible();
    const downloadedQuote = customer.waitForEvent('download');
    await sentQuote.click();
    const quoteFile = await downloadedQuote;
    expect(quoteFile.suggestedFilename()).toBe('Quote 1042.pdf');
    expect((await readFile(await quoteFile.path())).equals(quote.buffer)).toBe(true);
  });
});

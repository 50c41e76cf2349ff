import nodemailer from 'nodemailer';
import { type MailFixtureValues, mailFixture } from '../support/mail-fixtures.ts';
import { waitForMail } from './support/dev-mailbox.ts';
import { expect, test } from './support/tenant.ts';
import { openWorkspace } from './support/workspace-session.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
/** The server's INBOUND_EMAIL_DOMAIN and INBOUND_SMTP_PORT (playwright.config.ts). */
const inboundDomain = 'mail.e2e.test';
const smtpPort = port + 1;

test.use({ signedInAs: 'agent' });

/** Hands a fixture message to the server's SMTP receiver, as a sending mail server would. */
async function sendOverSmtp(fixture: string, to: string, values: MailFixtureValues & { FROM: string }): Promise<void> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ envelope: { from: values.FROM, to: [to] }, raw: mailFixture(fixture, { ...values, TO: to }) });
  } finally {
    transport.close();
  }
}

test('a mailed request becomes a ticket, the agent’s reply reaches the customer in its thread, and their answer lands on it', async ({
  page,
  request,
  tenant,
}) => {
  test.setTimeout(60_000);
  const { subdomain } = tenant.organization;
  const customer = `dana-${Date.now().toString(36)}@example.org`;
  const subject = `Label printer jams ${Date.now().toString(36)}`;
  await sendOverSmtp('gmail-web-new', `support@${subdomain}.${inboundDomain}`, { FROM: customer, SUBJECT: subject });

  await openWorkspace(page, tenant.url('/dashboard'));
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Tickets' }).click();
  const card = page.getByRole('article').filter({ hasText: subject });
  await expect(card).toContainText('Dana Ortiz');
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Our label printer in the warehouse stopped feeding paper this morning.')).toBeVisible();
  await expect(page.getByText('Channel').locator('..')).toContainText('E-mail');

  await page.getByLabel('Add a comment').fill('Which printer is it?');
  await page.getByRole('button', { name: 'Add Comment' }).click();
  const reply = await waitForMail(request, customer, { subject: /^Re: \[TKT-\d+\] / });
  expect(reply.subject).toMatch(new RegExp(`^Re: \\[TKT-\\d+\\] ${subject}$`));
  expect(reply.text).toContain('Which printer is it?');
  const messageId = reply.headers['message-id'] as string;
  expect(messageId).toMatch(new RegExp(`^<[^@>]+@${subdomain}\\.${inboundDomain.replaceAll('.', '\\.')}>$`));
  expect(reply.headers['in-reply-to']).toMatch(/@mail\.gmail\.com>$/);
  expect(reply.headers.references?.split(' ')).toHaveLength(2);
  const replyTo = reply.headers['reply-to'] as string;
  expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${subdomain}\\.${inboundDomain.replaceAll('.', '\\.')}$`));

  // The customer answers from Thunderbird, to the reply address, quoting the agent's question.
  await sendOverSmtp('thunderbird-reply', replyTo, {
    FROM: customer,
    SUBJECT: reply.subject.replace(/^Re: /, ''),
    IN_REPLY_TO: messageId,
    REFERENCES: `${reply.headers.references} ${messageId}`,
  });
  const comment = page.getByText('It is the one by the loading dock (Thunderbird).');
  await expect(comment).toBeVisible({ timeout: 15_000 });
  // The quoted question is not stored again as the customer's words.
  await expect(page.getByText('Which printer is it?')).toHaveCount(1);
});

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import type { ReceivedMail } from '../../../../tests/support/mail.ts';
import { mailFixture as fixture } from '../../../../tests/support/mail-fixtures.ts';
import { recordRealtimeEvents } from '../../../../tests/support/realtime.ts';
import { organizationSettings } from '../../db/schema.ts';
import type { TicketDetail } from '../tickets/tickets.schemas.ts';
import { receiveMail } from './inbound-mail.service.ts';
import { INBOUND_DOMAIN, useMailTestbed } from './inbound-mail.testbed.ts';
import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.ts';

const QUESTION = 'Which printer is it?';

describe('inbound e-mail', () => {
  const bed = useMailTestbed();
  const { clock, supportOf, receive } = bed;

  const newCustomer = () => `dana-${randomBytes(4).toString('hex')}@example.org`;

  async function ticketOf(org: Org, ticketId: string): Promise<TicketDetail> {
    const response = await bed.call('GET', `/api/tickets/${ticketId}`, { as: org.admin, on: org.organization });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** A customer's first mail to the support address, and the ticket it opened. */
  async function openByMail(org: Org, from = newCustomer(), subject = `Label printer jams ${randomBytes(3).toString('hex')}`) {
    const outcome = await receive(fixture('gmail-web-new', { TO: supportOf(org), FROM: from, SUBJECT: subject }), [supportOf(org)]);
    if (outcome.kind !== 'ticket_created') throw new Error(`expected a new ticket, got ${JSON.stringify(outcome)}`);
    return { from, subject, ticketId: outcome.ticketId, detail: await ticketOf(org, outcome.ticketId) };
  }

  /** An agent's reply in the workspace, and the mail the customer receives for it (after the ticket's acknowledgement). */
  async function replyAsAgent(org: Org, ticketId: string, customer: string, count: number): Promise<ReceivedMail> {
    const response = await bed.call('POST', `/api/tickets/${ticketId}/comments`, {
      as: org.agent,
      on: org.organization,
      body: { content: QUESTION },
    });
    expect(response.statusCode).toBe(201);
    await bed.mailbox.waitForMail(customer, { count });
    const reply = (await bed.mailbox.listMail(customer)).find((mail) => mail.text.includes(QUESTION));
    if (!reply) throw new Error(`no reply mailed to ${customer}`);
    return reply;
  }

  it('opens a ticket from a new sender, who becomes a customer named as their mail client names them', async () => {
    const { detail, subject } = await openByMail(bed.acme);
    expect(detail.ticket.title).toBe(subject);
    expect(detail.ticket.source).toBe('email');
    expect(detail.ticket.customerName).toBe('Dana Ortiz');
    expect(detail.ticket.description).toContain('Our label printer in the warehouse stopped feeding paper this morning.');
    const list = await bed.call('GET', '/api/tickets?search=warehouse', { as: bed.acme.admin, on: bed.acme.organization });
    expect(list.json().items.map((ticket: { id: string }) => ticket.id)).toContain(detail.ticket.id);
  });

  it('mails an agent’s reply to the customer in the ticket’s thread, with the ticket number and a reply address', async () => {
    const { from, ticketId, detail } = await openByMail(bed.acme);
    const mail = await replyAsAgent(bed.acme, ticketId, from, 2);
    expect(mail.subject).toBe(`Re: [${detail.ticket.ticketNumber}] ${detail.ticket.title}`);
    expect(mail.text).toContain(QUESTION);
    const domain = `${bed.acme.organization.subdomain}.${INBOUND_DOMAIN}`;
    expect(mail.headers['message-id']).toMatch(new RegExp(`^<${ticketId}\\.[0-9a-f-]+@${domain.replaceAll('.', '\\.')}>$`));
    // In reply to the customer's own mail, under the thread's root.
    expect(mail.headers['in-reply-to']).toMatch(/^<caf7nq2x8tq9kyp3mz1\+lw5hnvx7br[0-9a-f]{12}@mail\.gmail\.com>$/);
    expect(mail.headers.references?.split(' ')).toEqual([`<${ticketId}@${domain}>`, mail.headers['in-reply-to']]);
    expect(mail.headers['reply-to']).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${domain.replaceAll('.', '\\.')}$`));
  });

  // Each client's reply goes to the support address (as when a gateway drops Reply-To), so its headers alone must thread it.
  const clients: [fixture: string, client: string, recipient: 'support' | 'reply'][] = [
    ['gmail-web-reply', 'Gmail web', 'support'],
    ['outlook-web-reply', 'Outlook web', 'support'],
    ['outlook-desktop-reply', 'Outlook desktop', 'support'],
    ['apple-mail-reply', 'Apple Mail', 'support'],
    ['thunderbird-reply', 'Thunderbird', 'support'],
    ['ios-mail-reply', 'iPhone', 'support'],
    ['android-gmail-reply', 'Android', 'support'],
    ['relay-rewritten-reply', 'through a relay', 'reply'],
    ['subject-only-reply', 'subject only', 'support'],
  ];

  it.each(clients)('lands a reply from %s on its ticket as one comment without the quoted history', async (name, client, recipient) => {
    const { from, subject, ticketId, detail } = await openByMail(bed.acme);
    const sent = await replyAsAgent(bed.acme, ticketId, from, 2);
    const to = recipient === 'reply' ? (sent.headers['reply-to'] as string) : supportOf(bed.acme);
    const raw = fixture(name, {
      TO: to,
      FROM: from,
      SUBJECT: `[${detail.ticket.ticketNumber}] ${subject}`,
      IN_REPLY_TO: sent.headers['message-id'],
      REFERENCES: sent.headers.references,
    });
    const outcome = await receive(raw, [to]);
    expect(outcome).toMatchObject({ kind: 'comment_added', ticketId });
    const { comments } = await ticketOf(bed.acme, ticketId);
    expect(comments.map((comment) => comment.content)).toEqual([QUESTION, `It is the one by the loading dock (${client}).`]);
    expect(comments[1]?.userName).toBe('Dana Ortiz');
  });

  it('threads the notifications of a ticket opened on the web, so that the customer can answer one by mail', async () => {
    const opened = await bed.call('POST', '/api/tickets', {
      as: bed.acme.bob,
      on: bed.acme.organization,
      body: { subject: 'Gate remote lost', description: 'We need a new remote for the car park gate.' },
    });
    expect(opened.statusCode).toBe(201);
    const ticket: { id: string; ticketNumber: string } = opened.json();
    await replyAsAgent(bed.acme, ticket.id, bed.acme.bob.email, 1);
    const notification = await bed.mailbox.waitForMail(bed.acme.bob.email);
    const domain = `${bed.acme.organization.subdomain}.${INBOUND_DOMAIN}`;
    expect(notification.subject).toBe(`New comment from Andy Agent on [${ticket.ticketNumber}] Gate remote lost`);
    expect(notification.headers['message-id']).toMatch(new RegExp(`^<${ticket.id}\\.n-[0-9a-f-]+@${domain.replaceAll('.', '\\.')}>$`));
    expect(notification.headers['in-reply-to']).toBe(`<${ticket.id}@${domain}>`);
    expect(notification.text).toContain(`Reply to this e-mail to add a comment to ${ticket.ticketNumber}.`);

    const replyTo = notification.headers['reply-to'] as string;
    const raw = fixture('outlook-web-reply', {
      TO: replyTo,
      FROM: bed.acme.bob.email,
      SUBJECT: notification.subject,
      IN_REPLY_TO: notification.headers['message-id'],
      REFERENCES: notification.headers.references,
    });
    expect(await receive(raw, [replyTo])).toMatchObject({ kind: 'comment_added', ticketId: ticket.id });
    const { comments } = await ticketOf(bed.acme, ticket.id);
    expect(comments.map((comment) => [comment.userName, comment.content])).toEqual([
      ['Andy Agent', QUESTION],
      ['Bob Smith', 'It is the one by the loading dock (Outlook web).'],
    ]);
  });

  it('keeps a forwarded mail’s forwarded text in the new ticket', async () => {
    const from = newCustomer();
    const outcome = await receive(fixture('forwarded-new', { TO: supportOf(bed.acme), FROM: from, SUBJECT: 'Invoice question' }), [
      supportOf(bed.acme),
    ]);
    if (outcome.kind !== 'ticket_created') throw new Error(JSON.stringify(outcome));
    const { ticket } = await ticketOf(bed.acme, outcome.ticketId);
    expect(ticket.title).toBe('Invoice question');
    expect(ticket.description).toContain('The invoice for October lists the service visit twice.');
  });

  it('keeps the same message delivered twice once', async () => {
    const { from, subject, ticketId, detail } = await openByMail(bed.acme);
    const sent = await replyAsAgent(bed.acme, ticketId, from, 2);
    const raw = fixture('thunderbird-reply', {
      TO: supportOf(bed.acme),
      FROM: from,
      SUBJECT: `[${detail.ticket.ticketNumber}] ${subject}`,
      IN_REPLY_TO: sent.headers['message-id'],
      REFERENCES: sent.headers.references,
    });
    expect((await receive(raw, [supportOf(bed.acme)])).kind).toBe('comment_added');
    expect(await receive(raw, [supportOf(bed.acme)])).toEqual({ kind: 'duplicate', organizationId: bed.acme.organization.id });
    expect((await ticketOf(bed.acme, ticketId)).comments).toHaveLength(2);
  });

  it('makes nothing of auto-replies, bulk mail and its own mail coming back', async () => {
    const { from, subject, ticketId } = await openByMail(bed.acme);
    const sent = await replyAsAgent(bed.acme, ticketId, from, 2);
    const values = { TO: supportOf(bed.acme), FROM: from, SUBJECT: subject, IN_REPLY_TO: sent.headers['message-id'] };
    expect(await receive(fixture('outlook-auto-reply', values), [supportOf(bed.acme)])).toEqual({ kind: 'ignored', reason: 'auto_reply' });
    expect(await receive(fixture('newsletter', values), [supportOf(bed.acme)])).toEqual({ kind: 'ignored', reason: 'bulk' });
    const echo = fixture('gmail-web-new', { ...values, FROM: 'no-reply@tandem.test' });
    expect(await receive(echo, [supportOf(bed.acme)])).toEqual({ kind: 'ignored', reason: 'own_mail' });
    expect((await ticketOf(bed.acme, ticketId)).comments).toHaveLength(1);
    expect(await bed.mailbox.listMail(from)).toHaveLength(2);
  });

  it('shows staff, not the customer, that a reply came back undelivered, and marks the address as bouncing until mail from it arrives', async () => {
    const from = bed.acme.bob.email;
    const { subject, ticketId } = await openByMail(bed.acme, from);
    const sent = await replyAsAgent(bed.acme, ticketId, from, 2);
    const bounce = fixture('bounce', { TO: supportOf(bed.acme), FROM: from, SUBJECT: subject, IN_REPLY_TO: sent.headers['message-id'] });
    const recorder = await recordRealtimeEvents(bed.db);
    try {
      expect(await receive(bounce, [supportOf(bed.acme)])).toEqual({
        kind: 'bounce',
        organizationId: bed.acme.organization.id,
        bounced: 1,
      });
      await recorder.settle();
    } finally {
      await recorder.stop();
    }
    // An open ticket screen hears of it, and only staff do.
    expect(recorder.events.filter((event) => event.type === 'ticket.mail_bounced')).toMatchObject([
      { organizationId: bed.acme.organization.id, audience: 'staff', payload: { ticketId } },
    ]);

    const { comments } = await ticketOf(bed.acme, ticketId);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.undelivered).toEqual({
      reason: `5.1.1 (smtp; 550 5.1.1 <${from}>: Recipient address rejected: User unknown)`,
    });
    const asCustomer = await bed.call('GET', `/api/tickets/${ticketId}`, { as: bed.acme.bob, on: bed.acme.organization });
    expect(asCustomer.statusCode).toBe(200);
    expect(asCustomer.json().comments[0]).not.toHaveProperty('undelivered');

    const customerOf = async () =>
      (await bed.call('GET', `/api/customers/${bed.acme.bob.recordId}`, { as: bed.acme.agent, on: bed.acme.organization })).json().customer;
    expect((await customerOf()).emailBouncedAt).toEqual(expect.any(String));
    const reply = fixture('subject-only-reply', { TO: supportOf(bed.acme), FROM: from, SUBJECT: `Re: ${sent.subject}` });
    expect((await receive(reply, [supportOf(bed.acme)])).kind).toBe('comment_added');
    expect((await customerOf()).emailBouncedAt).toBeNull();
  });

  it('lets an agent clear the bouncing mark of a customer, but not another organization’s', async () => {
    const from = newCustomer();
    const { subject, ticketId, detail } = await openByMail(bed.acme, from);
    const sent = await replyAsAgent(bed.acme, ticketId, from, 2);
    await receive(fixture('bounce', { TO: supportOf(bed.acme), FROM: from, SUBJECT: subject, IN_REPLY_TO: sent.headers['message-id'] }), [
      supportOf(bed.acme),
    ]);
    const customerId = detail.ticket.customerId as string;
    const clear = (org: Org) =>
      bed.call('POST', `/api/customers/${customerId}/clear-email-bounce`, { as: org.admin, on: org.organization });
    expect((await clear(bed.globex)).statusCode).toBe(404);
    const cleared = await clear(bed.acme);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ id: customerId, emailBouncedAt: null });
  });

  it('acknowledges a new ticket in its thread, in reply to the customer’s message, with the ticket’s reply address', async () => {
    const { from, ticketId, detail } = await openByMail(bed.acme);
    const ack = await bed.mailbox.waitForMail(from);
    expect(ack.subject).toBe(`We received your request [${detail.ticket.ticketNumber}] ${detail.ticket.title}`);
    const domain = `${bed.acme.organization.subdomain}.${INBOUND_DOMAIN}`;
    expect(ack.headers['in-reply-to']).toMatch(/^<caf7nq2x8tq9kyp3mz1\+lw5hnvx7br[0-9a-f]{12}@mail\.gmail\.com>$/);
    expect(ack.headers.references?.split(' ')).toEqual([`<${ticketId}@${domain}>`, ack.headers['in-reply-to']]);
    expect(ack.headers['reply-to']).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${domain.replaceAll('.', '\\.')}$`));
    // An answer to the acknowledgement lands on its ticket.
    const reply = fixture('subject-only-reply', { TO: ack.headers['reply-to'] as string, FROM: from, SUBJECT: `Re: ${ack.subject}` });
    expect(await receive(reply, [ack.headers['reply-to'] as string])).toMatchObject({ kind: 'comment_added', ticketId });
  });

  it('acknowledges at most 10 new tickets a day to one address, and none to an auto-reply', async () => {
    const from = newCustomer();
    for (let index = 1; index <= 11; index += 1) await openByMail(bed.acme, from, `Request ${index}`);
    const acknowledged = (await bed.mailbox.listMail(from)).map((mail) => mail.subject.replace(/^.*\] /, ''));
    expect(acknowledged.sort()).toEqual(Array.from({ length: 10 }, (_, index) => `Request ${index + 1}`).sort());
    bed.setTimeAhead(1 * 86_400_000);
    try {
      await openByMail(bed.acme, from, 'Request 12');
      expect((await bed.mailbox.listMail(from))[0]?.subject).toMatch(/Request 12$/);
    } finally {
      bed.setTimeAhead(0);
    }

    const responder = newCustomer();
    const autoReply = fixture('outlook-auto-reply', { TO: supportOf(bed.acme), FROM: responder, SUBJECT: 'Hello' });
    expect(await receive(autoReply, [supportOf(bed.acme)])).toEqual({ kind: 'ignored', reason: 'auto_reply' });
    expect(await bed.mailbox.listMail(responder)).toEqual([]);
  });

  it('never threads onto another organization’s ticket, whatever the headers, subject or reply address name', async () => {
    const theirs = await openByMail(bed.globex);
    const sent = await replyAsAgent(bed.globex, theirs.ticketId, theirs.from, 2);
    const forged = () =>
      fixture('gmail-web-reply', {
        TO: supportOf(bed.acme),
        FROM: theirs.from,
        SUBJECT: `[${theirs.detail.ticket.ticketNumber}] ${theirs.subject}`,
        IN_REPLY_TO: sent.headers['message-id'],
        REFERENCES: `<${theirs.ticketId}@${bed.globex.organization.subdomain}.${INBOUND_DOMAIN}> ${sent.headers.references}`,
      });
    const stolenToken = (sent.headers['reply-to'] as string).replace(bed.globex.organization.subdomain, bed.acme.organization.subdomain);
    for (const recipient of [supportOf(bed.acme), stolenToken]) {
      expect(await receive(forged(), [recipient])).toMatchObject({ kind: 'ticket_created', organizationId: bed.acme.organization.id });
    }
    expect((await ticketOf(bed.globex, theirs.ticketId)).comments).toHaveLength(1);
  });

  it('opens a new ticket for a subject’s ticket number from someone who is not on that ticket', async () => {
    const { subject, ticketId, detail } = await openByMail(bed.acme);
    const stranger = newCustomer();
    const raw = fixture('subject-only-reply', {
      TO: supportOf(bed.acme),
      FROM: stranger,
      SUBJECT: `[${detail.ticket.ticketNumber}] ${subject}`,
    });
    const outcome = await receive(raw, [supportOf(bed.acme)]);
    expect(outcome.kind).toBe('ticket_created');
    expect((await ticketOf(bed.acme, ticketId)).comments).toHaveLength(0);
  });

  it('adds a staff member’s mail as their comment only through the ticket’s reply address', async () => {
    const { from, subject, ticketId, detail } = await openByMail(bed.acme);
    const sent = await replyAsAgent(bed.acme, ticketId, from, 2);
    const values = {
      FROM: bed.acme.agent.email,
      SUBJECT: `[${detail.ticket.ticketNumber}] ${subject}`,
      IN_REPLY_TO: sent.headers['message-id'],
    };
    const withoutToken = await receive(fixture('subject-only-reply', { ...values, TO: supportOf(bed.acme) }), [supportOf(bed.acme)]);
    expect(withoutToken).toEqual({ kind: 'refused', reason: 'staff_without_token' });
    expect((await bed.mailbox.waitForMail(bed.acme.agent.email)).text).toContain('was not added to a ticket');
    const replyTo = sent.headers['reply-to'] as string;
    expect(await receive(fixture('subject-only-reply', { ...values, TO: replyTo }), [replyTo])).toMatchObject({
      kind: 'comment_added',
      ticketId,
    });
    const { comments } = await ticketOf(bed.acme, ticketId);
    expect(comments.at(-1)).toMatchObject({ userName: bed.acme.agent.name, content: 'It is the one by the loading dock (subject only).' });
  });

  it('reopens a closed ticket on a reply, and opens a follow-up ticket after the reopen window', async () => {
    const { from, subject, ticketId, detail } = await openByMail(bed.acme);
    const close = () =>
      bed.call('PATCH', `/api/tickets/${ticketId}/status`, { as: bed.acme.admin, on: bed.acme.organization, body: { status: 'closed' } });
    const reply = () =>
      receive(
        fixture('subject-only-reply', { TO: supportOf(bed.acme), FROM: from, SUBJECT: `Re: [${detail.ticket.ticketNumber}] ${subject}` }),
        [supportOf(bed.acme)],
      );
    expect((await close()).statusCode).toBe(200);
    expect(await reply()).toMatchObject({ kind: 'comment_added', ticketId });
    expect((await ticketOf(bed.acme, ticketId)).ticket.status).toBe('open');

    expect((await close()).statusCode).toBe(200);
    bed.setTimeAhead(15 * 86_400_000);
    try {
      const later = await reply();
      if (later.kind !== 'ticket_created') throw new Error(JSON.stringify(later));
      expect((await ticketOf(bed.acme, later.ticketId)).ticket.description).toMatch(
        new RegExp(`^Follow-up to ${detail.ticket.ticketNumber}\\.`),
      );
      expect((await ticketOf(bed.acme, ticketId)).ticket.status).toBe('closed');
    } finally {
      bed.setTimeAhead(0);
    }
  });

  it('answers an unknown sender with a polite refusal when the organization takes mail only from its customers', async () => {
    const strict = await createOrg(bed.db);
    await bed.db.withTenant({ organizationId: strict.organization.id }, (tx) =>
      tx.update(organizationSettings).set({ email: { unknownSender: 'refuse' } }),
    );
    const stranger = newCustomer();
    const outcome = await receive(fixture('gmail-web-new', { TO: supportOf(strict), FROM: stranger, SUBJECT: 'Hello' }), [
      supportOf(strict),
    ]);
    expect(outcome).toEqual({ kind: 'refused', reason: 'unknown_sender' });
    expect((await bed.mailbox.waitForMail(stranger)).text).toContain('answers e-mail only from its customers');
    const known = await receive(fixture('gmail-web-new', { TO: supportOf(strict), FROM: strict.bob.email, SUBJECT: 'Hello' }), [
      supportOf(strict),
    ]);
    expect(known.kind).toBe('ticket_created');
  });

  describe('what a mail carries', () => {
    const download = (org: Org, as: Org['admin'], ticketId: string, attachmentId: string) =>
      bed.call('GET', `/api/tickets/${ticketId}/attachments/${attachmentId}`, { as, on: org.organization });

    it('keeps a reply’s attachments, sanitized HTML and quoted history on its comment, for staff and the ticket’s customer only', async () => {
      const { subject, ticketId, detail } = await openByMail(bed.acme, bed.acme.bob.email);
      const sent = await replyAsAgent(bed.acme, ticketId, bed.acme.bob.email, 1);
      const raw = fixture('thunderbird-attachment-reply', {
        TO: supportOf(bed.acme),
        FROM: bed.acme.bob.email,
        SUBJECT: `[${detail.ticket.ticketNumber}] ${subject}`,
        IN_REPLY_TO: sent.headers['message-id'],
        REFERENCES: sent.headers.references,
      });
      expect(await receive(raw, [supportOf(bed.acme)])).toMatchObject({ kind: 'comment_added', ticketId });

      const comment = (await ticketOf(bed.acme, ticketId)).comments[1];
      expect(comment?.content).toBe('Here are the delivery note and a photo of the jam (Thunderbird).');
      expect(comment?.mail).toMatchObject({
        from: bed.acme.bob.email,
        html: '<p>Here are the <b>delivery note</b> and a photo of the jam (Thunderbird).</p>',
        quotedText: 'On 03/11/2026 09:40, Acme Support wrote:\n> Which printer is it?\n>\n> Andy Agent, Acme',
        attachments: [
          { filename: 'Delivery note.pdf', contentType: 'application/pdf', isInline: false },
          { filename: 'jam.png', contentType: 'image/png', isInline: false },
        ],
      });
      expect(comment?.mail?.quotedHtml).toContain('<blockquote>Which printer is it?');
      const [pdf, png] = comment?.mail?.attachments ?? [];
      if (!pdf || !png) throw new Error('attachments missing');

      const asStaff = await download(bed.acme, bed.acme.agent, ticketId, pdf.id);
      expect(asStaff.statusCode).toBe(200);
      expect(asStaff.headers).toMatchObject({
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="Delivery_note.pdf"; filename*=UTF-8''Delivery%20note.pdf`,
        'x-content-type-options': 'nosniff',
      });
      expect(asStaff.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.size).toBe(asStaff.rawPayload.byteLength);
      const image = await download(bed.acme, bed.acme.bob, ticketId, png.id);
      expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);

      // Another customer of the organization, and another organization with the same addresses: nothing there.
      expect((await download(bed.acme, bed.acme.carol, ticketId, pdf.id)).statusCode).toBe(404);
      expect((await download(bed.globex, bed.globex.admin, ticketId, pdf.id)).statusCode).toBe(404);
      const other = await openByMail(bed.acme);
      const crossed = await download(bed.acme, bed.acme.admin, other.ticketId, pdf.id);
      expect([crossed.statusCode, crossed.json().code]).toEqual([404, 'attachment_not_found']);
    });

    it('stores an inline cid: image and points the HTML at it', async () => {
      const outcome = await receive(
        fixture('apple-mail-inline-image', { TO: supportOf(bed.acme), FROM: newCustomer(), SUBJECT: 'Error' }),
        [supportOf(bed.acme)],
      );
      if (outcome.kind !== 'ticket_created') throw new Error(JSON.stringify(outcome));
      const { ticket, mail } = await ticketOf(bed.acme, outcome.ticketId);
      expect(ticket.description).toContain('The display of the label printer shows this error:');
      const [inline] = mail?.attachments ?? [];
      expect(inline).toMatchObject({ filename: 'display.png', contentType: 'image/png', isInline: true });
      expect(mail?.html).toContain(`<img alt="Printer display" data-attachment-id="${inline?.id}" />`);
      expect(mail?.html).not.toContain('cid:');
      const response = await download(bed.acme, bed.acme.admin, outcome.ticketId, inline?.id as string);
      expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'image/png']);
    });

    it('strips scripts, handlers, forms, frames and escaping styles from HTML, and holds back remote images', async () => {
      const outcome = await receive(fixture('hostile-html', { TO: supportOf(bed.acme), FROM: newCustomer(), SUBJECT: 'Account' }), [
        supportOf(bed.acme),
      ]);
      if (outcome.kind !== 'ticket_created') throw new Error(JSON.stringify(outcome));
      const html = (await ticketOf(bed.acme, outcome.ticketId)).mail?.html ?? '';
      expect(html).toContain('<p style="color:#c00">Please confirm your account details.</p>');
      expect(html).toContain('<img width="1" height="1" alt="tracker" data-remote-src="https://tracker.example/open.gif?id=1" />');
      expect(html).toContain('<a href="https://example.org/help" target="_blank" rel="noopener noreferrer nofollow">Help</a>');
      for (const hostile of [
        '<script',
        'fetch(',
        'onerror',
        'onload',
        '<form',
        '<input',
        'password',
        '<iframe',
        'position',
        'url(',
        'javascript:',
        ' src="https:',
        'display',
      ]) {
        expect(html).not.toContain(hostile);
      }
    });

    it('refuses a message over INBOUND_MAX_MESSAGE_MB, whichever way it came', async () => {
      const raw = fixture('gmail-web-new', { TO: supportOf(bed.acme), FROM: newCustomer(), SUBJECT: 'x'.repeat(1024 * 1024) });
      const outcome = await receiveMail({
        db: bed.db,
        config: { ...bed.config, INBOUND_MAX_MESSAGE_MB: 1 },
        clock,
        raw,
        recipients: [supportOf(bed.acme)],
      });
      expect(outcome).toEqual({ kind: 'refused', reason: 'too_large' });
    });
  });

  describe('over SMTP', () => {
    let receiver: SmtpReceiver;
    const send = (message: SendMailOptions) =>
      nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true }).sendMail(message);

    beforeAll(async () => {
      const smtpConfig = { ...bed.config, INBOUND_MAX_MESSAGE_MB: 1 };
      receiver = await startSmtpReceiver({ db: bed.db, config: smtpConfig, clock, logger: bed.app.log, port: 0, host: '127.0.0.1' });
    });
    afterAll(() => receiver.close());

    it('opens a ticket from a message sent to the support address', async () => {
      const subject = `Boiler pressure low ${randomBytes(3).toString('hex')}`;
      await send({ from: 'Erin Park <erin@example.org>', to: supportOf(bed.acme), subject, text: 'The boiler shows 0.5 bar.' });
      const list = await bed.call('GET', `/api/tickets?search=${encodeURIComponent(subject)}`, {
        as: bed.acme.admin,
        on: bed.acme.organization,
      });
      expect(list.json().items).toMatchObject([{ title: subject, customerName: 'Erin Park' }]);
    });

    it('offers STARTTLS when given a certificate, and not without one', async () => {
      await expect(
        nodemailer
          .createTransport({ host: '127.0.0.1', port: receiver.port, requireTLS: true })
          .sendMail({ from: 'erin@example.org', to: supportOf(bed.acme), subject: 'Plain', text: 'Plain' }),
      ).rejects.toThrow(/STARTTLS/);
      const folder = mkdtempSync(join(tmpdir(), 'tandem-smtp-tls-'));
      const [cert, key] = [join(folder, 'cert.pem'), join(folder, 'key.pem')];
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${INBOUND_DOMAIN}`, '-keyout', key, '-out', cert],
        {
          stdio: 'ignore',
        },
      );
      const secured = await startSmtpReceiver({
        db: bed.db,
        config: { ...bed.config, INBOUND_SMTP_TLS_CERT: cert, INBOUND_SMTP_TLS_KEY: key },
        clock,
        logger: bed.app.log,
        port: 0,
        host: '127.0.0.1',
      });
      try {
        const subject = `Encrypted on its way ${randomBytes(3).toString('hex')}`;
        const transport = nodemailer.createTransport({
          host: '127.0.0.1',
          port: secured.port,
          requireTLS: true,
          tls: { rejectUnauthorized: false },
        });
        await transport.sendMail({ from: 'Erin Park <erin@example.org>', to: supportOf(bed.acme), subject, text: 'Sent over TLS.' });
        const list = await bed.call('GET', `/api/tickets?search=${encodeURIComponent(subject)}`, {
          as: bed.acme.admin,
          on: bed.acme.organization,
        });
        expect(list.json().items).toMatchObject([{ title: subject }]);
      } finally {
        await secured.close();
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it('refuses an address no organization has, and a message over the size limit, with a 5xx reply', async () => {
      const unknown = `support@nobody-${randomBytes(3).toString('hex')}.${INBOUND_DOMAIN}`;
      await expect(send({ from: 'erin@example.org', to: unknown, subject: 'Hi', text: 'Hi' })).rejects.toMatchObject({ responseCode: 550 });
      const large = 'x'.repeat(1.5 * 1024 * 1024);
      await expect(send({ from: 'erin@example.org', to: supportOf(bed.acme), subject: 'Big', text: large })).rejects.toMatchObject({
        responseCode: 552,
      });
    });

    it('refuses a message without a From address it can read with a 5xx reply', async () => {
      for (const from of [null, 'From: <<not an address>>']) {
        const raw = [...(from ? [from] : []), `To: ${supportOf(bed.acme)}`, 'Subject: Anonymous', '', 'Who am I?', ''].join('\r\n');
        await expect(send({ envelope: { from: 'erin@example.org', to: supportOf(bed.acme) }, raw })).rejects.toMatchObject({
          responseCode: 550,
          response: expect.stringContaining('no From address'),
        });
      }
    });

    it('answers 451 when a message cannot be stored, so that the sending server keeps it and tries again', async () => {
      // A Message-ID longer than any index entry can hold: the database refuses to store it.
      const messageId = `<${randomBytes(6000).toString('base64url')}@example.org>`;
      const message = { from: 'erin@example.org', to: supportOf(bed.acme), subject: 'Unstorable', text: 'Hello', messageId };
      await expect(send(message)).rejects.toMatchObject({ responseCode: 451, response: expect.stringContaining('try again later') });
      const list = await bed.call('GET', '/api/tickets?search=Unstorable', { as: bed.acme.admin, on: bed.acme.organization });
      expect(list.json().items).toEqual([]);
    });
  });
});

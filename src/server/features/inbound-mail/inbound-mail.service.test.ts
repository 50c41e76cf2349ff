import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestMailbox, type ReceivedMail, type TestMailbox } from '../../../../tests/support/mail.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import type { Clock } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { organizationSettings } from '../../db/schema.ts';
import { type Call, callerFor, createOrg, type Org } from '../tickets/tickets.fixture.ts';
import type { TicketDetail } from '../tickets/tickets.schemas.ts';
import { fixture } from './inbound-mail.fixture.ts';
import { type MailOutcome, receiveMail } from './inbound-mail.service.ts';
import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.ts';

const INBOUND_DOMAIN = 'mail.tandem.test';
const QUESTION = 'Which printer is it?';

describe('inbound e-mail', () => {
  let db: Database;
  let config: Config;
  let app: FastifyInstance;
  let call: Call;
  let mailbox: TestMailbox;
  let acme: Org;
  let globex: Org;
  let daysAhead = 0;
  const clock: Clock = { now: () => new Date(Date.now() + daysAhead * 86_400_000) };

  const supportOf = (org: Org) => `support@${org.organization.subdomain}.${INBOUND_DOMAIN}`;
  const newCustomer = () => `dana-${randomBytes(4).toString('hex')}@example.org`;
  const receive = (raw: Buffer, recipients: string[]): Promise<MailOutcome> => receiveMail({ db, config, clock, raw, recipients });

  async function ticketOf(org: Org, ticketId: string): Promise<TicketDetail> {
    const response = await call('GET', `/api/tickets/${ticketId}`, { as: org.admin, on: org.organization });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** A customer's first mail to the support address, and the ticket it opened. */
  async function openByMail(org: Org, from = newCustomer(), subject = `Label printer jams ${randomBytes(3).toString('hex')}`) {
    const outcome = await receive(fixture('gmail-web-new', { TO: supportOf(org), FROM: from, SUBJECT: subject }), [supportOf(org)]);
    if (outcome.kind !== 'ticket_created') throw new Error(`expected a new ticket, got ${JSON.stringify(outcome)}`);
    return { from, subject, ticketId: outcome.ticketId, detail: await ticketOf(org, outcome.ticketId) };
  }

  /** An agent's reply in the workspace, and the mail the customer receives for it. */
  async function replyAsAgent(org: Org, ticketId: string, customer: string, count: number): Promise<ReceivedMail> {
    const response = await call('POST', `/api/tickets/${ticketId}/comments`, {
      as: org.agent,
      on: org.organization,
      body: { content: QUESTION },
    });
    expect(response.statusCode).toBe(201);
    return mailbox.waitForMail(customer, { count });
  }

  beforeAll(async () => {
    db = await testDatabase();
    config = testConfig({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
    app = await buildTestApp({ db, config });
    call = callerFor(app);
    mailbox = openTestMailbox({ db, config });
    acme = await createOrg(db);
    globex = await createOrg(db);
  });

  afterAll(async () => {
    await mailbox.stop();
    await app.close();
  });

  it('opens a ticket from a new sender, who becomes a customer named as their mail client names them', async () => {
    const { detail, subject } = await openByMail(acme);
    expect(detail.ticket.title).toBe(subject);
    expect(detail.ticket.customerName).toBe('Dana Ortiz');
    expect(detail.ticket.description).toContain('Our label printer in the warehouse stopped feeding paper this morning.');
    const list = await call('GET', '/api/tickets?search=warehouse', { as: acme.admin, on: acme.organization });
    expect(list.json().items.map((ticket: { id: string }) => ticket.id)).toContain(detail.ticket.id);
  });

  it('mails an agent’s reply to the customer in the ticket’s thread, with the ticket number and a reply address', async () => {
    const { from, ticketId, detail } = await openByMail(acme);
    const mail = await replyAsAgent(acme, ticketId, from, 1);
    expect(mail.subject).toBe(`Re: [${detail.ticket.ticketNumber}] ${detail.ticket.title}`);
    expect(mail.text).toContain(QUESTION);
    const domain = `${acme.organization.subdomain}.${INBOUND_DOMAIN}`;
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
    const { from, subject, ticketId, detail } = await openByMail(acme);
    const sent = await replyAsAgent(acme, ticketId, from, 1);
    const to = recipient === 'reply' ? (sent.headers['reply-to'] as string) : supportOf(acme);
    const raw = fixture(name, {
      TO: to,
      FROM: from,
      SUBJECT: `[${detail.ticket.ticketNumber}] ${subject}`,
      IN_REPLY_TO: sent.headers['message-id'],
      REFERENCES: sent.headers.references,
    });
    const outcome = await receive(raw, [to]);
    expect(outcome).toMatchObject({ kind: 'comment_added', ticketId });
    const { comments } = await ticketOf(acme, ticketId);
    expect(comments.map((comment) => comment.content)).toEqual([QUESTION, `It is the one by the loading dock (${client}).`]);
    expect(comments[1]?.userName).toBe('Dana Ortiz');
  });

  it('keeps a forwarded mail’s forwarded text in the new ticket', async () => {
    const from = newCustomer();
    const outcome = await receive(fixture('forwarded-new', { TO: supportOf(acme), FROM: from, SUBJECT: 'Invoice question' }), [
      supportOf(acme),
    ]);
    if (outcome.kind !== 'ticket_created') throw new Error(JSON.stringify(outcome));
    const { ticket } = await ticketOf(acme, outcome.ticketId);
    expect(ticket.title).toBe('Invoice question');
    expect(ticket.description).toContain('The invoice for October lists the service visit twice.');
  });

  it('keeps the same message delivered twice once', async () => {
    const { from, subject, ticketId, detail } = await openByMail(acme);
    const sent = await replyAsAgent(acme, ticketId, from, 1);
    const raw = fixture('thunderbird-reply', {
      TO: supportOf(acme),
      FROM: from,
      SUBJECT: `[${detail.ticket.ticketNumber}] ${subject}`,
      IN_REPLY_TO: sent.headers['message-id'],
      REFERENCES: sent.headers.references,
    });
    expect((await receive(raw, [supportOf(acme)])).kind).toBe('comment_added');
    expect(await receive(raw, [supportOf(acme)])).toEqual({ kind: 'duplicate', organizationId: acme.organization.id });
    expect((await ticketOf(acme, ticketId)).comments).toHaveLength(2);
  });

  it('makes nothing of auto-replies, bulk mail and its own mail coming back', async () => {
    const { from, subject, ticketId } = await openByMail(acme);
    const sent = await replyAsAgent(acme, ticketId, from, 1);
    const values = { TO: supportOf(acme), FROM: from, SUBJECT: subject, IN_REPLY_TO: sent.headers['message-id'] };
    expect(await receive(fixture('outlook-auto-reply', values), [supportOf(acme)])).toEqual({ kind: 'ignored', reason: 'auto_reply' });
    expect(await receive(fixture('newsletter', values), [supportOf(acme)])).toEqual({ kind: 'ignored', reason: 'bulk' });
    const echo = fixture('gmail-web-new', { ...values, FROM: 'no-reply@tandem.test' });
    expect(await receive(echo, [supportOf(acme)])).toEqual({ kind: 'ignored', reason: 'own_mail' });
    expect((await ticketOf(acme, ticketId)).comments).toHaveLength(1);
    expect(await mailbox.listMail(from)).toHaveLength(1);
  });

  it('marks the reply a bounce answers as not delivered', async () => {
    const { from, subject, ticketId } = await openByMail(acme);
    const sent = await replyAsAgent(acme, ticketId, from, 1);
    const bounce = fixture('bounce', { TO: supportOf(acme), FROM: from, SUBJECT: subject, IN_REPLY_TO: sent.headers['message-id'] });
    expect(await receive(bounce, [supportOf(acme)])).toEqual({ kind: 'bounce', organizationId: acme.organization.id, bounced: 1 });
    expect((await ticketOf(acme, ticketId)).comments).toHaveLength(1);
  });

  it('never threads onto another organization’s ticket, whatever the headers, subject or reply address name', async () => {
    const theirs = await openByMail(globex);
    const sent = await replyAsAgent(globex, theirs.ticketId, theirs.from, 1);
    const forged = () =>
      fixture('gmail-web-reply', {
        TO: supportOf(acme),
        FROM: theirs.from,
        SUBJECT: `[${theirs.detail.ticket.ticketNumber}] ${theirs.subject}`,
        IN_REPLY_TO: sent.headers['message-id'],
        REFERENCES: `<${theirs.ticketId}@${globex.organization.subdomain}.${INBOUND_DOMAIN}> ${sent.headers.references}`,
      });
    const stolenToken = (sent.headers['reply-to'] as string).replace(globex.organization.subdomain, acme.organization.subdomain);
    for (const recipient of [supportOf(acme), stolenToken]) {
      expect(await receive(forged(), [recipient])).toMatchObject({ kind: 'ticket_created', organizationId: acme.organization.id });
    }
    expect((await ticketOf(globex, theirs.ticketId)).comments).toHaveLength(1);
  });

  it('opens a new ticket for a subject’s ticket number from someone who is not on that ticket', async () => {
    const { subject, ticketId, detail } = await openByMail(acme);
    const stranger = newCustomer();
    const raw = fixture('subject-only-reply', {
      TO: supportOf(acme),
      FROM: stranger,
      SUBJECT: `[${detail.ticket.ticketNumber}] ${subject}`,
    });
    const outcome = await receive(raw, [supportOf(acme)]);
    expect(outcome.kind).toBe('ticket_created');
    expect((await ticketOf(acme, ticketId)).comments).toHaveLength(0);
  });

  it('adds a staff member’s mail as their comment only through the ticket’s reply address', async () => {
    const { from, subject, ticketId, detail } = await openByMail(acme);
    const sent = await replyAsAgent(acme, ticketId, from, 1);
    const values = {
      FROM: acme.agent.email,
      SUBJECT: `[${detail.ticket.ticketNumber}] ${subject}`,
      IN_REPLY_TO: sent.headers['message-id'],
    };
    const withoutToken = await receive(fixture('subject-only-reply', { ...values, TO: supportOf(acme) }), [supportOf(acme)]);
    expect(withoutToken).toEqual({ kind: 'refused', reason: 'staff_without_token' });
    expect((await mailbox.waitForMail(acme.agent.email)).text).toContain('was not added to a ticket');
    const replyTo = sent.headers['reply-to'] as string;
    expect(await receive(fixture('subject-only-reply', { ...values, TO: replyTo }), [replyTo])).toMatchObject({
      kind: 'comment_added',
      ticketId,
    });
    const { comments } = await ticketOf(acme, ticketId);
    expect(comments.at(-1)).toMatchObject({ userName: acme.agent.name, content: 'It is the one by the loading dock (subject only).' });
  });

  it('reopens a closed ticket on a reply, and opens a follow-up ticket after the reopen window', async () => {
    const { from, subject, ticketId, detail } = await openByMail(acme);
    const close = () =>
      call('PATCH', `/api/tickets/${ticketId}/status`, { as: acme.admin, on: acme.organization, body: { status: 'closed' } });
    const reply = () =>
      receive(
        fixture('subject-only-reply', { TO: supportOf(acme), FROM: from, SUBJECT: `Re: [${detail.ticket.ticketNumber}] ${subject}` }),
        [supportOf(acme)],
      );
    expect((await close()).statusCode).toBe(200);
    expect(await reply()).toMatchObject({ kind: 'comment_added', ticketId });
    expect((await ticketOf(acme, ticketId)).ticket.status).toBe('open');

    expect((await close()).statusCode).toBe(200);
    daysAhead = 15;
    try {
      const later = await reply();
      if (later.kind !== 'ticket_created') throw new Error(JSON.stringify(later));
      expect((await ticketOf(acme, later.ticketId)).ticket.description).toMatch(
        new RegExp(`^Follow-up to ${detail.ticket.ticketNumber}\\.`),
      );
      expect((await ticketOf(acme, ticketId)).ticket.status).toBe('closed');
    } finally {
      daysAhead = 0;
    }
  });

  it('answers an unknown sender with a polite refusal when the organization takes mail only from its customers', async () => {
    const strict = await createOrg(db);
    await db.withTenant({ organizationId: strict.organization.id }, (tx) =>
      tx.update(organizationSettings).set({ email: { unknownSender: 'refuse' } }),
    );
    const stranger = newCustomer();
    const outcome = await receive(fixture('gmail-web-new', { TO: supportOf(strict), FROM: stranger, SUBJECT: 'Hello' }), [
      supportOf(strict),
    ]);
    expect(outcome).toEqual({ kind: 'refused', reason: 'unknown_sender' });
    expect((await mailbox.waitForMail(stranger)).text).toContain('answers e-mail only from its customers');
    const known = await receive(fixture('gmail-web-new', { TO: supportOf(strict), FROM: strict.bob.email, SUBJECT: 'Hello' }), [
      supportOf(strict),
    ]);
    expect(known.kind).toBe('ticket_created');
  });

  describe('over SMTP', () => {
    let receiver: SmtpReceiver;
    const send = (message: SendMailOptions) =>
      nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true }).sendMail(message);

    beforeAll(async () => {
      const smtpConfig = { ...config, INBOUND_MAX_MESSAGE_MB: 1 };
      receiver = await startSmtpReceiver({ db, config: smtpConfig, clock, logger: app.log, port: 0, host: '127.0.0.1' });
    });
    afterAll(() => receiver.close());

    it('opens a ticket from a message sent to the support address', async () => {
      const subject = `Boiler pressure low ${randomBytes(3).toString('hex')}`;
      await send({ from: 'Erin Park <erin@example.org>', to: supportOf(acme), subject, text: 'The boiler shows 0.5 bar.' });
      const list = await call('GET', `/api/tickets?search=${encodeURIComponent(subject)}`, { as: acme.admin, on: acme.organization });
      expect(list.json().items).toMatchObject([{ title: subject, customerName: 'Erin Park' }]);
    });

    it('refuses an address no organization has, and a message over the size limit, with a 5xx reply', async () => {
      const unknown = `support@nobody-${randomBytes(3).toString('hex')}.${INBOUND_DOMAIN}`;
      await expect(send({ from: 'erin@example.org', to: unknown, subject: 'Hi', text: 'Hi' })).rejects.toMatchObject({ responseCode: 550 });
      const large = 'x'.repeat(1.5 * 1024 * 1024);
      await expect(send({ from: 'erin@example.org', to: supportOf(acme), subject: 'Big', text: large })).rejects.toMatchObject({
        responseCode: 552,
      });
    });
  });
});

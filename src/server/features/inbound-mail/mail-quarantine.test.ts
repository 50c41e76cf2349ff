import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestMailbox, type TestMailbox } from '../../../../tests/support/mail.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import type { Clock } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type Call, callerFor, createOrg, type Org } from '../tickets/tickets.fixture.ts';
import { type MailOutcome, receiveMail } from './inbound-mail.service.ts';

const INBOUND_DOMAIN = 'mail.tandem.test';

interface QuarantinedMail {
  id: string;
  sender: string;
  subject: string;
  reason: string;
  receivedAt: string;
}

function plainMail(from: string, to: string, subject: string): Buffer {
  const id = `<${randomBytes(8).toString('hex')}@example.org>`;
  return Buffer.from(
    [`From: ${from}`, `To: ${to}`, `Subject: ${subject}`, `Message-ID: ${id}`, 'Content-Type: text/plain', '', 'Please help.', ''].join(
      '\r\n',
    ),
  );
}

describe('the mail quarantine', () => {
  let db: Database;
  let config: Config;
  let app: FastifyInstance;
  let call: Call;
  let mailbox: TestMailbox;
  let acme: Org;
  let globex: Org;
  let minutesAhead = 0;
  const clock: Clock = { now: () => new Date(Date.now() + minutesAhead * 60_000) };

  const supportOf = (org: Org) => `support@${org.organization.subdomain}.${INBOUND_DOMAIN}`;
  const newSender = () => `flood-${randomBytes(4).toString('hex')}@example.org`;
  const send = (org: Org, from: string, subject: string): Promise<MailOutcome> =>
    receiveMail({ db, config, clock, raw: plainMail(from, supportOf(org), subject), recipients: [supportOf(org)] });
  const quarantineOf = async (org: Org): Promise<QuarantinedMail[]> => {
    const response = await call('GET', '/api/mail-quarantine', { as: org.admin, on: org.organization });
    expect(response.statusCode).toBe(200);
    return response.json().messages;
  };

  /** A sender's 20 messages in a minute, all of which open tickets, then `extra` more, which are held. */
  async function flood(org: Org, extra: number): Promise<{ sender: string; outcomes: MailOutcome[] }> {
    const sender = newSender();
    const outcomes: MailOutcome[] = [];
    for (let index = 1; index <= 20 + extra; index += 1) outcomes.push(await send(org, sender, `Order ${index}`));
    return { sender, outcomes };
  }

  beforeAll(async () => {
    db = await testDatabase();
    config = testConfig({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
    app = await buildTestApp({ db, config, clock });
    call = callerFor(app);
    mailbox = openTestMailbox({ db, config });
    acme = await createOrg(db);
    globex = await createOrg(db);
  });

  afterAll(async () => {
    await mailbox.stop();
    await app.close();
  });

  it('holds a sender over 20 messages in 10 minutes for an hour, and tells the org admins once', async () => {
    const { sender, outcomes } = await flood(acme, 2);
    expect(outcomes.slice(0, 20).every((outcome) => outcome.kind === 'ticket_created')).toBe(true);
    expect(outcomes.slice(20)).toEqual([
      { kind: 'quarantined', organizationId: acme.organization.id, reason: 'sender_over_limit' },
      { kind: 'quarantined', organizationId: acme.organization.id, reason: 'sender_over_limit' },
    ]);
    expect(await quarantineOf(acme)).toMatchObject([
      { sender, subject: 'Order 22', reason: 'sender_over_limit' },
      { sender, subject: 'Order 21', reason: 'sender_over_limit' },
    ]);
    // Someone else still gets through.
    expect((await send(acme, newSender(), 'Hello')).kind).toBe('ticket_created');

    minutesAhead = 30;
    expect((await send(acme, sender, 'Order 23')).kind).toBe('quarantined');
    const notices = (await call('GET', '/api/notifications', { as: acme.admin, on: acme.organization })).json().items;
    expect(notices.filter((notice: { message: string }) => notice.message.includes(sender))).toMatchObject([
      { title: 'Mail quarantined', data: { path: '/settings?tab=email' } },
    ]);
    expect((await mailbox.listMail(acme.admin.email)).filter((mail) => mail.text.includes(sender))).toHaveLength(1);

    minutesAhead = 61;
    expect((await send(acme, sender, 'Order 24')).kind).toBe('ticket_created');
    minutesAhead = 0;
  });

  it('releases a message into a ticket as if it had just arrived, and discards another for good', async () => {
    const { sender } = await flood(acme, 2);
    const [newest, older] = (await quarantineOf(acme)).filter((message) => message.sender === sender);
    if (!newest || !older) throw new Error('expected two quarantined messages');

    const released = await call('POST', `/api/mail-quarantine/${older.id}/release`, { as: acme.admin, on: acme.organization });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ outcome: 'ticket_created', ticketId: expect.any(String) });
    const ticket = await call('GET', `/api/tickets/${released.json().ticketId}`, { as: acme.admin, on: acme.organization });
    expect(ticket.json().ticket.title).toBe('Order 21');

    const discarded = await call('DELETE', `/api/mail-quarantine/${newest.id}`, { as: acme.admin, on: acme.organization });
    expect(discarded.statusCode).toBe(204);
    expect((await quarantineOf(acme)).filter((message) => message.sender === sender)).toEqual([]);

    const again = await call('POST', `/api/mail-quarantine/${older.id}/release`, { as: acme.admin, on: acme.organization });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'quarantined_mail_not_found', message: expect.stringContaining('not in the quarantine') });
  });

  it('keeps a message that cannot be read with its reason, which can be discarded but not released', async () => {
    const from = newSender();
    const raw = Buffer.from(
      [`From: ${from}`, `To: ${supportOf(acme)}`, 'Subject: Broken', 'Content-Type: multipart/mixed; boundary=a', '', ''].join('\r\n') +
        '--a\r\nContent-Type: multipart/mixed; boundary=a\r\n\r\n'.repeat(3000),
    );
    const outcome = await receiveMail({ db, config, clock, raw, recipients: [supportOf(acme)] });
    expect(outcome).toEqual({ kind: 'quarantined', organizationId: acme.organization.id, reason: 'undecodable' });
    const [held] = (await quarantineOf(acme)).filter((message) => message.sender === from);
    expect(held).toMatchObject({ subject: 'Broken', reason: 'undecodable' });

    const released = await call('POST', `/api/mail-quarantine/${held?.id}/release`, { as: acme.admin, on: acme.organization });
    expect(released.statusCode).toBe(409);
    expect(released.json().code).toBe('quarantined_mail_unreadable');
    expect((await call('DELETE', `/api/mail-quarantine/${held?.id}`, { as: acme.admin, on: acme.organization })).statusCode).toBe(204);
  });

  it('is seen and acted on only by the organization’s own admins', async () => {
    const { sender } = await flood(globex, 1);
    const [theirs] = (await quarantineOf(globex)).filter((message) => message.sender === sender);
    if (!theirs) throw new Error('expected a quarantined message');

    expect((await quarantineOf(acme)).map((message) => message.id)).not.toContain(theirs.id);
    for (const [method, url] of [
      ['POST', `/api/mail-quarantine/${theirs.id}/release`],
      ['DELETE', `/api/mail-quarantine/${theirs.id}`],
    ] as const) {
      const response = await call(method, url, { as: acme.admin, on: acme.organization });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('quarantined_mail_not_found');
    }
    expect((await call('GET', '/api/mail-quarantine', { as: globex.agent, on: globex.organization })).statusCode).toBe(403);
    const malformed = await call('DELETE', '/api/mail-quarantine/not-an-id', { as: globex.admin, on: globex.organization });
    expect(malformed.statusCode).toBe(400);
    expect((await quarantineOf(globex)).map((message) => message.id)).toContain(theirs.id);
  });
});

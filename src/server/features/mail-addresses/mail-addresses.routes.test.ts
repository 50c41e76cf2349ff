import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestMailbox, type ReceivedMail, type TestMailbox } from '../../../../tests/support/mail.ts';
import { mailFixture } from '../../../../tests/support/mail-fixtures.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import type { Clock } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { acceptsRecipient, receiveMail } from '../inbound-mail/inbound-mail.service.ts';
import { type Call, callerFor, createOrg, type Org } from '../tickets/tickets.fixture.ts';

const INBOUND_DOMAIN = 'mail.tandem.test';
const ADDRESSES = '/api/settings/email/addresses';

describe('custom e-mail addresses', () => {
  let db: Database;
  let config: Config;
  let app: FastifyInstance;
  let call: Call;
  let mailbox: TestMailbox;
  let acme: Org;
  let globex: Org;
  let minutesAhead = 0;
  const clock: Clock = { now: () => new Date(Date.now() + minutesAhead * 60_000) };

  const newAddress = () => `help-${randomBytes(4).toString('hex')}@acme-example.com`;
  const supportOf = (org: Org) => `support@${org.organization.subdomain}.${INBOUND_DOMAIN}`;
  const add = (org: Org, address: string) => call('POST', ADDRESSES, { as: org.admin, on: org.organization, body: { address } });
  const list = async (org: Org) => (await call('GET', ADDRESSES, { as: org.admin, on: org.organization })).json();

  /** The check as a forwarding rule hands it on: the same sender, subject and text, to the organization's own address. */
  function forwarded(check: ReceivedMail): Buffer {
    return Buffer.from(
      [
        `From: ${config.mailFrom}`,
        `To: ${check.to}`,
        `Subject: ${check.subject}`,
        `Message-ID: <${randomBytes(8).toString('hex')}@forwarder.example.com>`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        check.text,
      ].join('\r\n'),
    );
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

  it('verifies an address by its check mail coming back, after which mail to it opens tickets in the organization', async () => {
    const address = newAddress();
    const added = await add(acme, address);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ address, status: 'waiting', verifiedAt: null });
    expect(await list(acme)).toMatchObject({ forwardTo: supportOf(acme), addresses: [{ address, status: 'waiting' }] });

    const check = await mailbox.waitForMail(address);
    expect(check.subject).toMatch(/^Address check for .+ \[check [0-9a-f]{32}\]$/);
    expect(check.text).toContain(`forward it to\n${supportOf(acme)}`);
    // Before its check returns, the address takes the check only: other mail to it is refused.
    expect(await acceptsRecipient(db, config, address)).toBe(true);
    const early = mailFixture('gmail-web-new', { TO: address, FROM: 'dana@example.org', SUBJECT: 'Too early' });
    expect(await receiveMail({ db, config, clock, raw: early, recipients: [address] })).toEqual({
      kind: 'refused',
      reason: 'unknown_recipient',
    });

    const returned = await receiveMail({ db, config, clock, raw: forwarded(check), recipients: [supportOf(acme)] });
    expect(returned).toEqual({ kind: 'address_verified', organizationId: acme.organization.id });
    expect((await list(acme)).addresses).toMatchObject([{ address, status: 'verified' }]);

    const raw = mailFixture('gmail-web-new', { TO: address, FROM: 'dana@example.org', SUBJECT: 'Boiler makes noise' });
    const outcome = await receiveMail({ db, config, clock, raw, recipients: [address.toUpperCase()] });
    expect(outcome).toMatchObject({ kind: 'ticket_created', organizationId: acme.organization.id });
  });

  it('keeps an address verified by one organization to it: another one adding it never gets its mail', async () => {
    const address = newAddress();
    await add(acme, address);
    await receiveMail({ db, config, clock, raw: forwarded(await mailbox.waitForMail(address)), recipients: [address] });
    expect((await add(globex, address)).statusCode).toBe(201);
    const check = await mailbox.waitForMail(address, { count: 2 });
    expect(await receiveMail({ db, config, clock, raw: forwarded(check), recipients: [address] })).toMatchObject({
      kind: 'address_verified',
    });
    expect((await list(globex)).addresses).toMatchObject([{ address, status: 'waiting' }]);
    const raw = mailFixture('gmail-web-new', { TO: address, FROM: 'dana@example.org', SUBJECT: 'Whose is it' });
    expect(await receiveMail({ db, config, clock, raw, recipients: [address] })).toMatchObject({
      kind: 'ticket_created',
      organizationId: acme.organization.id,
    });
  });

  it('sends a new check at most once a minute, and only the newest one verifies', async () => {
    const address = newAddress();
    const { id } = (await add(acme, address)).json();
    const first = await mailbox.waitForMail(address);
    const again = await call('POST', `${ADDRESSES}/${id}/check`, { as: acme.admin, on: acme.organization });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('A check was sent less than a minute ago. Wait for it, or try again in a minute.');
    minutesAhead += 2;
    expect((await call('POST', `${ADDRESSES}/${id}/check`, { as: acme.admin, on: acme.organization })).statusCode).toBe(200);
    const second = await mailbox.waitForMail(address, { count: 2 });
    expect(second.subject).not.toBe(first.subject);
    const stale = await receiveMail({ db, config, clock, raw: forwarded(first), recipients: [supportOf(acme)] });
    expect(stale).not.toMatchObject({ kind: 'address_verified' });
    expect(await receiveMail({ db, config, clock, raw: forwarded(second), recipients: [supportOf(acme)] })).toMatchObject({
      kind: 'address_verified',
    });
    const verified = await call('POST', `${ADDRESSES}/${id}/check`, { as: acme.admin, on: acme.organization });
    expect(verified.json()).toMatchObject({ code: 'mail_address_verified', message: 'This address is verified already.' });
  });

  it('says what is wrong with an address it cannot take', async () => {
    const address = newAddress();
    expect((await add(acme, address)).statusCode).toBe(201);
    const cases: [string, number, string][] = [
      ['not an address', 400, 'Please enter a valid email address'],
      ['', 400, 'Please fill in all required fields'],
      [address.toUpperCase(), 409, 'This address is already on the list.'],
      [
        `help@acme.${INBOUND_DOMAIN}`,
        400,
        "This address is already one of Tandem's: add an address of your own domain that forwards to it.",
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await add(acme, body);
      expect([response.statusCode, response.json().message], body).toEqual([status, expect.stringContaining(message)]);
    }
    const off = await buildTestApp({ db, config: testConfig() });
    try {
      const response = await callerFor(off)('POST', ADDRESSES, { as: acme.admin, on: acme.organization, body: { address: newAddress() } });
      expect([response.statusCode, response.json().code]).toEqual([409, 'inbound_mail_off']);
    } finally {
      await off.close();
    }
  });

  it('shows and changes an organization’s addresses for its org admins only', async () => {
    const { id } = (await add(acme, newAddress())).json();
    expect((await list(globex)).addresses.map((entry: { id: string }) => entry.id)).not.toContain(id);
    const as = { as: globex.admin, on: globex.organization };
    expect((await call('POST', `${ADDRESSES}/${id}/check`, as)).statusCode).toBe(404);
    expect((await call('DELETE', `${ADDRESSES}/${id}`, as)).statusCode).toBe(404);
    // Another organization's admin, signed in to acme's site, is not acme's.
    expect((await call('GET', ADDRESSES, { as: globex.admin, on: acme.organization })).statusCode).toBe(403);
    for (const member of [acme.agent, acme.bob]) {
      expect((await call('GET', ADDRESSES, { as: member, on: acme.organization })).statusCode).toBe(403);
      expect((await call('DELETE', `${ADDRESSES}/${id}`, { as: member, on: acme.organization })).statusCode).toBe(403);
    }
    expect((await call('DELETE', `${ADDRESSES}/${id}`, { as: acme.admin, on: acme.organization })).statusCode).toBe(204);
    expect((await list(acme)).addresses.map((entry: { id: string }) => entry.id)).not.toContain(id);
    expect((await call('DELETE', `${ADDRESSES}/${id}`, { as: acme.admin, on: acme.organization })).statusCode).toBe(404);
  });
});

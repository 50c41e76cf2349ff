import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../../../tests/support/calls.ts';
import type { Org } from '../../../../tests/support/factories.ts';
import type { ReceivedMail } from '../../../../tests/support/mail.ts';
import { mailFixture } from '../../../../tests/support/mail-fixtures.ts';
import { buildTestApp, testConfig } from '../../../../tests/support/server.ts';
import { acceptsRecipient, receiveMail } from '../inbound-mail/inbound-mail.service.ts';
import { INBOUND_DOMAIN, useMailTestbed } from '../inbound-mail/inbound-mail.testbed.ts';

const ADDRESSES = '/api/settings/email/addresses';

describe('custom e-mail addresses', () => {
  const bed = useMailTestbed();
  const { clock, supportOf, receive } = bed;

  const newAddress = () => `help-${randomBytes(4).toString('hex')}@acme-example.com`;
  const add = (org: Org, address: string) => bed.call('POST', ADDRESSES, { as: org.admin, on: org.organization, body: { address } });
  const list = async (org: Org) => (await bed.call('GET', ADDRESSES, { as: org.admin, on: org.organization })).json();

  /** The check as a forwarding rule hands it on: the same sender, subject and text, to the organization's own address. */
  function forwarded(check: ReceivedMail): Buffer {
    return Buffer.from(
      [
        `From: ${bed.config.mailFrom}`,
        `To: ${check.to}`,
        `Subject: ${check.subject}`,
        `Message-ID: <${randomBytes(8).toString('hex')}@forwarder.example.com>`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        check.text,
      ].join('\r\n'),
    );
  }

  it('verifies an address by its check mail coming back, after which mail to it opens tickets in the organization', async () => {
    const address = newAddress();
    const added = await add(bed.acme, address);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ address, status: 'waiting', verifiedAt: null });
    expect(await list(bed.acme)).toMatchObject({ forwardTo: supportOf(bed.acme), addresses: [{ address, status: 'waiting' }] });

    const check = await bed.mailbox.waitForMail(address);
    expect(check.subject).toMatch(/^Address check for .+ \[check [0-9a-f]{32}\]$/);
    expect(check.text).toContain(`forward it to\n${supportOf(bed.acme)}`);
    // Before its check returns, the address takes the check only: other mail to it is refused.
    expect(await acceptsRecipient(bed.db, bed.config, address)).toBe(true);
    const early = mailFixture('gmail-web-new', { TO: address, FROM: 'dana@example.org', SUBJECT: 'Too early' });
    expect(await receive(early, [address])).toEqual({
      kind: 'refused',
      reason: 'unknown_recipient',
    });

    const returned = await receive(forwarded(check), [supportOf(bed.acme)]);
    expect(returned).toEqual({ kind: 'address_verified', organizationId: bed.acme.organization.id });
    expect((await list(bed.acme)).addresses).toMatchObject([{ address, status: 'verified' }]);

    const raw = mailFixture('gmail-web-new', { TO: address, FROM: 'dana@example.org', SUBJECT: 'Boiler makes noise' });
    const outcome = await receiveMail({ db: bed.db, config: bed.config, clock, raw, recipients: [address.toUpperCase()] });
    expect(outcome).toMatchObject({ kind: 'ticket_created', organizationId: bed.acme.organization.id });
  });

  it('keeps an address verified by one organization to it: another one adding it never gets its mail', async () => {
    const address = newAddress();
    await add(bed.acme, address);
    await receive(forwarded(await bed.mailbox.waitForMail(address)), [address]);
    expect((await add(bed.globex, address)).statusCode).toBe(201);
    const check = await bed.mailbox.waitForMail(address, { count: 2 });
    expect(await receive(forwarded(check), [address])).toMatchObject({
      kind: 'address_verified',
    });
    expect((await list(bed.globex)).addresses).toMatchObject([{ address, status: 'waiting' }]);
    const raw = mailFixture('gmail-web-new', { TO: address, FROM: 'dana@example.org', SUBJECT: 'Whose is it' });
    expect(await receiveMail({ db: bed.db, config: bed.config, clock, raw, recipients: [address] })).toMatchObject({
      kind: 'ticket_created',
      organizationId: bed.acme.organization.id,
    });
  });

  it('sends a new check at most once a minute, and only the newest one verifies', async () => {
    const address = newAddress();
    const { id } = (await add(bed.acme, address)).json();
    const first = await bed.mailbox.waitForMail(address);
    const again = await bed.call('POST', `${ADDRESSES}/${id}/check`, { as: bed.acme.admin, on: bed.acme.organization });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('A check was sent less than a minute ago. Wait for it, or try again in a minute.');
    bed.setTimeAhead(2 * 60_000);
    expect((await bed.call('POST', `${ADDRESSES}/${id}/check`, { as: bed.acme.admin, on: bed.acme.organization })).statusCode).toBe(200);
    const second = await bed.mailbox.waitForMail(address, { count: 2 });
    expect(second.subject).not.toBe(first.subject);
    const stale = await receive(forwarded(first), [supportOf(bed.acme)]);
    expect(stale).not.toMatchObject({ kind: 'address_verified' });
    expect(await receive(forwarded(second), [supportOf(bed.acme)])).toMatchObject({
      kind: 'address_verified',
    });
    const verified = await bed.call('POST', `${ADDRESSES}/${id}/check`, { as: bed.acme.admin, on: bed.acme.organization });
    expect(verified.json()).toMatchObject({ code: 'mail_address_verified', message: 'This address is verified already.' });
  });

  it('says what is wrong with an address it cannot take', async () => {
    const address = newAddress();
    expect((await add(bed.acme, address)).statusCode).toBe(201);
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
      const response = await add(bed.acme, body);
      expect([response.statusCode, response.json().message], body).toEqual([status, expect.stringContaining(message)]);
    }
    const off = await buildTestApp({ db: bed.db, config: testConfig() });
    try {
      const response = await callerFor(off)('POST', ADDRESSES, {
        as: bed.acme.admin,
        on: bed.acme.organization,
        body: { address: newAddress() },
      });
      expect([response.statusCode, response.json().code]).toEqual([409, 'inbound_mail_off']);
    } finally {
      await off.close();
    }
  });

  it('shows and changes an organization’s addresses for its org admins only', async () => {
    const { id } = (await add(bed.acme, newAddress())).json();
    expect((await list(bed.globex)).addresses.map((entry: { id: string }) => entry.id)).not.toContain(id);
    const as = { as: bed.globex.admin, on: bed.globex.organization };
    expect((await bed.call('POST', `${ADDRESSES}/${id}/check`, as)).statusCode).toBe(404);
    expect((await bed.call('DELETE', `${ADDRESSES}/${id}`, as)).statusCode).toBe(404);
    // Another organization's admin, signed in to bed.acme's site, is not bed.acme's.
    expect((await bed.call('GET', ADDRESSES, { as: bed.globex.admin, on: bed.acme.organization })).statusCode).toBe(403);
    for (const member of [bed.acme.agent, bed.acme.bob]) {
      expect((await bed.call('GET', ADDRESSES, { as: member, on: bed.acme.organization })).statusCode).toBe(403);
      expect((await bed.call('DELETE', `${ADDRESSES}/${id}`, { as: member, on: bed.acme.organization })).statusCode).toBe(403);
    }
    expect((await bed.call('DELETE', `${ADDRESSES}/${id}`, { as: bed.acme.admin, on: bed.acme.organization })).statusCode).toBe(204);
    expect((await list(bed.acme)).addresses.map((entry: { id: string }) => entry.id)).not.toContain(id);
    expect((await bed.call('DELETE', `${ADDRESSES}/${id}`, { as: bed.acme.admin, on: bed.acme.organization })).statusCode).toBe(404);
  });
});

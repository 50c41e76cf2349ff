import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Org } from '../../../../tests/support/factories.ts';
import type { MailOutcome } from './inbound-mail.service.ts';
import { useMailTestbed } from './inbound-mail.testbed.ts';

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
  const bed = useMailTestbed();
  const { supportOf, receive } = bed;

  const newSender = () => `flood-${randomBytes(4).toString('hex')}@example.org`;
  const send = (org: Org, from: string, subject: string): Promise<MailOutcome> =>
    receive(plainMail(from, supportOf(org), subject), [supportOf(org)]);
  const quarantineOf = async (org: Org): Promise<QuarantinedMail[]> => {
    const response = await bed.call('GET', '/api/mail-quarantine', { as: org.admin, on: org.organization });
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

  it('holds a sender over 20 messages in 10 minutes for an hour, and tells the org admins once', async () => {
    const { sender, outcomes } = await flood(bed.acme, 2);
    expect(outcomes.slice(0, 20).every((outcome) => outcome.kind === 'ticket_created')).toBe(true);
    expect(outcomes.slice(20)).toEqual([
      { kind: 'quarantined', organizationId: bed.acme.organization.id, reason: 'sender_over_limit' },
      { kind: 'quarantined', organizationId: bed.acme.organization.id, reason: 'sender_over_limit' },
    ]);
    expect(await quarantineOf(bed.acme)).toMatchObject([
      { sender, subject: 'Order 22', reason: 'sender_over_limit' },
      { sender, subject: 'Order 21', reason: 'sender_over_limit' },
    ]);
    // Someone else still gets through.
    expect((await send(bed.acme, newSender(), 'Hello')).kind).toBe('ticket_created');

    bed.setTimeAhead(30 * 60_000);
    expect((await send(bed.acme, sender, 'Order 23')).kind).toBe('quarantined');
    const notices = (await bed.call('GET', '/api/notifications', { as: bed.acme.admin, on: bed.acme.organization })).json().items;
    expect(notices.filter((notice: { message: string }) => notice.message.includes(sender))).toMatchObject([
      { title: 'Mail quarantined', data: { path: '/settings?tab=email' } },
    ]);
    expect((await bed.mailbox.listMail(bed.acme.admin.email)).filter((mail) => mail.text.includes(sender))).toHaveLength(1);

    bed.setTimeAhead(61 * 60_000);
    expect((await send(bed.acme, sender, 'Order 24')).kind).toBe('ticket_created');
    bed.setTimeAhead(0);
  });

  it('releases a message into a ticket as if it had just arrived, and discards another for good', async () => {
    const { sender } = await flood(bed.acme, 2);
    const [newest, older] = (await quarantineOf(bed.acme)).filter((message) => message.sender === sender);
    if (!newest || !older) throw new Error('expected two quarantined messages');

    const released = await bed.call('POST', `/api/mail-quarantine/${older.id}/release`, { as: bed.acme.admin, on: bed.acme.organization });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ outcome: 'ticket_created', ticketId: expect.any(String) });
    const ticket = await bed.call('GET', `/api/tickets/${released.json().ticketId}`, { as: bed.acme.admin, on: bed.acme.organization });
    expect(ticket.json().ticket.title).toBe('Order 21');

    const discarded = await bed.call('DELETE', `/api/mail-quarantine/${newest.id}`, { as: bed.acme.admin, on: bed.acme.organization });
    expect(discarded.statusCode).toBe(204);
    expect((await quarantineOf(bed.acme)).filter((message) => message.sender === sender)).toEqual([]);

    const again = await bed.call('POST', `/api/mail-quarantine/${older.id}/release`, { as: bed.acme.admin, on: bed.acme.organization });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'quarantined_mail_not_found', message: expect.stringContaining('not in the quarantine') });
  });

  it('keeps a message that cannot be read with its reason, which can be discarded but not released', async () => {
    const from = newSender();
    const raw = Buffer.from(
      [`From: ${from}`, `To: ${supportOf(bed.acme)}`, 'Subject: Broken', 'Content-Type: multipart/mixed; boundary=a', '', ''].join('\r\n') +
        '--a\r\nContent-Type: multipart/mixed; boundary=a\r\n\r\n'.repeat(3000),
    );
    const outcome = await receive(raw, [supportOf(bed.acme)]);
    expect(outcome).toEqual({ kind: 'quarantined', organizationId: bed.acme.organization.id, reason: 'undecodable' });
    const [held] = (await quarantineOf(bed.acme)).filter((message) => message.sender === from);
    expect(held).toMatchObject({ subject: 'Broken', reason: 'undecodable' });

    const released = await bed.call('POST', `/api/mail-quarantine/${held?.id}/release`, { as: bed.acme.admin, on: bed.acme.organization });
    expect(released.statusCode).toBe(409);
    expect(released.json().code).toBe('quarantined_mail_unreadable');
    expect(
      (await bed.call('DELETE', `/api/mail-quarantine/${held?.id}`, { as: bed.acme.admin, on: bed.acme.organization })).statusCode,
    ).toBe(204);
  });

  it('is seen and acted on only by the organization’s own admins', async () => {
    const { sender } = await flood(bed.globex, 1);
    const [theirs] = (await quarantineOf(bed.globex)).filter((message) => message.sender === sender);
    if (!theirs) throw new Error('expected a quarantined message');

    expect((await quarantineOf(bed.acme)).map((message) => message.id)).not.toContain(theirs.id);
    for (const [method, url] of [
      ['POST', `/api/mail-quarantine/${theirs.id}/release`],
      ['DELETE', `/api/mail-quarantine/${theirs.id}`],
    ] as const) {
      const response = await bed.call(method, url, { as: bed.acme.admin, on: bed.acme.organization });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('quarantined_mail_not_found');
    }
    expect((await bed.call('GET', '/api/mail-quarantine', { as: bed.globex.agent, on: bed.globex.organization })).statusCode).toBe(403);
    const malformed = await bed.call('DELETE', '/api/mail-quarantine/not-an-id', { as: bed.globex.admin, on: bed.globex.organization });
    expect(malformed.statusCode).toBe(400);
    expect((await quarantineOf(bed.globex)).map((message) => message.id)).toContain(theirs.id);
  });
});

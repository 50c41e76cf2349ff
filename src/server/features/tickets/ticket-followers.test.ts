import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import type { TestMember } from '../../../../tests/support/factories.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { openTestMailbox, type TestMailbox } from '../../../../tests/support/mail.ts';
import { accessTokenFor, buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import type { TicketDetail, TicketDto } from './tickets.schemas.ts';

describe('followers and copied addresses', () => {
  let app: FastifyInstance;
  let call: Call;
  let mailbox: TestMailbox;
  let acme: Org;
  let globex: Org;
  let ticket: TicketDto;
  const copied = `dana-${Date.now().toString(36)}@example.test`;

  const detailOf = async (member: TestMember): Promise<TicketDetail> =>
    (await call('GET', `/api/tickets/${ticket.id}`, { as: member, on: acme.organization })).json();
  const noticesOf = async (member: TestMember): Promise<string[]> =>
    (await call('GET', '/api/notifications?limit=100', { as: member, on: acme.organization }))
      .json()
      .items.map((notification: { title: string }) => notification.title);
  const reply = async (content: string, isInternal = false, attachments: { fileId: string; filename: string }[] = []) => {
    const response = await call('POST', `/api/tickets/${ticket.id}/comments`, {
      as: acme.admin,
      on: acme.organization,
      body: { content, isInternal, attachments },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  /** A text file the admin uploads, as the reply box does before sending. */
  const uploadedByAdmin = async (filename: string, text: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/attachments?filename=${encodeURIComponent(filename)}`,
      headers: {
        authorization: `Bearer ${await accessTokenFor(acme.admin)}`,
        'x-tenant-subdomain': acme.organization.subdomain,
        'content-type': 'application/octet-stream',
      },
      payload: Buffer.from(text),
    });
    expect(response.statusCode, response.body).toBe(201);
    return { fileId: response.json().fileId as string, filename };
  };

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    mailbox = openTestMailbox({ db, config: testConfig() });
    acme = await createOrg(db);
    globex = await createOrg(db);
    const created = await call('POST', '/api/tickets', {
      as: acme.bob,
      on: acme.organization,
      body: { subject: 'Fridge warm', description: 'The walk-in fridge is at 9 degrees' },
    });
    ticket = created.json();
  });
  afterAll(async () => {
    await mailbox.stop();
    await app.close();
  });

  it("tells a staff member who follows the ticket of the team's replies too, until they stop", async () => {
    const on = acme.organization;
    expect((await call('PUT', `/api/tickets/${ticket.id}/followers/me`, { as: acme.agent, on })).statusCode).toBe(204);
    expect((await detailOf(acme.admin)).followers).toEqual([{ userId: acme.agent.id, name: 'Andy Agent' }]);
    expect((await detailOf(acme.bob)).followers).toEqual([]);

    await reply('Technician on the way');
    const title = `New comment from Ada Admin on ${ticket.ticketNumber}`;
    expect((await noticesOf(acme.agent)).filter((notice) => notice === title)).toHaveLength(1);

    expect((await call('DELETE', `/api/tickets/${ticket.id}/followers/me`, { as: acme.agent, on })).statusCode).toBe(204);
    await reply('Compressor replaced');
    expect((await noticesOf(acme.agent)).filter((notice) => notice === title)).toHaveLength(1);
    expect((await detailOf(acme.admin)).followers).toEqual([]);
  });

  it('mails the public replies, never the notes, to the copied addresses, without the customer’s own', async () => {
    const on = acme.organization;
    const set = await call('PUT', `/api/tickets/${ticket.id}/copied-addresses`, {
      as: acme.admin,
      on,
      body: { addresses: [copied.toUpperCase(), copied, acme.bob.email] },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ addresses: [copied.toUpperCase()] });
    expect((await detailOf(acme.agent)).copiedAddresses).toEqual([copied.toUpperCase()]);
    expect((await detailOf(acme.bob)).copiedAddresses).toEqual([]);

    await reply('Fridge is back at 4 degrees');
    await reply('Warranty claim pending', true);
    const mails = await mailbox.listMail(copied);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(ticket.ticketNumber)]);
    expect(mails[0]?.text).toContain('Fridge is back at 4 degrees');
    expect(mails[0]?.text).not.toContain('Warranty');

    // A reply's files go with its mail.
    await reply('The service report is attached', false, [await uploadedByAdmin('service report.txt', 'Compressor fan replaced.')]);
    const withFile = (await mailbox.listMail(copied))[0];
    expect(withFile?.text).toContain('The service report is attached');
    expect(withFile?.attachments.map((file) => file.filename)).toEqual(['service report.txt']);
    // A stored file is kept in the dev mailbox as base64.
    expect(Buffer.from(withFile?.attachments[0]?.content ?? '', 'base64').toString()).toBe('Compressor fan replaced.');
  });

  it('is refused to customers and to a malformed address, and another organization’s ticket is not found', async () => {
    const on = acme.organization;
    expect((await call('PUT', `/api/tickets/${ticket.id}/followers/me`, { as: acme.bob, on })).statusCode).toBe(403);
    const malformed = await call('PUT', `/api/tickets/${ticket.id}/copied-addresses`, {
      as: acme.admin,
      on,
      body: { addresses: ['not an address'] },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Enter e-mail addresses, such as dana@example.com.');
    const other = { on: globex.organization };
    expect((await call('PUT', `/api/tickets/${ticket.id}/followers/me`, { as: globex.admin, ...other })).statusCode).toBe(404);
    const foreign = await call('PUT', `/api/tickets/${ticket.id}/copied-addresses`, {
      as: globex.admin,
      ...other,
      body: { addresses: [] },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await detailOf(acme.admin)).copiedAddresses).toEqual([copied.toUpperCase()]);
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor, setAgentPermissions } from '../../../../tests/support/calls.ts';
import type { TestMember } from '../../../../tests/support/factories.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { Database } from '../../db/client.ts';
import { uploadedFiles } from '../../db/schema.ts';
import type { TicketDto } from './tickets.schemas.ts';

describe('deleting a ticket', () => {
  let app: FastifyInstance;
  let db: Database;
  let call: Call;
  let acme: Org;
  let globex: Org;

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
  });
  afterAll(() => app.close());

  const open = async (org: Org, subject: string, as: TestMember = org.bob, extra: Record<string, unknown> = {}): Promise<TicketDto> => {
    const body = { subject, description: `${subject}, details`, ...extra };
    const response = await call('POST', '/api/tickets', { as, on: org.organization, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const remove = (org: Org, ticketId: string, as: TestMember) => call('DELETE', `/api/tickets/${ticketId}`, { as, on: org.organization });
  const setDelete = (org: Org, isGranted: boolean) => setAgentPermissions(call, org, { tickets: { delete: isGranted } });
  const totalOf = async (org: Org, as: TestMember) =>
    (await call('GET', '/api/tickets/summary', { as, on: org.organization })).json().total as number;
  const listedIds = async (org: Org, as: TestMember) =>
    ((await call('GET', '/api/tickets', { as, on: org.organization })).json().items as { id: string }[]).map((item) => item.id);

  it('refuses agents without the box, customers and callers not signed in, before reading the address', async () => {
    const ticket = await open(acme, 'Boiler leaks');
    for (const id of [ticket.id, 'not-a-ticket']) {
      const refused = await remove(acme, id, acme.agent);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to delete tickets.');
    }
    expect((await remove(acme, ticket.id, acme.bob)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/tickets/${ticket.id}`, { on: acme.organization })).statusCode).toBe(401);
    expect((await call('GET', `/api/tickets/${ticket.id}`, { as: acme.admin, on: acme.organization })).statusCode).toBe(200);
  });

  it('lets an org admin delete a ticket: gone from the list, the counts and the portal, and recorded in the audit log', async () => {
    const ticket = await open(acme, 'Heater rattles');
    const before = await totalOf(acme, acme.admin);
    expect(await listedIds(acme, acme.bob)).toContain(ticket.id);

    const deleted = await remove(acme, ticket.id, acme.admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      ticketNumber: ticket.ticketNumber,
      subject: 'Heater rattles',
      message: `Ticket ${ticket.ticketNumber} deleted.`,
    });

    expect((await call('GET', `/api/tickets/${ticket.id}`, { as: acme.admin, on: acme.organization })).statusCode).toBe(404);
    expect((await call('GET', `/api/tickets/${ticket.id}`, { as: acme.bob, on: acme.organization })).statusCode).toBe(404);
    expect(await totalOf(acme, acme.admin)).toBe(before - 1);
    expect(await listedIds(acme, acme.admin)).not.toContain(ticket.id);
    expect(await listedIds(acme, acme.bob)).not.toContain(ticket.id);
    expect((await remove(acme, ticket.id, acme.admin)).statusCode).toBe(404);

    const log = await call('GET', '/api/audit-events?action=ticket.deleted', { as: acme.admin, on: acme.organization });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().events).toContainEqual(
      expect.objectContaining({
        action: 'ticket.deleted',
        targetLabel: `${ticket.ticketNumber} Heater rattles`,
        before: expect.objectContaining({ ticketNumber: ticket.ticketNumber, subject: 'Heater rattles' }),
      }),
    );
  });

  it("lets an agent with the box delete their organization's tickets, never another organization's", async () => {
    const ours = await open(acme, 'Door sticks');
    const theirs = await open(globex, 'Window cracked');
    await setDelete(acme, true);
    try {
      // Another organization's ticket on our site is not found; on theirs, we are nobody and their agent lacks the box.
      expect((await remove(acme, theirs.id, acme.agent)).statusCode).toBe(404);
      expect((await remove(globex, theirs.id, acme.agent)).statusCode).toBe(403);
      const refused = await remove(globex, theirs.id, globex.agent);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to delete tickets.');
      expect((await call('GET', `/api/tickets/${theirs.id}`, { as: globex.admin, on: globex.organization })).statusCode).toBe(200);

      const deleted = await remove(acme, ours.id, acme.agent);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await call('GET', `/api/tickets/${ours.id}`, { as: acme.admin, on: acme.organization })).statusCode).toBe(404);
    } finally {
      await setDelete(acme, false);
    }
  });

  it('deletes the files sent with the ticket, which no one can download afterwards', async () => {
    const upload = await app.inject({
      method: 'POST',
      url: '/api/attachments?filename=leak.txt',
      headers: {
        authorization: `Bearer ${await accessTokenFor(acme.bob)}`,
        'x-tenant-subdomain': acme.organization.subdomain,
        'content-type': 'application/octet-stream',
      },
      payload: Buffer.from('drip drip'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { fileId, filename } = upload.json();
    const ticket = await open(acme, 'Tap drips', acme.bob, { attachments: [{ fileId, filename }] });
    const detail = (await call('GET', `/api/tickets/${ticket.id}`, { as: acme.admin, on: acme.organization })).json();
    const [attachment] = detail.attachments;
    const download = `/api/tickets/${ticket.id}/attachments/${attachment.id}`;
    expect((await call('GET', download, { as: acme.admin, on: acme.organization })).statusCode).toBe(200);
    const storedFiles = () =>
      db.withTenant({ organizationId: acme.organization.id }, (tx) =>
        tx.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.id, fileId)),
      );
    expect(await storedFiles()).toHaveLength(1);

    expect((await remove(acme, ticket.id, acme.admin)).statusCode).toBe(200);
    expect((await call('GET', download, { as: acme.admin, on: acme.organization })).statusCode).toBe(404);
    expect(await storedFiles()).toHaveLength(0);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { TicketDto } from './tickets.schemas.ts';

describe("a ticket's tags", () => {
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;
  let heater: TicketDto;
  let printer: TicketDto;

  const open = async (subject: string) => {
    const created = await call('POST', '/api/tickets', { as: acme.bob, on: acme.organization, body: { subject, description: 'Broken' } });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as TicketDto;
  };
  const listed = async (as: Org['admin'], query: string) => {
    const response = await call('GET', `/api/tickets${query}`, { as, on: acme.organization });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as TicketDto[];
  };

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
    heater = await open('Water heater leaks');
    printer = await open('Printer jams');
  });
  afterAll(() => app.close());

  it('are set by the staff, one spelling each, and filter the list; customers never see them', async () => {
    const on = acme.organization;
    const tagged = await call('PUT', `/api/tickets/${heater.id}/tags`, {
      as: acme.admin,
      on,
      body: { tags: ['Water Heater', 'VIP', 'vip', '  '] },
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().tags).toEqual(['water-heater', 'vip']);

    expect((await listed(acme.agent, '?tag=VIP')).map((ticket) => ticket.id)).toEqual([heater.id]);
    expect((await listed(acme.admin, '?tag=warranty')).map((ticket) => ticket.id)).toEqual([]);
    const asCustomer = await listed(acme.bob, '');
    expect(asCustomer.map((ticket) => ticket.tags)).toEqual([[], []]);
    expect((await call('GET', `/api/tickets/${heater.id}`, { as: acme.bob, on })).json().ticket.tags).toEqual([]);
  });

  it('are suggested from the organization’s own tags, most used first', async () => {
    const on = acme.organization;
    await call('PUT', `/api/tickets/${printer.id}/tags`, { as: acme.admin, on, body: { tags: ['vip', 'warranty'] } });
    const suggested = await call('GET', '/api/tickets/tags?search=V', { as: acme.agent, on });
    expect(suggested.json()).toEqual([{ tag: 'vip', tickets: 2 }]);
    expect((await call('GET', '/api/tickets/tags', { as: acme.agent, on })).json().map((row: { tag: string }) => row.tag)).toEqual([
      'vip',
      'warranty',
      'water-heater',
    ]);
    expect((await call('GET', '/api/tickets/tags', { as: globex.admin, on: globex.organization })).json()).toEqual([]);
    expect((await call('GET', '/api/tickets/tags', { as: acme.bob, on })).statusCode).toBe(403);
  });

  it("are refused to customers and past 20, and another organization's ticket is not found", async () => {
    const on = acme.organization;
    expect((await call('PUT', `/api/tickets/${heater.id}/tags`, { as: acme.bob, on, body: { tags: ['mine'] } })).statusCode).toBe(403);
    const tooMany = await call('PUT', `/api/tickets/${heater.id}/tags`, {
      as: acme.admin,
      on,
      body: { tags: Array.from({ length: 21 }, (_, index) => `tag-${index}`) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('A ticket takes at most 20 tags.');
    const elsewhere = await call('PUT', `/api/tickets/${heater.id}/tags`, {
      as: globex.admin,
      on: globex.organization,
      body: { tags: ['x'] },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await call('GET', `/api/tickets/${heater.id}`, { as: acme.admin, on })).json().ticket.tags).toEqual(['water-heater', 'vip']);
  });

  it('narrow a change of all matching tickets to the tag', async () => {
    const on = acme.organization;
    const change = await call('POST', '/api/tickets/bulk-changes', {
      as: acme.admin,
      on,
      body: { action: { type: 'status', status: 'resolved' }, matching: { tag: 'water heater', status: 'all', priority: 'all' } },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json()).toMatchObject({ total: 1, changed: 1 });
    expect((await call('GET', `/api/tickets/${printer.id}`, { as: acme.admin, on })).json().ticket.status).toBe('open');
  });
});

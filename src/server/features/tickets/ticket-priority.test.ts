import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { TicketDto } from './tickets.schemas.ts';

describe("a ticket's priority", () => {
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;
  let ticket: TicketDto;

  const setPriority = (as: Org['admin'], on: Org['organization'], priority: string) =>
    call('PATCH', `/api/tickets/${ticket.id}/priority`, { as, on, body: { priority } });

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
    const created = await call('POST', '/api/tickets', {
      as: acme.bob,
      on: acme.organization,
      body: { subject: 'Boiler out', description: 'No heat', priority: 'low' },
    });
    ticket = created.json();
  });
  afterAll(() => app.close());

  it('is set on the ticket by its staff, who see it in the list and the detail', async () => {
    const on = acme.organization;
    const changed = await setPriority(acme.admin, on, 'urgent');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ ticket: { id: ticket.id, priority: 'urgent' }, message: 'Priority set to Urgent.' });
    expect((await call('GET', `/api/tickets/${ticket.id}`, { as: acme.bob, on })).json().ticket.priority).toBe('urgent');
    const highPriority = await call('GET', '/api/tickets?status=high_priority', { as: acme.agent, on });
    expect(highPriority.json().items.map((item: TicketDto) => item.id)).toContain(ticket.id);
  });

  it("is refused to customers and to an unknown priority, and another organization's ticket is not found", async () => {
    const byCustomer = await setPriority(acme.bob, acme.organization, 'high');
    expect(byCustomer.statusCode).toBe(403);
    const unknown = await setPriority(acme.admin, acme.organization, 'critical');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('priority');
    const elsewhere = await setPriority(globex.admin, globex.organization, 'low');
    expect(elsewhere.statusCode).toBe(404);
    expect((await call('GET', `/api/tickets/${ticket.id}`, { as: acme.admin, on: acme.organization })).json().ticket.priority).toBe(
      'urgent',
    );
  });
});

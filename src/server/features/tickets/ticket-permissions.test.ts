import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { defaultPermissionMatrix, type PermissionMatrix } from '../../../domain/agent-permissions.ts';

/** The agent permission matrix decides, on the server, what an agent may do with tickets. */
describe('ticket permissions of agents', () => {
  let app: FastifyInstance;
  let call: Call;
  let acme: TestOrganization;
  let admin: TestMember;
  let agent: TestMember;
  let otherAgent: TestMember;
  let customer: TestMember;
  let othersTicketId: string;

  async function setPolicy(tickets: Partial<PermissionMatrix['tickets']>, isStrict = false) {
    const matrix = { ...defaultPermissionMatrix, tickets: { ...defaultPermissionMatrix.tickets, ...tickets } };
    const response = await call('PUT', '/api/agent-permissions', { as: admin, on: acme, body: { matrix, isStrict } });
    expect(response.statusCode).toBe(200);
  }

  const newTicket = (subject: string) => ({ subject, description: 'The printer jams.', customerId: customer.recordId, priority: 'medium' });
  const listedIds = async (member: TestMember) =>
    ((await call('GET', '/api/tickets', { as: member, on: acme })).json().items as { id: string }[]).map((ticket) => ticket.id);

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrganization(db);
    admin = await createMember(db, acme, 'org_admin');
    agent = await createMember(db, acme, 'agent');
    otherAgent = await createMember(db, acme, 'agent');
    customer = await createMember(db, acme, 'user');
    const created = await call('POST', '/api/tickets', { as: otherAgent, on: acme, body: newTicket("Another agent's ticket") });
    othersTicketId = created.json().id;
    const assigned = await call('PUT', `/api/tickets/${othersTicketId}/assignee`, {
      as: admin,
      on: acme,
      body: { assignedTo: otherAgent.id },
    });
    expect(assigned.statusCode).toBe(200);
  });
  beforeEach(() => setPolicy({}));
  afterAll(() => app.close());

  it('refuses an agent a new ticket without tickets.create, with a message that says why', async () => {
    await setPolicy({ create: false });
    const refused = await call('POST', '/api/tickets', { as: agent, on: acme, body: newTicket('Refused') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: 'You do not have permission to create tickets.' });
    // Customers and admins are not agents: the matrix does not apply to them.
    expect((await call('POST', '/api/tickets', { as: admin, on: acme, body: newTicket('By the admin') })).statusCode).toBe(201);
    const byCustomer = { subject: 'By the customer', description: 'My screen is dark.' };
    expect((await call('POST', '/api/tickets', { as: customer, on: acme, body: byCustomer })).statusCode).toBe(201);
  });

  it("shows an agent another agent's ticket only with tickets.view_all, and edits it only with tickets.edit_all", async () => {
    expect(await listedIds(agent)).not.toContain(othersTicketId);
    expect((await call('GET', `/api/tickets/${othersTicketId}`, { as: agent, on: acme })).statusCode).toBe(404);

    await setPolicy({ view_all: true });
    expect(await listedIds(agent)).toContain(othersTicketId);
    expect((await call('GET', `/api/tickets/${othersTicketId}`, { as: agent, on: acme })).statusCode).toBe(200);
    const change = await call('PATCH', `/api/tickets/${othersTicketId}/status`, { as: agent, on: acme, body: { status: 'in_progress' } });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe('You do not have permission to edit tickets not assigned to you.');

    await setPolicy({ view_all: true, edit_all: true });
    const allowed = await call('PATCH', `/api/tickets/${othersTicketId}/status`, { as: agent, on: acme, body: { status: 'in_progress' } });
    expect(allowed.statusCode).toBe(200);
  });

  it('in strict mode, without tickets.view_assigned, an agent sees no ticket, not even their own', async () => {
    const own = await call('POST', '/api/tickets', { as: agent, on: acme, body: newTicket('My own') });
    expect(await listedIds(agent)).toContain(own.json().id);
    await setPolicy({ view_assigned: false, edit_assigned: false }, true);
    expect(await listedIds(agent)).toEqual([]);
    expect((await call('GET', '/api/tickets/summary', { as: agent, on: acme })).json().total).toBe(0);
  });

  it('refuses a change of status to an agent without tickets.edit_assigned, even on their own ticket', async () => {
    const own = await call('POST', '/api/tickets', { as: agent, on: acme, body: newTicket('Mine to close') });
    await setPolicy({ edit_assigned: false }, true);
    const refused = await call('PATCH', `/api/tickets/${own.json().id}/status`, { as: agent, on: acme, body: { status: 'resolved' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to edit tickets.');
  });
});

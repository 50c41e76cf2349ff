import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { TicketDetail, TicketDto } from './tickets.schemas.ts';

describe("a ticket's history", () => {
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;
  let ticket: TicketDto;

  const change = async (as: Org['admin'], path: string, method: 'PATCH' | 'PUT', body: unknown) => {
    const response = await call(method, `/api/tickets/${ticket.id}/${path}`, { as, on: acme.organization, body });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
    ticket = (
      await call('POST', '/api/tickets', {
        as: acme.bob,
        on: acme.organization,
        body: { subject: 'Door sticks', description: 'Front door' },
      })
    ).json();
  });
  afterAll(() => app.close());

  it('lists every change of status, priority, assignee and tags, who made it, oldest first, to the staff only', async () => {
    const on = acme.organization;
    await change(acme.admin, 'assignee', 'PUT', { assignedTo: acme.agent.id });
    await change(acme.agent, 'priority', 'PATCH', { priority: 'high' });
    await change(acme.agent, 'status', 'PATCH', { status: 'waiting-customer' });
    await change(acme.agent, 'tags', 'PUT', { tags: ['Hinges'] });
    // Unchanged values leave no entry.
    await change(acme.agent, 'priority', 'PATCH', { priority: 'high' });
    const reply = await call('POST', `/api/tickets/${ticket.id}/comments`, { as: acme.bob, on, body: { content: 'Still stuck' } });
    expect(reply.statusCode).toBe(201);

    const detail: TicketDetail = (await call('GET', `/api/tickets/${ticket.id}`, { as: acme.admin, on })).json();
    expect(detail.history.map(({ field, from, to, actorName }) => [field, from, to, actorName])).toEqual([
      ['assignee', null, 'Andy Agent', 'Ada Admin'],
      ['priority', 'medium', 'high', 'Andy Agent'],
      ['status', 'open', 'waiting_customer', 'Andy Agent'],
      ['tags', null, 'hinges', 'Andy Agent'],
      // The customer's message on a ticket without comments moves it to in progress, and is recorded as theirs.
      ['status', 'waiting_customer', 'in_progress', 'Bob Smith'],
    ]);
    expect(detail.history.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);

    expect((await call('GET', `/api/tickets/${ticket.id}`, { as: acme.bob, on })).json().history).toEqual([]);
    expect((await call('GET', `/api/tickets/${ticket.id}`, { as: globex.admin, on: globex.organization })).statusCode).toBe(404);
  });
});

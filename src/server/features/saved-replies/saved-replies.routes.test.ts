import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import type { TestMember } from '../../../../tests/support/factories.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';

const REPLIES = '/api/saved-replies';

describe('saved replies', () => {
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp({ db });
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
  });
  afterAll(() => app.close());

  const as = (org: Org, member: TestMember, body?: unknown) => ({ as: member, on: org.organization, body });

  async function create(org: Org, member: TestMember, body: Record<string, unknown>) {
    const response = await call('POST', REPLIES, as(org, member, { scope: 'shared', ...body }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; canEdit: boolean; scope: string; actionSummary: string };
  }

  async function listOf(org: Org, member: TestMember) {
    const response = await call('GET', REPLIES, as(org, member));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { savedReplies: { id: string; name: string; canEdit: boolean }[]; canManageShared: boolean };
  }

  async function openTicket(org: Org, body: Record<string, unknown> = {}) {
    const response = await call(
      'POST',
      '/api/tickets',
      as(org, org.admin, { subject: 'Boiler makes noise', description: 'Loud', customerId: org.bob.recordId, priority: 'low', ...body }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; ticketNumber: string };
  }

  it('fills the placeholders in for a ticket, as plain text, an unknown variable empty', async () => {
    const { id } = await create(acme, acme.admin, {
      name: 'Greeting',
      body: 'Hi {{ customer.first_name }} ({{ customer.email }}), about {{ ticket.number }} "{{ ticket.title }}" [{{ ticket.status }}]{{ nobody.knows }}.\n{{ agent.first_name }} / {{ agent.name }} at {{ organization.name }} & co',
    });
    const ticket = await openTicket(acme);
    const rendered = await call('POST', `${REPLIES}/${id}/render`, as(acme, acme.agent, { ticketId: ticket.id }));
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(rendered.json()).toEqual({
      text: `Hi Bob (${acme.bob.email}), about ${ticket.ticketNumber} "Boiler makes noise" [Open].\nAndy / Andy Agent at ${acme.organization.name} & co`,
      actions: { status: null, priority: null, assigneeId: null },
      actionSummary: '',
    });
    // Rendering changes nothing on the ticket.
    const detail = await call('GET', `/api/tickets/${ticket.id}`, as(acme, acme.admin));
    expect(detail.json().ticket).toMatchObject({ status: 'open', priority: 'low' });
  });

  it('refuses a template that does not parse or reaches for files, naming the problem, when it is saved', async () => {
    const cases = [
      ['{% if customer.first_name %}Hello', 'not closed'],
      ['{{ customer.first_name | shout }}', 'undefined filter: shout'],
      ['{% include "/etc/passwd" %}', 'tag "include" not found'],
      ['{% render "secrets" %}', 'tag "render" not found'],
      ['{% layout "base" %}', 'tag "layout" not found'],
      ['{% assign x = 1 %}', 'tag "assign" not found'],
      ['{{ customer.first_name ', 'not closed'],
    ];
    for (const [body, problem] of cases) {
      const response = await call('POST', REPLIES, as(acme, acme.admin, { scope: 'personal', name: 'Bad', body }));
      expect([response.statusCode, response.json().code], body).toEqual([400, 'saved_reply_template_invalid']);
      expect(response.json().message, body).toContain(problem);
      expect(response.json().field, body).toBe('body');
      const preview = await call('POST', `${REPLIES}/preview`, as(acme, acme.agent, { body }));
      expect(preview.statusCode, body).toBe(400);
    }
    const { id } = await create(acme, acme.admin, { name: 'Fine', body: 'Hello' });
    const update = await call('PUT', `${REPLIES}/${id}`, as(acme, acme.admin, { scope: 'shared', name: 'Fine', body: '{% for x in %}' }));
    expect(update.statusCode).toBe(400);
    const preview = await call(
      'POST',
      `${REPLIES}/preview`,
      as(acme, acme.agent, { body: 'Dear {{ customer.first_name }}, {{ ticket.number }}' }),
    );
    expect(preview.json()).toEqual({ text: 'Dear Jane, TKT-1042' });
  });

  it("keeps another organization's saved replies to it: a 404 for each route, never listed", async () => {
    const { id } = await create(acme, acme.admin, { name: 'Acme only', body: 'Hello' });
    const ticket = await openTicket(globex);
    const other = (member: TestMember, body?: unknown) => as(globex, member, body);
    expect((await listOf(globex, globex.admin)).savedReplies.map((reply) => reply.id)).not.toContain(id);
    const input = { scope: 'shared', name: 'Taken', body: 'Hi' };
    expect((await call('PUT', `${REPLIES}/${id}`, other(globex.admin, input))).statusCode).toBe(404);
    expect((await call('DELETE', `${REPLIES}/${id}`, other(globex.admin))).statusCode).toBe(404);
    expect((await call('POST', `${REPLIES}/${id}/render`, other(globex.admin, { ticketId: ticket.id }))).statusCode).toBe(404);
    expect((await call('POST', `${REPLIES}/${id}/apply`, other(globex.admin, { ticketId: ticket.id }))).statusCode).toBe(404);
    // Acme's reply on globex's ticket: the ticket is not acme's to see.
    const acmeTicket = await call('POST', `${REPLIES}/${id}/render`, as(acme, acme.admin, { ticketId: ticket.id }));
    expect([acmeTicket.statusCode, acmeTicket.json().code]).toEqual([404, 'ticket_not_found']);
    // Globex's admin signed in on acme's site is not acme's.
    expect((await call('GET', REPLIES, { as: globex.admin, on: acme.organization })).statusCode).toBe(403);
  });

  it('is for staff only: a customer is refused every route', async () => {
    const { id } = await create(acme, acme.admin, { name: 'Staff only', body: 'Hello' });
    const ticket = await openTicket(acme);
    const customer = (body?: unknown) => as(acme, acme.bob, body);
    expect((await call('GET', REPLIES, customer())).statusCode).toBe(403);
    expect((await call('POST', REPLIES, customer({ scope: 'personal', name: 'Mine', body: 'Hi' }))).statusCode).toBe(403);
    expect((await call('PUT', `${REPLIES}/${id}`, customer({ scope: 'personal', name: 'Mine', body: 'Hi' }))).statusCode).toBe(403);
    expect((await call('DELETE', `${REPLIES}/${id}`, customer())).statusCode).toBe(403);
    expect((await call('POST', `${REPLIES}/${id}/render`, customer({ ticketId: ticket.id }))).statusCode).toBe(403);
    expect((await call('POST', `${REPLIES}/preview`, customer({ body: 'Hi' }))).statusCode).toBe(403);
    expect((await call('GET', REPLIES, {})).statusCode).toBe(401);
  });

  it('lets an agent use the shared replies but change them only when the permission matrix allows it', async () => {
    const { id } = await create(acme, acme.admin, { name: 'Shared by admin', body: 'Hello' });
    const agentList = await listOf(acme, acme.agent);
    expect(agentList.canManageShared).toBe(false);
    expect(agentList.savedReplies.find((reply) => reply.id === id)).toMatchObject({ canEdit: false });
    const input = { scope: 'shared', name: 'Changed', body: 'Hi' };
    const refused = await call('PUT', `${REPLIES}/${id}`, as(acme, acme.agent, input));
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'You do not have permission to change the shared saved replies.']);
    expect((await call('DELETE', `${REPLIES}/${id}`, as(acme, acme.agent))).statusCode).toBe(403);
    expect((await call('POST', REPLIES, as(acme, acme.agent, input))).statusCode).toBe(403);

    const matrix = { ...defaultPermissionMatrix, saved_replies: { manage_shared: true } };
    expect((await call('PUT', '/api/agent-permissions', as(acme, acme.admin, { matrix }))).statusCode).toBe(200);
    try {
      expect((await listOf(acme, acme.agent)).canManageShared).toBe(true);
      const changed = await call('PUT', `${REPLIES}/${id}`, as(acme, acme.agent, input));
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ name: 'Changed', scope: 'shared', canEdit: true });
    } finally {
      await call('PUT', '/api/agent-permissions', as(acme, acme.admin, { matrix: defaultPermissionMatrix }));
    }
  });

  it('keeps a personal reply to its owner: colleagues, admins included, neither see nor change it', async () => {
    const mine = await create(acme, acme.agent, { scope: 'personal', name: 'Andy’s sign-off', body: 'Cheers, {{ agent.first_name }}' });
    expect(mine).toMatchObject({ scope: 'personal', canEdit: true });
    expect((await listOf(acme, acme.agent)).savedReplies.map((reply) => reply.id)).toContain(mine.id);
    const ticket = await openTicket(acme);
    for (const colleague of [acme.otherAgent, acme.admin]) {
      expect((await listOf(acme, colleague)).savedReplies.map((reply) => reply.id)).not.toContain(mine.id);
      const input = { scope: 'personal', name: 'Mine now', body: 'Hi' };
      expect((await call('PUT', `${REPLIES}/${mine.id}`, as(acme, colleague, input))).statusCode).toBe(404);
      expect((await call('DELETE', `${REPLIES}/${mine.id}`, as(acme, colleague))).statusCode).toBe(404);
      expect((await call('POST', `${REPLIES}/${mine.id}/render`, as(acme, colleague, { ticketId: ticket.id }))).statusCode).toBe(404);
    }
    // Sharing it needs the right to manage shared replies.
    const share = await call('PUT', `${REPLIES}/${mine.id}`, as(acme, acme.agent, { scope: 'shared', name: 'Sign-off', body: 'Cheers' }));
    expect(share.statusCode).toBe(403);
    expect((await call('DELETE', `${REPLIES}/${mine.id}`, as(acme, acme.agent))).statusCode).toBe(204);
    expect((await call('DELETE', `${REPLIES}/${mine.id}`, as(acme, acme.agent))).statusCode).toBe(404);
  });

  it('applies a macro’s status, priority and assignee in one step, through the tickets’ own rules', async () => {
    const macro = await create(acme, acme.admin, {
      name: 'Escalate to Olga',
      body: 'Hi {{ customer.first_name }}, Olga will take it from here.',
      actions: { status: 'in_progress', priority: 'urgent', assigneeId: acme.otherAgent.id },
    });
    expect(macro.actionSummary).toBe('Status: In Progress · Priority: Urgent · Assign: Olga Agent');
    const ticket = await openTicket(acme);
    const rendered = await call('POST', `${REPLIES}/${macro.id}/render`, as(acme, acme.admin, { ticketId: ticket.id }));
    expect(rendered.json()).toMatchObject({
      text: 'Hi Bob, Olga will take it from here.',
      actions: { status: 'in_progress', priority: 'urgent', assigneeId: acme.otherAgent.id },
    });

    // An agent may not give an unassigned ticket to someone else: nothing is changed, not even the status.
    const refused = await call('POST', `${REPLIES}/${macro.id}/apply`, as(acme, acme.agent, { ticketId: ticket.id }));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'assignment_not_allowed']);
    const untouched = await call('GET', `/api/tickets/${ticket.id}`, as(acme, acme.admin));
    expect(untouched.json().ticket).toMatchObject({ status: 'open', priority: 'low', assignedTo: null });

    const applied = await call('POST', `${REPLIES}/${macro.id}/apply`, as(acme, acme.admin, { ticketId: ticket.id }));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      ticket: { id: ticket.id, status: 'in_progress', priority: 'urgent', assignedTo: acme.otherAgent.id },
      message: 'Escalate to Olga: Status: In Progress · Priority: Urgent · Assign: Olga Agent',
    });
    const again = await call('POST', `${REPLIES}/${macro.id}/apply`, as(acme, acme.admin, { ticketId: ticket.id }));
    expect(again.json().message).toBe('Escalate to Olga: the ticket already had these');

    const plain = await create(acme, acme.admin, { name: 'Plain', body: 'Hi' });
    const nothing = await call('POST', `${REPLIES}/${plain.id}/apply`, as(acme, acme.admin, { ticketId: ticket.id }));
    expect([nothing.statusCode, nothing.json().code]).toEqual([400, 'saved_reply_no_actions']);
  });

  it('refuses a macro that would give tickets to someone outside the staff', async () => {
    for (const assigneeId of [acme.bob.id, globex.agent.id]) {
      const response = await call(
        'POST',
        REPLIES,
        as(acme, acme.admin, { scope: 'shared', name: 'Odd', body: 'Hi', actions: { status: null, priority: null, assigneeId } }),
      );
      expect([response.statusCode, response.json().code]).toEqual([400, 'assignee_not_staff']);
    }
  });
});

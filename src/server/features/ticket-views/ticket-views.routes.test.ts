import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import type { TestMember } from '../../../../tests/support/factories.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { countingStatements } from '../../../../tests/support/statement-counter.ts';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';
import type { Database } from '../../db/client.ts';

const VIEWS = '/api/ticket-views';

interface View {
  id: string;
  name: string;
  scope: 'shared' | 'personal';
  filters: Record<string, string | null>;
  count: number;
  canEdit: boolean;
}

describe('ticket views', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;

  const as = (org: Org, member: TestMember, body?: unknown) => ({ as: member, on: org.organization, body });

  async function openTicket(org: Org, body: Record<string, unknown>) {
    const response = await call(
      'POST',
      '/api/tickets',
      as(org, org.admin, { description: 'Details', customerId: org.bob.recordId, ...body }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  }

  async function change(org: Org, ticketId: string, what: 'status' | 'assignee' | 'tags', body: unknown) {
    const response = await call(what === 'status' ? 'PATCH' : 'PUT', `/api/tickets/${ticketId}/${what}`, as(org, org.admin, body));
    expect(response.statusCode, response.body).toBe(200);
  }

  async function create(org: Org, member: TestMember, body: Record<string, unknown>) {
    const response = await call('POST', VIEWS, as(org, member, { scope: 'shared', filters: {}, ...body }));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as View;
  }

  async function viewsOf(org: Org, member: TestMember) {
    const response = await call('GET', VIEWS, as(org, member));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { views: View[]; canManageShared: boolean };
  }

  /** The number of tickets the list answers with a view's filters, page after page. */
  async function listedCount(org: Org, member: TestMember, filters: View['filters']) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    query.set('limit', '100');
    let total = 0;
    let cursor: string | null = null;
    do {
      if (cursor) query.set('cursor', cursor);
      const response = await call('GET', `/api/tickets?${query}`, as(org, member));
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { items: unknown[]; nextCursor: string | null };
      total += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    return total;
  }

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp({ db });
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
    // Acme's tickets: some assigned to Andy, some to Olga, some in the queue; of several statuses, priorities and tags.
    const printer = await openTicket(acme, { subject: 'Printer jammed', priority: 'urgent' });
    const boiler = await openTicket(acme, { subject: 'Boiler noise', priority: 'high' });
    const invoice = await openTicket(acme, { subject: 'Invoice question', priority: 'low' });
    const door = await openTicket(acme, { subject: 'Door sticks', priority: 'medium' });
    await openTicket(acme, { subject: 'Printer toner', priority: 'medium' });
    await change(acme, printer.id, 'assignee', { assignedTo: acme.agent.id });
    await change(acme, boiler.id, 'assignee', { assignedTo: acme.otherAgent.id });
    await change(acme, boiler.id, 'status', { status: 'waiting_customer' });
    await change(acme, invoice.id, 'assignee', { assignedTo: acme.agent.id });
    await change(acme, invoice.id, 'status', { status: 'resolved' });
    await change(acme, door.id, 'tags', { tags: ['Hardware'] });
    await change(acme, printer.id, 'tags', { tags: ['hardware', 'vip'] });
    await openTicket(globex, { subject: 'Globex printer', priority: 'urgent' });
  });
  afterAll(() => app.close());

  it('counts each view as the list shows it, for an admin and for an agent who sees fewer tickets', async () => {
    const filterSets = [
      {},
      { status: 'open' },
      { status: 'in_progress' },
      { status: 'waiting_customer' },
      { status: 'resolved' },
      { priority: 'urgent' },
      { status: 'high_priority' },
      { assignee: 'me' },
      { assignee: 'unassigned' },
      { assignee: acme.otherAgent.id },
      { tag: 'Hardware' },
      { search: 'printer' },
      { search: 'printer', assignee: 'unassigned', sort: 'oldest' },
      { status: 'due_soon' },
      { sort: 'due_soonest' },
    ];
    for (const [index, filters] of filterSets.entries()) await create(acme, acme.admin, { name: `View ${index}`, filters });
    for (const member of [acme.admin, acme.agent, acme.otherAgent]) {
      const { views } = await viewsOf(acme, member);
      expect(views.map((view) => view.name)).toEqual(filterSets.map((_, index) => `View ${index}`));
      for (const view of views) {
        expect(view.count, `${view.name} ${JSON.stringify(view.filters)} as ${member.name}`).toBe(
          await listedCount(acme, member, view.filters),
        );
      }
    }
    const counts = async (member: TestMember) => Object.fromEntries((await viewsOf(acme, member)).views.map((v) => [v.name, v.count]));
    // The admin sees all five; Andy his own two and the queue's two; the views say so.
    expect(await counts(acme.admin)).toMatchObject({ 'View 0': 5, 'View 7': 0, 'View 8': 2, 'View 9': 1, 'View 10': 2, 'View 11': 2 });
    expect(await counts(acme.agent)).toMatchObject({ 'View 0': 4, 'View 7': 2, 'View 8': 2, 'View 9': 0, 'View 4': 1, 'View 12': 1 });
    for (const view of (await viewsOf(acme, acme.admin)).views) {
      expect((await call('DELETE', `${VIEWS}/${view.id}`, as(acme, acme.admin))).statusCode).toBe(204);
    }
  });

  it('lists the views with their counts in a bounded number of statements, whatever their number', async () => {
    const { db: counting, counts } = countingStatements(db);
    const countingApp = await buildTestApp({ db: counting });
    try {
      const countingCall = callerFor(countingApp);
      const statementsToList = async (member: TestMember) => {
        counts.length = 0;
        expect((await countingCall('GET', VIEWS, as(acme, member))).statusCode).toBe(200);
        return counts.at(-1);
      };
      await create(acme, acme.admin, { name: 'One', filters: { status: 'open' } });
      const withOne = { admin: await statementsToList(acme.admin), agent: await statementsToList(acme.agent) };
      for (const name of ['Two', 'Three', 'Four', 'Five', 'Six']) await create(acme, acme.admin, { name, filters: { search: name } });
      await create(acme, acme.agent, { name: 'Mine', scope: 'personal', filters: { assignee: 'me' } });
      expect({ admin: await statementsToList(acme.admin), agent: await statementsToList(acme.agent) }).toEqual(withOne);
      expect(withOne.admin).toBeLessThanOrEqual(4);
      expect(withOne.agent).toBeLessThanOrEqual(5);
    } finally {
      await countingApp.close();
      for (const member of [acme.admin, acme.agent]) {
        for (const view of (await viewsOf(acme, member)).views.filter((v) => v.canEdit)) {
          await call('DELETE', `${VIEWS}/${view.id}`, as(acme, member));
        }
      }
    }
  });

  it("keeps another organization's views to it: a 404 for each route, never listed", async () => {
    const view = await create(acme, acme.admin, { name: 'Acme urgent', filters: { priority: 'urgent' } });
    const input = { name: 'Taken', scope: 'shared', filters: {} };
    expect((await call('PUT', `${VIEWS}/${view.id}`, as(globex, globex.admin, input))).json().code).toBe('ticket_view_not_found');
    expect((await call('PUT', `${VIEWS}/${view.id}`, as(globex, globex.admin, input))).statusCode).toBe(404);
    expect((await call('DELETE', `${VIEWS}/${view.id}`, as(globex, globex.admin))).statusCode).toBe(404);
    const reorder = await call('PUT', `${VIEWS}/order`, as(globex, globex.admin, { scope: 'shared', ids: [view.id] }));
    expect(reorder.statusCode).toBe(409);
    expect((await viewsOf(globex, globex.admin)).views.map((v) => v.id)).not.toContain(view.id);
    // Globex's own urgent ticket is not counted in Acme's view.
    expect((await viewsOf(acme, acme.admin)).views.find((v) => v.id === view.id)?.count).toBe(1);
    expect((await call('GET', VIEWS, { as: globex.admin, on: acme.organization })).statusCode).toBe(403);
    await call('DELETE', `${VIEWS}/${view.id}`, as(acme, acme.admin));
  });

  it('is for staff only: a customer is refused every route', async () => {
    const view = await create(acme, acme.admin, { name: 'Staff only' });
    const customer = (body?: unknown) => as(acme, acme.bob, body);
    const input = { name: 'Mine', scope: 'personal', filters: {} };
    expect((await call('GET', VIEWS, customer())).statusCode).toBe(403);
    expect((await call('POST', VIEWS, customer(input))).statusCode).toBe(403);
    expect((await call('PUT', `${VIEWS}/${view.id}`, customer(input))).statusCode).toBe(403);
    expect((await call('PUT', `${VIEWS}/order`, customer({ scope: 'personal', ids: [] }))).statusCode).toBe(403);
    expect((await call('DELETE', `${VIEWS}/${view.id}`, customer())).statusCode).toBe(403);
    // A customer's list ignores the staff's assignee filter, as it does tags.
    expect((await call('GET', '/api/tickets?assignee=unassigned', customer())).statusCode).toBe(200);
    await call('DELETE', `${VIEWS}/${view.id}`, as(acme, acme.admin));
  });

  it('lets an agent use the shared views but change them only when the permission matrix allows it', async () => {
    const shared = await create(acme, acme.admin, { name: 'Urgent', filters: { priority: 'urgent' } });
    const { views, canManageShared } = await viewsOf(acme, acme.agent);
    expect(canManageShared).toBe(false);
    expect(views.find((v) => v.id === shared.id)?.canEdit).toBe(false);
    const input = { name: 'Renamed', scope: 'shared', filters: {} };
    const refused = await call('POST', VIEWS, as(acme, acme.agent, input));
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'You do not have permission to change the shared views of the ticket list.',
    ]);
    expect((await call('PUT', `${VIEWS}/${shared.id}`, as(acme, acme.agent, input))).statusCode).toBe(403);
    expect((await call('DELETE', `${VIEWS}/${shared.id}`, as(acme, acme.agent))).statusCode).toBe(403);
    const matrix = { ...defaultPermissionMatrix, ticket_views: { manage_shared: true } };
    expect((await call('PUT', '/api/agent-permissions', as(acme, acme.admin, { matrix }))).statusCode).toBe(200);
    try {
      const renamed = await call('PUT', `${VIEWS}/${shared.id}`, as(acme, acme.agent, input));
      expect([renamed.statusCode, renamed.json().name, renamed.json().canEdit]).toEqual([200, 'Renamed', true]);
      expect((await call('DELETE', `${VIEWS}/${shared.id}`, as(acme, acme.agent))).statusCode).toBe(204);
    } finally {
      await call('PUT', '/api/agent-permissions', as(acme, acme.admin, { matrix: defaultPermissionMatrix }));
    }
  });

  it('keeps a personal view to its owner: colleagues neither see nor change it', async () => {
    const mine = await create(acme, acme.agent, { name: 'My urgent', scope: 'personal', filters: { assignee: 'me', priority: 'urgent' } });
    expect([mine.scope, mine.canEdit, mine.count]).toEqual(['personal', true, 1]);
    for (const colleague of [acme.otherAgent, acme.admin]) {
      expect((await viewsOf(acme, colleague)).views.map((v) => v.id)).not.toContain(mine.id);
      expect((await call('DELETE', `${VIEWS}/${mine.id}`, as(acme, colleague))).statusCode).toBe(404);
    }
    expect((await call('DELETE', `${VIEWS}/${mine.id}`, as(acme, acme.agent))).statusCode).toBe(204);
  });

  it('checks the filters, keeps views in the order given, and refuses past 50 of a kind', async () => {
    const stranger = await call(
      'POST',
      VIEWS,
      as(acme, acme.admin, { name: 'Theirs', scope: 'shared', filters: { assignee: globex.agent.id } }),
    );
    expect([stranger.statusCode, stranger.json().code]).toEqual([400, 'assignee_not_staff']);
    const badStatus = await call('POST', VIEWS, as(acme, acme.admin, { name: 'Bad', scope: 'shared', filters: { status: 'nope' } }));
    expect(badStatus.statusCode).toBe(400);
    const blank = await call('POST', VIEWS, as(acme, acme.admin, { name: '  ', scope: 'shared', filters: {} }));
    expect(blank.statusCode).toBe(400);
    expect((await call('GET', '/api/tickets?assignee=someone', as(acme, acme.admin))).statusCode).toBe(400);

    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await create(acme, acme.admin, { name, scope: 'personal' })).id);
    const reversed = [...ids].reverse();
    expect((await call('PUT', `${VIEWS}/order`, as(acme, acme.admin, { scope: 'personal', ids: reversed }))).statusCode).toBe(204);
    expect((await viewsOf(acme, acme.admin)).views.map((v) => v.name)).toEqual(['C', 'B', 'A']);
    const partial = await call('PUT', `${VIEWS}/order`, as(acme, acme.admin, { scope: 'personal', ids: ids.slice(1) }));
    expect([partial.statusCode, partial.json().code]).toEqual([409, 'ticket_view_order_mismatch']);

    for (let index = 3; index < 50; index += 1) await create(acme, acme.admin, { name: `P${index}`, scope: 'personal' });
    const over = await call('POST', VIEWS, as(acme, acme.admin, { name: 'One too many', scope: 'personal', filters: {} }));
    expect([over.statusCode, over.json().code]).toEqual([409, 'ticket_view_limit']);
    // The limit is per kind: a shared view still fits.
    const shared = await create(acme, acme.admin, { name: 'Shared still fits' });
    for (const view of (await viewsOf(acme, acme.admin)).views) await call('DELETE', `${VIEWS}/${view.id}`, as(acme, acme.admin));
    expect(shared.scope).toBe('shared');
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import {
  createMember,
  createOrganization,
  platformOrganization,
  type TestMember,
  type TestOrganization,
} from '../../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testDatabase, uniqueName } from '../../../../tests/support/server.ts';
import { type Database, inTenantScope } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import type { TicketDto } from './tickets.schemas.ts';

/**
 * Runs work against the database as it would be without a platform organization: every transaction
 * of the work is a savepoint of one that unmarks it and is rolled back, so no other test sees the change.
 */
async function withoutPlatformOrganization<T>(db: Database, work: (isolated: Database) => Promise<T>): Promise<T> {
  const rollback = new Error('rolled back on purpose');
  let result: { value: T } | undefined;
  await db
    .withPlatform(async (outer) => {
      await outer.update(organizations).set({ isPlatform: false }).where(eq(organizations.isPlatform, true));
      const isolated: Database = {
        ...db,
        withTenant: (scope, run) => outer.transaction((tx) => inTenantScope(tx, scope, () => run(tx))),
        withTenantRead: (scope, run) => outer.transaction((tx) => inTenantScope(tx, scope, () => run(tx))),
        withPlatform: (run) => outer.transaction(run),
        // The realtime hub's LISTEN would wait for the connection this transaction holds.
        listen: async () => async () => {},
      };
      result = { value: await work(isolated) };
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  if (!result) throw new Error('the work did not finish');
  return result.value;
}

interface Notification {
  type: string;
  title: string;
  message: string;
  relatedId: string | null;
}

describe('escalations to the platform support team', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let platform: TestOrganization;
  let superAdmin: TestMember;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let acmeAdmin: TestMember;
  let acmeAgent: TestMember;
  let otherAcmeAgent: TestMember;
  let acmeCustomer: TestMember;
  let globexAdmin: TestMember;
  let escalation: TicketDto;
  // The platform organization outlives a run on PostgreSQL: this run's escalation carries its own word.
  const reference = uniqueName('ref').replace('-', '');

  const notificationsOf = async (member: TestMember, on: TestOrganization | null): Promise<Notification[]> => {
    const response = await call('GET', '/api/notifications?limit=100', { as: member, on });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  };
  const listIds = async (member: TestMember, on: TestOrganization | null, url = '/api/tickets') => {
    const response = await call('GET', url, { as: member, on });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as TicketDto[]).map((ticket) => ticket.id);
  };

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    platform = await platformOrganization(db);
    superAdmin = await createMember(db, platform, 'super_admin', { name: 'Sam Super' });
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    acmeAdmin = await createMember(db, acme, 'org_admin', { name: 'Ada Admin' });
    acmeAgent = await createMember(db, acme, 'agent', { name: 'Andy Agent' });
    otherAcmeAgent = await createMember(db, acme, 'agent');
    acmeCustomer = await createMember(db, acme, 'user');
    globexAdmin = await createMember(db, globex, 'org_admin');

    const response = await call('POST', '/api/tickets', {
      as: acmeAdmin,
      on: acme,
      body: {
        subject: `Billing export fails ${reference}`,
        description: 'The CSV export times out',
        customerName: 'ask @Tandem',
        priority: 'low',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    escalation = response.json();
  });
  afterAll(() => app.close());

  it("is created in the platform organization on the tenant's behalf, without a customer, low priority raised to medium", () => {
    expect(escalation).toMatchObject({
      isEscalation: true,
      status: 'open',
      priority: 'medium',
      customerId: null,
      customerName: acme.name,
      originOrganizationId: acme.id,
      originOrganizationName: acme.name,
      createdBy: acmeAdmin.id,
    });
    expect(escalation.ticketNumber).toMatch(/^ESC-\d{4,}$/);
  });

  it("shows in the tenant's list to its org admins and to whoever escalated it, and to no one else", async () => {
    expect(await listIds(acmeAdmin, acme)).toContain(escalation.id);
    expect(await listIds(acmeAgent, acme)).not.toContain(escalation.id);
    expect(await listIds(acmeCustomer, acme)).not.toContain(escalation.id);
    expect(await listIds(globexAdmin, globex)).not.toContain(escalation.id);
    expect((await call('GET', `/api/tickets/${escalation.id}`, { as: globexAdmin, on: globex })).statusCode).toBe(404);
    expect((await call('GET', `/api/tickets/${escalation.id}`, { as: acmeCustomer, on: acme })).statusCode).toBe(404);

    const byAgent = await call('POST', '/api/tickets', {
      as: acmeAgent,
      on: acme,
      body: { subject: 'Agent escalation', description: 'Need help', escalate: true },
    });
    expect(byAgent.statusCode).toBe(201);
    expect(await listIds(acmeAgent, acme)).toContain(byAgent.json().id);
    expect(await listIds(otherAcmeAgent, acme)).not.toContain(byAgent.json().id);
    const summary = await call('GET', '/api/tickets/summary', { as: acmeAdmin, on: acme });
    expect(summary.json()).toMatchObject({ total: 2, open: 2 });
  });

  it('reaches the super admins: in their list with the organization it came from, and in their bell', async () => {
    const list = await call('GET', `/api/admin/tickets?search=${reference}`, { as: superAdmin });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: escalation.id, originOrganizationName: acme.name, isEscalation: true }),
    ]);
    expect(await listIds(superAdmin, null)).toContain(escalation.id);
    expect(await notificationsOf(superAdmin, null)).toContainEqual(
      expect.objectContaining({
        type: 'escalated_ticket',
        relatedId: escalation.id,
        message: expect.stringContaining(acme.name),
        data: expect.objectContaining({ path: `/admin?ticket=${escalation.id}` }),
      }),
    );
    // The tenant's own tickets stay the tenant's.
    const acmeOwn = await call('POST', '/api/tickets', {
      as: acmeAdmin,
      on: acme,
      body: { subject: 'Private', description: 'Ours', customerName: 'Someone' },
    });
    expect((await call('GET', `/api/tickets/${acmeOwn.json().id}`, { as: superAdmin })).statusCode).toBe(404);
    expect(await listIds(superAdmin, null, '/api/admin/tickets?limit=100')).not.toContain(acmeOwn.json().id);
  });

  it("lets a super admin reply as platform support; the tenant's org admin is notified and reads the reply", async () => {
    const reply = await call('POST', `/api/tickets/${escalation.id}/comments`, {
      as: superAdmin,
      body: { content: 'We found the cause: the export job ran out of memory. A fix is on its way.' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ userName: 'Tandem Support', userEmail: 'support@tandem.test', isPlatformSupport: true });

    const notified = await notificationsOf(acmeAdmin, acme);
    expect(notified).toContainEqual(
      expect.objectContaining({ type: 'comment_added', relatedId: escalation.id, message: `${reply.json().content.slice(0, 50)}…` }),
    );
    const detail = await call('GET', `/api/tickets/${escalation.id}`, { as: acmeAdmin, on: acme });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().comments).toEqual([expect.objectContaining({ content: reply.json().content, isPlatformSupport: true })]);
    expect(detail.json().ticket.commentCount).toBe(1);
  });

  it('lets the tenant answer on its escalation, which tells the super admins', async () => {
    const answer = await call('POST', `/api/tickets/${escalation.id}/comments`, {
      as: acmeAdmin,
      on: acme,
      body: { content: 'Thank you!' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ userName: 'Ada Admin', isPlatformSupport: false });
    expect(await notificationsOf(superAdmin, null)).toContainEqual(
      expect.objectContaining({
        type: 'comment_added',
        message: 'Thank you!',
        data: expect.objectContaining({ path: `/admin?ticket=${escalation.id}` }),
      }),
    );
    const detail = await call('GET', `/api/tickets/${escalation.id}`, { as: superAdmin });
    expect(detail.json().comments.map((comment: { content: string }) => comment.content)).toHaveLength(2);
  });

  it('lets super admins set in progress, resolved or closed, telling the tenant; the tenant cannot change it', async () => {
    const set = (status: string, as = superAdmin, on: TestOrganization | null = null) =>
      call('PATCH', `/api/tickets/${escalation.id}/status`, { as, on, body: { status } });

    const inProgress = await set('in-progress');
    expect(inProgress.statusCode).toBe(200);
    expect(inProgress.json()).toMatchObject({ ticket: { status: 'in_progress' }, message: 'Ticket status updated to In Progress' });
    expect(await notificationsOf(acmeAdmin, acme)).toContainEqual(
      expect.objectContaining({ type: 'status_changed', title: 'Platform support is working on your ticket' }),
    );
    const waiting = await set('waiting_customer');
    expect(waiting.statusCode).toBe(400);
    expect(waiting.json().code).toBe('status_not_allowed');
    expect((await set('resolved')).json().ticket.status).toBe('resolved');
    expect(await notificationsOf(acmeAdmin, acme)).toContainEqual(
      expect.objectContaining({ type: 'status_changed', title: 'Escalated ticket resolved' }),
    );

    const byTenant = await set('open', acmeAdmin, acme);
    expect(byTenant.statusCode).toBe(403);
    expect(byTenant.json().code).toBe('escalation_read_only');
    const appointment = await call('POST', `/api/tickets/${escalation.id}/appointments`, {
      as: acmeAdmin,
      on: acme,
      body: { date: '2099-01-01', time: '10:00', title: 'Visit' },
    });
    expect(appointment.statusCode).toBe(403);
    expect((await call('GET', `/api/tickets/${escalation.id}`, { as: acmeAdmin, on: acme })).json().ticket.status).toBe('resolved');
  });

  it('escalates an existing ticket of the organization, and only one of its own', async () => {
    const own = await call('POST', '/api/tickets', {
      as: acmeAdmin,
      on: acme,
      body: { subject: 'Mail bounces', description: 'All of it', customerName: 'Someone' },
    });
    const body = { subject: 'Mail bounces (escalated)', description: 'Help', escalate: true, originTicketId: own.json().id };
    const escalated = await call('POST', '/api/tickets', { as: acmeAdmin, on: acme, body });
    expect(escalated.statusCode).toBe(201);
    expect(escalated.json()).toMatchObject({ originTicketId: own.json().id, isEscalation: true });

    const globexTicket = await call('POST', '/api/tickets', {
      as: globexAdmin,
      on: globex,
      body: { subject: 'Globex', description: 'Theirs', customerName: 'Someone' },
    });
    const foreign = await call('POST', '/api/tickets', {
      as: acmeAdmin,
      on: acme,
      body: { ...body, originTicketId: globexTicket.json().id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ticket_not_found', field: 'originTicketId' });
  });

  it('keeps the super admin dashboard to super admins on the main domain', async () => {
    expect((await call('GET', '/api/admin/tickets', { as: acmeAdmin, on: acme })).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/tickets')).statusCode).toBe(401);
    expect((await call('GET', '/api/tickets', { as: superAdmin, on: acme })).statusCode).toBe(403);
    const chips = await call('GET', '/api/admin/tickets?status=new', { as: superAdmin });
    expect((chips.json().items as TicketDto[]).every((ticket) => ticket.status === 'open')).toBe(true);
  });

  it("answers 'Error: Could not process escalation' when there is no platform organization", async () => {
    // Signed before the isolating transaction takes the embedded database's only connection.
    const token = await accessTokenFor(acmeAdmin);
    const response = await withoutPlatformOrganization(db, async (isolated) => {
      const isolatedApp = await buildTestApp({ db: isolated });
      try {
        return await isolatedApp.inject({
          method: 'POST',
          url: '/api/tickets',
          headers: { authorization: `Bearer ${token}`, 'x-tenant-subdomain': acme.subdomain },
          payload: { subject: 'Help', description: 'Please', customerName: 'Tandem Support' },
        });
      } finally {
        await isolatedApp.close();
      }
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'escalation_unavailable', message: 'Error: Could not process escalation' });
  });

  it("refuses a super admin's escalation from the platform organization itself with a 4xx that says why", async () => {
    const body = { subject: 'Help', description: 'Please', customerName: 'Tandem Support', priority: 'medium' };
    const response = await call('POST', '/api/tickets', { as: superAdmin, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'escalation_from_platform' });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEmail } from '../../../../tests/support/auth.ts';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrg, type Org, platformOrganization } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase, uniqueName } from '../../../../tests/support/server.ts';
import { themeDefaults } from '../../../domain/theme-settings.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/client.ts';
import { tickets, workOrders } from '../../db/schema.ts';

const PASSWORD = 'Sturdy-pass-1';

interface Entry {
  action: string;
  actorName: string;
  actorEmail: string | null;
  targetType: string | null;
  targetLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
  createdAt: string;
}

describe('audit log routes', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let a: Org;
  let b: Org;

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp({ db });
    call = callerFor(app);
    a = await createOrg(db);
    b = await createOrg(db);
  });
  afterAll(() => app.close());

  async function entriesOf(org: Org, query = ''): Promise<Entry[]> {
    const response = await call('GET', `/api/audit-events${query}`, { as: org.admin, on: org.organization });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ events: Entry[] }>().events;
  }

  it("records a settings save with the fields it changed before and after, and shows it to the organization's admins only", async () => {
    const saved = await call('PUT', '/api/settings/theme', {
      as: a.admin,
      on: a.organization,
      body: { ...themeDefaults, primaryColor: '#112233' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = await entriesOf(a, '?action=settings.updated');
    expect(entry).toMatchObject({
      action: 'settings.updated',
      actorName: 'Ada Admin',
      actorEmail: a.admin.email,
      targetType: 'settings',
      targetLabel: 'Theme',
      before: { primaryColor: themeDefaults.primaryColor },
      after: { primaryColor: '#112233' },
      address: '127.0.0.1',
    });
    expect(Object.keys(entry?.after ?? {})).toEqual(['primaryColor']);

    expect((await entriesOf(b)).filter((event) => event.actorEmail === a.admin.email)).toEqual([]);
    for (const member of [a.agent, a.bob]) {
      expect((await call('GET', '/api/audit-events', { as: member, on: a.organization })).statusCode).toBe(403);
      expect((await call('GET', '/api/audit-events/export', { as: member, on: a.organization })).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/audit-events', { as: b.admin, on: a.organization })).statusCode).toBe(403);
    expect((await call('GET', '/api/audit-events', { on: a.organization })).statusCode).toBe(401);
  });

  it('records each audited change of the staff in its own transaction', async () => {
    const on = a.organization;
    const as = a.admin;
    const [ticket] = await db.withTenant({ organizationId: on.id }, (tx) =>
      tx
        .insert(tickets)
        .values({ organizationId: on.id, ticketNumber: 'TKT-9001', title: 'Printer', customerId: a.bob.recordId })
        .returning(),
    );
    const [workOrder] = await db.withTenant({ organizationId: on.id }, (tx) =>
      tx
        .insert(workOrders)
        .values({ organizationId: on.id, workOrderNumber: 'WO-901', title: 'Boiler', status: 'completed', completedAt: new Date() })
        .returning(),
    );
    // Unique: the PostgreSQL test database keeps the accounts of earlier runs.
    const invitee = `${uniqueName('invitee')}@example.test`;
    const calls: [Parameters<Call>[0], string, unknown, string][] = [
      ['PUT', '/api/settings/auto-assign', { autoAssignEnabled: true }, 'settings.updated'],
      ['PUT', '/api/registration-settings', undefined, 'settings.updated'],
      ['GET', '/api/customers/export', undefined, 'customers.exported'],
      ['GET', '/api/time-cards/team/export', undefined, 'time_cards.exported'],
      [
        'POST',
        '/api/tickets/bulk-changes',
        { ticketIds: [ticket?.id], action: { type: 'status', status: 'closed' } },
        'tickets.bulk_changed',
      ],
      ['POST', `/api/work-orders/${workOrder?.id}/reopen`, undefined, 'work_order.reopened'],
      ['DELETE', `/api/customers/${a.carol.recordId}`, undefined, 'customer.deleted'],
      ['PATCH', `/api/agents/${a.otherAgent.recordId}`, { role: 'admin' }, 'agent.role_changed'],
      ['DELETE', `/api/agents/${a.otherAgent.recordId}`, undefined, 'agent.removed'],
      ['POST', '/api/agent-invitations', { email: invitee, name: 'New Agent' }, 'agent.invited'],
      ['DELETE', `/api/customers/${a.bob.recordId}`, undefined, 'customer.archived'],
      ['POST', `/api/customers/${a.bob.recordId}/restore`, undefined, 'customer.restored'],
      ['PUT', '/api/agent-permissions', { isStrict: true }, 'agent_permissions.updated'],
      ['PUT', '/api/settings/email', { reopenWindowDays: 30 }, 'settings.updated'],
      ['PUT', '/api/service-levels/settings', { pausingStatuses: [] }, 'settings.updated'],
    ];
    const registration = await call('GET', '/api/registration-settings', { as, on });
    for (const [method, url, body, action] of calls) {
      const payload =
        url === '/api/registration-settings' ? { ...registration.json(), requireApproval: !registration.json().requireApproval } : body;
      const response = await call(method, url, { as, on, body: payload });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      const [latest] = await entriesOf(a);
      expect(latest?.action, `${method} ${url}`).toBe(action);
    }
    const entries = await entriesOf(a);
    expect(entries.find((event) => event.action === 'agent.role_changed')).toMatchObject({
      before: { role: 'agent' },
      after: { role: 'admin' },
    });
    expect(entries.find((event) => event.action === 'tickets.bulk_changed')?.after).toMatchObject({
      type: 'status',
      status: 'closed',
      tickets: 1,
    });
    expect(entries.find((event) => event.action === 'work_order.reopened')?.targetLabel).toBe('WO-901 Boiler');
    expect(entries.find((event) => event.targetLabel === 'Email')).toMatchObject({
      before: { reopenWindowDays: 14 },
      after: { reopenWindowDays: 30 },
    });
    expect(entries.find((event) => event.targetLabel === 'Service Levels: settings')?.after).toEqual({ pausingStatuses: [] });
    expect(entries.find((event) => event.action === 'agent_permissions.updated')).toMatchObject({
      before: { strict: false },
      after: { strict: true },
    });
    const invitation = await call('GET', '/api/agent-invitations', { as, on });
    const invitationId = invitation.json().invitations[0].id;
    expect((await call('DELETE', `/api/agent-invitations/${invitationId}`, { as, on })).statusCode).toBe(200);
    expect((await entriesOf(a))[0]).toMatchObject({
      action: 'agent.invitation_revoked',
      targetLabel: `New Agent <${invitee}>`,
    });
    expect((await entriesOf(b)).map((event) => event.action)).not.toContain('work_order.reopened');
  });

  it('filters by action, actor, date range and text, and refuses filters it cannot read', async () => {
    const entries = await entriesOf(a, `?actor=${encodeURIComponent('ada adm')}`);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((event) => event.actorName === 'Ada Admin')).toBe(true);
    expect(await entriesOf(a, '?actor=nobody-of-that-name')).toEqual([]);
    expect((await entriesOf(a, '?search=112233')).map((event) => event.targetLabel)).toEqual(['Theme']);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(await entriesOf(a, `?from=${encodeURIComponent(future)}`)).toEqual([]);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect((await entriesOf(a, `?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).length).toBeGreaterThan(0);

    const wrongAction = await call('GET', '/api/audit-events?action=everything', { as: a.admin, on: a.organization });
    expect(wrongAction.statusCode).toBe(400);
    expect(wrongAction.json().message).toMatch(/action must be one of/);
    const backwards = await call('GET', `/api/audit-events?from=${encodeURIComponent(future)}&to=${encodeURIComponent(past)}`, {
      as: a.admin,
      on: a.organization,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/to must be after from/);
  });

  it('exports the filtered log as CSV with cells a spreadsheet would run guarded', async () => {
    const sly = await createMember(db, a.organization, 'org_admin', { name: '=HYPERLINK("http://evil.test")' });
    await call('PUT', '/api/settings/auto-assign', { as: sly, on: a.organization, body: { autoAssignEnabled: false } });
    const response = await call('GET', '/api/audit-events/export?action=settings.updated', { as: a.admin, on: a.organization });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('When (UTC),Action,Actor,Actor e-mail,Target,Target name,Address,Before,After');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines.every((line, index) => index === 0 || line.includes('Settings changed'))).toBe(true);
    expect(response.body).not.toContain(b.admin.email);
  });

  it('records sign-ins and failed ones with their address in the account’s organization, and the main site’s in the platform’s', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const member = await createMember(db, a.organization, 'agent', { passwordHash, name: 'Sign In' });
    const signIn = (email: string, password: string, subdomain: string | null) =>
      app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        remoteAddress: '203.0.113.7',
        headers: subdomain ? { 'x-tenant-subdomain': subdomain } : {},
        payload: { email, password },
      });
    expect((await signIn(member.email, 'wrong-password', a.organization.subdomain)).statusCode).toBe(400);
    expect((await signIn(member.email, PASSWORD, a.organization.subdomain)).statusCode).toBe(200);
    const [signedIn, failed] = await entriesOf(a, `?actor=${encodeURIComponent(member.email)}`);
    expect(signedIn).toMatchObject({ action: 'auth.sign_in', actorName: 'Sign In', address: '203.0.113.7' });
    expect(failed).toMatchObject({ action: 'auth.sign_in_failed', address: '203.0.113.7', after: { reason: 'invalid_credentials' } });
    expect(await entriesOf(b, `?actor=${encodeURIComponent(member.email)}`)).toEqual([]);

    const platform = await platformOrganization(db);
    const superAdmin = await createMember(db, platform, 'super_admin', { passwordHash, name: 'Sam Super', email: platformEmail('sam') });
    expect((await signIn(superAdmin.email, PASSWORD, null)).statusCode).toBe(200);
    const platformLog = await call('GET', `/api/audit-events?actor=${encodeURIComponent(superAdmin.email)}`, { as: superAdmin });
    expect(platformLog.json().events).toMatchObject([{ action: 'auth.sign_in', actorName: 'Sam Super' }]);
    expect(await entriesOf(a, `?actor=${encodeURIComponent(superAdmin.email)}`)).toEqual([]);
    const unknown = `nobody-${Date.now()}@example.test`;
    await signIn(unknown, PASSWORD, a.organization.subdomain);
    expect(await entriesOf(a, `?actor=${encodeURIComponent(unknown)}`)).toMatchObject([
      { action: 'auth.sign_in_failed', actorName: unknown, after: { reason: 'invalid_credentials' } },
    ]);
  });

  it('pages the log newest first with a cursor', async () => {
    for (let index = 0; index < 3; index += 1) {
      await call('PUT', '/api/settings/auto-assign', { as: b.admin, on: b.organization, body: { autoAssignEnabled: index % 2 === 0 } });
    }
    const all = await entriesOf(b);
    const first = await call('GET', '/api/audit-events', { as: b.admin, on: b.organization });
    expect(first.json().nextCursor).toBeNull();
    expect(all.map((event) => event.createdAt)).toEqual(
      all
        .map((event) => event.createdAt)
        .toSorted()
        .reverse(),
    );
    const badCursor = await call('GET', '/api/audit-events?cursor=nonsense', { as: b.admin, on: b.organization });
    expect(badCursor.statusCode).toBe(400);
  });
});

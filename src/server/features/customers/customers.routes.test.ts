import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { recordRealtimeEvents } from '../../../../tests/support/realtime.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';
import type { Database } from '../../db/client.ts';
import { authSessions, customers, organizationSettings, tickets, workOrders } from '../../db/schema.ts';
import type { CustomerDto } from './customers.schemas.ts';
import { isCustomerLoginOpen } from './customers.service.ts';

interface Org {
  organization: TestOrganization;
  admin: TestMember;
  agent: TestMember;
  customer: TestMember;
}

async function createOrg(db: Database): Promise<Org> {
  const organization = await createOrganization(db);
  return {
    organization,
    admin: await createMember(db, organization, 'org_admin'),
    agent: await createMember(db, organization, 'agent'),
    customer: await createMember(db, organization, 'user', { name: 'Linked Login' }),
  };
}

const newCustomer = (overrides: Record<string, unknown> = {}) => ({
  organizationName: 'Initech',
  contactName: 'Peter Gibbons',
  email: `peter-${crypto.randomUUID().slice(0, 8)}@initech.test`,
  phone: '',
  ...overrides,
});

describe('the customers API', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;

  const create = async (org: Org, body: Record<string, unknown> = newCustomer()): Promise<CustomerDto> => {
    const response = await call('POST', '/api/customers', { as: org.admin, on: org.organization, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const setAgentCustomers = (org: Org, customersArea: Record<'view' | 'create' | 'edit' | 'delete', boolean>, isStrict = false) =>
    call('PUT', '/api/agent-permissions', {
      as: org.admin,
      on: org.organization,
      body: { matrix: { ...defaultPermissionMatrix, customers: customersArea }, isStrict },
    });
  const resetAgentPermissions = (org: Org) =>
    call('PUT', '/api/agent-permissions', {
      as: org.admin,
      on: org.organization,
      body: { matrix: defaultPermissionMatrix, isStrict: false },
    });

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
  });
  afterAll(() => app.close());

  describe('adding', () => {
    it('adds a customer with trimmed fields and no phone stored as null, and tells open lists', async () => {
      const recorder = await recordRealtimeEvents(db);
      const body = newCustomer({ organizationName: '  Initech ', contactName: ' Peter Gibbons ', phone: '   ' });
      const added = await create(acme, body);
      await recorder.settle();
      await recorder.stop();

      expect(added).toMatchObject({
        organizationName: 'Initech',
        contactName: 'Peter Gibbons',
        email: body.email,
        phone: null,
        role: 'user',
      });
      expect(added.hasLogin).toBe(false);
      expect(recorder.events).toContainEqual(
        expect.objectContaining({ type: 'customer.created', organizationId: acme.organization.id, payload: { customerId: added.id } }),
      );
    });

    it("answers the specification's message when a required field is blank after trimming", async () => {
      for (const field of ['organizationName', 'contactName', 'email']) {
        const response = await call('POST', '/api/customers', {
          as: acme.admin,
          on: acme.organization,
          body: newCustomer({ [field]: '  ' }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 'customer_fields_invalid', message: 'Please fill in all required fields.', field });
      }
      const badEmail = await call('POST', '/api/customers', {
        as: acme.admin,
        on: acme.organization,
        body: newCustomer({ email: 'peter' }),
      });
      expect(badEmail.json()).toMatchObject({
        code: 'customer_fields_invalid',
        message: 'Please enter a valid email address.',
        field: 'email',
      });
      const missing = await call('POST', '/api/customers', { as: acme.admin, on: acme.organization, body: { contactName: 'x' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'validation_failed', field: 'organizationName' });
    });

    it('refuses a second customer with the same e-mail in any case, but not in another organization', async () => {
      const first = await create(acme);
      const again = await call('POST', '/api/customers', {
        as: acme.admin,
        on: acme.organization,
        body: newCustomer({ email: first.email.toUpperCase() }),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'customer_email_taken', message: 'A customer with this email already exists.', field: 'email' });
      await create(globex, newCustomer({ email: first.email }));
    });

    it('lets an agent add only when the permission matrix grants it', async () => {
      const refused = await call('POST', '/api/customers', { as: acme.agent, on: acme.organization, body: newCustomer() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden', message: 'You do not have permission to add customers.' });

      await setAgentCustomers(acme, { view: true, create: true, edit: false, delete: false });
      const allowed = await call('POST', '/api/customers', { as: acme.agent, on: acme.organization, body: newCustomer() });
      expect(allowed.statusCode).toBe(201);
      await resetAgentPermissions(acme);
    });

    it('refuses customers and anonymous callers', async () => {
      expect((await call('POST', '/api/customers', { as: acme.customer, on: acme.organization, body: newCustomer() })).statusCode).toBe(
        403,
      );
      expect((await call('POST', '/api/customers', { on: acme.organization, body: newCustomer() })).statusCode).toBe(401);
    });
  });

  describe('listing and searching', () => {
    let org: Org;
    beforeAll(async () => {
      org = await createOrg(db);
      // 260 customers a minute apart, newest last; every tenth at Umbrella.
      const start = Date.UTC(2026, 0, 1);
      await db.withTenant({ organizationId: org.organization.id }, (tx) =>
        tx.insert(customers).values(
          Array.from({ length: 260 }, (_, index) => ({
            organizationId: org.organization.id,
            organizationName: index % 10 === 0 ? 'Umbrella Corp' : `Company ${index}`,
            contactName: `Person ${String(index).padStart(3, '0')}`,
            email: `person${index}@example.test`,
            phone: index % 2 === 0 ? `+1 555 01${index}` : null,
            createdAt: new Date(start + index * 60_000),
          })),
        ),
      );
    });

    const page = async (member: TestMember, query: string) => {
      const response = await call('GET', `/api/customers${query}`, { as: member, on: org.organization });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: CustomerDto[]; nextCursor: string | null };
    };

    it('walks every customer newest first in keyset pages, without repeats or gaps', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const result = await page(org.admin, `?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...result.items.map((customer) => customer.contactName));
        cursor = result.nextCursor;
        pages += 1;
      } while (cursor);
      // The linked login's own record is the newest of all.
      expect(pages).toBe(3);
      expect(seen).toHaveLength(261);
      expect(new Set(seen).size).toBe(261);
      expect(seen.slice(0, 3)).toEqual(['Linked Login', 'Person 259', 'Person 258']);
      expect(seen.at(-1)).toBe('Person 000');
    });

    it('searches name, company and e-mail on the server, case-insensitively, in pages too', async () => {
      expect((await page(org.admin, '?search=person%20123')).items.map((customer) => customer.email)).toEqual(['person123@example.test']);
      expect((await page(org.admin, '?search=PERSON45%40')).items.map((customer) => customer.contactName)).toEqual(['Person 045']);
      const umbrella = await page(org.admin, '?search=umbrella&limit=20');
      expect(umbrella.items).toHaveLength(20);
      expect(umbrella.items.every((customer) => customer.organizationName === 'Umbrella Corp')).toBe(true);
      const rest = await page(org.admin, `?search=umbrella&limit=20&cursor=${umbrella.nextCursor}`);
      expect(rest.items).toHaveLength(6);
      expect(rest.nextCursor).toBeNull();
      expect((await page(org.admin, '?search=100%25')).items).toEqual([]);
    });

    it('lets an agent view by default, not once the matrix takes it away in strict mode', async () => {
      expect((await page(org.agent, '?limit=1')).items).toHaveLength(1);
      await setAgentCustomers(org, { view: false, create: false, edit: false, delete: false }, true);
      const refused = await call('GET', '/api/customers', { as: org.agent, on: org.organization });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to view customers.');
      await resetAgentPermissions(org);
    });

    it('refuses a bad cursor by name and a customer account', async () => {
      const bad = await call('GET', '/api/customers?cursor=nope', { as: org.admin, on: org.organization });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed', field: 'cursor' });
      expect((await call('GET', '/api/customers', { as: org.customer, on: org.organization })).statusCode).toBe(403);
    });
  });

  describe('the summary cards', () => {
    it("counts in one answer, New This Month from midnight on the 1st in the organization's time zone", async () => {
      const org = await createOrg(db);
      const organizationId = org.organization.id;
      await db.withTenant({ organizationId }, (tx) =>
        tx
          .update(organizationSettings)
          .set({ datetime: { timezone: 'Pacific/Auckland' } })
          .where(eq(organizationSettings.organizationId, organizationId)),
      );
      const now = new Date();
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', { timeZone: 'Pacific/Auckland', year: 'numeric', month: 'numeric' })
          .formatToParts(now)
          .map((part) => [part.type, Number(part.value)]),
      );
      // Auckland is 12 or 13 hours ahead of UTC: its month starts on the last UTC day of the month before.
      const utcMonthStart = Date.UTC(Number(parts.year), Number(parts.month) - 1, 1);
      await db.withTenant({ organizationId }, (tx) =>
        tx.insert(customers).values([
          { organizationId, contactName: 'Old', email: 'old@example.test', createdAt: new Date(utcMonthStart - 15 * 3600_000) },
          { organizationId, contactName: 'Early', email: 'early@example.test', createdAt: new Date(utcMonthStart - 6 * 3600_000) },
          { organizationId, contactName: 'Archived', email: 'gone@example.test', archivedAt: now },
        ]),
      );
      // The linked login (created now), one added through the API and Early are new this month.
      await create(org);
      const response = await call('GET', '/api/customers/summary', { as: org.agent, on: org.organization });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ total: 4, activeUsers: 1, newThisMonth: 3, withEmail: 4 });
    });
  });

  describe('a customer with their tickets and work orders', () => {
    it('lists their tickets and work orders newest first and says deleting would archive them', async () => {
      const added = await create(acme);
      const organizationId = acme.organization.id;
      await db.withTenant({ organizationId }, async (tx) => {
        await tx.insert(tickets).values([
          {
            organizationId,
            ticketNumber: `T-${added.id.slice(0, 6)}-1`,
            title: 'Older',
            customerId: added.id,
            createdAt: new Date(Date.now() - 86_400_000),
          },
          { organizationId, ticketNumber: `T-${added.id.slice(0, 6)}-2`, title: 'Newer', customerId: added.id },
        ]);
        await tx
          .insert(workOrders)
          .values({ organizationId, workOrderNumber: `WO-${added.id.slice(0, 6)}`, title: 'Fix boiler', customerId: added.id });
      });

      const response = await call('GET', `/api/customers/${added.id}`, { as: acme.agent, on: acme.organization });
      expect(response.statusCode).toBe(200);
      const detail = response.json();
      expect(detail).toMatchObject({ ticketCount: 2, workOrderCount: 1, deleteOutcome: 'archive' });
      expect(detail.tickets.map((ticket: { title: string }) => ticket.title)).toEqual(['Newer', 'Older']);
      expect(detail.workOrders.map((order: { title: string }) => order.title)).toEqual(['Fix boiler']);

      const plain = await create(acme);
      expect((await call('GET', `/api/customers/${plain.id}`, { as: acme.admin, on: acme.organization })).json()).toMatchObject({
        ticketCount: 0,
        workOrderCount: 0,
        deleteOutcome: 'delete',
        tickets: [],
      });
    });
  });

  describe('editing', () => {
    it('saves the fields, refuses a taken e-mail, and lets an agent only with the grant', async () => {
      const peter = await create(acme);
      const other = await create(acme);
      const body = { organizationName: 'Initrode', contactName: 'Peter G.', email: peter.email, phone: '+1 555 0100' };
      const saved = await call('PUT', `/api/customers/${peter.id}`, { as: acme.admin, on: acme.organization, body });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject(body);

      const clash = await call('PUT', `/api/customers/${peter.id}`, {
        as: acme.admin,
        on: acme.organization,
        body: { ...body, email: other.email },
      });
      expect(clash.statusCode).toBe(409);
      const blank = await call('PUT', `/api/customers/${peter.id}`, {
        as: acme.admin,
        on: acme.organization,
        body: { ...body, contactName: '' },
      });
      expect(blank.json()).toMatchObject({ message: 'Please fill in all required fields.', field: 'contactName' });

      const refused = await call('PUT', `/api/customers/${peter.id}`, { as: acme.agent, on: acme.organization, body });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to edit customers.');
      await setAgentCustomers(acme, { view: true, create: false, edit: true, delete: false });
      expect((await call('PUT', `/api/customers/${peter.id}`, { as: acme.agent, on: acme.organization, body })).statusCode).toBe(200);
      await resetAgentPermissions(acme);
    });
  });

  describe('deleting', () => {
    it('deletes a customer nothing refers to', async () => {
      const added = await create(acme);
      const response = await call('DELETE', `/api/customers/${added.id}`, { as: acme.admin, on: acme.organization });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ outcome: 'deleted' });
      const rows = await db.withTenant({ organizationId: acme.organization.id }, (tx) =>
        tx.select().from(customers).where(eq(customers.id, added.id)),
      );
      expect(rows).toEqual([]);
      const again = await call('DELETE', `/api/customers/${added.id}`, { as: acme.admin, on: acme.organization });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Customer not found in database. It may have already been deleted.');
    });

    it('archives a customer with tickets: hidden from the list, counts and ticket picker, their tickets keep the name', async () => {
      const org = await createOrg(db);
      const organizationId = org.organization.id;
      const login = org.customer;
      const ticket = await call('POST', '/api/tickets', {
        as: login,
        on: org.organization,
        body: { subject: 'Help', description: 'Please' },
      });
      expect(ticket.statusCode).toBe(201);
      await db.withPlatform((tx) => tx.insert(authSessions).values({ userId: login.id }));
      const before = (await call('GET', '/api/customers/summary', { as: org.admin, on: org.organization })).json();

      const response = await call('DELETE', `/api/customers/${login.recordId}`, { as: org.admin, on: org.organization });
      expect(response.json()).toEqual({ outcome: 'archived' });

      const [row] = await db.withTenant({ organizationId }, (tx) =>
        tx
          .select()
          .from(customers)
          .where(eq(customers.id, login.recordId as string)),
      );
      expect(row?.archivedAt).toBeInstanceOf(Date);
      const list = (await call('GET', '/api/customers', { as: org.admin, on: org.organization })).json();
      expect(list.items.map((customer: CustomerDto) => customer.id)).not.toContain(login.recordId);
      expect((await call('GET', '/api/customers/summary', { as: org.admin, on: org.organization })).json()).toMatchObject({
        total: before.total - 1,
        activeUsers: before.activeUsers - 1,
      });
      const options = await call('GET', '/api/tickets/customer-options?search=linked', { as: org.admin, on: org.organization });
      expect(options.json()).toEqual([]);
      const byName = await call('POST', '/api/tickets', {
        as: org.admin,
        on: org.organization,
        body: { subject: 'x', description: 'y', customerName: 'Linked Login' },
      });
      expect(byName.json().customerId).toBeNull();
      const kept = await call('GET', `/api/tickets/${ticket.json().id}`, { as: org.admin, on: org.organization });
      expect(kept.json().ticket).toMatchObject({ customerName: 'Linked Login', customerId: login.recordId });
      // The login's sessions are ended.
      expect(await db.withPlatform((tx) => tx.select().from(authSessions).where(eq(authSessions.userId, login.id)))).toEqual([]);
      expect((await call('GET', `/api/customers/${login.recordId}`, { as: org.admin, on: org.organization })).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/customers/${login.recordId}`, { as: org.admin, on: org.organization, body: newCustomer() })).statusCode,
      ).toBe(404);
    });

    it('archives a customer with only work orders', async () => {
      const added = await create(acme);
      const organizationId = acme.organization.id;
      await db.withTenant({ organizationId }, (tx) =>
        tx.insert(workOrders).values({ organizationId, workOrderNumber: `WO-${added.id}`, title: 'Visit', customerId: added.id }),
      );
      expect((await call('DELETE', `/api/customers/${added.id}`, { as: acme.admin, on: acme.organization })).json()).toEqual({
        outcome: 'archived',
      });
    });

    it('lets an agent delete only with the grant, with the message naming it', async () => {
      const added = await create(acme);
      const refused = await call('DELETE', `/api/customers/${added.id}`, { as: acme.agent, on: acme.organization });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'forbidden', message: 'You do not have permission to delete customers.' });
      await setAgentCustomers(acme, { view: true, create: false, edit: false, delete: true });
      expect((await call('DELETE', `/api/customers/${added.id}`, { as: acme.agent, on: acme.organization })).json()).toEqual({
        outcome: 'deleted',
      });
      await resetAgentPermissions(acme);
    });
  });

  describe('restoring', () => {
    const archived = async (org: Org) => {
      const added = await create(org);
      const organizationId = org.organization.id;
      await db.withTenant({ organizationId }, (tx) =>
        tx.insert(workOrders).values({ organizationId, workOrderNumber: `WO-${added.id}`, title: 'Visit', customerId: added.id }),
      );
      await call('DELETE', `/api/customers/${added.id}`, { as: org.admin, on: org.organization });
      return added;
    };
    const listIds = async (org: Org, query: string) =>
      (await call('GET', `/api/customers${query}`, { as: org.admin, on: org.organization }))
        .json()
        .items.map((item: CustomerDto) => item.id);

    it('lists archived customers apart and brings one back to the list, the counts and sign-in', async () => {
      const org = await createOrg(db);
      const login = org.customer;
      await call('POST', '/api/tickets', { as: login, on: org.organization, body: { subject: 'Help', description: 'Please' } });
      await call('DELETE', `/api/customers/${login.recordId}`, { as: org.admin, on: org.organization });
      const loginOpen = () =>
        db.withTenant({ organizationId: org.organization.id }, (tx) =>
          isCustomerLoginOpen({ tx, organizationId: org.organization.id, userId: login.id }),
        );
      expect(await loginOpen()).toBe(false);
      const archivedPage = (await call('GET', '/api/customers?status=archived', { as: org.admin, on: org.organization })).json();
      expect(archivedPage.items).toEqual([expect.objectContaining({ id: login.recordId, archivedAt: expect.any(String) })]);
      const realtime = await recordRealtimeEvents(db);

      const restored = await call('POST', `/api/customers/${login.recordId}/restore`, { as: org.admin, on: org.organization });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toMatchObject({ id: login.recordId, contactName: 'Linked Login', archivedAt: null });
      await realtime.settle();
      await realtime.stop();
      expect(realtime.events).toContainEqual(
        expect.objectContaining({
          type: 'customer.restored',
          organizationId: org.organization.id,
          payload: { customerId: login.recordId },
        }),
      );
      expect(await listIds(org, '')).toContain(login.recordId);
      expect(await listIds(org, '?status=archived')).toEqual([]);
      expect((await call('GET', '/api/customers/summary', { as: org.admin, on: org.organization })).json()).toMatchObject({
        activeUsers: 1,
      });
      expect(await loginOpen()).toBe(true);
      const again = await call('POST', `/api/customers/${login.recordId}/restore`, { as: org.admin, on: org.organization });
      expect(again.statusCode).toBe(404);
    });

    it("says an archived customer's e-mail belongs to them, on adding and on editing", async () => {
      const gone = await archived(acme);
      const added = await call('POST', '/api/customers', {
        as: acme.admin,
        on: acme.organization,
        body: newCustomer({ email: gone.email }),
      });
      expect(added.statusCode).toBe(409);
      expect(added.json()).toEqual({
        code: 'customer_email_archived',
        message: 'An archived customer has this email. Restore them from the Archived list instead.',
        field: 'email',
      });
      const other = await create(acme);
      const edited = await call('PUT', `/api/customers/${other.id}`, {
        as: acme.admin,
        on: acme.organization,
        body: newCustomer({ email: gone.email.toUpperCase() }),
      });
      expect(edited.json().code).toBe('customer_email_archived');
    });

    it('lets an agent restore only with the delete grant', async () => {
      const gone = await archived(acme);
      const refused = await call('POST', `/api/customers/${gone.id}/restore`, { as: acme.agent, on: acme.organization });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to delete customers.');
      await setAgentCustomers(acme, { view: true, create: false, edit: false, delete: true });
      expect((await call('POST', `/api/customers/${gone.id}/restore`, { as: acme.agent, on: acme.organization })).statusCode).toBe(200);
      await resetAgentPermissions(acme);
    });
  });

  describe('CSV import', () => {
    const preview = (org: Org, csv: string, as: TestMember = org.admin) =>
      call('POST', '/api/customers/import/preview', { as, on: org.organization, body: { csv } });

    it('previews each row with its errors, counting duplicates within the file and against existing customers, writing nothing', async () => {
      const org = await createOrg(db);
      const existing = await create(org, newCustomer({ email: 'known@example.test' }));
      const csv = [
        '\uFEFFCompany,Name,E-mail,Phone,Notes',
        'Acme,Ann Able,ann@example.test,555-0101,vip',
        'Acme,,bob@example.test,,',
        'Acme,Cat Cole,not-an-email,,',
        'Acme,Dup Ann,ANN@example.test,,',
        `Acme,Known,${existing.email.toUpperCase()},,`,
        '"Smith, Jones & Co",Dan Dee,dan@example.test,,',
        '',
      ].join('\r\n');
      const response = await preview(org, csv);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json();
      expect(result).toMatchObject({ valid: 2, invalid: 2, duplicates: 2, ignoredColumns: ['Notes'] });
      expect(result.rows.map((row: { line: number; status: string; errors: string[] }) => [row.line, row.status, row.errors])).toEqual([
        [2, 'valid', []],
        [3, 'invalid', ['Please fill in all required fields.']],
        [4, 'invalid', ['Please enter a valid email address.']],
        [5, 'duplicate', ['This email appears on an earlier row of the file.']],
        [6, 'duplicate', ['A customer with this email already exists.']],
        [7, 'valid', []],
      ]);
      expect(result.rows[5]).toMatchObject({ organizationName: 'Smith, Jones & Co', contactName: 'Dan Dee', phone: null });
      expect((await call('GET', '/api/customers/summary', { as: org.admin, on: org.organization })).json().total).toBe(2);
    });

    it('reports a quote left open as an error of its own line and reads the lines after it', async () => {
      const org = await createOrg(db);
      const csv = [
        'company,name,email,phone',
        'Acme,Ann Able,ann@example.test,',
        '',
        '"Multi',
        'line Co",Lee Lines,lee@example.test,',
        '"Bolt Ltd,Bob Bolt,bob@example.test,',
        'Cogs,Cid Cole,cid@example.test,"+1 555 0101"',
        'Dyno,Dee Dunn,dee@example.test,',
      ].join('\n');
      const response = await preview(org, csv);
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response.json().rows.map((row: { line: number; email: string; errors: string[] }) => [row.line, row.email, row.errors]),
      ).toEqual([
        [2, 'ann@example.test', []],
        [4, 'lee@example.test', []],
        [6, '', ['Line 6: a quote is not closed where its cell ends, so this line was not read.']],
        [7, 'cid@example.test', []],
        [8, 'dee@example.test', []],
      ]);
      const imported = await call('POST', '/api/customers/import', { as: org.admin, on: org.organization, body: { csv } });
      expect(imported.json()).toEqual({ added: 4, skippedDuplicates: 0, skippedInvalid: 1 });
    });

    it('imports the valid rows in one go and says how many were added and skipped', async () => {
      const org = await createOrg(db);
      const recorder = await recordRealtimeEvents(db);
      const csv =
        'email,company,contact name\nzed@example.test,Zeta,Zed\nbad,Zeta,Bad\nzed@example.test,Zeta,Zed again\nyan@example.test,Zeta Two,Yan\n';
      const response = await call('POST', '/api/customers/import', { as: org.admin, on: org.organization, body: { csv } });
      await recorder.settle();
      await recorder.stop();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ added: 2, skippedDuplicates: 1, skippedInvalid: 1 });
      const names = (await call('GET', '/api/customers?search=zeta', { as: org.admin, on: org.organization })).json().items;
      expect(names.map((customer: CustomerDto) => customer.contactName).toSorted()).toEqual(['Yan', 'Zed']);
      expect(recorder.events).toContainEqual(expect.objectContaining({ type: 'customer.imported', payload: { added: 2 } }));
      const again = await call('POST', '/api/customers/import', { as: org.admin, on: org.organization, body: { csv } });
      expect(again.json()).toEqual({ added: 0, skippedDuplicates: 3, skippedInvalid: 1 });
    });

    it('names a file it cannot read', async () => {
      const noHeader = await preview(acme, 'Ann,ann@example.test\n');
      expect(noHeader.statusCode).toBe(400);
      expect(noHeader.json()).toEqual({
        code: 'customer_csv_invalid',
        message: 'The first line must name the columns: company, name, e-mail and phone.',
        field: 'csv',
      });
      expect((await preview(acme, 'company,name,email\n')).json().message).toBe('The file has no rows to import.');
      expect((await preview(acme, '')).json().message).toBe('The file has no rows to import.');
    });

    it('needs customers.create for an agent, on preview and import', async () => {
      const csv = 'company,name,email\nA,B,c@example.test\n';
      const refused = await preview(acme, csv, acme.agent);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to add customers.');
      expect((await call('POST', '/api/customers/import', { as: acme.agent, on: acme.organization, body: { csv } })).statusCode).toBe(403);
    });
  });

  describe('CSV export', () => {
    it('streams the searched list with a header, quoting commas and defusing formulas', async () => {
      const org = await createOrg(db);
      await create(
        org,
        newCustomer({ organizationName: 'Smith, Jones & Co', contactName: 'Quinn Export', email: 'quinn@example.test', phone: '555' }),
      );
      await create(org, newCustomer({ organizationName: '=HYPERLINK("x")', contactName: 'Quinn Formula', email: 'formula@example.test' }));
      await create(org, newCustomer({ contactName: 'Other Person', email: 'other@example.test' }));
      const response = await call('GET', '/api/customers/export?search=quinn', { as: org.agent, on: org.organization });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
      const lines = response.body.trim().split('\n');
      expect(lines[0]).toBe('Company,Name,Email,Phone,Added');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)",Quinn Formula,formula@example.test,,\d{4}-/);
      expect(lines[2]).toMatch(/^"Smith, Jones & Co",Quinn Export,quinn@example.test,555,/);
    });

    it('gives back the same customers when its file is imported again: phones as typed, formulas still text', async () => {
      const from = await createOrg(db);
      const typed = [
        { organizationName: 'Plus Phones', contactName: 'Pat Plus', email: 'pat.trip@example.test', phone: '+1 555 0101' },
        { organizationName: '=HYPERLINK("http://x.test","Open")', contactName: '+cmd|calc', email: 'eve.trip@example.test', phone: '-5' },
        { organizationName: "'=Quoted", contactName: 'Apostrophe Ann', email: 'ann.trip@example.test', phone: null },
      ];
      for (const customer of typed) await create(from, customer);
      const csv = (await call('GET', '/api/customers/export?search=.trip@', { as: from.admin, on: from.organization })).body;
      expect(csv).toContain(',+1 555 0101,');
      expect(csv).toContain('"\'=HYPERLINK(""http://x.test"",""Open"")",\'+cmd|calc,');

      const to = await createOrg(db);
      const imported = await call('POST', '/api/customers/import', { as: to.admin, on: to.organization, body: { csv } });
      expect(imported.json()).toEqual({ added: 3, skippedDuplicates: 0, skippedInvalid: 0 });
      const items: CustomerDto[] = (await call('GET', '/api/customers?search=.trip@', { as: to.admin, on: to.organization })).json().items;
      const fields = ({ organizationName, contactName, email, phone }: (typeof typed)[number]) => ({
        organizationName,
        contactName,
        email,
        phone,
      });
      expect(items.map(fields).toSorted((a, b) => a.email.localeCompare(b.email))).toEqual(
        typed.toSorted((a, b) => a.email.localeCompare(b.email)),
      );
    });

    it('exports every row of a list longer than one page', async () => {
      const org = await createOrg(db);
      const organizationId = org.organization.id;
      await db.withTenant({ organizationId }, (tx) =>
        tx.insert(customers).values(
          Array.from({ length: 2100 }, (_, index) => ({
            organizationId,
            contactName: `Bulk ${index}`,
            email: `bulk${index}@example.test`,
          })),
        ),
      );
      const response = await call('GET', '/api/customers/export', { as: org.admin, on: org.organization });
      expect(response.body.trim().split('\n')).toHaveLength(2102);
    });

    it('is refused to an agent without customers.view in strict mode', async () => {
      const org = await createOrg(db);
      await setAgentCustomers(org, { view: false, create: true, edit: false, delete: false }, true);
      const refused = await call('GET', '/api/customers/export', { as: org.agent, on: org.organization });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to view customers.');
    });
  });

  describe('two organizations', () => {
    it("answers 404 for another organization's customer on every route that names one", async () => {
      const theirs = await create(globex);
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', newCustomer()],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(method, `/api/customers/${theirs.id}`, { as: acme.admin, on: acme.organization, body });
        expect(response.statusCode, method).toBe(404);
        expect(response.json().code).toBe('customer_not_found');
      }
      const theirArchived = await create(globex);
      await db.withTenant({ organizationId: globex.organization.id }, (tx) =>
        tx.update(customers).set({ archivedAt: new Date() }).where(eq(customers.id, theirArchived.id)),
      );
      const restore = await call('POST', `/api/customers/${theirArchived.id}/restore`, { as: acme.admin, on: acme.organization });
      expect(restore.statusCode).toBe(404);
      expect(
        await call('GET', '/api/customers?status=archived', { as: acme.admin, on: acme.organization }).then((r) => r.json().items),
      ).not.toContainEqual(expect.objectContaining({ id: theirArchived.id }));
      const still = await db.withTenant({ organizationId: globex.organization.id }, (tx) =>
        tx
          .select({ contactName: customers.contactName })
          .from(customers)
          .where(and(eq(customers.id, theirs.id), sql`archived_at is null`)),
      );
      expect(still).toEqual([{ contactName: 'Peter Gibbons' }]);
    });

    it("refuses another organization's admin on every route of this organization's host", async () => {
      const ours = await create(acme);
      const csv = { csv: 'company,name,email\nA,B,c@example.test\n' };
      const routes = [
        ['GET', '/api/customers', undefined],
        ['GET', '/api/customers/summary', undefined],
        ['GET', '/api/customers/export', undefined],
        ['POST', '/api/customers/import/preview', csv],
        ['POST', '/api/customers/import', csv],
        ['GET', `/api/customers/${ours.id}`, undefined],
        ['POST', '/api/customers', newCustomer()],
        ['PUT', `/api/customers/${ours.id}`, newCustomer()],
        ['DELETE', `/api/customers/${ours.id}`, undefined],
        ['POST', `/api/customers/${ours.id}/restore`, undefined],
      ] as const;
      for (const [method, url, body] of routes) {
        const response = await call(method, url, { as: globex.admin, on: acme.organization, body });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call('GET', `/api/customers/${ours.id}`, { as: acme.admin, on: acme.organization })).statusCode).toBe(200);
    });
  });
});

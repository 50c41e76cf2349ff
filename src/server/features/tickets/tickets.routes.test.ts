import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser } from '../../../../tests/support/auth.ts';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import {
  createMember,
  createOrg,
  createOrganization,
  type Org,
  type TestMember,
  type TestOrganization,
} from '../../../../tests/support/factories.ts';
import { recordRealtimeEvents } from '../../../../tests/support/realtime.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { countingStatements } from '../../../../tests/support/statement-counter.ts';
import { localDateOf } from '../../../domain/zoned-time.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { agents, calendarEvents, notificationPreferences, notifications, organizationSettings, tickets } from '../../db/schema.ts';
import type { TicketDto } from './tickets.schemas.ts';

const NEW_YORK = 'America/New_York';

const titlesOf = (items: TicketDto[]) => items.map((ticket) => ticket.title).toSorted();

describe('the tickets API', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;
  const acmeTickets = {} as Record<'printer' | 'vpn' | 'laptop' | 'walkIn', TicketDto>;
  let globexTicket: TicketDto;

  const create = async (member: TestMember, organization: TestOrganization, body: Record<string, unknown>): Promise<TicketDto> => {
    const response = await call('POST', '/api/tickets', { as: member, on: organization, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const list = async (member: TestMember, query = '', on: TestOrganization | null = acme.organization) => {
    const response = await call('GET', `/api/tickets${query}`, { as: member, on });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: TicketDto[]; nextCursor: string | null };
  };

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
    const on = acme.organization;
    acmeTickets.printer = await create(acme.bob, on, { subject: 'Printer broken', description: 'The printer jams on page two' });
    const carolRecord = acme.carol.recordId;
    acmeTickets.vpn = await create(acme.admin, on, {
      subject: 'VPN down',
      description: 'No tunnel',
      customerId: carolRecord,
      priority: 'high',
    });
    acmeTickets.laptop = await create(acme.agent, on, {
      subject: 'Laptop slow',
      description: 'Takes ages to boot',
      customerName: 'bob smith',
      priority: 'urgent',
    });
    acmeTickets.walkIn = await create(acme.admin, on, {
      subject: 'Door bell',
      description: 'Rings twice',
      customerName: 'Walk-in Visitor',
      priority: 'low',
    });
    globexTicket = await create(globex.admin, globex.organization, {
      subject: 'Globex secret',
      description: 'Printer of globex',
      customerId: globex.bob.recordId,
    });
    const assigned = await call('PUT', `/api/tickets/${acmeTickets.walkIn.id}/assignee`, {
      as: acme.admin,
      on,
      body: { assignedTo: acme.otherAgent.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });
  afterAll(() => app.close());

  describe('creating', () => {
    it('opens tickets with the next number, the customer they are for, and medium priority by default', () => {
      expect(acmeTickets.printer).toMatchObject({
        ticketNumber: 'TKT-1000',
        status: 'open',
        priority: 'medium',
        customerId: acme.bob.recordId,
        customerName: 'Bob Smith',
        createdBy: acme.bob.id,
        commentCount: 0,
        isEscalation: false,
        source: 'web',
        appointment: null,
      });
      expect([acmeTickets.vpn.ticketNumber, acmeTickets.laptop.ticketNumber, acmeTickets.walkIn.ticketNumber]).toEqual([
        'TKT-1001',
        'TKT-1002',
        'TKT-1003',
      ]);
      expect(globexTicket.ticketNumber).toBe('TKT-1000');
      // A typed name that is exactly one customer's is that customer; any other name is kept as typed.
      expect(acmeTickets.laptop).toMatchObject({ customerId: acme.bob.recordId, customerName: 'Bob Smith' });
      expect(acmeTickets.walkIn).toMatchObject({ customerId: null, customerName: 'Walk-in Visitor', priority: 'low' });
    });

    it("answers the screens' messages for missing fields", async () => {
      const staff = await call('POST', '/api/tickets', {
        as: acme.agent,
        on: acme.organization,
        body: { subject: '  ', description: 'x', customerName: 'Bob' },
      });
      expect(staff.statusCode).toBe(400);
      expect(staff.json()).toMatchObject({ code: 'ticket_fields_required', message: 'Please fill in all required fields' });
      const noCustomer = await call('POST', '/api/tickets', {
        as: acme.agent,
        on: acme.organization,
        body: { subject: 'a', description: 'b' },
      });
      expect(noCustomer.json().message).toBe('Please fill in all required fields');
      const customer = await call('POST', '/api/tickets', {
        as: acme.bob,
        on: acme.organization,
        body: { subject: 'Help', description: ' ' },
      });
      expect(customer.statusCode).toBe(400);
      expect(customer.json()).toMatchObject({
        code: 'ticket_subject_description_required',
        message: 'Please fill in both subject and description',
      });
    });

    it('says who must sign in, and which organization could not be found, as each screen does', async () => {
      const anonymous = await call('POST', '/api/tickets', { on: acme.organization, body: { subject: 'a', description: 'b' } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('You must be logged in to create tickets');
      const body = { subject: 'a', description: 'b', customerName: 'c' };
      const staffOnMain = await call('POST', '/api/tickets', { as: acme.agent, body });
      expect(staffOnMain.statusCode).toBe(404);
      expect(staffOnMain.json().message).toBe('Error: Could not find your organization');
      const customerOnMain = await call('POST', '/api/tickets', { as: acme.bob, body });
      expect(customerOnMain.json().message).toBe('Error: Unable to determine your organization. Please try refreshing the page.');
      const listOnMain = await call('GET', '/api/tickets', { as: acme.admin });
      expect(listOnMain.statusCode).toBe(404);
      expect(listOnMain.json().message).toBe('Unable to load organization information.');

      const withoutProfile = await createConfirmedUser(db, { password: 'Secret123!' });
      const member = { ...withoutProfile, name: '', role: 'agent' as const, organizationId: acme.organization.id, recordId: null };
      const noProfile = await call('POST', '/api/tickets', { as: member, on: acme.organization, body });
      expect(noProfile.statusCode).toBe(403);
      expect(noProfile.json().message).toBe('Error: No organization found for user');
    });

    it("refuses another organization's customer, a customer's escalation, and another organization's member", async () => {
      const foreign = await call('POST', '/api/tickets', {
        as: acme.admin,
        on: acme.organization,
        body: { subject: 'a', description: 'b', customerId: globex.bob.recordId },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'ticket_customer_not_found', field: 'customerId' });
      const escalate = await call('POST', '/api/tickets', {
        as: acme.bob,
        on: acme.organization,
        body: { subject: 'a', description: 'b', escalate: true },
      });
      expect(escalate.statusCode).toBe(403);
      const intruder = await call('POST', '/api/tickets', {
        as: globex.admin,
        on: acme.organization,
        body: { subject: 'a', description: 'b', customerName: 'x' },
      });
      expect(intruder.statusCode).toBe(403);
    });

    it('gives 50 tickets created at the same moment in one organization distinct, consecutive numbers, exact tallies and their notices', async () => {
      const team = await createOrg(db);
      const organizationId = team.organization.id;
      await db.withTenant({ organizationId }, (tx) =>
        tx.update(organizationSettings).set({ autoAssignEnabled: true }).where(eq(organizationSettings.organizationId, organizationId)),
      );
      const staff = [team.admin, team.agent, team.otherAgent];
      await db.withTenant({ organizationId }, (tx) =>
        tx
          .update(notificationPreferences)
          .set({ appNewTickets: true, emailNewTickets: true })
          .where(eq(notificationPreferences.organizationId, organizationId)),
      );
      const priorities = ['low', 'medium', 'high', 'urgent'] as const;
      const recorder = await recordRealtimeEvents(db);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          call('POST', '/api/tickets', {
            as: index % 2 === 0 ? team.admin : team.bob,
            on: team.organization,
            body: { subject: `Rush ${index}`, description: 'At once', customerName: 'Rush customer', priority: priorities[index % 4] },
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
      const created = responses.map((response) => response.json() as TicketDto);
      const numbers = created.map((ticket) => ticket.ticketNumber).toSorted();
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => `TKT-${1000 + index}`));
      await recorder.settle();
      await recorder.stop();
      const heard = recorder.events.filter((event) => event.organizationId === organizationId);

      const stored = await db.withTenant({ organizationId }, async (tx) => ({
        tallies: await queryRows<{ priority: string; tickets: number | string }>(
          tx,
          sql`select priority, tickets from ticket_tallies where organization_id = ${organizationId} and status = 'open' and tickets <> 0`,
        ),
        notices: await tx
          .select({
            relatedId: notifications.relatedId,
            userId: notifications.userId,
            type: notifications.type,
            message: notifications.message,
            emailedAt: notifications.emailedAt,
            id: notifications.id,
            isInApp: notifications.isInApp,
          })
          .from(notifications)
          .where(eq(notifications.organizationId, organizationId)),
      }));
      const tallied = Object.fromEntries(stored.tallies.map((row) => [row.priority, Number(row.tickets)]));
      expect(tallied).toEqual({ low: 13, medium: 13, high: 12, urgent: 12 });
      for (const ticket of created) {
        const notices = stored.notices.filter((notice) => notice.relatedId === ticket.id);
        expect(notices.every((notice) => notice.message.includes(ticket.ticketNumber) && notice.emailedAt !== null)).toBe(true);
        const assignee = ticket.assignedTo;
        const following = assignee ? [team.admin.id, assignee] : staff.map((member) => member.id);
        const toldOfIt = following.filter((id) => id !== ticket.createdBy && id !== assignee);
        const recipientsOf = (type: string) => notices.filter((notice) => notice.type === type).map((notice) => notice.userId);
        expect(recipientsOf('new_ticket').toSorted(), ticket.ticketNumber).toEqual([...new Set(toldOfIt)].toSorted());
        expect(recipientsOf('ticket_assigned')).toEqual(assignee && assignee !== ticket.createdBy ? [assignee] : []);
        const announcedTicket = heard.filter((event) => event.type === 'ticket.created' && event.payload?.ticketId === ticket.id);
        expect(announcedTicket.map((event) => event.userId)).toContain(null);
      }
      // Each in-app notification was announced live, under its own id.
      const announced = heard.filter((event) => event.type === 'notification.created');
      const ids = (list: { id: string }[]) => list.map((item) => item.id).toSorted();
      expect(ids(announced.map((event) => event.payload?.notification as { id: string }))).toEqual(
        ids(stored.notices.filter((notice) => notice.isInApp)),
      );
    });

    it('assigns new tickets round robin to available agents when auto-assignment is on: active first, then busy, never away or inactive', async () => {
      const team = await createOrg(db);
      const organizationId = team.organization.id;
      const statusOf = async (member: TestMember, status: 'active' | 'busy' | 'away' | 'inactive') =>
        db.withTenant({ organizationId }, (tx) =>
          tx
            .update(agents)
            .set({ status })
            .where(and(eq(agents.organizationId, organizationId), eq(agents.userId, member.id))),
        );
      await db.withTenant({ organizationId }, (tx) =>
        tx.update(organizationSettings).set({ autoAssignEnabled: true }).where(eq(organizationSettings.organizationId, organizationId)),
      );
      await statusOf(team.admin, 'inactive');
      await statusOf(team.otherAgent, 'busy');
      const next = async () => (await create(team.bob, team.organization, { subject: 'Assign me', description: 'Please' })).assignedTo;

      expect([await next(), await next(), await next()]).toEqual([team.agent.id, team.agent.id, team.agent.id]);
      await statusOf(team.agent, 'away');
      expect(await next()).toBe(team.otherAgent.id);
      await statusOf(team.agent, 'active');
      await statusOf(team.admin, 'active');
      const twoActive = [await next(), await next(), await next(), await next()];
      expect(twoActive.toSorted()).toEqual([team.admin.id, team.admin.id, team.agent.id, team.agent.id].toSorted());
      expect(twoActive[0]).not.toBe(twoActive[1]);
      for (const member of [team.admin, team.agent, team.otherAgent]) await statusOf(member, 'away');
      expect(await next()).toBeNull();
    });

    it('suggests customers for the form: any part of the name, company or e-mail, for staff only', async () => {
      const response = await call('GET', '/api/tickets/customer-options?search=SMI', { as: acme.agent, on: acme.organization });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([{ id: acme.bob.recordId, contactName: 'Bob Smith', organizationName: '', email: acme.bob.email }]);
      expect(
        (await call('GET', '/api/tickets/customer-options?search=o', { as: globex.agent, on: globex.organization })).json(),
      ).not.toContainEqual(expect.objectContaining({ id: acme.bob.recordId }));
      expect((await call('GET', '/api/tickets/customer-options', { as: acme.bob, on: acme.organization })).statusCode).toBe(403);
    });
  });

  describe('listing', () => {
    it("shows each role its own tickets: all of the organization's to org admins, their own and the unassigned ones to agents, a customer's own to customers", async () => {
      expect(titlesOf((await list(acme.admin)).items)).toEqual(['Door bell', 'Laptop slow', 'Printer broken', 'VPN down']);
      // Door bell is Olga's: Andy sees the one he opened and the unassigned queue.
      expect(titlesOf((await list(acme.agent)).items)).toEqual(['Laptop slow', 'Printer broken', 'VPN down']);
      expect(titlesOf((await list(acme.otherAgent)).items)).toEqual(['Door bell', 'Laptop slow', 'Printer broken', 'VPN down']);
      expect(titlesOf((await list(acme.bob)).items)).toEqual(['Laptop slow', 'Printer broken']);
      expect(titlesOf((await list(acme.carol)).items)).toEqual(['VPN down']);
      expect(titlesOf((await list(globex.admin, '', globex.organization)).items)).toEqual(['Globex secret']);
      expect((await call('GET', '/api/tickets', { as: globex.admin, on: acme.organization })).statusCode).toBe(403);
      expect((await call('GET', '/api/tickets', { on: acme.organization })).statusCode).toBe(401);
    });

    it('filters each waiting status on its own', async () => {
      // An organization of its own: the other tests count the shared one's tickets.
      const on = await createOrganization(db);
      const admin = await createMember(db, on, 'org_admin');
      const body = { description: 'Asked', customerName: 'Walk-in customer' };
      const waiting = await create(admin, on, { ...body, subject: 'Waiting for photos' });
      const answered = await create(admin, on, { ...body, subject: 'Waiting for us' });
      await create(admin, on, { ...body, subject: 'Still open' });
      await call('PATCH', `/api/tickets/${waiting.id}/status`, { as: admin, on, body: { status: 'waiting_customer' } });
      await call('PATCH', `/api/tickets/${answered.id}/status`, { as: admin, on, body: { status: 'waiting-agent' } });
      expect(titlesOf((await list(admin, '?status=waiting_customer', on)).items)).toEqual(['Waiting for photos']);
      expect(titlesOf((await list(admin, '?status=waiting_agent', on)).items)).toEqual(['Waiting for us']);
    });

    it('filters by status group and priority, sorts, and counts the summary cards in the same scope, each ticket in one group', async () => {
      const on = acme.organization;
      await call('PATCH', `/api/tickets/${acmeTickets.vpn.id}/status`, { as: acme.admin, on, body: { status: 'in-progress' } });
      await call('PATCH', `/api/tickets/${acmeTickets.walkIn.id}/status`, { as: acme.admin, on, body: { status: 'closed' } });
      await call('PATCH', `/api/tickets/${acmeTickets.laptop.id}/status`, { as: acme.admin, on, body: { status: 'waiting-agent' } });
      try {
        // Open waits for the team (new, or answered by the customer); In Progress is being worked; the groups do not overlap.
        expect(titlesOf((await list(acme.admin, '?status=open')).items)).toEqual(['Laptop slow', 'Printer broken']);
        expect(titlesOf((await list(acme.admin, '?status=new')).items)).toEqual(['Printer broken']);
        expect(titlesOf((await list(acme.admin, '?status=in-progress')).items)).toEqual(['VPN down']);
        expect(titlesOf((await list(acme.admin, '?status=resolved')).items)).toEqual(['Door bell']);
        // High priority is high or above, as every High Priority card counts it.
        expect(titlesOf((await list(acme.admin, '?status=high-priority')).items)).toEqual(['Laptop slow', 'VPN down']);
        expect(titlesOf((await list(acme.admin, '?priority=urgent')).items)).toEqual(['Laptop slow']);
        expect((await list(acme.admin, '?sort=oldest')).items.map((ticket) => ticket.ticketNumber)).toEqual([
          'TKT-1000',
          'TKT-1001',
          'TKT-1002',
          'TKT-1003',
        ]);
        expect((await list(acme.admin)).items.map((ticket) => ticket.ticketNumber)).toEqual([
          'TKT-1003',
          'TKT-1002',
          'TKT-1001',
          'TKT-1000',
        ]);

        const summary = await call('GET', '/api/tickets/summary', { as: acme.admin, on });
        expect(summary.json()).toEqual({ total: 4, open: 2, inProgress: 1, resolved: 1, highOrUrgent: 2 });
        const bobs = await call('GET', '/api/tickets/summary', { as: acme.bob, on });
        expect(bobs.json()).toEqual({ total: 2, open: 2, inProgress: 0, resolved: 0, highOrUrgent: 1 });
        const globexSummary = await call('GET', '/api/tickets/summary', { as: globex.admin, on: globex.organization });
        expect(globexSummary.json()).toMatchObject({ total: 1 });
      } finally {
        await call('PATCH', `/api/tickets/${acmeTickets.vpn.id}/status`, { as: acme.admin, on, body: { status: 'open' } });
        await call('PATCH', `/api/tickets/${acmeTickets.walkIn.id}/status`, { as: acme.admin, on, body: { status: 'open' } });
        await call('PATCH', `/api/tickets/${acmeTickets.laptop.id}/status`, { as: acme.admin, on, body: { status: 'open' } });
      }
    });

    it('finds tickets by a word of the description, by customer name and by a fragment of the ticket number, in any case', async () => {
      const search = async (member: TestMember, text: string) =>
        titlesOf((await list(member, `?search=${encodeURIComponent(text)}`)).items);
      expect(await search(acme.admin, 'JAMS')).toEqual(['Printer broken']);
      expect(await search(acme.admin, 'boot')).toEqual(['Laptop slow']);
      expect(await search(acme.admin, 'printer')).toEqual(['Printer broken']);
      expect(await search(acme.admin, 'smi')).toEqual(['Laptop slow', 'Printer broken']);
      expect(await search(acme.admin, 'carol J')).toEqual(['VPN down']);
      expect(await search(acme.admin, '1003')).toEqual(['Door bell']);
      expect(await search(acme.admin, 'tkt-100')).toEqual(['Door bell', 'Laptop slow', 'Printer broken', 'VPN down']);
      expect(await search(acme.admin, 'nothing like this')).toEqual([]);
      expect(await search(acme.admin, '100%_')).toEqual([]);
      // Search stays inside the caller's scope: globex's printer is not acme's, and Bob's are not Carol's.
      expect(await search(acme.carol, 'printer')).toEqual([]);
    });

    it('finds a word while it is typed and in another form, whatever its stem', async () => {
      const team = await createOrg(db);
      const created = new Date();
      await db.withTenant({ organizationId: team.organization.id }, (tx) =>
        tx.insert(tickets).values({
          organizationId: team.organization.id,
          ticketNumber: 'W-1',
          title: 'Reception printer jammed',
          description: 'Escalation of the onboarding laptops',
          customerName: 'Typist',
          createdAt: created,
          updatedAt: created,
        }),
      );
      const found = async (text: string) => (await list(team.admin, `?search=${text}`, team.organization)).items.length;
      for (const partial of ['receptio', 'jamm', 'escala', 'onboardin', 'printers', 'laptop', 'jamming', 'how to onboard my laptops']) {
        expect({ partial, found: await found(encodeURIComponent(partial)) }).toEqual({ partial, found: 1 });
      }
      expect(await found('jammy')).toBe(0);
    });

    it('finds every match page by page, among the newest tickets or far behind them', async () => {
      const team = await createOrg(db);
      const organizationId = team.organization.id;
      const base = Date.now() - 86_400_000;
      // 2,100 tickets, newest last: 30 about toner among the newest 300, 3 about a quasar among the oldest.
      await db.withTenant({ organizationId }, (tx) =>
        tx.insert(tickets).values(
          Array.from({ length: 2100 }, (_, index) => {
            const createdAt = new Date(base + index * 1000);
            const title = index >= 1800 && index % 10 === 0 ? `Toner ${index}` : index < 3 ? `Quasar ${index}` : `Routine ${index}`;
            return { organizationId, ticketNumber: `S-${index}`, title, customerName: 'Searcher', createdAt, updatedAt: createdAt };
          }),
        ),
      );
      const readAll = async (search: string) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await list(team.admin, `?limit=7&search=${search}${cursor ? `&cursor=${cursor}` : ''}`, team.organization);
          seen.push(...page.items.map((ticket) => ticket.title));
          cursor = page.nextCursor;
        } while (cursor);
        return seen;
      };

      const toner = Array.from({ length: 30 }, (_, index) => `Toner ${2090 - index * 10}`);
      expect(await readAll('toner')).toEqual(toner);
      expect(await readAll('quasar')).toEqual(['Quasar 2', 'Quasar 1', 'Quasar 0']);
    });

    it('pages with a cursor: every ticket exactly once, in order, even when several share the same moment', async () => {
      const team = await createOrg(db);
      const organizationId = team.organization.id;
      const base = Date.now() - 3_600_000;
      await db.withTenant({ organizationId }, (tx) =>
        tx.insert(tickets).values(
          Array.from({ length: 31 }, (_, index) => {
            // Groups of five tickets share one timestamp.
            const createdAt = new Date(base + Math.floor(index / 5) * 1000);
            return {
              organizationId,
              ticketNumber: `PG-${index}`,
              title: `Paged ${index}`,
              priority: index % 2 === 0 ? ('high' as const) : ('low' as const),
              customerName: 'Pager',
              createdAt,
              updatedAt: createdAt,
            };
          }),
        ),
      );
      const readAll = async (query: string) => {
        const seen: TicketDto[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page = await list(team.admin, `?limit=7${query}${cursor ? `&cursor=${cursor}` : ''}`, team.organization);
          expect(page.items.length).toBeLessThanOrEqual(7);
          seen.push(...page.items);
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor);
        return { seen, pages };
      };
      const newest = await readAll('');
      expect(newest.pages).toBe(5);
      expect(new Set(newest.seen.map((ticket) => ticket.id)).size).toBe(31);
      const times = newest.seen.map((ticket) => ticket.createdAt);
      expect(times).toEqual(times.toSorted().toReversed());
      const oldest = await readAll('&sort=oldest');
      expect(oldest.seen.map((ticket) => ticket.id)).toEqual(newest.seen.map((ticket) => ticket.id).toReversed());
      const highOnly = await readAll('&priority=high');
      expect(highOnly.seen.map((ticket) => ticket.ticketNumber).toSorted()).toEqual(
        Array.from({ length: 16 }, (_, index) => `PG-${index * 2}`).toSorted(),
      );

      const bad = await call('GET', '/api/tickets?cursor=not-a-cursor', { as: team.admin, on: team.organization });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed', field: 'cursor' });
      expect((await call('GET', '/api/tickets?limit=101', { as: team.admin, on: team.organization })).statusCode).toBe(400);
    });
  });

  describe('a ticket', () => {
    it('shows its comments oldest first and its appointment', async () => {
      const ticket = await create(acme.admin, acme.organization, { subject: 'Detail', description: 'Look', customerId: acme.bob.recordId });
      const on = acme.organization;
      for (const [member, content] of [
        [acme.bob, 'First'],
        [acme.admin, 'Second'],
        [acme.bob, 'Third'],
      ] as const) {
        expect((await call('POST', `/api/tickets/${ticket.id}/comments`, { as: member, on, body: { content } })).statusCode).toBe(201);
      }
      const response = await call('GET', `/api/tickets/${ticket.id}`, { as: acme.bob, on });
      expect(response.statusCode).toBe(200);
      const detail = response.json();
      expect(detail.comments.map((comment: { content: string }) => comment.content)).toEqual(['First', 'Second', 'Third']);
      expect(detail.comments[0]).toMatchObject({
        userId: acme.bob.id,
        userName: 'Bob Smith',
        userEmail: acme.bob.email,
        isPlatformSupport: false,
      });
      // The team's reply is signed with the author's first name and the organization, never their address.
      expect(detail.comments[1]).toMatchObject({ userName: `${acme.admin.name.split(' ')[0]} from ${on.name}`, userEmail: '' });
      const staffView = (await call('GET', `/api/tickets/${ticket.id}`, { as: acme.admin, on })).json();
      expect(staffView.comments[1]).toMatchObject({ userName: acme.admin.name, userEmail: acme.admin.email });
      expect(detail.ticket).toMatchObject({ id: ticket.id, commentCount: 3, appointment: null });
    });

    it('lists the first 240 characters of a long description and shows all of it on the ticket, with the same instants', async () => {
      const on = acme.organization;
      const description = `${'🖨️ jams '.repeat(60)}and the end`;
      const ticket = await create(acme.admin, on, { subject: 'Long story', description, customerId: acme.bob.recordId });
      const row = (await list(acme.admin, '?search=Long%20story')).items.find((item) => item.id === ticket.id);
      expect(row?.description).toBe(Array.from(description).slice(0, 240).join(''));
      const detail = (await call('GET', `/api/tickets/${ticket.id}`, { as: acme.admin, on })).json() as { ticket: TicketDto };
      expect(detail.ticket.description).toBe(description);
      for (const instant of [row?.createdAt, row?.updatedAt, detail.ticket.createdAt, ticket.createdAt]) {
        expect(instant).toBe(new Date(instant ?? '').toISOString());
      }
      expect([row?.createdAt, detail.ticket.createdAt]).toEqual([ticket.createdAt, ticket.createdAt]);
    });

    it("answers 'Ticket not found.' for another organization's ticket, another customer's, and one assigned to another agent", async () => {
      const on = acme.organization;
      for (const [member, id, organization] of [
        [acme.admin, globexTicket.id, on],
        [acme.carol, acmeTickets.printer.id, on],
        [acme.agent, acmeTickets.walkIn.id, on],
        [globex.admin, acmeTickets.printer.id, globex.organization],
      ] as const) {
        const response = await call('GET', `/api/tickets/${id}`, { as: member, on: organization });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'ticket_not_found', message: 'Ticket not found.' });
      }
      const forbidden = await call('GET', `/api/tickets/${acmeTickets.printer.id}`, { as: globex.admin, on });
      expect(forbidden.statusCode).toBe(403);
    });

    it('reads a ticket in at most 4 SQL statements, whatever the number of comments and appointments', async () => {
      // Reads and transactions alike: the ticket is read without a transaction on PostgreSQL (decision 091).
      const { db: counting, counts } = countingStatements(db);
      const countingApp = await buildTestApp({ db: counting });
      try {
        const countingCall = callerFor(countingApp);
        const on = acme.organization;
        const ticket = await create(acme.admin, on, { subject: 'Counted', description: 'Queries', customerId: acme.bob.recordId });
        const statementsToRead = async () => {
          counts.length = 0;
          expect((await countingCall('GET', `/api/tickets/${ticket.id}`, { as: acme.bob, on })).statusCode).toBe(200);
          return counts.at(-1);
        };
        const withoutComments = await statementsToRead();
        for (let index = 0; index < 12; index++) {
          const comment = await call('POST', `/api/tickets/${ticket.id}/comments`, {
            as: acme.admin,
            on,
            body: { content: `Comment ${index}` },
          });
          expect(comment.statusCode).toBe(201);
        }
        const appointment = await call('POST', `/api/tickets/${ticket.id}/appointments`, {
          as: acme.admin,
          on,
          body: { date: localDateOf(new Date(Date.now() + 86_400_000), NEW_YORK), time: '10:00', title: 'Visit' },
        });
        expect(appointment.statusCode).toBe(201);
        const withComments = await statementsToRead();
        // The counter sees the queries: the tenant scope, the ticket with its appointment, the comments, and the upcoming
        // appointments only once the ticket has one.
        expect(withoutComments).toBe(3);
        expect(withComments).toBe(4);
      } finally {
        await countingApp.close();
      }
    });
  });

  describe('comments', () => {
    it("moves a ticket to in progress on the customer's first comment only", async () => {
      const on = acme.organization;
      const fresh = await create(acme.bob, on, { subject: 'Comment rule', description: 'Status' });
      await call('POST', `/api/tickets/${fresh.id}/comments`, { as: acme.bob, on, body: { content: '  Any news?  ' } });
      const detail = (await call('GET', `/api/tickets/${fresh.id}`, { as: acme.bob, on })).json();
      expect(detail.ticket.status).toBe('in_progress');
      expect(detail.comments[0].content).toBe('Any news?');

      const second = await create(acme.bob, on, { subject: 'Staff first', description: 'Status' });
      await call('POST', `/api/tickets/${second.id}/comments`, { as: acme.admin, on, body: { content: 'We are looking' } });
      expect((await call('GET', `/api/tickets/${second.id}`, { as: acme.bob, on })).json().ticket.status).toBe('open');
      await call('POST', `/api/tickets/${second.id}/comments`, { as: acme.bob, on, body: { content: 'Thanks' } });
      expect((await call('GET', `/api/tickets/${second.id}`, { as: acme.bob, on })).json().ticket.status).toBe('open');
    });

    it("refuses an empty comment and another customer's or organization's ticket", async () => {
      const on = acme.organization;
      const empty = await call('POST', `/api/tickets/${acmeTickets.printer.id}/comments`, { as: acme.bob, on, body: { content: '   ' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'comment_empty', field: 'content' });
      const notHers = await call('POST', `/api/tickets/${acmeTickets.printer.id}/comments`, {
        as: acme.carol,
        on,
        body: { content: 'Hi' },
      });
      expect(notHers.statusCode).toBe(404);
      const foreign = await call('POST', `/api/tickets/${globexTicket.id}/comments`, { as: acme.admin, on, body: { content: 'Hi' } });
      expect(foreign.statusCode).toBe(404);
      const detail = (await call('GET', `/api/tickets/${globexTicket.id}`, { as: globex.admin, on: globex.organization })).json();
      expect(detail.comments).toEqual([]);
    });
  });

  describe('assigning', () => {
    const assign = (member: TestMember, ticket: TicketDto, assignedTo: string | null, on = acme.organization) =>
      call('PUT', `/api/tickets/${ticket.id}/assignee`, { as: member, on, body: { assignedTo } });
    const notificationsOf = async (member: TestMember) =>
      (await call('GET', '/api/notifications', { as: member, on: acme.organization })).json().items as {
        type: string;
        message: string;
        relatedId: string | null;
      }[];

    it('lets an org admin give a ticket to an agent, who is told and is then the only agent to see it', async () => {
      const ticket = await create(acme.bob, acme.organization, { subject: 'Fax jammed', description: 'Paper stuck' });
      const assigned = await assign(acme.admin, ticket, acme.agent.id);
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json()).toMatchObject({
        ticket: { assignedTo: acme.agent.id, assigneeName: 'Andy Agent' },
        message: 'Ticket assigned to Andy Agent',
      });
      expect(await notificationsOf(acme.agent)).toContainEqual(
        expect.objectContaining({ type: 'ticket_assigned', message: `Ada Admin assigned you ${ticket.ticketNumber}: Fax jammed` }),
      );
      expect((await call('GET', `/api/tickets/${ticket.id}`, { as: acme.agent, on: acme.organization })).statusCode).toBe(200);
      expect((await call('GET', `/api/tickets/${ticket.id}`, { as: acme.otherAgent, on: acme.organization })).statusCode).toBe(404);

      // The customer's next comment reaches the admins and the assignee, not the other agents.
      await call('POST', `/api/tickets/${ticket.id}/comments`, { as: acme.bob, on: acme.organization, body: { content: 'Any news?' } });
      const heardOf = (items: { type: string; relatedId: string | null }[]) =>
        items.some((item) => item.type === 'comment_added' && item.relatedId === ticket.id);
      expect(heardOf(await notificationsOf(acme.admin))).toBe(true);
      expect(heardOf(await notificationsOf(acme.otherAgent))).toBe(false);

      const unassigned = await assign(acme.admin, ticket, null);
      expect(unassigned.json()).toMatchObject({ ticket: { assignedTo: null, assigneeName: null }, message: 'Ticket unassigned' });
      expect((await call('GET', `/api/tickets/${ticket.id}`, { as: acme.otherAgent, on: acme.organization })).statusCode).toBe(200);
    });

    it('lets an agent take an unassigned ticket and give it back, but not give tickets to others', async () => {
      const ticket = await create(acme.bob, acme.organization, { subject: 'Scanner offline', description: 'No light' });
      const taken = await assign(acme.agent, ticket, acme.agent.id);
      expect(taken.json()).toMatchObject({ ticket: { assignedTo: acme.agent.id }, message: 'Ticket assigned to Andy Agent' });
      expect((await notificationsOf(acme.agent)).some((item) => item.type === 'ticket_assigned' && item.message.includes('Scanner'))).toBe(
        false,
      );

      const toOther = await assign(acme.agent, ticket, acme.otherAgent.id);
      expect(toOther.statusCode).toBe(403);
      expect(toOther.json()).toEqual({
        code: 'assignment_not_allowed',
        message: 'Agents can take an unassigned ticket or give back their own; an admin assigns the rest.',
      });
      // Someone else's ticket is not even visible to take.
      expect((await assign(acme.otherAgent, ticket, acme.otherAgent.id)).statusCode).toBe(404);

      expect((await assign(acme.agent, ticket, null)).json()).toMatchObject({ ticket: { assignedTo: null }, message: 'Ticket unassigned' });
    });

    it("refuses customers, assignees who are not this organization's staff, and another organization's ticket", async () => {
      const ticket = acmeTickets.printer;
      const customer = await assign(acme.bob, ticket, acme.bob.id);
      expect(customer.statusCode).toBe(403);
      for (const notStaff of [acme.carol.id, globex.agent.id, crypto.randomUUID()]) {
        const response = await assign(acme.admin, ticket, notStaff);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'assignee_not_staff',
          message: 'Choose a member of your team to assign the ticket to.',
          field: 'assignedTo',
        });
      }
      expect((await assign(acme.admin, globexTicket, acme.agent.id)).statusCode).toBe(404);
      expect((await assign(globex.admin, ticket, globex.agent.id, globex.organization)).statusCode).toBe(404);
      const invalid = await assign(acme.admin, ticket, 'someone' as string);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: 'validation_failed', field: 'assignedTo' });
      expect(
        (await call('GET', `/api/tickets/${ticket.id}`, { as: acme.admin, on: acme.organization })).json().ticket.assignedTo,
      ).toBeNull();
    });

    it('leaves out accounts still waiting for approval or refused: no tickets, no notices, not on the team', async () => {
      const pending = await createMember(db, acme.organization, 'agent', { name: 'Pat Pending', approvalStatus: 'pending' });
      const rejected = await createMember(db, acme.organization, 'agent', { name: 'Rex Rejected', approvalStatus: 'rejected' });
      const waiting = await call('GET', '/api/tickets', { as: pending, on: acme.organization });
      expect(waiting.statusCode).toBe(403);
      expect(waiting.json()).toEqual({ code: 'approval_pending', message: 'Your account is waiting for approval by an administrator.' });
      const refused = await call('GET', `/api/tickets/${acmeTickets.printer.id}`, { as: rejected, on: acme.organization });
      expect(refused.json().code).toBe('approval_rejected');

      // An unassigned ticket's comments reach every agent of the organization, but only the approved ones.
      const ticket = await create(acme.bob, acme.organization, { subject: 'Kettle broken', description: 'No tea' });
      await call('POST', `/api/tickets/${ticket.id}/comments`, { as: acme.bob, on: acme.organization, body: { content: 'Still none' } });
      const noticesOf = async (member: TestMember) =>
        db.withTenant({ organizationId: acme.organization.id }, (tx) =>
          tx
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, member.id), eq(notifications.relatedId, ticket.id))),
        );
      expect(await noticesOf(pending)).toEqual([]);
      expect(await noticesOf(acme.agent)).toHaveLength(1);
      expect((await assign(acme.admin, ticket, pending.id)).json().code).toBe('assignee_not_staff');
    });

    it("lists the organization's own staff to assign, to staff only", async () => {
      const response = await call('GET', '/api/tickets/assignees', { as: acme.agent, on: acme.organization });
      expect(response.statusCode).toBe(200);
      expect(response.json().items.map((item: { name: string; role: string }) => [item.name, item.role])).toEqual([
        ['Ada Admin', 'org_admin'],
        ['Andy Agent', 'agent'],
        ['Olga Agent', 'agent'],
      ]);
      expect((await call('GET', '/api/tickets/assignees', { as: acme.bob, on: acme.organization })).statusCode).toBe(403);
      expect((await call('GET', '/api/tickets/assignees', { as: globex.admin, on: acme.organization })).statusCode).toBe(403);
    });
  });

  describe('status', () => {
    it("accepts the specifications' spellings and answers with the canonical status", async () => {
      const on = acme.organization;
      const ticket = await create(acme.admin, on, { subject: 'Status words', description: 'x', customerName: 'Someone' });
      const set = (status: string) => call('PATCH', `/api/tickets/${ticket.id}/status`, { as: acme.admin, on, body: { status } });
      const inProgress = await set('in-progress');
      expect(inProgress.statusCode).toBe(200);
      expect(inProgress.json()).toMatchObject({ ticket: { status: 'in_progress' }, message: 'Ticket status updated to In Progress' });
      expect((await set('waiting-customer')).json().ticket.status).toBe('waiting_customer');
      expect((await set('new')).json().ticket.status).toBe('open');
      const invalid = await set('done');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: 'validation_failed', field: 'status' });
    });

    it("is for staff: customers are refused, another organization's ticket is not found", async () => {
      const on = acme.organization;
      const customer = await call('PATCH', `/api/tickets/${acmeTickets.printer.id}/status`, {
        as: acme.bob,
        on,
        body: { status: 'closed' },
      });
      expect(customer.statusCode).toBe(403);
      const foreign = await call('PATCH', `/api/tickets/${globexTicket.id}/status`, { as: acme.admin, on, body: { status: 'closed' } });
      expect(foreign.statusCode).toBe(404);
      const someoneElses = await call('PATCH', `/api/tickets/${acmeTickets.walkIn.id}/status`, {
        as: acme.agent,
        on,
        body: { status: 'closed' },
      });
      expect(someoneElses.statusCode).toBe(404);
      expect(
        (await call('GET', `/api/tickets/${globexTicket.id}`, { as: globex.admin, on: globex.organization })).json().ticket.status,
      ).toBe('open');
    });
  });

  describe('appointments', () => {
    it("schedules a one-hour ticket_appointment event in the organization's time zone, shown on the ticket", async () => {
      const on = acme.organization;
      const ticket = await create(acme.admin, on, { subject: 'Visit needed', description: 'On site', customerId: acme.carol.recordId });
      const tomorrow = localDateOf(new Date(Date.now() + 86_400_000), NEW_YORK);
      const later = localDateOf(new Date(Date.now() + 5 * 86_400_000), NEW_YORK);
      const response = await call('POST', `/api/tickets/${ticket.id}/appointments`, {
        as: acme.admin,
        on,
        body: { date: later, time: '15:30', title: 'Second visit' },
      });
      expect(response.statusCode).toBe(201);
      const first = await call('POST', `/api/tickets/${ticket.id}/appointments`, {
        as: acme.admin,
        on,
        body: { date: tomorrow, time: '09:00', title: 'On-site visit', description: 'Bring a ladder' },
      });
      const appointment = first.json();
      expect(appointment).toMatchObject({ ticketId: ticket.id, title: 'On-site visit', date: tomorrow, time: '09:00' });
      expect(new Date(appointment.endsAt).getTime() - new Date(appointment.scheduledAt).getTime()).toBe(3_600_000);

      const [event] = await db.withTenant({ organizationId: on.id }, (tx) =>
        tx.select().from(calendarEvents).where(eq(calendarEvents.id, appointment.id)),
      );
      expect(event).toMatchObject({ eventType: 'ticket_appointment', status: 'scheduled', ticketId: ticket.id, createdBy: acme.admin.id });
      // It names the ticket as people know it; the event finds its ticket by ticket_id, not by an id in its text.
      expect(event?.description).toBe(`Appointment for ticket ${ticket.ticketNumber}\n\nBring a ladder`);

      // The earliest scheduled appointment is the ticket's, in its list card and its detail, for its customer too.
      const card = (await list(acme.carol)).items.find((item) => item.id === ticket.id);
      expect(card?.appointment).toMatchObject({ id: appointment.id, date: tomorrow, time: '09:00', title: 'On-site visit' });

      const moved = await call('PATCH', `/api/tickets/${ticket.id}/appointments/${appointment.id}`, {
        as: acme.admin,
        on,
        body: { date: later, time: '08:00', title: 'Moved visit' },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ id: appointment.id, date: later, time: '08:00', title: 'Moved visit' });
      const detail = (await call('GET', `/api/tickets/${ticket.id}`, { as: acme.admin, on })).json();
      expect(detail.ticket.appointment).toMatchObject({ id: appointment.id, time: '08:00', title: 'Moved visit' });
      // An edit that leaves the notes and the length out keeps them; the ticket shows them for the next edit.
      expect(moved.json()).toMatchObject({ notes: 'Bring a ladder', durationMinutes: 60 });
      expect(detail.ticket.appointment).toMatchObject({ notes: 'Bring a ladder', durationMinutes: 60 });

      const longer = await call('PATCH', `/api/tickets/${ticket.id}/appointments/${appointment.id}`, {
        as: acme.admin,
        on,
        body: { date: later, time: '08:00', title: 'Moved visit', description: 'Bring two ladders', durationMinutes: 90 },
      });
      expect(longer.json()).toMatchObject({ notes: 'Bring two ladders', durationMinutes: 90 });
      expect(new Date(longer.json().endsAt).getTime() - new Date(longer.json().scheduledAt).getTime()).toBe(90 * 60_000);
      const odd = await call('PATCH', `/api/tickets/${ticket.id}/appointments/${appointment.id}`, {
        as: acme.admin,
        on,
        body: { date: later, time: '08:00', title: 'Moved visit', durationMinutes: 50 },
      });
      expect(odd.statusCode).toBe(400);
      expect(odd.json().message).toContain('use steps of 15 minutes');
    });

    it("shows the ticket's customer its upcoming appointments, earliest first, without past or other tickets' ones", async () => {
      const on = acme.organization;
      const ticket = await create(acme.admin, on, { subject: 'Boiler noise', description: 'Loud', customerId: acme.carol.recordId });
      const other = await create(acme.admin, on, { subject: 'Other', description: 'Other', customerId: acme.carol.recordId });
      const inDays = (days: number) => localDateOf(new Date(Date.now() + days * 86_400_000), NEW_YORK);
      for (const [id, date, title] of [
        [ticket.id, inDays(6), 'Second look'],
        [ticket.id, inDays(2), 'First look'],
        [other.id, inDays(1), 'Not this ticket'],
      ] as const) {
        expect(
          (await call('POST', `/api/tickets/${id}/appointments`, { as: acme.admin, on, body: { date, time: '10:00', title } })).statusCode,
        ).toBe(201);
      }
      await db.withTenant({ organizationId: on.id }, (tx) =>
        tx.insert(calendarEvents).values({
          organizationId: on.id,
          ticketId: ticket.id,
          title: 'Last week',
          eventType: 'ticket_appointment',
          startTime: new Date(Date.now() - 7 * 86_400_000),
          endTime: new Date(Date.now() - 7 * 86_400_000 + 3_600_000),
        }),
      );
      const detail = (await call('GET', `/api/tickets/${ticket.id}`, { as: acme.carol, on })).json();
      expect(
        detail.upcomingAppointments.map((appointment: { title: string; date: string; time: string }) => [
          appointment.title,
          appointment.date,
          appointment.time,
        ]),
      ).toEqual([
        ['First look', inDays(2), '10:00'],
        ['Second look', inDays(6), '10:00'],
      ]);
    });

    it("answers 'Please fill in all fields', refuses a date before today, and keeps other tickets' and organizations' events apart", async () => {
      const on = acme.organization;
      const url = `/api/tickets/${acmeTickets.vpn.id}/appointments`;
      const blank = await call('POST', url, { as: acme.admin, on, body: { date: '2099-01-01', time: '', title: 'Visit' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ code: 'appointment_fields_required', message: 'Please fill in all fields' });
      const yesterday = localDateOf(new Date(Date.now() - 86_400_000 * 1.5), NEW_YORK);
      const past = await call('POST', url, { as: acme.admin, on, body: { date: yesterday, time: '10:00', title: 'Visit' } });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ code: 'appointment_date_past', field: 'date' });
      const badTime = await call('POST', url, { as: acme.admin, on, body: { date: '2099-01-01', time: '25:00', title: 'Visit' } });
      expect(badTime.json()).toMatchObject({ code: 'validation_failed', field: 'time' });

      const anonymous = await call('POST', url, { on, body: { date: '2099-01-01', time: '10:00', title: 'Visit' } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('You must be logged in to schedule appointments');
      const withoutProfile = await createConfirmedUser(db, { password: 'Secret123!' });
      const member = { ...withoutProfile, name: '', role: 'agent' as const, organizationId: on.id, recordId: null };
      const noProfile = await call('POST', url, { as: member, on, body: { date: '2099-01-01', time: '10:00', title: 'Visit' } });
      expect(noProfile.json().message).toBe('Error: Could not fetch user profile');

      const foreign = await call('POST', `/api/tickets/${globexTicket.id}/appointments`, {
        as: acme.admin,
        on,
        body: { date: '2099-01-01', time: '10:00', title: 'Visit' },
      });
      expect(foreign.statusCode).toBe(404);
      const byCustomer = await call('POST', url, { as: acme.carol, on, body: { date: '2099-01-01', time: '10:00', title: 'Visit' } });
      expect(byCustomer.statusCode).toBe(403);

      const globexEvent = await call('POST', `/api/tickets/${globexTicket.id}/appointments`, {
        as: globex.admin,
        on: globex.organization,
        body: { date: '2099-01-01', time: '10:00', title: 'Globex visit' },
      });
      const moveForeign = await call('PATCH', `/api/tickets/${acmeTickets.vpn.id}/appointments/${globexEvent.json().id}`, {
        as: acme.admin,
        on,
        body: { date: '2099-01-02', time: '10:00', title: 'Stolen' },
      });
      expect(moveForeign.statusCode).toBe(404);
      expect(moveForeign.json().code).toBe('appointment_not_found');
    });
  });

  describe('live updates', () => {
    it("publishes each change in its transaction: staff hear the organization's, a customer only their own tickets'", async () => {
      const recorder = await recordRealtimeEvents(db);
      try {
        const on = acme.organization;
        const ticket = await create(acme.bob, on, { subject: 'Live', description: 'Watch me' });
        await call('POST', `/api/tickets/${ticket.id}/comments`, { as: acme.admin, on, body: { content: 'Seen' } });
        await call('PATCH', `/api/tickets/${ticket.id}/status`, { as: acme.admin, on, body: { status: 'resolved' } });
        await recorder.settle();
        const about = recorder.events.filter((event) => event.payload?.ticketId === ticket.id);
        const staffWide = about.filter((event) => event.userId === null).map((event) => [event.type, event.organizationId, event.audience]);
        expect(staffWide).toEqual([
          ['ticket.created', on.id, 'staff'],
          ['ticket.comment_added', on.id, 'staff'],
          ['ticket.updated', on.id, 'staff'],
          ['ticket.updated', on.id, 'staff'],
        ]);
        const forUsers = new Set(about.filter((event) => event.userId !== null).map((event) => event.userId));
        expect(forUsers).toEqual(new Set([acme.bob.id]));
        const notified = recorder.events.filter((event) => event.type === 'notification.created' && event.organizationId === on.id);
        expect(notified.map((event) => event.userId)).toContain(acme.bob.id);
        expect(notified.map((event) => event.userId)).not.toContain(acme.carol.id);
      } finally {
        await recorder.stop();
      }
    });
  });
});

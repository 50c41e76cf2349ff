import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import { sampleLayout } from '../../../../tests/support/work-orders.ts';
import type { Database } from '../../db/client.ts';
import { jobs, notifications, tickets } from '../../db/schema.ts';
import { createServiceLevelCheckHandler } from './service-level-check.job.ts';
import { createServiceLevelRecomputeHandler } from './service-levels.service.ts';

/** A clock the test moves by hand. */
function handClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set: (at: string) => (now = new Date(at)),
    advance: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)),
  };
}

const nineToFive = [{ start: '09:00', end: '17:00' }];
const weekdays = { sun: [], mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [] };
const hours = (minutes: number, isBusinessHours = true) => ({ minutes, isBusinessHours });

describe('service levels', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;
  // Monday 2026-03-02 10:00 in New York (UTC-5).
  const clock = handClock('2026-03-02T15:00:00Z');
  const config = testConfig();

  async function addPolicy(org: Org, body: Record<string, unknown>) {
    const response = await call('POST', '/api/service-levels/policies', { as: org.admin, on: org.organization, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  }

  async function openTicket(org: Org, body: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/tickets', {
      as: org.agent,
      on: org.organization,
      body: { subject: 'Printer on fire', description: 'Smoke', customerId: org.bob.recordId, priority: 'high', ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  }

  async function detail(org: Org, ticketId: string) {
    const response = await call('GET', `/api/tickets/${ticketId}`, { as: org.admin, on: org.organization });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const clockOf = async (org: Org, ticketId: string, target: string) =>
    ((await detail(org, ticketId)).serviceLevels as { target: string; stoppedAt: string | null }[]).findLast(
      (entry) => entry.target === target,
    );

  async function runRecompute(org: Org) {
    await createServiceLevelRecomputeHandler({ db, clock })({ organizationId: org.organization.id }, { id: 0, queue: '', attempt: 1 });
  }

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp({ clock, config });
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
    const calendar = await call('POST', '/api/service-levels/calendars', {
      as: acme.admin,
      on: acme.organization,
      body: {
        name: 'New York office',
        timeZone: 'America/New_York',
        week: weekdays,
        closedDates: [{ date: '2026-03-09', name: 'Closure' }],
      },
    });
    expect(calendar.statusCode, calendar.body).toBe(201);
    await addPolicy(acme, {
      name: 'High priority',
      calendarId: calendar.json().id,
      match: { priorities: ['high', 'urgent'] },
      targets: { first_response: hours(60), next_response: hours(120), resolution: hours(480) },
    });
  });

  beforeEach(() => clock.set('2026-03-02T15:00:00Z'));

  it('gives a new ticket its policy targets due in business hours, and shows the next one on the ticket', async () => {
    clock.set('2026-03-06T21:30:00Z'); // Friday 16:30 in New York
    const { id } = await openTicket(acme);
    const ticket = (await detail(acme, id)).ticket;
    // One business hour from Friday 16:30 is Monday 09:30, and Monday 2026-03-09 is closed: Tuesday 09:30 (UTC-4 after the change).
    expect(ticket.serviceLevel).toMatchObject({ target: 'first_response', dueAt: '2026-03-10T13:30:00.000Z', isPaused: false });
    const customerView = await call('GET', `/api/tickets/${id}`, { as: acme.bob, on: acme.organization });
    expect(customerView.json().ticket.serviceLevel).toBeNull();
    expect(customerView.json().serviceLevels).toEqual([]);
  });

  it('leaves a ticket no policy matches without targets', async () => {
    const { id } = await openTicket(acme, { priority: 'low' });
    expect((await detail(acme, id)).serviceLevels).toEqual([]);
  });

  it('meets the first response with a staff reply, and starts the next response with the customer’s message', async () => {
    const { id } = await openTicket(acme);
    clock.advance(20);
    await call('POST', `/api/tickets/${id}/comments`, { as: acme.agent, on: acme.organization, body: { content: 'On my way' } });
    expect(await clockOf(acme, id, 'first_response')).toMatchObject({ stoppedAt: '2026-03-02T15:20:00.000Z', breachedAt: null });
    clock.advance(10);
    await call('POST', `/api/tickets/${id}/comments`, { as: acme.bob, on: acme.organization, body: { content: 'Still smoking' } });
    expect(await clockOf(acme, id, 'next_response')).toMatchObject({ dueAt: '2026-03-02T17:30:00.000Z', stoppedAt: null });
    const [row] = await db.withTenant({ organizationId: acme.organization.id }, (tx) =>
      tx.select({ firstRespondedAt: tickets.firstRespondedAt }).from(tickets).where(eq(tickets.id, id)),
    );
    expect(row?.firstRespondedAt?.toISOString()).toBe('2026-03-02T15:20:00.000Z');
  });

  it('drops the queued check of a target met before its time, and keeps the one still to come', async () => {
    const { id } = await openTicket(acme);
    const clocks = (await detail(acme, id)).serviceLevels as { id: string; target: string }[];
    const checksOf = async (target: string) => {
      const clockId = clocks.find((clock) => clock.target === target)?.id;
      const rows = await db.withPlatform((tx) =>
        tx
          .select({ key: jobs.dedupeKey })
          .from(jobs)
          .where(and(eq(jobs.status, 'queued'), like(jobs.dedupeKey, `service-level:${clockId}:%`))),
      );
      return rows.length;
    };
    expect([await checksOf('first_response'), await checksOf('resolution')]).toEqual([1, 1]);
    await call('POST', `/api/tickets/${id}/comments`, { as: acme.agent, on: acme.organization, body: { content: 'On it' } });
    expect([await checksOf('first_response'), await checksOf('resolution')]).toEqual([0, 1]);
  });

  it('stops the resolution clock while the ticket waits on the customer and credits the time back', async () => {
    const { id } = await openTicket(acme);
    expect(await clockOf(acme, id, 'resolution')).toMatchObject({ dueAt: '2026-03-03T15:00:00.000Z' }); // 8 business hours
    clock.advance(60);
    await call('PATCH', `/api/tickets/${id}/status`, { as: acme.agent, on: acme.organization, body: { status: 'waiting_customer' } });
    expect(await clockOf(acme, id, 'resolution')).toMatchObject({ dueAt: null, isPaused: true, usedMinutes: 60 });
    clock.advance(120);
    await call('PATCH', `/api/tickets/${id}/status`, { as: acme.agent, on: acme.organization, body: { status: 'in_progress' } });
    // Two hours later, with seven business hours left: due two hours later than at first.
    expect(await clockOf(acme, id, 'resolution')).toMatchObject({ dueAt: '2026-03-03T17:00:00.000Z', isPaused: false });
  });

  it('resumes a reopened ticket with the time it had left, not a new target', async () => {
    const { id } = await openTicket(acme);
    clock.advance(180);
    await call('PATCH', `/api/tickets/${id}/status`, { as: acme.agent, on: acme.organization, body: { status: 'resolved' } });
    expect(await clockOf(acme, id, 'resolution')).toMatchObject({ stoppedAt: '2026-03-02T18:00:00.000Z', usedMinutes: 180 });
    clock.set('2026-03-03T14:00:00Z'); // Tuesday 09:00
    await call('PATCH', `/api/tickets/${id}/status`, { as: acme.agent, on: acme.organization, body: { status: 'open' } });
    expect(await clockOf(acme, id, 'resolution')).toMatchObject({ stoppedAt: null, dueAt: '2026-03-03T19:00:00.000Z' });
  });

  it('warns and then breaches once each, telling the assignee and the org admins', async () => {
    const { id } = await openTicket(acme);
    const assigned = await call('PUT', `/api/tickets/${id}/assignee`, {
      as: acme.admin,
      on: acme.organization,
      body: { assignedTo: acme.agent.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const first = (await detail(acme, id)).serviceLevels.find((entry: { target: string }) => entry.target === 'first_response');
    const check = createServiceLevelCheckHandler({ config, db, clock });
    const run = () => check({ organizationId: acme.organization.id, clockId: first.id }, { id: 0, queue: '', attempt: 1 });
    const told = () =>
      db.withTenant({ organizationId: acme.organization.id }, (tx) =>
        tx
          .select({ userId: notifications.userId, type: notifications.type })
          .from(notifications)
          .where(and(eq(notifications.relatedId, id), eq(notifications.organizationId, acme.organization.id))),
      );
    const serviceLevelNotices = async () => (await told()).filter((row) => row.type.startsWith('sla_'));

    clock.advance(30);
    await run();
    expect(await serviceLevelNotices()).toEqual([]);
    clock.advance(15); // 75 % of an hour
    await run();
    await run();
    expect((await serviceLevelNotices()).map((row) => row.type).sort()).toEqual(['sla_warning', 'sla_warning']);
    clock.advance(15);
    await Promise.all([run(), run()]);
    const notices = await serviceLevelNotices();
    expect(
      notices
        .filter((row) => row.type === 'sla_breached')
        .map((row) => row.userId)
        .sort(),
    ).toEqual([acme.admin.id, acme.agent.id].sort());
    expect((await detail(acme, id)).ticket.serviceLevel).toMatchObject({
      target: 'first_response',
      breachedAt: '2026-03-02T16:00:00.000Z',
    });

    // The list's Service Level Breached filter has it, and not a ticket no policy gives a target.
    const untargeted = await openTicket(acme, { priority: 'low' });
    const breached = await call('GET', '/api/tickets?status=breached&limit=100', { as: acme.admin, on: acme.organization });
    expect(breached.statusCode, breached.body).toBe(200);
    const listed = breached.json().items.map((ticket: { id: string }) => ticket.id);
    expect(listed).toContain(id);
    expect(listed).not.toContain(untargeted.id);
  });

  it('raises the priority and gives the ticket to the named agent when a policy says so on a breach', async () => {
    const org = await createOrg(db);
    await addPolicy(org, {
      name: 'Escalate when late',
      calendarId: null,
      match: {},
      targets: { first_response: hours(30, false), next_response: null, resolution: null },
      breachActions: { raisePriority: true, reassignTo: org.otherAgent.id },
    });
    await runRecompute(org);
    const { id } = await openTicket(org, { priority: 'medium' });
    const [first] = (await detail(org, id)).serviceLevels;
    const check = createServiceLevelCheckHandler({ config, db, clock });
    clock.advance(30);
    await check({ organizationId: org.organization.id, clockId: first.id }, { id: 0, queue: '', attempt: 1 });
    const { ticket } = await detail(org, id);
    expect(ticket).toMatchObject({ priority: 'high', assignedTo: org.otherAgent.id });
    const strangers = await call('POST', '/api/service-levels/policies', {
      as: org.admin,
      on: org.organization,
      body: {
        name: 'To a customer',
        calendarId: null,
        match: {},
        targets: { first_response: null, next_response: null, resolution: null },
        breachActions: { raisePriority: false, reassignTo: org.bob.id },
      },
    });
    expect(strangers.json()).toMatchObject({ code: 'assignee_not_staff' });
  });

  it("waits for a technician on site for each of the ticket's work orders: starting the work meets it, cancelling drops it", async () => {
    const org = await createOrg(db);
    await addPolicy(org, {
      name: 'Field visits',
      calendarId: null,
      match: {},
      targets: { first_response: null, next_response: null, resolution: null, on_site_arrival: hours(120, false) },
    });
    await runRecompute(org);
    const layout = await call('PUT', '/api/work-order-layout', {
      as: org.admin,
      on: org.organization,
      body: { elements: sampleLayout },
    });
    expect(layout.statusCode, layout.body).toBe(200);
    const { id } = await openTicket(org);
    const workOrder = async (title: string) => {
      const response = await call('POST', '/api/work-orders', { as: org.agent, on: org.organization, body: { title, ticketId: id } });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const visit = await workOrder('Replace the boiler valve');
    const cancelled = await workOrder('Second opinion');
    const arrivals = async () =>
      ((await detail(org, id)).serviceLevels as { target: string; workOrderId: string; dueAt: string; stoppedAt: string | null }[]).filter(
        (clock) => clock.target === 'on_site_arrival',
      );
    expect(await arrivals()).toEqual([
      expect.objectContaining({ workOrderId: visit, dueAt: '2026-03-02T17:00:00.000Z', stoppedAt: null }),
      expect.objectContaining({ workOrderId: cancelled, stoppedAt: null }),
    ]);
    clock.advance(90);
    const status = (workOrderId: string, to: string) =>
      call('POST', `/api/work-orders/${workOrderId}/status`, { as: org.agent, on: org.organization, body: { status: to } });
    expect((await status(visit, 'in_progress')).statusCode).toBe(200);
    expect((await status(cancelled, 'cancelled')).statusCode).toBe(200);
    expect(await arrivals()).toEqual([
      expect.objectContaining({ workOrderId: visit, stoppedAt: '2026-03-02T16:30:00.000Z', breachedAt: null }),
    ]);
    // A reply to the customer meets no arrival: the technician is still awaited on a new work order.
    await workOrder('Follow-up visit');
    await call('POST', `/api/tickets/${id}/comments`, { as: org.agent, on: org.organization, body: { content: 'Booked' } });
    expect((await arrivals()).filter((clock) => clock.stoppedAt === null)).toHaveLength(1);
  });

  it('brings open tickets under a changed policy, keeping the minutes used; closed tickets keep their result', async () => {
    const policy = await addPolicy(globex, {
      name: 'Everything',
      calendarId: null,
      match: {},
      targets: { first_response: hours(60, false), next_response: null, resolution: hours(600, false) },
    });
    await runRecompute(globex);
    const open = await openTicket(globex);
    const closed = await openTicket(globex);
    clock.advance(30);
    await call('PATCH', `/api/tickets/${closed.id}/status`, { as: globex.agent, on: globex.organization, body: { status: 'closed' } });
    clock.advance(10);
    const response = await call('PUT', `/api/service-levels/policies/${policy.id}`, {
      as: globex.admin,
      on: globex.organization,
      body: {
        name: 'Everything',
        calendarId: null,
        match: {},
        targets: { first_response: hours(240, false), next_response: null, resolution: null },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    await runRecompute(globex);
    const settings = (await call('GET', '/api/service-levels', { as: globex.admin, on: globex.organization })).json();
    expect(settings.recompute).toMatchObject({ done: settings.recompute.total, finishedAt: '2026-03-02T15:40:00.000Z' });
    // 40 minutes used of the new four hours.
    expect(await clockOf(globex, open.id, 'first_response')).toMatchObject({ dueAt: '2026-03-02T19:00:00.000Z', targetMinutes: 240 });
    expect(await clockOf(globex, open.id, 'resolution')).toBeUndefined();
    expect(await clockOf(globex, closed.id, 'first_response')).toMatchObject({ targetMinutes: 60, stoppedAt: '2026-03-02T15:30:00.000Z' });
  });

  it('refuses bad calendars and policies with a message naming the problem', async () => {
    const post = (url: string, body: unknown) => call('POST', url, { as: acme.admin, on: acme.organization, body });
    const overlap = await post('/api/service-levels/calendars', {
      name: 'Overlap',
      timeZone: 'America/New_York',
      week: { ...weekdays, mon: [nineToFive[0], { start: '16:00', end: '18:00' }] },
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.body).toContain("Monday's hours overlap");
    const zone = await post('/api/service-levels/calendars', { name: 'Mars', timeZone: 'Mars/Olympus', week: weekdays });
    expect(zone.statusCode).toBe(400);
    expect(zone.body).toContain('not a time zone');
    const duplicate = await post('/api/service-levels/calendars', { name: 'new york office', timeZone: 'UTC', week: weekdays });
    expect(duplicate.json()).toMatchObject({ code: 'sla_calendar_name_taken' });
    const target = await post('/api/service-levels/policies', {
      name: 'Zero',
      calendarId: null,
      match: {},
      targets: { first_response: hours(0), next_response: null, resolution: null },
    });
    expect(target.statusCode).toBe(400);
    expect(target.body).toContain('a target is at least one minute');
  });

  it('keeps each organization to its own terms, and lets only its org admins change them', async () => {
    const acmeTerms = (await call('GET', '/api/service-levels', { as: acme.admin, on: acme.organization })).json();
    const calendarId = acmeTerms.calendars[0].id;
    const policyId = acmeTerms.policies[0].id;
    const globexTerms = (await call('GET', '/api/service-levels', { as: globex.admin, on: globex.organization })).json();
    expect(globexTerms.calendars).toEqual([]);
    expect(globexTerms.policies.map((policy: { id: string }) => policy.id)).not.toContain(policyId);
    const asGlobex = { as: globex.admin, on: globex.organization };
    expect((await call('DELETE', `/api/service-levels/calendars/${calendarId}`, asGlobex)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/service-levels/policies/${policyId}`, asGlobex)).statusCode).toBe(404);
    const borrowed = await call('POST', '/api/service-levels/policies', {
      ...asGlobex,
      body: { name: 'Borrowed', calendarId, match: {}, targets: { first_response: null, next_response: null, resolution: null } },
    });
    expect(borrowed.statusCode).toBe(404);
    expect((await call('GET', '/api/service-levels', { as: acme.agent, on: acme.organization })).statusCode).toBe(403);
    expect((await call('GET', '/api/service-levels', { as: acme.admin, on: globex.organization })).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/service-levels/calendars/${calendarId}`, { as: acme.admin, on: acme.organization })).json(),
    ).toMatchObject({
      code: 'sla_calendar_in_use',
    });
  });

  it("imports a country's public holidays as closed dates", async () => {
    const response = await call('GET', '/api/service-levels/holidays?country=US&year=2026', { as: acme.admin, on: acme.organization });
    expect(response.statusCode).toBe(200);
    expect(response.json().holidays).toContainEqual({ date: '2026-07-04', name: 'Independence Day' });
    const unknown = await call('GET', '/api/service-levels/holidays?country=XX&year=2026', { as: acme.admin, on: acme.organization });
    expect(unknown.json()).toMatchObject({ code: 'holiday_country_unknown' });
  });
});

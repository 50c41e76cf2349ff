import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { openTestMailbox, type TestMailbox } from '../../../../tests/support/mail.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import { sampleLayout } from '../../../../tests/support/work-orders.ts';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';
import { addDays } from '../../../domain/time-cards.ts';
import { instantOfLocal, localDateOf } from '../../../domain/zoned-time.ts';
import type { Database } from '../../db/client.ts';
import { jobs, notifications, ptoRequests } from '../../db/schema.ts';
import { createVisitLateHandler, createVisitMailHandler } from './visit-jobs.ts';

const zone = 'America/New_York';

describe('dispatch', () => {
  let app: FastifyInstance;
  let db: Database;
  let mailbox: TestMailbox;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let admin: TestMember;
  let technician: TestMember;
  let otherAgent: TestMember;
  let customer: TestMember;
  const members = {} as Record<'admin' | 'technician' | 'otherAgent' | 'globexAdmin', TestMember>;
  let call: Call;
  const tomorrow = addDays(localDateOf(new Date(), zone), 1);
  const at = (date: string, time: string) => instantOfLocal(date, time, zone).toISOString();

  const newWorkOrder = async (title: string) => {
    const created = await call('POST', '/api/work-orders', {
      as: members.admin,
      on: acme,
      body: { title, customerId: customer.recordId, address: '1 Main St', assignedTo: null },
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: string };
  };
  const board = (query = '', member = members.admin, on = acme) => call('GET', `/api/dispatch/board${query}`, { as: member, on });
  const jobOf = async (id: string) => {
    const { jobs, tray } = (await board(`?date=${tomorrow}`)).json();
    return [...jobs, ...tray].find((job: { id: string }) => job.id === id);
  };
  const queuedVisitMails = (id: string) =>
    db.withPlatform((tx) =>
      tx
        .select({ payload: jobs.payload, runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, `visit-mail:${id}`), eq(jobs.status, 'queued'))),
    );
  /** The queued visit e-mail's job, run as the worker runs it once it is due. */
  const tellCustomer = (workOrderId: string, announcedStart: string | null) =>
    createVisitMailHandler({ config: testConfig(), db, clock: { now: () => new Date() } })(
      { organizationId: acme.id, workOrderId, announcedStart },
      { id: 0, queue: '', attempt: 1 },
    );
  const move = (id: string, body: Record<string, unknown>, member = members.admin) =>
    call('PUT', `/api/dispatch/work-orders/${id}/slot`, { as: member, on: acme, body: { durationMinutes: 60, ...body } });

  beforeAll(async () => {
    app = await buildTestApp();
    call = callerFor(app);
    db = await testDatabase();
    mailbox = openTestMailbox({ db, config: testConfig() });
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    admin = await createMember(db, acme, 'org_admin', { name: 'Dee Dispatcher' });
    technician = await createMember(db, acme, 'agent', { name: 'Terry Technician' });
    otherAgent = await createMember(db, acme, 'agent', { name: 'Olly Other' });
    customer = await createMember(db, acme, 'user', { name: 'Dana Customer' });
    members.admin = admin;
    members.technician = technician;
    members.otherAgent = otherAgent;
    members.globexAdmin = await createMember(db, globex, 'org_admin');
    const saved = await call('PUT', '/api/work-order-layout', { as: members.admin, on: acme, body: { elements: sampleLayout } });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await mailbox.stop();
    await app.close();
  });

  it('shows the technicians as rows and an unassigned work order in the tray, to dispatchers only', async () => {
    const { id } = await newWorkOrder('Fit a new boiler');
    const shown = await board(`?date=${tomorrow}`);
    expect(shown.statusCode).toBe(200);
    const body = shown.json();
    expect(body.dates).toEqual([tomorrow]);
    expect(body.technicians.map((person: { name: string }) => person.name)).toEqual(
      expect.arrayContaining(['Dee Dispatcher', 'Terry Technician', 'Olly Other']),
    );
    expect(body.tray).toContainEqual(expect.objectContaining({ id, state: 'unscheduled', durationMinutes: 60, version: 1 }));

    const refused = await board('', members.technician);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to plan the dispatch board.');
    const granted = await call('PUT', '/api/agent-permissions', {
      as: members.admin,
      on: acme,
      body: { matrix: { ...defaultPermissionMatrix, dispatch: { manage: true } } },
    });
    expect(granted.statusCode).toBe(200);
    expect((await board('', members.otherAgent)).statusCode).toBe(200);
    await call('PUT', '/api/agent-permissions', { as: members.admin, on: acme, body: { matrix: defaultPermissionMatrix } });
    expect((await board('', members.otherAgent)).statusCode).toBe(403);
  });

  it("never shows or moves another organization's work orders", async () => {
    const { id } = await newWorkOrder('Acme only');
    const theirs = await board('?span=week', members.globexAdmin, globex);
    expect(theirs.statusCode).toBe(200);
    expect(JSON.stringify(theirs.json())).not.toContain(id);
    const moved = await call('PUT', `/api/dispatch/work-orders/${id}/slot`, {
      as: members.globexAdmin,
      on: globex,
      body: { assignedTo: null, start: null, durationMinutes: 60, version: 1 },
    });
    expect(moved.statusCode).toBe(404);
    expect((await call('POST', `/api/dispatch/work-orders/${id}/arrived`, { as: members.globexAdmin, on: globex })).statusCode).toBe(404);
  });

  it('assigns and schedules in one request, tells the customer, and refuses a move against an older version', async () => {
    const { id } = await newWorkOrder('Service the heat pump');
    const moved = await move(id, { assignedTo: technician.id, start: at(tomorrow, '10:00'), durationMinutes: 90, version: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      assignedTo: technician.id,
      start: at(tomorrow, '10:00'),
      durationMinutes: 90,
      state: 'scheduled',
      version: 2,
    });
    expect(await jobOf(id)).toMatchObject({ assignedTo: technician.id, version: 2 });

    // The customer is told once the move can no longer be undone: the queued job names the time they knew, none.
    const [queued] = await queuedVisitMails(id);
    expect(queued).toMatchObject({ payload: { workOrderId: id, announcedStart: null } });
    expect(queued?.runAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    await tellCustomer(id, null);
    const mail = await mailbox.waitForMail(customer.email);
    expect(mail.subject).toMatch(/^Visit scheduled: .+, 10:00 AM to 11:00 AM$/);
    expect(mail.text).toContain('Terry Technician from');

    const stale = await move(id, { assignedTo: otherAgent.id, start: at(tomorrow, '13:00'), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('work_order_stale');
    expect(await jobOf(id)).toMatchObject({ assignedTo: technician.id, start: at(tomorrow, '10:00') });

    const back = await move(id, { assignedTo: null, start: null, version: 2 });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ state: 'unscheduled', version: 3 });
    await tellCustomer(id, at(tomorrow, '10:00'));
    expect((await mailbox.waitForMail(customer.email, { count: 2 })).subject).toBe(
      `Visit to be rescheduled: ${back.json().workOrderNumber}`,
    );
  });

  it('tells the customer nothing of a move undone before it settled', async () => {
    const { id } = await newWorkOrder('Undone at once');
    expect((await move(id, { assignedTo: technician.id, start: at(tomorrow, '16:00'), version: 1 })).statusCode).toBe(200);
    expect((await move(id, { assignedTo: null, start: null, version: 2 })).statusCode).toBe(200);
    const queued = await queuedVisitMails(id);
    expect(queued).toHaveLength(1);
    const before = (await mailbox.listMail(customer.email)).length;
    await tellCustomer(id, null);
    expect(await mailbox.listMail(customer.email)).toHaveLength(before);
  });

  it('refuses time the technician is not free, naming it, unless the dispatcher books anyway', async () => {
    await db.withTenant({ organizationId: acme.id }, (tx) =>
      tx.insert(ptoRequests).values({
        organizationId: acme.id,
        userId: otherAgent.id,
        category: 'Vacation',
        startDate: tomorrow,
        hours: 8,
        status: 'approved',
      }),
    );
    const { id } = await newWorkOrder('Check the meter');
    const refused = await move(id, { assignedTo: otherAgent.id, start: at(tomorrow, '11:00'), version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'dispatch_conflict' });
    expect(refused.json().message).toMatch(/^Olly Other is not free then: Time off: Vacation \(8 h\)/);
    expect((await board(`?date=${tomorrow}`)).json().blocks).toContainEqual(
      expect.objectContaining({ kind: 'time_off', userId: otherAgent.id, start: at(tomorrow, '09:00'), end: at(tomorrow, '17:00') }),
    );

    const { id: first } = await newWorkOrder('First job');
    expect((await move(first, { assignedTo: technician.id, start: at(tomorrow, '14:00'), version: 1 })).statusCode).toBe(200);
    const overlapping = await move(id, { assignedTo: technician.id, start: at(tomorrow, '14:30'), version: 1 });
    expect(overlapping.json().message).toContain('First job');

    const booked = await move(id, { assignedTo: otherAgent.id, start: at(tomorrow, '11:00'), version: 1, allowConflicts: true });
    expect(booked.statusCode).toBe(200);

    // Two working days off from tomorrow: the day after is taken too.
    await db.withTenant({ organizationId: acme.id }, (tx) =>
      tx
        .insert(ptoRequests)
        .values({ organizationId: acme.id, userId: admin.id, category: 'Personal', startDate: tomorrow, hours: 16, status: 'approved' }),
    );
    const { id: later } = await newWorkOrder('Day after');
    const dayAfter = await move(later, { assignedTo: admin.id, start: at(addDays(tomorrow, 1), '15:00'), version: 1 });
    expect(dayAfter.json().message).toMatch(/^Dee Dispatcher is not free then: Time off: Personal \(16 h\)/);
  });

  it('names the problem with a move that is not on the grid', async () => {
    const { id } = await newWorkOrder('Odd times');
    const offGrid = await move(id, { assignedTo: technician.id, start: at(tomorrow, '10:10'), version: 1 });
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().message).toContain('start on a whole 30 minutes');
    const farOff = await move(id, { assignedTo: technician.id, start: '9999-12-31T15:00:00Z', version: 1 });
    expect(farOff.statusCode).toBe(400);
    expect(farOff.json().message).toContain('use a date from 2000 to 2100');
    expect((await board('?date=9999-12-31')).statusCode).toBe(400);
    const suggest = await call('GET', `/api/dispatch/work-orders/${id}/suggestions?start=9999-12-31T15:00:00Z`, {
      as: members.admin,
      on: acme,
    });
    expect(suggest.statusCode).toBe(400);
    const tooShort = await move(id, { assignedTo: technician.id, start: at(tomorrow, '10:00'), durationMinutes: 45, version: 1 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain('use steps of 30 minutes');
  });

  it('ranks technicians for a window by the time they are free', async () => {
    const { id: busy } = await newWorkOrder('Keeps Terry busy');
    expect((await move(busy, { assignedTo: technician.id, start: at(tomorrow, '08:00'), version: 1 })).statusCode).toBe(200);
    const { id } = await newWorkOrder('Needs someone');
    const ranked = await call(
      'GET',
      `/api/dispatch/work-orders/${id}/suggestions?start=${encodeURIComponent(at(tomorrow, '08:00'))}&durationMinutes=60`,
      {
        as: members.admin,
        on: acme,
      },
    );
    expect(ranked.statusCode).toBe(200);
    const names = ranked.json().map((row: { name: string }) => row.name);
    expect(names.indexOf('Dee Dispatcher')).toBeLessThan(names.indexOf('Terry Technician'));
  });

  it('puts the technicians with the skills a job needs first, and says what the others lack', async () => {
    const skilled = await call('PATCH', `/api/agents/${otherAgent.recordId}`, {
      as: members.admin,
      on: acme,
      body: { skills: ['Gas', 'HVAC'] },
    });
    expect(skilled.statusCode).toBe(200);
    expect(skilled.json().skills).toEqual(['Gas', 'HVAC']);
    const twice = await call('PATCH', `/api/agents/${otherAgent.recordId}`, {
      as: members.admin,
      on: acme,
      body: { skills: ['Gas', 'gas'] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('name each skill once');

    const created = await call('POST', '/api/work-orders', {
      as: members.admin,
      on: acme,
      body: { title: 'Boiler service', customerId: customer.recordId, assignedTo: null, requiredSkills: ['gas'] },
    });
    expect(created.json().requiredSkills).toEqual(['gas']);
    const start = encodeURIComponent(at(addDays(tomorrow, 3), '09:00'));
    const ranked = await call('GET', `/api/dispatch/work-orders/${created.json().id}/suggestions?start=${start}`, {
      as: members.admin,
      on: acme,
    });
    const [first, ...others] = ranked.json() as { name: string; missingSkills: string[] }[];
    expect(first).toMatchObject({ name: 'Olly Other', missingSkills: [] });
    expect(others.map((row) => row.missingSkills)).toEqual(others.map(() => ['gas']));
    expect(await jobOf(created.json().id)).toMatchObject({ requiredSkills: ['gas'] });
  });

  it("walks a technician's day: on my way e-mails the customer, arrived starts the work order", async () => {
    const today = localDateOf(new Date(), zone);
    const { id } = await newWorkOrder('Today’s visit');
    const scheduled = await move(id, { assignedTo: technician.id, start: at(today, '23:30'), version: 1, allowConflicts: true });
    expect(scheduled.statusCode).toBe(200);

    const day = await call('GET', '/api/dispatch/my-day', { as: members.technician, on: acme });
    expect(day.statusCode).toBe(200);
    expect(day.json().visits).toContainEqual(expect.objectContaining({ id, address: '1 Main St', customerName: 'Dana Customer' }));
    const notMine = await call('GET', '/api/dispatch/my-day', { as: members.otherAgent, on: acme });
    expect(notMine.json().visits.map((visit: { id: string }) => visit.id)).not.toContain(id);

    const stranger = await call('POST', `/api/dispatch/work-orders/${id}/on-my-way`, { as: members.otherAgent, on: acme });
    expect(stranger.statusCode).toBe(403);
    const onMyWay = await call('POST', `/api/dispatch/work-orders/${id}/on-my-way`, { as: members.technician, on: acme });
    expect(onMyWay.statusCode).toBe(200);
    expect(onMyWay.json().enRouteAt).not.toBeNull();
    const mails = await mailbox.listMail(customer.email);
    expect(mails.map((mail) => mail.subject)).toContain(`Terry Technician from ${acme.name} is on the way`);
    // A second tap tells the customer nothing new.
    expect((await call('POST', `/api/dispatch/work-orders/${id}/on-my-way`, { as: members.technician, on: acme })).statusCode).toBe(200);
    expect(await mailbox.listMail(customer.email)).toHaveLength(mails.length);

    const arrived = await call('POST', `/api/dispatch/work-orders/${id}/arrived`, { as: members.technician, on: acme });
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json()).toMatchObject({ status: 'in_progress', state: 'on_site' });
    const again = await call('POST', `/api/dispatch/work-orders/${id}/arrived`, { as: members.technician, on: acme });
    expect(again.json().code).toBe('visit_already_arrived');
  });

  it("shows the customer their visit's window, where it stands and the technician's first name, and no other customer", async () => {
    const { id } = await newWorkOrder('Portal visit');
    const portal = async (member: TestMember, on = acme) => {
      const answer = await call('GET', '/api/customer/work-orders', { as: member, on });
      expect(answer.statusCode).toBe(200);
      return answer.json().find((item: { id: string }) => item.id === id);
    };
    expect(await portal(customer)).toMatchObject({ visit: null });

    expect((await move(id, { assignedTo: technician.id, start: at(tomorrow, '10:00'), version: 1 })).statusCode).toBe(200);
    const visit = { start: at(tomorrow, '10:00'), end: at(tomorrow, '11:00'), technicianFirstName: 'Terry' };
    expect((await portal(customer)).visit).toEqual({ ...visit, state: 'scheduled' });
    // On my way is for the visits of the day; tomorrow's waits.
    const early = await call('POST', `/api/dispatch/work-orders/${id}/on-my-way`, { as: members.technician, on: acme });
    expect(early.json()).toMatchObject({ code: 'visit_not_today' });

    expect(await portal(await createMember(db, acme, 'user'))).toBeUndefined();
    const globexCustomer = await createMember(db, globex, 'user');
    expect(await portal(globexCustomer, globex)).toBeUndefined();
    expect((await call('GET', '/api/customer/work-orders', { as: globexCustomer, on: acme })).statusCode).toBe(403);
  });

  it('tells the dispatcher once when the technician has not arrived by the end of the window', async () => {
    const { id } = await newWorkOrder('Running late');
    const start = at(tomorrow, '09:00');
    expect((await move(id, { assignedTo: technician.id, start, version: 1 })).statusCode).toBe(200);
    const afterWindow = { now: () => new Date(Date.parse(start) + 61 * 60_000) };
    const check = createVisitLateHandler({ config: testConfig(), db, clock: afterWindow });
    await check({ organizationId: acme.id, workOrderId: id, start }, { id: 0, queue: '', attempt: 1 });
    await check({ organizationId: acme.id, workOrderId: id, start }, { id: 0, queue: '', attempt: 1 });
    const told = await db.withTenant({ organizationId: acme.id }, (tx) =>
      tx
        .select({ title: notifications.title, userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.organizationId, acme.id), eq(notifications.relatedId, id))),
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ userId: admin.id, title: expect.stringMatching(/technician late$/) });
    // Its own bookkeeping is no change a board could have missed: a move against the version read still goes.
    expect(await jobOf(id)).toMatchObject({ version: 2 });
  });
});

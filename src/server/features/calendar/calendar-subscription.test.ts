import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { localDateOf } from '../../../domain/zoned-time.ts';
import type { Database } from '../../db/client.ts';

const DAY = 86_400_000;

/** The feed parsed back as a calendar app reads it: each event's summary, start and end, and whether it is a date. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      isDate: event.startDate.isDate,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString(),
      location: event.location,
      description: event.description,
      url: String(component.getFirstPropertyValue('url') ?? ''),
    };
  });
}

describe('calendar feed', () => {
  let app: FastifyInstance;
  let db: Database;
  let call: Call;
  let organization: TestOrganization;
  let other: TestOrganization;
  let admin: TestMember;
  let agent: TestMember;
  let colleague: TestMember;
  let customer: TestMember;
  let otherAdmin: TestMember;
  const soon = localDateOf(new Date(Date.now() + 3 * DAY), 'America/New_York');

  const feedPath = (url: string) => new URL(url).pathname;
  const fetchFeed = (path: string, on: TestOrganization | null = organization) => call('GET', path, { on });

  beforeAll(async () => {
    app = await buildTestApp();
    db = await testDatabase();
    call = callerFor(app);
    organization = await createOrganization(db);
    other = await createOrganization(db);
    admin = await createMember(db, organization, 'org_admin');
    agent = await createMember(db, organization, 'agent');
    colleague = await createMember(db, organization, 'agent');
    customer = await createMember(db, organization, 'user');
    otherAdmin = await createMember(db, other, 'org_admin');
    const add = (as: TestMember, body: Record<string, unknown>) =>
      call('POST', '/api/calendar/events', { as, on: organization, body: { date: soon, startTime: '10:00', endTime: '11:00', ...body } });
    expect(
      (await add(agent, { title: 'Agent demo', eventType: 'demo', location: 'Room 1', meetingUrl: 'https://meet.example.com/x' }))
        .statusCode,
    ).toBe(201);
    expect((await add(colleague, { title: 'Colleague day off', isAllDay: true, description: 'Back on Monday' })).statusCode).toBe(201);
    const ticket = await call('POST', '/api/tickets', {
      as: admin,
      on: organization,
      body: { subject: 'Leak', description: 'Kitchen', customerId: customer.recordId },
    });
    await call('PUT', `/api/tickets/${ticket.json().id}/assignee`, { as: admin, on: organization, body: { assignedTo: agent.id } });
    const visit = await call('POST', `/api/tickets/${ticket.json().id}/appointments`, {
      as: admin,
      on: organization,
      body: { date: soon, time: '14:00', title: 'Leak visit' },
    });
    expect(visit.statusCode).toBe(201);
  });
  afterAll(() => app.close());

  it("gives an admin the organization's calendar and an agent their own events and appointments, as valid iCalendar", async () => {
    const before = await call('GET', '/api/calendar/feed', { as: agent, on: organization });
    expect(before.json()).toEqual({ url: null, hasFeed: false, scope: 'own' });

    const made = await call('POST', '/api/calendar/feed', { as: agent, on: organization });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ hasFeed: true, scope: 'own' });
    const agentFeed = await fetchFeed(feedPath(made.json().url));
    expect(agentFeed.statusCode).toBe(200);
    expect(agentFeed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const agentEvents = eventsOf(agentFeed.body);
    expect(agentEvents.map((event) => event.summary).sort()).toEqual(['Agent demo', 'Leak visit']);
    const demo = agentEvents.find((event) => event.summary === 'Agent demo');
    expect(demo).toMatchObject({ isDate: false, location: 'Room 1', url: 'https://meet.example.com/x' });
    expect(new Date(demo?.end ?? '').getTime() - new Date(demo?.start ?? '').getTime()).toBe(3_600_000);
    const visit = agentEvents.find((event) => event.summary === 'Leak visit');
    expect(visit?.description).toContain('/tickets/');
    expect((await call('GET', '/api/calendar/feed', { as: agent, on: organization })).json()).toEqual({
      url: null,
      hasFeed: true,
      scope: 'own',
    });

    const adminFeed = await call('POST', '/api/calendar/feed', { as: admin, on: organization });
    expect(adminFeed.json().scope).toBe('organization');
    const everything = eventsOf((await fetchFeed(feedPath(adminFeed.json().url))).body);
    expect(everything.map((event) => event.summary).sort()).toEqual(['Agent demo', 'Colleague day off', 'Leak visit']);
    // An all-day event is a date: its own day, ending (exclusively) the next.
    const dayOff = everything.find((event) => event.summary === 'Colleague day off');
    const nextDay = new Date(Date.parse(`${soon}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    expect(dayOff).toMatchObject({ isDate: true, start: soon, end: nextDay, description: 'Back on Monday' });
  });

  it('stops answering the old address once reset, and keeps feeds to their organization', async () => {
    const first = (await call('POST', '/api/calendar/feed', { as: colleague, on: organization })).json().url as string;
    expect((await fetchFeed(feedPath(first))).statusCode).toBe(200);
    const second = (await call('POST', '/api/calendar/feed', { as: colleague, on: organization })).json().url as string;
    expect(second).not.toBe(first);
    const revoked = await fetchFeed(feedPath(first));
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ code: 'calendar_feed_not_found' });
    expect((await fetchFeed(feedPath(second))).statusCode).toBe(200);

    // The same secret on another organization's site, or on the main site, opens nothing.
    expect((await fetchFeed(feedPath(second), other)).statusCode).toBe(404);
    expect((await fetchFeed(feedPath(second), null)).statusCode).toBe(404);
    expect((await fetchFeed('/api/calendar/feed/not-a-token.ics')).statusCode).toBe(404);
  });

  it('is for staff of the organization only', async () => {
    expect((await call('POST', '/api/calendar/feed', { as: customer, on: organization })).statusCode).toBe(403);
    expect((await call('GET', '/api/calendar/feed', { as: customer, on: organization })).statusCode).toBe(403);
    expect((await call('POST', '/api/calendar/feed', { as: otherAdmin, on: organization })).statusCode).toBe(403);
    expect((await call('GET', '/api/calendar/feed', { as: otherAdmin, on: organization })).statusCode).toBe(403);
    expect((await call('GET', '/api/calendar/feed', { on: organization })).statusCode).toBe(401);
  });
});

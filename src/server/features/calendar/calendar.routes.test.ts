import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { recordRealtimeEvents } from '../../../../tests/support/realtime.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import { resolveDateTimeSettings } from '../../../domain/datetime-settings.ts';
import { localDateOf } from '../../../domain/zoned-time.ts';
import type { Database } from '../../db/client.ts';
import { calendarEvents, notifications, workOrders } from '../../db/schema.ts';
import { saveDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';

interface Team {
  organization: TestOrganization;
  admin: TestMember;
  agent: TestMember;
  otherAgent: TestMember;
  customer: TestMember;
}

const DAY = 86_400_000;

describe('calendar', () => {
  let app: FastifyInstance;
  let db: Database;
  let call: Call;
  let acme: Team;
  let globex: Team;

  async function team(timeZone: string): Promise<Team> {
    const organization = await createOrganization(db);
    await db.withTenant({ organizationId: organization.id }, (tx) =>
      saveDateTimeSettings(tx, organization.id, resolveDateTimeSettings({ timezone: timeZone }), new Date()),
    );
    return {
      organization,
      admin: await createMember(db, organization, 'org_admin', { name: 'Ada Admin' }),
      agent: await createMember(db, organization, 'agent', { name: 'Alan Agent' }),
      otherAgent: await createMember(db, organization, 'agent', { name: 'Olga Agent' }),
      customer: await createMember(db, organization, 'user'),
    };
  }

  const event = (overrides: Record<string, unknown> = {}) => ({
    title: 'Quarterly review',
    description: 'Numbers and plans',
    eventType: 'business_meeting',
    date: '2030-06-14',
    startTime: '10:00',
    endTime: '11:30',
    isAllDay: false,
    location: 'Room 2',
    meetingUrl: 'https://meet.example.com/q2',
    ...overrides,
  });

  async function create(as: TestMember, on: TestOrganization, overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/calendar/events', { as, on, body: event(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function items(as: TestMember, on: TestOrganization, start: string, end: string, extra = '') {
    const response = await call('GET', `/api/calendar/items?start=${start}&end=${end}${extra}`, { as, on });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as {
      id: string;
      source: string;
      title: string;
      type: string;
      canEdit: boolean;
      startTime: string;
      date: string;
    }[];
  }

  beforeAll(async () => {
    app = await buildTestApp();
    db = await testDatabase();
    call = callerFor(app);
    acme = await team('America/New_York');
    globex = await team('America/New_York');
  });
  afterAll(() => app.close());

  describe('adding an event', () => {
    it("stores it in the organization's time zone, notifies the other staff and refreshes open calendars", async () => {
      const realtime = await recordRealtimeEvents(db);
      try {
        const created = await create(acme.agent, acme.organization, { title: 'Site survey' });
        expect(created).toMatchObject({
          title: 'Site survey',
          type: 'business_meeting',
          start: '2030-06-14T14:00:00.000Z',
          end: '2030-06-14T15:30:00.000Z',
          date: '2030-06-14',
          startTime: '10:00',
          endTime: '11:30',
          status: 'scheduled',
          location: 'Room 2',
          meetingUrl: 'https://meet.example.com/q2',
          createdBy: acme.agent.id,
          createdByName: 'Alan Agent',
          canEdit: true,
          ticketId: null,
        });
        await realtime.settle();
        expect(realtime.events).toContainEqual(
          expect.objectContaining({
            type: 'calendar_event.created',
            organizationId: acme.organization.id,
            payload: { eventId: created.id },
          }),
        );
        const notified = await db.withTenant({ organizationId: acme.organization.id }, (tx) =>
          tx.select().from(notifications).where(eq(notifications.relatedId, created.id)),
        );
        expect(notified.map((row) => row.userId).sort()).toEqual([acme.admin.id, acme.otherAgent.id].sort());
        expect(notified[0]).toMatchObject({ type: 'system_alert', title: 'Event Created', message: 'New event scheduled: Site survey' });
        expect(notified[0]?.data).toMatchObject({ event_type: 'system_alert', path: '/calendar' });
        expect(notified.every((row) => row.isInApp && row.emailedAt === null && !row.isEmailPending)).toBe(true);
      } finally {
        await realtime.stop();
      }
    });

    it.each([
      ['a blank title', { title: '  ' }, 'event_title_required', 'title', 'Please enter a title for the event.'],
      ['no date', { date: '' }, 'event_date_required', 'date', 'Please choose a date for the event.'],
      [
        'no start time',
        { startTime: '' },
        'event_times_required',
        'startTime',
        'Please enter a start and end time, or mark the event as all day.',
      ],
      [
        'no end time',
        { endTime: ' ' },
        'event_times_required',
        'endTime',
        'Please enter a start and end time, or mark the event as all day.',
      ],
      [
        'an end before the start',
        { startTime: '11:00', endTime: '10:00' },
        'event_end_before_start',
        'endTime',
        'The event must end after it starts.',
      ],
      [
        'an end equal to the start',
        { startTime: '11:00', endTime: '11:00' },
        'event_end_before_start',
        'endTime',
        'The event must end after it starts.',
      ],
      [
        'a last day before the first',
        { isAllDay: true, endDate: '2030-06-13' },
        'event_end_before_start',
        'endDate',
        'The event must end after it starts.',
      ],
      [
        'a meeting link that is not a web address',
        { meetingUrl: 'meet me at noon' },
        'event_meeting_url_invalid',
        'meetingUrl',
        'Please enter the meeting link as a web address starting with https:// or http://.',
      ],
      ['a javascript: link', { meetingUrl: 'javascript:alert(1)' }, 'event_meeting_url_invalid', 'meetingUrl', expect.any(String)],
      ['more than 31 days', { isAllDay: true, endDate: '2030-07-20' }, 'event_too_long', 'endDate', 'An event can last at most 31 days.'],
      ['a date that does not exist', { date: '2030-02-30' }, 'validation_failed', 'date', 'date: use YYYY-MM-DD'],
      ['a time that does not exist', { startTime: '24:10' }, 'validation_failed', 'startTime', 'startTime: use HH:mm'],
      ['an unknown type', { eventType: 'party' }, 'validation_failed', 'eventType', expect.any(String)],
      ['a ticket appointment', { eventType: 'ticket_appointment' }, 'validation_failed', 'eventType', expect.any(String)],
    ])('refuses %s, naming the field', async (_case, overrides, code, field, message) => {
      const response = await call('POST', '/api/calendar/events', { as: acme.agent, on: acme.organization, body: event(overrides) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, field, message });
    });

    it("refuses a date before today in the organization's time zone, but takes today and needs no times all day", async () => {
      const now = new Date();
      const yesterday = localDateOf(new Date(now.getTime() - DAY), 'America/New_York');
      const past = await call('POST', '/api/calendar/events', { as: acme.agent, on: acme.organization, body: event({ date: yesterday }) });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ code: 'event_date_past', field: 'date', message: 'The event date cannot be before today.' });
      const today = localDateOf(now, 'America/New_York');
      const allDay = await create(acme.agent, acme.organization, { date: today, isAllDay: true, startTime: '', endTime: '' });
      expect(allDay).toMatchObject({ isAllDay: true, date: today, endDate: today, startTime: '00:00', endTime: '23:59' });
    });

    it('defaults to a business meeting and leaves blank optional fields empty', async () => {
      const created = await create(acme.admin, acme.organization, {
        eventType: undefined,
        location: '',
        meetingUrl: '  ',
        description: undefined,
      });
      expect(created).toMatchObject({ type: 'business_meeting', location: null, meetingUrl: null, description: '' });
    });

    it('asks the anonymous to log in, and refuses customers', async () => {
      const anonymous = await call('POST', '/api/calendar/events', { on: acme.organization, body: event() });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('You must be logged in to create events');
      const customer = await call('POST', '/api/calendar/events', { as: acme.customer, on: acme.organization, body: event() });
      expect(customer.statusCode).toBe(403);
      expect(
        (
          await call('GET', '/api/calendar/items?start=2030-06-01T00:00:00Z&end=2030-07-01T00:00:00Z', {
            as: acme.customer,
            on: acme.organization,
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('all-day events', () => {
    it.each([
      ['west of UTC', 'America/Los_Angeles', '2030-06-15T07:00:00.000Z', '2030-06-16T06:59:59.000Z'],
      ['east of UTC', 'Asia/Tokyo', '2030-06-14T15:00:00.000Z', '2030-06-15T14:59:59.000Z'],
    ])('run 00:00:00 to 23:59:59 of their date %s, and show on that local day only', async (_case, timeZone, start, end) => {
      const zoned = await team(timeZone);
      const created = await create(zoned.admin, zoned.organization, { date: '2030-06-15', isAllDay: true, startTime: '', endTime: '' });
      expect(created).toMatchObject({ start, end, date: '2030-06-15', endDate: '2030-06-15', isAllDay: true });
      const [stored] = await db.withTenant({ organizationId: zoned.organization.id }, (tx) =>
        tx.select().from(calendarEvents).where(eq(calendarEvents.id, created.id)),
      );
      expect(stored?.endTime.getTime()).toBe(new Date(end).getTime());

      const dayStart = new Date(start).toISOString();
      const nextDayStart = new Date(new Date(end).getTime() + 1000).toISOString();
      expect((await items(zoned.admin, zoned.organization, dayStart, nextDayStart)).map((item) => item.id)).toEqual([created.id]);
      const dayAfter = new Date(new Date(nextDayStart).getTime() + DAY).toISOString();
      expect(await items(zoned.admin, zoned.organization, nextDayStart, dayAfter)).toEqual([]);
      const dayBefore = new Date(new Date(dayStart).getTime() - DAY).toISOString();
      expect(await items(zoned.admin, zoned.organization, dayBefore, dayStart)).toEqual([]);
    });

    it('span several days when moved to a first and last day', async () => {
      const created = await create(acme.admin, acme.organization, { date: '2030-08-01', isAllDay: true });
      const moved = await call('PATCH', `/api/calendar/events/${created.id}/times`, {
        as: acme.admin,
        on: acme.organization,
        body: { isAllDay: true, date: '2030-08-04', endDate: '2030-08-06' },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        date: '2030-08-04',
        endDate: '2030-08-06',
        start: '2030-08-04T04:00:00.000Z',
        end: '2030-08-07T03:59:59.000Z',
      });
    });
  });

  describe('reading a range', () => {
    let range: Team;
    beforeAll(async () => {
      range = await team('America/New_York');
    });

    it('includes events crossing midnight on both days, and excludes those that only touch the range', async () => {
      const late = await create(range.admin, range.organization, {
        title: 'Night shift',
        date: '2030-09-10',
        endDate: '2030-09-11',
        startTime: '22:00',
        endTime: '02:00',
      });
      const touching = await create(range.admin, range.organization, {
        title: 'Ends at midnight',
        date: '2030-09-09',
        startTime: '22:00',
        endDate: '2030-09-10',
        endTime: '00:00',
      });
      const startsAtEnd = await create(range.admin, range.organization, {
        title: 'Starts at midnight',
        date: '2030-09-12',
        startTime: '00:00',
        endTime: '01:00',
      });
      const tenth = await items(range.admin, range.organization, '2030-09-10T04:00:00Z', '2030-09-11T04:00:00Z');
      expect(tenth.map((item) => item.title)).toEqual(['Night shift']);
      const eleventh = await items(range.admin, range.organization, '2030-09-11T00:00:00-04:00', '2030-09-12T00:00:00-04:00');
      expect(eleventh.map((item) => item.title)).toEqual(['Night shift']);
      const ninth = await items(range.admin, range.organization, '2030-09-09T04:00:00Z', '2030-09-10T04:00:00Z');
      expect(ninth.map((item) => item.id)).toEqual([touching.id]);
      const twelfth = await items(range.admin, range.organization, '2030-09-12T04:00:00Z', '2030-09-13T04:00:00Z');
      expect(twelfth.map((item) => item.id)).toEqual([startsAtEnd.id]);
      expect(late.endDate).toBe('2030-09-11');
    });

    it('shows an event crossing the end of a month in both months, earliest first', async () => {
      const crossing = await create(range.admin, range.organization, {
        title: 'Month-end close',
        date: '2030-10-31',
        endDate: '2030-11-01',
        startTime: '23:00',
        endTime: '01:00',
      });
      const early = await create(range.admin, range.organization, {
        title: 'Early October',
        date: '2030-10-02',
        startTime: '08:00',
        endTime: '09:00',
      });
      const october = await items(range.admin, range.organization, '2030-10-01T04:00:00Z', '2030-11-01T04:00:00Z');
      expect(october.map((item) => item.id)).toEqual([early.id, crossing.id]);
      const november = await items(range.admin, range.organization, '2030-11-01T04:00:00Z', '2030-12-01T05:00:00Z');
      expect(november.map((item) => item.id)).toEqual([crossing.id]);
    });

    it('keeps wall-clock times through the daylight-saving weeks', async () => {
      // 2030-03-10 and 2030-11-03 are New York's changes: the week around each is 167 or 169 hours long.
      const before = await create(range.admin, range.organization, {
        title: 'Standup Saturday',
        date: '2030-03-09',
        startTime: '09:00',
        endTime: '09:15',
      });
      const after = await create(range.admin, range.organization, {
        title: 'Standup Monday',
        date: '2030-03-11',
        startTime: '09:00',
        endTime: '09:15',
      });
      const overNight = await create(range.admin, range.organization, {
        title: 'Over the change',
        date: '2030-03-10',
        startTime: '01:00',
        endTime: '04:00',
      });
      expect([before.start, after.start, overNight.end]).toEqual([
        '2030-03-09T14:00:00.000Z',
        '2030-03-11T13:00:00.000Z',
        '2030-03-10T08:00:00.000Z',
      ]);
      const week = await items(range.admin, range.organization, '2030-03-04T05:00:00Z', '2030-03-11T04:00:00Z');
      expect(week.map((item) => [item.title, item.startTime])).toEqual([
        ['Standup Saturday', '09:00'],
        ['Over the change', '01:00'],
      ]);
      const autumn = await create(range.admin, range.organization, { title: 'Autumn all day', date: '2030-11-03', isAllDay: true });
      expect([autumn.start, autumn.end]).toEqual(['2030-11-03T04:00:00.000Z', '2030-11-04T04:59:59.000Z']);
      const nextWeek = await items(range.admin, range.organization, '2030-11-03T04:00:00Z', '2030-11-10T05:00:00Z');
      expect(nextWeek.map((item) => item.id)).toEqual([autumn.id]);
    });

    it('filters by type and by My events, which holds the appointments of tickets assigned to me', async () => {
      const mine = await create(range.agent, range.organization, { title: 'My demo', eventType: 'demo', date: '2030-12-02' });
      await create(range.otherAgent, range.organization, { title: 'Their maintenance', eventType: 'maintenance', date: '2030-12-03' });
      const ticket = await call('POST', '/api/tickets', {
        as: range.admin,
        on: range.organization,
        body: { subject: 'Boiler check', description: 'Annual', customerId: range.customer.recordId },
      });
      const ticketId = ticket.json().id;
      await call('PUT', `/api/tickets/${ticketId}/assignee`, {
        as: range.admin,
        on: range.organization,
        body: { assignedTo: range.agent.id },
      });
      const appointment = await call('POST', `/api/tickets/${ticketId}/appointments`, {
        as: range.admin,
        on: range.organization,
        body: { date: '2030-12-04', time: '09:00', title: 'Boiler visit' },
      });
      expect(appointment.statusCode).toBe(201);

      const december = ['2030-12-01T05:00:00Z', '2031-01-01T05:00:00Z'] as const;
      expect((await items(range.agent, range.organization, ...december)).map((item) => item.title)).toEqual([
        'My demo',
        'Their maintenance',
        'Boiler visit',
      ]);
      const myEvents = await items(range.agent, range.organization, ...december, '&mine=true');
      expect(myEvents.map((item) => item.title)).toEqual(['My demo', 'Boiler visit']);
      const theirs = await items(range.otherAgent, range.organization, ...december, '&mine=true');
      expect(theirs.map((item) => item.title)).toEqual(['Their maintenance']);
      const types = await items(range.agent, range.organization, ...december, '&types=demo,ticket_appointment');
      expect(types.map((item) => item.title)).toEqual(['My demo', 'Boiler visit']);
      const visit = types.find((item) => item.title === 'Boiler visit');
      expect(visit).toMatchObject({ type: 'ticket_appointment', ticketId, path: `/tickets/${ticketId}`, canEdit: false });
      expect(types.find((item) => item.id === mine.id)?.canEdit).toBe(true);

      const unknown = await call('GET', `/api/calendar/items?start=${december[0]}&end=${december[1]}&types=party`, {
        as: range.agent,
        on: range.organization,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'validation_failed', field: 'types' });
    });

    it('refuses a range that ends before it starts or spans more than 100 days', async () => {
      for (const [start, end] of [
        ['2030-06-02T00:00:00Z', '2030-06-01T00:00:00Z'],
        ['2030-01-01T00:00:00Z', '2030-06-01T00:00:00Z'],
      ]) {
        const response = await call('GET', `/api/calendar/items?start=${start}&end=${end}`, { as: range.agent, on: range.organization });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'calendar_range_invalid', field: 'end' });
      }
      const missing = await call('GET', '/api/calendar/items?start=2030-06-01T00:00:00Z', { as: range.agent, on: range.organization });
      expect(missing.json()).toMatchObject({ code: 'validation_failed', field: 'end' });
    });
  });

  describe('work orders', () => {
    it("shows work orders on their scheduled time for their estimated hours, opening their page; My events are the technician's", async () => {
      const shop = await team('America/Chicago');
      const organizationId = shop.organization.id;
      const scheduled = (number: string, title: string, scheduledDate: Date, assignedTo: string, estimatedHours: number | null) => ({
        organizationId,
        workOrderNumber: number,
        title,
        scheduledDate,
        assignedTo,
        estimatedHours,
        address: '1 Main St',
      });
      const [boiler] = await db.withTenant({ organizationId }, (tx) =>
        tx
          .insert(workOrders)
          .values([
            scheduled('WO-0001', 'Boiler service', new Date('2030-07-08T14:00:00Z'), shop.agent.id, 2.5),
            scheduled('WO-0002', 'Roof check', new Date('2030-07-09T15:00:00Z'), shop.otherAgent.id, null),
            scheduled('WO-0003', 'Next month', new Date('2030-08-02T15:00:00Z'), shop.agent.id, 1),
          ])
          .returning({ id: workOrders.id }),
      );

      const july = await items(shop.agent, shop.organization, '2030-07-01T05:00:00Z', '2030-08-01T05:00:00Z');
      expect(july.filter((item) => item.source === 'work_order')).toEqual([
        expect.objectContaining({
          id: boiler?.id,
          type: 'work_order',
          title: 'WO-0001 Boiler service',
          date: '2030-07-08',
          startTime: '09:00',
          endTime: '11:30',
          location: '1 Main St',
          assigneeName: 'Alan Agent',
          path: `/work-orders/${boiler?.id}`,
          canEdit: false,
        }),
        expect.objectContaining({ title: 'WO-0002 Roof check', startTime: '10:00', endTime: '11:00' }),
      ]);

      const mine = await items(shop.agent, shop.organization, '2030-07-01T05:00:00Z', '2030-08-01T05:00:00Z', '&mine=true');
      expect(mine.filter((item) => item.source === 'work_order').map((item) => item.title)).toEqual(['WO-0001 Boiler service']);
      const meetingsOnly = await items(shop.agent, shop.organization, '2030-07-01T05:00:00Z', '2030-08-01T05:00:00Z', '&types=demo');
      expect(meetingsOnly.filter((item) => item.source === 'work_order')).toEqual([]);
      const elsewhere = await items(acme.admin, acme.organization, '2030-07-01T05:00:00Z', '2030-08-01T05:00:00Z');
      expect(elsewhere.filter((item) => item.source === 'work_order')).toEqual([]);
    });
  });

  describe('changing and deleting', () => {
    it('lets the creator and admins edit, move and delete, and nobody else', async () => {
      const own = await create(acme.agent, acme.organization, { title: 'Agent call', date: '2030-07-01' });
      const url = `/api/calendar/events/${own.id}`;
      const notYours = await call('PUT', url, { as: acme.otherAgent, on: acme.organization, body: event({ title: 'Hijacked' }) });
      expect(notYours.statusCode).toBe(403);
      expect(notYours.json()).toMatchObject({
        code: 'event_not_editable',
        message: 'Only the person who created this event or an admin can change it.',
      });
      const notYoursMove = await call('PATCH', `${url}/times`, {
        as: acme.otherAgent,
        on: acme.organization,
        body: { isAllDay: false, start: '2030-07-02T14:00:00Z', end: '2030-07-02T15:00:00Z' },
      });
      expect(notYoursMove.statusCode).toBe(403);
      expect((await call('DELETE', url, { as: acme.otherAgent, on: acme.organization })).statusCode).toBe(403);
      expect(
        (await items(acme.otherAgent, acme.organization, '2030-07-01T00:00:00Z', '2030-07-02T00:00:00Z')).find((item) => item.id === own.id)
          ?.canEdit,
      ).toBe(false);

      const edited = await call('PUT', url, {
        as: acme.agent,
        on: acme.organization,
        body: event({
          title: 'Agent call, moved',
          eventType: 'customer_meeting',
          date: '2030-07-03',
          startTime: '15:00',
          endTime: '16:00',
          meetingUrl: null,
        }),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        title: 'Agent call, moved',
        type: 'customer_meeting',
        date: '2030-07-03',
        startTime: '15:00',
        meetingUrl: null,
      });

      const moved = await call('PATCH', `${url}/times`, {
        as: acme.admin,
        on: acme.organization,
        body: { isAllDay: false, start: '2030-07-05T13:00:00Z', end: '2030-07-05T15:30:00Z' },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ date: '2030-07-05', startTime: '09:00', endTime: '11:30', isAllDay: false });
      const backwards = await call('PATCH', `${url}/times`, {
        as: acme.admin,
        on: acme.organization,
        body: { isAllDay: false, start: '2030-07-05T13:00:00Z', end: '2030-07-05T12:00:00Z' },
      });
      expect(backwards.json()).toMatchObject({ code: 'event_end_before_start', field: 'end' });

      const realtime = await recordRealtimeEvents(db);
      try {
        expect((await call('DELETE', url, { as: acme.admin, on: acme.organization })).statusCode).toBe(204);
        await realtime.settle();
        expect(realtime.events).toContainEqual(expect.objectContaining({ type: 'calendar_event.deleted', payload: { eventId: own.id } }));
      } finally {
        await realtime.stop();
      }
      const gone = await call('DELETE', url, { as: acme.admin, on: acme.organization });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 'event_not_found', message: 'Event not found.' });
    });

    it('keeps past dates on an edit, and sends ticket appointments to their ticket', async () => {
      const created = await create(acme.admin, acme.organization, { date: localDateOf(new Date(), 'America/New_York') });
      const past = await call('PUT', `/api/calendar/events/${created.id}`, {
        as: acme.admin,
        on: acme.organization,
        body: event({ date: '2020-01-06' }),
      });
      expect(past.statusCode).toBe(200);
      expect(past.json().date).toBe('2020-01-06');

      const ticket = await call('POST', '/api/tickets', {
        as: acme.admin,
        on: acme.organization,
        body: { subject: 'Printer', description: 'Jammed', customerId: acme.customer.recordId },
      });
      const ticketId = ticket.json().id;
      const appointment = await call('POST', `/api/tickets/${ticketId}/appointments`, {
        as: acme.admin,
        on: acme.organization,
        body: { date: '2030-04-02', time: '10:00', title: 'Printer visit' },
      });
      const url = `/api/calendar/events/${appointment.json().id}`;
      const onTicket = { code: 'event_is_appointment', message: 'Ticket appointments are changed on their ticket.' };
      expect((await call('PUT', url, { as: acme.admin, on: acme.organization, body: event() })).json()).toMatchObject(onTicket);
      const move = { isAllDay: false, start: '2030-04-03T14:00:00Z', end: '2030-04-03T15:00:00Z' };
      const moved = await call('PATCH', `${url}/times`, { as: acme.admin, on: acme.organization, body: move });
      expect(moved.statusCode).toBe(409);
      expect(moved.json()).toMatchObject(onTicket);
      expect((await call('DELETE', url, { as: acme.admin, on: acme.organization })).json()).toMatchObject(onTicket);
    });

    it('asks the anonymous to log in to update or delete', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const update = await call('PUT', `/api/calendar/events/${id}`, { on: acme.organization, body: event() });
      expect(update.json()).toMatchObject({ code: 'unauthenticated', message: 'You must be logged in to update events' });
      const remove = await call('DELETE', `/api/calendar/events/${id}`, { on: acme.organization });
      expect(remove.json()).toMatchObject({ code: 'unauthenticated', message: 'You must be logged in to delete events' });
    });
  });

  describe('two organizations', () => {
    it("answers 404 for another organization's event on every route, and 403 to another organization's admin", async () => {
      const theirs = await create(globex.admin, globex.organization, { title: 'Globex board', date: '2030-05-20' });
      const ours = await create(acme.admin, acme.organization, { title: 'Acme board', date: '2030-05-20' });
      const url = `/api/calendar/events/${theirs.id}`;
      const on = acme.organization;
      expect((await call('PUT', url, { as: acme.admin, on, body: event() })).statusCode).toBe(404);
      expect(
        (await call('PATCH', `${url}/times`, { as: acme.admin, on, body: { isAllDay: true, date: '2030-05-21', endDate: '2030-05-21' } }))
          .statusCode,
      ).toBe(404);
      expect((await call('DELETE', url, { as: acme.admin, on })).statusCode).toBe(404);
      const acmeMay = await items(acme.admin, on, '2030-05-20T00:00:00Z', '2030-05-21T12:00:00Z');
      expect(acmeMay.map((item) => item.title)).toEqual(['Acme board']);

      const intruder = globex.admin;
      const ourUrl = `/api/calendar/events/${ours.id}`;
      expect(
        (await call('GET', '/api/calendar/items?start=2030-05-20T00:00:00Z&end=2030-05-21T00:00:00Z', { as: intruder, on })).statusCode,
      ).toBe(403);
      expect((await call('POST', '/api/calendar/events', { as: intruder, on, body: event() })).statusCode).toBe(403);
      expect((await call('PUT', ourUrl, { as: intruder, on, body: event() })).statusCode).toBe(403);
      expect(
        (await call('PATCH', `${ourUrl}/times`, { as: intruder, on, body: { isAllDay: true, date: '2030-05-21', endDate: '2030-05-21' } }))
          .statusCode,
      ).toBe(403);
      expect((await call('DELETE', ourUrl, { as: intruder, on })).statusCode).toBe(403);
      expect((await items(acme.admin, on, '2030-05-20T00:00:00Z', '2030-05-21T12:00:00Z')).map((item) => item.title)).toEqual([
        'Acme board',
      ]);
    });
  });
});

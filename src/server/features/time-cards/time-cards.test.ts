import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createTestClock, type TestClock } from '../../../../tests/support/clock.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { openTestMailbox, type TestMailbox } from '../../../../tests/support/mail.ts';
import { recordRealtimeEvents } from '../../../../tests/support/realtime.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import { addDays, blankDay, timeCardMessages } from '../../../domain/time-cards.ts';
import { DEFAULT_TIME_ZONE, instantOfLocal, localDateOf } from '../../../domain/zoned-time.ts';
import type { Database } from '../../db/client.ts';
import { tickets, timeEntries } from '../../db/schema.ts';

const day = (date: string, fields: Record<string, unknown> = {}) => ({ ...blankDay(date), ...fields });

// A week of 9, 9, 10, 8 and 8.5 hours: 44.5 worked, 4.5 of them overtime either way.
const longWeek = (start: string) =>
  ['09:00-18:00', '08:00-17:00', '07:00-17:00', '09:00-17:00', '08:30-17:00'].map((span, index) => {
    const [startTime, endTime] = span.split('-');
    const date = new Date(Date.parse(`${start}T00:00:00Z`) + (index + 1) * 86_400_000).toISOString().slice(0, 10);
    const hours = (Date.parse(`2000-01-01T${endTime}:00Z`) - Date.parse(`2000-01-01T${startTime}:00Z`)) / 3_600_000;
    return day(date, { startTime, endTime, regularHours: hours, notes: 'Customer visits' });
  });

describe('time cards', () => {
  let app: FastifyInstance;
  let db: Database;
  let call: Call;
  // The clock tests move time forward; mail and everything else run on real time.
  let clockApp: FastifyInstance;
  let callLater: Call;
  let clock: TestClock;
  let mailbox: TestMailbox;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let people: Record<'admin' | 'agent' | 'agent2' | 'customer' | 'globexAdmin' | 'globexAgent', TestMember>;

  const saveSettings = (body: Record<string, unknown>, on = acme, as = people.admin) =>
    call('PUT', '/api/settings/timecard', { as, on, body });

  beforeAll(async () => {
    db = await testDatabase();
    clock = createTestClock();
    app = await buildTestApp();
    call = callerFor(app);
    clockApp = await buildTestApp({ clock });
    callLater = callerFor(clockApp);
    mailbox = openTestMailbox({ db, config: testConfig() });
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    people = {
      admin: await createMember(db, acme, 'org_admin', { name: 'Ada Admin' }),
      agent: await createMember(db, acme, 'agent', { name: 'Sam Agent' }),
      agent2: await createMember(db, acme, 'agent', { name: 'Kim Agent' }),
      customer: await createMember(db, acme, 'user'),
      globexAdmin: await createMember(db, globex, 'org_admin'),
      globexAgent: await createMember(db, globex, 'agent'),
    };
  });
  afterAll(async () => {
    await mailbox.stop();
    await app.close();
    await clockApp.close();
  });

  describe('the clock', () => {
    it('keeps one running clock per person, in the database too, and writes the day into the timesheet on clock out', async () => {
      const clockAs = (action: string) => callLater('POST', '/api/time-cards/clock', { as: people.agent, on: acme, body: { action } });
      // Nine the next morning where the organization is, whatever the hour the suite runs at: the shift below ends the same day.
      const morning = instantOfLocal(addDays(localDateOf(clock.now(), DEFAULT_TIME_ZONE), 1), '09:00', DEFAULT_TIME_ZONE);
      clock.advance(morning.getTime() - clock.now().getTime());
      expect((await callLater('GET', '/api/time-cards/clock', { as: people.agent, on: acme })).json()).toMatchObject({
        openEntry: null,
        summary: { workedHours: 0 },
      });
      const realtime = await recordRealtimeEvents(db);
      const clockedIn = await clockAs('clock_in');
      expect(clockedIn.statusCode, clockedIn.body).toBe(200);
      await realtime.settle();
      await realtime.stop();
      expect(realtime.events).toContainEqual(expect.objectContaining({ userId: people.agent.id, type: 'clock.updated' }));
      const twice = await clockAs('clock_in');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(timeCardMessages.alreadyClockedIn);
      const open = clockedIn.json().openEntry;
      await expect(
        db.withTenant({ organizationId: acme.id }, (tx) =>
          tx
            .insert(timeEntries)
            .values({ organizationId: acme.id, userId: people.agent.id, workDate: open.clockIn.slice(0, 10), clockIn: new Date() }),
        ),
      ).rejects.toThrow();

      clock.advance(2 * 3_600_000);
      expect((await clockAs('start_break')).statusCode).toBe(200);
      expect((await clockAs('start_break')).statusCode).toBe(409);
      clock.advance(30 * 60_000);
      const back = await clockAs('end_break');
      expect(back.json().openEntry.breakHours).toBe(0.5);
      clock.advance(2 * 3_600_000);
      const out = await clockAs('clock_out');
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json()).toMatchObject({ openEntry: null, summary: { workedHours: 4, breakHours: 0.5, overtimeHours: 0 } });
      expect((await clockAs('clock_out')).json().message).toBe(timeCardMessages.notClockedIn);

      const sheet = (await callLater('GET', `/api/time-cards/timesheet?date=${out.json().today}`, { as: people.agent, on: acme })).json();
      expect(sheet.days.find((entry: { date: string }) => entry.date === out.json().today)).toMatchObject({ regularHours: 4 });
    });

    it('flags a clock left running past 16 hours', async () => {
      await callLater('POST', '/api/time-cards/clock', { as: people.agent2, on: acme, body: { action: 'clock_in' } });
      clock.advance(17 * 3_600_000);
      const state = (await callLater('GET', '/api/time-cards/clock', { as: people.agent2, on: acme })).json();
      expect(state.warning).toBe('over_16_hours');
      const team = (await callLater('GET', '/api/time-cards/team', { as: people.admin, on: acme })).json();
      expect(team.members.find((member: { userId: string }) => member.userId === people.agent2.id)).toMatchObject({
        clockWarning: 'over_16_hours',
      });
      await callLater('POST', '/api/time-cards/clock', { as: people.agent2, on: acme, body: { action: 'clock_out' } });
    });
  });

  describe('timesheets', () => {
    const period = '2026-11-15';
    const url = `/api/time-cards/timesheet/${period}`;

    it('pre-fills holidays, saves with a version and refuses a stale save from another tab', async () => {
      await saveSettings({ submissionMethod: 'system_only', requiresSupervisorApproval: true, requiredFields: ['notes'] });
      const thanksgiving = (await call('GET', '/api/time-cards/timesheet?date=2027-11-25', { as: people.agent, on: acme })).json();
      expect(thanksgiving).toMatchObject({ periodStart: '2027-11-21', periodEnd: '2027-11-27', version: 0, status: 'draft' });
      expect(thanksgiving.days.find((entry: { date: string }) => entry.date === '2027-11-25')).toMatchObject({
        holidayHours: 8,
        notes: 'Thanksgiving Day',
      });

      const empty = (await call('GET', `/api/time-cards/timesheet?date=${period}`, { as: people.agent, on: acme })).json();
      expect(empty.days).toHaveLength(7);
      const saved = await call('PUT', url, { as: people.agent, on: acme, body: { version: 0, days: longWeek(period) } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ version: 1, totals: { regularHours: 40, overtimeHours: 4.5, totalHours: 44.5 } });

      const stale = await call('PUT', url, {
        as: people.agent,
        on: acme,
        body: { version: 0, days: [day('2026-11-16', { regularHours: 1 })] },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'timesheet_stale', message: timeCardMessages.staleWrite });
      const kept = (await call('GET', `/api/time-cards/timesheet?date=${period}`, { as: people.agent, on: acme })).json();
      expect(kept.totals.totalHours).toBe(44.5);

      for (const [body, field] of [
        [{ version: 1, days: [day('2026-11-16', { regularHours: 1.1 })] }, 'days.0.regularHours'],
        [{ version: 1, days: [day('2026-11-30')] }, 'days'],
        [{ version: 1, days: [day('2026-11-16', { startTime: '9am' })] }, 'days.0.startTime'],
      ] as const) {
        const refused = await call('PUT', url, { as: people.agent, on: acme, body });
        expect(refused.statusCode, field).toBe(400);
        expect(refused.json().field, field).toBe(field);
      }
      expect(
        (await call('PUT', '/api/time-cards/timesheet/2026-11-16', { as: people.agent, on: acme, body: { version: 0, days: [] } })).json(),
      ).toMatchObject({
        field: 'periodStart',
      });
    });

    it('checks required fields by name, then goes to the approval queue, read-only; rejected comes back editable; approved stays', async () => {
      const withoutNotes = longWeek(period).map((entry, index) => (index === 1 ? { ...entry, notes: '' } : entry));
      const current = (await call('GET', `/api/time-cards/timesheet?date=${period}`, { as: people.agent, on: acme })).json();
      const saved = (await call('PUT', url, { as: people.agent, on: acme, body: { version: current.version, days: withoutNotes } })).json();
      const missing = await call('POST', `${url}/submit`, { as: people.agent, on: acme, body: { version: saved.version } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Fill in the required fields before submitting: Notes on Tuesday 11/17.');

      const fixed = (
        await call('PUT', url, { as: people.agent, on: acme, body: { version: saved.version, days: longWeek(period) } })
      ).json();
      const submitted = await call('POST', `${url}/submit`, { as: people.agent, on: acme, body: { version: fixed.version } });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json()).toMatchObject({ status: 'submitted', isEditable: false });
      const locked = await call('PUT', url, { as: people.agent, on: acme, body: { version: submitted.json().version, days: [] } });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe(timeCardMessages.periodLocked);

      expect((await call('GET', '/api/time-cards/approvals', { as: people.agent, on: acme })).statusCode).toBe(403);
      const queue = (await call('GET', '/api/time-cards/approvals', { as: people.admin, on: acme })).json();
      const waiting = queue.timesheets.find((sheet: { userId: string }) => sheet.userId === people.agent.id);
      expect(waiting).toMatchObject({ userName: 'Sam Agent', periodStart: period, totals: { overtimeHours: 4.5 } });
      const adminBell = (await call('GET', '/api/notifications', { as: people.admin, on: acme })).json();
      expect(JSON.stringify(adminBell)).toContain('Sam Agent submitted the timesheet for 11/15/2026 – 11/21/2026');

      const review = `/api/time-cards/timesheets/${waiting.id}/review`;
      const noComment = await call('POST', review, { as: people.admin, on: acme, body: { decision: 'reject', comment: '  ' } });
      expect(noComment.json()).toMatchObject({ code: 'rejection_comment_required', field: 'comment' });
      const rejected = await call('POST', review, {
        as: people.admin,
        on: acme,
        body: { decision: 'reject', comment: 'Wednesday was 9 hours' },
      });
      expect(rejected.json()).toMatchObject({ status: 'rejected', isEditable: true, reviewComment: 'Wednesday was 9 hours' });
      const bell = (await call('GET', '/api/notifications', { as: people.agent, on: acme })).json();
      expect(JSON.stringify(bell)).toContain('was sent back: Wednesday was 9 hours');
      const mail = await mailbox.waitForMail(people.agent.email);
      expect(mail.text).toContain('Wednesday was 9 hours');

      const again = (await call('GET', `/api/time-cards/timesheet?date=${period}`, { as: people.agent, on: acme })).json();
      const corrected = longWeek(period).map((entry) =>
        entry.date === '2026-11-18' ? { ...entry, endTime: '16:00', regularHours: 9 } : entry,
      );
      const resaved = (await call('PUT', url, { as: people.agent, on: acme, body: { version: again.version, days: corrected } })).json();
      expect(resaved.totals).toMatchObject({ regularHours: 40, overtimeHours: 3.5 });
      const resubmitted = (await call('POST', `${url}/submit`, { as: people.agent, on: acme, body: { version: resaved.version } })).json();
      expect(resubmitted).toMatchObject({ status: 'submitted', reviewComment: null });
      const approved = await call('POST', review, { as: people.admin, on: acme, body: { decision: 'approve' } });
      expect(approved.json()).toMatchObject({ status: 'approved', isEditable: false });
      expect((await call('POST', review, { as: people.admin, on: acme, body: { decision: 'approve' } })).statusCode).toBe(409);
      const final = await call('PUT', url, { as: people.agent, on: acme, body: { version: approved.json().version, days: [] } });
      expect(final.json().message).toBe(timeCardMessages.periodApproved);
    });

    it('e-mails the period with its CSV, or files it as a ticket, as the settings say', async () => {
      await saveSettings({ submissionMethod: 'email_submit', submissionEmail: 'payroll@acme.test', overtimeCalculationMode: 'daily' });
      const week = '2026-11-01';
      const saved = (
        await call('PUT', `/api/time-cards/timesheet/${week}`, { as: people.agent2, on: acme, body: { version: 0, days: longWeek(week) } })
      ).json();
      expect(saved.totals).toMatchObject({ regularHours: 40, overtimeHours: 4.5 });
      const submitted = await call('POST', `/api/time-cards/timesheet/${week}/submit`, {
        as: people.agent2,
        on: acme,
        body: { version: 1 },
      });
      expect(submitted.json()).toMatchObject({ status: 'approved' });
      const mail = await mailbox.waitForMail('payroll@acme.test');
      expect(mail.subject).toBe('Timesheet: Kim Agent, 11/01/2026 – 11/07/2026');
      expect(mail.text).toContain('Overtime: 4.50 h');
      expect(mail.attachments[0]).toMatchObject({ filename: 'timesheet-2026-11-01.csv', contentType: 'text/csv' });
      expect(mail.attachments[0]?.content.split('\n')[0]).toBe(
        'Name,Status,Date,Day,Start,End,Regular,Overtime,Sick,Vacation,Holiday,Total,Notes',
      );
      // Wednesday's 10 hours are 2 past the daily threshold: the day's line says so, and the days add up to the total.
      expect(mail.attachments[0]?.content).toContain(
        'Kim Agent,Approved,2026-11-04,Wednesday,07:00,17:00,8.00,2.00,0.00,0.00,0.00,10.00,Customer visits',
      );
      expect(mail.attachments[0]?.content).toContain('Kim Agent,Approved,Total,,,,40.00,4.50,0.00,0.00,0.00,44.50,');

      await saveSettings({ submissionMethod: 'helpdesk_ticket' });
      const other = '2026-10-25';
      await call('PUT', `/api/time-cards/timesheet/${other}`, { as: people.agent2, on: acme, body: { version: 0, days: longWeek(other) } });
      expect(
        (await call('POST', `/api/time-cards/timesheet/${other}/submit`, { as: people.agent2, on: acme, body: { version: 1 } })).statusCode,
      ).toBe(200);
      const filed = await db.withTenant({ organizationId: acme.id }, (tx) =>
        tx
          .select()
          .from(tickets)
          .where(and(eq(tickets.organizationId, acme.id), eq(tickets.title, 'Timesheet: Kim Agent, 10/25/2026 – 10/31/2026'))),
      );
      expect(filed[0]?.description).toContain('Total: 44.50 h');
      const empty = await call('POST', '/api/time-cards/timesheet/2026-10-18/submit', {
        as: people.agent2,
        on: acme,
        body: { version: 0 },
      });
      expect(empty.json()).toMatchObject({ code: 'timesheet_empty', message: timeCardMessages.emptyPeriod });
    });

    it("shows admins the team's totals and exports them as CSV", async () => {
      const team = await call('GET', '/api/time-cards/team?date=2026-11-01', { as: people.admin, on: acme });
      expect(team.json().members.find((member: { userId: string }) => member.userId === people.agent2.id)).toMatchObject({
        status: 'approved',
        regularHours: 40,
        overtimeHours: 4.5,
        totalHours: 44.5,
      });
      const csv = await call('GET', '/api/time-cards/team/export?date=2026-11-01', { as: people.admin, on: acme });
      expect(csv.headers['content-type']).toContain('text/csv');
      // Weekly overtime falls on the week's last hours: Friday's 8.5 hours are 4 regular and 4.5 overtime.
      expect(csv.body).toContain('Kim Agent,Approved,2026-11-06,Friday,08:30,17:00,4.00,4.50,0.00,0.00,0.00,8.50,Customer visits');
      expect(csv.body).toContain('Kim Agent,Approved,Total,,,,40.00,4.50');
      expect(csv.body).not.toMatch(/Sam Agent,[^,]*,2026/);
      expect((await call('GET', '/api/time-cards/team', { as: people.agent, on: acme })).statusCode).toBe(403);
    });
  });

  describe('PTO', () => {
    it('accrues per approved period up to the maximum, and deducts a request once approved', async () => {
      const refused = await call('POST', '/api/time-cards/pto/requests', {
        as: people.agent,
        on: acme,
        body: { category: 'Vacation', startDate: '2026-12-21', hours: 4 },
      });
      expect(refused.json()).toMatchObject({ code: 'pto_disabled' });
      await saveSettings({ submissionMethod: 'system_only', ptoTracking: { enabled: true, accrualRate: 6, maxBalance: 10 } });
      const pto = (await call('GET', '/api/time-cards/pto', { as: people.agent2, on: acme })).json();
      // Two approved periods at 6 hours each, capped at 10.
      expect(pto.balances.find((entry: { category: string }) => entry.category === 'Vacation')).toMatchObject({
        accruedHours: 10,
        balanceHours: 10,
      });
      const tooMuch = await call('POST', '/api/time-cards/pto/requests', {
        as: people.agent2,
        on: acme,
        body: { category: 'Vacation', startDate: '2026-12-21', hours: 12 },
      });
      expect(tooMuch.json()).toMatchObject({ code: 'pto_balance_too_low', field: 'hours' });
      const unknown = await call('POST', '/api/time-cards/pto/requests', {
        as: people.agent2,
        on: acme,
        body: { category: 'Sabbatical', startDate: '2026-12-21', hours: 1 },
      });
      expect(unknown.json()).toMatchObject({ code: 'pto_category_unknown', field: 'category' });
      const asked = await call('POST', '/api/time-cards/pto/requests', {
        as: people.agent2,
        on: acme,
        body: { category: 'Vacation', startDate: '2026-12-21', hours: 8, note: 'Holidays' },
      });
      expect(asked.json().balances[0]).toMatchObject({ pendingHours: 8, balanceHours: 10 });
      const request = asked.json().requests[0];
      expect(
        (
          await call('POST', `/api/time-cards/pto/requests/${request.id}/review`, {
            as: people.agent,
            on: acme,
            body: { decision: 'approve' },
          })
        ).statusCode,
      ).toBe(403);
      const approved = await call('POST', `/api/time-cards/pto/requests/${request.id}/review`, {
        as: people.admin,
        on: acme,
        body: { decision: 'approve' },
      });
      expect(approved.statusCode).toBe(204);
      const after = (await call('GET', '/api/time-cards/pto', { as: people.agent2, on: acme })).json();
      expect(after.balances[0]).toMatchObject({ usedHours: 8, pendingHours: 0, balanceHours: 2 });
      expect(after.requests[0]).toMatchObject({ status: 'approved' });
    });
  });

  describe('two organizations', () => {
    it("never shows or changes another organization's time cards", async () => {
      const anyAcmeSheet = (await call('GET', '/api/time-cards/timesheet?date=2026-11-15', { as: people.agent, on: acme })).json().id;
      expect(
        (
          await call('POST', `/api/time-cards/timesheets/${anyAcmeSheet}/review`, {
            as: people.globexAdmin,
            on: globex,
            body: { decision: 'approve' },
          })
        ).statusCode,
      ).toBe(404);
      const acmeRequest = (await call('GET', '/api/time-cards/pto', { as: people.agent2, on: acme })).json().requests[0];
      expect(
        (
          await call('POST', `/api/time-cards/pto/requests/${acmeRequest.id}/review`, {
            as: people.globexAdmin,
            on: globex,
            body: { decision: 'reject' },
          })
        ).statusCode,
      ).toBe(404);
      const acmeAgentSheet = await call('GET', `/api/time-cards/timesheet?userId=${people.agent.id}`, {
        as: people.globexAdmin,
        on: globex,
      });
      expect(acmeAgentSheet.statusCode).toBe(404);
      expect((await call('GET', `/api/time-cards/timesheet?userId=${people.agent.id}`, { as: people.agent2, on: acme })).statusCode).toBe(
        403,
      );
      expect(
        (await call('GET', `/api/time-cards/timesheet?userId=${people.agent.id}&date=2026-11-15`, { as: people.admin, on: acme })).json(),
      ).toMatchObject({
        status: 'approved',
      });
      for (const [method, path] of [
        ['GET', '/api/time-cards/clock'],
        ['GET', '/api/time-cards/timesheet'],
        ['GET', '/api/time-cards/approvals'],
        ['GET', '/api/time-cards/team'],
        ['GET', '/api/time-cards/team/export'],
        ['GET', '/api/time-cards/pto'],
        ['GET', '/api/settings/timecard'],
      ] as const) {
        expect((await call(method, path, { as: people.globexAdmin, on: acme })).statusCode, path).toBe(403);
      }
      expect(
        (await call('POST', '/api/time-cards/clock', { as: people.globexAgent, on: acme, body: { action: 'clock_in' } })).statusCode,
      ).toBe(403);
      const globexTeam = (await call('GET', '/api/time-cards/team', { as: people.globexAdmin, on: globex })).json();
      expect(globexTeam.members.map((member: { userId: string }) => member.userId)).not.toContain(people.agent.id);
      expect((await call('GET', '/api/time-cards/approvals', { as: people.globexAdmin, on: globex })).json()).toEqual({
        timesheets: [],
        ptoRequests: [],
      });
    });
  });
});

import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor, setAgentPermissions } from '../../../../tests/support/calls.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { PermissionMatrix } from '../../../domain/agent-permissions.ts';
import { timecardDefaults } from '../../../domain/timecard-settings.ts';
import type { Database } from '../../db/client.ts';
import { customers, ptoRequests, slaPolicies, ticketSlaClocks, tickets, timeEntries } from '../../db/schema.ts';
import { saveTimecardSettings } from '../timecard-settings/timecard-settings.repository.ts';

// Thursday 2026-03-12, 12:00 in New York (the organizations' default zone, UTC-4 since Sunday 8 March).
const clock = { now: () => new Date('2026-03-12T16:00:00Z') };
// 1 to 10 March in New York: from 05:00Z on the 1st (UTC-5) to 04:00Z on the 11th (UTC-4).
const range = 'from=2026-03-01&to=2026-03-10';

interface TicketFacts {
  createdAt: string;
  resolvedAt?: string;
  assignedTo?: string;
  customer?: { id: string; name: string };
  priority?: 'low' | 'medium' | 'high' | 'urgent';
}

interface ClockFacts {
  ticketId: string;
  target: 'first_response' | 'next_response' | 'resolution';
  policy: { id: string; name: string };
  usedMinutes: number;
  targetMinutes?: number;
  stoppedAt?: string;
  breachedAt?: string;
  dueAt?: string;
}

async function addTicket(db: Database, org: Org, facts: TicketFacts): Promise<string> {
  const organizationId = org.organization.id;
  const [row] = await db.withTenant({ organizationId }, (tx) =>
    tx
      .insert(tickets)
      .values({
        organizationId,
        ticketNumber: `R-${Math.random().toString(36).slice(2, 10)}`,
        title: 'Report ticket',
        status: facts.resolvedAt ? 'resolved' : 'open',
        priority: facts.priority ?? 'medium',
        assignedTo: facts.assignedTo ?? null,
        customerId: facts.customer?.id ?? null,
        customerName: facts.customer?.name ?? '',
        createdAt: new Date(facts.createdAt),
        updatedAt: new Date(facts.createdAt),
        resolvedAt: facts.resolvedAt ? new Date(facts.resolvedAt) : null,
      })
      .returning({ id: tickets.id }),
  );
  if (!row) throw new Error('ticket not inserted');
  return row.id;
}

async function addClocks(db: Database, org: Org, clocks: ClockFacts[]): Promise<void> {
  const organizationId = org.organization.id;
  await db.withTenant({ organizationId }, (tx) =>
    tx.insert(ticketSlaClocks).values(
      clocks.map((facts) => ({
        organizationId,
        ticketId: facts.ticketId,
        target: facts.target,
        policyId: facts.policy.id,
        policyName: facts.policy.name,
        targetMinutes: facts.targetMinutes ?? 60,
        isBusinessHours: true,
        warnAtPercent: 75,
        usedMinutes: facts.usedMinutes,
        startedAt: new Date('2026-02-01T00:00:00Z'),
        dueAt: facts.dueAt ? new Date(facts.dueAt) : new Date('2026-02-01T01:00:00Z'),
        breachedAt: facts.breachedAt ? new Date(facts.breachedAt) : null,
        stoppedAt: facts.stoppedAt ? new Date(facts.stoppedAt) : null,
      })),
    ),
  );
}

async function addPolicy(db: Database, org: Org, name: string, position: number) {
  const organizationId = org.organization.id;
  const [row] = await db.withTenant({ organizationId }, (tx) =>
    tx
      .insert(slaPolicies)
      .values({
        organizationId,
        name,
        position,
        match: { priorities: [], customerIds: [], companies: [], channels: [] },
        targets: { first_response: { minutes: 60, isBusinessHours: true }, next_response: null, resolution: null },
        breachActions: { raisePriority: false, reassignTo: null },
      })
      .returning({ id: slaPolicies.id, name: slaPolicies.name }),
  );
  if (!row) throw new Error('policy not inserted');
  return row;
}

type Row = { dimension: string; key: string; label: string; target: string; met: number; breached: number; percentMet: number };
const pick = (rows: Row[], dimension: string, target: string) =>
  rows
    .filter((row) => row.dimension === dimension && row.target === target)
    .map(({ label, met, breached, percentMet }) => ({ label, met, breached, percentMet }));

describe('reports', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;
  const hostile = '=HYPERLINK("http://evil.test","Click")';

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp({ clock });
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);

    const gold = await addPolicy(db, acme, 'Gold', 0);
    const silver = await addPolicy(db, acme, 'Silver', 1);
    const [mallory] = await db.withTenant({ organizationId: acme.organization.id }, (tx) =>
      tx
        .insert(customers)
        .values({ organizationId: acme.organization.id, contactName: hostile, email: 'mallory@example.test' })
        .returning({ id: customers.id }),
    );
    const bob = { id: acme.bob.recordId as string, name: 'Bob Smith' };
    const carol = { id: acme.carol.recordId as string, name: 'Carol Jones' };

    // Open since February: in the backlog throughout, its first response breached on 5 March and still running.
    const t0 = await addTicket(db, acme, {
      createdAt: '2026-02-20T15:00:00Z',
      customer: { id: mallory?.id as string, name: hostile },
      priority: 'urgent',
    });
    // Open before the range, resolved on 2 March.
    const t1 = await addTicket(db, acme, { createdAt: '2026-02-25T15:00:00Z', resolvedAt: '2026-03-02T15:00:00Z' });
    // Created and resolved before the range: in no figure.
    await addTicket(db, acme, { createdAt: '2026-02-26T15:00:00Z', resolvedAt: '2026-02-27T15:00:00Z' });
    const t3 = await addTicket(db, acme, {
      createdAt: '2026-03-02T14:00:00Z',
      resolvedAt: '2026-03-03T16:00:00Z',
      assignedTo: acme.agent.id,
      customer: bob,
      priority: 'high',
    });
    // 23:30 on 9 March in New York, though 10 March in UTC.
    const t4 = await addTicket(db, acme, { createdAt: '2026-03-10T03:30:00Z', assignedTo: acme.agent.id, customer: bob, priority: 'high' });
    // 23:30 on 10 March in New York: the last day of the range.
    const t5 = await addTicket(db, acme, {
      createdAt: '2026-03-11T03:30:00Z',
      assignedTo: acme.otherAgent.id,
      customer: carol,
      priority: 'low',
    });
    // 00:30 on 11 March in New York: after the range.
    const t6 = await addTicket(db, acme, { createdAt: '2026-03-11T04:30:00Z', assignedTo: acme.agent.id });

    await addClocks(db, acme, [
      { ticketId: t1, target: 'first_response', policy: gold, usedMinutes: 5, stoppedAt: '2026-02-25T15:05:00Z' },
      { ticketId: t3, target: 'first_response', policy: gold, usedMinutes: 30, stoppedAt: '2026-03-02T14:30:00Z' },
      {
        ticketId: t4,
        target: 'first_response',
        policy: gold,
        usedMinutes: 90,
        stoppedAt: '2026-03-10T05:00:00Z',
        breachedAt: '2026-03-10T04:30:00Z',
      },
      { ticketId: t5, target: 'first_response', policy: silver, usedMinutes: 10, stoppedAt: '2026-03-11T03:40:00Z' },
      {
        ticketId: t0,
        target: 'first_response',
        policy: silver,
        usedMinutes: 0,
        dueAt: '2026-03-05T15:00:00Z',
        breachedAt: '2026-03-05T15:00:00Z',
      },
      // Running, not breached: in no figure.
      { ticketId: t6, target: 'first_response', policy: silver, usedMinutes: 0, dueAt: '2026-03-11T05:30:00Z' },
      { ticketId: t1, target: 'resolution', policy: gold, usedMinutes: 480, targetMinutes: 600, stoppedAt: '2026-03-02T15:00:00Z' },
      {
        ticketId: t3,
        target: 'resolution',
        policy: gold,
        usedMinutes: 120,
        stoppedAt: '2026-03-03T16:00:00Z',
        breachedAt: '2026-03-03T15:00:00Z',
      },
      { ticketId: t3, target: 'next_response', policy: gold, usedMinutes: 15, stoppedAt: '2026-03-03T15:00:00Z' },
    ]);

    // Globex: a busy day and a breached clock on the same dates, which acme must never see.
    const globexPolicy = await addPolicy(db, globex, 'Globex only', 0);
    for (let index = 0; index < 4; index += 1) {
      const ticketId = await addTicket(db, globex, {
        createdAt: '2026-03-02T15:00:00Z',
        resolvedAt: '2026-03-04T15:00:00Z',
        assignedTo: globex.agent.id,
      });
      await addClocks(db, globex, [
        {
          ticketId,
          target: 'first_response',
          policy: globexPolicy,
          usedMinutes: 600,
          stoppedAt: '2026-03-03T15:00:00Z',
          breachedAt: '2026-03-02T16:00:00Z',
        },
      ]);
    }
  });

  const ticketReport = async (org: Org, as = org.admin, query = range) => {
    const response = await call('GET', `/api/reports/tickets?${query}`, { as, on: org.organization });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const serviceLevelReport = async (org: Org, as = org.admin, query = range) => {
    const response = await call('GET', `/api/reports/service-levels?${query}`, { as, on: org.organization });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const grantAgents = (org: Org, reports: Partial<PermissionMatrix['reports']>) => setAgentPermissions(call, org, { reports });

  it('counts tickets created and resolved per local day, with the backlog open at the end of each day', async () => {
    const report = await ticketReport(acme);
    expect(report).toMatchObject({ timeZone: 'America/New_York', from: '2026-03-01', to: '2026-03-10', scope: 'organization' });
    expect(report.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    const busy = report.days.filter((day: { created: number; resolved: number }) => day.created + day.resolved > 0);
    expect(busy).toEqual([
      { date: '2026-03-02', created: 1, resolved: 1, backlog: 2 },
      { date: '2026-03-03', created: 0, resolved: 1, backlog: 1 },
      { date: '2026-03-09', created: 1, resolved: 0, backlog: 2 },
      { date: '2026-03-10', created: 1, resolved: 0, backlog: 3 },
    ]);
    expect(report.days[0]).toEqual({ date: '2026-03-01', created: 0, resolved: 0, backlog: 2 });
    expect(report.days[6]).toMatchObject({ date: '2026-03-07', backlog: 1 });
  });

  it('gives the median and 90th percentile of first responses and resolutions stopped in the range', async () => {
    const report = await serviceLevelReport(acme);
    // First responses of 30, 90 and 10 minutes; resolutions of 480 and 120 (the 5-minute one stopped in February).
    expect(report.firstResponse).toEqual({ median: 30, p90: 78, count: 3 });
    expect(report.resolution).toEqual({ median: 300, p90: 444, count: 2 });
  });

  it('gives the share of targets met per policy, agent, customer and priority, a running breached clock counted as breached', async () => {
    const { slaMet, slaMetOmitted } = await serviceLevelReport(acme);
    expect(slaMetOmitted).toEqual({ policy: 0, agent: 0, customer: 0, priority: 0 });
    expect(pick(slaMet, 'policy', 'first_response')).toEqual([
      { label: 'Gold', met: 1, breached: 1, percentMet: 50 },
      { label: 'Silver', met: 1, breached: 1, percentMet: 50 },
    ]);
    expect(pick(slaMet, 'policy', 'next_response')).toEqual([{ label: 'Gold', met: 1, breached: 0, percentMet: 100 }]);
    expect(pick(slaMet, 'policy', 'resolution')).toEqual([{ label: 'Gold', met: 1, breached: 1, percentMet: 50 }]);
    expect(pick(slaMet, 'agent', 'first_response')).toEqual([
      { label: 'Andy Agent', met: 1, breached: 1, percentMet: 50 },
      { label: 'Olga Agent', met: 1, breached: 0, percentMet: 100 },
      { label: 'Unassigned', met: 0, breached: 1, percentMet: 0 },
    ]);
    expect(pick(slaMet, 'agent', 'resolution')).toEqual([
      { label: 'Andy Agent', met: 0, breached: 1, percentMet: 0 },
      { label: 'Unassigned', met: 1, breached: 0, percentMet: 100 },
    ]);
    expect(pick(slaMet, 'customer', 'first_response')).toEqual([
      { label: hostile, met: 0, breached: 1, percentMet: 0 },
      { label: 'Bob Smith', met: 1, breached: 1, percentMet: 50 },
      { label: 'Carol Jones', met: 1, breached: 0, percentMet: 100 },
    ]);
    expect(pick(slaMet, 'priority', 'first_response')).toEqual([
      { label: 'Urgent', met: 0, breached: 1, percentMet: 0 },
      { label: 'High', met: 1, breached: 1, percentMet: 50 },
      { label: 'Low', met: 1, breached: 0, percentMet: 100 },
    ]);
  });

  it('shows an agent only the tickets assigned to them', async () => {
    const report = await ticketReport(acme, acme.agent);
    expect(report.scope).toBe('own');
    const busy = report.days.filter((day: { created: number; resolved: number }) => day.created + day.resolved > 0);
    expect(busy).toEqual([
      { date: '2026-03-02', created: 1, resolved: 0, backlog: 1 },
      { date: '2026-03-03', created: 0, resolved: 1, backlog: 0 },
      { date: '2026-03-09', created: 1, resolved: 0, backlog: 1 },
    ]);
    expect(report).not.toHaveProperty('firstResponse');
  });

  it('gives an agent the service levels of their own tickets only with the advanced report ticked', async () => {
    const refused = await call('GET', `/api/reports/service-levels?${range}`, { as: acme.agent, on: acme.organization });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to view advanced reports.');
    await grantAgents(acme, { view_advanced: true });
    try {
      const report = await serviceLevelReport(acme, acme.agent);
      expect(report.scope).toBe('own');
      expect(report.firstResponse).toEqual({ median: 60, p90: 84, count: 2 });
      expect(new Set(report.slaMet.filter((row: Row) => row.dimension === 'agent').map((row: Row) => row.label))).toEqual(
        new Set(['Andy Agent']),
      );
      expect(pick(report.slaMet, 'policy', 'first_response')).toEqual([{ label: 'Gold', met: 1, breached: 1, percentMet: 50 }]);
      // The box of one organization opens nothing in another.
      const other = await call('GET', `/api/reports/service-levels?${range}`, { as: globex.agent, on: globex.organization });
      expect(other.statusCode).toBe(403);
    } finally {
      await grantAgents(acme, {});
    }
  });

  it("keeps each organization's figures to itself", async () => {
    const days = await ticketReport(globex);
    expect(days.days.find((day: { date: string }) => day.date === '2026-03-02')).toMatchObject({ created: 4, backlog: 4 });
    expect(days.days.at(-1)).toMatchObject({ backlog: 0 });
    const report = await serviceLevelReport(globex);
    expect(report.firstResponse).toEqual({ median: 600, p90: 600, count: 4 });
    expect(report.slaMet.map((row: Row) => row.label)).not.toContain('Gold');
    expect(pick(report.slaMet, 'policy', 'first_response')).toEqual([{ label: 'Globex only', met: 0, breached: 4, percentMet: 0 }]);
    // acme's admin on globex's site is nobody there.
    const across = await call('GET', `/api/reports/tickets?${range}`, { as: acme.admin, on: globex.organization });
    expect(across.statusCode).toBe(403);
    expect(across.body).not.toContain('2026-03-02');
    const acrossLevels = await call('GET', `/api/reports/service-levels?${range}`, { as: acme.admin, on: globex.organization });
    expect(acrossLevels.statusCode).toBe(403);
    expect(acrossLevels.body).not.toContain('Globex only');
  });

  it('refuses customers and agents without the export permission, and callers who are not signed in', async () => {
    expect((await call('GET', `/api/reports/tickets?${range}`, { as: acme.bob, on: acme.organization })).statusCode).toBe(403);
    expect((await call('GET', `/api/reports/time?${range}`, { as: acme.bob, on: acme.organization })).statusCode).toBe(403);
    expect((await call('GET', `/api/reports/tickets.csv?${range}`, { as: acme.bob, on: acme.organization })).statusCode).toBe(403);
    const agentExport = await call('GET', `/api/reports/tickets.csv?${range}`, { as: acme.agent, on: acme.organization });
    expect(agentExport.statusCode).toBe(403);
    expect(agentExport.json().message).toBe('You do not have permission to export reports.');
    expect((await call('GET', `/api/reports/tickets?${range}`, { on: acme.organization })).statusCode).toBe(401);
  });

  it('answers a bad date, a reversed range, one ending after today or over 366 days with 400 naming the problem', async () => {
    const ask = (query: string) => call('GET', `/api/reports/tickets?${query}`, { as: acme.admin, on: acme.organization });
    const badDate = await ask('from=2026-02-30&to=2026-03-10');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({ code: 'validation_failed', message: 'from: use a date like 2026-03-31' });
    const reversed = await ask('from=2026-03-10&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: 'validation_failed',
      field: 'from',
      message: 'The start date 2026-03-10 is after the end date 2026-03-01.',
    });
    const tooLong = await ask('from=2025-03-01&to=2026-03-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'validation_failed',
      field: 'to',
      message: 'A report covers at most 366 days. From 2025-03-01 to 2026-03-02 is 367 days.',
    });
    expect((await ask('from=2025-03-02&to=2026-03-02')).statusCode).toBe(200);
    const future = await ask('from=2026-03-01&to=2026-03-13');
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: 'validation_failed',
      field: 'to',
      message: expect.stringContaining('ends today at the latest'),
    });
    const csv = await call('GET', '/api/reports/tickets.csv?to=2026-13-01', { as: acme.admin, on: acme.organization });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toBe('to: use a date like 2026-03-31');
  });

  it('covers the last 30 days up to today when no dates are given', async () => {
    const report = await ticketReport(acme, acme.admin, '');
    expect(report).toMatchObject({ from: '2026-02-11', to: '2026-03-12' });
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)).toMatchObject({ date: '2026-03-12', backlog: 4 });
  });

  it('downloads the same figures as CSV, a formula in a name kept as text', async () => {
    const report = { ...(await ticketReport(acme)), ...(await serviceLevelReport(acme)) };
    const response = await call('GET', `/api/reports/tickets.csv?${range}`, { as: acme.admin, on: acme.organization });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tickets-report-2026-03-01-to-2026-03-10.csv"');
    const lines = Papa.parse<string[]>(response.body.trim()).data;
    const [daysHeader, ...rest] = lines;
    expect(daysHeader).toEqual(['Date', 'Created', 'Resolved', 'Backlog']);
    const dayLines = rest.slice(0, report.days.length);
    expect(dayLines).toEqual(
      report.days.map((day: { date: string; created: number; resolved: number; backlog: number }) =>
        [day.date, day.created, day.resolved, day.backlog].map(String),
      ),
    );
    const measures = rest.slice(report.days.length + 1, report.days.length + 4);
    expect(measures).toEqual([
      ['Measure', 'Clocks stopped', 'Median (minutes)', '90th percentile (minutes)'],
      ['First response', '3', '30', '78'],
      ['Resolution', '2', '300', '444'],
    ]);
    const slaLines = rest.slice(report.days.length + 5);
    expect(slaLines[0]).toEqual(['Dimension', 'Name', 'Target', 'Met', 'Breached', 'Percent met']);
    expect(slaLines).toHaveLength(report.slaMet.length + 1);
    expect(slaLines).toContainEqual(['Policy', 'Gold', 'First response', '1', '1', '50']);
    expect(slaLines).toContainEqual(['Customer', `'${hostile}`, 'First response', '0', '1', '0']);
    // Quotes and commas inside a cell are escaped, not split.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
  });

  it('gives an agent who may export but not see the advanced report the days of their own tickets only', async () => {
    await grantAgents(acme, { export: true });
    try {
      const response = await call('GET', `/api/reports/tickets.csv?${range}`, { as: acme.agent, on: acme.organization });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="my-tickets-report-2026-03-01-to-2026-03-10.csv"');
      const lines = Papa.parse<string[]>(response.body.trim()).data;
      expect(lines).toHaveLength(11);
      expect(lines).toContainEqual(['2026-03-09', '1', '0', '1']);
      expect(response.body).not.toContain('Measure');
      expect(response.body).not.toContain('Percent met');
    } finally {
      await grantAgents(acme, {});
    }
  });

  describe('time', () => {
    beforeAll(async () => {
      const organizationId = acme.organization.id;
      const day = (userId: string, workDate: string, hours: Partial<typeof timeEntries.$inferInsert>) => ({
        organizationId,
        userId,
        workDate,
        regularHours: 0,
        ...hours,
      });
      await db.withTenant({ organizationId }, async (tx) => {
        await saveTimecardSettings(tx, organizationId, timecardDefaults, clock.now());
        // A week (Sunday 1 March on) of 9, 9, 10, 8 and 8.5 hours: 44.5 worked, 4.5 over 40. Then Monday 9 March.
        await tx
          .insert(timeEntries)
          .values([
            day(acme.agent.id, '2026-03-02', { regularHours: 9 }),
            day(acme.agent.id, '2026-03-03', { regularHours: 9 }),
            day(acme.agent.id, '2026-03-04', { regularHours: 10 }),
            day(acme.agent.id, '2026-03-05', { regularHours: 8 }),
            day(acme.agent.id, '2026-03-06', { regularHours: 8.5 }),
            day(acme.agent.id, '2026-03-09', { regularHours: 6, vacationHours: 2 }),
            day(acme.otherAgent.id, '2026-03-04', { regularHours: 7.5, sickHours: 1 }),
            day(acme.otherAgent.id, '2026-03-11', { regularHours: 8 }),
          ]);
        await tx.insert(ptoRequests).values([
          { organizationId, userId: acme.agent.id, category: 'Vacation', startDate: '2026-03-09', hours: 8, status: 'approved' },
          { organizationId, userId: acme.agent.id, category: 'Vacation', startDate: '2026-03-10', hours: 4, status: 'pending' },
          { organizationId, userId: acme.agent.id, category: 'Vacation', startDate: '2026-03-20', hours: 8, status: 'approved' },
        ]);
      });
    });

    const timeReport = async (as: Org['admin'], query = 'from=2026-03-04&to=2026-03-10') => {
      const response = await call('GET', `/api/reports/time?${query}`, { as, on: acme.organization });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('gives each person their hours in the range, overtime reckoned on the whole work week', async () => {
      const report = await timeReport(acme.admin);
      expect(report).toMatchObject({ isConfigured: true, overtime: { mode: 'weekly', afterHours: 40 }, scope: 'organization' });
      const byName = Object.fromEntries(report.people.map((person: { name: string }) => [person.name, person]));
      // Wednesday to Friday (26.5 h) and Monday (6 h): the 4.5 hours over 40 fell on the week's last days.
      expect(byName['Andy Agent']).toMatchObject({
        regularHours: 28,
        overtimeHours: 4.5,
        ptoHours: 2,
        approvedPtoRequestHours: 8,
        totalHours: 34.5,
      });
      expect(byName['Olga Agent']).toMatchObject({ regularHours: 7.5, overtimeHours: 0, ptoHours: 1, totalHours: 8.5 });
      expect(byName['Ada Admin']).toMatchObject({ regularHours: 0, overtimeHours: 0, totalHours: 0 });
    });

    it('shows an agent their own hours only, and another organization none of these', async () => {
      const own = await timeReport(acme.agent);
      expect(own.scope).toBe('own');
      expect(own.people.map((person: { userId: string }) => person.userId)).toEqual([acme.agent.id]);
      const other = await call('GET', '/api/reports/time?from=2026-03-04&to=2026-03-10', { as: globex.admin, on: globex.organization });
      expect(other.statusCode).toBe(200);
      expect(other.json().isConfigured).toBe(false);
      const globexIds = [globex.admin.id, globex.agent.id, globex.otherAgent.id].sort();
      expect(
        other
          .json()
          .people.map((person: { userId: string }) => person.userId)
          .sort(),
      ).toEqual(globexIds);
      expect(other.json().people.every((person: { totalHours: number }) => person.totalHours === 0)).toBe(true);
    });
  });
});

// Times the dispatch board through the API (app.inject, a signed-in org admin) for an organization of 30 technicians
// with 200 visits booked in the week shown, 50 jobs in the Unassigned tray, days off and events, beside a year of its
// past work orders, the next weeks' bookings and other organizations' work orders; then a move (PUT slot); then prints
// the plans of the board's two work-order queries as the app runs them (its role, the organization's scope, prepared)
// with the pages they read; and last the week's board in Debian's Chromium from the production build (`npm run
// build:web` first): from the navigation's start until every job is on the screen, in a cold browser each time, with
// what it downloaded. On an in-memory PGlite and on PostgreSQL (BENCH_DATABASE_URL, else a throw-away local cluster
// when Debian's postgresql package is installed).
//   node bench/dispatch.ts [--engine all|pglite|postgresql] [--runs 30] [--history-weeks 52] [--paint-runs 5]
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { addDays } from '../src/domain/time-cards.ts';
import { instantOfLocal, localDateOf } from '../src/domain/zoned-time.ts';
import { buildApp } from '../src/server/app.ts';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { type Database, type Engine, openDatabase, queryRows, type Tx } from '../src/server/db/client.ts';
import { listScheduledJobs, listTrayJobs } from '../src/server/features/dispatch/dispatch.repository.ts';
import { seedDispatchWeek } from '../src/server/features/dispatch/dispatch.seed.ts';
import { TRAY_LIMIT } from '../src/server/features/dispatch/dispatch.service.ts';
import { AUTH_STORAGE_KEY } from '../src/web/session/auth-storage.ts';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.ts';
import { createMember, createOrganization } from '../tests/support/factories.ts';
import { freePort } from '../tests/support/free-port.ts';
import {
  explain,
  explainText,
  nodesOf,
  type PlanNode,
  rowsRead,
  type Statement,
  statementOf,
  withPreparedStatement,
} from '../tests/support/query-plans.ts';
import { accessTokenFor, buildTestApp, testConfig } from '../tests/support/server.ts';
import { runOnEngines } from './bench-postgres.ts';

const { values: flags } = parseArgs({
  options: {
    engine: { type: 'string', default: 'all' },
    runs: { type: 'string', default: '30' },
    'history-weeks': { type: 'string', default: '52' },
    'paint-runs': { type: 'string', default: '5' },
  },
});
const runs = Number(flags.runs);
const paintRuns = Number(flags['paint-runs']);
const HISTORY_WEEKS = Number(flags['history-weeks']);
const TECHNICIANS = 30;
const VISITS = 200;
const TRAY_JOBS = 50;
const DAYS_OFF = 4;
const EVENTS = 8;
const CUSTOMERS = 2000;
/** The organization's tickets; one past visit in ten was made for one. */
const TICKETS = 5000;
/** Visits booked in each of the four weeks after the one shown. */
const LATER_VISITS_PER_WEEK = 150;
const LATER_WEEKS = 4;
const OTHER_ORGANIZATIONS = 100;
const OTHER_WORK_ORDERS = 100;
const OTHER_CUSTOMERS = 200;
const BOARD_GOAL_MS = 300;
const MOVE_GOAL_MS = 100;
/** The issue's figure: the week's board loaded and painted in Chromium. */
const PAINT_GOAL_MS = 1500;
const PASSWORD = 'Bench-dispatch-1';

const percentile = (samples: number[], share: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * share))] ?? Number.NaN;
const figures = (samples: number[]) => `median ${percentile(samples, 0.5).toFixed(1)} ms  p95 ${percentile(samples, 0.95).toFixed(1)} ms`;

/**
 * What surrounds the week shown, in SQL as the tables' owner: the organization's customers and tickets, a year of its
 * visits done (one in twenty cancelled), its bookings of the weeks after, and other organizations with customers and
 * work orders of their own.
 */
async function addSurroundings(
  tx: Tx,
  options: { organizationId: string; subdomain: string; adminId: string; week: { from: Date; to: Date } },
) {
  const { organizationId, subdomain, adminId, week } = options;
  // The other organizations' rows are beyond this scope, and only the owner may analyze.
  await tx.execute(sql`set local role none`);
  await tx.execute(sql`
    insert into customers (organization_id, organization_name, contact_name, email, created_at, updated_at)
    select ${organizationId}::uuid, 'Company ' || (n % 400), 'Contact ' || n, 'contact' || n || '@customers.test',
           now() - n * interval '4 hours', now() - n * interval '4 hours'
      from generate_series(1, ${CUSTOMERS}) n`);
  await tx.execute(sql`
    insert into tickets (organization_id, ticket_number, title, description, customer_name, created_at, updated_at)
    select ${organizationId}::uuid, 'T-' || n, 'Ticket ' || n, 'Something to fix on site', 'Contact ' || n,
           now() - n * interval '2 hours', now() - n * interval '2 hours'
      from generate_series(1, ${TICKETS}) n`);
  const insertVisits = (prefix: string, count: number, starts: SQL, isDone: boolean) =>
    tx.execute(sql`
      insert into work_orders (organization_id, work_order_number, title, description, priority, status, scheduled_date, address,
                               estimated_hours, customer_id, ticket_id, assigned_to, created_by, dispatched_by, arrived_at,
                               completed_at, created_at, updated_at)
      select ${organizationId}::uuid, ${prefix}::text || n, 'Visit ' || n, 'Booked outside the week shown',
             (array['low', 'medium', 'high', 'urgent'])[1 + n % 4],
             ${isDone ? sql`case when n % 20 = 0 then 'cancelled' else 'completed' end` : sql`'pending'`}, starts,
             (10 + n % 900) || ' Main Street', 1 + n % 3, customer_ids[1 + n % ${CUSTOMERS}],
             case when n % 10 = 0 then ticket_ids[1 + n % ${TICKETS}] end, technician_ids[1 + n % ${TECHNICIANS}],
             ${adminId}::uuid, ${adminId}::uuid,
             ${isDone ? sql`case when n % 20 <> 0 then starts + interval '10 minutes' end` : sql`null`},
             ${isDone ? sql`case when n % 20 <> 0 then starts + interval '2 hours' end` : sql`null`},
             starts - interval '5 days', starts
        from (select n, ${starts} as starts from generate_series(0, ${count - 1}) n) s,
             (select array_agg(id order by id) as customer_ids from customers where organization_id = ${organizationId}) c,
             (select array_agg(id order by id) as ticket_ids from tickets where organization_id = ${organizationId}) k,
             (select array_agg(id order by email) as technician_ids from profiles
               where organization_id = ${organizationId} and role = 'agent') t`);
  const from = week.from.toISOString();
  const to = week.to.toISOString();
  const dayAndHour = sql`(n % 7) * interval '1 day' + (9 + n % 8) * interval '1 hour'`;
  await insertVisits(
    'DONE-',
    HISTORY_WEEKS * VISITS,
    sql`${from}::timestamptz - (n / ${VISITS} + 1) * interval '7 days' + ${dayAndHour}`,
    true,
  );
  await insertVisits(
    'LATER-',
    LATER_WEEKS * LATER_VISITS_PER_WEEK,
    sql`${to}::timestamptz + (n / ${LATER_VISITS_PER_WEEK}) * interval '7 days' + ${dayAndHour}`,
    false,
  );
  await tx.execute(sql`
    with others as (
      insert into organizations (name, business_model, subdomain)
      select 'Other ' || n, 'customer-service', ${`${subdomain}-other-`}::text || n from generate_series(1, ${OTHER_ORGANIZATIONS}) n
      returning id),
    their_customers as (
      insert into customers (organization_id, organization_name, contact_name, email)
      select o.id, 'Company ' || n, 'Contact ' || n, 'contact' || n || '@elsewhere.test' from others o, generate_series(1, ${OTHER_CUSTOMERS}) n)
    insert into work_orders (organization_id, work_order_number, title, status, scheduled_date, estimated_hours, created_at, updated_at)
    select o.id, 'O-' || n, 'Visit ' || n, case when n % 10 = 0 then 'pending' else 'completed' end,
           ${from}::timestamptz + ((n % 61) - 56) * interval '7 days' + (n % 7) * interval '1 day' + interval '10 hours', 1, now(), now()
      from others o, generate_series(1, ${OTHER_WORK_ORDERS}) n`);
}

/** The plan of a board query as the app's connection runs it, printed, with what it read of the work orders. */
async function printPlan(db: Database, scope: { organizationId: string; userId: string }, label: string, statement: Statement) {
  const { text, plan, total } = await db.withTenant(scope, (tx) =>
    withPreparedStatement(tx, statement, async (execute) => ({
      text: await explainText(tx, execute),
      plan: await explain(tx, execute, { buffers: true }),
      total: (
        await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from work_orders where organization_id = ${scope.organizationId}`)
      )[0]?.n,
    })),
  );
  console.log(`\n--- ${label}: EXPLAIN (ANALYZE, BUFFERS) of the prepared statement after 6 runs\n${text}`);
  const scans = nodesOf(plan)
    .filter((node) => node['Relation Name'] === 'work_orders')
    .map((node) => `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} looked at ${rowsRead(node)} rows`);
  const wide = nodesOf(plan)
    .filter((node: PlanNode) => node['Node Type'] === 'Seq Scan' || node['Node Type'] === 'Sort')
    .map((node) => `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''} (${rowsRead(node)} rows)`);
  console.log(
    `${label}: ${plan['Actual Rows']} rows returned; work_orders: ${scans.join('; ')} (the organization has ${total}); ` +
      `buffers: shared hit ${plan['Shared Hit Blocks'] ?? 0}, read ${plan['Shared Read Blocks'] ?? 0}` +
      (wide.length > 0 ? `; sequential scans and sorts: ${wide.join(', ')}` : ''),
  );
}

/**
 * The week's board in Chromium, served by the app from the production build on a port of its own: the median time
 * from the navigation's start to every job on the screen and a frame painted after, each run in a new browser
 * context (nothing cached); null without a build.
 */
async function paintWeek(
  db: Database,
  options: { subdomain: string; email: string; date: string /** The week's jobs and the tray's. */; jobs: number },
): Promise<number | null> {
  if (!existsSync('dist/web/index.html')) {
    console.log('board in Chromium: no production build (npm run build:web), not measured');
    return null;
  }
  const port = await freePort();
  const server = await buildApp({ config: testConfig({ PORT: String(port) }), db, logger: false });
  await server.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const origin = `http://${options.subdomain}.localhost:${port}`;
    const signedIn = await fetch(`http://127.0.0.1:${port}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-subdomain': options.subdomain },
      body: JSON.stringify({ email: options.email, password: PASSWORD }),
    });
    if (!signedIn.ok) throw new Error(`sign-in: ${signedIn.status} ${await signedIn.text()}`);
    const localStorage = [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(await signedIn.json()) }];
    const samples: number[] = [];
    let kilobytes = 0;
    for (let run = 0; run < paintRuns; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        storageState: { cookies: [], origins: [{ origin, localStorage }] },
      });
      const page = await context.newPage();
      let bytes = 0;
      page.on('response', (response) => {
        void response.body().then(
          (body) => {
            bytes += body.byteLength;
          },
          () => undefined,
        );
      });
      await page.goto(`${origin}/dispatch?date=${options.date}&span=week`);
      await page.waitForFunction((count) => document.querySelectorAll('[data-job]').length >= count, options.jobs, { polling: 'raf' });
      const elapsed = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
          }),
      );
      samples.push(elapsed);
      kilobytes = bytes / 1024;
      await context.close();
    }
    console.log(`board, week, in Chromium (cold, ${Math.round(kilobytes)} kB decoded), ${paintRuns} runs`.padEnd(64), figures(samples));
    return percentile(samples, 0.5);
  } finally {
    await browser.close();
    await server.close();
  }
}

async function runEngine(engine: Engine, databaseUrl: string | undefined): Promise<boolean> {
  const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const app = await buildTestApp({ db });
  try {
    const loadStarted = performance.now();
    const organization = await createOrganization(db);
    const organizationId = organization.id;
    const admin = await createMember(db, organization, 'org_admin', { name: 'Dee Dispatcher', passwordHash: await hashPassword(PASSWORD) });
    const technicianIds: string[] = [];
    for (let index = 0; index < TECHNICIANS; index += 1) {
      const name = `Technician ${String(index + 1).padStart(2, '0')}`;
      technicianIds.push((await createMember(db, organization, 'agent', { name })).id);
    }
    const now = new Date();
    const today = localDateOf(now, 'America/New_York');
    const week = {
      from: instantOfLocal(today, '00:00', 'America/New_York'),
      to: instantOfLocal(addDays(today, 7), '00:00', 'America/New_York'),
    };
    await db.withTenant({ organizationId }, (tx) =>
      addSurroundings(tx, { organizationId, subdomain: organization.subdomain, adminId: admin.id, week }),
    );
    const booked = await db.withTenant({ organizationId }, (tx) =>
      seedDispatchWeek(tx, {
        organizationId,
        technicianIds,
        dispatcherId: admin.id,
        now,
        visits: VISITS,
        trayJobs: TRAY_JOBS,
        daysOff: DAYS_OFF,
        events: EVENTS,
      }),
    );
    // PGlite runs no autovacuum, and PostgreSQL's may not have come round yet: the planner knows the rows from this.
    await db.withTenant({ organizationId }, async (tx) => {
      await tx.execute(sql`set local role none`);
      await tx.execute(sql`analyze work_orders, customers, tickets, profiles, calendar_events, pto_requests, time_entries, organizations`);
    });
    console.log(
      `\n${engine}: ${TECHNICIANS} technicians, ${booked.visits} visits in the week, ${booked.trayJobs} tray jobs, ${DAYS_OFF} days off, ` +
        `${EVENTS} events; ${HISTORY_WEEKS * VISITS} past and ${LATER_WEEKS * LATER_VISITS_PER_WEEK} later work orders, ` +
        `${OTHER_ORGANIZATIONS * OTHER_WORK_ORDERS} of ${OTHER_ORGANIZATIONS} other organizations; ${CUSTOMERS} customers (${OTHER_ORGANIZATIONS * OTHER_CUSTOMERS} elsewhere), ${TICKETS} tickets; loaded in ${Math.round(performance.now() - loadStarted)} ms`,
    );

    const config = testConfig();
    const headers = { authorization: `Bearer ${await accessTokenFor(admin, config, db)}`, 'x-tenant-subdomain': organization.subdomain };
    let isMet = true;
    for (const span of ['week', 'day'] as const) {
      const url = `/api/dispatch/board?span=${span}`;
      const first = await app.inject({ method: 'GET', url, headers });
      if (first.statusCode !== 200) throw new Error(`board: ${first.statusCode} ${first.body}`);
      const samples: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        samples.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`board: ${response.statusCode}`);
      }
      const board = first.json() as { jobs: unknown[]; tray: unknown[]; blocks: unknown[] };
      const shown = `${board.jobs.length} jobs, ${board.tray.length} in the tray, ${board.blocks.length} blocks, ${Math.round(first.rawPayload.length / 1024)} kB`;
      console.log(`board, ${span.padEnd(4)} (${shown})`.padEnd(64), figures(samples));
      if (span === 'week') isMet = percentile(samples, 0.5) <= BOARD_GOAL_MS;
    }

    // A move: a visit two days out goes to 07:00 that day and back, each time against the version the last answer gave.
    const { jobs } = (await app.inject({ method: 'GET', url: '/api/dispatch/board?span=week', headers })).json() as {
      jobs: { id: string; state: string; assignedTo: string; start: string; durationMinutes: number; version: number }[];
    };
    const later = instantOfLocal(addDays(today, 2), '00:00', 'America/New_York').toISOString();
    const visit = jobs.find((job) => job.state === 'scheduled' && job.start >= later);
    if (!visit) throw new Error('no visit to move');
    const starts = [
      instantOfLocal(localDateOf(new Date(visit.start), 'America/New_York'), '07:00', 'America/New_York').toISOString(),
      visit.start,
    ];
    let version = visit.version;
    const moves: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const body = { assignedTo: visit.assignedTo, start: starts[run % 2], durationMinutes: visit.durationMinutes, version };
      const started = performance.now();
      const response = await app.inject({ method: 'PUT', url: `/api/dispatch/work-orders/${visit.id}/slot`, headers, payload: body });
      // The first move is the warm-up.
      if (run > 0) moves.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`move: ${response.statusCode} ${response.body}`);
      version = (response.json() as { version: number }).version;
    }
    console.log(`move (PUT slot, conflict check, customer e-mail queued), ${runs} runs`.padEnd(64), figures(moves));
    const isMoveMet = percentile(moves, 0.5) <= MOVE_GOAL_MS;

    const scope = { organizationId, userId: admin.id };
    await printPlan(db, scope, 'listScheduledJobs, the week', await statementOf((tx) => listScheduledJobs(tx, organizationId, week)));
    await printPlan(db, scope, 'listTrayJobs', await statementOf((tx) => listTrayJobs(tx, organizationId, { limit: TRAY_LIMIT })));

    const weekShown = (await app.inject({ method: 'GET', url: '/api/dispatch/board?span=week', headers })).json() as {
      jobs: unknown[];
      tray: unknown[];
    };
    const paint = await paintWeek(db, {
      subdomain: organization.subdomain,
      email: admin.email,
      date: today,
      jobs: weekShown.jobs.length + weekShown.tray.length,
    });
    const isPaintMet = paint === null || paint <= PAINT_GOAL_MS;

    console.log(
      `\ngoal: a week's board in at most ${BOARD_GOAL_MS} ms (median): ${isMet ? 'met' : 'NOT met'}; a move in at most ${MOVE_GOAL_MS} ms ` +
        `(median): ${isMoveMet ? 'met' : 'NOT met'}; painted in Chromium in at most ${PAINT_GOAL_MS} ms (median): ` +
        `${paint === null ? 'not measured' : isPaintMet ? 'met' : 'NOT met'}; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    return isMet && isMoveMet && isPaintMet;
  } finally {
    await app.close();
    await db.close();
  }
}

await runOnEngines('dispatch', flags.engine, runEngine);

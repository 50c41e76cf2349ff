// Opens a busy month of the calendar through the API (app.inject, with a signed-in org admin): 2,000 events
// in the month shown, 500 in each of the 23 months around it, on an in-memory PGlite and on PostgreSQL
// (BENCH_DATABASE_URL, else a throw-away local cluster when Debian's postgresql package is installed).
//   node bench/calendar-month.ts [--engine all|pglite|postgresql] [--runs 20]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadSigningKeys } from '../src/server/auth/signing-keys.ts';
import { type Database, type Engine, openDatabase } from '../src/server/db/client.ts';
import { authSessions } from '../src/server/db/schema.ts';
import { createMember, createOrganization } from '../tests/support/factories.ts';
import { buildTestApp, testConfig } from '../tests/support/server.ts';
import { runOnEngines } from './bench-postgres.ts';

const { values: flags } = parseArgs({ options: { engine: { type: 'string', default: 'all' }, runs: { type: 'string', default: '20' } } });
const runs = Number(flags.runs);
const BUSY_MONTH_EVENTS = 2000;
const OTHER_MONTH_EVENTS = 500;
const GOAL_MS = 300;

async function tokenFor(db: Database, user: { id: string; email: string }): Promise<string> {
  const config = testConfig();
  const keys = await loadSigningKeys(db, `${config.publicUrl}/auth/v1`);
  const [session] = await db.withPlatform((tx) => tx.insert(authSessions).values({ userId: user.id }).returning({ id: authSessions.id }));
  if (!session) throw new Error('session not created');
  return keys.sign({ sub: user.id, email: user.email, session_id: session.id, user_metadata: {}, app_metadata: {} }, 3600);
}

function median(samples: number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;
}
function p95(samples: number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))] ?? Number.NaN;
}

async function runEngine(engine: Engine, databaseUrl: string | undefined): Promise<boolean> {
  const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const app = await buildTestApp({ db });
  try {
    const organization = await createOrganization(db);
    const admin = await createMember(db, organization, 'org_admin');
    const agent = await createMember(db, organization, 'agent');
    const organizationId = organization.id;
    // The busy month is March 2031 (New York time); 23 quieter months around it; half the events are the agent's.
    const loadStarted = performance.now();
    await db.withTenant({ organizationId }, (tx) =>
      tx.execute(sql`
        insert into calendar_events (organization_id, title, description, event_type, start_time, end_time, all_day, location, created_by, status)
        select ${organizationId}::uuid, 'Visit ' || i, 'Bench event ' || i,
               (array['business_meeting','customer_meeting','demo','maintenance','support_call','other'])[1 + i % 6],
               starts, starts + interval '1 hour' * (1 + i % 3), i % 25 = 0, 'Site ' || (i % 40),
               case when i % 2 = 0 then ${admin.id}::uuid else ${agent.id}::uuid end, 'scheduled'
          from (
            select i, timestamptz '2031-03-01 08:00 America/New_York'
                      + (i % 31) * interval '1 day' + ((i / 31) % 10) * interval '1 hour' as starts
              from generate_series(1, ${BUSY_MONTH_EVENTS}) as i
            union all
            select ${BUSY_MONTH_EVENTS} + i, timestamptz '2030-04-01 08:00 America/New_York'
                      + (i / ${OTHER_MONTH_EVENTS}) * interval '1 month' + (i % 28) * interval '1 day' + ((i / 28) % 10) * interval '1 hour'
              from generate_series(0, 23 * ${OTHER_MONTH_EVENTS} - 1) as i
             where (i / ${OTHER_MONTH_EVENTS}) <> 11
          ) as generated`),
    );
    if (engine === 'pglite') {
      // PGlite runs no autovacuum: the table's owner analyzes it, as the server does when it opens.
      await db.withTenant({ organizationId }, async (tx) => {
        await tx.execute(sql`reset role`);
        await tx.execute(sql`analyze calendar_events`);
        await tx.execute(sql`set role tandem_app`);
      });
    } else {
      await db.withTenant({ organizationId }, (tx) => tx.execute(sql`analyze calendar_events`).catch(() => undefined));
    }
    console.log(
      `\n${engine}: loaded ${BUSY_MONTH_EVENTS + 22 * OTHER_MONTH_EVENTS} events in ${Math.round(performance.now() - loadStarted)} ms`,
    );

    const headers = { authorization: `Bearer ${await tokenFor(db, admin)}`, 'x-tenant-subdomain': organization.subdomain };
    // What the month view asks for: six weeks from Monday 24 February to Monday 7 April 2031, New York time.
    const cases = [
      {
        label: 'month view (6 weeks), every event',
        url: '/api/calendar/items?start=2031-02-24T00:00:00-05:00&end=2031-04-07T00:00:00-04:00',
      },
      {
        label: 'month view, My events',
        url: '/api/calendar/items?start=2031-02-24T00:00:00-05:00&end=2031-04-07T00:00:00-04:00&mine=true',
      },
      {
        label: 'month view, two types',
        url: '/api/calendar/items?start=2031-02-24T00:00:00-05:00&end=2031-04-07T00:00:00-04:00&types=demo,maintenance',
      },
      { label: 'week view', url: '/api/calendar/items?start=2031-03-10T00:00:00-04:00&end=2031-03-17T00:00:00-04:00' },
    ];
    let isMet = true;
    for (const { label, url } of cases) {
      const first = await app.inject({ method: 'GET', url, headers });
      if (first.statusCode !== 200) throw new Error(`${label}: ${first.statusCode} ${first.body}`);
      const samples: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        samples.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode}`);
      }
      const items = (first.json() as { items: unknown[] }).items.length;
      const kilobytes = Math.round(first.rawPayload.length / 1024);
      console.log(
        `${label.padEnd(38)} ${String(items).padStart(5)} items ${String(kilobytes).padStart(5)} kB  median ${median(samples).toFixed(1)} ms  p95 ${p95(samples).toFixed(1)} ms`,
      );
      if (label.startsWith('month view (6 weeks)')) isMet = median(samples) < GOAL_MS;
    }
    // The machines are shared: the load says how much of the p95 is other people's work.
    console.log(
      `goal: a month of ${BUSY_MONTH_EVENTS} events opens in under ${GOAL_MS} ms (median): ${isMet ? 'met' : 'NOT met'}; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    return isMet;
  } finally {
    await app.close();
    await db.close();
  }
}

await runOnEngines('calendar', flags.engine, runEngine);

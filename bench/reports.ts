// Times the ticket report over 90 days through the API (app.inject, signed in) for an organization of 100k tickets:
// on PostgreSQL among 1M tickets in 1,000 organizations (beside BENCH_DATABASE_URL or DATABASE_URL, else a throw-away
// local cluster on BENCH_PGPORT when Debian's postgresql package is installed), on PGlite with the organization alone.
// The generated data (bench/generate-data.ts) gets what the reports read for its big organization: resolved and
// first-response times, three service-level policies and their clocks (first response and resolution on every
// ticket, next response on 3 in 10).
//   node bench/reports.ts [--engine all|pglite|postgresql] [--runs 10] [--tickets N --organizations N]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { addDays } from '../src/domain/time-cards.ts';
import { localDateOf } from '../src/domain/zoned-time.ts';
import { type Engine, openDatabase } from '../src/server/db/client.ts';
import { organizations, profiles } from '../src/server/db/schema.ts';
import { accessTokenFor, buildTestApp, testConfig } from '../tests/support/server.ts';
import { postgresServerUrl } from './bench-postgres.ts';
import {
  BENCH_ADMIN_EMAIL,
  BIG_ORGANIZATION_SUBDOMAIN,
  type DatasetSize,
  ensureDataset,
  openDatasetOwner,
  type SqlClient,
} from './generate-data.ts';

const { values: flags } = parseArgs({
  options: {
    engine: { type: 'string', default: 'all' },
    runs: { type: 'string', default: '10' },
    tickets: { type: 'string' },
    organizations: { type: 'string' },
  },
});
const runs = Number(flags.runs);
const GOAL_MS = 1000;
const REPORT_DAYS = 90;
const sizes: Record<Engine, DatasetSize> = {
  pglite: { tickets: 100_000, organizations: 1 },
  postgresql: { tickets: 1_000_000, organizations: 1000 },
};

/** What the reports read, added once to the big organization of a generated data set. */
async function addReportFacts(owner: SqlClient, organizationId: string, log: (line: string) => void): Promise<void> {
  const { rows } = await owner.query<{ count: number }>('select count(*)::int as count from ticket_sla_clocks where organization_id = $1', [
    organizationId,
  ]);
  if ((rows[0]?.count ?? 0) > 0) return;
  const started = performance.now();
  // A value in [0, 1) from the ticket and a salt: the same data every time.
  const unit = (salt: number) => `((hashtext(t.id::text || '${salt}')::bigint + 2147483648) / 4294967296.0)`;
  log('resolved and first-response times');
  await owner.query(
    `update tickets t
        set resolved_at = case when t.status in ('resolved', 'closed') then t.updated_at end,
            first_responded_at = case when t.status in ('open', 'waiting_agent') and ${unit(1)} < 0.3 then null
                                      else t.created_at + interval '1 minute' * (2 + floor(${unit(2)} * ${unit(3)} * 900)) end
      where t.organization_id = $1`,
    [organizationId],
  );
  log('policies');
  await owner.query(
    `insert into sla_policies (organization_id, name, position, match, targets, breach_actions)
     select $1, name, position, jsonb_build_object('priorities', priorities),
            jsonb_build_object('first_response', jsonb_build_object('minutes', first_minutes, 'isBusinessHours', false),
                               'next_response', jsonb_build_object('minutes', first_minutes * 2, 'isBusinessHours', false),
                               'resolution', jsonb_build_object('minutes', resolution_minutes, 'isBusinessHours', false)),
            '{"raisePriority": false, "reassignTo": null}'::jsonb
       from (values ('Urgent', 0, '["urgent"]'::jsonb, 30, 240), ('High', 1, '["high"]'::jsonb, 60, 480),
                    ('Standard', 2, '[]'::jsonb, 240, 2880)) as p(name, position, priorities, first_minutes, resolution_minutes)`,
    [organizationId],
  );
  log('clocks');
  const policyOf = `(select id from sla_policies p where p.organization_id = t.organization_id
                       and p.name = case t.priority when 'urgent' then 'Urgent' when 'high' then 'High' else 'Standard' end)`;
  const targetOf = (kind: 'first' | 'resolution') =>
    kind === 'first'
      ? `case t.priority when 'urgent' then 30 when 'high' then 60 else 240 end`
      : `case t.priority when 'urgent' then 240 when 'high' then 480 else 2880 end`;
  // One statement per target: started with the ticket, stopped by the reply or the resolution, breached when it took longer
  // than the target, and still running (breached once due) on open tickets.
  const clocks = (target: string, minutes: string, startedAt: string, stoppedAt: string, where = 'true') =>
    owner.query(
      `insert into ticket_sla_clocks (organization_id, ticket_id, target, policy_id, policy_name, target_minutes, is_business_hours,
                                      warn_at_percent, used_minutes, started_at, running_since, due_at, breached_at, stopped_at)
       select t.organization_id, t.id, '${target}', ${policyOf},
              case t.priority when 'urgent' then 'Urgent' when 'high' then 'High' else 'Standard' end, ${minutes}, false, 75,
              case when ${stoppedAt} is null then 0 else floor(extract(epoch from (${stoppedAt} - ${startedAt})) / 60)::int end,
              ${startedAt}, case when ${stoppedAt} is null then ${startedAt} end, ${startedAt} + interval '1 minute' * ${minutes},
              case when coalesce(${stoppedAt}, now()) > ${startedAt} + interval '1 minute' * ${minutes}
                   then ${startedAt} + interval '1 minute' * ${minutes} end,
              ${stoppedAt}
         from tickets t
        where t.organization_id = $1 and ${where}`,
      [organizationId],
    );
  await clocks('first_response', targetOf('first'), 't.created_at', 't.first_responded_at');
  await clocks('resolution', targetOf('resolution'), 't.created_at', 't.resolved_at');
  await clocks(
    'next_response',
    `2 * ${targetOf('first')}`,
    `(t.first_responded_at + interval '3 hours')`,
    `(t.first_responded_at + interval '3 hours' + interval '1 minute' * floor(${unit(4)} * 400))`,
    `t.first_responded_at is not null and ${unit(5)} < 0.3`,
  );
  log('vacuum and analyze');
  await owner.query('vacuum (analyze) tickets');
  await owner.query('vacuum (analyze) ticket_sla_clocks');
  log(`report facts added in ${Math.round((performance.now() - started) / 1000)} s`);
}

function median(samples: number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;
}

async function runEngine(engine: Engine, serverUrl: string | undefined): Promise<boolean> {
  const size = {
    tickets: Number(flags.tickets ?? sizes[engine].tickets),
    organizations: Number(flags.organizations ?? sizes[engine].organizations),
  };
  const log = (line: string) => console.log(`[${engine}] ${line}`);
  const location = await ensureDataset({ engine, ...size, serverUrl, log });
  const owner = await openDatasetOwner(location);
  let facts: { organizationId: string; lastCreated: Date; clocks: number };
  try {
    const { rows } = await owner.query<{ id: string }>('select id from organizations where subdomain = $1', [BIG_ORGANIZATION_SUBDOMAIN]);
    const organizationId = rows[0]?.id;
    if (!organizationId) throw new Error('the data set has no big organization');
    await addReportFacts(owner, organizationId, log);
    const { rows: last } = await owner.query<{ lastCreated: Date; clocks: number }>(
      `select (select max(created_at) from tickets where organization_id = $1) as "lastCreated",
              (select count(*)::int from ticket_sla_clocks where organization_id = $1) as clocks`,
      [organizationId],
    );
    facts = { organizationId, lastCreated: new Date(last[0]?.lastCreated ?? Date.now()), clocks: last[0]?.clocks ?? 0 };
  } finally {
    await owner.close();
  }

  const db = await openDatabase(
    location.engine === 'pglite' ? { dataDir: location.dataDir } : { databaseUrl: location.databaseUrl, dataDir: '' },
  );
  const app = await buildTestApp({ db });
  try {
    const config = testConfig();
    const member = async (email: string) => {
      const [row] = await db.withTenant({ organizationId: facts.organizationId }, (tx) =>
        tx.select({ id: profiles.id, email: profiles.email }).from(profiles).where(eq(profiles.email, email)),
      );
      if (!row) throw new Error(`no member ${email}`);
      return row;
    };
    const [organization] = await db.withPlatform((tx) =>
      tx.select({ subdomain: organizations.subdomain }).from(organizations).where(eq(organizations.id, facts.organizationId)),
    );
    const headersOf = async (email: string) => ({
      authorization: `Bearer ${await accessTokenFor(await member(email), config, db)}`,
      'x-tenant-subdomain': organization?.subdomain ?? BIG_ORGANIZATION_SUBDOMAIN,
    });
    const to = localDateOf(facts.lastCreated, 'America/New_York');
    const query = `from=${addDays(to, 1 - REPORT_DAYS)}&to=${to}`;
    console.log(
      `\n${engine}: ${size.tickets} tickets in ${size.organizations} organizations; the big one has ${facts.clocks} clocks; ${query}`,
    );
    const cases = [
      { label: 'ticket report, 90 days, org admin', url: `/api/reports/tickets?${query}`, headers: await headersOf(BENCH_ADMIN_EMAIL) },
      {
        label: 'service levels, 90 days, org admin',
        url: `/api/reports/service-levels?${query}`,
        headers: await headersOf(BENCH_ADMIN_EMAIL),
      },
      {
        label: 'ticket report, 90 days, one agent',
        url: `/api/reports/tickets?${query}`,
        headers: await headersOf(`agent1@${BIG_ORGANIZATION_SUBDOMAIN}.bench.test`),
      },
      {
        label: 'ticket report CSV, 90 days, org admin',
        url: `/api/reports/tickets.csv?${query}`,
        headers: await headersOf(BENCH_ADMIN_EMAIL),
      },
      {
        label: 'ticket report, 366 days, org admin',
        url: `/api/reports/tickets?from=${addDays(to, -365)}&to=${to}`,
        headers: await headersOf(BENCH_ADMIN_EMAIL),
      },
      {
        label: 'service levels, 366 days, org admin',
        url: `/api/reports/service-levels?from=${addDays(to, -365)}&to=${to}`,
        headers: await headersOf(BENCH_ADMIN_EMAIL),
      },
    ];
    let isMet = true;
    for (const { label, url, headers } of cases) {
      const started = performance.now();
      const first = await app.inject({ method: 'GET', url, headers });
      const firstMs = performance.now() - started;
      if (first.statusCode !== 200) throw new Error(`${label}: ${first.statusCode} ${first.body}`);
      const samples: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const runStarted = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        samples.push(performance.now() - runStarted);
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      }
      const figures = url.includes('.csv') ? '' : summaryOf(first.json());
      console.log(
        `${label.padEnd(40)} first ${firstMs.toFixed(0).padStart(5)} ms  median ${median(samples).toFixed(1).padStart(7)} ms  max ${Math.max(
          ...samples,
        )
          .toFixed(1)
          .padStart(7)} ms  ${figures}`,
      );
      if (label === 'ticket report, 90 days, org admin') isMet = median(samples) <= GOAL_MS && firstMs <= GOAL_MS;
    }
    console.log(
      `goal: a 90-day report in at most ${GOAL_MS} ms: ${isMet ? 'met' : 'NOT met'}; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    return isMet;
  } finally {
    await app.close();
    await db.close();
  }
}

function summaryOf(report: {
  days: { created: number; resolved: number; backlog: number }[];
  slaMet: unknown[];
  firstResponse: { count: number };
}): string {
  const created = report.days.reduce((sum, day) => sum + day.created, 0);
  const resolved = report.days.reduce((sum, day) => sum + day.resolved, 0);
  return `(${created} created, ${resolved} resolved, backlog ${report.days.at(-1)?.backlog}, ${report.firstResponse.count} first responses, ${report.slaMet.length} target rows)`;
}

const engines: Engine[] = flags.engine === 'all' ? ['pglite', 'postgresql'] : [flags.engine as Engine];
let isEverythingMet = true;
for (const engine of engines) {
  // The data set goes beside BENCH_DATABASE_URL's database, else beside DATABASE_URL's, else in a throw-away cluster.
  const serverUrl =
    engine !== 'postgresql'
      ? undefined
      : process.env.BENCH_DATABASE_URL
        ? postgresServerUrl('reports')
        : (process.env.DATABASE_URL ?? postgresServerUrl('reports'));
  if (serverUrl === null) {
    console.log('\npostgresql: skipped (set BENCH_DATABASE_URL or install the postgresql package)');
    continue;
  }
  isEverythingMet = (await runEngine(engine, serverUrl)) && isEverythingMet;
}
if (!isEverythingMet) process.exitCode = 1;

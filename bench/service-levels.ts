// Brings 10,000 open tickets under changed service-level terms, as the recompute job does after an admin edits a
// policy: first under a new policy (20,000 clocks started), then under a changed one (the clocks rebased), on an
// in-memory PGlite and on PostgreSQL (BENCH_DATABASE_URL, else a throw-away local cluster when Debian's
// postgresql package is installed).
//   node bench/service-levels.ts [--engine all|pglite|postgresql] [--tickets 10000]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Engine, openDatabase, queryRows } from '../src/server/db/client.ts';
import * as repository from '../src/server/features/service-levels/service-levels.repository.ts';
import { createServiceLevelRecomputeHandler } from '../src/server/features/service-levels/service-levels.service.ts';
import { createOrganization } from '../tests/support/factories.ts';
import { runOnEngines } from './bench-postgres.ts';

const { values: flags } = parseArgs({
  options: { engine: { type: 'string', default: 'all' }, tickets: { type: 'string', default: '10000' } },
});
const TICKETS = Number(flags.tickets);
const GOAL_MS = 5000;
const nineToFive = [{ start: '09:00', end: '17:00' }];
const hours = (count: number) => ({ minutes: count * 60, isBusinessHours: true });
const clock = { now: () => new Date() };

async function runEngine(engine: Engine, databaseUrl: string | undefined): Promise<boolean> {
  const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    const organization = await createOrganization(db);
    const organizationId = organization.id;
    const policyId = await db.withTenant({ organizationId }, async (tx) => {
      await tx.execute(sql`
        insert into tickets (organization_id, ticket_number, title, priority, created_at, updated_at)
        select ${organizationId}::uuid, 'B-' || i, 'Bench ticket ' || i, (array['low','medium','high','urgent'])[1 + i % 4],
               now() - i * interval '3 minutes', now() - i * interval '3 minutes'
          from generate_series(1, ${TICKETS}) as i`);
      const calendar = await repository.insertCalendar(tx, {
        organizationId,
        name: 'Office',
        timeZone: 'America/New_York',
        week: { sun: [], mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [] },
        closedDates: [{ date: '2026-12-25', name: 'Christmas Day' }],
      });
      const policy = await repository.insertPolicy(tx, {
        organizationId,
        name: 'Everything',
        position: 0,
        calendarId: calendar?.id ?? null,
        match: { priorities: [], customerIds: [], companies: [], channels: [] },
        targets: { first_response: hours(4), next_response: null, resolution: hours(24) },
        warnAtPercent: 75,
        breachActions: { raisePriority: false, reassignTo: null },
      });
      return policy.id;
    });
    const recompute = createServiceLevelRecomputeHandler({ db, clock });
    const timed = async (label: string) => {
      const started = performance.now();
      await recompute({ organizationId }, { id: 0, queue: 'bench', attempt: 1 });
      const ms = performance.now() - started;
      console.log(`${engine}: ${label.padEnd(52)} ${Math.round(ms)} ms`);
      return ms;
    };
    const started = await timed(`${TICKETS} open tickets, 2 clocks each started`);
    await db.withTenant({ organizationId }, (tx) =>
      repository.updatePolicy(tx, organizationId, policyId, {
        targets: { first_response: hours(2), next_response: null, resolution: hours(16) },
      }),
    );
    const rebased = await timed(`${TICKETS} open tickets, their clocks rebased`);
    const [{ clocks } = { clocks: 0 }] = await db.withTenant({ organizationId }, (tx) =>
      queryRows<{ clocks: number }>(
        tx,
        sql`select count(*)::int as clocks from ticket_sla_clocks where organization_id = ${organizationId}`,
      ),
    );
    const isMet = Math.max(started, rebased) <= GOAL_MS;
    console.log(
      `${engine}: ${clocks} clocks; goal ${TICKETS} tickets recomputed in under ${GOAL_MS} ms: ${isMet ? 'met' : 'NOT met'}; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    return isMet;
  } finally {
    await db.close();
  }
}

await runOnEngines('service-levels', flags.engine, runEngine);

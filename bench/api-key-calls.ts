// A call made with an API key against the same call made signed in, paired in one run (key, session, key, session…)
// on the same app and data: the ticket list and the customer list of an organization of 500 tickets and 200
// customers, on an in-memory PGlite and on PostgreSQL (BENCH_DATABASE_URL, else a throw-away local cluster).
//   node bench/api-key-calls.ts [--engine all|pglite|postgresql] [--runs 300]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Engine, openDatabase } from '../src/server/db/client.ts';
import { createMember, createOrganization } from '../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testConfig } from '../tests/support/server.ts';
import { runOnEngines } from './bench-postgres.ts';

const { values: flags } = parseArgs({ options: { engine: { type: 'string', default: 'all' }, runs: { type: 'string', default: '300' } } });
const runs = Number(flags.runs);
/** A key's call may cost at most this much more than a signed-in one (median), to allow for the noise of a shared machine. */
const ALLOWED_RATIO = 1.1;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;
const p95 = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))] ?? Number.NaN;

async function runEngine(engine: Engine, databaseUrl: string | undefined): Promise<boolean> {
  const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  // No key reaches the per-minute limit here: the limit is a test of its own.
  const app = await buildTestApp({ db, config: testConfig({ API_KEY_RATE_LIMIT_PER_MINUTE: '1000000' }) });
  try {
    const organization = await createOrganization(db);
    const admin = await createMember(db, organization, 'org_admin');
    const organizationId = organization.id;
    await db.withTenant({ organizationId }, async (tx) => {
      await tx.execute(sql`
        insert into customers (organization_id, organization_name, contact_name, email, created_at, updated_at)
        select ${organizationId}::uuid, 'Company ' || i, 'Contact ' || i, 'contact' || i || '@bench.test', now(), now()
          from generate_series(1, 200) as i`);
    });
    const session = {
      authorization: `Bearer ${await accessTokenFor(admin, testConfig(), db)}`,
      'x-tenant-subdomain': organization.subdomain,
    };
    for (let i = 0; i < 500; i += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: session,
        payload: { subject: `Bench ticket ${i}`, description: 'Bench', customerName: 'Walk-in customer', priority: 'medium' },
      });
      if (created.statusCode !== 201) throw new Error(`ticket: ${created.statusCode} ${created.body}`);
    }
    const made = await app.inject({
      method: 'POST',
      url: '/api/settings/api-keys',
      headers: session,
      payload: { name: 'Bench', scopes: ['tickets:read', 'customers'], expiresAt: null },
    });
    if (made.statusCode !== 201) throw new Error(`key: ${made.statusCode} ${made.body}`);
    const withKey = { authorization: `Bearer ${(made.json() as { secret: string }).secret}`, 'x-tenant-subdomain': organization.subdomain };

    console.log(`\n${engine}: ${runs} paired calls each (key, session, key, session…)`);
    let isMet = true;
    for (const url of ['/api/tickets', '/api/customers']) {
      const samples = { key: [] as number[], session: [] as number[] };
      const time = async (headers: Record<string, string>, into: number[]) => {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        into.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      };
      for (let warm = 0; warm < 20; warm += 1) {
        await time(withKey, []);
        await time(session, []);
      }
      for (let run = 0; run < runs; run += 1) {
        await time(withKey, samples.key);
        await time(session, samples.session);
      }
      const ratio = median(samples.key) / median(samples.session);
      console.log(
        `GET ${url.padEnd(15)} key median ${median(samples.key).toFixed(2)} ms (p95 ${p95(samples.key).toFixed(2)})  signed in median ${median(samples.session).toFixed(2)} ms (p95 ${p95(samples.session).toFixed(2)})  key/signed in ${ratio.toFixed(2)}`,
      );
      isMet = isMet && ratio <= ALLOWED_RATIO;
    }
    console.log(
      `goal: a key's call costs no more than a signed-in call (median ratio at most ${ALLOWED_RATIO}): ${isMet ? 'met' : 'NOT met'}; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    return isMet;
  } finally {
    await app.close();
    await db.close();
  }
}

await runOnEngines('api-keys', flags.engine, runEngine);

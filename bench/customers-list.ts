// Times the customer list on one organization of many customers, on an in-memory PGlite:
// the first page, a search for a name, a search for part of an e-mail, the page after a cursor, and the summary cards.
//   node bench/customers-list.ts --customers 100000
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Clock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { organizationSettings, organizations } from '../src/server/db/schema.ts';
import { listCustomers, summarizeCustomers } from '../src/server/features/customers/customers.service.ts';
import type { ActingMember } from '../src/server/http/acting-member.ts';

const { values } = parseArgs({ options: { customers: { type: 'string', default: '100000' }, runs: { type: 'string', default: '20' } } });
const total = Number(values.customers);
const runs = Number(values.runs);

const db = await openDatabase({ dataDir: 'memory://' });
const [organization] = await db.withPlatform((tx) =>
  tx
    .insert(organizations)
    .values({ name: 'Bench Customers', businessModel: 'customer-service', subdomain: `bench-customers-${Date.now()}` })
    .returning({ id: organizations.id }),
);
if (!organization) throw new Error('organization not created');
const organizationId = organization.id;

const loadStarted = performance.now();
await db.withTenant({ organizationId }, async (tx) => {
  await tx.insert(organizationSettings).values({ organizationId });
  // Names and companies from small lists, e-mails unique, one in five with a login-less phone; added over three years.
  await tx.execute(sql`
    insert into customers (organization_id, organization_name, contact_name, email, phone, created_at, updated_at)
    select ${organizationId}::uuid,
           (array['Northwind','Contoso','Initech','Umbrella Foods','Stark Logistics','Wayne Clinics','Acme Retail','Globex Energy'])[1 + i % 8] || ' ' || (i % 500),
           (array['Ana','Ben','Chloe','Daniel','Emma','Farid','Grace','Hiro','Ines','Jonas'])[1 + i % 10] || ' ' ||
             (array['Almeida','Brown','Chen','Dubois','Evans','Fischer','Garcia','Hansen','Ito','Jensen','Kowalski'])[1 + (i / 10) % 11],
           'customer' || i || '@example' || (i % 97) || '.test',
           case when i % 5 = 0 then null else '+1 555 ' || lpad((i % 10000)::text, 4, '0') end,
           now() - (i || ' minutes')::interval * 15, now()
      from generate_series(1, ${total}) as i`);
});
console.log(`loaded ${total} customers in ${Math.round(performance.now() - loadStarted)} ms`);

const actor: ActingMember = { userId: crypto.randomUUID(), email: 'admin@bench.test', name: 'Bench', role: 'org_admin', organizationId };
const clock: Clock = { now: () => new Date() };

async function time(label: string, work: () => Promise<unknown>): Promise<void> {
  await work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  const p95 = samples[Math.floor(samples.length * 0.95)] ?? 0;
  console.log(`${label.padEnd(44)} median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`);
}

async function measureAll(): Promise<void> {
  const first = await listCustomers({ db, actor, query: { status: 'active', limit: 50 } });
  await time('first page (50, newest first)', () => listCustomers({ db, actor, query: { status: 'active', limit: 50 } }));
  await time('page after a cursor', () =>
    listCustomers({ db, actor, query: { status: 'active', limit: 50, cursor: first.nextCursor ?? undefined } }),
  );
  await time('search a name ("garcia")', () => listCustomers({ db, actor, query: { status: 'active', limit: 50, search: 'garcia' } }));
  await time('search part of an e-mail ("customer4242@")', () =>
    listCustomers({ db, actor, query: { status: 'active', limit: 50, search: 'customer4242@' } }),
  );
  await time('search with no match ("zzqy")', () => listCustomers({ db, actor, query: { status: 'active', limit: 50, search: 'zzqy' } }));
  await time('summary cards (one query over all rows)', () => summarizeCustomers({ db, clock, actor }));
}

// PGlite runs no autovacuum: a table filled since the last ANALYZE is planned without statistics.
console.log('-- without statistics (as right after a large import on PGlite)');
await measureAll();
// ANALYZE needs the table's owner: PGlite's session user, under the application's role.
await db.withTenant({ organizationId }, async (tx) => {
  await tx.execute(sql`reset role`);
  await tx.execute(sql`analyze customers`);
  await tx.execute(sql`set role tandem_app`);
});
console.log('-- with statistics (as PostgreSQL keeps them, or after ANALYZE)');
await measureAll();
await db.close();

// Generates the benchmark's help desk in SQL: organizations, staff, customers, tickets with realistic text, a
// staff reply on each ticket, one ticket with 50 comments and consistent ticket counters. A data set of the requested size is reused.
//   node bench/generate-data.ts --engine pglite --tickets 100000 --organizations 1
//   node bench/generate-data.ts --engine postgresql --tickets 1000000 --organizations 1000   (BENCH_DATABASE_URL)
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type Engine, openDatabase } from '../src/server/db/client.ts';

/** Bumped whenever the generated data changes shape, so older data sets are generated again. */
const GENERATOR_VERSION = 4;
const TICKETS_PER_STATEMENT = 50_000;

export const BIG_ORGANIZATION_SUBDOMAIN = 'bench-1';
export const BENCH_ADMIN_EMAIL = `admin@${BIG_ORGANIZATION_SUBDOMAIN}.bench.test`;
export const RARE_WORD = 'quixoplasm';
export const RARE_WORD_TICKETS = 12;
/** A word only some comments have, none of the tickets' own texts: search reaches it through the comments. */
export const RARE_COMMENT_WORD = 'zyxomorph';
export const COMMON_WORD = 'login';
export const COMMON_WORD_SHARE = 0.25;
export const DETAIL_COMMENTS = 50;
/** Titles of the tickets the create call opens; a run removes those of earlier runs. */
export const CREATED_TITLE_PREFIX = 'Benchmark ticket';

export interface DatasetSize {
  tickets: number;
  organizations: number;
}

/** Where a generated data set lives: a PGlite directory or a PostgreSQL database (connection as its owner). */
export type DatasetLocation = { engine: 'pglite'; dataDir: string } | { engine: 'postgresql'; databaseUrl: string };

export interface SqlClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

const firstNames = ['Ana', 'Ben', 'Chloe', 'Daniel', 'Emma', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kara', 'Liam', 'Maya', 'Noah'];
const lastNames = ['Almeida', 'Brown', 'Chen', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen', 'Kowalski', 'Lopez'];
const companies = ['Northwind', 'Contoso', 'Initech', 'Umbrella Foods', 'Stark Logistics', 'Wayne Clinics', 'Acme Retail', 'Globex Energy'];
const problems = [
  'Cannot sign in to',
  'Error when opening',
  'Slow response from',
  'Request access to',
  'Question about',
  'Unable to update',
  'Crash in',
  'Sync failing for',
  'Billing question about',
  'Missing data in',
  'Setup help for',
  'Refund request for',
];
const topics = [
  'the mobile app',
  'the customer portal',
  'the VPN',
  'shared mailbox',
  'the invoice export',
  'the reporting dashboard',
  'my laptop',
  'the office printer',
  'calendar invites',
  'the checkout page',
  'the order history',
  'two-factor codes',
];
const sentences = [
  'It started this morning after the latest update.',
  'Several colleagues in the finance team see the same thing.',
  'I already restarted the device and cleared the cache.',
  'The error message says the request timed out.',
  'This blocks our monthly closing, please treat it as urgent.',
  'It works on the desktop but not on my phone.',
  'The problem comes back every few hours.',
  'We changed nothing on our side as far as I know.',
  'Attached is a screenshot of the warning.',
  'Could you tell me whether this is a known issue?',
  'Our customers noticed it before we did.',
  'The numbers in the report do not match the invoices.',
  'I need this fixed before the audit on Friday.',
  'The page stays blank after loading for a minute.',
  'Please call me back when you have a moment.',
  'The same order appears twice in the export.',
  'We would like to add three new users to our plan.',
  'The reminder e-mails stopped arriving last week.',
  'Printing a delivery note takes several minutes.',
  'Thanks in advance for your help.',
];
/**
 * Syllables of the names of sites, products and devices that real tickets mention: three make one of 27,000
 * words, drawn with a long tail (word k about as often as 1/k). Without such a tail the text has a few hundred
 * words and PostgreSQL's statistics judge any word they do not list to be in 0.5% of the tickets, so a rare
 * word is planned as a walk of the whole organization. None starts the rare or the common word.
 */
const syllables = 'ba de fi ko mu ra se ti vo za ne pa ru shi ta ve yo ka me no pi su te va zo da fe ha ja ri'.split(' ');

/** Tickets per organization: all in one organization, or a tenth in the big one and the rest spread evenly. */
function ticketCounts({ tickets, organizations }: DatasetSize): number[] {
  if (organizations === 1) return [tickets];
  const big = Math.round(tickets / 10);
  const others = organizations - 1;
  const rest = tickets - big;
  return [big, ...Array.from({ length: others }, (_, index) => Math.floor(rest / others) + (index < rest % others ? 1 : 0))];
}

/** A value in [0, 1) that depends only on the row and the salt: the same data every time. */
function unit(seed: string, salt: number): string {
  return `((hashint8((${seed})::bigint * 64 + ${salt})::bigint + 2147483648) / 4294967296.0)`;
}

function pick(array: string, seed: string, salt: number): string {
  return `(${array})[1 + floor(${unit(seed, salt)} * cardinality(${array}))::int]`;
}

/** One of the long-tail words: rank k of syllables.length ** 3 with a chance of about 1/k. */
function longTailWord(array: string, seed: string, salt: number): string {
  const count = syllables.length;
  const rank = `(floor(exp(${unit(seed, salt)} * ln(${count ** 3}))) - 1)::int`;
  return `(${array})[1 + ${rank} % ${count}] || (${array})[1 + ${rank} / ${count} % ${count}] || (${array})[1 + ${rank} / ${count ** 2}]`;
}

function describe(size: DatasetSize): string {
  return JSON.stringify({ generator: GENERATOR_VERSION, ...size });
}

async function datasetOf(client: SqlClient): Promise<string | null> {
  const { rows } = await client.query<{ comment: string | null }>(
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = current_database()`,
  );
  return rows[0]?.comment ?? null;
}

async function generate(client: SqlClient, size: DatasetSize, log: (line: string) => void): Promise<void> {
  const counts = ticketCounts(size);
  const q = (text: string, params?: unknown[]) => client.query(text, params);
  await q(`set maintenance_work_mem = '256MB'`);

  log(`organizations, staff and customers for ${size.organizations} organizations`);
  await q(
    `create temp table bench_orgs as
       select n as org_no, gen_random_uuid() as id, 'bench-' || n as subdomain, ($1::int[])[n] as ticket_count
         from generate_series(1, cardinality($1::int[])) n`,
    [counts],
  );
  await q(
    `insert into organizations (id, name, business_model, subdomain, subscription_tier, subscription_status)
     select id, 'Bench Organization ' || org_no, 'customer-service', subdomain, 'professional', 'active' from bench_orgs`,
  );
  await q('insert into organization_settings (organization_id) select id from bench_orgs');

  // One org admin (k = 0) and agents; the big organization has ten agents who want new tickets in the app.
  await q(
    `create temp table bench_staff as
       select o.org_no, o.id as organization_id, gen_random_uuid() as user_id,
              case when k = 0 then 'org_admin' else 'agent' end as role,
              ${pick('$1::text[]', 'o.org_no * 100 + k', 1)} || ' ' || ${pick('$2::text[]', 'o.org_no * 100 + k', 2)} as name,
              (case when k = 0 then 'admin' else 'agent' || k end) || '@' || o.subdomain || '.bench.test' as email
         from bench_orgs o, generate_series(0, case when o.org_no = 1 then 10 else 2 end) k`,
    [firstNames, lastNames],
  );
  await q(
    `insert into users (id, email, email_confirmed_at, raw_user_meta_data)
     select user_id, email, now(), jsonb_build_object('name', name) from bench_staff`,
  );
  await q(
    `insert into profiles (id, organization_id, email, name, role, has_onboarded)
     select user_id, organization_id, email, name, role, true from bench_staff`,
  );
  await q(
    `insert into agents (organization_id, user_id, name, email, role)
     select organization_id, user_id, name, email, case role when 'org_admin' then 'admin' else 'agent' end from bench_staff`,
  );
  await q(
    `insert into notification_preferences (user_id, organization_id, role_type, app_new_tickets)
     select user_id, organization_id, role, role = 'agent' from bench_staff`,
  );
  // About one customer for every twenty tickets.
  await q(
    `insert into customers (organization_id, organization_name, contact_name, email, created_at, updated_at)
     select o.id, ${pick('$3::text[]', 'o.org_no * 100000 + k', 3)},
            ${pick('$1::text[]', 'o.org_no * 100000 + k', 1)} || ' ' || ${pick('$2::text[]', 'o.org_no * 100000 + k', 2)},
            'customer' || k || '@' || o.subdomain || '.example.test', now() - interval '800 days', now() - interval '800 days'
       from bench_orgs o, generate_series(1, greatest(5, ceil(o.ticket_count / 20.0)::int)) k`,
    [firstNames, lastNames, companies],
  );
  await q(
    `create temp table bench_picks as
       select o.org_no, c.ids as customer_ids, c.names as customer_names, s.ids as staff_ids
         from bench_orgs o
         join (select organization_id, array_agg(id order by email) as ids, array_agg(contact_name order by email) as names
                 from customers group by organization_id) c on c.organization_id = o.id
         join (select organization_id, array_agg(user_id order by email) as ids from bench_staff group by organization_id) s
           on s.organization_id = o.id`,
  );

  // Secondary indexes are built once after the load: much faster than maintaining them row by row.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename in ('tickets', 'ticket_comments')
        and indexname not in (select conname from pg_constraint where conrelid in ('tickets'::regclass, 'ticket_comments'::regclass))`,
  );
  for (const index of indexes) await q(`drop index ${index.name}`);

  const seed = '(o.org_no::bigint * 10000000 + i)';
  const age = '((o.ticket_count - i)::float8 / o.ticket_count)';
  const rareEvery = Math.max(1, Math.floor((counts[0] ?? 1) / RARE_WORD_TICKETS));
  const insertTickets = `
    insert into tickets (organization_id, ticket_number, title, description, status, priority, customer_id, customer_name,
                         created_by, assigned_to, created_at, updated_at)
    select o.id, 'TKT-' || (999 + i),
           ${pick('$4::text[]', seed, 10)} || ' ' || ${pick('$5::text[]', seed, 11)},
           ${pick('$6::text[]', seed, 12)} || ' ' || ${pick('$6::text[]', seed, 13)} || ' ' || ${pick('$6::text[]', seed, 14)}
             || ' It concerns the ' || ${longTailWord('$7::text[]', seed, 25)} || ' site.'
             || case when ${unit(seed, 15)} < ${COMMON_WORD_SHARE} then ' The ${COMMON_WORD} page rejects my password.' else '' end
             || case when o.org_no = 1 and i % ${rareEvery} = 0 and i / ${rareEvery} <= ${RARE_WORD_TICKETS}
                     then ' The ${RARE_WORD} module shows an error.' else '' end,
           case when ${age} < 0.03 then (array['open', 'open', 'in_progress', 'waiting_customer', 'waiting_agent'])[1 + floor(${unit(seed, 16)} * 5)::int]
                when ${age} < 0.10 then (array['in_progress', 'waiting_customer', 'resolved', 'resolved', 'closed'])[1 + floor(${unit(seed, 16)} * 5)::int]
                when ${unit(seed, 16)} < 0.8 then 'closed' else 'resolved' end,
           case when ${unit(seed, 17)} < 0.3 then 'low' when ${unit(seed, 17)} < 0.8 then 'medium'
                when ${unit(seed, 17)} < 0.95 then 'high' else 'urgent' end,
           p.customer_ids[1 + floor(${unit(seed, 18)} * cardinality(p.customer_ids))::int],
           p.customer_names[1 + floor(${unit(seed, 18)} * cardinality(p.customer_names))::int],
           case when ${unit(seed, 19)} < 0.4 then ${pick('p.staff_ids', seed, 20)} end,
           case when ${unit(seed, 21)} < 0.9 or ${age} > 0.01 then ${pick('p.staff_ids', seed, 22)} end,
           now() - interval '730 days' * ((o.ticket_count - i + ${unit(seed, 23)}) / o.ticket_count),
           now() - interval '730 days' * ((o.ticket_count - i) / o.ticket_count::float8) + interval '1 hour' * (${unit(seed, 24)} * 48)
      from unnest($1::int[], $2::int[], $3::int[]) as chunk(org_no, lo, hi)
      join bench_orgs o using (org_no)
      join bench_picks p using (org_no)
      cross join lateral generate_series(chunk.lo, chunk.hi) i`;
  let chunk: [number[], number[], number[]] = [[], [], []];
  let inChunk = 0;
  let written = 0;
  const flush = async () => {
    if (inChunk === 0) return;
    await q(insertTickets, [...chunk, problems, topics, sentences, syllables]);
    written += inChunk;
    log(`tickets: ${written} of ${size.tickets}`);
    chunk = [[], [], []];
    inChunk = 0;
  };
  for (const [index, count] of counts.entries()) {
    for (let lo = 1; lo <= count; lo += TICKETS_PER_STATEMENT) {
      const hi = Math.min(count, lo + TICKETS_PER_STATEMENT - 1);
      if (inChunk + hi - lo + 1 > TICKETS_PER_STATEMENT) await flush();
      chunk[0].push(index + 1);
      chunk[1].push(lo);
      chunk[2].push(hi);
      inChunk += hi - lo + 1;
    }
  }
  await flush();

  // A staff reply on every ticket, a few of the big organization's with the rare comment word.
  log('comments');
  await q(
    `insert into ticket_comments (organization_id, ticket_id, user_id, user_name, user_email, content, created_at, updated_at)
     select t.organization_id, t.id, p.staff_ids[1], 'Support', 'support@bench.test',
            ${pick('$1::text[]', 'hashtext(t.id::text)', 32)}
              || case when o.org_no = 1 and t.ticket_number in (select 'TKT-' || (999 + k * ${rareEvery} + 1) from generate_series(1, ${RARE_WORD_TICKETS}) k)
                      then ' We replaced the ${RARE_COMMENT_WORD} board.' else '' end,
            t.created_at + interval '1 hour', t.created_at + interval '1 hour'
       from tickets t join bench_orgs o on o.id = t.organization_id join bench_picks p using (org_no)`,
    [sentences],
  );

  log(`indexes (${indexes.length})`);
  for (const index of indexes) await q(index.definition);

  await q(`insert into ticket_counters (organization_id, period_key, last_number) select id, 'all', 999 + ticket_count from bench_orgs`);
  // The big organization's newest ticket carries the conversation the detail call reads: its reply and these.
  await q(
    `with ticket as (
       select t.id, t.organization_id, t.created_at from tickets t join bench_orgs o on o.id = t.organization_id
        where o.org_no = 1 order by t.created_at desc limit 1)
     insert into ticket_comments (organization_id, ticket_id, user_id, user_name, user_email, content, created_at, updated_at)
     select t.organization_id, t.id, s.user_id, s.name, s.email, ${pick('$1::text[]', 'k', 30)} || ' ' || ${pick('$1::text[]', 'k', 31)},
            t.created_at + interval '10 minutes' * k, t.created_at + interval '10 minutes' * k
       from ticket t, generate_series(1, ${DETAIL_COMMENTS - 1}) k
       join lateral (select user_id, name, email from bench_staff where org_no = 1 order by email offset k % 11 limit 1) s on true`,
    [sentences],
  );
  await q(
    `update tickets t set comment_count = c.count
       from (select ticket_id, count(*) as count from ticket_comments group by ticket_id) c where c.ticket_id = t.id`,
  );

  log('vacuum and analyze');
  await q('vacuum (analyze) tickets');
  await q('vacuum (analyze) ticket_comments');
  await q('analyze');
  const { rows } = await client.query<{ name: string }>('select current_database() as name');
  await q(`comment on database ${pg.escapeIdentifier(rows[0]?.name ?? 'postgres')} is ${pg.escapeLiteral(describe(size))}`);
}

async function openPgliteOwner(dataDir: string): Promise<SqlClient> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin } });
  return { query: (text, params) => client.query(text, params), close: () => client.close() };
}

async function openPostgresOwner(databaseUrl: string): Promise<SqlClient> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    query: async <Row>(text: string, params?: unknown[]) => ({ rows: (await client.query(text, params)).rows as Row[] }),
    close: () => client.end(),
  };
}

/** A connection to a generated data set as its owner (no row-level security), for a benchmark's own additions. */
export function openDatasetOwner(location: DatasetLocation): Promise<SqlClient> {
  return location.engine === 'pglite' ? openPgliteOwner(location.dataDir) : openPostgresOwner(location.databaseUrl);
}

const benchDataRoot = fileURLToPath(new URL('./.data', import.meta.url));

/** The benchmark's own database beside the server's default one, named by its size. */
function benchDatabaseUrl(serverUrl: string, size: DatasetSize): { url: string; name: string } {
  const url = new URL(serverUrl);
  const name = `tandem_bench_${size.tickets}_${size.organizations}`;
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

/** The data set of this size, generated unless it already exists. */
export async function ensureDataset(
  options: DatasetSize & { engine: Engine; serverUrl?: string; log?: (line: string) => void },
): Promise<DatasetLocation> {
  const size = { tickets: options.tickets, organizations: options.organizations };
  const log = options.log ?? ((line: string) => console.log(`[data] ${line}`));
  const startedAt = performance.now();

  let location: DatasetLocation;
  let openOwner: () => Promise<SqlClient>;
  let recreate: () => Promise<void>;
  if (options.engine === 'pglite') {
    const dataDir = `${benchDataRoot}/pglite-${size.tickets}-${size.organizations}`;
    location = { engine: 'pglite', dataDir };
    openOwner = () => openPgliteOwner(dataDir);
    recreate = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    if (!options.serverUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL');
    const { url, name } = benchDatabaseUrl(options.serverUrl, size);
    location = { engine: 'postgresql', databaseUrl: url };
    openOwner = () => openPostgresOwner(url);
    const admin = async (statement: string) => {
      const client = await openPostgresOwner(options.serverUrl as string);
      try {
        await client.query(statement);
      } finally {
        await client.close();
      }
    };
    recreate = async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
    };
    const serverClient = await openPostgresOwner(options.serverUrl);
    const { rows } = await serverClient.query('select 1 from pg_database where datname = $1', [name]);
    await serverClient.close();
    if (rows.length === 0) await admin(`create database ${name}`);
  }

  const isPresent = location.engine === 'postgresql' || existsSync(`${location.dataDir}/PG_VERSION`);
  if (isPresent) {
    const owner = await openOwner();
    const existing = await datasetOf(owner).finally(() => owner.close());
    if (existing === describe(size)) {
      log(`reusing ${size.tickets} tickets in ${size.organizations} organizations (${options.engine})`);
      return location;
    }
    await recreate();
  }

  log(`generating ${size.tickets} tickets in ${size.organizations} organizations (${options.engine})`);
  // The server's own start-up creates the schema, the role and the extensions.
  const app = await openDatabase(
    location.engine === 'pglite' ? { dataDir: location.dataDir } : { databaseUrl: location.databaseUrl, dataDir: '', poolSize: 1 },
  );
  await app.close();
  const owner = await openOwner();
  try {
    await generate(owner, size, log);
  } finally {
    await owner.close();
  }
  log(`done in ${Math.round((performance.now() - startedAt) / 1000)} s`);
  return location;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'pglite' },
      tickets: { type: 'string', default: '100000' },
      organizations: { type: 'string', default: '1' },
    },
  });
  if (values.engine !== 'pglite' && values.engine !== 'postgresql') throw new Error('--engine is pglite or postgresql');
  await ensureDataset({
    engine: values.engine,
    tickets: Number(values.tickets),
    organizations: Number(values.organizations),
    serverUrl: process.env.BENCH_DATABASE_URL,
  });
}

// The servers under load, in a process of their own so that the load generator does not share their event loop:
// the real app, a bare Fastify hello route and a primary-key query route. Prints one JSON line of BenchTargets.
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadSigningKeys } from '../src/server/auth/signing-keys.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, queryRows } from '../src/server/db/client.ts';
import { authSessions, customers, organizations, profiles, tickets } from '../src/server/db/schema.ts';
import { BENCH_ADMIN_EMAIL, BIG_ORGANIZATION_SUBDOMAIN, CREATED_TITLE_PREFIX, DETAIL_COMMENTS } from './generate-data.ts';

export interface BenchTargets {
  appUrl: string;
  /** The address the access token was issued for, which another server must be given to accept it. */
  publicUrl: string;
  helloUrl: string;
  primaryKeyUrl: string;
  primaryKeyLabel: string;
  subdomain: string;
  accessToken: string;
  detailTicketId: string;
  customerId: string;
}

const databaseUrl = process.env.BENCH_TARGET_DATABASE_URL;
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: process.env.BENCH_DATA_DIR,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });

const [organization] = await db.withPlatform((tx) =>
  tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.subdomain, BIG_ORGANIZATION_SUBDOMAIN)),
);
if (!organization) throw new Error(`no organization ${BIG_ORGANIZATION_SUBDOMAIN}: generate the data first`);
const organizationId = organization.id;

const facts = await db.withTenant({ organizationId }, async (tx) => {
  // Tickets created by an earlier run would make reruns drift from the generated data.
  const created = sql`select id from tickets where organization_id = ${organizationId} and title like ${`${CREATED_TITLE_PREFIX} %`}`;
  await tx.execute(sql`delete from notifications where related_id in (${created})`);
  await tx.execute(sql`delete from tickets where id in (${created})`);
  const [admin] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, BENCH_ADMIN_EMAIL));
  const [detail] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.commentCount, DETAIL_COMMENTS)))
    .limit(1);
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.organizationId, organizationId)).limit(1);
  if (!admin || !detail || !customer) throw new Error('the generated data lacks its admin, detail ticket or customer');
  return { adminId: admin.id, detailTicketId: detail.id, customerId: customer.id };
});

// Signed with the deployment's key for a session of the admin's, exactly as the auth service issues it after a sign-in.
const keys = await loadSigningKeys(db, `${config.publicUrl}/auth/v1`);
const [session] = await db.withPlatform((tx) =>
  tx.insert(authSessions).values({ userId: facts.adminId }).returning({ id: authSessions.id }),
);
if (!session) throw new Error('the benchmark session was not created');
const accessToken = await keys.sign(
  { sub: facts.adminId, email: BENCH_ADMIN_EMAIL, session_id: session.id, user_metadata: {}, app_metadata: {} },
  86_400,
);

const app = await buildApp({ config, db, logger: false });

const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));

const primaryKey = Fastify({ logger: false });
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null;
const pkSelect = 'select id, ticket_number, title, status from tickets where id = $1';
if (pool) {
  primaryKey.get<{ Params: { id: string } }>('/tickets/:id', async (request) => (await pool.query(pkSelect, [request.params.id])).rows[0]);
} else {
  primaryKey.get<{ Params: { id: string } }>('/tickets/:id', (request) =>
    db.withTenant({ organizationId }, async (tx) => {
      const rows = await queryRows(tx, sql`select id, ticket_number, title, status from tickets where id = ${request.params.id}`);
      return rows[0];
    }),
  );
}
const primaryKeyLabel = pool
  ? 'PostgreSQL primary-key select (node-postgres pool, owner, no transaction)'
  : 'PGlite primary-key select (tenant transaction on the app client)';

async function listen(server: FastifyInstance): Promise<string> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

const targets: BenchTargets = {
  appUrl: await listen(app),
  publicUrl: config.publicUrl,
  helloUrl: await listen(hello),
  primaryKeyUrl: `${await listen(primaryKey)}/tickets/${facts.detailTicketId}`,
  primaryKeyLabel,
  subdomain: BIG_ORGANIZATION_SUBDOMAIN,
  accessToken,
  detailTicketId: facts.detailTicketId,
  customerId: facts.customerId,
};
process.stdout.write(`${JSON.stringify(targets)}\n`);

process.once('SIGTERM', async () => {
  await Promise.all([app.close(), hello.close(), primaryKey.close()]);
  await pool?.end();
  await db.close();
  process.exit(0);
});

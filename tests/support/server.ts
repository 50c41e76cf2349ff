import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Role } from '../../src/domain/roles.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadSigningKeys } from '../../src/server/auth/signing-keys.ts';
import type { Clock } from '../../src/server/clock.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { authSessions } from '../../src/server/db/schema.ts';

let shared: Promise<Database> | undefined;
let workerUrl: Promise<string | undefined> | undefined;

/**
 * This worker's own PostgreSQL database beside DATABASE_URL's (created on first use), or undefined for
 * the embedded engine. Workers run at the same time; one database each keeps one worker's job queue and
 * mailbox from being drained by another's.
 */
export function testDatabaseUrl(): Promise<string | undefined> {
  workerUrl ??= (async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) return undefined;
    const name = `tandem_test_${process.env.VITEST_POOL_ID ?? '0'}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerUrl;
}

/**
 * The worker's database, migrated once and shared by its test files, which run one after another
 * (see testDatabaseUrl; otherwise an in-memory PGlite). Tests isolate themselves by creating their
 * own organizations.
 */
export function testDatabase(): Promise<Database> {
  shared ??= testDatabaseUrl().then((databaseUrl) => openDatabase({ databaseUrl, dataDir: 'memory://' }));
  return shared;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  // No load shedding: the test files' apps share one busy process; the resilience suite measures shedding.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PORT: '3000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    MAX_EVENT_LOOP_UTILIZATION: '0',
    MAX_WAITING_FOR_CONNECTION: '0',
    MAX_CONNECTION_WAIT_MS: '0',
    ...overrides,
  });
}

/** Auth limits no test reaches: for tests that sign in or fail to, many times, from one address. */
export const unlimitedAuthSettings = {
  AUTH_RATE_LIMIT_PER_HOUR: '1000000',
  SIGN_IN_FAILURES_BEFORE_LOCKOUT: '1000000',
  SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR: '1000000',
};

export async function buildTestApp(options: { config?: Config; db?: Database; clock?: Clock } = {}): Promise<FastifyInstance> {
  const db = options.db ?? (await testDatabase());
  const app = await buildApp({ config: options.config ?? testConfig(), db, clock: options.clock, logger: false, webRoot: '/nonexistent' });
  await app.ready();
  return app;
}

/**
 * A signed access token for a user, of a session of theirs, as the auth service would issue it. A super admin's is of
 * a session that verified its second factor: super admins cannot work without one (decision 185).
 */
export async function accessTokenFor(
  user: { id: string; email: string; role?: Role },
  config: Config = testConfig(),
  database?: Database,
): Promise<string> {
  const db = database ?? (await testDatabase());
  const keys = await loadSigningKeys(db, `${config.publicUrl}/auth/v1`);
  const aal = user.role === 'super_admin' ? 'aal2' : 'aal1';
  const [session] = await db.withPlatform((tx) =>
    tx.insert(authSessions).values({ userId: user.id, aal }).returning({ id: authSessions.id }),
  );
  if (!session) throw new Error('session not created');
  return keys.sign({ sub: user.id, email: user.email, session_id: session.id, aal, user_metadata: {}, app_metadata: {} }, 600);
}

export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

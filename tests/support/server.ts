import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type Clock } from '../../src/server/app.ts';
import { loadSigningKeys } from '../../src/server/auth/signing-keys.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';

let shared: Promise<Database> | undefined;

/**
 * The worker's database, migrated once and shared by its test files (PostgreSQL when
 * DATABASE_URL is set, otherwise an in-memory PGlite). Tests isolate themselves by
 * creating their own organizations.
 */
export function testDatabase(): Promise<Database> {
  shared ??= openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  return shared;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '3000', ...overrides });
}

export async function buildTestApp(options: { config?: Config; db?: Database; clock?: Clock } = {}): Promise<FastifyInstance> {
  const db = options.db ?? (await testDatabase());
  const app = await buildApp({ config: options.config ?? testConfig(), db, clock: options.clock, logger: false, webRoot: '/nonexistent' });
  await app.ready();
  return app;
}

/** A signed access token for a user, as the auth service would issue it. */
export async function accessTokenFor(user: { id: string; email: string }, config: Config = testConfig()): Promise<string> {
  const keys = await loadSigningKeys(await testDatabase(), `${config.publicUrl}/auth/v1`);
  return keys.sign({ sub: user.id, email: user.email, session_id: crypto.randomUUID(), user_metadata: {}, app_metadata: {} }, 600);
}

export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createTableRelationsHelpers, type ExtractTablesWithRelations, extractTablesRelationalConfig, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DomainError } from '../../domain/errors.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { isDatabaseUnavailable } from './database-error.ts';
import { PreparingClient, type PreparingClientConfig } from './prepared-statements.ts';
import * as schema from './schema.ts';
import { createWorkQueue } from './work-queue.ts';

export type Schema = typeof schema;
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Engine = 'pglite' | 'postgresql';

/** Who a transaction acts for: row-level security sees only this organization's rows (and the user's own profile). */
export interface TenantScope {
  /** Null when the request has no organization: only the user's own profile is then visible. */
  organizationId: string | null;
  userId?: string | null;
}

export interface Database {
  engine: Engine;
  /** A transaction scoped to one organization. Every tenant query goes through here. */
  withTenant<T>(scope: TenantScope, work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Read-only work for one organization (decision 091). On PostgreSQL it runs without BEGIN and COMMIT, on a
   * connection that carries the scope for its session: a list or a count costs its statements' round trips
   * only. Its statements may see different snapshots, and it cannot write (the database refuses).
   */
  withTenantRead<T>(scope: TenantScope, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** A transaction with no tenant context: platform tables only; tenant tables show no rows. */
  withPlatform<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Subscribes to a NOTIFY channel; resolves to the function that unsubscribes. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  isReachable(): Promise<boolean>;
  /** Transactions waiting for a free connection (on the embedded database, for their turn): how far the database is behind. */
  waitingForConnection(): number;
  /**
   * How long a transaction queued now would wait, in milliseconds, on the embedded database, which runs one at a
   * time (decision 094); 0 on PostgreSQL, whose pool reports only its queue's length.
   */
  expectedConnectionWaitMs(): number;
  /** The embedded database only: a gzipped tar of its data folder, taken between two transactions (decision 163). */
  dumpArchive?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

export const APP_ROLE = 'tandem_app';
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** node-postgres connection string; without it the embedded engine is used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL: statements running longer are cancelled, and a connection silent for longer is given up. */
  statementTimeoutMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.statementTimeoutMs ?? 10_000)
    : openPglite(options.dataDir);
}

async function setTenantScope(tx: Tx, scope: TenantScope): Promise<void> {
  await tx.execute(
    sql`select set_config('app.org_id', ${scope.organizationId ?? ''}, true), set_config('app.user_id', ${scope.userId ?? ''}, true)`,
  );
}

/**
 * Works as one organization inside a transaction opened without a tenant (the auth service's), or for
 * another organization than the transaction's own, then returns to `after` (no tenant unless given) for
 * whatever follows.
 */
export async function inTenantScope<T>(
  tx: Tx,
  scope: TenantScope,
  work: () => Promise<T>,
  after: TenantScope = { organizationId: null },
): Promise<T> {
  await setTenantScope(tx, scope);
  const result = await work();
  await setTenantScope(tx, after);
  return result;
}

/**
 * Work a request asks to do inside each of its transactions, just before it commits, with the transaction's
 * result: what must be written with the change or not at all (an idempotency key's answer).
 */
export const beforeCommit = new AsyncLocalStorage<(tx: Tx, result: unknown) => Promise<void>>();

async function workThenBeforeCommit<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await work(tx);
  await beforeCommit.getStore()?.(tx, result);
  return result;
}

function scoped(db: AppDatabase): Pick<Database, 'withTenant' | 'withTenantRead' | 'withPlatform'> {
  return {
    withTenant: (scope, work) =>
      db.transaction(async (tx) => {
        await setTenantScope(tx, scope);
        return workThenBeforeCommit(tx, work);
      }),
    // The embedded engine has one connection and no round trips to save: a read-only transaction suffices.
    withTenantRead: (scope, work) =>
      db.transaction(
        async (tx) => {
          await setTenantScope(tx, scope);
          return work(tx);
        },
        { accessMode: 'read only' },
      ),
    withPlatform: (work) => db.transaction((tx) => workThenBeforeCommit(tx, work)),
  };
}

/** The extensions ticket search needs; the migrations create them (on PostgreSQL they come with the server). */
export const pgliteExtensions = { pg_trgm, btree_gin };

/** PGlite's shared buffers are resident in its WASM heap from the start: 32 MB instead of 128 saves 100 MB idle (decision 090). */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string): Promise<Database> {
  const isOnDisk = !dataDir.startsWith('memory://');
  if (isOnDisk) mkdirSync(dataDir, { recursive: true });
  const unlock = isOnDisk ? lockDataDir(dataDir) : () => {};
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions, startParams: pgliteStartParams }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite runs no autovacuum, so nothing else keeps the planner's statistics; only the tables' owner may.
  await client.exec('ANALYZE');
  // PGlite's only user is a superuser, which row-level security never applies to.
  await client.exec(`SET ROLE ${APP_ROLE}`);
  // PGlite queues its transactions too, but says nothing of the queue: ours, in front of it, is the one measured.
  const queue = createWorkQueue();
  const { withTenant, withTenantRead, withPlatform } = scoped(db as unknown as AppDatabase);
  return {
    engine: 'pglite',
    withTenant: (scope, work) => queue.run(() => withTenant(scope, work)),
    withTenantRead: (scope, work) => queue.run(() => withTenantRead(scope, work)),
    withPlatform: (work) => queue.run(() => withPlatform(work)),
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return unsubscribe;
    },
    waitingForConnection: () => queue.waiting(),
    expectedConnectionWaitMs: () => queue.expectedWaitMs(),
    // In the queue, so that no transaction is open; PGlite runs nothing else while it copies the files.
    dumpArchive: () =>
      queue.run(async () => {
        // A checkpoint first (as the tables' owner may) keeps the recovery on restore short.
        await client.exec(`RESET ROLE; CHECKPOINT; SET ROLE ${APP_ROLE}`);
        return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
      }),
    isReachable: async () => {
      if (client.closed) return false;
      await client.query('select 1');
      return true;
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * Transactions on the pool whose BEGIN carries the tenant scope: both go to PostgreSQL in one round trip
 * (a simple query of two statements), where opening a drizzle transaction and then scoping it took two.
 * Reads run without a transaction on a connection whose session carries their scope (decision 091).
 */
function connectionsOn(pool: pg.Pool) {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  // The scope each connection's session carries, known only once PostgreSQL has confirmed it.
  const sessionScopes = new WeakMap<pg.PoolClient, string>();

  async function withConnection<T>(
    run: (client: pg.PoolClient, tx: Tx) => Promise<T>,
    onError: (error: unknown, client: pg.PoolClient) => Promise<Error | undefined>,
  ): Promise<T> {
    const client = await pool.connect();
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, relational), relational) as unknown as Tx;
    let broken: Error | undefined;
    // A connection lost between two statements is reported as an event: unheard, it would stop the process.
    const onLost = (error: Error) => {
      broken = error;
    };
    client.on('error', onLost);
    try {
      return await run(client, tx);
    } catch (error) {
      broken ??= await onError(error, client);
      throw error;
    } finally {
      client.off('error', onLost);
      if (broken) sessionScopes.delete(client);
      client.release(broken);
    }
  }

  const transaction = <T>(scope: TenantScope | null, work: (tx: Tx) => Promise<T>): Promise<T> =>
    withConnection(
      async (client, tx) => {
        // SET LOCAL hides whatever scope the session carries: a platform transaction sees no tenant's rows.
        await client.query(`begin read write; ${scopeStatementOf(client, scope ?? { organizationId: null })}`);
        const result = await workThenBeforeCommit(tx, work);
        await client.query('commit');
        return result;
      },
      async (error, client) => {
        // A connection that failed, or cannot even roll back, is dropped rather than handed to the next request;
        // one that timed out is not asked to roll back, which would wait as long again.
        if (isDatabaseUnavailable(error)) return error as Error;
        return client.query('rollback').then(
          () => undefined,
          (rollbackError: Error) => rollbackError,
        );
      },
    );

  const read = <T>(scope: TenantScope, work: (tx: Tx) => Promise<T>): Promise<T> =>
    withConnection(
      async (client, tx) => {
        const key = `${scope.organizationId ?? ''}/${scope.userId ?? ''}`;
        if (sessionScopes.get(client) !== key) {
          sessionScopes.delete(client);
          await client.query(sessionScopeStatement, [scope.organizationId ?? '', scope.userId ?? '']);
          sessionScopes.set(client, key);
        }
        return work(tx);
      },
      // Only a rule the work refused leaves the connection as it was; after any other error it is not reused.
      async (error) => (error instanceof DomainError ? undefined : (error as Error)),
    );

  return { transaction, read };
}

/** Session-level, unlike the transactions' scope: it stays with the connection for the next read of the same scope. */
const sessionScopeStatement = `select set_config('app.org_id', $1, false), set_config('app.user_id', $2, false)`;

/** The scope as one statement with its values written in (a statement of several cannot take parameters). */
function scopeStatementOf(client: pg.PoolClient, scope: TenantScope): string {
  const organizationId = client.escapeLiteral(scope.organizationId ?? '');
  const userId = client.escapeLiteral(scope.userId ?? '');
  return `select set_config('app.org_id', ${organizationId}, true), set_config('app.user_id', ${userId}, true)`;
}

async function openPostgres(databaseUrl: string, poolSize: number, statementTimeoutMs: number): Promise<Database> {
  const owner = new pg.Client({ connectionString: databaseUrl });
  await owner.connect();
  try {
    // Two processes starting together must not run the same migration twice.
    await owner.query('select pg_advisory_lock(72410001)');
    await migrateNodePg(drizzleNodePg({ client: owner }), { migrationsFolder });
  } finally {
    await owner.end();
  }

  const poolConfig: pg.PoolConfig & PreparingClientConfig = {
    Client: PreparingClient,
    connectionString: databaseUrl,
    max: poolSize,
    // Only a transaction that asks for it may write: a read that writes by mistake fails instead of committing piecemeal.
    options: `-c role=${APP_ROLE} -c default_transaction_read_only=on`,
    connectionTimeoutMillis: 5000,
    statement_timeout: statementTimeoutMs,
    // A connection that stops answering (a network fault) fails the query a little after the server would have cancelled it.
    readTimeoutMillis: statementTimeoutMs + 2000,
    keepAlive: true,
  };
  // The pool hands its options to each connection it opens.
  const pool = new pg.Pool(poolConfig);
  // An idle client that loses its server is dropped by the pool; without a listener the error would crash the process.
  pool.on('error', () => {});
  const { transaction, read } = connectionsOn(pool);
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.Client | null = null;

  async function connectListener(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of listeners.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => {
      listenClient = null;
      setTimeout(() => void resubscribe(), 1000);
    });
    listenClient = client;
    return client;
  }

  async function resubscribe(): Promise<void> {
    try {
      const client = await connectListener();
      for (const channel of listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      setTimeout(() => void resubscribe(), 1000);
    }
  }

  return {
    engine: 'postgresql',
    withTenant: (scope, work) => transaction(scope, work),
    withTenantRead: (scope, work) => read(scope, work),
    withPlatform: (work) => transaction(null, work),
    listen: async (channel, onMessage) => {
      const handlers = listeners.get(channel) ?? new Set();
      handlers.add(onMessage);
      listeners.set(channel, handlers);
      const client = await connectListener();
      if (handlers.size === 1) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        handlers.delete(onMessage);
        if (handlers.size === 0) {
          listeners.delete(channel);
          await listenClient?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        }
      };
    },
    waitingForConnection: () => pool.waitingCount,
    expectedConnectionWaitMs: () => 0,
    isReachable: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      const client = listenClient;
      listenClient = null;
      client?.removeAllListeners('error');
      await client?.end();
      await pool.end();
    },
  };
}

/** Runs raw SQL and returns its rows, the same on both engines. */
export async function queryRows<Row>(tx: Tx, query: SQL): Promise<Row[]> {
  const result = (await tx.execute(query)) as { rows: Row[] };
  return result.rows;
}

/**
 * Statements as one, each before the last a WITH query of it (`named` ones under their names, for the last
 * to read what they return): one round trip, for writes that must be quick once a transaction holds a lock
 * others wait for. They share a snapshot, so none sees another's rows but through what it returns.
 */
export function asOneStatement(before: readonly SQL[], last: SQL, named: Readonly<Record<string, SQL>> = {}): SQL {
  const queries = [
    ...before.map((statement, index) => sql`${sql.identifier(`write_${index}`)} as (${statement})`),
    ...Object.entries(named).map(([name, statement]) => sql`${sql.identifier(name)} as (${statement})`),
  ];
  return queries.length === 0 ? last : sql`with ${sql.join(queries, sql`, `)} ${last}`;
}

/** Runs a raw SQL write and returns how many rows it changed, the same on both engines. */
export async function executeCount(tx: Tx, query: SQL): Promise<number> {
  const result = (await tx.execute(query)) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, type Engine, openDatabase, pgliteExtensions } from '../../src/server/db/client.ts';

export interface ScratchDatabase {
  /** Where it is, for a server process started on it. */
  location: { databaseUrl: string } | { dataDir: string };
  /** Opens (or, after closing it, reopens) the same database, as a restarted process would. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A database of its own, for tests that must not share the worker's database: a restart,
 * or a job queue that no other test file may drain. A PostgreSQL database beside the test one
 * when DATABASE_URL is set, otherwise a PGlite directory on disk; or the engine asked for.
 */
export async function createScratchDatabase({ engine }: { engine?: Engine } = {}): Promise<ScratchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (engine === 'postgresql' && !serverUrl) throw new Error('set DATABASE_URL to a PostgreSQL server (scripts/postgres-for-tests.sh)');
  if (serverUrl && engine !== 'pglite') {
    const name = `tandem_scratch_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      location: { databaseUrl: url.toString() },
      open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 }),
      drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'tandem-scratch-'));
  return {
    location: { dataDir },
    open: () => openDatabase({ dataDir }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Runs a query as the database's owner (row-level security aside), while no server has it open. */
export async function queryAsOwner<Row>(location: ScratchDatabase['location'], query: string): Promise<Row[]> {
  if ('databaseUrl' in location) {
    const client = new pg.Client({ connectionString: location.databaseUrl });
    await client.connect();
    try {
      return (await client.query(query)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(location.dataDir, { extensions: pgliteExtensions });
  try {
    return (await client.query<Row>(query)).rows;
  } finally {
    await client.close();
  }
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/support/server.ts';
import { seedDemoData } from '../features/demo/demo.seed.ts';
import { openDatabase, pgliteExtensions } from './client.ts';
import { backupDataDir, restoreDataDir } from './pglite-archive.ts';

const countedTables = ['organizations', 'users', 'profiles', 'customers', 'tickets', 'ticket_comments', 'notifications'];

/** Row counts and the comments of the ticket with the most of them, read as the tables' owner (no row-level security). */
async function contentsOf(dataDir: string) {
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  try {
    const counts: Record<string, number> = {};
    for (const table of countedTables) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      counts[table] = rows[0]?.n ?? 0;
    }
    const { rows: comments } = await client.query<{ content: string }>(
      `select content from ticket_comments where ticket_id = (
         select ticket_id from ticket_comments group by ticket_id order by count(*) desc, ticket_id limit 1
       ) order by created_at, id`,
    );
    return { counts, comments: comments.map((comment) => comment.content) };
  } finally {
    await client.close();
  }
}

// The embedded database's own: the run on PostgreSQL (DATABASE_URL) leaves it to the run on PGlite.
describe.skipIf(process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  let folder: string;
  let dataDir: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tandem-archive-'));
    dataDir = join(folder, 'data');
    const db = await openDatabase({ dataDir });
    await seedDemoData({ db, config: testConfig(), reset: false });
    await db.close();
  }, 120_000);

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('restores the demo data with the same rows and a ticket with its comments in order', async () => {
    const file = join(folder, 'backup.tar.gz');
    await backupDataDir({ dataDir, file });
    const restoredDir = join(folder, 'restored');
    await restoreDataDir({ dataDir: restoredDir, file });

    const original = await contentsOf(dataDir);
    expect(original.counts.tickets).toBeGreaterThan(0);
    expect(original.comments.length).toBeGreaterThan(1);
    expect(await contentsOf(restoredDir)).toEqual(original);

    // The restored folder opens as the server opens it: migrations, row-level security role and all.
    const restored = await openDatabase({ dataDir: restoredDir });
    expect(await restored.isReachable()).toBe(true);
    await restored.close();
  }, 120_000);

  it('refuses to back up a database a running server has open, and says to stop it', async () => {
    const server = await openDatabase({ dataDir });
    try {
      await expect(backupDataDir({ dataDir, file: join(folder, 'refused.tar.gz') })).rejects.toThrow(
        `is open in another process (pid ${process.pid})`,
      );
      await expect(openDatabase({ dataDir })).rejects.toThrow('allows one process at a time');
    } finally {
      await server.close();
    }
  });

  it('takes over a lock left by a process that has gone, even one that had the same pid (a restarted container)', async () => {
    for (const pid of [process.pid, 2 ** 22 + 1]) {
      await writeFile(join(dataDir, 'tandem.lock'), String(pid));
      const db = await openDatabase({ dataDir });
      expect(await db.isReachable()).toBe(true);
      await db.close();
    }
  });

  it('never restores over a database, nor from a file that is not a backup', async () => {
    const file = join(folder, 'not-a-backup.json');
    await writeFile(file, '{"tickets": []}');
    await expect(restoreDataDir({ dataDir, file })).rejects.toThrow('is not empty; restore into an empty folder');
    await expect(restoreDataDir({ dataDir: join(folder, 'empty'), file })).rejects.toThrow('is not a backup written by npm run backup');
  });
});

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/support/free-port.ts';
import { killStartedServers, signInOver, startServer } from '../../../tests/support/server-process.ts';
import { startWriters, type Write } from '../../../tests/support/writers.ts';
import { DEMO_PASSWORD } from '../features/demo/demo.seed.ts';
import { pgliteExtensions } from './client.ts';
import { archiveNameAt, pruneArchives } from './live-backup.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run backup` or `npm run restore`, as an operator types it (the script's own command, without npm's banner). */
function archiveCli(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['src/server/db/archive-cli.ts', ...args], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env } });
}

/** The markers of the tickets and comments stored in a data folder, read as the tables' owner. */
async function storedMarkers(dataDir: string, runId: string): Promise<Set<string>> {
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  try {
    const { rows } = await client.query<{ marker: string }>(
      `select title as marker from tickets where title like $1 union all select content from ticket_comments where content like $1`,
      [`${runId}-%`],
    );
    return new Set(rows.map((row) => row.marker));
  } finally {
    await client.close();
  }
}

// The embedded database's own: the run on PostgreSQL (DATABASE_URL) leaves it to the run on PGlite.
describe.skipIf(process.env.DATABASE_URL)('live backup of the embedded database', () => {
  const folders: string[] = [];
  afterAll(async () => {
    killStartedServers();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('keeps the newest BACKUP_KEEP archives in BACKUP_DIR and leaves other files there alone', async () => {
    const backupDir = await mkdtemp(join(tmpdir(), 'tandem-prune-'));
    folders.push(backupDir);
    const names = [0, 1, 2, 3].map((hour) => archiveNameAt(new Date(Date.UTC(2026, 0, 1, hour))));
    for (const name of [...names, 'notes.txt', 'tandem-by-hand.tar.gz']) await writeFile(join(backupDir, name), 'x');
    expect(await pruneArchives({ backupDir, keep: 2 })).toEqual(names.slice(0, 2));
    expect((await readdir(backupDir)).sort()).toEqual([...names.slice(2), 'notes.txt', 'tandem-by-hand.tar.gz'].sort());
  });

  it('backs up a running server while it is written to, on request and on a schedule, and the archive restores', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'tandem-live-backup-'));
    folders.push(folder);
    const dataDir = join(folder, 'data');
    const backupDir = join(folder, 'nightly');
    await mkdir(dataDir);
    // A scheduled backup every 1.8 s, two of them kept.
    const server = await startServer({
      port: await freePort(),
      dataDir,
      env: { BACKUP_DIR: backupDir, BACKUP_INTERVAL_HOURS: '0.0005', BACKUP_KEEP: '2' },
    });
    const accessToken = await signInOver(server.url, { subdomain: 'acme', email: 'alice@acme.test', password: DEMO_PASSWORD });
    const runId = `live-backup-${Date.now()}`;
    const writers = startWriters({ url: () => server.url, subdomain: 'acme', accessToken, writers: 4, runId, settleMs: 10_000 });

    // Asked for twice while the writers go on; what was acknowledged before each request must be in its archive.
    const backups: { file: string; acknowledgedBefore: Write[] }[] = [];
    for (const n of [1, 2]) {
      while (writers.acknowledgedCount() < n * 10) await pause(20);
      const file = join(folder, `asked-${n}.tar.gz`);
      const acknowledgedBefore = writers.writes.filter((write) => write.outcome === 'acknowledged');
      const { stdout } = await archiveCli(['backup', file], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
      expect(stdout).toContain(`The running server (pid ${server.process.pid}) backed up ${dataDir} to ${file}`);
      backups.push({ file, acknowledgedBefore });
    }
    const countAtLastBackup = writers.acknowledgedCount();
    while (writers.acknowledgedCount() < countAtLastBackup + 10) await pause(20);
    // Three scheduled archives seen; two of them are kept.
    const seen = new Set<string>();
    while (seen.size < 3) {
      if (existsSync(backupDir)) for (const name of await readdir(backupDir)) if (name.endsWith('.tar.gz')) seen.add(name);
      await pause(50);
    }
    const writes = await writers.stop();
    expect(writes.filter((write) => write.outcome !== 'acknowledged').map((write) => write.refusal)).toEqual([]);

    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect((await readdir(backupDir)).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(2);
    expect(existsSync(join(dataDir, 'tandem.lock'))).toBe(false);

    // Restored offline into a new folder, the last archive has every write acknowledged before it was asked for.
    const restoredDir = join(folder, 'restored');
    const last = backups[1] as (typeof backups)[number];
    await archiveCli(['restore', last.file], { DATA_DIR: restoredDir });
    const stored = await storedMarkers(restoredDir, runId);
    expect(last.acknowledgedBefore.length).toBeGreaterThanOrEqual(20);
    expect(last.acknowledgedBefore.filter((write) => !stored.has(write.marker)).map((write) => write.marker)).toEqual([]);
    // Nothing written after the server stopped answering could be there; the writes after the backup mostly are not.
    expect(stored.size).toBeLessThan(writes.length);

    // The restored folder opens as a server: migrations, seed check and all, with no recovery complaint.
    const restored = await startServer({ port: await freePort(), dataDir: restoredDir });
    const response = await fetch(`${restored.url}/api/health`);
    expect(response.status).toBe(200);
    restored.process.kill('SIGTERM');
    expect(await restored.exited).toBe(0);
    expect(restored.output()).not.toMatch(/\b(error|corrupt)/i);
  }, 120_000);

  it('answers that a live backup applies to the embedded database only when DATABASE_URL is set', async () => {
    await expect(archiveCli(['backup'], { DATABASE_URL: 'postgres://db.example/tandem' })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('a live backup applies to the embedded database only; use pg_dump'),
    });
  });
});

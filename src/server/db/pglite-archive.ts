import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { writeArchive } from './live-backup.ts';

/**
 * Writes the embedded database in `dataDir` to `file` as a gzipped tar of its data directory. It holds the
 * directory's lock while it reads, so a running server makes it refuse (PGlite allows one process at a time:
 * `npm run backup` then asks that server for the archive, decision 163) and no server can start half-way
 * through. The archive is written beside the target first, so a failed backup never leaves a truncated file
 * under the name asked for.
 */
export async function backupDataDir({ dataDir, file }: { dataDir: string; file: string }): Promise<{ bytes: number }> {
  const archive = await archiveDataDir({ dataDir });
  await writeArchive(file, archive);
  return { bytes: archive.byteLength };
}

/** The embedded database in `dataDir`, no process having it open, as a gzipped tar of its data directory. */
export async function archiveDataDir({ dataDir }: { dataDir: string }): Promise<Uint8Array> {
  if (!existsSync(dataDir)) throw new Error(`There is no embedded database in ${dataDir} (set DATA_DIR to the server's data folder).`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    try {
      await client.exec('CHECKPOINT');
      return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/** Restores an archive written by backupDataDir into `dataDir`, which must be missing or empty: a restore never overwrites a database. */
export async function restoreDataDir({ dataDir, file }: { dataDir: string; file: string }): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty; restore into an empty folder (set DATA_DIR to a new one), then point the server at it.`);
  }
  const archive = await readFile(file);
  if (archive[0] !== 0x1f || archive[1] !== 0x8b) {
    throw new Error(`${file} is not a backup written by npm run backup (it is not gzip-compressed).`);
  }
  await mkdir(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: pgliteExtensions, loadDataDir: new Blob([archive]) });
    await client.close();
  } finally {
    unlock();
  }
}

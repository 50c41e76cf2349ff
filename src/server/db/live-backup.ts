import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';

/** Archives written into BACKUP_DIR: the time in the name sorts them oldest first, and only these are ever pruned. */
const ARCHIVE_NAME = /^tandem-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;
const REQUEST_NAME = /^backup-request-([0-9a-f-]{36})\.json$/;
const resultName = (id: string) => `backup-result-${id}.json`;

/** How often the server looks for a backup request in its data folder. */
export const REQUEST_POLL_MS = 500;

export type BackupResult = { file: string; bytes: number } | { error: string };

/** `tandem-2026-11-27T23-56-50-123Z.tar.gz`: sortable, and valid on every file system. */
export function archiveNameAt(time: Date): string {
  return `tandem-${time.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** Writes beside the target first, so that no reader ever sees half a file under the name asked for. */
export async function writeArchive(file: string, archive: Uint8Array): Promise<void> {
  await writeFile(`${file}.partial`, archive);
  await rename(`${file}.partial`, file);
}

/** Deletes the oldest archives in `backupDir` beyond the newest `keep`; other files there are left alone. */
export async function pruneArchives({ backupDir, keep }: { backupDir: string; keep: number }): Promise<string[]> {
  const archives = (await readdir(backupDir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const deleted = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of deleted) await rm(join(backupDir, name), { force: true });
  return deleted;
}

/** Writes an archive to `file`, or (without one) into `backupDir` under the time, keeping the newest `keep` there. */
export async function saveArchive({
  archive,
  file,
  backupDir,
  keep,
  now = new Date(),
}: {
  archive: Uint8Array;
  file?: string;
  backupDir: string;
  keep: number;
  now?: Date;
}): Promise<{ file: string; bytes: number }> {
  if (file) {
    await writeArchive(file, archive);
    return { file, bytes: archive.byteLength };
  }
  await mkdir(backupDir, { recursive: true });
  const target = join(backupDir, archiveNameAt(now));
  await writeArchive(target, archive);
  await pruneArchives({ backupDir, keep });
  return { file: target, bytes: archive.byteLength };
}

export interface LiveBackupOptions {
  dataDir: string;
  backupDir: string;
  keep: number;
  /** Hours between scheduled backups into backupDir; none when undefined. */
  intervalHours?: number;
  /** A consistent gzipped archive of the open database. */
  dump: () => Promise<Uint8Array>;
  log: { info(message: string): void; error(message: string): void };
}

/**
 * The running server's side of a live backup on the embedded database: it answers the requests that
 * `npm run backup` leaves in the data folder (decision 163) and, with an interval, backs up on a schedule.
 * One backup at a time; the returned function stops both.
 */
export function startLiveBackups(options: LiveBackupOptions): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(work, work);
    running = next.catch(() => {});
    return next;
  };

  const backUp = (file?: string) =>
    serially(async () => {
      const startedAt = performance.now();
      const saved = await saveArchive({ archive: await options.dump(), file, backupDir: options.backupDir, keep: options.keep });
      options.log.info(
        `Backed up the database to ${saved.file} (${(saved.bytes / 1024 / 1024).toFixed(1)} MB) in ${Math.round(performance.now() - startedAt)} ms`,
      );
      return saved;
    });

  let isChecking = false;
  const answerRequests = async () => {
    if (isChecking) return;
    isChecking = true;
    try {
      for (const name of await readdir(options.dataDir)) {
        const id = REQUEST_NAME.exec(name)?.[1];
        if (!id) continue;
        const path = join(options.dataDir, name);
        let result: BackupResult;
        try {
          const request = JSON.parse(await readFile(path, 'utf8')) as { file?: unknown };
          // Removed before the dump, so that the archive holds no request to answer again once restored.
          await rm(path, { force: true });
          const file = typeof request.file === 'string' && isAbsolute(request.file) ? request.file : undefined;
          result = await backUp(file);
        } catch (error) {
          await rm(path, { force: true });
          result = { error: (error as Error).message };
          options.log.error(`The backup asked for failed: ${result.error}`);
        }
        await writeArchive(join(options.dataDir, resultName(id)), new TextEncoder().encode(JSON.stringify(result)));
      }
    } finally {
      isChecking = false;
    }
  };

  const poll = setInterval(() => void answerRequests().catch(() => {}), REQUEST_POLL_MS);
  poll.unref();
  const schedule =
    options.intervalHours === undefined
      ? undefined
      : setInterval(
          () => void backUp().catch((error: Error) => options.log.error(`The scheduled backup failed: ${error.message}`)),
          options.intervalHours * 3_600_000,
        );
  schedule?.unref();

  return async () => {
    clearInterval(poll);
    clearInterval(schedule);
    await running;
  };
}

/**
 * Asks the server that has `dataDir` open for a backup (to `file`, an absolute path, or into its BACKUP_DIR)
 * and waits for its answer.
 */
export async function requestLiveBackup({
  dataDir,
  file,
  timeoutMs = 10 * 60_000,
}: {
  dataDir: string;
  file?: string;
  timeoutMs?: number;
}): Promise<{ file: string; bytes: number }> {
  const id = randomUUID();
  const requestPath = join(dataDir, `backup-request-${id}.json`);
  const resultPath = join(dataDir, resultName(id));
  // Written under another name first: the server never reads half a request.
  await writeFile(`${requestPath}.partial`, JSON.stringify({ file }));
  await rename(`${requestPath}.partial`, requestPath);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(resultPath)) {
      const result = JSON.parse(await readFile(resultPath, 'utf8')) as BackupResult;
      await rm(resultPath, { force: true });
      if ('error' in result) throw new Error(`The running server could not back up the database: ${result.error}`);
      return result;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await rm(requestPath, { force: true });
  throw new Error(
    `The server that has ${dataDir} open did not answer the backup request within ${Math.round(timeoutMs / 1000)} s (is it a version without live backups?).`,
  );
}

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'tandem.lock';

/** PGlite has no lock of its own: two processes writing one data directory corrupt it. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${dataDir} is open in another process (pid ${pid}); the embedded database allows one process at a time. Stop that process (Ctrl+C in its terminal) and try again.`,
    );
  }
}

/** Takes the data directory for this process; the returned function gives it back. A lock left by a process that has died is taken over. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(path, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
    rmSync(path, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

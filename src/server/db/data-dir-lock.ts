import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'tandem.lock';
/** The lock files this process holds: a lock naming this process's pid but not listed here was left by an earlier process (a container's pid 1 restarting). */
const heldByThisProcess = new Set<string>();

/** PGlite has no lock of its own: two processes writing one data directory corrupt it. */
export class DataDirInUseError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${dataDir} is open in another process (pid ${pid}); the embedded database allows one process at a time. Stop that process (Ctrl+C in its terminal) and try again.`,
    );
    this.pid = pid;
  }
}

/** Takes the data directory for this process; the returned function gives it back. A lock left by a process that has died is taken over. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(path);
      return () => {
        heldByThisProcess.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(path, 'utf8'));
    const isHeld = holder === process.pid ? heldByThisProcess.has(path) : Number.isInteger(holder) && holder > 0 && isAlive(holder);
    if (isHeld) throw new DataDirInUseError(dataDir, holder);
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

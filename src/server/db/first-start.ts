import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Config } from '../config.ts';

/**
 * The first start of the embedded database creates it, runs every migration and fills in the demo data, which grows
 * PGlite's memory to about 800 MB that a process never gives back (decision 189). That work runs in a process of its
 * own, which ends with it; the server then opens a database that is ready, as on any later start. `script` is the
 * demo's seed command (features/demo/demo-seed-cli.ts), which opens the database and fills it unless `--migrate-only`.
 */
export async function prepareNewEmbeddedDatabase(config: Config, script: string): Promise<void> {
  if (config.DATABASE_URL || config.DATA_DIR.startsWith('memory://') || existsSync(config.DATA_DIR)) return;
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = fork(script, config.SEED_DEMO ? [] : ['--migrate-only'], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (exitCode !== 0) throw new Error(`Preparing the new database in ${config.DATA_DIR} failed (exit code ${exitCode}).`);
}

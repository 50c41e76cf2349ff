import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from './config.ts';
import { seedDemoData } from './features/demo/demo.seed.ts';
import { loggerOptionsFor, openConfiguredDatabase } from './server-process.ts';

/** A process that dies sooner than this after starting is crashing on start: restarting it again would only loop. */
const CRASH_ON_START_MS = 5_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The primary of WEB_CONCURRENCY server processes sharing one port (node:cluster hands each new connection
 * to the next process). It runs the migrations and creates the demo data once, before starting them, so
 * they do not race; it restarts a process that dies, and stops them all on SIGTERM or SIGINT.
 */
export async function superviseServerProcesses(config: Config): Promise<void> {
  const log = pino(loggerOptionsFor(config));
  const db = await openConfiguredDatabase(config);
  if (config.SEED_DEMO) {
    const seeded = await seedDemoData({ db, config, reset: false });
    if (seeded) log.info(seeded.summary);
  }
  await db.close();

  const startedAt = new Map<number, number>();
  let isStopping = false;
  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (isStopping) return;
    const livedMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (livedMs < CRASH_ON_START_MS) {
      log.fatal(`server process ${worker.id} stopped ${livedMs} ms after starting (${signal ?? `exit code ${code}`}); stopping them all`);
      void stopAll(1);
      return;
    }
    log.error(`server process ${worker.id} stopped (${signal ?? `exit code ${code}`}); starting another`);
    start();
  });

  async function stopAll(exitCode: number): Promise<void> {
    isStopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    const exited = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timeout = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
    await Promise.race([Promise.all(exited), timeout]);
    log.info(`stopped ${workers.length} server processes`);
    process.exit(exitCode);
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stopAll(0));
  for (let i = 0; i < config.processCount; i++) start();
}

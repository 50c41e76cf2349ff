import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../tests/support/clock.ts';
import { createScratchDatabase } from '../../../tests/support/scratch-database.ts';
import { testDatabase, uniqueName } from '../../../tests/support/server.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { enqueueJob } from './job-queue.ts';
import { type JobHandler, type JobWorker, retryDelayMs, startJobWorker } from './job-worker.ts';

const logger = pino({ level: 'silent' });
const idlePollMs = 60_000;
const workers: JobWorker[] = [];

function startWorker(
  db: Database,
  handlers: Record<string, JobHandler>,
  options: { clock?: ReturnType<typeof createTestClock>; pollMs?: number; lockMs?: number } = {},
) {
  const worker = startJobWorker({
    db,
    handlers,
    clock: options.clock ?? createTestClock(),
    pollMs: options.pollMs ?? idlePollMs,
    logger,
    lockMs: options.lockMs,
  });
  workers.push(worker);
  return worker;
}

async function jobRow(db: Database, id: number | null) {
  if (id === null) throw new Error('no job id');
  const [row] = await db.withPlatform((tx) => tx.select().from(jobs).where(eq(jobs.id, id)));
  if (!row) throw new Error(`job ${id} not found`);
  return row;
}

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

describe('the job queue', () => {
  it('runs a job enqueued by a committed change, once, and marks it done', async () => {
    const db = await testDatabase();
    const queue = uniqueName('queue');
    const seen: unknown[] = [];
    const id = await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: { greeting: 'hello' } }));
    const worker = startWorker(db, { [queue]: async (payload) => void seen.push(payload) });

    expect(await worker.runDueJobs()).toBe(1);
    expect(await worker.runDueJobs()).toBe(0);
    expect(seen).toEqual([{ greeting: 'hello' }]);
    expect(await jobRow(db, id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('runs a job enqueued during the current millisecond of its clock', async () => {
    const db = await testDatabase();
    const queue = uniqueName('queue');
    const id = await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: {} }));
    // The database keeps microseconds; the row read back, like the clock, has milliseconds only.
    const { runAt } = await jobRow(db, id);
    const worker = startWorker(db, { [queue]: async () => {} }, { clock: { now: () => runAt, advance: () => {} } });

    expect(await worker.runDueJobs()).toBe(1);
  });

  it('creates no job when the change that enqueued it rolls back', async () => {
    const db = await testDatabase();
    const queue = uniqueName('queue');
    const seen: unknown[] = [];
    await expect(
      db.withPlatform(async (tx) => {
        await enqueueJob(tx, { queue, payload: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const worker = startWorker(db, { [queue]: async (payload) => void seen.push(payload) });

    expect(await worker.runDueJobs()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('keeps one queued job per dedupe key', async () => {
    const db = await testDatabase();
    const queue = uniqueName('queue');
    const dedupeKey = uniqueName('digest');
    const first = await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: { n: 1 }, dedupeKey }));
    const second = await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: { n: 2 }, dedupeKey }));
    const seen: unknown[] = [];
    const worker = startWorker(db, { [queue]: async (payload) => void seen.push(payload) });

    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await worker.runDueJobs();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('waits until run_at before running a job', async () => {
    const db = await testDatabase();
    const clock = createTestClock();
    const queue = uniqueName('queue');
    const id = await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: {}, runAt: new Date(clock.now().getTime() + 60_000) }));
    const worker = startWorker(db, { [queue]: async () => {} }, { clock });

    expect(await worker.runDueJobs()).toBe(0);
    clock.advance(61_000);
    expect(await worker.runDueJobs()).toBe(1);
    expect((await jobRow(db, id)).status).toBe('done');
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const db = await testDatabase();
    const clock = createTestClock();
    const queue = uniqueName('queue');
    let calls = 0;
    const id = await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: {}, maxAttempts: 3 }));
    const worker = startWorker(
      db,
      {
        [queue]: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`SMTP server said no (${calls})`);
        },
      },
      { clock },
    );

    await worker.runDueJobs();
    const afterFirst = await jobRow(db, id);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP server said no (1)' });
    expect(afterFirst.runAt.getTime() - clock.now().getTime()).toBeGreaterThan(retryDelayMs(1) - 5_000);

    expect(await worker.runDueJobs()).toBe(0);
    clock.advance(retryDelayMs(1));
    await worker.runDueJobs();
    expect(await jobRow(db, id)).toMatchObject({ status: 'queued', attempts: 2, lastError: 'SMTP server said no (2)' });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    clock.advance(retryDelayMs(1));
    expect(await worker.runDueJobs()).toBe(0);
    clock.advance(retryDelayMs(2) - retryDelayMs(1));
    await worker.runDueJobs();
    expect(await jobRow(db, id)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(calls).toBe(3);
  });

  it('marks a job failed with its last error after max_attempts', async () => {
    const db = await testDatabase();
    const clock = createTestClock();
    const queue = uniqueName('queue');
    const id = await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: {}, maxAttempts: 2 }));
    const worker = startWorker(
      db,
      {
        [queue]: async () => {
          throw new Error('mailbox unavailable');
        },
      },
      { clock },
    );

    await worker.runDueJobs();
    clock.advance(retryDelayMs(1));
    await worker.runDueJobs();
    clock.advance(retryDelayMs(2));
    expect(await worker.runDueJobs()).toBe(0);
    expect(await jobRow(db, id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'mailbox unavailable', lockedUntil: null });
  });

  it('leaves jobs of other queues to the workers that handle them', async () => {
    const db = await testDatabase();
    const mine = uniqueName('queue');
    const theirs = uniqueName('queue');
    const otherId = await db.withPlatform((tx) => enqueueJob(tx, { queue: theirs, payload: {} }));
    const worker = startWorker(db, { [mine]: async () => {} });

    expect(await worker.runDueJobs()).toBe(0);
    expect((await jobRow(db, otherId)).status).toBe('queued');
  });

  it('takes over a job whose worker died while running it, once the lock expires', async () => {
    const db = await testDatabase();
    const clock = createTestClock();
    const queue = uniqueName('queue');
    const id = await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: {} }));
    let releaseHungWorker = () => {};
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const hung = startWorker(
      db,
      {
        [queue]: () => {
          markStarted();
          return new Promise<void>((resolve) => {
            releaseHungWorker = resolve;
          });
        },
      },
      { clock, lockMs: 30_000 },
    );
    const hungRun = hung.runDueJobs();
    await started;
    const rescued: number[] = [];
    const rescuer = startWorker(db, { [queue]: async (_payload, job) => void rescued.push(job.attempt) }, { clock, lockMs: 30_000 });

    expect(await rescuer.runDueJobs()).toBe(0);
    expect((await jobRow(db, id)).status).toBe('running');
    clock.advance(31_000);
    expect(await rescuer.runDueJobs()).toBe(1);
    expect(rescued).toEqual([2]);

    // The presumed-dead worker finishing late does not touch the job's newer attempt.
    releaseHungWorker();
    await hungRun;
    expect(await jobRow(db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs at once the jobs of a claim that committed while its answer was lost with the connection', async () => {
    const db = await testDatabase();
    const queue = uniqueName('queue');
    const id = await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: {}, maxAttempts: 1 }));
    let isAnswerLost = true;
    const lossy: Database = Object.create(db);
    lossy.withPlatform = async (work) => {
      const result = await db.withPlatform(work);
      if (isAnswerLost) {
        isAnswerLost = false;
        throw new Error('Connection terminated unexpectedly');
      }
      return result;
    };
    const seen: number[] = [];
    const worker = startWorker(lossy, { [queue]: async (_payload, job) => void seen.push(job.attempt) });

    await expect(worker.runDueJobs()).rejects.toThrow('Connection terminated unexpectedly');
    expect(await jobRow(db, id)).toMatchObject({ status: 'running', attempts: 1 });
    expect(await worker.runDueJobs()).toBe(1);
    expect(seen).toEqual([1]);
    expect(await jobRow(db, id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('gives up a job whose worker died on its last attempt', async () => {
    const db = await testDatabase();
    const clock = createTestClock();
    const queue = uniqueName('queue');
    const id = await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: {}, maxAttempts: 1 }));
    await db.withPlatform((tx) =>
      tx
        .update(jobs)
        .set({ status: 'running', attempts: 1, lockedUntil: new Date(clock.now().getTime() - 1000) })
        .where(eq(jobs.id, id ?? 0)),
    );
    const worker = startWorker(db, { [queue]: async () => {} }, { clock });

    expect(await worker.runDueJobs()).toBe(0);
    expect(await jobRow(db, id)).toMatchObject({ status: 'failed', lastError: 'The worker running it stopped before it finished.' });
  });

  it('polls for due jobs by itself', async () => {
    const db = await testDatabase();
    const queue = uniqueName('queue');
    let markRan = () => {};
    const ran = new Promise<void>((resolve) => {
      markRan = resolve;
    });
    startWorker(db, { [queue]: async () => markRan() }, { pollMs: 20 });
    await db.withPlatform((tx) => enqueueJob(tx, { queue, payload: {} }));

    await ran;
  });

  it('keeps jobs across a restart: a job enqueued before the process stops runs in the next one', async () => {
    const scratch = await createScratchDatabase();
    try {
      const queue = uniqueName('queue');
      const before = await scratch.open();
      const stoppedWorker = startJobWorker({
        db: before,
        handlers: { [queue]: async () => {} },
        clock: createTestClock(),
        pollMs: idlePollMs,
        logger,
      });
      const id = await before.withPlatform((tx) => enqueueJob(tx, { queue, payload: { to: 'someone@example.test' } }));
      await stoppedWorker.stop();
      await before.close();

      const after = await scratch.open();
      try {
        const seen: unknown[] = [];
        const worker = startWorker(after, { [queue]: async (payload) => void seen.push(payload) });
        expect(await worker.runDueJobs()).toBe(1);
        expect(seen).toEqual([{ to: 'someone@example.test' }]);
        expect((await jobRow(after, id)).status).toBe('done');
        await worker.stop();
      } finally {
        await after.close();
      }
    } finally {
      await scratch.drop();
    }
  });
});

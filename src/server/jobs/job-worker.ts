import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database, Tx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export interface JobContext {
  id: number;
  queue: string;
  /** 1 on the first run. */
  attempt: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

export interface JobWorkerOptions {
  db: Database;
  /** One handler per queue; the worker claims jobs of these queues only. */
  handlers: Record<string, JobHandler>;
  clock: Clock;
  /** Pause between polls. */
  pollMs: number;
  logger: FastifyBaseLogger;
  /** How long a claimed job stays locked; after that another worker may take it (its process is presumed dead). */
  lockMs?: number;
  /** How many jobs one claim takes and runs side by side. */
  batchSize?: number;
}

export interface JobWorker {
  /** Claims and runs every due job; resolves to how many ran. */
  runDueJobs(): Promise<number>;
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

const FIRST_RETRY_DELAY_MS = 15_000;
/** Recording a job's outcome is tried for about a minute before the job is left to its lock. */
const SETTLE_ATTEMPTS = 60;
const SETTLE_RETRY_MS = 1000;
const LONGEST_RETRY_DELAY_MS = 60 * 60_000;

/** Exponential backoff: 15 s, 30 s, 1 min, 2 min… at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), LONGEST_RETRY_DELAY_MS);
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, clock, logger } = options;
  const lockMs = options.lockMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 5;
  const queues = Object.keys(handlers);
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  const workerId = randomUUID();
  /** Jobs this worker has claimed and not yet settled. */
  const inHand = new Set<number>();

  async function claimDueJobs() {
    const now = clock.now();
    // run_at defaults to the database's now(), in microseconds; the clock counts milliseconds, so a job enqueued
    // during the current millisecond is due too.
    const endOfThisMillisecond = new Date(now.getTime() + 1);
    return db.withPlatform(async (tx) => {
      // A claim can commit while its answer is lost with the connection: its jobs would wait for their lock to expire
      // (minutes). Jobs locked by this worker that it does not hold are such jobs, never run: they are due again.
      await tx
        .update(jobs)
        .set({ status: 'queued', attempts: sql`greatest(${jobs.attempts} - 1, 0)`, lockedUntil: null, lockedBy: null, updatedAt: now })
        .where(and(eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'), notInArray(jobs.id, [...inHand])));
      // A job still running after its lock expired, with no attempts left, is given up rather than run again.
      await tx
        .update(jobs)
        .set({
          status: 'failed',
          lockedUntil: null,
          lockedBy: null,
          lastError: 'The worker running it stopped before it finished.',
          updatedAt: now,
        })
        .where(
          and(inArray(jobs.queue, queues), eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)),
        );
      const due = tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.queue, queues),
            or(
              and(eq(jobs.status, 'queued'), lt(jobs.runAt, endOfThisMillisecond)),
              and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      return tx
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: new Date(now.getTime() + lockMs),
          lockedBy: workerId,
          updatedAt: now,
        })
        .where(inArray(jobs.id, due))
        .returning({ id: jobs.id, queue: jobs.queue, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
    });
  }

  type ClaimedJob = Awaited<ReturnType<typeof claimDueJobs>>[number];

  // Each update names the attempt it settles, so a worker whose lock expired cannot overwrite a newer run.
  const isThisAttempt = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

  /**
   * Records a job's outcome, trying again while the database is unreachable: a job left running would wait
   * for its lock to expire (minutes) and then run a second time.
   */
  async function settle(job: ClaimedJob, write: (tx: Tx) => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await db.withPlatform(write);
        return;
      } catch (error) {
        if (isStopped || attempt >= SETTLE_ATTEMPTS) throw error;
        logger.warn({ err: error, jobId: job.id }, 'could not record the outcome of a job; trying again');
        await new Promise((resolve) => setTimeout(resolve, SETTLE_RETRY_MS));
      }
    }
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.queue];
    let hasRun = false;
    // A job whose outcome could not be recorded stays in hand: it is left to its lock, as it may have run.
    inHand.add(job.id);
    try {
      if (!handler) throw new Error(`No handler for queue ${job.queue}`);
      await handler(job.payload, { id: job.id, queue: job.queue, attempt: job.attempts });
      hasRun = true;
      await settle(job, (tx) =>
        tx
          .update(jobs)
          .set({ status: 'done', lockedUntil: null, lockedBy: null, lastError: null, updatedAt: clock.now() })
          .where(isThisAttempt(job)),
      );
      inHand.delete(job.id);
    } catch (error) {
      if (hasRun) throw error;
      const now = clock.now();
      const isFinal = job.attempts >= job.maxAttempts;
      logger.warn({ err: error, jobId: job.id, queue: job.queue, attempt: job.attempts }, isFinal ? 'job failed' : 'job will be retried');
      await settle(job, (tx) =>
        tx
          .update(jobs)
          .set({
            status: isFinal ? 'failed' : 'queued',
            lockedUntil: null,
            lockedBy: null,
            lastError: messageOf(error),
            updatedAt: now,
            ...(isFinal ? {} : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
          })
          .where(isThisAttempt(job)),
      );
      inHand.delete(job.id);
    }
  }

  async function runDueJobs(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await claimDueJobs();
      if (claimed.length === 0) return ran;
      await Promise.all(claimed.map(runJob));
      ran += claimed.length;
    }
  }

  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      inFlight = runDueJobs()
        .catch((error: unknown) => logger.error({ err: error }, 'job worker could not claim jobs'))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  schedule();

  return {
    runDueJobs,
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}

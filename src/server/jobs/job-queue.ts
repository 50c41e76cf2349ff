import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export interface EnqueueJobOptions {
  queue: string;
  payload: Record<string, unknown>;
  /** When the job becomes due; now when omitted. */
  runAt?: Date;
  /** At most one queued job per key: a second enqueue with the same key is dropped. */
  dedupeKey?: string;
  maxAttempts?: number;
}

function jobValuesOf(options: EnqueueJobOptions): typeof jobs.$inferInsert {
  return {
    queue: options.queue,
    payload: options.payload,
    ...(options.runAt ? { runAt: options.runAt } : {}),
    dedupeKey: options.dedupeKey ?? null,
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  };
}

/**
 * Records a job inside the caller's transaction, so it exists only if the change that asked
 * for it commits. Answers the job's id, or null when a queued job with the same dedupe key exists.
 */
export async function enqueueJob(tx: Tx, options: EnqueueJobOptions): Promise<number | null> {
  const [row] = await tx.insert(jobs).values(jobValuesOf(options)).onConflictDoNothing().returning({ id: jobs.id });
  return row?.id ?? null;
}

/** The statement recording several jobs, each dropped when a queued job has its dedupe key; null for none. */
export function enqueueJobsStatement(tx: Tx, list: readonly EnqueueJobOptions[]): SQL | null {
  return list.length === 0 ? null : tx.insert(jobs).values(list.map(jobValuesOf)).onConflictDoNothing().getSQL();
}

/** Drops queued jobs by their dedupe keys, when what they were to do no longer needs doing; one already running finishes. */
export async function cancelQueuedJobs(tx: Tx, dedupeKeys: readonly string[]): Promise<void> {
  if (dedupeKeys.length === 0) return;
  await tx.delete(jobs).where(and(inArray(jobs.dedupeKey, [...dedupeKeys]), eq(jobs.status, 'queued')));
}

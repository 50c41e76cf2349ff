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

/**
 * Records a job inside the caller's transaction, so it exists only if the change that asked
 * for it commits. Answers the job's id, or null when a queued job with the same dedupe key exists.
 */
export async function enqueueJob(tx: Tx, options: EnqueueJobOptions): Promise<number | null> {
  const [row] = await tx
    .insert(jobs)
    .values({
      queue: options.queue,
      payload: options.payload,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      dedupeKey: options.dedupeKey ?? null,
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

import { and, eq, sql } from 'drizzle-orm';
import type { BulkChangeCounts } from '../../../domain/ticket-bulk-changes.ts';
import type { Tx } from '../../db/client.ts';
import type { KeysetPosition } from '../../db/keyset-cursor.ts';
import { ticketBulkChanges } from '../../db/schema.ts';

export type BulkChangeRecord = typeof ticketBulkChanges.$inferSelect;

export async function insertBulkChange(tx: Tx, values: typeof ticketBulkChanges.$inferInsert): Promise<BulkChangeRecord> {
  const [row] = await tx.insert(ticketBulkChanges).values(values).returning();
  if (!row) throw new Error('bulk change not recorded');
  return row;
}

/** The change as its requester sees it; another person's, or another organization's, is not found. */
export async function findBulkChange(tx: Tx, organizationId: string, requestedBy: string, id: string): Promise<BulkChangeRecord | null> {
  const [row] = await tx
    .select()
    .from(ticketBulkChanges)
    .where(
      and(
        eq(ticketBulkChanges.organizationId, organizationId),
        eq(ticketBulkChanges.requestedBy, requestedBy),
        eq(ticketBulkChanges.id, id),
      ),
    );
  return row ?? null;
}

/** The change for its job, locked so that two runs of the job never do a batch twice. */
export async function lockBulkChange(tx: Tx, organizationId: string, id: string): Promise<BulkChangeRecord | null> {
  const [row] = await tx
    .select()
    .from(ticketBulkChanges)
    .where(and(eq(ticketBulkChanges.organizationId, organizationId), eq(ticketBulkChanges.id, id)))
    .for('update');
  return row ?? null;
}

/** Adds a batch's counts and moves the position past it, in the batch's own transaction. */
export async function recordBatch(
  tx: Tx,
  change: Pick<BulkChangeRecord, 'organizationId' | 'id'>,
  batch: BulkChangeCounts & { position: KeysetPosition; now: Date },
): Promise<void> {
  await tx
    .update(ticketBulkChanges)
    .set({
      processed: sql`${ticketBulkChanges.processed} + ${batch.changed + batch.unchanged + batch.skipped}`,
      changed: sql`${ticketBulkChanges.changed} + ${batch.changed}`,
      unchanged: sql`${ticketBulkChanges.unchanged} + ${batch.unchanged}`,
      skipped: sql`${ticketBulkChanges.skipped} + ${batch.skipped}`,
      positionAt: batch.position.at,
      positionId: batch.position.id,
      updatedAt: batch.now,
    })
    .where(and(eq(ticketBulkChanges.organizationId, change.organizationId), eq(ticketBulkChanges.id, change.id)));
}

export async function finishBulkChange(
  tx: Tx,
  change: Pick<BulkChangeRecord, 'organizationId' | 'id'>,
  outcome: { status: 'done' | 'failed'; now: Date },
): Promise<void> {
  await tx
    .update(ticketBulkChanges)
    .set({ status: outcome.status, finishedAt: outcome.now, updatedAt: outcome.now })
    .where(and(eq(ticketBulkChanges.organizationId, change.organizationId), eq(ticketBulkChanges.id, change.id)));
}

import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { QuarantineReason } from '../../../domain/inbound-mail.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { mailMessages, mailQuarantine, mailSenderHolds, uploadedFiles } from '../../db/schema.ts';

export interface QuarantinedMail {
  id: string;
  sender: string;
  subject: string;
  reason: QuarantineReason;
  receivedAt: Date;
}

const quarantinedColumns = {
  id: mailQuarantine.id,
  sender: mailQuarantine.sender,
  subject: mailQuarantine.subject,
  reason: mailQuarantine.reason,
  receivedAt: mailQuarantine.receivedAt,
};

export async function insertQuarantinedMail(tx: Tx, values: typeof mailQuarantine.$inferInsert): Promise<void> {
  await tx.insert(mailQuarantine).values(values);
}

/** The quarantine, newest first, one more than asked so the caller knows whether there is more. */
export function listQuarantinedMail(tx: Tx, organizationId: string, limit: number): Promise<QuarantinedMail[]> {
  return tx
    .select(quarantinedColumns)
    .from(mailQuarantine)
    .where(eq(mailQuarantine.organizationId, organizationId))
    .orderBy(desc(mailQuarantine.receivedAt), desc(mailQuarantine.id))
    .limit(limit + 1);
}

/** A quarantined message with what receiving it again needs: the original and its envelope's recipients. */
export async function findQuarantinedMail(
  tx: Tx,
  organizationId: string,
  id: string,
): Promise<(QuarantinedMail & { raw: Buffer; recipients: string[] }) | null> {
  const [row] = await tx
    .select({ ...quarantinedColumns, raw: uploadedFiles.content, recipients: mailQuarantine.recipients })
    .from(mailQuarantine)
    .innerJoin(uploadedFiles, and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.id, mailQuarantine.rawFileId)))
    .where(and(eq(mailQuarantine.organizationId, organizationId), eq(mailQuarantine.id, id)));
  return row ? { ...row, raw: Buffer.from(row.raw) } : null;
}

/** Removes a quarantined message and its stored original; answers whether it was there. */
export async function deleteQuarantinedMail(tx: Tx, organizationId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .delete(mailQuarantine)
    .where(and(eq(mailQuarantine.organizationId, organizationId), eq(mailQuarantine.id, id)))
    .returning({ rawFileId: mailQuarantine.rawFileId });
  if (!row) return false;
  await tx.delete(uploadedFiles).where(and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.id, row.rawFileId)));
  return true;
}

export async function isSenderHeld(tx: Tx, organizationId: string, address: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ endsAt: mailSenderHolds.endsAt })
    .from(mailSenderHolds)
    .where(and(eq(mailSenderHolds.organizationId, organizationId), eq(mailSenderHolds.address, address), gt(mailSenderHolds.endsAt, now)));
  return row !== undefined;
}

/** What a sender has sent since a moment: the messages that made a ticket or comment, and those quarantined. */
export async function countMailFrom(tx: Tx, organizationId: string, address: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    tx,
    sql`
    select (select count(*) from ${mailMessages}
             where ${mailMessages.organizationId} = ${organizationId} and ${mailMessages.address} = ${address}
               and ${mailMessages.direction} = 'inbound' and ${mailMessages.createdAt} > ${since.toISOString()})
         + (select count(*) from ${mailQuarantine}
             where ${mailQuarantine.organizationId} = ${organizationId} and ${mailQuarantine.sender} = ${address}
               and ${mailQuarantine.receivedAt} > ${since.toISOString()}) as count`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Holds a sender until `endsAt`, unless a hold of theirs is still running; answers whether this began a new one.
 * A message arriving at the same moment waits for this row and finds it running, so an episode begins once.
 */
export async function startSenderHold(
  tx: Tx,
  values: { organizationId: string; address: string; now: Date; endsAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(mailSenderHolds)
    .values({ organizationId: values.organizationId, address: values.address, startedAt: values.now, endsAt: values.endsAt })
    .onConflictDoUpdate({
      target: [mailSenderHolds.organizationId, mailSenderHolds.address],
      set: { startedAt: values.now, endsAt: values.endsAt },
      setWhere: lte(mailSenderHolds.endsAt, values.now),
    })
    .returning({ address: mailSenderHolds.address });
  return rows.length > 0;
}

import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commentAttachments, uploadedFiles } from '../../db/schema.ts';
import type { StoredFile } from '../uploads/uploaded-files.repository.ts';

export async function insertCommentAttachment(tx: Tx, values: typeof commentAttachments.$inferInsert): Promise<string> {
  const [row] = await tx.insert(commentAttachments).values(values).returning({ id: commentAttachments.id });
  if (!row) throw new Error(`the attachment ${values.filename} was not recorded`);
  return row.id;
}

/** An attachment of this ticket with its stored content; null when the ticket has no such attachment. */
export async function findTicketAttachment(
  tx: Tx,
  organizationId: string,
  ticketId: string,
  attachmentId: string,
): Promise<{ filename: string; file: StoredFile } | null> {
  const [row] = await tx
    .select({ filename: commentAttachments.filename, contentType: commentAttachments.contentType, content: uploadedFiles.content })
    .from(commentAttachments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, commentAttachments.fileId))
    .where(
      and(
        eq(commentAttachments.organizationId, organizationId),
        eq(commentAttachments.ticketId, ticketId),
        eq(commentAttachments.id, attachmentId),
        eq(uploadedFiles.organizationId, organizationId),
      ),
    );
  return row ? { filename: row.filename, file: { contentType: row.contentType, content: Buffer.from(row.content) } } : null;
}

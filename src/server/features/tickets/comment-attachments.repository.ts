import { and, eq, inArray, isNull, lt, notExists, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { commentAttachments, ticketComments, uploadedFiles } from '../../db/schema.ts';
import type { StoredFile } from '../../files/uploaded-files.repository.ts';

export async function insertCommentAttachment(tx: Tx, values: typeof commentAttachments.$inferInsert): Promise<string> {
  const [row] = await tx.insert(commentAttachments).values(values).returning({ id: commentAttachments.id });
  if (!row) throw new Error(`the attachment ${values.filename} was not recorded`);
  return row.id;
}

/**
 * An attachment of this ticket with its stored content; null when the ticket has no such attachment, or when it is
 * on an internal note and the reader is not the ticket's team.
 */
export async function findTicketAttachment(
  tx: Tx,
  organizationId: string,
  ticketId: string,
  attachmentId: string,
  options: { withInternal: boolean },
): Promise<{ filename: string; file: StoredFile } | null> {
  const [row] = await tx
    .select({ filename: commentAttachments.filename, contentType: commentAttachments.contentType, content: uploadedFiles.content })
    .from(commentAttachments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, commentAttachments.fileId))
    .leftJoin(ticketComments, eq(ticketComments.id, commentAttachments.commentId))
    .where(
      and(
        eq(commentAttachments.organizationId, organizationId),
        eq(commentAttachments.ticketId, ticketId),
        eq(commentAttachments.id, attachmentId),
        eq(uploadedFiles.organizationId, organizationId),
        options.withInternal ? undefined : or(isNull(ticketComments.id), eq(ticketComments.isInternal, false)),
      ),
    );
  return row ? { filename: row.filename, file: { contentType: row.contentType, content: Buffer.from(row.content) } } : null;
}

/** A file uploaded for a message and not yet sent with one. */
export interface PendingUpload {
  fileId: string;
  contentType: string;
  size: number;
}

/** The files a member uploaded for a message and has not sent with one. */
function unsentUploadsOf(tx: Tx, organizationId: string, userId: string) {
  return and(
    eq(uploadedFiles.organizationId, organizationId),
    eq(uploadedFiles.purpose, 'attachment'),
    eq(uploadedFiles.createdBy, userId),
    notExists(
      tx
        .select({ id: commentAttachments.id })
        .from(commentAttachments)
        .where(and(eq(commentAttachments.organizationId, organizationId), eq(commentAttachments.fileId, uploadedFiles.id))),
    ),
  );
}

/** Of these files, the ones this member uploaded for a message and has not sent with one yet. */
export function findPendingUploads(tx: Tx, organizationId: string, userId: string, fileIds: string[]): Promise<PendingUpload[]> {
  return tx
    .select({ fileId: uploadedFiles.id, contentType: uploadedFiles.contentType, size: uploadedFiles.byteSize })
    .from(uploadedFiles)
    .where(and(unsentUploadsOf(tx, organizationId, userId), inArray(uploadedFiles.id, fileIds)));
}

/** A member's uploads never sent with a message, from before a moment: a closed tab or a changed mind leaves them. */
export async function deleteAbandonedUploads(tx: Tx, organizationId: string, userId: string, before: Date): Promise<void> {
  await tx.delete(uploadedFiles).where(and(unsentUploadsOf(tx, organizationId, userId), lt(uploadedFiles.createdAt, before)));
}

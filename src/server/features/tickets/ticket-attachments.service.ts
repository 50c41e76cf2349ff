import { attachmentMessages, attachmentTypeOf, cleanFilename, megabytes } from '../../../domain/attachment-type.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import { insertUploadedFile, type StoredFile } from '../../files/uploaded-files.repository.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { readEmailSettings } from '../inbound-mail/inbound-mail.repository.ts';
import {
  deleteAbandonedUploads,
  findPendingUploads,
  findTicketAttachment,
  insertCommentAttachment,
} from './comment-attachments.repository.ts';
import type { UploadedAttachmentDto } from './tickets.schemas.ts';
import { findVisibleTicket, isTicketTeam } from './tickets.shared.ts';

/** An upload not sent with a message within a day is abandoned: the member's next upload removes it. */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/** The organization's limit on the files of one message, in megabytes. */
async function megabytesPerMessageOf(tx: Tx, organizationId: string): Promise<number> {
  return (await readEmailSettings(tx, organizationId)).attachmentMegabytesPerMessage;
}

/**
 * Keeps a file a member will send with a message (a new ticket, a comment or a note): refused unless its bytes are
 * a kind a ticket takes and it fits the organization's limit for one message. Their uploads abandoned a day ago go.
 */
export function uploadAttachment(options: {
  db: Database;
  clock: Clock;
  actor: ActingMember;
  filename: string;
  content: Buffer;
}): Promise<UploadedAttachmentDto> {
  const { db, clock, actor, content } = options;
  const filename = cleanFilename(options.filename);
  const contentType = attachmentTypeOf(content, filename);
  if (!contentType) throw new DomainError('unsupported_media_type', attachmentMessages.notAccepted, { field: 'file' });
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const limit = await megabytesPerMessageOf(tx, organizationId);
    if (content.byteLength > megabytes(limit))
      throw new DomainError('payload_too_large', attachmentMessages.tooLarge(limit), { field: 'file' });
    const now = clock.now();
    await deleteAbandonedUploads(tx, organizationId, actor.userId, new Date(now.getTime() - ABANDONED_AFTER_MS));
    const fileId = await insertUploadedFile(tx, organizationId, {
      purpose: 'attachment',
      contentType,
      content,
      createdBy: actor.userId,
      createdAt: now,
    });
    return { fileId, filename, contentType, size: content.byteLength };
  });
}

/**
 * Sends the member's uploads with a message of the ticket (the comment, or null for the message that opened it),
 * in the transaction that writes it: each must be theirs and not sent yet, together within the organization's limit.
 */
export async function attachUploads(
  tx: Tx,
  options: {
    organizationId: string;
    actor: Pick<ActingMember, 'userId'>;
    ticketId: string;
    commentId: string | null;
    attachments: { fileId: string; filename: string }[];
    now: Date;
  },
): Promise<void> {
  const { organizationId, actor, ticketId, commentId, attachments, now } = options;
  if (attachments.length === 0) return;
  const fileIds = [...new Set(attachments.map((attachment) => attachment.fileId))];
  const pending = await findPendingUploads(tx, organizationId, actor.userId, fileIds);
  if (pending.length !== attachments.length)
    throw new DomainError('validation_failed', attachmentMessages.notFound, { field: 'attachments' });
  const limit = await megabytesPerMessageOf(tx, organizationId);
  const total = pending.reduce((sum, upload) => sum + upload.size, 0);
  if (total > megabytes(limit)) throw new DomainError('payload_too_large', attachmentMessages.tooLarge(limit), { field: 'attachments' });
  const uploads = new Map(pending.map((upload) => [upload.fileId, upload]));
  for (const { fileId, filename } of attachments) {
    const upload = uploads.get(fileId);
    if (!upload) continue;
    await insertCommentAttachment(tx, {
      organizationId,
      ticketId,
      commentId,
      fileId,
      filename: cleanFilename(filename),
      contentType: upload.contentType,
      byteSize: upload.size,
      createdAt: now,
    });
  }
}

/** Images a browser may show as themselves; every other attachment is served as a download of no particular type. */
const inlineImageTypes: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** An attachment of a ticket the actor sees (another's, or another organization's, is not found), as it is to be sent. */
export function readTicketAttachment(options: {
  db: Database;
  actor: ActingMember;
  ticketId: string;
  attachmentId: string;
}): Promise<{ filename: string; file: StoredFile }> {
  const { db, actor, ticketId, attachmentId } = options;
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => {
    const ticket = await findVisibleTicket(tx, actor, ticketId);
    const found = await findTicketAttachment(tx, ticket.organizationId, ticket.id, attachmentId, {
      withInternal: isTicketTeam(actor, ticket),
    });
    if (!found) throw new DomainError('attachment_not_found');
    const isImage = inlineImageTypes.includes(found.file.contentType.toLowerCase());
    return {
      filename: found.filename,
      file: { ...found.file, contentType: isImage ? found.file.contentType : 'application/octet-stream' },
    };
  });
}

import { ticketMailSubject } from '../../../domain/inbound-mail.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueMail, type MailMessage } from '../../mail/mail-queue.ts';
import { threadHeaders } from '../../mail/ticket-threads.ts';
import { findOrganizationAddress } from '../notifications/notifications.repository.ts';
import { listCopiedAddresses } from './ticket-followers.repository.ts';
import { findLatestInboundMessageId, insertMailMessage } from './ticket-mail.repository.ts';
import type { LockedTicket } from './tickets.repository.ts';
import type { AttachmentInput, CommentDto } from './tickets.schemas.ts';

/**
 * Queues a member's reply, with its files, to whoever follows the ticket by e-mail (its customer when the ticket came
 * in by e-mail, and the addresses copied on it), each mail with its place in the thread (in reply to the latest mail received) and
 * the ticket's reply address, and records it so that a reply or a bounce naming it finds the ticket.
 */
export async function mailReplyByEmail(
  tx: Tx,
  options: { config: Config; ticket: LockedTicket; comment: CommentDto; files: AttachmentInput[]; now: Date },
): Promise<void> {
  const { config, ticket, comment, now } = options;
  // Read from storage when each mail is sent; the comment's transaction links them to it, or none is sent.
  const attachments = options.files.map((file) => ({
    filename: file.filename,
    organizationId: ticket.organizationId,
    fileId: file.fileId,
  }));
  const customer = ticket.source === 'email' && ticket.customerEmail ? [ticket.customerEmail] : [];
  const copied = (await listCopiedAddresses(tx, ticket.organizationId, ticket.id)).filter(
    (address) => address.toLowerCase() !== ticket.customerEmail?.toLowerCase(),
  );
  const recipients = [...customer, ...copied];
  if (recipients.length === 0) return;
  const sender = await findOrganizationAddress(tx, ticket.organizationId);
  if (!sender) return;
  const latest = await findLatestInboundMessageId(tx, ticket.organizationId, ticket.id);
  for (const [index, to] of recipients.entries()) {
    const { messageId, replyTo, thread } = threadHeaders(config, {
      ticketId: ticket.id,
      replyToken: ticket.replyToken,
      subdomain: sender.subdomain,
      // Each mail its own Message-ID: the comment's for the first, numbered after it for the others.
      key: index === 0 ? comment.id : `${comment.id}-${index}`,
      answering: latest,
    });
    const message: MailMessage = {
      to,
      subject: `Re: ${ticketMailSubject(ticket.ticketNumber, ticket.title)}`,
      text: [
        comment.content,
        '',
        `${comment.userName}, ${sender.name}`,
        '',
        replyTo ? `Reply to this e-mail to add to ticket ${ticket.ticketNumber}.` : `Ticket ${ticket.ticketNumber}.`,
      ].join('\n'),
      thread,
      ...(attachments.length > 0 ? { attachments } : {}),
    };
    await enqueueMail(tx, message);
    await insertMailMessage(tx, {
      organizationId: ticket.organizationId,
      ticketId: ticket.id,
      commentId: comment.id,
      direction: 'outbound',
      messageId,
      address: to,
      subject: message.subject,
      status: 'sent',
      createdAt: now,
    });
  }
}

import { ticketMailSubject } from '../../../domain/inbound-mail.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueMail, type MailMessage } from '../../mail/mail-queue.ts';
import { threadHeaders } from '../../mail/ticket-threads.ts';
import { findOrganizationAddress } from '../notifications/notifications.repository.ts';
import { findLatestInboundMessageId, insertMailMessage } from './ticket-mail.repository.ts';
import type { LockedTicket } from './tickets.repository.ts';
import type { CommentDto } from './tickets.schemas.ts';

/**
 * Queues a member's reply to a customer who follows their ticket by e-mail, with its place in the thread
 * (in reply to their latest mail) and the ticket's reply address, and records it so that a reply or a bounce
 * naming it finds the ticket.
 */
export async function mailReplyToCustomer(
  tx: Tx,
  options: { config: Config; ticket: LockedTicket; comment: CommentDto; now: Date },
): Promise<void> {
  const { config, ticket, comment, now } = options;
  if (ticket.source !== 'email' || !ticket.customerEmail) return;
  const sender = await findOrganizationAddress(tx, ticket.organizationId);
  if (!sender) return;
  const latest = await findLatestInboundMessageId(tx, ticket.organizationId, ticket.id);
  const { messageId, replyTo, thread } = threadHeaders(config, {
    ticketId: ticket.id,
    replyToken: ticket.replyToken,
    subdomain: sender.subdomain,
    key: comment.id,
    answering: latest,
  });
  const message: MailMessage = {
    to: ticket.customerEmail,
    subject: `Re: ${ticketMailSubject(ticket.ticketNumber, ticket.title)}`,
    text: [
      comment.content,
      '',
      `${comment.userName}, ${sender.name}`,
      '',
      replyTo ? `Reply to this e-mail to add to ticket ${ticket.ticketNumber}.` : `Ticket ${ticket.ticketNumber}.`,
    ].join('\n'),
    thread,
  };
  await enqueueMail(tx, message);
  await insertMailMessage(tx, {
    organizationId: ticket.organizationId,
    ticketId: ticket.id,
    commentId: comment.id,
    direction: 'outbound',
    messageId,
    address: ticket.customerEmail,
    subject: message.subject,
    status: 'sent',
    createdAt: now,
  });
}

import { ticketMailSubject } from '../../../domain/inbound-mail.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueMail, type MailMessage } from '../../mail/mail-queue.ts';
import { bracketed, replyAddress, threadMessageId, threadRootId, ticketMailDomain } from '../../mail/ticket-threads.ts';
import { findOrganizationAddress } from '../notifications/notifications.repository.ts';
import { findLatestInboundMessageId, insertMailMessage } from './ticket-mail.repository.ts';
import type { LockedTicket } from './tickets.repository.ts';
import type { CommentDto } from './tickets.schemas.ts';

/**
 * Queues a member's reply to a customer who follows their ticket by e-mail, with its place in the thread
 * (Message-ID, In-Reply-To their latest mail, References from the thread's root) and the ticket's reply address,
 * and records it so that a reply or a bounce naming it finds the ticket.
 */
export async function mailReplyToCustomer(
  tx: Tx,
  options: { config: Config; ticket: LockedTicket; comment: CommentDto; now: Date },
): Promise<void> {
  const { config, ticket, comment, now } = options;
  if (ticket.source !== 'email' || !ticket.customerEmail) return;
  const sender = await findOrganizationAddress(tx, ticket.organizationId);
  if (!sender) return;
  const mailDomain = ticketMailDomain(config, sender.subdomain);
  const root = threadRootId(ticket.id, mailDomain);
  const latest = await findLatestInboundMessageId(tx, ticket.organizationId, ticket.id);
  const messageId = threadMessageId(ticket.id, comment.id, mailDomain);
  const replyTo = replyAddress(config, ticket.replyToken, sender.subdomain);
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
    thread: {
      messageId: bracketed(messageId),
      inReplyTo: bracketed(latest ?? root),
      references: [root, ...(latest ? [latest] : [])].map(bracketed),
      ...(replyTo ? { replyTo } : {}),
    },
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

import { organizationMailDomain, REPLY_LOCAL_PART, ticketMailSubject } from '../../../domain/inbound-mail.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueMail, type MailMessage } from '../../mail/mail-queue.ts';
import { findOrganizationAddress } from '../notifications/notifications.repository.ts';
import { findLatestInboundMessageId, insertMailMessage } from './ticket-mail.repository.ts';
import type { LockedTicket } from './tickets.repository.ts';
import type { CommentDto } from './tickets.schemas.ts';

/**
 * The domain of an organization's ticket mail: its address under INBOUND_EMAIL_DOMAIN, or under the platform's
 * e-mail domain while the channel is off (its Message-IDs still thread, though nobody receives replies there).
 */
export function ticketMailDomain(config: Config, subdomain: string): string {
  return organizationMailDomain(subdomain, config.INBOUND_EMAIL_DOMAIN ?? config.PLATFORM_EMAIL_DOMAIN);
}

/** The Message-ID every mail of a ticket's thread refers to; the ticket's id in it finds the ticket again. */
export function threadRootId(ticketId: string, mailDomain: string): string {
  return `${ticketId}@${mailDomain}`;
}

/** The Message-ID of one mail of the thread: the ticket's id, then what the mail is about. */
export function threadMessageId(ticketId: string, key: string, mailDomain: string): string {
  return `${ticketId}.${key}@${mailDomain}`;
}

/** A Message-ID of Tandem's own making for this organization: the ticket's id it names, or null. */
export function ticketIdOfThreadId(messageId: string, mailDomain: string): string | null {
  const match = messageId.match(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.[^@]+)?@(.+)$/);
  return match?.[3] === mailDomain ? (match[1] as string) : null;
}

export function replyAddress(config: Config, replyToken: string, subdomain: string): string | undefined {
  if (!config.INBOUND_EMAIL_DOMAIN) return undefined;
  return `${REPLY_LOCAL_PART}+${replyToken}@${ticketMailDomain(config, subdomain)}`;
}

const bracketed = (id: string) => `<${id}>`;

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

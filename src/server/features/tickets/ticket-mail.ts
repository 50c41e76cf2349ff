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
 * The threading headers of one mail of a ticket's thread: its own Message-ID (the ticket's id and `key`),
 * In-Reply-To the message it answers (else the thread's root), References from the root, and the ticket's reply
 * address when the channel is on. The Message-ID comes back without brackets, as `mail_messages` keeps it.
 */
export function threadHeaders(
  config: Config,
  options: { ticketId: string; replyToken: string; subdomain: string; key: string; answering: string | null },
): { messageId: string; replyTo: string | undefined; thread: NonNullable<MailMessage['thread']> } {
  const { ticketId, answering } = options;
  const mailDomain = ticketMailDomain(config, options.subdomain);
  const root = threadRootId(ticketId, mailDomain);
  const messageId = threadMessageId(ticketId, options.key, mailDomain);
  const replyTo = replyAddress(config, options.replyToken, options.subdomain);
  return {
    messageId,
    replyTo,
    thread: {
      messageId: bracketed(messageId),
      inReplyTo: bracketed(answering ?? root),
      references: [root, ...(answering ? [answering] : [])].map(bracketed),
      ...(replyTo ? { replyTo } : {}),
    },
  };
}

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

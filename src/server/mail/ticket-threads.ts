import { organizationMailDomain, REPLY_LOCAL_PART } from '../../domain/inbound-mail.ts';
import type { Config } from '../config.ts';
import type { MailMessage } from './mail-queue.ts';

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

export const bracketed = (id: string) => `<${id}>`;

/** A ticket as its mail names it: the thread's ids, the reply address, the number in the subject. */
export interface TicketMailTicket {
  id: string;
  ticketNumber: string;
  replyToken: string;
}

/**
 * The threading headers of a mail about a ticket that answers none of the customer's messages (a notification):
 * its own Message-ID, In-Reply-To and References the thread's root, and the ticket's reply address, so that a
 * client shows it in the ticket's conversation and a reply to it reaches the ticket.
 */
export function ticketThreadHeaders(
  config: Config,
  options: { ticket: TicketMailTicket; subdomain: string; key: string },
): NonNullable<MailMessage['thread']> {
  const mailDomain = ticketMailDomain(config, options.subdomain);
  const root = bracketed(threadRootId(options.ticket.id, mailDomain));
  const replyTo = replyAddress(config, options.ticket.replyToken, options.subdomain);
  return {
    messageId: bracketed(threadMessageId(options.ticket.id, options.key, mailDomain)),
    inReplyTo: root,
    references: [root],
    ...(replyTo ? { replyTo } : {}),
  };
}

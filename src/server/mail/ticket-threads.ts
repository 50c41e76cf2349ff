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

/** A ticket as its mail names it: the thread's ids, the reply address, the number and title in the subject. */
export interface TicketMailTicket {
  id: string;
  ticketNumber: string;
  title: string;
  /** Null: the mail names the ticket but does not join its thread (the ticket lives in another organization). */
  replyToken: string | null;
}

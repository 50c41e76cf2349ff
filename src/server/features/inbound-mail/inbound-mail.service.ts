import { createHash } from 'node:crypto';
import { type ParsedMail, simpleParser } from 'mailparser';
import {
  automatedMailKind,
  normalizeMessageId,
  parseInboundAddress,
  referencedMessageIds,
  splitQuotedReply,
  subjectWithoutPrefixes,
  ticketNumbersInSubject,
} from '../../../domain/inbound-mail.ts';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { isResolvedStatus } from '../../../domain/ticket-status.ts';
import { cleanTicketTitle } from '../../../domain/ticket-title.ts';
import type { Clock } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { findActiveOrganization, type RequestOrganization } from '../../http/tenancy.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { findTicketOfMessageIds, insertMailMessage, markMessagesBounced } from '../tickets/ticket-mail.repository.ts';
import { ticketIdOfThreadId, ticketMailDomain } from '../tickets/ticket-mail.ts';
import { openTicket, writeComment } from '../tickets/tickets.service.ts';
import { insertUploadedFile } from '../uploads/uploaded-files.repository.ts';
import * as repository from './inbound-mail.repository.ts';

export interface ReceiveMailOptions {
  db: Database;
  config: Config;
  clock: Clock;
  /** The message as it came over the wire. */
  raw: Buffer;
  /** The envelope's recipients (SMTP's RCPT TO), or the addresses a message read from a mailbox was sent to. */
  recipients: readonly string[];
  /** The organization whose own mailbox the message was read from (IMAP): it is theirs whatever address it names. */
  organizationId?: string;
}

export type MailOutcome =
  | { kind: 'ticket_created'; organizationId: string; ticketId: string }
  | { kind: 'comment_added'; organizationId: string; ticketId: string; commentId: string }
  | { kind: 'duplicate'; organizationId: string }
  | { kind: 'bounce'; organizationId: string; bounced: number }
  | { kind: 'ignored'; reason: 'auto_reply' | 'bulk' | 'own_mail' }
  | { kind: 'refused'; reason: 'unknown_recipient' | 'no_sender' | 'unknown_sender' | 'staff_without_token' };

/**
 * The organization of a message read from its own mailbox, with the token of a reply address of its own among the
 * recipients (on INBOUND_EMAIL_DOMAIN, when a reply went to both).
 */
async function findMailboxOrganization(
  db: Database,
  config: Config,
  organizationId: string,
  recipients: readonly string[],
): Promise<{ organization: RequestOrganization; replyToken: string | null } | null> {
  const organization = await findActiveOrganization(db, { id: organizationId });
  if (!organization) return null;
  const inboundDomain = config.INBOUND_EMAIL_DOMAIN;
  const addresses = inboundDomain ? recipients.map((recipient) => parseInboundAddress(recipient, inboundDomain)) : [];
  const own = addresses.find((address) => address?.subdomain === organization.subdomain && address.replyToken);
  return { organization, replyToken: own?.replyToken ?? null };
}

/** The organization a message is for: the first recipient on INBOUND_EMAIL_DOMAIN that names an active one. */
export async function findRecipientOrganization(
  db: Database,
  config: Config,
  recipients: readonly string[],
): Promise<{ organization: RequestOrganization; replyToken: string | null } | null> {
  const inboundDomain = config.INBOUND_EMAIL_DOMAIN;
  if (!inboundDomain) return null;
  for (const recipient of recipients) {
    const address = parseInboundAddress(recipient, inboundDomain);
    if (!address) continue;
    const organization = await findActiveOrganization(db, { subdomain: address.subdomain });
    if (organization) return { organization, replyToken: address.replyToken };
  }
  return null;
}

function addressOf(text: string): string {
  return (text.match(/<([^<>]+)>/)?.[1] ?? text).trim().toLowerCase();
}

/** The Message-IDs a delivery report quotes of the mail that could not be delivered. */
function bouncedMessageIds(raw: Buffer, ownId: string): string[] {
  const ids = [...raw.toString('latin1').matchAll(/^message-id:\s*(<[^<>\s]+>)/gim)].map((match) => normalizeMessageId(match[1] as string));
  return [...new Set(ids)].filter((id) => id !== ownId);
}

function textOf(mail: ParsedMail): string {
  return (mail.text ?? '').replace(/\r\n?/g, '\n').trim();
}

/**
 * Takes one received message to its organization: a comment on the ticket it answers (by the reply address's
 * token, a Message-ID it refers to, or the ticket number in its subject from one of the ticket's people), else a
 * new ticket. Automated mail makes nothing; a bounce marks the mail it answers; the same message twice is kept once.
 */
export async function receiveMail(options: ReceiveMailOptions): Promise<MailOutcome> {
  const { db, config, clock, raw } = options;
  const target = options.organizationId
    ? await findMailboxOrganization(db, config, options.organizationId, options.recipients)
    : await findRecipientOrganization(db, config, options.recipients);
  if (!target) return { kind: 'refused', reason: 'unknown_recipient' };
  const { organization } = target;
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const from = mail.from?.value[0]?.address?.toLowerCase();
  if (!from) return { kind: 'refused', reason: 'no_sender' };
  const mailDomain = ticketMailDomain(config, organization.subdomain);
  const messageId = mail.messageId ? normalizeMessageId(mail.messageId) : `${createHash('sha256').update(raw).digest('hex')}@${mailDomain}`;
  if (from === addressOf(config.mailFrom) || ticketIdOfThreadId(messageId, mailDomain)) return { kind: 'ignored', reason: 'own_mail' };

  const automated = automatedMailKind(mail.headers, contentTypeOf(mail), from);
  if (automated === 'bounce') {
    const bounced = await db.withTenant({ organizationId: organization.id }, (tx) =>
      markMessagesBounced(tx, organization.id, bouncedMessageIds(raw, messageId)),
    );
    return { kind: 'bounce', organizationId: organization.id, bounced };
  }
  if (automated) return { kind: 'ignored', reason: automated };

  return db.withTenant({ organizationId: organization.id }, async (tx) => {
    if (await findTicketOfMessageIds(tx, organization.id, [messageId])) return { kind: 'duplicate', organizationId: organization.id };
    const context: MailContext = { tx, db, config, clock, organization, mail, raw, from, messageId, mailDomain };
    const match = await matchTicket(context, target.replyToken);
    const member = await repository.findStaffMember(tx, organization.id, from);
    if (member) {
      if (match?.by !== 'token') return refuseStaffReply(context);
      return addMailComment(context, match.ticket, { userId: member.userId, name: member.name, email: member.email, role: member.role });
    }
    const settings = await repository.readEmailSettings(tx, organization.id);
    const isWithinReopenWindow = (ticket: repository.MailTicket) =>
      !isResolvedStatus(ticket.status) || clock.now().getTime() - ticket.updatedAt.getTime() <= settings.reopenWindowDays * 86_400_000;
    const customer = await repository.findCustomerByEmail(tx, organization.id, from);
    if (match && isWithinReopenWindow(match.ticket)) {
      const name = customer?.contactName || senderName(mail, from);
      return addMailComment(context, match.ticket, { userId: customer?.userId ?? null, name, email: from, role: 'user' });
    }
    if (!customer && settings.unknownSender === 'refuse') return refuseUnknownSender(context);
    return openMailTicket(context, customer, match?.ticket ?? null);
  });
}

/** The top-level Content-Type with its parameters ("multipart/report; report-type=delivery-status"). */
function contentTypeOf(mail: ParsedMail): string {
  const header = mail.headers.get('content-type');
  if (!header || typeof header !== 'object' || !('value' in header)) return String(header ?? '');
  const params = 'params' in header && header.params ? Object.entries(header.params as Record<string, string>) : [];
  return [String(header.value), ...params.map(([name, value]) => `${name}=${value}`)].join('; ');
}

interface MailContext {
  tx: Tx;
  db: Database;
  config: Config;
  clock: Clock;
  organization: RequestOrganization;
  mail: ParsedMail;
  raw: Buffer;
  from: string;
  messageId: string;
  mailDomain: string;
}

function senderName(mail: ParsedMail, from: string): string {
  return mail.from?.value[0]?.name?.trim() || from;
}

/**
 * The ticket a message answers, in the order of trust: the reply address's token, a Message-ID of its thread
 * (Tandem's own, or one it received or sent), then a ticket number in the subject when the sender is one of that
 * ticket's people. Every look-up is in the organization's scope: forged headers never reach another's ticket.
 */
async function matchTicket(
  context: MailContext,
  replyToken: string | null,
): Promise<{ ticket: repository.MailTicket; by: 'token' | 'thread' | 'subject' } | null> {
  const { tx, organization, mail, from, mailDomain } = context;
  if (replyToken) {
    const ticket = await repository.findTicketByReplyToken(tx, organization.id, replyToken);
    if (ticket) return { ticket, by: 'token' };
  }
  const referenced = referencedMessageIds(mail.inReplyTo, mail.references);
  for (const id of referenced) {
    const ticketId = ticketIdOfThreadId(id, mailDomain);
    const ticket = ticketId ? await repository.findTicketById(tx, organization.id, ticketId) : null;
    if (ticket) return { ticket, by: 'thread' };
  }
  const threadTicketId = await findTicketOfMessageIds(tx, organization.id, referenced);
  const threadTicket = threadTicketId ? await repository.findTicketById(tx, organization.id, threadTicketId) : null;
  if (threadTicket) return { ticket: threadTicket, by: 'thread' };
  for (const number of ticketNumbersInSubject(mail.subject ?? '')) {
    const ticket = await repository.findTicketByNumber(tx, organization.id, number);
    if (!ticket) continue;
    const isParticipant =
      ticket.customerEmail?.toLowerCase() === from || (await repository.hasCommentedFrom(tx, organization.id, ticket.id, from));
    if (isParticipant) return { ticket, by: 'subject' };
  }
  return null;
}

/** Keeps the message as received, recorded with the ticket and comment it became, so that it is known when it comes again. */
async function recordReceived(context: MailContext, ticketId: string, commentId: string | null): Promise<void> {
  const { tx, organization, raw, clock, mail, from, messageId } = context;
  const rawFileId = await insertUploadedFile(tx, organization.id, {
    purpose: 'email',
    contentType: 'message/rfc822',
    content: raw,
    createdBy: null,
    createdAt: clock.now(),
  });
  await insertMailMessage(tx, {
    organizationId: organization.id,
    ticketId,
    commentId,
    direction: 'inbound',
    messageId,
    address: from,
    subject: mail.subject ?? '',
    rawFileId,
    status: 'received',
    createdAt: clock.now(),
  });
}

async function addMailComment(
  context: MailContext,
  ticket: repository.MailTicket,
  author: Parameters<typeof writeComment>[1]['author'],
): Promise<MailOutcome> {
  const { tx, config, clock, organization, mail } = context;
  const { reply } = splitQuotedReply(textOf(mail));
  const written = await writeComment(tx, {
    config,
    ticketOrganizationId: organization.id,
    ticketId: ticket.id,
    author,
    content: (reply || '(no text)').slice(0, ticketLimits.comment),
    isPlatformSupport: false,
    isReopening: true,
    now: clock.now(),
  });
  await recordReceived(context, ticket.id, written.comment.id);
  return { kind: 'comment_added', organizationId: organization.id, ticketId: ticket.id, commentId: written.comment.id };
}

async function openMailTicket(
  context: MailContext,
  known: repository.MailCustomer | null,
  followUpOf: repository.MailTicket | null,
): Promise<MailOutcome> {
  const { tx, db, config, clock, organization, mail, from } = context;
  const customer =
    known ??
    (await repository.insertMailCustomer(tx, {
      organizationId: organization.id,
      email: from,
      contactName: senderName(mail, from),
      now: clock.now(),
    }));
  const text = textOf(mail) || '(no text)';
  const description = followUpOf ? `Follow-up to ${followUpOf.ticketNumber}.\n\n${text}` : text;
  const subject = cleanTicketTitle(subjectWithoutPrefixes(mail.subject ?? '').replace(/\[[^\]]*\]\s*/g, ''));
  const ticket = await openTicket(
    tx,
    {
      db,
      config,
      clock,
      actor: { organizationId: organization.id, role: 'user', userId: customer.userId },
      ticket: {
        subject: subject.slice(0, ticketLimits.subject),
        description: description.slice(0, ticketLimits.description),
        priority: 'medium',
        source: 'email',
      },
    },
    { id: customer.id, name: customer.contactName, userId: customer.userId },
  );
  await recordReceived(context, ticket.id, null);
  return { kind: 'ticket_created', organizationId: organization.id, ticketId: ticket.id };
}

function originalSubject(mail: ParsedMail): string {
  return mail.subject?.trim() || '(no subject)';
}

async function refuseStaffReply(context: MailContext): Promise<MailOutcome> {
  const { tx, config, organization, mail, from } = context;
  await enqueueMail(tx, {
    to: from,
    subject: `Not added: ${originalSubject(mail)}`,
    text: [
      `Your e-mail "${originalSubject(mail)}" was not added to a ticket of ${organization.name}.`,
      '',
      'A reply from a staff address is added only when it answers the reply address of a ticket notification, which carries the ticket’s key. Reply to the notification itself, or answer in the workspace.',
      '',
      config.PLATFORM_NAME,
    ].join('\n'),
  });
  return { kind: 'refused', reason: 'staff_without_token' };
}

async function refuseUnknownSender(context: MailContext): Promise<MailOutcome> {
  const { tx, organization, mail, from } = context;
  await enqueueMail(tx, {
    to: from,
    subject: `Re: ${originalSubject(mail)}`,
    text: [
      'Thank you for writing.',
      '',
      `${organization.name} answers e-mail only from its customers, and this address is not one of them, so no request was opened. If you are a customer, please write from the address you gave them, or sign in to their support portal.`,
      '',
      organization.name,
    ].join('\n'),
  });
  return { kind: 'refused', reason: 'unknown_sender' };
}

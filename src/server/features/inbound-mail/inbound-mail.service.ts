import { createHash } from 'node:crypto';
import { type Attachment, type ParsedMail, simpleParser } from 'mailparser';
import {
  ACKNOWLEDGEMENTS_PER_DAY,
  automatedMailKind,
  bounceReasonOf,
  isMailAddress,
  normalizeMessageId,
  parseInboundAddress,
  type QuarantineReason,
  referencedMessageIds,
  splitQuotedHtml,
  splitQuotedReply,
  subjectWithoutPrefixes,
  ticketMailSubject,
  ticketNumbersInSubject,
} from '../../../domain/inbound-mail.ts';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { isResolvedStatus } from '../../../domain/ticket-status.ts';
import { cleanTicketTitle } from '../../../domain/ticket-title.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { insertUploadedFile } from '../../files/uploaded-files.repository.ts';
import { findActiveOrganization, type RequestOrganization } from '../../http/tenancy.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { threadHeaders, ticketIdOfThreadId, ticketMailDomain } from '../../mail/ticket-threads.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { findOrganizationOfAddress, isAddedAnywhere } from '../mail-addresses/mail-addresses.repository.ts';
import { verifyReturningCheck } from '../mail-addresses/mail-addresses.service.ts';
import { insertCommentAttachment } from '../tickets/comment-attachments.repository.ts';
import { writeComment } from '../tickets/ticket-comments.service.ts';
import { openTicket } from '../tickets/ticket-creation.service.ts';
import {
  countAcknowledgementsTo,
  findTicketOfMessageIds,
  insertMailMessage,
  markMessagesBounced,
} from '../tickets/ticket-mail.repository.ts';
import * as repository from './inbound-mail.repository.ts';
import { sanitizeMailHtml, textOfHtml } from './mail-html.ts';
import { isHeldSender, quarantineMail } from './mail-quarantine.ts';

export interface ReceiveMailOptions {
  db: Database;
  config: Config;
  clock: Clock;
  /** The message as it came over the wire. */
  raw: Buffer;
  /** The envelope's recipients (SMTP's RCPT TO), or the addresses a message read from a mailbox was sent to. */
  recipients: readonly string[];
  /** A message an org admin released from the quarantine: its sender's limit does not hold it again. */
  isReleased?: boolean;
  /** The organization whose own mailbox the message was read from (IMAP): it is theirs whatever address it names. */
  organizationId?: string;
}

export type MailOutcome =
  | { kind: 'ticket_created'; organizationId: string; ticketId: string }
  | { kind: 'comment_added'; organizationId: string; ticketId: string; commentId: string }
  | { kind: 'duplicate'; organizationId: string }
  | { kind: 'address_verified'; organizationId: string }
  | { kind: 'bounce'; organizationId: string; bounced: number }
  | { kind: 'quarantined'; organizationId: string; reason: QuarantineReason }
  | { kind: 'ignored'; reason: 'auto_reply' | 'bulk' | 'own_mail' }
  | {
      kind: 'refused';
      reason: 'unknown_recipient' | 'no_sender' | 'unknown_sender' | 'staff_without_token' | 'too_large';
    };

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
    const organization = address
      ? await findActiveOrganization(db, { subdomain: address.subdomain })
      : await db.withPlatform((tx) => findOrganizationOfAddress(tx, recipient));
    if (organization) return { organization, replyToken: address?.replyToken ?? null };
  }
  return null;
}

/** Whether the receiver takes mail for an address: an organization's, or a custom one verified or waiting for its check. */
export async function acceptsRecipient(db: Database, config: Config, recipient: string): Promise<boolean> {
  if (await findRecipientOrganization(db, config, [recipient])) return true;
  return db.withPlatform((tx) => isAddedAnywhere(tx, recipient));
}

function addressOf(text: string): string {
  return (text.match(/<([^<>]+)>/)?.[1] ?? text).trim().toLowerCase();
}

/** The Message-IDs a delivery report quotes of the mail that could not be delivered. */
function bouncedMessageIds(raw: Buffer, ownId: string): string[] {
  const ids = [...raw.toString('latin1').matchAll(/^message-id:\s*(<[^<>\s]+>)/gim)].map((match) => normalizeMessageId(match[1] as string));
  return [...new Set(ids)].filter((id) => id !== ownId);
}

/** A header's text as written in the message, for one that could not be parsed. */
function rawHeaderOf(raw: Buffer, name: string): string {
  const head = raw.subarray(0, 64 * 1024).toString('latin1');
  return head.match(new RegExp(`^${name}:[ \\t]*(.*)$`, 'im'))?.[1]?.trim() ?? '';
}

function textOf(mail: ParsedMail): string {
  return (mail.text ?? '').replace(/\r\n?/g, '\n').trim();
}

/** The largest message taken, attachments included (INBOUND_MAX_MESSAGE_MB, the receiver's SMTP SIZE). */
export function maxMessageBytes(config: Config): number {
  return Math.round(config.INBOUND_MAX_MESSAGE_MB * 1024 * 1024);
}

/** Text as PostgreSQL stores it: a NUL character, which malformed mail can carry, is the one character it refuses. */
function storable(text: string): string {
  return text.replaceAll('\u0000', '');
}

/**
 * The message parsed, its headers and decoded texts storable, or null when it cannot be read as a message at all.
 * A NUL in the headers is dropped before parsing; one in a decoded part is dropped after. HTML without a text part
 * gives the text.
 */
async function parseMail(raw: Buffer): Promise<ParsedMail | null> {
  try {
    const mail = await simpleParser(raw.includes(0) ? Buffer.from(raw.filter((byte) => byte !== 0)) : raw, {
      skipImageLinks: true,
      skipTextToHtml: true,
    });
    if (mail.subject) mail.subject = storable(mail.subject);
    if (mail.html) mail.html = storable(mail.html);
    if (mail.text) mail.text = storable(mail.text);
    else if (mail.html) mail.text = textOfHtml(mail.html);
    for (const sender of mail.from?.value ?? []) sender.name = storable(sender.name);
    return mail;
  } catch {
    return null;
  }
}

/**
 * Takes one received message to its organization: a comment on the ticket it answers (by the reply address's
 * token, a Message-ID it refers to, or the ticket number in its subject from one of the ticket's people), else a
 * new ticket. Automated mail makes nothing; a bounce marks the mail it answers; the same message twice is kept once.
 */
export async function receiveMail(options: ReceiveMailOptions): Promise<MailOutcome> {
  const { db, config, clock, raw } = options;
  if (raw.byteLength > maxMessageBytes(config)) return { kind: 'refused', reason: 'too_large' };
  const mail = await parseMail(raw);
  // A custom address's check coming back, to that address or forwarded to the organization's own: it makes nothing else.
  const check = mail ? await verifyReturningCheck(db, mail.subject ?? '', clock.now()) : null;
  if (check) return { kind: 'address_verified', organizationId: check.organizationId };
  const target = options.organizationId
    ? await findMailboxOrganization(db, config, options.organizationId, options.recipients)
    : await findRecipientOrganization(db, config, options.recipients);
  if (!target) return { kind: 'refused', reason: 'unknown_recipient' };
  const { organization } = target;
  const quarantine = (reason: QuarantineReason, sender: string, subject: string) =>
    db.withTenant({ organizationId: organization.id }, async (tx): Promise<MailOutcome> => {
      const { recipients } = options;
      await quarantineMail(tx, { organizationId: organization.id, sender, subject, reason, recipients, raw, now: clock.now() });
      return { kind: 'quarantined', organizationId: organization.id, reason };
    });
  // Mail that cannot be read is kept for an org admin to see rather than lost.
  if (!mail) return quarantine('undecodable', addressOf(rawHeaderOf(raw, 'from')), rawHeaderOf(raw, 'subject'));
  const from = mail.from?.value[0]?.address?.toLowerCase();
  if (!from || !isMailAddress(from)) return { kind: 'refused', reason: 'no_sender' };
  const mailDomain = ticketMailDomain(config, organization.subdomain);
  const messageId = mail.messageId ? normalizeMessageId(mail.messageId) : `${createHash('sha256').update(raw).digest('hex')}@${mailDomain}`;
  if (from === addressOf(config.mailFrom) || ticketIdOfThreadId(messageId, mailDomain)) return { kind: 'ignored', reason: 'own_mail' };

  const automated = automatedMailKind(mail.headers, contentTypeOf(mail), from);
  if (automated === 'bounce') {
    const reason = bounceReasonOf(raw.toString('latin1'));
    const organizationId = organization.id;
    const bounced = await db.withTenant({ organizationId }, async (tx) => {
      const mails = await markMessagesBounced(tx, organizationId, bouncedMessageIds(raw, messageId), reason);
      const customerIds = await repository.markCustomersBouncing(
        tx,
        organizationId,
        mails.map((mail) => mail.address),
        clock.now(),
      );
      // Open ticket and customer screens show it at once.
      await publishEvents(tx, [
        ...[...new Set(mails.map((mail) => mail.ticketId))].map((ticketId) => ({
          organizationId,
          type: 'ticket.mail_bounced',
          payload: { ticketId },
        })),
        ...customerIds.map((customerId) => ({ organizationId, type: 'customer.updated', payload: { customerId } })),
      ]);
      return mails.length;
    });
    return { kind: 'bounce', organizationId: organization.id, bounced };
  }
  if (automated) return { kind: 'ignored', reason: automated };

  const isHeld =
    !options.isReleased &&
    (await db.withTenant({ organizationId: organization.id }, (tx) =>
      isHeldSender(tx, { config, organizationId: organization.id, address: from, now: clock.now() }),
    ));
  if (isHeld) return quarantine('sender_over_limit', from, mail.subject ?? '');

  return db.withTenant({ organizationId: organization.id }, async (tx) => {
    if (await findTicketOfMessageIds(tx, organization.id, [messageId])) return { kind: 'duplicate', organizationId: organization.id };
    // Mail from an address shows it works again.
    await repository.clearCustomerBounce(tx, organization.id, from);
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

/** A name a file can be saved under: no folders, no control characters, not too long. */
function attachmentName(attachment: Attachment, index: number): string {
  const name = storable(attachment.filename ?? '')
    .split(/[/\\]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return (name || `attachment-${index + 1}`).slice(0, 200);
}

/**
 * Stores the files a message carries, linked to the comment (or ticket) it made; answers the stored attachment of
 * each Content-ID its HTML shows as an image.
 */
async function storeAttachments(context: MailContext, ticketId: string, commentId: string | null): Promise<Map<string, string>> {
  const { tx, organization, clock, mail } = context;
  const html = mail.html ? mail.html.toLowerCase() : '';
  const attachmentOfContentId = new Map<string, string>();
  for (const [index, attachment] of mail.attachments.entries()) {
    const contentType = storable(attachment.contentType || 'application/octet-stream')
      .toLowerCase()
      .slice(0, 200);
    const contentId = attachment.cid ? storable(attachment.cid).replace(/^<|>$/g, '').toLowerCase().slice(0, 500) : null;
    const isInline = contentId !== null && contentType.startsWith('image/') && html.includes(`cid:${contentId}`);
    const fileId = await insertUploadedFile(tx, organization.id, {
      purpose: 'attachment',
      contentType,
      content: attachment.content,
      createdBy: null,
      createdAt: clock.now(),
    });
    const id = await insertCommentAttachment(tx, {
      organizationId: organization.id,
      ticketId,
      commentId,
      fileId,
      filename: attachmentName(attachment, index),
      contentType,
      byteSize: attachment.content.byteLength,
      contentId,
      isInline,
      createdAt: clock.now(),
    });
    if (isInline && contentId) attachmentOfContentId.set(contentId, id);
  }
  return attachmentOfContentId;
}

/** A message's HTML, sanitized, its quoted history (for a reply) apart; null for either when there is none. */
function sanitizedHtmlOf(mail: ParsedMail, attachmentOfContentId: ReadonlyMap<string, string>, isReply: boolean) {
  if (!mail.html) return { html: null, quotedHtml: null };
  const { reply, quoted } = isReply ? splitQuotedHtml(mail.html) : { reply: mail.html, quoted: '' };
  const sanitize = (html: string) => sanitizeMailHtml(html, { attachmentOfContentId }) || null;
  return { html: sanitize(reply), quotedHtml: quoted ? sanitize(quoted) : null };
}

/**
 * Keeps the message as received, recorded with the ticket and comment it became (so that it is known when it comes
 * again), with its files, its sanitized HTML and the quoted history it answered.
 */
async function recordReceived(
  context: MailContext,
  ticketId: string,
  commentId: string | null,
  quoted: { text: string; isReply: boolean },
): Promise<void> {
  const { tx, organization, raw, clock, mail, from, messageId } = context;
  const rawFileId = await insertUploadedFile(tx, organization.id, {
    purpose: 'email',
    contentType: 'message/rfc822',
    content: raw,
    createdBy: null,
    createdAt: clock.now(),
  });
  const attachmentOfContentId = await storeAttachments(context, ticketId, commentId);
  const { html, quotedHtml } = sanitizedHtmlOf(mail, attachmentOfContentId, quoted.isReply);
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
    html,
    quotedText: quoted.text,
    quotedHtml,
    createdAt: clock.now(),
  });
}

async function addMailComment(
  context: MailContext,
  ticket: repository.MailTicket,
  author: Parameters<typeof writeComment>[1]['author'],
): Promise<MailOutcome> {
  const { tx, config, clock, organization, mail } = context;
  const { reply, quoted } = splitQuotedReply(textOf(mail));
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
  await recordReceived(context, ticket.id, written.comment.id, { text: quoted, isReply: true });
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
  await recordReceived(context, ticket.id, null, { text: '', isReply: false });
  await acknowledgeTicket(context, ticket.id);
  return { kind: 'ticket_created', organizationId: organization.id, ticketId: ticket.id };
}

/**
 * Tells the sender their request was received, in the ticket's thread (in reply to their message, with the
 * ticket's reply address); at most ACKNOWLEDGEMENTS_PER_DAY a day to one address, so a loop cannot run on.
 */
async function acknowledgeTicket(context: MailContext, ticketId: string): Promise<void> {
  const { tx, config, clock, organization, from, messageId } = context;
  const now = clock.now();
  const sent = await countAcknowledgementsTo(tx, organization.id, from, new Date(now.getTime() - 86_400_000));
  const ticket = sent < ACKNOWLEDGEMENTS_PER_DAY ? await repository.findTicketById(tx, organization.id, ticketId) : null;
  if (!ticket) return;
  const headers = threadHeaders(config, {
    ticketId,
    replyToken: ticket.replyToken,
    subdomain: organization.subdomain,
    key: 'acknowledgement',
    answering: messageId,
  });
  const subject = `We received your request ${ticketMailSubject(ticket.ticketNumber, ticket.title)}`;
  await enqueueMail(tx, {
    to: from,
    subject,
    text: [
      `Thank you for writing to ${organization.name}. Your request is ticket ${ticket.ticketNumber}, and we will answer it as soon as we can.`,
      '',
      headers.replyTo ? 'Reply to this e-mail to add to your request.' : `Please quote ${ticket.ticketNumber} when you write about it.`,
      '',
      organization.name,
    ].join('\n'),
    thread: headers.thread,
  });
  await insertMailMessage(tx, {
    organizationId: organization.id,
    ticketId,
    commentId: null,
    direction: 'outbound',
    kind: 'acknowledgement',
    messageId: headers.messageId,
    address: from,
    subject,
    status: 'sent',
    createdAt: now,
  });
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

import { z } from 'zod';
import { attachmentLimits } from './attachment-type.ts';

const attachmentLimitMessage = `must be 1 to ${attachmentLimits.maxMegabytesPerMessage} MB`;

/**
 * The rules of the e-mail channel that need no server: which mail is automated, how an address names an
 * organization and a ticket, which ids a reply points at, and where a reply's own text ends.
 */

/** Headers as mailparser gives them: lower-case names, values as strings (or lists of strings). */
export type MailHeaders = ReadonlyMap<string, unknown>;

/** The local part of the address every organization receives new tickets at. */
export const SUPPORT_LOCAL_PART = 'support';
/** The local part of a ticket's reply address, before the `+` and the ticket's token. */
export const REPLY_LOCAL_PART = 'reply';

/** Why a message makes no ticket and no comment: mail that answers automatically, or is sent to many. */
export type AutomatedMailKind = 'auto_reply' | 'bulk' | 'bounce';

function headerText(headers: MailHeaders, name: string): string {
  const value = headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (typeof value === 'object' && 'value' in value)
    return String((value as { value: unknown }).value)
      .trim()
      .toLowerCase();
  return String(value).trim().toLowerCase();
}

/**
 * RFC 3834's Auto-Submitted, the headers Microsoft and older autoresponders set, Precedence, and delivery
 * reports: none of them gets an acknowledgement, so two auto-responders never answer each other.
 */
export function automatedMailKind(headers: MailHeaders, contentType: string, from: string): AutomatedMailKind | null {
  const type = contentType.toLowerCase();
  const sender = from.toLowerCase();
  if ((type.startsWith('multipart/report') && type.includes('delivery-status')) || /^(mailer-daemon|postmaster)@/.test(sender))
    return 'bounce';
  const autoSubmitted = headerText(headers, 'auto-submitted');
  if ((autoSubmitted && autoSubmitted !== 'no') || headers.has('x-autoreply') || headers.has('x-autorespond')) return 'auto_reply';
  if (headers.has('x-auto-response-suppress') && /\b(all|oof|autoreply)\b/.test(headerText(headers, 'x-auto-response-suppress'))) {
    return 'auto_reply';
  }
  if (['bulk', 'junk', 'list', 'auto_reply'].includes(headerText(headers, 'precedence'))) return 'bulk';
  if (headers.has('list-id') || headers.has('list-unsubscribe')) return 'bulk';
  return null;
}

/** Whether a parsed From address is one an answer could go to: a local part and a domain, nothing else. */
export function isMailAddress(address: string): boolean {
  return /^[^\s@<>()",;:]+@[^\s@<>()",;:]+$/.test(address);
}

/** A Message-ID as it is kept and compared: without angle brackets or spaces, in lower case. */
export function normalizeMessageId(id: string): string {
  return id.trim().replace(/^<|>$/g, '').trim().toLowerCase();
}

/** Every Message-ID named in In-Reply-To and References, nearest first (In-Reply-To, then References newest first). */
export function referencedMessageIds(inReplyTo: string | undefined, references: string | readonly string[] | undefined): string[] {
  const idsIn = (value: string) => value.match(/<[^<>\s]+>/g) ?? (value.trim() ? [value] : []);
  const listed = typeof references === 'string' ? [references] : (references ?? []);
  const ids = [...idsIn(inReplyTo ?? ''), ...listed.flatMap(idsIn).reverse()];
  return [...new Set(ids.map(normalizeMessageId).filter((id) => id.length > 0))];
}

/** The mail domain of an organization: its subdomain under INBOUND_EMAIL_DOMAIN (a wildcard MX record covers them all). */
export function organizationMailDomain(subdomain: string, inboundDomain: string): string {
  return `${subdomain}.${inboundDomain}`.toLowerCase();
}

export interface InboundAddress {
  subdomain: string;
  /** The token of a ticket's reply address, or null for the support address. */
  replyToken: string | null;
}

/**
 * What an address on INBOUND_EMAIL_DOMAIN names: `support@acme.{domain}` (any local part opens tickets) or
 * `reply+{token}@acme.{domain}`. Null for an address on another domain.
 */
export function parseInboundAddress(address: string, inboundDomain: string): InboundAddress | null {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  const suffix = `.${inboundDomain.toLowerCase()}`;
  if (!domain.endsWith(suffix)) return null;
  const subdomain = domain.slice(0, -suffix.length);
  if (!subdomain || subdomain.includes('.')) return null;
  const reply = local.match(new RegExp(`^${REPLY_LOCAL_PART}\\+([0-9a-f]{32})$`));
  return { subdomain, replyToken: reply?.[1] ?? null };
}

/** The bracketed ticket numbers of a subject, outermost first: "Re: [TKT-1042] Printer" gives ["TKT-1042"]. */
export function ticketNumbersInSubject(subject: string): string[] {
  return [...subject.matchAll(/\[([A-Za-z0-9][A-Za-z0-9._/-]{0,39})\]/g)].map((match) => match[1] as string);
}

/** The subject of every mail about a ticket: its number in brackets, so a reply that keeps only the subject still finds it. */
export function ticketMailSubject(ticketNumber: string, title: string): string {
  return `[${ticketNumber}] ${title}`;
}

/**
 * The subject of a notification's mail about a ticket: what happened, then the ticket's bracketed number and title,
 * in place of the number where the notice names it ("New comment from Ada on [TKT-1042] Printer jams"), else after
 * it ("Ticket Closed: [TKT-1042] Printer jams").
 */
export function ticketNoticeSubject(ticket: { ticketNumber: string; title: string }, noticeTitle: string): string {
  const named = ticketMailSubject(ticket.ticketNumber, ticket.title);
  return noticeTitle.includes(ticket.ticketNumber) ? noticeTitle.replace(ticket.ticketNumber, named) : `${noticeTitle}: ${named}`;
}

/** A subject without the reply and forward prefixes clients add in many languages, for a new ticket's title. */
export function subjectWithoutPrefixes(subject: string): string {
  return subject.replace(/^(\s*(re|fw|fwd|aw|wg|sv|vs|antw|r|tr|rif|res|enc)\s*(\[\d+\])?\s*:\s*)+/i, '').trim();
}

/**
 * The first line of quoted history as the common clients write it: Gmail and Apple Mail's "On … wrote:",
 * Outlook's "-----Original Message-----" and its "From: … Sent:" block, and the other languages' forms of them.
 */
const QUOTE_HEADERS = [
  /^on\s.+\bwrote:\s*$/i,
  /^am\s.+\bschrieb\b.*:\s*$/i,
  /^le\s.+\ba écrit\s*:\s*$/i,
  /^el\s.+\bescribió:\s*$/i,
  /^-{2,}\s*original message\s*-{2,}\s*$/i,
  /^-{2,}\s*forwarded message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^from:\s.+$/i,
  /^sent from my (iphone|ipad|android|mobile)\b.*$/i,
];

/** "On Tue, 3 Nov 2026 at 09:12, Carla <…>" split over two lines by the client's wrapping. */
function isWrappedQuoteHeader(line: string, next: string | undefined): boolean {
  return /^on\s/i.test(line) && !/wrote:\s*$/i.test(line) && next !== undefined && /wrote:\s*$/i.test(next);
}

export interface ReplyParts {
  /** What the sender wrote, without the history under it. */
  reply: string;
  /** The quoted history, kept for the collapsible quote; empty when there was none. */
  quoted: string;
}

/**
 * Splits a plain-text reply at its quoted history: the first quote header, or the first run of "> " lines
 * that goes to the end of the message. The history is not new text and is never stored as the comment.
 */
export function splitQuotedReply(text: string): ReplyParts {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let cut = lines.length;
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] as string).trim();
    const isHeader = QUOTE_HEADERS.some((pattern) => pattern.test(line)) || isWrappedQuoteHeader(line, lines[index + 1]?.trim());
    const isQuoteToEnd = line.startsWith('>') && lines.slice(index).every((rest) => rest.trim() === '' || rest.trim().startsWith('>'));
    if (isHeader || isQuoteToEnd) {
      cut = index;
      break;
    }
  }
  const reply = lines.slice(0, cut).join('\n').trim();
  const quoted = lines.slice(cut).join('\n').trim();
  // A message that is all quote (a bare forward) keeps its text: something was sent, and nothing is lost.
  return reply ? { reply, quoted } : { reply: quoted, quoted: '' };
}

/**
 * Where the common clients start the quoted history in a reply's HTML: Gmail's gmail_quote, Thunderbird's
 * moz-cite-prefix, Apple Mail's and Thunderbird's cited blockquote, Outlook's reply header and separator, Yahoo's.
 */
const HTML_QUOTE_STARTS = [
  /<div[^>]*\bclass\s*=\s*["']?[^"'>]*\bgmail_quote\b/i,
  /<div[^>]*\bclass\s*=\s*["']?[^"'>]*\bmoz-cite-prefix\b/i,
  /<blockquote[^>]*\btype\s*=\s*["']?cite\b/i,
  /<div[^>]*\bid\s*=\s*["']?(divRplyFwdMsg|appendonsend)\b/i,
  /<hr[^>]*\bid\s*=\s*["']?stopSpelling\b/i,
  /<div[^>]*\bclass\s*=\s*["']?[^"'>]*\byahoo_quoted\b/i,
];

/**
 * Splits a reply's HTML where its quoted history starts (the HTML counterpart of splitQuotedReply). Each side may
 * be left with unclosed tags: each is sanitized apart, which closes them.
 */
export function splitQuotedHtml(html: string): { reply: string; quoted: string } {
  const starts = HTML_QUOTE_STARTS.map((pattern) => html.search(pattern)).filter((index) => index > 0);
  if (starts.length === 0) return { reply: html, quoted: '' };
  const cut = Math.min(...starts);
  return { reply: html.slice(0, cut), quoted: html.slice(cut) };
}

/**
 * What a received mail's sanitized HTML carries instead of an image's `src`: the id of the attachment it shows (the
 * screen fetches it with the reader's credentials), or a remote address, loaded only when the reader asks.
 */
export const MAIL_IMAGE_ATTRIBUTES = { attachment: 'data-attachment-id', remote: 'data-remote-src' } as const;

/** What an organization does with mail about its tickets; every field has its default, for stored settings. */
export const emailSettingsSchema = z.object({
  /** A sender who is not a customer yet: made one (their ticket opens), or answered with a polite refusal. */
  unknownSender: z.enum(['create_customer', 'refuse']).default('create_customer'),
  /** A reply this many days after its ticket was resolved or closed opens a new ticket instead of reopening it. */
  reopenWindowDays: z.number().int().min(1, 'must be 1 to 365 days').max(365, 'must be 1 to 365 days').default(14),
  /** The files of one message (a new ticket, a comment or a note), together, in megabytes. */
  attachmentMegabytesPerMessage: z
    .number()
    .int()
    .min(1, attachmentLimitMessage)
    .max(attachmentLimits.maxMegabytesPerMessage, attachmentLimitMessage)
    .default(attachmentLimits.defaultMegabytesPerMessage),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** The most custom addresses an organization may add. */
export const MAX_CUSTOM_ADDRESSES = 20;

/** The subject of the check mail sent to a custom address: the token in it, coming back, proves the address reaches Tandem. */
export function addressCheckSubject(address: string, token: string): string {
  return `Address check for ${address} [check ${token}]`;
}

/** The token of a returning address check, from its subject (a forward keeps it, with any prefix before it). */
export function addressCheckTokenOf(subject: string): string | null {
  return /\[check ([0-9a-f]{32})\]/.exec(subject)?.[1] ?? null;
}

/** A sender over this many messages in the window is held: their further mail is quarantined for the hold's length. */
export const senderLimit = { messages: 20, windowMs: 10 * 60_000, holdMs: 60 * 60_000 } as const;

/** At most this many acknowledgements a day to one address, so a mail loop or a flood cannot make Tandem a spammer. */
export const ACKNOWLEDGEMENTS_PER_DAY = 10;

export const quarantineReasons = ['sender_over_limit', 'undecodable'] as const;
export type QuarantineReason = (typeof quarantineReasons)[number];

export const quarantineReasonLabels: Record<QuarantineReason, string> = {
  sender_over_limit: `Sender over ${senderLimit.messages} messages in ${senderLimit.windowMs / 60_000} minutes`,
  undecodable: 'The message could not be read',
};

/**
 * Why a delivery report says a message was not delivered: its Status and Diagnostic-Code fields
 * (RFC 3464), unfolded, as "5.1.1 (smtp; 550 5.1.1 No such user)"; null when the report names neither.
 */
export function bounceReasonOf(report: string): string | null {
  const unfolded = report.replace(/\r\n?/g, '\n').replace(/\n[ \t]+/g, ' ');
  const field = (name: string) => unfolded.match(new RegExp(`^${name}:[ \\t]*(.+)$`, 'im'))?.[1]?.trim() ?? '';
  const status = field('status');
  const diagnostic = field('diagnostic-code');
  if (!status && !diagnostic) return null;
  const reason = status && diagnostic ? `${status} (${diagnostic})` : status || diagnostic;
  return reason.slice(0, 500);
}

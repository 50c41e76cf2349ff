import { describe, expect, it } from 'vitest';
import {
  addressCheckSubject,
  addressCheckTokenOf,
  automatedMailKind,
  bounceReasonOf,
  isMailAddress,
  parseInboundAddress,
  referencedMessageIds,
  splitQuotedHtml,
  splitQuotedReply,
  subjectWithoutPrefixes,
  ticketNoticeSubject,
  ticketNumbersInSubject,
} from './inbound-mail.ts';

const headers = (entries: Record<string, unknown>) => new Map(Object.entries(entries));

describe('automated mail', () => {
  it('knows auto-replies, bulk mail and delivery reports, and lets a person’s mail through', () => {
    expect(automatedMailKind(headers({ 'auto-submitted': 'auto-replied' }), 'text/plain', 'dana@example.org')).toBe('auto_reply');
    expect(automatedMailKind(headers({ 'auto-submitted': 'no' }), 'text/plain', 'dana@example.org')).toBeNull();
    expect(automatedMailKind(headers({ 'x-autoreply': 'yes' }), 'text/plain', 'dana@example.org')).toBe('auto_reply');
    expect(automatedMailKind(headers({ 'x-auto-response-suppress': 'All' }), 'text/plain', 'dana@example.org')).toBe('auto_reply');
    expect(automatedMailKind(headers({ precedence: 'Bulk' }), 'text/plain', 'news@example.org')).toBe('bulk');
    expect(automatedMailKind(headers({ 'list-unsubscribe': '<mailto:u@example.org>' }), 'text/plain', 'news@example.org')).toBe('bulk');
    expect(automatedMailKind(headers({}), 'multipart/report; report-type=delivery-status', 'dsn@example.org')).toBe('bounce');
    expect(automatedMailKind(headers({}), 'text/plain', 'MAILER-DAEMON@example.org')).toBe('bounce');
    expect(automatedMailKind(headers({}), 'multipart/alternative', 'dana@example.org')).toBeNull();
  });
});

describe('inbound addresses', () => {
  it('names the organization by its subdomain and a ticket by its reply token', () => {
    const token = '0123456789abcdef0123456789abcdef';
    expect(parseInboundAddress('support@acme.mail.example.com', 'mail.example.com')).toEqual({ subdomain: 'acme', replyToken: null });
    expect(parseInboundAddress(`reply+${token}@Acme.Mail.Example.com`, 'mail.example.com')).toEqual({
      subdomain: 'acme',
      replyToken: token,
    });
    expect(parseInboundAddress('reply+short@acme.mail.example.com', 'mail.example.com')).toEqual({ subdomain: 'acme', replyToken: null });
    expect(parseInboundAddress('support@mail.example.com', 'mail.example.com')).toBeNull();
    expect(parseInboundAddress('support@a.b.mail.example.com', 'mail.example.com')).toBeNull();
    expect(parseInboundAddress('support@acme.example.org', 'mail.example.com')).toBeNull();
  });
});

describe('threading', () => {
  it('lists the ids a reply refers to, nearest first, once each', () => {
    expect(referencedMessageIds('<C@x>', ['<A@x>', '<B@x>', '<C@x>'])).toEqual(['c@x', 'b@x', 'a@x']);
    expect(referencedMessageIds(undefined, '<A@x> <B@x>')).toEqual(['b@x', 'a@x']);
    expect(referencedMessageIds(undefined, undefined)).toEqual([]);
  });

  it('finds ticket numbers in a subject and takes reply prefixes off a new ticket’s title', () => {
    expect(ticketNumbersInSubject('RE: AW: [TKT-1042] Printer')).toEqual(['TKT-1042']);
    expect(ticketNumbersInSubject('Printer (no number)')).toEqual([]);
    expect(subjectWithoutPrefixes('Re: Fwd: AW:  Printer jams')).toBe('Printer jams');
    expect(subjectWithoutPrefixes('Regarding the printer')).toBe('Regarding the printer');
  });

  it('names the ticket by its bracketed number and title in a notification’s subject, where the subject names it or after it', () => {
    const ticket = { ticketNumber: 'TKT-1042', title: 'Printer jams' };
    expect(ticketNoticeSubject(ticket, 'New comment from Ada on TKT-1042')).toBe('New comment from Ada on [TKT-1042] Printer jams');
    expect(ticketNoticeSubject(ticket, 'Ticket Closed')).toBe('Ticket Closed: [TKT-1042] Printer jams');
    expect(ticketNumbersInSubject(ticketNoticeSubject(ticket, 'New comment from Ada on TKT-1042'))).toEqual(['TKT-1042']);
  });
});

describe('custom addresses', () => {
  it('finds the token of a returning address check, under the prefixes a forward adds', () => {
    const token = 'a'.repeat(32);
    expect(addressCheckTokenOf(`Fwd: ${addressCheckSubject('help@acme.com', token)}`)).toBe(token);
    expect(addressCheckTokenOf('Address check for help@acme.com [check nothex]')).toBeNull();
    expect(addressCheckTokenOf('Printer jams')).toBeNull();
  });
});

describe('quoted history', () => {
  it('keeps what the sender wrote and sets the quote apart', () => {
    expect(splitQuotedReply('Thanks!\n\nOn Tue, 3 Nov 2026 at 09:40, Acme <a@b> wrote:\n> Which one?')).toEqual({
      reply: 'Thanks!',
      quoted: 'On Tue, 3 Nov 2026 at 09:40, Acme <a@b> wrote:\n> Which one?',
    });
    expect(splitQuotedReply('Yes.\n\n-----Original Message-----\nFrom: Acme').reply).toBe('Yes.');
    expect(splitQuotedReply('Yes.\n\nOn Tue, 3 Nov 2026, 09:40 Acme, <\nreply@x> wrote:\n> Which?').reply).toBe('Yes.');
    expect(splitQuotedReply('> quoted only\n> nothing else')).toEqual({ reply: '> quoted only\n> nothing else', quoted: '' });
    expect(splitQuotedReply('A line\n> quoted in the middle\nmy answer').reply).toBe('A line\n> quoted in the middle\nmy answer');
  });

  it('cuts a reply’s HTML where each client’s quote starts, and keeps HTML without one whole', () => {
    const reply = '<div dir="ltr">It is the one by the dock.</div><br>';
    const quotes = [
      '<div class="gmail_quote"><div class="gmail_attr">On Tue wrote:</div><blockquote class="gmail_quote">Which?</blockquote></div>',
      '<div class="moz-cite-prefix">On 03/11/2026 09:40, Acme wrote:<br></div><blockquote type="cite">Which?</blockquote>',
      '<blockquote type="cite"><div>On 3 Nov 2026, Acme wrote:</div>Which?</blockquote>',
      '<div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> Acme</div>Which?',
    ];
    for (const quoted of quotes) expect(splitQuotedHtml(`${reply}${quoted}`)).toEqual({ reply, quoted });
    expect(splitQuotedHtml(reply)).toEqual({ reply, quoted: '' });
    expect(splitQuotedHtml('<blockquote type="cite">All quote</blockquote>')).toEqual({
      reply: '<blockquote type="cite">All quote</blockquote>',
      quoted: '',
    });
  });
});

describe('bounce reasons', () => {
  it('reads the Status and the folded Diagnostic-Code of a delivery report', () => {
    const report =
      'Reporting-MTA: dns; mx.example.org\r\nAction: failed\r\nStatus: 5.1.1\r\nDiagnostic-Code: smtp; 550 5.1.1\r\n  No such user\r\n';
    expect(bounceReasonOf(report)).toBe('5.1.1 (smtp; 550 5.1.1 No such user)');
    expect(bounceReasonOf('Action: failed\nStatus: 4.4.7')).toBe('4.4.7');
    expect(bounceReasonOf('Your message could not be delivered.')).toBeNull();
  });
});

describe('sender addresses', () => {
  it('takes a local part at a domain, and nothing a client makes of a broken From header', () => {
    expect(isMailAddress('dana.ortiz+tickets@example.org')).toBe(true);
    for (const broken of ['', 'undisclosed', '@', 'not an address', 'a@b@c', '<a@b.c>']) expect(isMailAddress(broken)).toBe(false);
  });
});

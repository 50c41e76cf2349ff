import { describe, expect, it } from 'vitest';
import { mailboxInputSchema, mailboxRetryDelayMs } from './mailbox.ts';

describe('mailbox settings', () => {
  it('takes a host name or an IP address, with IMAP over TLS on INBOX by default', () => {
    for (const host of ['imap.example.com', 'IMAP.Example.com ', '127.0.0.1', '::1', 'mail-1.example.co.uk']) {
      expect(mailboxInputSchema.safeParse({ host, username: 'support@example.com', secret: 'x' }).success, host).toBe(true);
    }
    for (const host of ['', 'imap example.com', 'imap.example.com/inbox', '-imap.example.com', 'imap..example.com']) {
      expect(mailboxInputSchema.safeParse({ host, username: 'support@example.com' }).success, host).toBe(false);
    }
    expect(mailboxInputSchema.parse({ host: 'IMAP.Example.com', username: 'u' })).toEqual({
      isEnabled: true,
      host: 'imap.example.com',
      port: 993,
      isTls: true,
      username: 'u',
      authKind: 'password',
      folder: 'INBOX',
    });
  });

  it('waits longer after each failure in a row, at most five minutes', () => {
    expect([1, 2, 3, 4].map(mailboxRetryDelayMs)).toEqual([2000, 4000, 8000, 16_000]);
    expect(mailboxRetryDelayMs(30)).toBe(300_000);
  });
});

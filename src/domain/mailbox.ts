import { z } from 'zod';

/**
 * An organization's own mailbox, read over IMAP: where it is, how Tandem signs in, and what its reader last saw.
 */

export const mailboxAuthKinds = ['password', 'xoauth2'] as const;
export type MailboxAuthKind = (typeof mailboxAuthKinds)[number];

export const mailboxMessages = {
  hostInvalid: 'Enter the IMAP server as a host name or an IP address, such as imap.example.com.',
  usernameRequired: 'Enter the user name Tandem signs in with (often the mailbox’s address).',
  secretRequired: 'Enter the password (or the access token) Tandem signs in with.',
  folderRequired: 'Enter the folder to read, such as INBOX.',
} as const;

/** The mailbox as an org admin enters it; the secret left out keeps the stored one. */
export const mailboxInputSchema = z.object({
  isEnabled: z.boolean().default(true),
  host: z
    .string()
    .trim()
    .toLowerCase()
    .max(253, mailboxMessages.hostInvalid)
    .regex(/^([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$|^[0-9a-f:.]+$/, mailboxMessages.hostInvalid),
  port: z.number().int().min(1).max(65_535).default(993),
  /** TLS from the first byte (port 993); off, Tandem still upgrades with STARTTLS where the server offers it. */
  isTls: z.boolean().default(true),
  username: z.string().trim().min(1, mailboxMessages.usernameRequired).max(320),
  authKind: z.enum(mailboxAuthKinds).default('password'),
  secret: z.string().min(1, mailboxMessages.secretRequired).max(8192).optional(),
  folder: z.string().trim().min(1, mailboxMessages.folderRequired).max(200).default('INBOX'),
});
export type MailboxInput = z.infer<typeof mailboxInputSchema>;

export type MailboxReaderState = 'waiting' | 'connected' | 'failed';

/** When a reader that failed tries again: 2 s, 4 s, 8 s… at most 5 minutes. */
export function mailboxRetryDelayMs(failures: number): number {
  return Math.min(2000 * 2 ** Math.max(0, failures - 1), 5 * 60_000);
}

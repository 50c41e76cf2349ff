import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

export type MailFixtureValues = Partial<Record<'TO' | 'FROM' | 'SUBJECT' | 'IN_REPLY_TO' | 'REFERENCES', string>>;

/**
 * A message of the inbound mail fixture set, in the header shapes of a real client, with the caller's addresses
 * and thread ids, a fresh Message-ID and CRLF line ends as it comes over SMTP.
 */
export function mailFixture(name: string, values: MailFixtureValues): Buffer {
  const template = readFileSync(new URL(`../../src/server/features/inbound-mail/fixtures/${name}.eml`, import.meta.url), 'utf8');
  const filled: Record<string, string> = { NONCE: randomBytes(6).toString('hex'), FROM_DOMAIN: 'example.org', ...values };
  return Buffer.from(template.replace(/\$\{([A-Z_]+)\}/g, (_match, key: string) => filled[key] ?? '').replace(/\r?\n/g, '\r\n'));
}

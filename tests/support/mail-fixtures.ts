import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

export type MailFixtureValues = Partial<Record<'TO' | 'FROM' | 'SUBJECT' | 'IN_REPLY_TO' | 'REFERENCES' | 'NONCE', string>>;

const fixtureFolder = new URL('../../src/server/features/inbound-mail/fixtures/', import.meta.url);

/** The names of the inbound mail fixture set's messages, without `.eml`. */
export const mailFixtureNames: readonly string[] = readdirSync(fixtureFolder)
  .filter((file) => file.endsWith('.eml'))
  .map((file) => file.slice(0, -'.eml'.length))
  .sort();

/**
 * A message of the inbound mail fixture set, in the header shapes of a real client, with the caller's addresses
 * and thread ids, a fresh Message-ID and CRLF line ends as it comes over SMTP.
 */
export function mailFixture(name: string, values: MailFixtureValues): Buffer {
  const template = readFileSync(new URL(`${name}.eml`, fixtureFolder), 'utf8');
  const filled: Record<string, string> = { NONCE: randomBytes(6).toString('hex'), FROM_DOMAIN: 'example.org', ...values };
  return Buffer.from(template.replace(/\$\{([A-Z_]+)\}/g, (_match, key: string) => filled[key] ?? '').replace(/\r?\n/g, '\r\n'));
}

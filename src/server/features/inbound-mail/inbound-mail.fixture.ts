import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

export type FixtureValues = Partial<Record<'TO' | 'FROM' | 'SUBJECT' | 'IN_REPLY_TO' | 'REFERENCES' | 'NONCE', string>>;

/** A message of the fixture set, in the header shapes of a real client, with a test's addresses and ids. */
export function fixture(name: string, values: FixtureValues): Buffer {
  const template = readFileSync(new URL(`./fixtures/${name}.eml`, import.meta.url), 'utf8');
  const filled: Record<string, string> = { NONCE: randomBytes(6).toString('hex'), FROM_DOMAIN: 'example.org', ...values };
  return Buffer.from(template.replace(/\$\{([A-Z_]+)\}/g, (_match, key: string) => filled[key] ?? '').replace(/\r?\n/g, '\r\n'));
}

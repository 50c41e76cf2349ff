import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

export type FixtureValues = Partial<Record<'TO' | 'FROM' | 'SUBJECT' | 'IN_REPLY_TO' | 'REFERENCES', string>>;

const fixtureFolder = new URL('./fixtures/', import.meta.url);

/** The names of the fixture set's messages, without `.eml`. */
export const fixtureNames: readonly string[] = readdirSync(fixtureFolder)
  .filter((file) => file.endsWith('.eml'))
  .map((file) => file.slice(0, -'.eml'.length))
  .sort();

/** A message of the fixture set, in the header shapes of a real client, with this test's addresses and ids. */
export function fixture(name: string, values: FixtureValues): Buffer {
  const template = readFileSync(new URL(`${name}.eml`, fixtureFolder), 'utf8');
  const filled: Record<string, string> = { NONCE: randomBytes(6).toString('hex'), FROM_DOMAIN: 'example.org', ...values };
  return Buffer.from(template.replace(/\$\{([A-Z_]+)\}/g, (_match, key: string) => filled[key] ?? '').replace(/\r?\n/g, '\r\n'));
}

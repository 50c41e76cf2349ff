import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { mailFixture as fixture, mailFixtureNames as fixtureNames } from '../../../../tests/support/mail-fixtures.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { TicketDetail } from '../tickets/tickets.schemas.ts';
import { receiveMail } from './inbound-mail.service.ts';

const INBOUND_DOMAIN = 'mail.tandem.test';

/** One way real mail arrives broken, applied to a message as latin1 text (one character a byte). */
type Mutation = (message: string) => string;

const at = (message: string, fraction: number) => Math.floor(message.length * fraction);
const boundariesOf = (message: string) => [...message.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1] as string);

const mutations: fc.Arbitrary<Mutation>[] = [
  // A boundary that no longer matches its parts, or a part that never ends.
  fc.constantFrom<Mutation>(
    (message) => boundariesOf(message).reduce((text, boundary) => text.replaceAll(`--${boundary}`, `--${boundary}x`), message),
    (message) => boundariesOf(message).reduce((text, boundary) => text.replaceAll(`--${boundary}--`, ''), message),
    (message) => message.replace(/boundary="?[^";\r\n]+"?/i, 'boundary=""'),
  ),
  // Base64 that is not: stray characters in it, or a text part declared as base64.
  fc
    .nat({ max: 255 })
    .map<Mutation>(
      (seed) => (message) =>
        message
          .replace(/(\r\n[A-Za-z0-9+/]{40,}\r\n)/, `$1!!${String.fromCharCode(seed)}=*=\r\n`)
          .replace(/Content-Transfer-Encoding: 7bit/gi, 'Content-Transfer-Encoding: base64'),
    ),
  // Cut anywhere, headers included.
  fc.double({ min: 0, max: 1, noNaN: true }).map<Mutation>((fraction) => (message) => message.slice(0, at(message, fraction))),
  // A charset no decoder knows, or the wrong one.
  fc
    .constantFrom('x-unknown-42', 'utf-7', 'iso-2022-jp', 'utf-16', '')
    .map<Mutation>((charset) => (message) => message.replace(/charset="?[^";\r\n]*"?/gi, `charset="${charset}"`)),
  // Multiparts nested deeper than any client writes.
  fc.integer({ min: 2, max: 120 }).map<Mutation>((depth) => (message) => {
    const split = message.indexOf('\r\n\r\n');
    const headers = message.slice(0, split).replace(/^content-type:.*(\r\n[ \t].*)*$/gim, '');
    let body = message.slice(split + 4);
    for (let level = 0; level < depth; level++)
      body = `--n${level}\r\nContent-Type: multipart/mixed; boundary="n${level + 1}"\r\n\r\n${body}\r\n--n${level}--`;
    return `${headers}\r\nContent-Type: multipart/mixed; boundary="n0"\r\n\r\n${body}`;
  }),
  // A header line far longer than the 998 characters RFC 5322 allows.
  fc
    .integer({ min: 1_000, max: 400_000 })
    .map<Mutation>(
      (length) => (message) => `X-Long: ${'a'.repeat(length)}\r\nSubject: ${'=?utf-8?B?w6k=?='.repeat(length / 200)}\r\n${message}`,
    ),
  // Stray bytes anywhere: NUL, 8-bit, bare CR and LF.
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('\u0000', '\u00ff\u00fe', '\r', '\n\n', '\u0080=?')).map<Mutation>(
    ([fraction, bytes]) =>
      (message) =>
        message.slice(0, at(message, fraction)) + bytes + message.slice(at(message, fraction)),
  ),
  // Encoded words and addresses that do not decode.
  fc.constantFrom<Mutation>(
    (message) => message.replace(/^Subject: .*$/im, 'Subject: =?utf-8?Q?=ZZ=00broken?= =?x-unknown?B?####?='),
    (message) => message.replace(/^From: .*$/im, 'From: "unterminated <@@>'),
    (message) => message.replace(/^From: .*$/im, 'From: =?utf-8?B?AAAA?= <dana\u0000@example.org>'),
  ),
];

describe('inbound e-mail, malformed', () => {
  let db: Database;
  let config: Config;
  let app: FastifyInstance;
  let call: Call;
  let org: Org;

  beforeAll(async () => {
    db = await testDatabase();
    config = testConfig({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN });
    app = await buildTestApp({ db, config });
    call = callerFor(app);
    org = await createOrg(db);
  });
  afterAll(() => app.close());

  it('makes a ticket or a comment of every mutated message, or says why not; it never throws', async () => {
    const support = `support@${org.organization.subdomain}.${INBOUND_DOMAIN}`;
    const messages = fc.record({
      name: fc.constantFrom(...fixtureNames),
      mutate: fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }),
    });
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(messages, async ({ name, mutate }) => {
        const values = { TO: support, FROM: `dana-${randomBytes(4).toString('hex')}@example.org`, SUBJECT: `Printer ${name}` };
        const original = fixture(name, values).toString('latin1');
        const raw = Buffer.from(
          mutate.reduce((message, mutation) => mutation(message), original),
          'latin1',
        );
        const outcome = await receiveMail({ db, config, clock: { now: () => new Date() }, raw, recipients: [support] });
        const key = outcome.kind === 'refused' || outcome.kind === 'ignored' ? `${outcome.kind}:${outcome.reason}` : outcome.kind;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        if (outcome.kind === 'ticket_created' || outcome.kind === 'comment_added') {
          const response = await call('GET', `/api/tickets/${outcome.ticketId}`, { as: org.admin, on: org.organization });
          expect(response.statusCode).toBe(200);
          const detail: TicketDetail = response.json();
          const message =
            outcome.kind === 'ticket_created' ? detail.mail : detail.comments.find(({ id }) => id === outcome.commentId)?.mail;
          expect(message?.from).toBeTruthy();
        }
      }),
      { seed: 20261127, numRuns: 160 },
    );
    // Most broken mail is still read; what is not is refused with its reason, never dropped without one.
    expect(outcomes.get('ticket_created')).toBeGreaterThan(60);
    expect([...outcomes.keys()].every((key) => /^(ticket_created|comment_added|duplicate|bounce|ignored:|refused:)/.test(key))).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../../tests/support/calls.ts';
import { DOVECOT_PASSWORD, startTestImapServer, type TestImapServer } from '../../../../../tests/support/dovecot.ts';
import { createOrg, type Org } from '../../../../../tests/support/factories.ts';
import { freePort } from '../../../../../tests/support/free-port.ts';
import { mailFixture as fixture } from '../../../../../tests/support/mail-fixtures.ts';
import { buildTestApp, testConfig, testDatabase, testDatabaseUrl } from '../../../../../tests/support/server.ts';
import { startTcpProxy, type TcpProxy } from '../../../../../tests/support/tcp-proxy.ts';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { TicketDetail } from '../../tickets/tickets.schemas.ts';
import type { EmailSettingsDto } from '../email-settings.service.ts';
import { type MailboxReaders, startMailboxReaders } from './mailbox-readers.ts';

const clock: Clock = { now: () => new Date() };

/** Polls until `check` finds what it looks for, as a person refreshing the screen would. */
async function eventually<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('organizations’ own mailboxes read over IMAP', () => {
  let db: Database;
  let config: Config;
  let app: FastifyInstance;
  let call: Call;
  let imap: TestImapServer;
  let proxy: TcpProxy;
  let readers: MailboxReaders;
  let acme: Org;
  let globex: Org;

  const newUser = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@imap.test`;
  const mailboxOf = (username: string, port = imap.port) => ({
    host: '127.0.0.1',
    port,
    isTls: false,
    username,
    authKind: 'password' as const,
    secret: DOVECOT_PASSWORD,
    folder: 'INBOX',
  });

  async function connectMailbox(org: Org, mailbox: ReturnType<typeof mailboxOf>): Promise<void> {
    const saved = await call('PUT', '/api/settings/email', {
      as: org.admin,
      on: org.organization,
      body: { unknownSender: 'create_customer', reopenWindowDays: 14, mailbox },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  async function settingsOf(org: Org): Promise<EmailSettingsDto> {
    const response = await call('GET', '/api/settings/email', { as: org.admin, on: org.organization });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function ticketsAbout(org: Org, subject: string): Promise<{ id: string; title: string }[]> {
    const response = await call('GET', `/api/tickets?search=${encodeURIComponent(subject)}`, { as: org.admin, on: org.organization });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  }

  async function ticketOf(org: Org, ticketId: string): Promise<TicketDetail> {
    return (await call('GET', `/api/tickets/${ticketId}`, { as: org.admin, on: org.organization })).json();
  }

  /** A customer's new message in the mailbox, and the ticket it became. */
  async function mailNewRequest(org: Org, user: string, subject = `Freezer alarm ${randomBytes(3).toString('hex')}`) {
    const nonce = randomBytes(6).toString('hex');
    const from = `dana-${nonce}@example.org`;
    const uid = await imap.append(user, fixture('gmail-web-new', { TO: user, FROM: from, SUBJECT: subject, NONCE: nonce }));
    const [ticket] = await eventually(async () => {
      const found = await ticketsAbout(org, subject);
      return found.length > 0 && found;
    }, `a ticket "${subject}"`);
    return { uid, from, subject, ticketId: ticket?.id as string, messageId: `<CAF7nQ2x8Tq9kYp3mZ1+Lw5HnVx7bR${nonce}@mail.gmail.com>` };
  }

  beforeAll(async () => {
    db = await testDatabase();
    // No INBOUND_EMAIL_DOMAIN: an organization's own mailbox needs no receiving domain on the server. On PostgreSQL the
    // readers hold their mailboxes' locks in the test database, as server processes do in theirs.
    const databaseUrl = await testDatabaseUrl();
    // The test's IMAP server runs on this machine, where a server on the internet would not let a mailbox be.
    config = testConfig({
      INBOUND_MAX_MESSAGE_MB: '1',
      MAILBOX_ALLOW_PRIVATE_HOSTS: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    app = await buildTestApp({ db, config });
    call = callerFor(app);
    imap = await startTestImapServer();
    proxy = await startTcpProxy({ targetHost: imap.host, targetPort: imap.port });
    acme = await createOrg(db);
    globex = await createOrg(db);
    readers = await startMailboxReaders({
      db,
      config,
      clock,
      logger: app.log,
      scanMs: 1000,
      readerOptions: { pollMs: 2000, retryDelayMs: () => 300 },
    });
  });

  afterAll(async () => {
    await readers?.stop();
    await proxy?.close();
    await imap?.stop();
    await app?.close();
  });

  it('makes a ticket of its own organization from a message delivered to the mailbox, and flags it \\Seen', async () => {
    const acmeUser = newUser('acme');
    const globexUser = newUser('globex');
    await connectMailbox(acme, mailboxOf(acmeUser));
    await connectMailbox(globex, mailboxOf(globexUser));

    const { uid, subject, ticketId } = await mailNewRequest(acme, acmeUser);
    const { ticket } = await ticketOf(acme, ticketId);
    expect(ticket.title).toBe(subject);
    expect(ticket.customerName).toBe('Dana Ortiz');
    expect(await ticketsAbout(globex, subject)).toEqual([]);
    expect(await eventually(async () => (await imap.flagsOf(acmeUser, uid)).has('\\Seen') && true, 'the \\Seen flag')).toBe(true);

    const { mailbox } = await settingsOf(acme);
    expect(mailbox).toMatchObject({ username: acmeUser, hasSecret: true, reader: { state: 'connected', isIdle: true, lastError: null } });
    expect(mailbox?.reader.lastCheckedAt).not.toBeNull();
    expect(JSON.stringify(await settingsOf(acme))).not.toContain(DOVECOT_PASSWORD);
  });

  it('adds a reply to the ticket it answers as a comment', async () => {
    const user = newUser('acme');
    await connectMailbox(acme, mailboxOf(user));
    const { from, subject, ticketId, messageId } = await mailNewRequest(acme, user);
    await imap.append(
      user,
      fixture('thunderbird-reply', { TO: user, FROM: from, SUBJECT: subject, IN_REPLY_TO: messageId, REFERENCES: messageId }),
    );
    const comments = await eventually(async () => {
      const found = (await ticketOf(acme, ticketId)).comments;
      return found.length > 0 && found;
    }, 'the reply as a comment');
    expect(comments.map((comment) => comment.content)).toEqual(['It is the one by the loading dock (Thunderbird).']);
    // No ticket of its own: search finds only the one it answers, by the reply's words.
    expect((await ticketsAbout(acme, 'loading dock')).map((ticket) => ticket.id)).toEqual([ticketId]);
  });

  it('never reads a message twice, across a restart of the readers and with its \\Seen flag cleared', async () => {
    const user = newUser('acme');
    await connectMailbox(acme, mailboxOf(user));
    const first = await mailNewRequest(acme, user);
    await readers.stop();
    await imap.markUnseen(user, first.uid);
    readers = await startMailboxReaders({ db, config, clock, logger: app.log, scanMs: 1000, readerOptions: { pollMs: 2000 } });
    const second = await mailNewRequest(acme, user);
    expect(second.ticketId).not.toBe(first.ticketId);
    expect(await ticketsAbout(acme, first.subject)).toHaveLength(1);
    expect((await imap.flagsOf(user, first.uid)).has('\\Seen')).toBe(false);
  });

  it('records a dropped connection for the org admin, and reads again once the server is back', async () => {
    const user = newUser('acme');
    await connectMailbox(acme, mailboxOf(user, proxy.port));
    await mailNewRequest(acme, user);
    proxy.setMode({ kind: 'drop' });
    const failed = await eventually(async () => {
      const { mailbox } = await settingsOf(acme);
      return mailbox?.reader.state === 'failed' && mailbox.reader;
    }, 'the reader to report the dropped connection');
    expect(failed.lastError).toMatch(/closed the connection|connection .*lost|refused/i);
    proxy.setMode({ kind: 'pass' });
    await mailNewRequest(acme, user);
    expect((await settingsOf(acme)).mailbox?.reader).toMatchObject({ state: 'connected', lastError: null });
  });

  it('leaves a message over the size limit unread in the mailbox, and reads the ones after it', async () => {
    const user = newUser('acme');
    await connectMailbox(acme, mailboxOf(user));
    const subject = `Scanned manual ${randomBytes(3).toString('hex')}`;
    const huge = fixture('gmail-web-new', { TO: user, FROM: 'dana@example.org', SUBJECT: subject });
    const bigUid = await imap.append(user, Buffer.concat([huge, Buffer.alloc(1024 * 1024 + 1, 'a')]));
    await mailNewRequest(acme, user);
    expect(await ticketsAbout(acme, subject)).toEqual([]);
    expect((await imap.flagsOf(user, bigUid)).has('\\Seen')).toBe(false);
  });

  it('tells the org admin when the stored password cannot be read with this server’s key', async () => {
    const keyed = await buildTestApp({ db, config: testConfig({ SECRETS_KEY: 'b2'.repeat(32) }) });
    try {
      const saved = await callerFor(keyed)('PUT', '/api/settings/email', {
        as: globex.admin,
        on: globex.organization,
        body: { mailbox: mailboxOf(newUser('globex')) },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    } finally {
      await keyed.close();
    }
    const reader = await eventually(async () => {
      const { mailbox } = await settingsOf(globex);
      return mailbox?.reader.state === 'failed' && mailbox.reader;
    }, 'the reader to report the unreadable password');
    expect(reader.lastError).toBe(
      'The stored password cannot be read (it was encrypted with SECRETS_KEY, which this server is not given): enter it again.',
    );
  });

  it.runIf(process.env.DATABASE_URL)('lets one server process read a mailbox, and another take it over when that one stops', async () => {
    const user = newUser('acme');
    const connectionsBefore = proxy.connectionCount();
    await connectMailbox(acme, mailboxOf(user, proxy.port));
    await mailNewRequest(acme, user);
    // The second process starts once the first reads the mailbox, so that the first holds its lock.
    const other = await startMailboxReaders({ db, config, clock, logger: app.log, scanMs: 500, readerOptions: { pollMs: 2000 } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(proxy.connectionCount() - connectionsBefore).toBe(1);
    await readers.stop();
    await mailNewRequest(acme, user);
    expect(proxy.connectionCount() - connectionsBefore).toBe(2);
    readers = other;
  });

  it('answers Test connection with the server’s refusal of a wrong password, and success with the right one', async () => {
    const user = newUser('acme');
    const wrong = await call('POST', '/api/settings/email/test-connection', {
      as: acme.admin,
      on: acme.organization,
      body: { ...mailboxOf(user), secret: 'not-the-password' },
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toEqual({
      isOk: false,
      message: expect.stringMatching(/^The server refused to sign in with this user name and password or token/),
    });
    expect(wrong.json().message).toContain('Authentication failed');

    const right = await call('POST', '/api/settings/email/test-connection', {
      as: acme.admin,
      on: acme.organization,
      body: mailboxOf(user),
    });
    expect(right.json()).toEqual({ isOk: true, isIdle: true, messages: 0 });

    const nothingThere = await call('POST', '/api/settings/email/test-connection', {
      as: acme.admin,
      on: acme.organization,
      body: mailboxOf(user, await freePort()),
    });
    expect(nothingThere.json()).toEqual({ isOk: false, message: 'The server refused the connection. Check the host and the port.' });
  });

  it('connects to no mailbox on a private or local network unless the server allows it', async () => {
    const guarded = await buildTestApp({ db, config: { ...config, MAILBOX_ALLOW_PRIVATE_HOSTS: false } });
    try {
      const test = await callerFor(guarded)('POST', '/api/settings/email/test-connection', {
        as: acme.admin,
        on: acme.organization,
        body: mailboxOf(newUser('acme')),
      });
      expect(test.json()).toEqual({
        isOk: false,
        message: 'This server is on a private or local network, which Tandem does not connect to. Enter your mail provider’s IMAP server.',
      });
    } finally {
      await guarded.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import type { Database } from '../../db/client.ts';
import { mailboxes } from '../../db/schema.ts';

const INBOUND_DOMAIN = 'mail.tandem.test';
const SECRETS_KEY = 'a1'.repeat(32);
const mailbox = {
  host: 'imap.example.test',
  port: 993,
  isTls: true,
  username: 'support@example.test',
  authKind: 'password',
  secret: 'hunter2-imap',
  folder: 'INBOX',
};

describe('e-mail settings', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;

  const storedSecretOf = async (org: Org) => {
    const organizationId = org.organization.id;
    const [row] = await db.withTenant({ organizationId }, (tx) =>
      tx.select({ secret: mailboxes.secret }).from(mailboxes).where(eq(mailboxes.organizationId, organizationId)),
    );
    return row?.secret;
  };

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp({ db, config: testConfig({ INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN, SECRETS_KEY }) });
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
  });
  afterAll(() => app.close());

  it('shows the defaults and the support address, and saves the rules and the mailbox without ever answering its secret', async () => {
    const initial = await call('GET', '/api/settings/email', { as: acme.admin, on: acme.organization });
    expect(initial.json()).toEqual({
      unknownSender: 'create_customer',
      reopenWindowDays: 14,
      attachmentMegabytesPerMessage: 25,
      supportAddress: `support@${acme.organization.subdomain}.${INBOUND_DOMAIN}`,
      mailbox: null,
    });

    const saved = await call('PUT', '/api/settings/email', {
      as: acme.admin,
      on: acme.organization,
      body: { unknownSender: 'refuse', reopenWindowDays: 30, mailbox },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(mailbox.secret);
    expect(saved.json()).toMatchObject({
      unknownSender: 'refuse',
      reopenWindowDays: 30,
      mailbox: { host: mailbox.host, username: mailbox.username, hasSecret: true, isEnabled: true, reader: { state: 'waiting' } },
    });
    // Sealed with SECRETS_KEY, not kept as entered.
    expect(await storedSecretOf(acme)).toMatch(/^v1\.config\./);
    expect(await storedSecretOf(acme)).not.toContain(mailbox.secret);

    // Left out, the secret stays for the same server and user name.
    const { secret: _secret, ...withoutSecret } = mailbox;
    const kept = await call('PUT', '/api/settings/email', {
      as: acme.admin,
      on: acme.organization,
      body: { unknownSender: 'refuse', reopenWindowDays: 30, mailbox: { ...withoutSecret, folder: 'Support' } },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().mailbox).toMatchObject({ folder: 'Support', hasSecret: true });

    // Another server must be given it again: the stored one is never sent elsewhere.
    const moved = await call('PUT', '/api/settings/email', {
      as: acme.admin,
      on: acme.organization,
      body: { mailbox: { ...withoutSecret, host: 'imap.elsewhere.test' } },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ code: 'validation_failed', field: 'mailbox.secret' });
    const testElsewhere = await call('POST', '/api/settings/email/test-connection', {
      as: acme.admin,
      on: acme.organization,
      body: { ...withoutSecret, host: 'imap.elsewhere.test' },
    });
    expect(testElsewhere.json()).toMatchObject({ code: 'validation_failed', field: 'secret' });

    // Left out, the mailbox stays; null removes it.
    const rulesOnly = await call('PUT', '/api/settings/email', { as: acme.admin, on: acme.organization, body: { reopenWindowDays: 3 } });
    expect(rulesOnly.json()).toMatchObject({ reopenWindowDays: 3, mailbox: { folder: 'Support', hasSecret: true } });
    const removed = await call('PUT', '/api/settings/email', { as: acme.admin, on: acme.organization, body: { mailbox: null } });
    expect(removed.json()).toMatchObject({ unknownSender: 'create_customer', reopenWindowDays: 14, mailbox: null });
  });

  it('names the field of a value it cannot take', async () => {
    for (const [body, field] of [
      [{ reopenWindowDays: 0 }, 'reopenWindowDays'],
      [{ reopenWindowDays: 366 }, 'reopenWindowDays'],
      [{ unknownSender: 'ignore' }, 'unknownSender'],
      [{ mailbox: { ...mailbox, host: 'imap example' } }, 'mailbox.host'],
      [{ mailbox: { ...mailbox, port: 70_000 } }, 'mailbox.port'],
      [{ mailbox: { ...mailbox, username: ' ' } }, 'mailbox.username'],
      [{ mailbox: { ...mailbox, authKind: 'kerberos' } }, 'mailbox.authKind'],
      [{ mailbox: { ...mailbox, secret: undefined } }, 'mailbox.secret'],
    ] as const) {
      const refused = await call('PUT', '/api/settings/email', { as: globex.admin, on: globex.organization, body });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json(), field).toMatchObject({ code: 'validation_failed', field });
    }
  });

  it('is for the organization’s own admins only: another organization’s admin can neither read nor change it', async () => {
    await call('PUT', '/api/settings/email', { as: acme.admin, on: acme.organization, body: { reopenWindowDays: 7, mailbox } });
    for (const member of [acme.agent, acme.bob, globex.admin]) {
      expect((await call('GET', '/api/settings/email', { as: member, on: acme.organization })).statusCode).toBe(403);
      const change = await call('PUT', '/api/settings/email', { as: member, on: acme.organization, body: { reopenWindowDays: 1 } });
      expect(change.statusCode).toBe(403);
      const test = await call('POST', '/api/settings/email/test-connection', { as: member, on: acme.organization, body: mailbox });
      expect(test.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/settings/email', { on: acme.organization })).statusCode).toBe(401);
    // Globex's own settings show nothing of acme's.
    const theirs = await call('GET', '/api/settings/email', { as: globex.admin, on: globex.organization });
    expect(theirs.json()).toMatchObject({ reopenWindowDays: 14, mailbox: null });
    expect((await call('GET', '/api/settings/email', { as: acme.admin, on: acme.organization })).json()).toMatchObject({
      reopenWindowDays: 7,
      mailbox: { hasSecret: true },
    });
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { openTestMailbox, type TestMailbox } from '../../../../tests/support/mail.ts';
import { accessTokenFor, buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import { auditEvents } from '../../db/schema.ts';

describe('user approvals', () => {
  let app: FastifyInstance;
  let mailbox: TestMailbox;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let acmeAdmin: TestMember;
  const tokens = {} as Record<'acmeAdmin' | 'acmeAgent' | 'globexAdmin', string>;

  const call = (method: 'GET' | 'POST', url: string, organization: TestOrganization, token?: string) =>
    app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-tenant-subdomain': organization.subdomain },
    });

  /** What acme's audit log says of an account. */
  async function auditEntriesFor(userId: string) {
    const db = await testDatabase();
    return db.withTenant({ organizationId: acme.id }, (tx) => tx.select().from(auditEvents).where(eq(auditEvents.targetId, userId)));
  }

  async function waiting(organization: TestOrganization, role: 'user' | 'agent', name: string): Promise<TestMember> {
    return createMember(await testDatabase(), organization, role, { name, approvalStatus: 'pending' });
  }

  beforeAll(async () => {
    const db = await testDatabase();
    app = await buildTestApp();
    mailbox = openTestMailbox({ db, config: testConfig() });
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    acmeAdmin = await createMember(db, acme, 'org_admin');
    tokens.acmeAdmin = await accessTokenFor(acmeAdmin);
    tokens.acmeAgent = await accessTokenFor(await createMember(db, acme, 'agent'));
    tokens.globexAdmin = await accessTokenFor(await createMember(db, globex, 'org_admin'));
  });
  afterAll(async () => {
    await mailbox.stop();
    await app.close();
  });

  it('lists the customers and agents waiting, newest first, with name, e-mail, role and when', async () => {
    const first = await waiting(acme, 'user', 'Cora Customer');
    const second = await waiting(acme, 'agent', 'Abe Agent');
    await waiting(globex, 'user', 'Gina Globex');
    const response = await call('GET', '/api/user-approvals', acme, tokens.acmeAdmin);
    expect(response.statusCode).toBe(200);
    const { accounts, hasMore } = response.json();
    expect(hasMore).toBe(false);
    expect(accounts.map((account: { email: string }) => account.email)).toEqual([second.email, first.email]);
    expect(accounts[0]).toEqual({
      userId: second.id,
      name: 'Abe Agent',
      email: second.email,
      role: 'agent',
      createdAt: expect.any(String),
    });
  });

  it('approves an account: it can act at once and is e-mailed a sign-in link', async () => {
    const cora = await waiting(acme, 'user', 'Cora Approved');
    const token = await accessTokenFor(cora);
    const approved = await call('POST', `/api/user-approvals/${cora.id}/approve`, acme, tokens.acmeAdmin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ userId: cora.id, email: cora.email });
    expect((await call('GET', '/api/tickets', acme, token)).statusCode).toBe(200);
    const mail = await mailbox.waitForMail(cora.email);
    expect(mail.subject).toContain('is approved');
    expect(mail.links.some((link) => link.includes('/login'))).toBe(true);
    const list = (await call('GET', '/api/user-approvals', acme, tokens.acmeAdmin)).json();
    expect(list.accounts.map((account: { userId: string }) => account.userId)).not.toContain(cora.id);
    expect(await auditEntriesFor(cora.id)).toEqual([
      expect.objectContaining({
        action: 'account.approved',
        targetType: 'customer',
        before: { approvalStatus: 'pending' },
        after: { approvalStatus: 'approved' },
      }),
    ]);
  });

  it('rejects an account: it stays refused and is told so by e-mail', async () => {
    const abe = await waiting(acme, 'agent', 'Abe Rejected');
    const rejected = await call('POST', `/api/user-approvals/${abe.id}/reject`, acme, tokens.acmeAdmin);
    expect(rejected.statusCode).toBe(200);
    const refused = await call('GET', '/api/tickets', acme, await accessTokenFor(abe));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('approval_rejected');
    expect((await mailbox.waitForMail(abe.email)).subject).toContain('account request');
    // Decided once: a second decision finds nothing waiting.
    const again = await call('POST', `/api/user-approvals/${abe.id}/approve`, acme, tokens.acmeAdmin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'approval_not_found', message: 'This account is not waiting for approval.' });
    expect((await auditEntriesFor(abe.id)).map((entry) => [entry.action, entry.targetType, entry.actorId])).toEqual([
      ['account.rejected', 'agent', acmeAdmin.id],
    ]);
  });

  it("keeps an agent waiting when the organization's plan has no room for another team member", async () => {
    const db = await testDatabase();
    const starter = await createOrganization(db, { subscriptionTier: 'starter' });
    const admin = await createMember(db, starter, 'org_admin');
    await createMember(db, starter, 'agent');
    await createMember(db, starter, 'agent');
    const waitingAgent = await waiting(starter, 'agent', 'Wade Waiting');
    const waitingCustomer = await waiting(starter, 'user', 'Cody Customer');
    const token = await accessTokenFor(admin);

    const refused = await call('POST', `/api/user-approvals/${waitingAgent.id}/approve`, starter, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('team_member_limit');
    const list = (await call('GET', '/api/user-approvals', starter, token)).json();
    expect(list.accounts.map((account: { userId: string }) => account.userId)).toContain(waitingAgent.id);
    // Customers are not team members.
    expect((await call('POST', `/api/user-approvals/${waitingCustomer.id}/approve`, starter, token)).statusCode).toBe(200);
  });

  it("answers 404 for another organization's account and refuses anyone but the organization's admins", async () => {
    const gina = await waiting(globex, 'user', 'Gina Waiting');
    expect((await call('POST', `/api/user-approvals/${gina.id}/approve`, acme, tokens.acmeAdmin)).statusCode).toBe(404);
    expect((await call('GET', '/api/user-approvals', acme, tokens.globexAdmin)).statusCode).toBe(403);
    expect((await call('POST', `/api/user-approvals/${gina.id}/approve`, acme, tokens.globexAdmin)).statusCode).toBe(403);
    expect((await call('GET', '/api/user-approvals', acme, tokens.acmeAgent)).statusCode).toBe(403);
    expect((await call('GET', '/api/user-approvals', acme)).statusCode).toBe(401);
    const list = (await call('GET', '/api/user-approvals', globex, tokens.globexAdmin)).json();
    expect(list.accounts.map((account: { userId: string }) => account.userId)).toContain(gina.id);
  });

  it('names a malformed account id', async () => {
    const response = await call('POST', '/api/user-approvals/not-an-id/approve', acme, tokens.acmeAdmin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', field: 'userId' });
  });
});

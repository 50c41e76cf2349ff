import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer, uniqueEmail } from '../../../../tests/support/auth.ts';
import { createMember, createOrganization, type TestOrganization } from '../../../../tests/support/factories.ts';
import { accessTokenFor, uniqueName } from '../../../../tests/support/server.ts';
import type { Role } from '../../../domain/roles.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { profiles, tickets, users } from '../../db/schema.ts';

const PASSWORD = 'Sturdy-pass-1';

describe('the sign-in rules, through @supabase/auth-js', () => {
  let server: AuthTestServer;
  let passwordHash: string;
  let acme: TestOrganization;
  let globex: TestOrganization;

  beforeAll(async () => {
    server = await startAuthTestServer();
    passwordHash = await hashPassword(PASSWORD);
    acme = await createOrganization(server.db);
    globex = await createOrganization(server.db);
  });

  afterAll(async () => {
    await server.close();
  });

  function member(organization: TestOrganization, role: Role, email?: string) {
    return createMember(server.db, organization, role, { passwordHash, ...(email ? { email } : {}) });
  }

  /** An account without a profile, as a sign-up leaves it once its address is confirmed. */
  async function accountWithoutProfile(userMetadata: Record<string, unknown>): Promise<string> {
    const email = uniqueEmail('no-profile');
    await server.db.withPlatform((tx) =>
      tx.insert(users).values({ email, encryptedPassword: passwordHash, emailConfirmedAt: new Date(), userMetadata }),
    );
    return email;
  }

  async function signIn(email: string, options: { subdomain?: string } = {}) {
    const { data, error } = await server.createClient(options).signInWithPassword({ email, password: PASSWORD });
    return { session: data.session, error: error && { code: error.code, status: error.status, message: error.message } };
  }

  async function setApproval(userId: string, organizationId: string, approvalStatus: 'pending' | 'rejected') {
    await server.db.withTenant({ organizationId }, (tx) => tx.update(profiles).set({ approvalStatus }).where(eq(profiles.id, userId)));
  }

  describe('on the main domain', () => {
    it('refuses an organization member: only platform e-mails log in there', async () => {
      const alice = await member(acme, 'org_admin');

      const { session, error } = await signIn(alice.email);

      expect(session).toBeNull();
      expect(error).toEqual({ code: 'main_domain_only', status: 403, message: 'Only tandem.test emails can log in to the main account.' });
    });

    it('names the configured platform domain', async () => {
      const other = await startAuthTestServer({ PLATFORM_EMAIL_DOMAIN: 'help.example' });
      try {
        const alice = await member(acme, 'agent');
        const { error } = await other.createClient().signInWithPassword({ email: alice.email, password: PASSWORD });
        expect(error?.message).toBe('Only help.example emails can log in to the main account.');
      } finally {
        await other.close();
      }
    });

    it('lets a super admin on the platform domain in', async () => {
      const admin = await member(acme, 'super_admin', `${uniqueName('admin')}@tandem.test`);

      const { session, error } = await signIn(admin.email);

      expect(error).toBeNull();
      expect(session?.user.email).toBe(admin.email);
    });

    it('lets an organization admin whose organization is still to be created in', async () => {
      const email = await accountWithoutProfile({ name: 'Olga Owner', onboarding_data: { subdomain: uniqueName('new') } });

      const { session, error } = await signIn(email);

      expect(error).toBeNull();
      expect(session).not.toBeNull();
    });

    it('refuses an account that has neither a profile nor an organization to create', async () => {
      const email = await accountWithoutProfile({ name: 'Nobody' });

      const { error } = await signIn(email);

      expect(error?.code).toBe('main_domain_only');
    });
  });

  describe("on an organization's site", () => {
    it('lets its members in', async () => {
      const agent = await member(acme, 'agent');
      const customer = await member(acme, 'user');

      expect((await signIn(agent.email, { subdomain: acme.subdomain })).error).toBeNull();
      expect((await signIn(customer.email, { subdomain: acme.subdomain })).error).toBeNull();
    });

    it("refuses a member of another organization, with the specification's message", async () => {
      const gus = await member(globex, 'agent');

      const { session, error } = await signIn(gus.email, { subdomain: acme.subdomain });

      expect(session).toBeNull();
      expect(error).toEqual({
        code: 'other_organization',
        status: 403,
        message: "This account belongs to another organization. Please sign in on your organization's site.",
      });
    });

    it('refuses a platform super admin on an organization they do not belong to', async () => {
      const admin = await member(globex, 'super_admin', `${uniqueName('admin')}@tandem.test`);

      expect((await signIn(admin.email, { subdomain: acme.subdomain })).error?.code).toBe('other_organization');
    });

    it('refuses an account waiting for approval, and one that was rejected', async () => {
      const waiting = await member(acme, 'user');
      const rejected = await member(acme, 'agent');
      await setApproval(waiting.id, acme.id, 'pending');
      await setApproval(rejected.id, acme.id, 'rejected');

      expect((await signIn(waiting.email, { subdomain: acme.subdomain })).error).toEqual({
        code: 'approval_pending',
        status: 403,
        message: 'Your account is waiting for approval by an administrator.',
      });
      expect((await signIn(rejected.email, { subdomain: acme.subdomain })).error).toEqual({
        code: 'approval_rejected',
        status: 403,
        message: 'Your account request was not approved. Please contact the organization for help.',
      });
    });

    it('refuses a customer whose record staff archived or deleted, and ends the sessions they had', async () => {
      const admin = await member(acme, 'org_admin');
      const token = await accessTokenFor(admin);
      const remove = (customerId: string | null) =>
        server.app.inject({
          method: 'DELETE',
          url: `/api/customers/${customerId}`,
          headers: { authorization: `Bearer ${token}`, 'x-tenant-subdomain': acme.subdomain },
        });
      const archived = await member(acme, 'user');
      const deleted = await member(acme, 'user');
      await server.db.withTenant({ organizationId: acme.id }, (tx) =>
        tx.insert(tickets).values({ organizationId: acme.id, ticketNumber: uniqueName('T'), title: 'Kept', customerId: archived.recordId }),
      );
      const client = server.createClient({ subdomain: acme.subdomain });
      expect((await client.signInWithPassword({ email: archived.email, password: PASSWORD })).error).toBeNull();

      expect((await remove(archived.recordId)).json()).toEqual({ outcome: 'archived' });
      expect((await remove(deleted.recordId)).json()).toEqual({ outcome: 'deleted' });

      const closed = {
        code: 'customer_account_closed',
        status: 403,
        message: 'This customer account has been closed. Please contact the organization for help.',
      };
      expect((await signIn(archived.email, { subdomain: acme.subdomain })).error).toEqual(closed);
      expect((await signIn(deleted.email, { subdomain: acme.subdomain })).error).toEqual(closed);
      // An access token given before the archive is refused too.
      const ticketList = await server.app.inject({
        method: 'GET',
        url: '/api/tickets',
        headers: { authorization: `Bearer ${await accessTokenFor(archived)}`, 'x-tenant-subdomain': acme.subdomain },
      });
      expect(ticketList.statusCode).toBe(403);
      expect(ticketList.json()).toEqual({ code: 'customer_account_closed', message: closed.message });
      // The session signed in before the archive can no longer be refreshed.
      const refreshed = await client.refreshSession();
      expect(refreshed.data.session).toBeNull();
      expect(refreshed.error).not.toBeNull();
    });

    it('starts no session when it refuses', async () => {
      const gus = await member(globex, 'agent');
      await signIn(gus.email, { subdomain: acme.subdomain });

      const [row] = await server.db.withPlatform((tx) =>
        tx.select({ lastSignInAt: users.lastSignInAt }).from(users).where(eq(users.id, gus.id)),
      );
      expect(row?.lastSignInAt).toBeNull();
    });
  });

  it('keeps the provider message for wrong credentials, which the login page shows as it is', async () => {
    const agent = await member(acme, 'agent');

    const { error } = await server
      .createClient({ subdomain: acme.subdomain })
      .signInWithPassword({ email: agent.email, password: 'Wrong-pass-1' });

    expect(error?.message).toBe('Invalid login credentials');
  });
});

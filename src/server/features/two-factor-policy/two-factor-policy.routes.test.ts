import type { GoTrueClient } from '@supabase/auth-js';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthTestServer, platformEmail, startAuthTestServer } from '../../../../tests/support/auth.ts';
import {
  createMember,
  createOrganization,
  platformOrganization,
  type TestMember,
  type TestOrganization,
} from '../../../../tests/support/factories.ts';
import type { Role } from '../../../domain/roles.ts';
import { TOTP_PERIOD_SECONDS } from '../../auth/mfa.service.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { auditEvents } from '../../db/schema.ts';

const PASSWORD = 'Sturdy-pass-1';
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

describe("an organization's two-factor requirement", () => {
  let server: AuthTestServer;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let passwordHash: string;

  beforeAll(async () => {
    server = await startAuthTestServer();
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    acme = await createOrganization(server.db);
    globex = await createOrganization(server.db);
    // Ten seconds into a 30-second step: a code computed for "now" is still the server's step when it checks.
    const now = server.clock.now().getTime();
    server.clock.advance((((10_000 - (now % STEP_MS)) % STEP_MS) + STEP_MS) % STEP_MS);
  });

  const member = (organization: TestOrganization, role: Role) => createMember(server.db, organization, role, { passwordHash });

  async function signedIn(person: TestMember, organization: TestOrganization): Promise<GoTrueClient> {
    const client = server.createClient({ subdomain: organization.subdomain });
    const { error } = await client.signInWithPassword({ email: person.email, password: PASSWORD });
    if (error) throw error;
    return client;
  }

  async function call(client: GoTrueClient, organization: TestOrganization, method: 'GET' | 'PUT', url: string, body?: object) {
    const { data } = await client.getSession();
    return server.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${data.session?.access_token}`, 'x-tenant-subdomain': organization.subdomain },
      ...(body ? { payload: body } : {}),
    });
  }

  async function enroll(client: GoTrueClient): Promise<{ factorId: string }> {
    const { data, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (error || !data) throw error ?? new Error('not enrolled');
    const code = TOTP.generate({ secret: Secret.fromBase32(data.totp.secret), timestamp: server.clock.now().getTime() });
    const verified = await client.mfa.challengeAndVerify({ factorId: data.id, code });
    if (verified.error) throw verified.error;
    return { factorId: data.id };
  }

  it('lets an org admin require it of staff with a grace period, names who has not set it up, and records the change', async () => {
    const admin = await member(acme, 'org_admin');
    const agent = await member(acme, 'agent');
    await member(acme, 'user');
    const adminClient = await signedIn(admin, acme);

    const initial = await call(adminClient, acme, 'GET', '/api/settings/two-factor');
    expect(initial.json()).toMatchObject({ requiredFor: 'nobody', graceDays: 7, requiredSince: null, covered: 0, unprotected: [] });

    const before = server.clock.now().getTime();
    const saved = await call(adminClient, acme, 'PUT', '/api/settings/two-factor', { requiredFor: 'staff', graceDays: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ requiredFor: 'staff', graceDays: 3, covered: 2, protected: 0 });
    const since = Date.parse(saved.json().requiredSince);
    expect(since).toBeGreaterThanOrEqual(before);
    expect(since).toBeLessThanOrEqual(server.clock.now().getTime());
    const due = new Date(since + 3 * DAY_MS).toISOString();
    const unprotectedIds: string[] = saved.json().unprotected.map((person: { id: string }) => person.id);
    expect(unprotectedIds.sort()).toEqual([admin.id, agent.id].sort());
    expect(saved.json().unprotected[0].dueAt).toBe(due);

    await enroll(adminClient);
    const after = await call(adminClient, acme, 'GET', '/api/settings/two-factor');
    expect(after.json()).toMatchObject({ covered: 2, protected: 1, unprotected: [{ id: agent.id, role: 'agent', dueAt: due }] });

    const [event] = await server.db.withTenant({ organizationId: acme.id }, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.organizationId, acme.id), eq(auditEvents.targetId, 'two_factor'))),
    );
    expect(event).toMatchObject({
      action: 'settings.updated',
      actorId: admin.id,
      before: { requiredFor: 'nobody', graceDays: 7 },
      after: { requiredFor: 'staff', graceDays: 3 },
    });

    // The other organization's requirement and members are its own.
    const globexAdmin = await member(globex, 'org_admin');
    const globexView = await call(await signedIn(globexAdmin, globex), globex, 'GET', '/api/settings/two-factor');
    expect(globexView.json()).toMatchObject({ requiredFor: 'nobody', covered: 0, unprotected: [] });
  });

  it('is for org admins only, checked before the body, and names a wrong value', async () => {
    const agentClient = await signedIn(await member(acme, 'agent'), acme);
    const customerClient = await signedIn(await member(acme, 'user'), acme);
    for (const client of [agentClient, customerClient]) {
      expect((await call(client, acme, 'GET', '/api/settings/two-factor')).statusCode).toBe(403);
      expect((await call(client, acme, 'PUT', '/api/settings/two-factor', { requiredFor: 'all', graceDays: -1 })).statusCode).toBe(403);
    }
    const adminClient = await signedIn(await member(acme, 'org_admin'), acme);
    const wrongRole = await call(adminClient, acme, 'PUT', '/api/settings/two-factor', { requiredFor: 'all', graceDays: 7 });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().message).toMatch(/requiredFor/);
    const tooLong = await call(adminClient, acme, 'PUT', '/api/settings/two-factor', { requiredFor: 'staff', graceDays: 91 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 90 days/);
    // An org admin of another organization changes nothing here.
    const globexClient = await signedIn(await member(globex, 'org_admin'), globex);
    expect((await call(globexClient, acme, 'PUT', '/api/settings/two-factor', { requiredFor: 'everyone', graceDays: 0 })).statusCode).toBe(
      403,
    );
    expect((await call(adminClient, acme, 'GET', '/api/settings/two-factor')).json().requiredFor).toBe('nobody');
  });

  it('lets a covered person work through the grace period, then refuses them until they set an app up', async () => {
    const adminClient = await signedIn(await member(acme, 'org_admin'), acme);
    const saved = await call(adminClient, acme, 'PUT', '/api/settings/two-factor', { requiredFor: 'staff', graceDays: 2 });
    const due = Date.parse(saved.json().requiredSince) + 2 * DAY_MS;
    const agentClient = await signedIn(await member(acme, 'agent'), acme);
    const customerClient = await signedIn(await member(acme, 'user'), acme);

    expect((await call(agentClient, acme, 'GET', '/api/tickets')).statusCode).toBe(200);
    const during = (await call(agentClient, acme, 'GET', '/api/me')).json();
    expect(during).toMatchObject({ secondFactor: 'none' });
    expect(Date.parse(during.secondFactorDueAt)).toBe(due);

    server.clock.advance(2 * DAY_MS + 60_000);
    const refused = await call(agentClient, acme, 'GET', '/api/tickets');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'mfa_enrollment_required' });
    expect((await call(agentClient, acme, 'GET', '/api/me')).json()).toMatchObject({ secondFactor: 'setup_required' });
    // Customers are not covered by a requirement for staff.
    expect((await call(customerClient, acme, 'GET', '/api/tickets')).statusCode).toBe(200);
    expect((await call(customerClient, acme, 'GET', '/api/me')).json()).toMatchObject({ secondFactor: 'none', secondFactorDueAt: null });

    const { factorId } = await enroll(agentClient);
    expect((await call(agentClient, acme, 'GET', '/api/tickets')).statusCode).toBe(200);
    expect((await call(agentClient, acme, 'GET', '/api/me')).json()).toMatchObject({ secondFactor: 'verified', secondFactorDueAt: null });

    const removal = await agentClient.mfa.unenroll({ factorId });
    expect(removal.error?.code).toBe('mfa_factor_required');
    expect(removal.error?.message).toBe('Your organization requires two-factor sign-in: it cannot be turned off.');
  });

  it('covers customers only when everyone is required, and lets people turn it off once nobody is', async () => {
    const adminClient = await signedIn(await member(acme, 'org_admin'), acme);
    const customerClient = await signedIn(await member(acme, 'user'), acme);
    const { factorId } = await enroll(customerClient);
    await call(adminClient, acme, 'PUT', '/api/settings/two-factor', { requiredFor: 'everyone', graceDays: 0 });
    expect((await customerClient.mfa.unenroll({ factorId })).error?.code).toBe('mfa_factor_required');

    const lateCustomer = await signedIn(await member(acme, 'user'), acme);
    expect((await call(lateCustomer, acme, 'GET', '/api/tickets')).json()).toMatchObject({ code: 'mfa_enrollment_required' });

    await call(adminClient, acme, 'PUT', '/api/settings/two-factor', { requiredFor: 'nobody', graceDays: 0 });
    expect((await customerClient.mfa.unenroll({ factorId })).error).toBeNull();
  });

  it('always requires it of super admins, from their first sign-in', async () => {
    const platform = await platformOrganization(server.db);
    const superAdmin = await createMember(server.db, platform, 'super_admin', { email: platformEmail('super'), passwordHash });
    const client = server.createClient();
    expect((await client.signInWithPassword({ email: superAdmin.email, password: PASSWORD })).error).toBeNull();
    const { data } = await client.getSession();
    const headers = { authorization: `Bearer ${data.session?.access_token}` };

    const refused = await server.app.inject({ method: 'GET', url: '/api/admin/organizations', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'mfa_enrollment_required' });
    expect((await server.app.inject({ method: 'GET', url: '/api/me', headers })).json()).toMatchObject({ secondFactor: 'setup_required' });

    const { factorId } = await enroll(client);
    const { data: upgraded } = await client.getSession();
    const allowed = await server.app.inject({
      method: 'GET',
      url: '/api/admin/organizations',
      headers: { authorization: `Bearer ${upgraded.session?.access_token}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect((await client.mfa.unenroll({ factorId })).error?.code).toBe('mfa_factor_required');
  });
});

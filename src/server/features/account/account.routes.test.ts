import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testDatabase, uniqueName } from '../../../../tests/support/server.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';

describe('GET /api/me', () => {
  let app: FastifyInstance;
  let db: Database;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let alice: TestMember;
  let gus: TestMember;

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp({ db });
    acme = await createOrganization(db, { name: 'Acme Field Services' });
    globex = await createOrganization(db, { name: 'Globex Facilities', domain: `${uniqueName('help')}.example.test` });
    alice = await createMember(db, acme, 'org_admin', { name: 'Alice Admin' });
    gus = await createMember(db, globex, 'agent', { name: 'Gus Agent' });
  });

  async function me(user: { id: string; email: string }, options: { subdomain?: string } = {}) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: {
        authorization: `Bearer ${await accessTokenFor(user)}`,
        ...(options.subdomain ? { 'x-tenant-subdomain': options.subdomain } : {}),
      },
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function userWithoutProfile(userMetadata: Record<string, unknown>, email = `${uniqueName('person')}@example.test`) {
    const [row] = await db.withPlatform((tx) =>
      tx.insert(users).values({ email, emailConfirmedAt: new Date(), userMetadata }).returning({ id: users.id, email: users.email }),
    );
    if (!row) throw new Error('user not created');
    return row;
  }

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('gives a member their user, profile and organization, set up and allowed on their own site', async () => {
    const { status, body } = await me(alice, { subdomain: acme.subdomain });

    expect(status).toBe(200);
    expect(body).toEqual({
      user: { id: alice.id, email: alice.email, name: 'Alice Admin' },
      profile: { role: 'org_admin', organizationId: acme.id, name: 'Alice Admin', hasOnboarded: true, approvalStatus: 'approved' },
      organization: { id: acme.id, name: 'Acme Field Services', subdomain: acme.subdomain, domain: null, isPlatform: false },
      onboarding: 'complete',
      refusal: null,
      secondFactor: 'none',
      secondFactorDueAt: null,
    });
  });

  it("never shows another organization's data: on another site a member sees only their own, and is told it is not theirs", async () => {
    const onGlobex = await me(alice, { subdomain: globex.subdomain });
    const onAcme = await me(gus, { subdomain: acme.subdomain });

    expect(onGlobex.body.organization.id).toBe(acme.id);
    expect(onGlobex.body.refusal).toEqual({
      code: 'other_organization',
      message: "This account belongs to another organization. Please sign in on your organization's site.",
    });
    expect(JSON.stringify(onGlobex.body)).not.toContain(globex.id);
    expect(JSON.stringify(onGlobex.body)).not.toContain(globex.subdomain);

    expect(onAcme.body.organization).toMatchObject({ id: globex.id, name: 'Globex Facilities' });
    expect(onAcme.body.organization.domain).toMatch(/\.example\.test$/);
    expect(JSON.stringify(onAcme.body)).not.toContain(acme.id);
  });

  it('applies the main-domain rule to an organization member there', async () => {
    const { body } = await me(alice);
    expect(body.refusal).toEqual({ code: 'main_domain_only', message: 'Only tandem.test emails can log in to the main account.' });
  });

  it('says onboarding is needed for an organization-admin sign-up without a profile, allowed on the main domain', async () => {
    const owner = await userWithoutProfile({ full_name: 'Olga Owner', onboarding_data: { subdomain: uniqueName('new') } });

    const { body } = await me(owner);

    expect(body).toEqual({
      user: { id: owner.id, email: owner.email, name: 'Olga Owner' },
      profile: null,
      organization: null,
      onboarding: 'needed',
      refusal: null,
      secondFactor: 'none',
      secondFactorDueAt: null,
    });
  });

  it('says setup is incomplete for an account with no profile and nothing to set up', async () => {
    const stray = await userWithoutProfile({});

    const { body } = await me(stray, { subdomain: acme.subdomain });

    expect(body).toMatchObject({ user: { name: '' }, profile: null, organization: null, onboarding: 'incomplete', refusal: null });
  });

  it('treats a super admin on the platform domain as set up, on the main domain', async () => {
    const admin = await createMember(db, globex, 'super_admin', { email: `${uniqueName('admin')}@tandem.test` });
    await db.withTenant({ organizationId: globex.id }, (tx) =>
      tx.update(profiles).set({ hasOnboarded: false }).where(eq(profiles.id, admin.id)),
    );

    const { body } = await me(admin);

    expect(body).toMatchObject({ profile: { role: 'super_admin' }, onboarding: 'complete', refusal: null });
  });

  it('reports a profile waiting for approval', async () => {
    const waiting = await createMember(db, acme, 'user');
    await db.withTenant({ organizationId: acme.id }, (tx) =>
      tx.update(profiles).set({ approvalStatus: 'pending' }).where(eq(profiles.id, waiting.id)),
    );

    const { body } = await me(waiting, { subdomain: acme.subdomain });

    expect(body.profile.approvalStatus).toBe('pending');
    expect(body.refusal).toEqual({ code: 'approval_pending', message: 'Your account is waiting for approval by an administrator.' });
  });

  it('passes on a role the app does not know, for the web app to refuse', async () => {
    const legacy = await createMember(db, acme, 'agent');
    await db.withTenant({ organizationId: acme.id }, (tx) =>
      tx
        .update(profiles)
        .set({ role: 'admin' as Role })
        .where(eq(profiles.id, legacy.id)),
    );

    const { status, body } = await me(legacy, { subdomain: acme.subdomain });

    expect(status).toBe(200);
    expect(body.profile.role).toBe('admin');
  });
});

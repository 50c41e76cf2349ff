import type { GoTrueClient } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestServer,
  createConfirmedUser,
  readMailedLink,
  startAuthTestServer,
  uniqueEmail,
} from '../../../../tests/support/auth.ts';
import { createMember, createOrganization } from '../../../../tests/support/factories.ts';
import { accessTokenFor, testDatabaseUrl, uniqueName } from '../../../../tests/support/server.ts';
import { accountMessages } from '../../../domain/account-validation.ts';
import { defaultNotificationPreferences } from '../../../domain/notification-delivery.ts';
import { type OrganizationSignUp, onboardingMessages, organizationSignUpMetadata } from '../../../domain/organization-signup.ts';
import { featureFlagsFor } from '../../../domain/plans.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { constraintOf, sqlStateOf } from '../../db/database-error.ts';
import {
  agents,
  domains,
  notificationPreferences,
  organizationFeatures,
  organizationSettings,
  organizations,
  profiles,
  users,
} from '../../db/schema.ts';

const PASSWORD = 'Sturdy-pass-1';
const DAY_MS = 24 * 60 * 60 * 1000;

function signUpOf(overrides: Partial<OrganizationSignUp> = {}): OrganizationSignUp {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+1 555 0100',
    companyName: 'Analytical Engines',
    businessType: 'customer-service',
    addOns: ['calendar', 'api'],
    domain: { type: 'subdomain', subdomain: uniqueName('engines') },
    ...overrides,
  };
}

describe('organization sign-up and onboarding', () => {
  let server: AuthTestServer;

  beforeAll(async () => {
    server = await startAuthTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  async function api(method: 'GET' | 'POST', path: string, options: { token?: string; subdomain?: string } = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.subdomain) headers['x-tenant-subdomain'] = options.subdomain;
    const response = await fetch(`${server.baseUrl}${path}`, { method, headers });
    return { status: response.status, body: await response.json() };
  }

  /** Signs up through auth-js as the domain-setup page does; the page the e-mailed link opens verifies its token. */
  async function signUpAndConfirm(
    signUp: OrganizationSignUp,
    email = uniqueEmail('admin'),
  ): Promise<{ client: GoTrueClient; token: string; email: string }> {
    const client = server.createClient();
    const { error } = await client.signUp({
      email,
      password: PASSWORD,
      options: { data: organizationSignUpMetadata(signUp), emailRedirectTo: 'http://localhost:3000/' },
    });
    expect(error).toBeNull();
    const mail = await server.mailbox.waitForMail(email);
    const { page, tokenHash } = readMailedLink(mail.links[0] ?? '');
    expect(page.toString()).toBe('http://localhost:3000/');
    const { data, error: verifyError } = await client.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(verifyError).toBeNull();
    return { client, token: data.session?.access_token ?? '', email };
  }

  async function organizationsCreatedBy(userId: string) {
    return server.db.withPlatform((tx) => tx.select().from(organizations).where(eq(organizations.createdBy, userId)));
  }

  async function userIdOf(email: string): Promise<string> {
    const [row] = await server.db.withPlatform((tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, email)));
    return row?.id ?? '';
  }

  describe('GET /api/onboarding/subdomain-availability', () => {
    it('answers a free subdomain as available, in its normalized form', async () => {
      const name = uniqueName('Free');
      const { status, body } = await api('GET', `/api/onboarding/subdomain-availability?subdomain=${encodeURIComponent(`${name}!`)}`);
      expect(status).toBe(200);
      expect(body).toEqual({ subdomain: name.toLowerCase(), isAvailable: true, reason: null });
    });

    it('answers a taken subdomain as not available, from any organization’s host', async () => {
      const acme = await createOrganization(server.db);
      const globex = await createOrganization(server.db);
      for (const subdomain of [undefined, globex.subdomain]) {
        const { body } = await api('GET', `/api/onboarding/subdomain-availability?subdomain=${acme.subdomain}`, { subdomain });
        expect(body).toEqual({ subdomain: acme.subdomain, isAvailable: false, reason: accountMessages.subdomainTaken });
      }
    });

    it.each(['www', 'app', 'api', 'admin', 'support', 'mail'])('answers the reserved %s as not available', async (reserved) => {
      const { body } = await api('GET', `/api/onboarding/subdomain-availability?subdomain=${reserved}`);
      expect(body).toEqual({ subdomain: reserved, isAvailable: false, reason: onboardingMessages.subdomainReserved });
    });

    it('answers an empty or malformed subdomain as not available, with the reason', async () => {
      expect((await api('GET', '/api/onboarding/subdomain-availability?subdomain=')).body).toEqual({
        subdomain: '',
        isAvailable: false,
        reason: accountMessages.subdomainRequired,
      });
      expect((await api('GET', '/api/onboarding/subdomain-availability?subdomain=-acme')).body).toMatchObject({
        isAvailable: false,
        reason: 'A subdomain starts and ends with a letter or a digit',
      });
      expect((await api('GET', '/api/onboarding/subdomain-availability')).status).toBe(400);
    });
  });

  describe('the organization-admin sign-up rules', () => {
    async function refusedSignUp(data: Record<string, unknown>, options: { subdomain?: string } = {}) {
      const email = uniqueEmail('refused');
      const { data: result, error } = await server.createClient(options).signUp({ email, password: PASSWORD, options: { data } });
      expect(result.user).toBeNull();
      expect(await server.mailbox.listMail(email)).toEqual([]);
      expect(await userIdOf(email)).toBe('');
      return error;
    }

    it('creates only the account: the organization waits for the first login', async () => {
      const signUp = signUpOf();
      const email = uniqueEmail('waiting');
      const { data, error } = await server
        .createClient()
        .signUp({ email, password: PASSWORD, options: { data: organizationSignUpMetadata(signUp) } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toMatchObject({
        role: 'org_admin',
        company_name: 'Analytical Engines',
        onboarding_data: { name: 'Analytical Engines' },
      });
      expect(await organizationsCreatedBy(data.user?.id ?? '')).toEqual([]);
    });

    it('refuses a taken subdomain before anything is created', async () => {
      const acme = await createOrganization(server.db);
      const error = await refusedSignUp(organizationSignUpMetadata(signUpOf({ domain: { type: 'subdomain', subdomain: acme.subdomain } })));
      expect(error?.status).toBe(409);
      expect(error?.code).toBe('subdomain_taken');
      expect(error?.message).toBe('This subdomain is already taken. Please choose another one.');
    });

    it('refuses a reserved subdomain and invalid onboarding data with their messages', async () => {
      const reserved = await refusedSignUp(organizationSignUpMetadata(signUpOf({ domain: { type: 'subdomain', subdomain: 'support' } })));
      expect(reserved?.code).toBe('validation_failed');
      expect(reserved?.message).toBe(onboardingMessages.subdomainReserved);

      const metadata = organizationSignUpMetadata(signUpOf());
      const onboarding = metadata.onboarding_data as Record<string, unknown>;
      const cases: [Record<string, unknown>, string][] = [
        [{ ...onboarding, businessType: 'retail' }, onboardingMessages.businessTypeInvalid],
        [{ ...onboarding, name: '  ' }, onboardingMessages.companyNameRequired],
        [{ ...onboarding, subdomain: '' }, accountMessages.subdomainRequired],
        [{ ...onboarding, domainType: 'custom', domain: 'not a domain', path: '/help' }, onboardingMessages.domainInvalid],
        [{ ...onboarding, domainType: 'custom', domain: 'help.example.com', path: '' }, accountMessages.customDomainRequired],
      ];
      for (const [data, message] of cases) {
        const error = await refusedSignUp({ ...metadata, onboarding_data: data });
        expect(error?.status).toBe(400);
        expect(error?.message).toBe(message);
      }
    });

    it('refuses an org_admin sign-up without onboarding data', async () => {
      const error = await refusedSignUp({ name: 'Ada', role: 'org_admin' });
      expect(error?.code).toBe('onboarding_data_missing');
      expect(error?.message).toBe('Missing onboarding data in user profile');
    });

    it('refuses a custom domain another organization has verified, or one on the platform’s own domain', async () => {
      const domain = `${uniqueName('help')}.example.com`;
      await createOrganization(server.db, { domain });
      const taken = await refusedSignUp(organizationSignUpMetadata(signUpOf({ domain: { type: 'custom', domain, path: '/support' } })));
      expect(taken?.code).toBe('domain_taken');
      expect(taken?.message).toBe(onboardingMessages.domainTaken);

      const ours = await refusedSignUp(
        organizationSignUpMetadata(signUpOf({ domain: { type: 'custom', domain: 'mine.localhost', path: '/' } })),
      );
      expect(ours?.message).toBe(onboardingMessages.domainOfPlatform);
    });

    it('refuses an org_admin sign-up on an organization’s host', async () => {
      const acme = await createOrganization(server.db);
      const error = await refusedSignUp(organizationSignUpMetadata(signUpOf()), { subdomain: acme.subdomain });
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('organization_signup_not_here');
      expect(error?.message).toBe(onboardingMessages.signUpOnOrganizationSite);
    });
  });

  describe('POST /api/onboarding', () => {
    it('creates the organization on first login: 30-day free trial, verified subdomain, flags and add-ons, settings and the admin', async () => {
      const signUp = signUpOf();
      const subdomain = signUp.domain.type === 'subdomain' ? signUp.domain.subdomain : '';
      const { token, email } = await signUpAndConfirm(signUp);
      const userId = await userIdOf(email);
      const before = Date.now();

      const { status, body } = await api('POST', '/api/onboarding', { token });

      expect(status).toBe(200);
      expect(body).toEqual({
        organization: { id: expect.any(String), name: 'Analytical Engines', subdomain, domain: `${subdomain}.localhost` },
        dashboardUrl: `http://${subdomain}.localhost:3000/dashboard`,
      });
      const [organization] = await organizationsCreatedBy(userId);
      expect(organization).toMatchObject({
        name: 'Analytical Engines',
        businessModel: 'customer-service',
        subdomain,
        domain: null,
        isPlatform: false,
        subscriptionTier: 'free',
        subscriptionStatus: 'trial',
        isApproved: true,
        isActive: true,
      });
      const trialDays = ((organization?.trialEndDate?.getTime() ?? 0) - before) / DAY_MS;
      expect(trialDays).toBeGreaterThan(29.99);
      expect(trialDays).toBeLessThan(30.01);

      const organizationId = body.organization.id;
      const rows = await server.db.withTenant({ organizationId }, async (tx) => ({
        domains: await tx.select().from(domains),
        features: await tx.select().from(organizationFeatures),
        settings: await tx.select().from(organizationSettings),
        profiles: await tx.select().from(profiles),
        agents: await tx.select().from(agents),
        preferences: await tx.select().from(notificationPreferences),
      }));
      expect(rows.domains).toMatchObject([{ domainType: 'subdomain', domain: `${subdomain}.localhost`, path: null, isVerified: true }]);
      expect(rows.features).toMatchObject([{ ...featureFlagsFor('customer-service'), addOns: ['calendar', 'api'] }]);
      expect(rows.settings).toHaveLength(1);
      expect(rows.profiles).toMatchObject([
        {
          id: userId,
          email,
          name: 'Ada Lovelace',
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '+1 555 0100',
          role: 'org_admin',
          hasOnboarded: true,
        },
      ]);
      expect(rows.agents).toMatchObject([{ userId, name: 'Ada Lovelace', email, role: 'admin', status: 'active', createdBy: userId }]);
      expect(rows.preferences).toMatchObject([{ userId, roleType: 'org_admin', ...defaultNotificationPreferences }]);
      const [account] = await server.db.withPlatform((tx) =>
        tx.select({ appMetadata: users.appMetadata }).from(users).where(eq(users.id, userId)),
      );
      expect(account?.appMetadata).toMatchObject({ role: 'org_admin', organization_id: organizationId });

      // The second mail, after the confirmation: where the organization's workspace is.
      const welcome = await server.mailbox.waitForMail(email, { count: 2 });
      expect(welcome.subject).toBe(`Welcome to Tandem: Analytical Engines is at http://${subdomain}.localhost:3000`);
      expect(welcome.links).toContain(`http://${subdomain}.localhost:3000/login`);
    });

    it('makes the new organization known on its host at once, though availability checks asked for it before', async () => {
      const signUp = signUpOf();
      const subdomain = signUp.domain.type === 'subdomain' ? signUp.domain.subdomain : '';
      const { token } = await signUpAndConfirm(signUp);
      await api('GET', `/api/onboarding/subdomain-availability?subdomain=${subdomain}`);
      expect((await api('GET', '/api/organization', { subdomain })).status).toBe(404);

      const { body } = await api('POST', '/api/onboarding', { token });

      const hosted = await api('GET', '/api/organization', { subdomain });
      expect(hosted).toEqual({
        status: 200,
        body: {
          id: body.organization.id,
          name: 'Analytical Engines',
          subdomain,
          isPlatform: false,
          isApprovalRequired: false,
          isWhiteLabel: false,
          logoUrl: null,
          sso: null,
        },
      });
    });

    it('gives an in-house organization its own flags, and no add-ons when none were chosen', async () => {
      const { token } = await signUpAndConfirm(signUpOf({ businessType: 'in-house', addOns: [] }));
      const { body } = await api('POST', '/api/onboarding', { token });
      const [features] = await server.db.withTenant({ organizationId: body.organization.id }, (tx) =>
        tx.select().from(organizationFeatures),
      );
      expect(features).toMatchObject({ ...featureFlagsFor('in-house'), addOns: [] });
      expect(featureFlagsFor('in-house')).toMatchObject({
        departments: true,
        timeTracking: true,
        projectIntegration: true,
        apiAccess: false,
      });
    });

    it('creates an organization with its own domain unverified, on a subdomain made from the domain', async () => {
      const domain = `${uniqueName('help')}.example.com`;
      const { token } = await signUpAndConfirm(
        signUpOf({ domain: { type: 'custom', domain: `https://${domain.toUpperCase()}/`, path: 'support/' } }),
      );
      const { status, body } = await api('POST', '/api/onboarding', { token });
      expect(status).toBe(200);
      const subdomain = domain.replace('.com', '').replace('.', '-');
      expect(body).toEqual({
        organization: { id: expect.any(String), name: 'Analytical Engines', subdomain, domain },
        dashboardUrl: `http://${subdomain}.localhost:3000/dashboard`,
      });
      const rows = await server.db.withTenant({ organizationId: body.organization.id }, (tx) => tx.select().from(domains));
      expect(rows).toMatchObject([{ domainType: 'custom', domain, path: '/support', isVerified: false }]);
    });

    it('never creates a second organization: a second call, a later login and two calls at once answer the same one', async () => {
      const { client, token, email } = await signUpAndConfirm(signUpOf());
      const first = await api('POST', '/api/onboarding', { token });
      const again = await api('POST', '/api/onboarding', { token });
      expect(again).toEqual(first);

      const site = server.createClient({ subdomain: first.body.organization.subdomain });
      const { data } = await site.signInWithPassword({ email, password: PASSWORD });
      const laterLogin = await api('POST', '/api/onboarding', { token: data.session?.access_token ?? '' });
      expect(laterLogin).toEqual(first);
      expect(await organizationsCreatedBy(await userIdOf(email))).toHaveLength(1);
      await client.signOut();
    });

    it('creates one organization when two tabs call at the same moment', async () => {
      const { token, email } = await signUpAndConfirm(signUpOf());
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => api('POST', '/api/onboarding', { token })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body.organization.id)).size).toBe(1);
      const userId = await userIdOf(email);
      expect(await organizationsCreatedBy(userId)).toHaveLength(1);
      const profilesOfUser = await server.db.withTenant({ organizationId: answers[0]?.body.organization.id }, (tx) =>
        tx.select().from(profiles).where(eq(profiles.id, userId)),
      );
      expect(profilesOfUser).toHaveLength(1);
    });

    it('answers 401 with the specification’s message without a signed-in user', async () => {
      for (const token of [undefined, 'not-a-token']) {
        const { status, body } = await api('POST', '/api/onboarding', { token });
        expect(status).toBe(401);
        expect(body).toEqual({ code: 'unauthenticated', message: 'User must be authenticated to complete onboarding' });
      }
    });

    it('answers 400 when the account holds no onboarding data', async () => {
      const user = await createConfirmedUser(server.db, { password: PASSWORD });
      const { status, body } = await api('POST', '/api/onboarding', { token: await accessTokenFor(user, server.config) });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'onboarding_data_missing', message: 'Missing onboarding data in user profile' });
    });

    it('answers 409 Failed to create organization when another organization took the subdomain in the meantime', async () => {
      const signUp = signUpOf();
      const { token, email } = await signUpAndConfirm(signUp);
      await createOrganization(server.db, { subdomain: signUp.domain.type === 'subdomain' ? signUp.domain.subdomain : '' });

      const { status, body } = await api('POST', '/api/onboarding', { token });

      expect(status).toBe(409);
      expect(body).toEqual({
        code: 'subdomain_taken',
        message: 'Failed to create organization: This subdomain is already taken. Please choose another one.',
        field: 'subdomain',
      });
      expect(await organizationsCreatedBy(await userIdOf(email))).toEqual([]);
    });

    it('names the unique index a taken subdomain collides with, on both engines', async () => {
      const acme = await createOrganization(server.db);
      const collision = await createOrganization(server.db, { subdomain: acme.subdomain }).catch((error: unknown) => error);
      expect(sqlStateOf(collision)).toBe('23505');
      expect(constraintOf(collision)).toBe('organizations_subdomain_key');
    });

    it.runIf(process.env.DATABASE_URL)(
      'answers Failed to create organization when the subdomain is taken between the check and the insert',
      async () => {
        const signUp = signUpOf();
        const subdomain = signUp.domain.type === 'subdomain' ? signUp.domain.subdomain : '';
        const { token, email } = await signUpAndConfirm(signUp);
        const rival = new pg.Client({ connectionString: await testDatabaseUrl() });
        await rival.connect();
        try {
          await rival.query('begin');
          await rival.query(`insert into organizations (name, business_model, subdomain) values ('Rival', 'in-house', $1)`, [subdomain]);
          const pending = api('POST', '/api/onboarding', { token });
          await new Promise((resolve) => setTimeout(resolve, 300));
          await rival.query('commit');
          const { status, body } = await pending;
          expect(status).toBe(409);
          expect(body.message).toBe('Failed to create organization: This subdomain is already taken. Please choose another one.');
        } finally {
          await rival.end();
        }
        expect(await organizationsCreatedBy(await userIdOf(email))).toEqual([]);
      },
    );

    it('refuses onboarding data added later to the metadata of a member of another organization', async () => {
      const acme = await createOrganization(server.db);
      // A customer of acme, with the customer record that lets them sign in.
      const member = await createMember(server.db, acme, 'user', { passwordHash: await hashPassword(PASSWORD) });
      const client = server.createClient({ subdomain: acme.subdomain });
      const { data } = await client.signInWithPassword({ email: member.email, password: PASSWORD });
      await client.updateUser({ data: organizationSignUpMetadata(signUpOf()) });

      const { status, body } = await api('POST', '/api/onboarding', { token: data.session?.access_token ?? '', subdomain: acme.subdomain });

      expect(status).toBe(409);
      expect(body).toEqual({ code: 'already_in_organization', message: onboardingMessages.alreadyInOrganization });
      expect(await organizationsCreatedBy(member.id)).toEqual([]);
    });

    it('answers an admin their own organization whichever organization’s host they call from', async () => {
      const { token } = await signUpAndConfirm(signUpOf());
      const own = await api('POST', '/api/onboarding', { token });
      const globex = await createOrganization(server.db);
      const fromGlobex = await api('POST', '/api/onboarding', { token, subdomain: globex.subdomain });
      expect(fromGlobex).toEqual(own);
      expect(fromGlobex.body.organization.id).not.toBe(globex.id);
    });
  });

  describe('POST /api/onboarding/handoff', () => {
    it('signs the admin in on the organization’s host once, with a token that never reaches a server', async () => {
      const signUp = signUpOf();
      const subdomain = signUp.domain.type === 'subdomain' ? signUp.domain.subdomain : '';
      const { token, email } = await signUpAndConfirm(signUp);
      await api('POST', '/api/onboarding', { token });

      const { status, body } = await api('POST', '/api/onboarding/handoff', { token });

      expect(status).toBe(200);
      const url = new URL(body.url);
      expect(`${url.origin}${url.pathname}${url.search}`).toBe(`http://${subdomain}.localhost:3000/welcome?confirmed=true`);
      const handoff = new URLSearchParams(url.hash.slice(1)).get('handoff') ?? '';
      expect(handoff).toMatch(/^[\w-]{40,}$/);

      const organizationSite = server.createClient({ subdomain });
      const verified = await organizationSite.verifyOtp({ token_hash: handoff, type: 'magiclink' });
      expect(verified.error).toBeNull();
      expect(verified.data.session?.user.email).toBe(email);
      expect(verified.data.session?.refresh_token).toBeTruthy();

      const reused = await server.createClient({ subdomain }).verifyOtp({ token_hash: handoff, type: 'magiclink' });
      expect(reused.error?.code).toBe('otp_expired');
    });

    it('expires after two minutes', async () => {
      const { token } = await signUpAndConfirm(signUpOf());
      await api('POST', '/api/onboarding', { token });
      const { body } = await api('POST', '/api/onboarding/handoff', { token });
      server.clock.advance(2 * 60_000 + 1000);
      const late = await server
        .createClient()
        .verifyOtp({ token_hash: new URL(body.url).hash.replace('#handoff=', ''), type: 'magiclink' });
      expect(late.error?.code).toBe('otp_expired');
    });

    it('refuses the access token of a session that has ended', async () => {
      const { client, token } = await signUpAndConfirm(signUpOf());
      await api('POST', '/api/onboarding', { token });
      await client.signOut();
      const { status, body } = await api('POST', '/api/onboarding/handoff', { token });
      expect(status).toBe(401);
      expect(body.code).toBe('unauthenticated');
    });

    it('answers 404 for an account without an organization', async () => {
      const { token } = await signUpAndConfirm(signUpOf());
      const { status, body } = await api('POST', '/api/onboarding/handoff', { token });
      expect(status).toBe(404);
      expect(body.code).toBe('organization_not_found');
    });

    it('always hands over to the caller’s own organization, never the host’s', async () => {
      const signUp = signUpOf();
      const { token } = await signUpAndConfirm(signUp);
      await api('POST', '/api/onboarding', { token });
      const globex = await createOrganization(server.db);
      const { body } = await api('POST', '/api/onboarding/handoff', { token, subdomain: globex.subdomain });
      expect(new URL(body.url).hostname).toBe(`${signUp.domain.type === 'subdomain' ? signUp.domain.subdomain : ''}.localhost`);
    });
  });
});

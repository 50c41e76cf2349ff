import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createTestClock, type TestClock } from '../../../../tests/support/clock.ts';
import { startTestDnsServer, type TestDnsServer } from '../../../../tests/support/dns-server.ts';
import { createMember, createOrg, createOrganization, type Org, type TestOrganization } from '../../../../tests/support/factories.ts';
import {
  signInAtProvider,
  startTestOidcProvider,
  startUnreachableProvider,
  type TestOidcProvider,
} from '../../../../tests/support/oidc-provider.ts';
import { buildTestApp, testConfig, testDatabase, uniqueName, unlimitedAuthSettings } from '../../../../tests/support/server.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/client.ts';
import { organizationSso, profiles } from '../../db/schema.ts';

const SETTINGS = '/api/settings/sso';
const PASSWORD = 'Correct-Horse-9';

/** The browser side of PKCE, as auth-js does it. */
function clientPkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const hostOf = (organization: TestOrganization) => `${organization.subdomain}.localhost`;
const callbackOf = (organization: TestOrganization) => `http://${hostOf(organization)}/auth/v1/sso/callback`;

describe('single sign-on with OpenID Connect', () => {
  let app: FastifyInstance;
  let db: Database;
  let call: Call;
  let clock: TestClock;
  let dns: TestDnsServer;
  let provider: TestOidcProvider;
  let acme: Org;
  let globex: Org;

  beforeAll(async () => {
    db = await testDatabase();
    clock = createTestClock();
    dns = await startTestDnsServer();
    acme = await createOrg(db);
    globex = await createOrg(db);
    app = await buildTestApp({
      db,
      clock,
      config: testConfig({ ...unlimitedAuthSettings, SSO_ALLOW_LOCAL_PROVIDERS: 'true', DNS_SERVERS: dns.address }),
    });
    call = callerFor(app);
    provider = await startTestOidcProvider({ redirectUris: [callbackOf(acme.organization), callbackOf(globex.organization)] });
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
    await dns.stop();
  });

  const settingsFor = (p: { discoveryUrl: string; clientId: string; clientSecret: string }, overrides: Record<string, unknown> = {}) => ({
    discoveryUrl: p.discoveryUrl,
    clientId: p.clientId,
    clientSecret: p.clientSecret,
    buttonLabel: 'Test ID',
    agentClaimName: 'groups',
    agentClaimValue: 'support',
    unmappedAccounts: 'customer',
    isEnabled: true,
    ...overrides,
  });

  async function configure(org: Org, overrides: Record<string, unknown> = {}, p: TestOidcProvider = provider) {
    p.allowRedirectUri(callbackOf(org.organization));
    const response = await call('PUT', SETTINGS, { as: org.admin, on: org.organization, body: settingsFor(p, overrides) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { providerId: string; redirectUri: string };
  }

  function onHost(organization: TestOrganization, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
    return app.inject({ method, url, headers: { host: hostOf(organization) }, ...(payload ? { payload } : {}) });
  }

  /** What the login page does: asks the auth service for the provider's address (auth-js signInWithSSO). */
  async function startSignIn(org: Org, providerId: string) {
    const pkce = clientPkce();
    const response = await onHost(org.organization, 'POST', '/auth/v1/sso', {
      provider_id: providerId,
      redirect_to: `http://${hostOf(org.organization)}/login`,
      skip_http_redirect: true,
      code_challenge: pkce.challenge,
      code_challenge_method: 's256',
    });
    return { response, pkce };
  }

  /** The provider's way back to Tandem's callback: where Tandem then sends the browser. */
  async function callback(organization: TestOrganization, providerRedirect: string) {
    const url = new URL(providerRedirect);
    const response = await onHost(organization, 'GET', `${url.pathname}${url.search}`);
    expect(response.statusCode, response.body).toBe(303);
    return new URL(response.headers.location as string);
  }

  /** The whole sign-in up to the session: start, the provider's login, the callback, the code exchanged. */
  async function signIn(org: Org, providerId: string, login: string) {
    const { response, pkce } = await startSignIn(org, providerId);
    expect(response.statusCode, response.body).toBe(200);
    const back = await callback(org.organization, await signInAtProvider(response.json().url, login));
    const code = back.searchParams.get('code');
    if (!code) return { back, session: null };
    const exchanged = await onHost(org.organization, 'POST', '/auth/v1/token?grant_type=pkce', {
      auth_code: code,
      code_verifier: pkce.verifier,
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    return { back, session: exchanged.json() as { access_token: string; refresh_token: string; user: { id: string; email: string } } };
  }

  const roleOf = async (org: Org, userId: string) =>
    (
      await db.withTenant({ organizationId: org.organization.id }, (tx) =>
        tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId)),
      )
    )[0];

  it('lets only org admins read and change the settings, and never returns the secret', async () => {
    expect((await call('GET', SETTINGS, { as: acme.agent, on: acme.organization })).statusCode).toBe(403);
    expect((await call('PUT', SETTINGS, { as: acme.bob, on: acme.organization, body: settingsFor(provider) })).statusCode).toBe(403);
    expect((await call('GET', SETTINGS, { on: acme.organization })).statusCode).toBe(401);

    const saved = await configure(acme);
    expect(saved.redirectUri).toBe(`http://localhost/auth/v1/sso/callback?subdomain=${acme.organization.subdomain}`);
    const read = await call('GET', SETTINGS, { as: acme.admin, on: acme.organization });
    expect(read.json()).toMatchObject({ isConfigured: true, hasClientSecret: true, clientId: 'tandem', buttonLabel: 'Test ID' });
    expect(read.body).not.toContain(provider.clientSecret);
    const [row] = await db.withTenant({ organizationId: acme.organization.id }, (tx) => tx.select().from(organizationSso));
    expect(row?.clientSecretEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row ?? {})).not.toContain(provider.clientSecret);

    // Another organization's admin sees their own organization's (none), not this one's.
    const other = await call('GET', SETTINGS, { as: globex.admin, on: globex.organization });
    expect(other.json()).toMatchObject({ isConfigured: false, discoveryUrl: '' });
    // And acme's admin cannot reach globex's settings from globex's host.
    expect((await call('GET', SETTINGS, { as: acme.admin, on: globex.organization })).statusCode).toBe(403);
  });

  it('asks for the secret the first time and keeps it when left blank', async () => {
    const org = await createOrg(db);
    const first = await call('PUT', SETTINGS, { as: org.admin, on: org.organization, body: settingsFor(provider, { clientSecret: '' }) });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('Enter the client secret.');
    await configure(org);
    const relabelled = await call('PUT', SETTINGS, {
      as: org.admin,
      on: org.organization,
      body: settingsFor(provider, { clientSecret: '', buttonLabel: 'Corp login' }),
    });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    // The audit log has the change, before and after, and never the secret.
    const log = await call('GET', '/api/audit-events?action=settings.updated', { as: org.admin, on: org.organization });
    expect(log.statusCode, log.body).toBe(200);
    expect(JSON.stringify(log.json())).not.toContain(provider.clientSecret);
    expect(log.json().events[0]).toMatchObject({
      targetLabel: 'Single Sign-On',
      before: { buttonLabel: 'Test ID' },
      after: { buttonLabel: 'Corp login' },
    });
    const info = await call('GET', '/api/organization', { on: org.organization });
    expect(info.json().sso).toMatchObject({ label: 'Corp login' });
    const other = await call('GET', '/api/organization', { on: globex.organization });
    expect(other.json().sso).toBeNull();
  });

  it('tests a discovery URL: what the provider says, or why it cannot be read', async () => {
    const ok = await call('POST', `${SETTINGS}/test`, {
      as: acme.admin,
      on: acme.organization,
      body: { discoveryUrl: provider.discoveryUrl, clientId: 'tandem' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().issuer).toBe(provider.issuer);
    const unreachable = await startUnreachableProvider();
    const down = await call('POST', `${SETTINGS}/test`, {
      as: acme.admin,
      on: acme.organization,
      body: { discoveryUrl: unreachable.discoveryUrl },
    });
    await unreachable.stop();
    expect(down.statusCode).toBe(422);
    expect(down.json()).toMatchObject({ code: 'sso_provider_unavailable' });
    expect(down.json().message).toContain('The discovery document could not be read');
  });

  it("refuses a provider on the server's own network, or over http, unless the server allows it", async () => {
    const guarded = await buildTestApp({ db, clock, config: testConfig({ DNS_SERVERS: dns.address }) });
    try {
      const test = (discoveryUrl: string) =>
        callerFor(guarded)('POST', `${SETTINGS}/test`, { as: acme.admin, on: acme.organization, body: { discoveryUrl } });
      const local = await test(`https://127.0.0.1:${new URL(provider.issuer).port}/.well-known/openid-configuration`);
      expect(local.statusCode).toBe(422);
      expect(local.json().message).toContain('127.0.0.1 is on a local network');
      const plain = await test('http://id.example.com/.well-known/openid-configuration');
      expect(plain.statusCode).toBe(400);
      expect(plain.json().message).toBe('discoveryUrl: must be an https address');
    } finally {
      await guarded.close();
    }
  });

  it('creates an agent on first sign-in by the mapped claim, in a normal session with amr sso/oidc, on the organization host', async () => {
    const { providerId } = await configure(acme);
    const email = `${uniqueName('ines')}@example.test`;
    provider.addIdentity('ines', { email, email_verified: true, name: 'Ines Ortega', groups: ['staff', 'support'] });
    const { back, session } = await signIn(acme, providerId, 'ines');
    expect(back.host).toBe(hostOf(acme.organization));
    expect(back.pathname).toBe('/login');
    if (!session) throw new Error(`no session: ${back}`);
    expect(session.user.email).toBe(email);
    expect(decodeJwt(session.access_token).amr).toEqual([expect.objectContaining({ method: 'sso/oidc' })]);
    expect(await roleOf(acme, session.user.id)).toEqual({ role: 'agent' });
    // The session refreshes like any other, and keeps how it began.
    const refreshed = await onHost(acme.organization, 'POST', '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: session.refresh_token,
    });
    expect(decodeJwt(refreshed.json().access_token).amr).toEqual([expect.objectContaining({ method: 'sso/oidc' })]);
    // Signing in again finds the same account.
    const again = await signIn(acme, providerId, 'ines');
    expect(again.session?.user.id).toBe(session.user.id);
  });

  it('makes a customer of someone the claim does not map, or no account when the admin says so', async () => {
    const org = await createOrg(db);
    const { providerId } = await configure(org);
    const email = `${uniqueName('cyd')}@example.test`;
    provider.addIdentity('cyd', { email, email_verified: true, groups: ['staff'] });
    const { session } = await signIn(org, providerId, 'cyd');
    expect(await roleOf(org, session?.user.id ?? '')).toEqual({ role: 'user' });

    await configure(org, { unmappedAccounts: 'none' });
    provider.addIdentity('nobody', { email: `${uniqueName('nobody')}@example.test`, email_verified: true });
    const refused = await signIn(org, providerId, 'nobody');
    expect(refused.session).toBeNull();
    expect(refused.back.searchParams.get('sso_error')).toBe('noAccount');
  });

  it('matches an existing account by e-mail only when the provider says the address is verified', async () => {
    const org = await createOrg(db);
    const { providerId } = await configure(org);
    provider.addIdentity('bob-unverified', { email: org.bob.email, email_verified: false });
    const refused = await signIn(org, providerId, 'bob-unverified');
    expect(refused.session).toBeNull();
    expect(refused.back.searchParams.get('sso_error')).toBe('emailNotVerified');

    provider.addIdentity('bob', { email: org.bob.email.toUpperCase(), email_verified: true });
    const { session } = await signIn(org, providerId, 'bob');
    expect(session?.user.id).toBe(org.bob.id);

    // Someone of another organization is not moved here.
    provider.addIdentity('globex-bob', { email: globex.bob.email, email_verified: true });
    const other = await signIn(org, providerId, 'globex-bob');
    expect(other.back.searchParams.get('sso_error')).toBe('otherOrganization');
  });

  it('refuses a callback with a wrong state, or the state of another organization', async () => {
    const { providerId } = await configure(acme);
    const { providerId: globexProvider } = await configure(globex);
    provider.addIdentity('wes', { email: `${uniqueName('wes')}@example.test`, email_verified: true });

    const { response } = await startSignIn(acme, providerId);
    const redirect = new URL(await signInAtProvider(response.json().url, 'wes'));
    const forged = new URL(redirect);
    forged.searchParams.set('state', randomBytes(16).toString('base64url'));
    const wrong = await callback(acme.organization, forged.toString());
    expect(wrong.searchParams.get('sso_error')).toBe('signInFailed');
    expect(wrong.searchParams.has('code')).toBe(false);

    // Globex's sign-in brought to acme's host: acme has no such sign-in.
    const started = await startSignIn(globex, globexProvider);
    const globexRedirect = new URL(await signInAtProvider(started.response.json().url, 'wes'));
    const elsewhere = await callback(acme.organization, `${callbackOf(acme.organization)}${globexRedirect.search}`);
    expect(elsewhere.searchParams.get('sso_error')).toBe('signInFailed');
    expect(elsewhere.host).toBe(hostOf(acme.organization));
  });

  it('refuses a code used once already', async () => {
    const { providerId } = await configure(acme);
    provider.addIdentity('rita', { email: `${uniqueName('rita')}@example.test`, email_verified: true });
    const { response } = await startSignIn(acme, providerId);
    const redirect = await signInAtProvider(response.json().url, 'rita');
    expect((await callback(acme.organization, redirect)).searchParams.has('code')).toBe(true);
    // The same answer again: its sign-in is used up.
    expect((await callback(acme.organization, redirect)).searchParams.get('sso_error')).toBe('signInFailed');
    // The old code under a new sign-in's state: the provider refuses it.
    const next = await startSignIn(acme, providerId);
    const nextState = new URL(next.response.json().url).searchParams.get('state') ?? '';
    const replayed = new URL(redirect);
    replayed.searchParams.set('state', nextState);
    const back = await callback(acme.organization, replayed.toString());
    expect(back.searchParams.get('sso_error')).toBe('signInFailed');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refuses an ID token issued to another audience', async () => {
    const org = await createOrg(db);
    const misconfigured = await startTestOidcProvider({ redirectUris: [callbackOf(org.organization)], idTokenAudience: 'someone-else' });
    try {
      const { providerId } = await configure(org, {}, misconfigured);
      misconfigured.addIdentity('ann', { email: `${uniqueName('ann')}@example.test`, email_verified: true });
      const { back, session } = await signIn(org, providerId, 'ann');
      expect(session).toBeNull();
      expect(back.searchParams.get('sso_error')).toBe('signInFailed');
    } finally {
      await misconfigured.stop();
    }
  });

  it('refuses an expired ID token', async () => {
    const org = await createOrg(db);
    const shortLived = await startTestOidcProvider({ redirectUris: [callbackOf(org.organization)], idTokenTtlSeconds: 60 });
    try {
      const { providerId } = await configure(org, {}, shortLived);
      shortLived.addIdentity('eve', { email: `${uniqueName('eve')}@example.test`, email_verified: true });
      const { response } = await startSignIn(org, providerId);
      const redirect = await signInAtProvider(response.json().url, 'eve');
      // The ID token lives a minute; the server's clock is five minutes on when it reads it.
      clock.advance(5 * 60_000);
      const back = await callback(org.organization, redirect);
      expect(back.searchParams.get('sso_error')).toBe('signInFailed');
      expect(back.searchParams.has('code')).toBe(false);
    } finally {
      await shortLived.stop();
    }
  });

  it('says clearly that the provider is down, when a sign-in starts and when it comes back', async () => {
    const org = await createOrg(db);
    const goingDown = await startTestOidcProvider({ redirectUris: [callbackOf(org.organization)] });
    const { providerId } = await configure(org, {}, goingDown);
    goingDown.addIdentity('dee', { email: `${uniqueName('dee')}@example.test`, email_verified: true });
    const { response } = await startSignIn(org, providerId);
    const redirect = await signInAtProvider(response.json().url, 'dee');
    await goingDown.stop();

    const back = await callback(org.organization, redirect);
    expect(back.searchParams.get('sso_error')).toBe('providerUnavailable');
    const refused = await startSignIn(org, providerId);
    expect(refused.response.statusCode).toBe(422);
    expect(refused.response.json()).toMatchObject({ error_code: 'sso_provider_unavailable' });
    expect(refused.response.json().msg).toContain('could not be reached');
  });

  it('refuses a sign-in for an organization without SSO, or with another provider id', async () => {
    const org = await createOrg(db);
    const none = await startSignIn(org, randomBytes(16).toString('hex'));
    expect(none.response.statusCode).toBe(404);
    const { providerId: acmeProvider } = await configure(acme);
    const foreign = await startSignIn(globex, acmeProvider);
    expect(foreign.response.statusCode).toBe(404);
  });

  describe('domain ownership and requiring SSO', () => {
    async function orgAtDomain() {
      const domain = `${uniqueName('corp')}.test`;
      const organization = await createOrganization(db);
      const passwordHash = await hashPassword(PASSWORD);
      const member = (role: 'org_admin' | 'agent', name: string) =>
        createMember(db, organization, role, { email: `${uniqueName(name)}@${domain}`, passwordHash });
      const org = {
        organization,
        admin: await member('org_admin', 'ada'),
        spare: await member('org_admin', 'sam'),
        agent: await member('agent', 'andy'),
      };
      return { domain, org };
    }
    const passwordSignIn = (organization: TestOrganization, email: string) =>
      onHost(organization, 'POST', '/auth/v1/token?grant_type=password', { email, password: PASSWORD });

    it('verifies the domain by its TXT record, then refuses passwords at it except the break-glass admin', async () => {
      const { domain, org } = await orgAtDomain();
      const as = { as: org.admin, on: org.organization };
      await call('PUT', SETTINGS, { ...as, body: settingsFor(provider) });
      const named = await call('PUT', `${SETTINGS}/domain`, { ...as, body: { emailDomain: domain.toUpperCase() } });
      expect(named.statusCode, named.body).toBe(200);
      const { txtRecordName, txtRecordValue } = named.json() as { txtRecordName: string; txtRecordValue: string };
      expect(txtRecordName).toBe(`_tandem-verification.${domain}`);

      const early = await call('PUT', `${SETTINGS}/requirement`, { ...as, body: { isRequired: true, breakGlassUserId: org.admin.id } });
      expect(early.statusCode).toBe(409);
      expect((await call('POST', `${SETTINGS}/domain/check`, as)).statusCode).toBe(422);
      dns.setTxt(txtRecordName, ['v=spf1 -all', 'tandem-verification=someone-elses']);
      expect((await call('POST', `${SETTINGS}/domain/check`, as)).statusCode).toBe(422);
      dns.setTxt(txtRecordName, ['v=spf1 -all', txtRecordValue]);
      const checked = await call('POST', `${SETTINGS}/domain/check`, as);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json().domainVerifiedAt).not.toBeNull();

      const agentAsBreakGlass = await call('PUT', `${SETTINGS}/requirement`, {
        ...as,
        body: { isRequired: true, breakGlassUserId: org.agent.id },
      });
      expect(agentAsBreakGlass.statusCode).toBe(400);
      const required = await call('PUT', `${SETTINGS}/requirement`, { ...as, body: { isRequired: true, breakGlassUserId: org.admin.id } });
      expect(required.statusCode, required.body).toBe(200);

      const refused = await passwordSignIn(org.organization, org.agent.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error_code: 'sso_password_sign_in_refused' });
      expect((await passwordSignIn(org.organization, org.spare.email)).statusCode).toBe(403);
      expect((await passwordSignIn(org.organization, org.admin.email)).statusCode).toBe(200);

      // Another domain named: not verified, so no longer required.
      await call('PUT', `${SETTINGS}/domain`, { ...as, body: { emailDomain: `other-${domain}` } });
      expect((await passwordSignIn(org.organization, org.agent.email)).statusCode).toBe(200);
      dns.setTxt(txtRecordName, []);
    });

    it('keeps the domain settings to org admins of the organization', async () => {
      const { org } = await orgAtDomain();
      await call('PUT', SETTINGS, { as: org.admin, on: org.organization, body: settingsFor(provider) });
      for (const [method, path, body] of [
        ['PUT', `${SETTINGS}/domain`, { emailDomain: 'example.com' }],
        ['POST', `${SETTINGS}/domain/check`, undefined],
        ['PUT', `${SETTINGS}/requirement`, { isRequired: false, breakGlassUserId: null }],
        ['DELETE', SETTINGS, undefined],
      ] as const) {
        expect((await call(method, path, { as: org.agent, on: org.organization, body })).statusCode).toBe(403);
        expect((await call(method, path, { as: acme.admin, on: org.organization, body })).statusCode).toBe(403);
      }
      expect((await call('DELETE', SETTINGS, { as: org.admin, on: org.organization })).statusCode).toBe(204);
      expect((await call('DELETE', SETTINGS, { as: org.admin, on: org.organization })).statusCode).toBe(404);
    });
  });
});

import type { GoTrueClient } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthTestServer, createConfirmedUser, platformEmail, startAuthTestServer } from '../../../tests/support/auth.ts';
import { createMember, createOrganization } from '../../../tests/support/factories.ts';
import { auditEvents, authMfaFactors } from '../db/schema.ts';
import { TENANT_HEADER } from '../http/tenancy.ts';
import { TOTP_PERIOD_SECONDS } from './mfa.service.ts';
import { hashPassword } from './passwords.ts';

const PASSWORD = 'Sturdy-pass-1';
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

describe('two-factor sign-in through @supabase/auth-js', () => {
  let server: AuthTestServer;

  beforeAll(async () => {
    server = await startAuthTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  beforeEach(() => {
    // Ten seconds into a 30-second step: a code computed for "now" is still the server's current step when it checks.
    const now = server.clock.now().getTime();
    server.clock.advance((((10_000 - (now % STEP_MS)) % STEP_MS) + STEP_MS) % STEP_MS);
  });

  /** The code an authenticator app shows `steps` 30-second steps from the test clock's now. */
  function codeFor(secret: string, steps = 0): string {
    return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: server.clock.now().getTime() + steps * STEP_MS });
  }

  async function signedIn(email: string): Promise<GoTrueClient> {
    const client = server.createClient();
    const { error } = await client.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return client;
  }

  async function accessClaims(client: GoTrueClient) {
    const { data } = await client.getSession();
    return decodeJwt(data.session?.access_token ?? '');
  }

  /** A confirmed person with a verified authenticator: their client (now aal2) and the factor's secret. */
  async function enrolledPerson(prefix: string) {
    const email = platformEmail(prefix);
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const client = await signedIn(email);
    const { data, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (error || !data) throw error ?? new Error('not enrolled');
    const verified = await client.mfa.challengeAndVerify({ factorId: data.id, code: codeFor(data.totp.secret) });
    if (verified.error) throw verified.error;
    return { email, client, factorId: data.id, secret: data.totp.secret };
  }

  async function verifyWith(client: GoTrueClient, factorId: string, code: string) {
    const challenge = await client.mfa.challenge({ factorId });
    if (challenge.error) throw challenge.error;
    return client.mfa.verify({ factorId, challengeId: challenge.data.id, code });
  }

  it('enrolls an authenticator, verifies it, and raises the session to aal2 with totp in amr', async () => {
    const email = platformEmail('enroll');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const client = await signedIn(email);
    expect(await client.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ data: { currentLevel: 'aal1', nextLevel: 'aal1' } });

    const { data, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    if (!data) throw new Error('no factor');
    expect(data.totp.uri).toMatch(new RegExp(`^otpauth://totp/Tandem:${encodeURIComponent(email)}\\?`));
    expect(new URL(data.totp.uri).searchParams.get('secret')).toBe(data.totp.secret);
    expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);

    const listed = await client.mfa.listFactors();
    expect(listed.data?.all).toMatchObject([{ id: data.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Phone' }]);
    expect(listed.data?.totp).toEqual([]);

    const wrong = await client.mfa.challengeAndVerify({
      factorId: data.id,
      code: '000000' === codeFor(data.totp.secret) ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');

    const verified = await client.mfa.challengeAndVerify({ factorId: data.id, code: codeFor(data.totp.secret) });
    expect(verified.error).toBeNull();
    const claims = await accessClaims(client);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((item) => item.method)).toEqual(['totp', 'password']);
    expect(await client.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({
      data: { currentLevel: 'aal2', nextLevel: 'aal2' },
    });
    expect((await client.mfa.listFactors()).data?.totp).toMatchObject([{ id: data.id, status: 'verified' }]);

    // A refreshed session keeps its level.
    const refreshed = await client.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');
  });

  it("records turning it on, a wrong code and turning it off in the person's organization's audit log", async () => {
    const acme = await createOrganization(server.db);
    const agent = await createMember(server.db, acme, 'agent', { passwordHash: await hashPassword(PASSWORD) });
    const client = server.createClient({ subdomain: acme.subdomain });
    expect((await client.signInWithPassword({ email: agent.email, password: PASSWORD })).error).toBeNull();
    const { data } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (!data) throw new Error('no factor');
    const wrong = codeFor(data.totp.secret) === '000000' ? '111111' : '000000';
    expect((await client.mfa.challengeAndVerify({ factorId: data.id, code: wrong })).error).not.toBeNull();
    expect((await client.mfa.challengeAndVerify({ factorId: data.id, code: codeFor(data.totp.secret) })).error).toBeNull();
    expect((await client.mfa.unenroll({ factorId: data.id })).error).toBeNull();

    const logged = await server.db.withTenant({ organizationId: acme.id }, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.actorId, agent.id)).orderBy(auditEvents.createdAt),
    );
    expect(logged.map((entry) => entry.action).filter((action) => action.startsWith('auth.two_factor'))).toEqual([
      'auth.two_factor_failed',
      'auth.two_factor_enabled',
      'auth.two_factor_removed',
    ]);
    expect(logged.find((entry) => entry.action === 'auth.two_factor_enabled')).toMatchObject({
      organizationId: acme.id,
      after: { factor: 'totp' },
      targetLabel: agent.email,
    });
  });

  it('keeps the secret encrypted at rest', async () => {
    const { factorId, secret } = await enrolledPerson('at-rest');
    const [row] = await server.db.withPlatform((tx) => tx.select().from(authMfaFactors).where(eq(authMfaFactors.id, factorId)));
    expect(row?.encryptedSecret).toBeTruthy();
    expect(row?.encryptedSecret).not.toContain(secret);
  });

  it('ends the other sessions of a person who verifies a new factor', async () => {
    const email = platformEmail('others');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const elsewhere = await signedIn(email);
    const { data: elsewhereSession } = await elsewhere.getSession();
    const client = await signedIn(email);
    const { data } = await client.mfa.enroll({ factorType: 'totp' });
    await client.mfa.challengeAndVerify({ factorId: data?.id ?? '', code: codeFor(data?.totp.secret ?? '') });

    const refreshed = await server.createClient().refreshSession({ refresh_token: elsewhereSession.session?.refresh_token ?? '' });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    expect((await client.refreshSession()).error).toBeNull();
  });

  it('signs in with a password at aal1, then reaches aal2 with the authenticator code', async () => {
    const { email, factorId, secret } = await enrolledPerson('sign-in');
    server.clock.advance(STEP_MS);
    const client = await signedIn(email);
    expect(await client.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ data: { currentLevel: 'aal1', nextLevel: 'aal2' } });

    const { error } = await verifyWith(client, factorId, codeFor(secret));
    expect(error).toBeNull();
    expect(await client.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ data: { currentLevel: 'aal2', nextLevel: 'aal2' } });
  });

  it('accepts a code one step early or late, never two, and never the same step twice', async () => {
    const { email, factorId, secret } = await enrolledPerson('window');
    server.clock.advance(5 * STEP_MS);
    const client = await signedIn(email);

    expect((await verifyWith(client, factorId, codeFor(secret, -2))).error?.code).toBe('mfa_verification_failed');
    expect((await verifyWith(client, factorId, codeFor(secret, 2))).error?.code).toBe('mfa_verification_failed');
    expect((await verifyWith(client, factorId, codeFor(secret, -1))).error).toBeNull();

    const again = await signedIn(email);
    // The step just used, and the one before it, are spent.
    expect((await verifyWith(again, factorId, codeFor(secret, -1))).error?.message).toMatch(/already used/);
    expect((await verifyWith(again, factorId, codeFor(secret, 1))).error).toBeNull();
    const third = await signedIn(email);
    expect((await verifyWith(third, factorId, codeFor(secret))).error?.code).toBe('mfa_verification_failed');
  });

  it('locks the factor for 15 minutes after 5 wrong codes within 5 minutes', async () => {
    const { email, factorId, secret } = await enrolledPerson('lockout');
    server.clock.advance(STEP_MS);
    const client = await signedIn(email);
    const wrongCode = () => (codeFor(secret) === '123456' ? '654321' : '123456');

    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await verifyWith(client, factorId, wrongCode())).error?.code).toBe('mfa_verification_failed');
    }
    // The window of 5 minutes passes: the count starts again.
    server.clock.advance(5 * 60_000 + STEP_MS);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await verifyWith(client, factorId, wrongCode())).error?.code).toBe('mfa_verification_failed');
    }
    expect((await verifyWith(client, factorId, wrongCode())).error?.code).toBe('mfa_verification_failed');

    const locked = await verifyWith(client, factorId, codeFor(secret));
    expect(locked.error?.code).toBe('mfa_factor_locked');
    expect(locked.error?.message).toMatch(/try again in 15 minutes/);

    server.clock.advance(14 * 60_000);
    expect((await verifyWith(client, factorId, codeFor(secret))).error?.code).toBe('mfa_factor_locked');
    server.clock.advance(60_000 + STEP_MS);
    expect((await verifyWith(client, factorId, codeFor(secret))).error).toBeNull();
  });

  it('refuses a challenge that expired after 5 minutes', async () => {
    const { email, factorId, secret } = await enrolledPerson('expired');
    const client = await signedIn(email);
    const challenge = await client.mfa.challenge({ factorId });
    server.clock.advance(5 * 60_000 + 1000);
    const { error } = await client.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: codeFor(secret) });
    expect(error?.code).toBe('mfa_challenge_expired');
  });

  it('gives ten recovery codes once, each usable once, and a new set voids the old one', async () => {
    const { email, client } = await enrolledPerson('recovery');
    const generated = await client.mfa.recoveryCodes.generate();
    expect(generated.error).toBeNull();
    const codes = generated.data?.codes ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await client.mfa.recoveryCodes.generate()).error?.code).toBe('mfa_verified_factor_exists');

    const first = await signedIn(email);
    expect((await first.mfa.recoveryCodes.generate()).error?.code).toBe('insufficient_aal');
    // Typed with dashes and capitals, as read off paper.
    const typed = (codes[0] ?? '').toUpperCase().replace(/(.{4})(?!$)/g, '$1-');
    expect((await first.mfa.recoveryCodes.verify({ code: typed })).error).toBeNull();
    const claims = await accessClaims(first);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[])[0]?.method).toBe('mfa/recovery_code');
    expect((await first.mfa.recoveryCodes.getStatus()).data).toMatchObject({ total: 10, remaining: 9 });

    const second = await signedIn(email);
    expect((await second.mfa.recoveryCodes.verify({ code: codes[0] ?? '' })).error?.code).toBe('mfa_verification_failed');

    const regenerated = await first.mfa.recoveryCodes.regenerate();
    expect(regenerated.data?.codes).toHaveLength(10);
    expect((await second.mfa.recoveryCodes.verify({ code: codes[1] ?? '' })).error?.code).toBe('mfa_verification_failed');
    expect((await second.mfa.recoveryCodes.verify({ code: regenerated.data?.codes[0] ?? '' })).error).toBeNull();
  });

  it('locks recovery codes after 5 wrong ones', async () => {
    const { email, client } = await enrolledPerson('recovery-lock');
    const codes = (await client.mfa.recoveryCodes.generate()).data?.codes ?? [];
    const other = await signedIn(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await other.mfa.recoveryCodes.verify({ code: 'aaaabbbbccccdddd' })).error?.code).toBe('mfa_verification_failed');
    }
    expect((await other.mfa.recoveryCodes.verify({ code: codes[0] ?? '' })).error?.code).toBe('mfa_recovery_codes_locked');
  });

  it('removes a verified factor only from an aal2 session, with the recovery codes', async () => {
    const { email, client, factorId } = await enrolledPerson('unenroll');
    await client.mfa.recoveryCodes.generate();
    const aal1 = await signedIn(email);
    expect((await aal1.mfa.unenroll({ factorId })).error?.code).toBe('insufficient_aal');

    expect((await client.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await client.mfa.listFactors()).data?.all).toEqual([]);
    const after = await signedIn(email);
    expect(await after.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ data: { currentLevel: 'aal1', nextLevel: 'aal1' } });
  });

  it("answers 404 for another person's factor", async () => {
    const { factorId } = await enrolledPerson('owner');
    const email = platformEmail('stranger');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const stranger = await signedIn(email);
    expect((await stranger.mfa.challenge({ factorId })).error?.code).toBe('mfa_factor_not_found');
    expect((await stranger.mfa.unenroll({ factorId })).error?.code).toBe('mfa_factor_not_found');
  });

  it('refuses an aal1 token of a person with an authenticator everywhere but the account check, until the code is entered', async () => {
    const organization = await createOrganization(server.db);
    const agent = await createMember(server.db, organization, 'agent', { passwordHash: await hashPassword(PASSWORD) });
    const client = server.createClient({ subdomain: organization.subdomain });
    await client.signInWithPassword({ email: agent.email, password: PASSWORD });
    const { data } = await client.mfa.enroll({ factorType: 'totp' });
    const secret = data?.totp.secret ?? '';
    await client.mfa.challengeAndVerify({ factorId: data?.id ?? '', code: codeFor(secret) });
    server.clock.advance(STEP_MS);

    const later = server.createClient({ subdomain: organization.subdomain });
    await later.signInWithPassword({ email: agent.email, password: PASSWORD });
    const call = async (path: string) => {
      const { data: session } = await later.getSession();
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${session.session?.access_token}`, [TENANT_HEADER]: organization.subdomain },
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await call('/api/me')).toMatchObject({ status: 200, body: { secondFactor: 'needed', profile: { role: 'agent' } } });
    expect(await call('/api/me/notification-flags')).toMatchObject({ status: 403, body: { code: 'mfa_verification_required' } });

    expect((await verifyWith(later, data?.id ?? '', codeFor(secret))).error).toBeNull();
    expect(await call('/api/me')).toMatchObject({ status: 200, body: { secondFactor: 'verified' } });
    expect((await call('/api/me/notification-flags')).status).toBe(200);
  });
});

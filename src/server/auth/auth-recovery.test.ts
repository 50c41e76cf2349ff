import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestServer,
  createConfirmedUser,
  platformEmail,
  readMailedLink,
  startAuthTestServer,
} from '../../../tests/support/auth.ts';
import { authRateLimits } from '../db/schema.ts';
import { createAuthService } from './auth.service.ts';
import { AuthError } from './auth-errors.ts';
import { loadSigningKeys } from './signing-keys.ts';

const PASSWORD = 'Original-pass-1';
const NEW_PASSWORD = 'Brand-new-pass-2';
const RESET_PAGE = 'http://localhost:3000/reset-password';

describe('password recovery, invitations and rate limits through @supabase/auth-js', () => {
  let server: AuthTestServer;

  beforeAll(async () => {
    server = await startAuthTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('resets a forgotten password from the e-mailed link; the old password stops working and other sessions end', async () => {
    const email = platformEmail('forgetful');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const elsewhere = server.createClient();
    const { data: other } = await elsewhere.signInWithPassword({ email, password: PASSWORD });
    const client = server.createClient();

    const request = await client.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    expect(request).toEqual({ data: {}, error: null });
    const mail = await server.mailbox.waitForMail(email);
    expect(mail.subject).toBe('Reset your Tandem password');
    expect(mail.text).toContain('valid for 1 hour');
    expect(mail.code).toMatch(/^\d{6}$/);

    const { page, tokenHash, type } = readMailedLink(mail.links[0] ?? '');
    expect(page.toString()).toBe(RESET_PAGE);
    expect(type).toBe('recovery');
    // The phone the mail is read on, not the browser that asked.
    const phone = server.createClient();
    const verified = await phone.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);

    const same = await phone.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    const weak = await phone.updateUser({ password: 'short' });
    expect(weak.error?.code).toBe('weak_password');
    const updated = await phone.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();

    expect((await server.createClient().signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await server.createClient().signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();
    expect((await phone.getUser()).data.user?.email).toBe(email);
    const otherRefresh = await server.createClient().refreshSession({ refresh_token: other.session?.refresh_token ?? '' });
    expect(otherRefresh.error).not.toBeNull();
  });

  it('answers a reset request for an unknown address the same way, and sends nothing', async () => {
    const email = platformEmail('stranger');

    const request = await server.createClient().resetPasswordForEmail(email, { redirectTo: RESET_PAGE });

    expect(request).toEqual({ data: {}, error: null });
    expect(await server.mailbox.listMail(email)).toEqual([]);
  });

  it('voids e-mailed links once the password has been changed', async () => {
    const email = platformEmail('changed');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    await server.createClient().resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const mail = await server.mailbox.waitForMail(email);
    const client = server.createClient();
    await client.signInWithPassword({ email, password: PASSWORD });

    expect((await client.updateUser({ password: NEW_PASSWORD })).error).toBeNull();

    const { tokenHash } = readMailedLink(mail.links[0] ?? '');
    expect((await client.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error?.code).toBe('otp_expired');
    expect((await client.verifyOtp({ email, token: mail.code ?? '', type: 'recovery' })).error?.code).toBe('otp_expired');
  });

  it('invites a new user: the link confirms the address and signs them in to choose a password', async () => {
    const keys = await loadSigningKeys(server.db, `${server.config.publicUrl}/auth/v1`);
    const service = createAuthService({ config: server.config, db: server.db, clock: server.clock, keys });
    const email = platformEmail('agent');

    const invitation = await service.inviteUserByEmail({
      email,
      data: { name: 'Grace', role: 'agent' },
      redirectTo: 'http://acme.localhost:3000/invite',
    });
    expect(invitation.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { name: 'Grace', role: 'agent' } });
    expect(invitation.user.invited_at).toBeTruthy();

    const landing = await server.follow(invitation.verifyUrl);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://acme.localhost:3000/invite');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    expect(fragment.get('token_type')).toBe('bearer');
    const client = server.createClient();
    const session = await client.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect((await server.createClient().signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull();

    expect((await server.follow(invitation.verifyUrl)).searchParams.get('error_code')).toBe('otp_expired');
    await expect(service.inviteUserByEmail({ email, data: {}, redirectTo: null })).rejects.toThrow(AuthError);
  });

  it('accepts an invitation token as token_hash on POST /verify', async () => {
    const keys = await loadSigningKeys(server.db, `${server.config.publicUrl}/auth/v1`);
    const service = createAuthService({ config: server.config, db: server.db, clock: server.clock, keys });
    const email = platformEmail('invitee');
    const { token } = await service.inviteUserByEmail({ email, data: {}, redirectTo: null });

    const { data, error } = await server.createClient().verifyOtp({ token_hash: token, type: 'invite' });

    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  describe('with a limit of 3 requests an hour', () => {
    let limited: AuthTestServer;

    beforeAll(async () => {
      limited = await startAuthTestServer({ AUTH_RATE_LIMIT_PER_HOUR: '3' });
      // The counts live in the database this worker's test files share, and keep between runs: start from none.
      await limited.db.withPlatform((tx) => tx.delete(authRateLimits));
    });

    afterAll(async () => {
      await limited.close();
    });

    it('limits e-mails to one address even when the requests come from different places', async () => {
      const email = platformEmail('flooded');
      await createConfirmedUser(limited.db, { email, password: PASSWORD });
      const recover = (ip: string) =>
        limited.app.inject({ method: 'POST', url: '/auth/v1/recover', remoteAddress: ip, payload: { email } });

      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await recover(ip)).statusCode).toBe(200);
      const blocked = await recover('192.0.2.4');

      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 429,
        error_code: 'over_email_send_rate_limit',
        msg: 'Too many e-mails to this address. Try again in 60 minutes.',
      });
      expect(blocked.headers['retry-after']).toBe('3600');
      expect(blocked.headers['x-supabase-api-version']).toBe('2024-01-01');
      await limited.mailbox.waitForMail(email, { count: 3 });
      expect(await limited.mailbox.listMail(email)).toHaveLength(3);
    });
  });

  describe('behind a load balancer (TRUST_PROXY)', () => {
    let proxied: AuthTestServer;
    const balancer = '192.0.2.10';

    beforeAll(async () => {
      proxied = await startAuthTestServer({ SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR: '1', TRUST_PROXY: balancer });
    });

    afterAll(async () => {
      await proxied.close();
    });

    const signIn = (remoteAddress: string, forwardedFor: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: platformEmail('nobody'), password: 'Wrong-guess' },
      });

    it('counts each client the balancer forwards on its own, not the balancer as one caller', async () => {
      expect((await signIn(balancer, '198.51.100.1')).statusCode).toBe(400);
      expect((await signIn(balancer, '198.51.100.2')).statusCode).toBe(400);
      expect((await signIn(balancer, '198.51.100.1')).statusCode).toBe(429);
    });

    it('ignores a forwarded address sent by anyone but the trusted balancer', async () => {
      expect((await signIn('203.0.113.7', '198.51.100.3')).statusCode).toBe(400);
      expect((await signIn('203.0.113.7', '198.51.100.4')).statusCode).toBe(429);
    });
  });
});

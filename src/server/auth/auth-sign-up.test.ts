import { AuthWeakPasswordError } from '@supabase/auth-js';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, createConfirmedUser, platformEmail, startAuthTestServer } from '../../../tests/support/auth.ts';

const PASSWORD = 'Sturdy-pass-1';
const WELCOME = 'http://acme.localhost:3000/welcome?subdomain=acme';

describe('sign-up and e-mail confirmation through @supabase/auth-js', () => {
  let server: AuthTestServer;

  beforeAll(async () => {
    server = await startAuthTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('signs up without a session; the e-mailed link confirms and its code becomes a session', async () => {
    const client = server.createClient();
    const email = platformEmail('ada');

    const signUp = await client.signUp({ email, password: PASSWORD, options: { data: { name: 'Ada' }, emailRedirectTo: WELCOME } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { name: 'Ada' }, aud: 'authenticated' });
    expect(signUp.data.user?.identities).toHaveLength(1);

    const mail = await server.mailbox.waitForMail(email);
    expect(mail.subject).toBe('Confirm your Tandem account');
    expect(mail.text).toContain('Welcome to Tandem!');
    expect(mail.text).toContain('valid for 1 hour');
    expect(mail.code).toMatch(/^\d{6}$/);
    const link = mail.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/v1\/verify\?token=[\w-]+&type=signup&redirect_to=/);

    const early = await client.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);

    const landing = await server.follow(link);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://acme.localhost:3000/welcome');
    expect(landing.searchParams.get('subdomain')).toBe('acme');
    const code = landing.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const exchange = await client.exchangeCodeForSession(code);
    expect(exchange.error).toBeNull();
    expect(exchange.data.session?.access_token).toBeTruthy();
    expect(exchange.data.user?.email_confirmed_at).toBeTruthy();
    const { data: current } = await client.getUser();
    expect(current.user?.email).toBe(email);

    const again = await server.follow(link);
    expect(again.searchParams.get('error')).toBe('access_denied');
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    expect(again.searchParams.get('error_description')).toBe('Email link is invalid or has expired');

    const reusedCode = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(reusedCode.status).toBe(404);
    expect(await reusedCode.json()).toMatchObject({ error_code: 'flow_state_not_found' });

    const signIn = await server.createClient().signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.email).toBe(email);
  });

  it('confirms with the six-digit code from the e-mail instead of the link', async () => {
    const client = server.createClient();
    const email = platformEmail('grace');
    await client.signUp({ email, password: PASSWORD });
    const mail = await server.mailbox.waitForMail(email);

    const wrong = await client.verifyOtp({ email, token: mail.code === '000000' ? '111111' : '000000', type: 'signup' });
    expect(wrong.error?.code).toBe('otp_expired');

    const verified = await client.verifyOtp({ email, token: mail.code ?? '', type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email_confirmed_at).toBeTruthy();

    const linkAfterCode = await server.follow(mail.links[0] ?? '');
    expect(linkAfterCode.searchParams.get('error_code')).toBe('otp_expired');
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const email = platformEmail('known');
    await createConfirmedUser(server.db, { email, password: PASSWORD });
    const client = server.createClient();

    const wrongPassword = await client.signInWithPassword({ email, password: 'Not-the-password-1' });
    const unknownAddress = await client.signInWithPassword({ email: platformEmail('nobody'), password: PASSWORD });

    for (const { error } of [wrongPassword, unknownAddress]) {
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('refuses passwords shorter than 8 characters as weak_password, and sends nothing', async () => {
    const email = platformEmail('weak');
    const { error } = await server.createClient().signUp({ email, password: 'Short1!' });

    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(error?.message).toBe('Password should be at least 8 characters.');
    expect(await server.mailbox.listMail(email)).toEqual([]);
  });

  it('does not reveal that an address already has an account', async () => {
    const email = platformEmail('taken');
    const owner = await createConfirmedUser(server.db, { email, password: PASSWORD });
    const fresh = await server
      .createClient()
      .signUp({ email: platformEmail('fresh'), password: PASSWORD, options: { data: { name: 'X' } } });

    const taken = await server.createClient().signUp({ email, password: 'Intruder-pass-9', options: { data: { name: 'X' } } });

    expect(taken.error).toBeNull();
    expect(taken.data.session).toBeNull();
    expect(taken.data.user?.id).not.toBe(owner.id);
    expect(Object.keys(taken.data.user ?? {}).sort()).toEqual(Object.keys(fresh.data.user ?? {}).sort());
    expect(taken.data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { name: 'X' } });
    expect(taken.data.user?.identities).toHaveLength(1);

    const notice = await server.mailbox.waitForMail(email);
    expect(notice.subject).toBe('You already have a Tandem account');
    expect(notice.text).not.toContain('/auth/v1/verify');
    expect((await server.createClient().signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await server.createClient().signInWithPassword({ email, password: 'Intruder-pass-9' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('lets an expired link and code fail, and a resent e-mail work', async () => {
    const client = server.createClient();
    const email = platformEmail('late');
    await client.signUp({ email, password: PASSWORD, options: { emailRedirectTo: WELCOME } });
    const first = await server.mailbox.waitForMail(email);

    server.clock.advance(61 * 60_000);
    const expiredLink = await server.follow(first.links[0] ?? '');
    expect(expiredLink.searchParams.get('error_code')).toBe('otp_expired');
    expect(`${expiredLink.origin}${expiredLink.pathname}`).toBe('http://acme.localhost:3000/welcome');
    const expiredCode = await client.verifyOtp({ email, token: first.code ?? '', type: 'signup' });
    expect(expiredCode.error?.code).toBe('otp_expired');

    const resend = await client.resend({ type: 'signup', email, options: { emailRedirectTo: WELCOME } });
    expect(resend.error).toBeNull();
    const second = await server.mailbox.waitForMail(email, { count: 2 });
    const landing = await server.follow(second.links[0] ?? '');
    const exchange = await client.exchangeCodeForSession(landing.searchParams.get('code') ?? '');
    expect(exchange.error).toBeNull();
    expect(exchange.data.user?.email).toBe(email);
  });

  it('ignores a redirect_to on a foreign host, in the request and in a tampered link', async () => {
    const client = server.createClient();
    const email = platformEmail('phished');
    await client.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const mail = await server.mailbox.waitForMail(email);
    const link = mail.links[0] ?? '';
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:3000');

    const tampered = new URL(link);
    tampered.searchParams.set('redirect_to', 'https://evil.example/steal');
    const landing = await server.follow(tampered.toString());

    expect(landing.origin).toBe('http://localhost:3000');
    expect(landing.searchParams.get('code')).toBeTruthy();
  });

  it('answers bad input as a GoTrue 4xx with the API version header', async () => {
    const post = (path: string, body: string) =>
      fetch(`${server.baseUrl}/auth/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    const badEmail = await post('/signup', JSON.stringify({ email: 'not-an-address', password: PASSWORD }));
    expect(badEmail.status).toBe(400);
    expect(badEmail.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await badEmail.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'email: Unable to validate email address: invalid format',
    });

    const badJson = await post('/token?grant_type=password', '{"email":');
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ error_code: 'bad_json' });

    const missingPassword = await post('/token?grant_type=password', JSON.stringify({ email: 'a@example.test' }));
    expect(missingPassword.status).toBe(400);
    expect(await missingPassword.json()).toMatchObject({ error_code: 'validation_failed' });

    const badGrant = await post('/token?grant_type=magic', '{}');
    expect(badGrant.status).toBe(400);

    const unknown = await fetch(`${server.baseUrl}/auth/v1/nowhere`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await unknown.json()).toMatchObject({ code: 404, error_code: 'not_found' });
  });

  it('publishes its settings, and signing keys that verify its access tokens', async () => {
    const settings = await (await fetch(`${server.baseUrl}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      external: { email: true, google: false, github: false },
    });

    const email = platformEmail('claims');
    const user = await createConfirmedUser(server.db, { email, password: PASSWORD });
    const client = server.createClient();
    const { data } = await client.signInWithPassword({ email, password: PASSWORD });
    const jwks = await (await fetch(`${server.baseUrl}/auth/v1/.well-known/jwks.json`)).json();
    expect(jwks.keys[0].kid).toBe(decodeProtectedHeader(data.session?.access_token ?? '').kid);

    const claims = await client.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({ sub: user.id, email, role: 'authenticated', aud: 'authenticated' });
    expect(claims.data?.claims.session_id).toBeTruthy();
    expect(claims.data?.header.alg).toBe('ES256');
  });
});

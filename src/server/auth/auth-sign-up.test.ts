import { AuthWeakPasswordError } from '@supabase/auth-js';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestServer,
  createConfirmedUser,
  platformEmail,
  readMailedLink,
  startAuthTestServer,
} from '../../../tests/support/auth.ts';

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

  it('signs up without a session; the e-mailed link confirms in any browser and gives a session once', async () => {
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
    expect(link).toMatch(/^http:\/\/acme\.localhost:3000\/welcome\?subdomain=acme&token_hash=[\w-]{43}&type=signup$/);
    const { tokenHash, type } = readMailedLink(link);

    const early = await client.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);

    // Another browser than the one that signed up (no PKCE verifier there): the mail is usually read on a phone.
    const elsewhere = server.createClient();
    const verified = await elsewhere.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(type).toBe('signup');
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    const { data: current } = await elsewhere.getUser();
    expect(current.user?.email).toBe(email);

    const again = await server.createClient().verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.data.session).toBeNull();

    const signIn = await server.createClient().signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.email).toBe(email);
  });

  it("still honours PKCE on GoTrue's own verify address: its code gives a session only to the browser that signed up, once", async () => {
    const client = server.createClient();
    const email = platformEmail('pkce');
    await client.signUp({ email, password: PASSWORD, options: { emailRedirectTo: WELCOME } });
    const { tokenHash } = readMailedLink((await server.mailbox.waitForMail(email)).links[0] ?? '');

    const landing = await server.follow(
      `${server.config.publicUrl}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type: 'signup', redirect_to: WELCOME })}`,
    );
    expect(`${landing.origin}${landing.pathname}`).toBe('http://acme.localhost:3000/welcome');
    const code = landing.searchParams.get('code') ?? '';
    expect((await server.createClient().exchangeCodeForSession(code)).error).not.toBeNull();
    const exchange = await client.exchangeCodeForSession(code);
    expect(exchange.error).toBeNull();
    expect(exchange.data.user?.email_confirmed_at).toBeTruthy();

    const reusedCode = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(reusedCode.status).toBe(404);
    expect(await reusedCode.json()).toMatchObject({ error_code: 'flow_state_not_found' });
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

    const linkAfterCode = await client.verifyOtp({ token_hash: readMailedLink(mail.links[0] ?? '').tokenHash, type: 'signup' });
    expect(linkAfterCode.error?.code).toBe('otp_expired');
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
    const expiredLink = await client.verifyOtp({ token_hash: readMailedLink(first.links[0] ?? '').tokenHash, type: 'signup' });
    expect(expiredLink.error?.code).toBe('otp_expired');
    const expiredCode = await client.verifyOtp({ email, token: first.code ?? '', type: 'signup' });
    expect(expiredCode.error?.code).toBe('otp_expired');

    const resend = await client.resend({ type: 'signup', email, options: { emailRedirectTo: WELCOME } });
    expect(resend.error).toBeNull();
    const second = await server.mailbox.waitForMail(email, { count: 2 });
    const verified = await client.verifyOtp({ token_hash: readMailedLink(second.links[0] ?? '').tokenHash, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
  });

  it('sends the link to the main site when the requested page is on a foreign host', async () => {
    const client = server.createClient();
    const email = platformEmail('phished');
    await client.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = (await server.mailbox.waitForMail(email)).links[0] ?? '';

    const { page, tokenHash } = readMailedLink(link);
    expect(page.toString()).toBe('http://localhost:3000/');
    expect((await client.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toBeNull();
  });

  it('refuses a tampered token hash, and a confirmation token offered as a recovery one', async () => {
    const client = server.createClient();
    const email = platformEmail('tamper');
    await client.signUp({ email, password: PASSWORD, options: { emailRedirectTo: WELCOME } });
    const { tokenHash } = readMailedLink((await server.mailbox.waitForMail(email)).links[0] ?? '');
    const tampered = `${tokenHash.slice(0, -1)}${tokenHash.endsWith('A') ? 'B' : 'A'}`;

    expect((await client.verifyOtp({ token_hash: tampered, type: 'signup' })).error?.code).toBe('otp_expired');
    expect((await client.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error?.code).toBe('otp_expired');
    expect((await client.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toBeNull();
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

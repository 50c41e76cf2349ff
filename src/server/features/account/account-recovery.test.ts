import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer, uniqueEmail } from '../../../../tests/support/auth.ts';
import { createMember, createOrganization, type TestOrganization } from '../../../../tests/support/factories.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { users } from '../../db/schema.ts';

const PASSWORD = 'Original-pass-1';
const NEW_PASSWORD = 'Brand-new-pass-2';

/** The failure paths the reset-password and e-mail verification pages turn into their messages. */
describe('password reset and e-mail verification, as the pages use them', () => {
  let server: AuthTestServer;
  let acme: TestOrganization;
  let passwordHash: string;

  beforeAll(async () => {
    server = await startAuthTestServer();
    acme = await createOrganization(server.db);
    passwordHash = await hashPassword(PASSWORD);
  });

  afterAll(async () => {
    await server.close();
  });

  const resetPage = () => `http://localhost:3000/reset-password?subdomain=${acme.subdomain}`;

  /** A member of acme who asked for a reset link from acme's site; the client holds the PKCE verifier. */
  async function requestReset() {
    const member = await createMember(server.db, acme, 'agent', { passwordHash });
    const client = server.createClient({ subdomain: acme.subdomain });
    const { error } = await client.resetPasswordForEmail(member.email, { redirectTo: resetPage() });
    expect(error).toBeNull();
    const mail = await server.mailbox.waitForMail(member.email);
    return { member, client, link: mail.links[0] ?? '' };
  }

  it("brings the browser back to the organization's reset page with a code that sets the new password", async () => {
    const { member, client, link } = await requestReset();

    const landing = await server.follow(link);
    expect(`${landing.origin}${landing.pathname}`).toBe('http://localhost:3000/reset-password');
    expect(landing.searchParams.get('subdomain')).toBe(acme.subdomain);
    const { error } = await client.exchangeCodeForSession(landing.searchParams.get('code') ?? '');
    expect(error).toBeNull();
    expect((await client.updateUser({ password: NEW_PASSWORD })).error).toBeNull();

    const onAcme = server.createClient({ subdomain: acme.subdomain });
    expect((await onAcme.signInWithPassword({ email: member.email, password: PASSWORD })).error?.message).toBe('Invalid login credentials');
    expect((await onAcme.signInWithPassword({ email: member.email, password: NEW_PASSWORD })).error).toBeNull();
  });

  it('sends a reused link back with otp_expired, which the page shows as an invalid link', async () => {
    const { link } = await requestReset();
    await server.follow(link);

    const again = await server.follow(link);

    expect(again.searchParams.get('code')).toBeNull();
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    expect(again.searchParams.get('subdomain')).toBe(acme.subdomain);
  });

  it('expires the link after 1 hour', async () => {
    const { link } = await requestReset();
    server.clock.advance(61 * 60_000);

    const landing = await server.follow(link);

    expect(landing.searchParams.get('error_code')).toBe('otp_expired');
    expect(landing.searchParams.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('gives a session for the code only once, and only to the browser that asked', async () => {
    const { client, link } = await requestReset();
    const code = (await server.follow(link)).searchParams.get('code') ?? '';

    const elsewhere = await server.createClient().exchangeCodeForSession(code);
    expect(elsewhere.error).not.toBeNull();
    expect((await client.exchangeCodeForSession(code)).error).toBeNull();
    const twice = await client.exchangeCodeForSession(code);
    expect(twice.error).not.toBeNull();
  });

  it('answers a reset request without an address with the provider message the page shows', async () => {
    const { error } = await server.createClient().resetPasswordForEmail('not-an-address', { redirectTo: resetPage() });
    expect(error?.message).toBe('email: Unable to validate email address: invalid format');
  });

  it('refuses a new password of fewer than 8 characters with the provider message', async () => {
    const { client, link } = await requestReset();
    await client.exchangeCodeForSession((await server.follow(link)).searchParams.get('code') ?? '');

    const { error } = await client.updateUser({ password: 'Short1' });

    expect(error?.message).toBe('Password should be at least 8 characters.');
  });

  describe('the verification page (token and e-mail from the query)', () => {
    async function unconfirmedUser(): Promise<string> {
      const email = uniqueEmail('unconfirmed');
      const { error } = await server.createClient().signUp({ email, password: PASSWORD });
      expect(error).toBeNull();
      return email;
    }

    it('confirms the address with the e-mailed code and signs in', async () => {
      const email = await unconfirmedUser();
      const code = (await server.mailbox.waitForMail(email)).code ?? '';

      const { data, error } = await server.createClient().verifyOtp({ email, token: code, type: 'signup' });

      expect(error).toBeNull();
      expect(data.session?.user.email).toBe(email);
      const [row] = await server.db.withPlatform((tx) =>
        tx.select({ confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.email, email)),
      );
      expect(row?.confirmedAt).toBeTruthy();
    });

    it('answers a wrong or used code with the message the page puts after "Verification failed:"', async () => {
      const email = await unconfirmedUser();
      const code = (await server.mailbox.waitForMail(email)).code ?? '';
      const wrong = code === '000000' ? '111111' : '000000';

      expect((await server.createClient().verifyOtp({ email, token: wrong, type: 'signup' })).error?.message).toBe(
        'Token has expired or is invalid',
      );
      expect((await server.createClient().verifyOtp({ email, token: code, type: 'signup' })).error).toBeNull();
      expect((await server.createClient().verifyOtp({ email, token: code, type: 'signup' })).error?.message).toBe(
        'Token has expired or is invalid',
      );
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, readMailedLink, startAuthTestServer, uniqueEmail } from '../../../../tests/support/auth.ts';
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

  /** A member of acme who asked for a reset link from acme's site; the link is read on another device. */
  async function requestReset() {
    const member = await createMember(server.db, acme, 'agent', { passwordHash });
    const { error } = await server
      .createClient({ subdomain: acme.subdomain })
      .resetPasswordForEmail(member.email, { redirectTo: resetPage() });
    expect(error).toBeNull();
    const mail = await server.mailbox.waitForMail(member.email);
    return { member, phone: server.createClient(), link: readMailedLink(mail.links[0] ?? '') };
  }

  it("opens the organization's reset page, whose token sets the new password in a browser that did not ask", async () => {
    const { member, phone, link } = await requestReset();

    expect(`${link.page.origin}${link.page.pathname}`).toBe('http://localhost:3000/reset-password');
    expect(link.page.searchParams.get('subdomain')).toBe(acme.subdomain);
    expect((await phone.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' })).error).toBeNull();
    expect((await phone.updateUser({ password: NEW_PASSWORD })).error).toBeNull();

    const onAcme = server.createClient({ subdomain: acme.subdomain });
    expect((await onAcme.signInWithPassword({ email: member.email, password: PASSWORD })).error?.message).toBe('Invalid login credentials');
    expect((await onAcme.signInWithPassword({ email: member.email, password: NEW_PASSWORD })).error).toBeNull();
  });

  it('refuses a used link with otp_expired, which the page shows as an invalid link', async () => {
    const { phone, link } = await requestReset();
    expect((await phone.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' })).error).toBeNull();

    const again = await server.createClient().verifyOtp({ token_hash: link.tokenHash, type: 'recovery' });

    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.message).toBe('Token has expired or is invalid');
    expect(again.data.session).toBeNull();
  });

  it('expires the link after 1 hour', async () => {
    const { phone, link } = await requestReset();
    server.clock.advance(59 * 60_000);
    const { tokenHash } = (await requestReset()).link;
    server.clock.advance(2 * 60_000);

    expect((await phone.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' })).error?.code).toBe('otp_expired');
    expect((await phone.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error).toBeNull();
  });

  it('refuses a tampered link', async () => {
    const { phone, link } = await requestReset();
    const tampered = `${link.tokenHash.slice(0, -1)}${link.tokenHash.endsWith('A') ? 'B' : 'A'}`;

    expect((await phone.verifyOtp({ token_hash: tampered, type: 'recovery' })).error?.code).toBe('otp_expired');
  });

  it('answers a reset request without an address with the provider message the page shows', async () => {
    const { error } = await server.createClient().resetPasswordForEmail('not-an-address', { redirectTo: resetPage() });
    expect(error?.message).toBe('email: Unable to validate email address: invalid format');
  });

  it('refuses a new password of fewer than 8 characters with the provider message', async () => {
    const { phone, link } = await requestReset();
    await phone.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' });

    const { error } = await phone.updateUser({ password: 'Short1' });

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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer } from '../../../tests/support/auth.ts';
import { createMember, createOrganization, type TestOrganization } from '../../../tests/support/factories.ts';
import { hashPassword } from '../auth/passwords.ts';

const PASSWORD = 'Sturdy-pass-1';

/** An access token whose session has ended is refused by the API within the seconds the server keeps a session. */
describe('access tokens of ended sessions', () => {
  let server: AuthTestServer;
  let acme: TestOrganization;

  beforeAll(async () => {
    server = await startAuthTestServer();
    acme = await createOrganization(server.db);
  });
  afterAll(() => server.close());

  async function signedIn(email: string) {
    const client = server.createClient({ subdomain: acme.subdomain });
    const { data, error } = await client.signInWithPassword({ email, password: PASSWORD });
    if (error || !data.session) throw error ?? new Error('no session');
    return { client, accessToken: data.session.access_token };
  }

  const apiStatus = async (accessToken: string) =>
    (
      await fetch(`${server.baseUrl}/api/tickets`, {
        headers: { authorization: `Bearer ${accessToken}`, 'x-tenant-subdomain': acme.subdomain },
      })
    ).status;

  /** The API's answer once it has settled: it may serve a session it saw alive for up to 5 seconds. */
  async function settledStatus(accessToken: string): Promise<number> {
    const deadline = Date.now() + 7_000;
    let status = await apiStatus(accessToken);
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = await apiStatus(accessToken);
    }
    return status;
  }

  it('refuses every device of an account within seconds of a global sign-out', async () => {
    const member = await createMember(server.db, acme, 'agent', { passwordHash: await hashPassword(PASSWORD) });
    const laptop = await signedIn(member.email);
    const phone = await signedIn(member.email);
    expect(await apiStatus(laptop.accessToken)).toBe(200);
    expect(await apiStatus(phone.accessToken)).toBe(200);

    expect((await phone.client.signOut({ scope: 'global' })).error).toBeNull();
    expect(await settledStatus(laptop.accessToken)).toBe(401);
    expect(await settledStatus(phone.accessToken)).toBe(401);
  });

  it("refuses the account's other devices after a password change, and keeps serving the device that changed it", async () => {
    const member = await createMember(server.db, acme, 'user', { passwordHash: await hashPassword(PASSWORD) });
    const laptop = await signedIn(member.email);
    const phone = await signedIn(member.email);
    expect(await apiStatus(laptop.accessToken)).toBe(200);

    expect((await phone.client.updateUser({ password: 'Another-sturdy-2' })).error).toBeNull();
    expect(await settledStatus(laptop.accessToken)).toBe(401);
    expect(await apiStatus(phone.accessToken)).toBe(200);
  });
});

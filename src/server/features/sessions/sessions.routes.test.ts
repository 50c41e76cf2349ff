import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer } from '../../../../tests/support/auth.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { hashPassword } from '../../auth/passwords.ts';

const PASSWORD = 'Sturdy-pass-1';
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Settings → Profile's sessions: where one is signed in, and signing the others out at once. */
describe('own sessions', () => {
  let server: AuthTestServer;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let admin: TestMember;

  beforeAll(async () => {
    server = await startAuthTestServer();
    acme = await createOrganization(server.db);
    globex = await createOrganization(server.db);
    admin = await createMember(server.db, acme, 'org_admin', { name: 'Ada Admin', passwordHash: await hashPassword(PASSWORD) });
  });
  afterAll(() => server.close());

  async function signIn(member: TestMember, userAgent: string, organization = acme) {
    const response = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-tenant-subdomain': organization.subdomain },
      body: JSON.stringify({ email: member.email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; refresh_token: string };
  }

  const api = (accessToken: string, method: string, path: string, organization = acme) =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'x-tenant-subdomain': organization.subdomain },
    });

  const refresh = (refreshToken: string) =>
    fetch(`${server.baseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });

  it('lists the caller’s sessions with their device, address and last use, this one marked', async () => {
    const here = await signIn(admin, CHROME_ON_MAC);
    await signIn(admin, 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0');
    const response = await api(here.access_token, 'GET', '/api/me/sessions');
    expect(response.status).toBe(200);
    const { sessions } = (await response.json()) as { sessions: { device: string; address: string; isCurrent: boolean }[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.isCurrent)).toMatchObject({ device: 'Chrome on macOS', address: '127.0.0.1' });
    expect(sessions.find((session) => !session.isCurrent)).toMatchObject({ device: 'Firefox on Linux' });
  });

  it('signs the other sessions out: their refresh tokens stop working at once, this one goes on', async () => {
    const member = await createMember(server.db, acme, 'agent', { passwordHash: await hashPassword(PASSWORD) });
    const here = await signIn(member, CHROME_ON_MAC);
    const there = await signIn(member, 'curl/8.5.0');
    const signedOut = await api(here.access_token, 'POST', '/api/me/sessions/sign-out-others');
    expect(await signedOut.json()).toEqual({ signedOut: 1 });
    const refused = await refresh(there.refresh_token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error_code: string }).error_code).toBe('refresh_token_not_found');
    expect((await refresh(here.refresh_token)).status).toBe(200);

    const adminSession = await signIn(admin, CHROME_ON_MAC);
    const log = await api(adminSession.access_token, 'GET', `/api/audit-events?action=auth.sessions_signed_out&actor=${member.email}`);
    expect(((await log.json()) as { events: unknown[] }).events).toMatchObject([{ after: { sessions: 1, scope: 'others' } }]);
  });

  it("signs out one session; another person's is not found, and this one is signed out by signing out", async () => {
    const member = await createMember(server.db, acme, 'agent', { passwordHash: await hashPassword(PASSWORD) });
    const here = await signIn(member, CHROME_ON_MAC);
    const there = await signIn(member, 'curl/8.5.0');
    const { sessions } = (await (await api(here.access_token, 'GET', '/api/me/sessions')).json()) as {
      sessions: { id: string; isCurrent: boolean }[];
    };
    const other = sessions.find((session) => !session.isCurrent);
    const current = sessions.find((session) => session.isCurrent);

    const stranger = await createMember(server.db, globex, 'org_admin', { passwordHash: await hashPassword(PASSWORD) });
    const strangerSession = await signIn(stranger, CHROME_ON_MAC, globex);
    const notFound = await api(strangerSession.access_token, 'DELETE', `/api/me/sessions/${other?.id}`, globex);
    expect(notFound.status).toBe(404);
    expect((await refresh(there.refresh_token)).status).toBe(200);

    const own = await api(here.access_token, 'DELETE', `/api/me/sessions/${current?.id}`);
    expect(own.status).toBe(400);
    expect(((await own.json()) as { message: string }).message).toMatch(/session you are using/);

    const ended = await api(here.access_token, 'DELETE', `/api/me/sessions/${other?.id}`);
    expect(await ended.json()).toEqual({ signedOut: 1 });
    expect((await api(here.access_token, 'DELETE', `/api/me/sessions/${other?.id}`)).status).toBe(404);
    expect((await api(here.access_token, 'GET', '/api/me/sessions')).status).toBe(200);
    expect((await api('not-a-token', 'GET', '/api/me/sessions')).status).toBe(401);
  });

  it('records password changes and reset requests in the account’s organization', async () => {
    const member = await createMember(server.db, acme, 'agent', { passwordHash: await hashPassword(PASSWORD), name: 'Pat' });
    const client = server.createClient({ subdomain: acme.subdomain });
    const { error } = await client.signInWithPassword({ email: member.email, password: PASSWORD });
    expect(error).toBeNull();
    expect((await client.updateUser({ password: 'Another-pass-2' })).error).toBeNull();
    expect((await client.resetPasswordForEmail(member.email)).error).toBeNull();
    const adminSession = await signIn(admin, CHROME_ON_MAC);
    const log = await api(adminSession.access_token, 'GET', `/api/audit-events?actor=${member.email}`);
    const actions = ((await log.json()) as { events: { action: string }[] }).events.map((event) => event.action);
    expect(actions).toEqual(['auth.password_reset_requested', 'auth.password_changed', 'auth.sign_in']);
  });
});

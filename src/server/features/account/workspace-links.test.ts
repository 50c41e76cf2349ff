import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestServer,
  createConfirmedUser,
  readMailedLink,
  startAuthTestServer,
  uniqueEmail,
} from '../../../../tests/support/auth.ts';
import { createMember, createOrganization, type TestOrganization } from '../../../../tests/support/factories.ts';

const PASSWORD = 'Sturdy-pass-1';
const LIMIT_PER_HOUR = 4;

/** Every link mailed to an organization's people leads to its own site, and the main site helps them find it. */
describe("an account's own site in the links mailed to it", () => {
  let server: AuthTestServer;
  let acme: TestOrganization;

  beforeAll(async () => {
    server = await startAuthTestServer();
    acme = await createOrganization(server.db);
  });

  afterAll(async () => {
    await server.close();
  });

  const acmeSite = () => `http://${acme.subdomain}.localhost:3000`;

  async function findWorkspace(email: unknown) {
    const response = await fetch(`${server.baseUrl}/api/account/find-workspace`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
  }

  it('mails a member where their organization signs in, and answers an unknown address the same', async () => {
    const agent = await createMember(server.db, acme, 'agent');
    const stranger = uniqueEmail('stranger');

    expect((await findWorkspace(stranger)).status).toBe(204);
    expect((await findWorkspace(agent.email.toUpperCase())).status).toBe(204);

    const mail = await server.mailbox.waitForMail(agent.email);
    expect(mail.subject).toBe(`Your Tandem workspace: ${acme.name}`);
    expect(mail.links).toContain(`${acmeSite()}/login`);
    // Asked first, and queued before the member's if it were sent at all.
    expect(await server.mailbox.listMail(stranger)).toEqual([]);
  });

  it('names a malformed address', async () => {
    const answer = await findWorkspace('not an address');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'validation_failed', field: 'email' });
  });

  it("sends the reminder of an existing account to its organization's sign-in page", async () => {
    const agent = await createMember(server.db, acme, 'agent');
    const { error } = await server.createClient().signUp({ email: agent.email, password: PASSWORD });
    expect(error).toBeNull();

    const mail = await server.mailbox.waitForMail(agent.email);
    expect(mail.subject).toBe('You already have a Tandem account');
    expect(mail.links).toContain(`${acmeSite()}/login`);
  });

  it("puts a reset asked for on the main site on the organization's own site; the platform's staff stay on the main one", async () => {
    const agent = await createMember(server.db, acme, 'agent');
    const staff = await createConfirmedUser(server.db, { password: PASSWORD });
    const mainSite = server.createClient();
    for (const email of [agent.email, staff.email]) {
      expect((await mainSite.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset-password' })).error).toBeNull();
    }

    const toAgent = readMailedLink((await server.mailbox.waitForMail(agent.email)).links[0] ?? '');
    expect(`${toAgent.page.origin}${toAgent.page.pathname}`).toBe(`${acmeSite()}/reset-password`);
    const toStaff = readMailedLink((await server.mailbox.waitForMail(staff.email)).links[0] ?? '');
    expect(`${toStaff.page.origin}${toStaff.page.pathname}`).toBe('http://localhost:3000/reset-password');
  });

  it('limits the mails per address each hour and says when to try again', async () => {
    // Low limits on a server of its own; the limits are counted in the database other test files share, so its caller's address is its own.
    const limited = await startAuthTestServer({ AUTH_RATE_LIMIT_PER_HOUR: String(LIMIT_PER_HOUR) });
    const remoteAddress = `198.51.100.${randomInt(1, 255)}`;
    const email = uniqueEmail('often');
    const ask = () => limited.app.inject({ method: 'POST', url: '/api/account/find-workspace', remoteAddress, payload: { email } });
    try {
      for (let sent = 0; sent < LIMIT_PER_HOUR; sent += 1) expect((await ask()).statusCode).toBe(204);

      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Try again in \d+ minutes?\./) });
    } finally {
      await limited.close();
    }
  });
});

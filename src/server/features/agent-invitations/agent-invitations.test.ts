import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer } from '../../../../tests/support/auth.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { accessTokenFor, uniqueName } from '../../../../tests/support/server.ts';
import { accountMessages } from '../../../domain/account-validation.ts';
import { agentInvitations, agents, authOneTimeTokens, notificationPreferences, profiles, users } from '../../db/schema.ts';

const PASSWORD = 'Sturdy-pass-1';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('agent invitations', () => {
  let server: AuthTestServer;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let acmeAdmin: TestMember & { token: string };
  let globexAdmin: TestMember & { token: string };
  let acmeAgentToken: string;
  let acmeCustomerToken: string;

  async function member(organization: TestOrganization, role: TestMember['role'], name?: string) {
    const created = await createMember(server.db, organization, role, name ? { name } : {});
    return { ...created, token: await accessTokenFor(created, server.config) };
  }

  function request(
    method: 'GET' | 'POST',
    url: string,
    options: { organization?: TestOrganization | null; token?: string; payload?: Record<string, unknown> } = {},
  ) {
    const organization = options.organization === undefined ? acme : options.organization;
    return server.app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(organization ? { 'x-tenant-subdomain': organization.subdomain } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }

  const invite = (email: string, options: { organization?: TestOrganization; token?: string; name?: string } = {}) =>
    request('POST', '/api/agent-invitations', {
      organization: options.organization ?? acme,
      token: options.token ?? acmeAdmin.token,
      payload: { email, name: options.name ?? 'Ivy Invitee' },
    });

  const lookUp = (token: string, organization: TestOrganization = acme) =>
    request('GET', `/api/invitations/lookup?token=${encodeURIComponent(token)}`, { organization });

  const accept = (token: string, overrides: Record<string, unknown> = {}, organization: TestOrganization = acme) =>
    request('POST', '/api/invitations/accept', {
      organization,
      payload: { token, name: 'Ivy Agent', password: PASSWORD, confirmPassword: PASSWORD, ...overrides },
    });

  /** Sends an invitation and reads its token from the e-mailed link. */
  async function invited(email: string, organization: TestOrganization = acme, adminToken = acmeAdmin.token): Promise<string> {
    const response = await invite(email, { organization, token: adminToken });
    expect(response.statusCode).toBe(201);
    const mail = await server.mailbox.waitForMail(email, { count: (await server.mailbox.listMail(email)).length || 1 });
    const link = new URL(mail.links[0] ?? '');
    return link.searchParams.get('token') ?? '';
  }

  beforeAll(async () => {
    server = await startAuthTestServer();
    acme = await createOrganization(server.db);
    globex = await createOrganization(server.db);
    acmeAdmin = await member(acme, 'org_admin', 'Alice Admin');
    globexAdmin = await member(globex, 'org_admin', 'Grace Admin');
    acmeAgentToken = (await member(acme, 'agent')).token;
    acmeCustomerToken = (await member(acme, 'user')).token;
  });

  afterAll(async () => {
    await server.close();
  });

  it('adds the agent, records a pending invitation for 7 days and e-mails a link to the organization’s invitation page', async () => {
    const email = `${uniqueName('ivy')}@example.test`;
    const before = Date.now();
    const response = await invite(email, { name: 'Ivy Invitee' });
    expect(response.statusCode).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({ email, name: 'Ivy Invitee', status: 'pending', invitedByName: 'Alice Admin', acceptedAt: null });
    const lifetime = new Date(invitation.expiresAt).getTime() - new Date(invitation.createdAt).getTime();
    expect(lifetime).toBe(7 * DAY_MS);
    expect(new Date(invitation.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [agent] = await server.db.withTenant({ organizationId: acme.id }, (tx) =>
      tx.select().from(agents).where(eq(agents.email, email)),
    );
    expect(agent).toMatchObject({ name: 'Ivy Invitee', role: 'agent', status: 'active', userId: null, createdBy: acmeAdmin.id });

    const mail = await server.mailbox.waitForMail(email);
    expect(mail.subject).toBe(`Join ${acme.name} on Tandem`);
    expect(mail.text).toContain(`Alice Admin invited you to join the ${acme.name} team on Tandem as an agent.`);
    expect(mail.text).toContain('valid for 7 days');
    const link = new URL(mail.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${server.config.publicUrl}/invite`);
    expect(link.searchParams.get('subdomain')).toBe(acme.subdomain);
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);

    // Only the token's digest is stored.
    const digest = createHash('sha256').update(token).digest('hex');
    const stored = await server.db.withPlatform((tx) => tx.select().from(authOneTimeTokens).where(eq(authOneTimeTokens.relatesTo, email)));
    expect(stored.map((row) => [row.tokenType, row.tokenHash])).toEqual([['invite', digest]]);
    const anywhere = await server.db.withTenant({ organizationId: acme.id }, (tx) =>
      tx.execute(sql`select 1 from agent_invitations where row_to_json(agent_invitations)::text like ${`%${token}%`}`),
    );
    expect((anywhere as { rows: unknown[] }).rows).toEqual([]);

    const [account] = await server.db.withPlatform((tx) => tx.select().from(users).where(eq(users.email, email)));
    expect(account?.emailConfirmedAt).toBeNull();
    expect(account?.encryptedPassword).toBeNull();
  });

  it('shows the invitation, accepts it once, and the new agent signs in', async () => {
    const email = `${uniqueName('ada')}@example.test`;
    const token = await invited(email);

    const lookup = await lookUp(token);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ email, name: 'Ivy Invitee', organizationName: acme.name, inviterName: 'Alice Admin' });

    const accepted = await accept(token, { name: 'Ada Agent' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ email });

    const [account] = await server.db.withPlatform((tx) => tx.select().from(users).where(eq(users.email, email)));
    const userId = account?.id ?? '';
    expect(account?.emailConfirmedAt).not.toBeNull();
    expect(account?.userMetadata).toMatchObject({ name: 'Ada Agent', role: 'agent' });
    expect(account?.appMetadata).toMatchObject({ role: 'agent', organization_id: acme.id });
    const state = await server.db.withTenant({ organizationId: acme.id }, async (tx) => ({
      profile: (await tx.select().from(profiles).where(eq(profiles.id, userId)))[0],
      agent: (await tx.select().from(agents).where(eq(agents.email, email)))[0],
      preferences: (await tx.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0],
      invitation: (await tx.select().from(agentInvitations).where(eq(agentInvitations.email, email)))[0],
    }));
    expect(state.profile).toMatchObject({ role: 'agent', name: 'Ada Agent', hasOnboarded: true, approvalStatus: 'approved' });
    expect(state.agent).toMatchObject({ userId, name: 'Ada Agent', role: 'agent', status: 'active' });
    expect(state.preferences?.roleType).toBe('agent');
    expect(state.invitation?.status).toBe('accepted');
    expect(state.invitation?.acceptedAt).toBeInstanceOf(Date);

    const signIn = await server.createClient({ subdomain: acme.subdomain }).signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();

    for (const response of [await lookUp(token), await accept(token)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'invitation_not_found', message: accountMessages.invitationNotFound });
    }
  });

  it('answers a missing, unknown or expired token with the specification’s messages', async () => {
    for (const response of [await lookUp(''), await accept('')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invitation_link_invalid', message: accountMessages.invalidInvitationLink });
    }
    const missing = await request('GET', '/api/invitations/lookup');
    expect(missing.json()).toMatchObject({ message: accountMessages.invalidInvitationLink });

    for (const response of [await lookUp('not-a-real-token'), await accept('not-a-real-token')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'invitation_token_invalid', message: accountMessages.invalidInvitationToken });
    }

    const email = `${uniqueName('late')}@example.test`;
    const token = await invited(email);
    server.clock.advance(7 * DAY_MS + 60_000);
    try {
      for (const response of [await lookUp(token), await accept(token)]) {
        expect(response.statusCode).toBe(410);
        expect(response.json()).toMatchObject({ code: 'invitation_expired', message: accountMessages.invitationExpired });
      }
      const list = await request('GET', '/api/agent-invitations', { token: acmeAdmin.token });
      expect(list.json().invitations.find((row: { email: string }) => row.email === email)?.status).toBe('expired');
    } finally {
      server.clock.advance(-(7 * DAY_MS + 60_000));
    }
    expect((await lookUp(token)).statusCode).toBe(200);
  });

  it('validates the acceptance form with the specification’s messages, and changes nothing on a refusal', async () => {
    const email = `${uniqueName('val')}@example.test`;
    const token = await invited(email);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', accountMessages.fillAll],
      [{ password: 'short1!', confirmPassword: 'short1!' }, 'password', accountMessages.passwordTooShort],
      [{ confirmPassword: 'Different-pass-1' }, 'confirmPassword', accountMessages.passwordsDoNotMatch],
      [{ password: '' }, 'password', accountMessages.fillAll],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await accept(token, overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', field });
      expect(response.json().errors).toContainEqual({ field, message });
    }
    expect((await lookUp(token)).statusCode).toBe(200);
  });

  it('sends a new link when invited again; the earlier invitation is revoked and its link no longer works', async () => {
    const email = `${uniqueName('again')}@example.test`;
    const first = await invited(email);
    const second = await invited(email);
    expect(second).not.toBe(first);
    expect((await lookUp(first)).json()).toMatchObject({ code: 'invitation_token_invalid' });
    expect((await lookUp(second)).statusCode).toBe(200);
    const list = await request('GET', '/api/agent-invitations', { token: acmeAdmin.token });
    const statuses = list.json().invitations.filter((row: { email: string }) => row.email === email);
    expect(statuses.map((row: { status: string }) => row.status)).toEqual(['pending', 'revoked']);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('refuses an address that already has an account, here or in another organization', async () => {
    const here = await member(acme, 'user');
    const sameOrganization = await invite(here.email);
    expect(sameOrganization.statusCode).toBe(409);
    expect(sameOrganization.json()).toMatchObject({
      code: 'account_exists',
      field: 'email',
      message: `${here.email} already has an account in this organization.`,
    });

    const elsewhere = await member(globex, 'agent');
    const otherOrganization = await invite(elsewhere.email);
    expect(otherOrganization.statusCode).toBe(409);
    expect(otherOrganization.json().message).toBe(
      `${elsewhere.email} already has an account with another organization and cannot be invited.`,
    );

    const invitedByGlobex = `${uniqueName('wanted')}@example.test`;
    await invited(invitedByGlobex, globex, globexAdmin.token);
    expect((await invite(invitedByGlobex)).statusCode).toBe(409);
    expect(await server.mailbox.listMail(here.email)).toEqual([]);
  });

  it("stops at the team members the organization's plan includes, counting open invitations", async () => {
    const starter = await createOrganization(server.db, { subscriptionTier: 'starter' });
    const admin = await member(starter, 'org_admin');
    await member(starter, 'agent');
    const email = `${uniqueName('third')}@example.test`;
    expect((await invite(email, { organization: starter, token: admin.token })).statusCode).toBe(201);
    // Inviting the same address again replaces its invitation: still three.
    expect((await invite(email, { organization: starter, token: admin.token })).statusCode).toBe(201);

    const fourth = await invite(`${uniqueName('fourth')}@example.test`, { organization: starter, token: admin.token });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'team_member_limit',
      message: 'Your Starter plan includes up to 3 team members. Choose a larger plan in Settings → Plan & Billing to add more.',
    });

    // Elite has no limit.
    await server.db.withPlatform((tx) => tx.execute(sql`update organizations set subscription_tier = 'elite' where id = ${starter.id}`));
    expect((await invite(`${uniqueName('fourth')}@example.test`, { organization: starter, token: admin.token })).statusCode).toBe(201);
  });

  it('validates the invitation form', async () => {
    const response = await request('POST', '/api/agent-invitations', { token: acmeAdmin.token, payload: { email: 'nope', name: 'X' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'email', message: `email: ${accountMessages.invalidEmail}` });
    const unnamed = await request('POST', '/api/agent-invitations', { token: acmeAdmin.token, payload: { email: 'a@b.test', name: ' ' } });
    expect(unnamed.json()).toMatchObject({ field: 'name' });
  });

  it('lets only the organization’s admins invite and list', async () => {
    const email = `${uniqueName('nobody')}@example.test`;
    expect((await invite(email, { token: acmeAgentToken })).statusCode).toBe(403);
    expect((await invite(email, { token: acmeCustomerToken })).statusCode).toBe(403);
    expect((await request('POST', '/api/agent-invitations', { payload: { email, name: 'X' } })).statusCode).toBe(401);
    expect((await request('GET', '/api/agent-invitations', { token: acmeAgentToken })).statusCode).toBe(403);
    expect(await server.mailbox.listMail(email)).toEqual([]);
  });

  it("keeps each organization's invitations to itself", async () => {
    const email = `${uniqueName('iso')}@example.test`;
    const token = await invited(email);

    // Another organization's admin on this host, or this host's token on another host.
    expect((await invite(`${uniqueName('x')}@example.test`, { token: globexAdmin.token })).statusCode).toBe(403);
    expect((await request('GET', '/api/agent-invitations', { token: globexAdmin.token })).statusCode).toBe(403);
    for (const response of [await lookUp(token, globex), await accept(token, {}, globex)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'invitation_not_found' });
    }
    const globexList = await request('GET', '/api/agent-invitations', { organization: globex, token: globexAdmin.token });
    expect(globexList.json().invitations.map((row: { email: string }) => row.email)).not.toContain(email);
    expect((await lookUp(token)).statusCode).toBe(200);

    const onMain = await request('GET', `/api/invitations/lookup?token=${token}`, { organization: null });
    expect(onMain.statusCode).toBe(404);
    expect(onMain.json()).toMatchObject({ code: 'organization_not_found' });
  });

  it('lists the organization’s invitations newest first, a page at a time', async () => {
    const organization = await createOrganization(server.db);
    const admin = await member(organization, 'org_admin');
    const emails = [];
    for (const name of ['first', 'second', 'third']) {
      const email = `${uniqueName(name)}@example.test`;
      emails.push(email);
      expect((await invite(email, { organization, token: admin.token })).statusCode).toBe(201);
      server.clock.advance(1000);
    }
    const page = await request('GET', '/api/agent-invitations?limit=2', { organization, token: admin.token });
    expect(page.statusCode).toBe(200);
    expect(page.json().invitations.map((row: { email: string }) => row.email)).toEqual([emails[2], emails[1]]);
    expect(page.json().hasMore).toBe(true);
    const rest = await request('GET', '/api/agent-invitations?limit=2&offset=2', { organization, token: admin.token });
    expect(rest.json()).toMatchObject({ hasMore: false, invitations: [{ email: emails[0], status: 'pending' }] });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer } from '../../../../tests/support/auth.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { accessTokenFor, uniqueName } from '../../../../tests/support/server.ts';
import { agentMessages } from '../../../domain/agents.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { agentInvitations, agents, notifications, profiles, tickets } from '../../db/schema.ts';

const PASSWORD = 'Sturdy-pass-1';

type Member = TestMember & { token: string };

describe('agents', () => {
  let server: AuthTestServer;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let acmeAdmin: Member;
  let acmeAgent: Member;
  let acmeCustomer: Member;
  let globexAdmin: Member;
  let passwordHash: string;

  async function member(organization: TestOrganization, role: TestMember['role'], name?: string): Promise<Member> {
    const created = await createMember(server.db, organization, role, { ...(name ? { name } : {}), passwordHash });
    return { ...created, token: await accessTokenFor(created, server.config) };
  }

  function call(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    options: { as?: { token: string } | string; on?: TestOrganization; body?: Record<string, unknown> } = {},
  ) {
    const token = typeof options.as === 'string' ? options.as : options.as?.token;
    return server.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-tenant-subdomain': (options.on ?? acme).subdomain,
      },
      ...(options.body ? { payload: options.body } : {}),
    });
  }

  const add = (body: Record<string, unknown>, as: Member = acmeAdmin, on: TestOrganization = acme) =>
    call('POST', '/api/agents', { as, on, body });

  async function team(as: Member = acmeAdmin, on: TestOrganization = acme) {
    const response = await call('GET', '/api/agents', { as, on });
    expect(response.statusCode).toBe(200);
    return response.json().agents as { id: string; email: string; status: string; role: string; invitation: string | null }[];
  }

  async function linkIn(email: string, count = 1): Promise<string> {
    const mail = await server.mailbox.waitForMail(email, { count });
    return new URL(mail.links[0] ?? '').searchParams.get('token') ?? '';
  }

  async function signIn(organization: TestOrganization, email: string) {
    const client = server.createClient({ subdomain: organization.subdomain });
    const { data, error } = await client.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, token: data.session?.access_token ?? '' };
  }

  async function setAutoAssign(organization: TestOrganization, admin: Member, isEnabled: boolean) {
    const response = await call('PUT', '/api/settings/auto-assign', {
      as: admin,
      on: organization,
      body: { autoAssignEnabled: isEnabled },
    });
    expect(response.statusCode).toBe(200);
  }

  async function grant(organization: TestOrganization, admin: Member, action: 'view' | 'invite' | 'manage', isGranted: boolean) {
    const { matrix } = (await call('GET', '/api/agent-permissions', { as: admin, on: organization })).json();
    matrix.team[action] = isGranted;
    const saved = await call('PUT', '/api/agent-permissions', { as: admin, on: organization, body: { matrix } });
    expect(saved.statusCode).toBe(200);
  }

  beforeAll(async () => {
    server = await startAuthTestServer();
    passwordHash = await hashPassword(PASSWORD);
    acme = await createOrganization(server.db);
    globex = await createOrganization(server.db);
    acmeAdmin = await member(acme, 'org_admin', 'Alice Admin');
    acmeAgent = await member(acme, 'agent', 'Andy Agent');
    acmeCustomer = await member(acme, 'user', 'Bob Customer');
    globexAdmin = await member(globex, 'org_admin', 'Grace Admin');
  });

  afterAll(async () => {
    await server.close();
  });

  describe('the team list', () => {
    it('lists name, e-mail, role, duties, status and last sign-in, newest first, to staff the matrix lets see the team', async () => {
      const organization = await createOrganization(server.db);
      const admin = await member(organization, 'org_admin', 'Olga Owner');
      server.clock.advance(1000);
      const agent = await member(organization, 'agent', 'Pat Agent');
      await signIn(organization, agent.email);

      const list = await team(admin, organization);
      expect(list).toMatchObject([
        { name: 'Pat Agent', email: agent.email, role: 'agent', duties: 'employee', status: 'active', hasAccount: true, isYou: false },
        { name: 'Olga Owner', email: admin.email, role: 'admin', status: 'active', isYou: true, lastSeenAt: null },
      ]);
      expect(new Date((list[0] as unknown as { lastSeenAt: string }).lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      // team.view is on by default for agents; customers are not staff.
      expect((await call('GET', '/api/agents', { as: agent, on: organization })).statusCode).toBe(200);
      expect((await call('GET', '/api/agents', { as: acmeCustomer })).statusCode).toBe(403);
      expect((await call('GET', '/api/agents')).statusCode).toBe(401);
    });

    it('is refused to an agent once an admin takes team.view away', async () => {
      const organization = await createOrganization(server.db);
      const admin = await member(organization, 'org_admin');
      const agent = await member(organization, 'agent');
      await grant(organization, admin, 'view', false);
      const refused = await call('GET', '/api/agents', { as: agent, on: organization });
      expect(refused.statusCode).toBe(403);
      expect((await call('GET', '/api/agents', { as: admin, on: organization })).statusCode).toBe(200);
    });

    it("keeps each organization's team to itself", async () => {
      expect((await call('GET', '/api/agents', { as: globexAdmin })).statusCode).toBe(403);
      const globexTeam = await team(globexAdmin, globex);
      expect(globexTeam.map((row) => row.email)).toEqual([globexAdmin.email]);
    });
  });

  describe('adding', () => {
    it('adds the agent with role, duties and status, and e-mails an invitation', async () => {
      const email = `${uniqueName('new')}@example.test`;
      const response = await add({ name: ' Nina New ', email: email.toUpperCase(), duties: '', role: 'agent', status: 'inactive' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        agent: { name: 'Nina New', email, role: 'agent', duties: 'employee', status: 'inactive', hasAccount: false, invitation: 'pending' },
        invitation: { isSent: true, message: agentMessages.added(email) },
      });
      const mail = await server.mailbox.waitForMail(email);
      expect(mail.subject).toBe(`Join ${acme.name} on Tandem`);
      expect(JSON.stringify(response.json())).not.toContain(new URL(mail.links[0] ?? '').searchParams.get('token'));
    });

    it('keeps the agent when the invitation cannot be sent, and says why', async () => {
      const elsewhere = await member(globex, 'agent');
      const response = await add({ name: 'Taken Elsewhere', email: elsewhere.email });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        agent: { email: elsewhere.email, invitation: 'none' },
        invitation: {
          isSent: false,
          message: agentMessages.addedWithoutInvitation(
            `${elsewhere.email} already has an account with another organization and cannot be invited.`,
          ),
        },
      });
      expect((await team()).map((row) => row.email)).toContain(elsewhere.email);
    });

    it('validates the form and refuses an address already on the team', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '', email: 'a@b.test' }, 'name'],
        [{ name: 'X', email: '' }, 'email'],
        [{ name: 'X', email: 'not-an-address' }, 'email'],
        [{ name: 'X', email: 'a@b.test', role: 'owner' }, 'role'],
        [{ name: 'X', email: 'a@b.test', status: 'busy' }, 'status'],
      ];
      for (const [body, field] of cases) {
        const response = await add(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation_failed', field });
      }
      const duplicate = await add({ name: 'Andy Again', email: acmeAgent.email.toUpperCase() });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'agent_exists', field: 'email', message: 'An agent with this email already exists.' });
    });

    it('lets an agent add only when the matrix grants team.invite, and never an admin', async () => {
      const organization = await createOrganization(server.db);
      const admin = await member(organization, 'org_admin');
      const agent = await member(organization, 'agent');
      const email = `${uniqueName('by-agent')}@example.test`;
      expect((await add({ name: 'By Agent', email }, agent, organization)).statusCode).toBe(403);
      await grant(organization, admin, 'invite', true);
      expect((await add({ name: 'By Agent', email }, agent, organization)).statusCode).toBe(201);
      const asAdmin = await add({ name: 'Boss', email: `${uniqueName('boss')}@example.test`, role: 'admin' }, agent, organization);
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json()).toMatchObject({ code: 'admin_role_not_allowed' });
    });

    it("refuses another organization's admin", async () => {
      const response = await add({ name: 'Intruder', email: `${uniqueName('x')}@example.test` }, globexAdmin, acme);
      expect(response.statusCode).toBe(403);
    });

    it('makes an invited admin an org admin when they accept', async () => {
      const email = `${uniqueName('second-admin')}@example.test`;
      expect((await add({ name: 'Second Admin', email, role: 'admin' })).statusCode).toBe(201);
      const token = await linkIn(email);
      const accepted = await call('POST', '/api/invitations/accept', {
        body: { token, name: 'Second Admin', password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(accepted.statusCode).toBe(200);
      const [profile] = await server.db.withTenant({ organizationId: acme.id }, (tx) =>
        tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.email, email)),
      );
      expect(profile?.role).toBe('org_admin');
    });
  });

  describe('invitations', () => {
    it('resends with a new link, the old one stops working; revoking stops the newest', async () => {
      const email = `${uniqueName('resend')}@example.test`;
      expect((await add({ name: 'Rita Resend', email })).statusCode).toBe(201);
      const first = await linkIn(email);
      const resent = await call('POST', '/api/agent-invitations', { as: acmeAdmin, body: { email, name: 'Rita Resend' } });
      expect(resent.statusCode).toBe(201);
      const second = await linkIn(email, 2);
      expect(second).not.toBe(first);
      const lookUp = (token: string) => call('GET', `/api/invitations/lookup?token=${encodeURIComponent(token)}`);
      expect((await lookUp(first)).json()).toMatchObject({ code: 'invitation_token_invalid' });
      expect((await lookUp(second)).statusCode).toBe(200);

      const revoked = await call('DELETE', `/api/agent-invitations/${resent.json().id}`, { as: acmeAdmin });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toMatchObject({ email, status: 'revoked' });
      expect((await lookUp(second)).json()).toMatchObject({ code: 'invitation_not_found' });
      expect((await team()).find((row) => row.email === email)?.invitation).toBe('none');

      const again = await call('DELETE', `/api/agent-invitations/${resent.json().id}`, { as: acmeAdmin });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'invitation_not_pending', message: 'This invitation is no longer pending.' });
    });

    it("answers 404 for another organization's invitation, and refuses agents without team.invite", async () => {
      const email = `${uniqueName('iso')}@example.test`;
      const invited = await call('POST', '/api/agent-invitations', { as: acmeAdmin, body: { email, name: 'Iso' } });
      const id = invited.json().id;
      const fromGlobex = await call('DELETE', `/api/agent-invitations/${id}`, { as: globexAdmin, on: globex });
      expect(fromGlobex.statusCode).toBe(404);
      expect((await call('DELETE', `/api/agent-invitations/${id}`, { as: globexAdmin })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/agent-invitations/${id}`, { as: acmeAgent })).statusCode).toBe(403);
      expect((await call('DELETE', '/api/agent-invitations/not-a-uuid', { as: acmeAdmin })).json()).toMatchObject({ field: 'id' });
      const [row] = await server.db.withTenant({ organizationId: acme.id }, (tx) =>
        tx.select({ status: agentInvitations.status }).from(agentInvitations).where(eq(agentInvitations.id, id)),
      );
      expect(row?.status).toBe('pending');
    });
  });

  describe('editing', () => {
    it('saves name, duties, role and status; a promoted agent becomes an org admin and a demoted one an agent again', async () => {
      const organization = await createOrganization(server.db);
      const admin = await member(organization, 'org_admin');
      const agent = await member(organization, 'agent', 'Eddie Edit');
      const edit = (body: Record<string, unknown>, as: Member = admin) =>
        call('PATCH', `/api/agents/${agent.recordId}`, { as, on: organization, body });
      const response = await edit({ name: 'Edward Edit', duties: 'field technician', status: 'inactive', role: 'admin' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Edward Edit', duties: 'field technician', status: 'inactive', role: 'admin' });
      const roleOf = async () =>
        (
          await server.db.withTenant({ organizationId: organization.id }, (tx) =>
            tx.select({ role: profiles.role, name: profiles.name }).from(profiles).where(eq(profiles.id, agent.id)),
          )
        )[0];
      expect(await roleOf()).toEqual({ role: 'org_admin', name: 'Edward Edit' });
      // At once, not after the profile cache's few seconds.
      expect(
        (await call('PUT', '/api/settings/auto-assign', { as: agent, on: organization, body: { autoAssignEnabled: false } })).statusCode,
      ).toBe(200);
      expect((await edit({ role: 'agent' })).statusCode).toBe(200);
      expect((await roleOf())?.role).toBe('agent');
    });

    it('refuses to demote the last org admin, and an e-mail change of an agent who has signed up', async () => {
      const organization = await createOrganization(server.db);
      const admin = await member(organization, 'org_admin');
      const demote = await call('PATCH', `/api/agents/${admin.recordId}`, { as: admin, on: organization, body: { role: 'agent' } });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toMatchObject({ code: 'last_org_admin' });
      const agent = await member(organization, 'agent');
      const email = await call('PATCH', `/api/agents/${agent.recordId}`, {
        as: admin,
        on: organization,
        body: { email: 'new@example.test' },
      });
      expect(email.statusCode).toBe(400);
      expect(email.json()).toMatchObject({ code: 'agent_email_locked', field: 'email' });
    });

    it('moves an invitation to a corrected address: the old link stops working', async () => {
      const wrong = `${uniqueName('typo')}@example.test`;
      const right = `${uniqueName('right')}@example.test`;
      const added = await add({ name: 'Terry Typo', email: wrong });
      const token = await linkIn(wrong);
      const fixed = await call('PATCH', `/api/agents/${added.json().agent.id}`, { as: acmeAdmin, body: { email: right } });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json()).toMatchObject({ email: right, invitation: 'none' });
      expect((await call('GET', `/api/invitations/lookup?token=${token}`)).json()).toMatchObject({ code: 'invitation_not_found' });
    });

    it('validates, answers 404 for another organization’s agent, and refuses agents without team.manage', async () => {
      const invalid = await call('PATCH', `/api/agents/${acmeAgent.recordId}`, { as: acmeAdmin, body: { name: ' ' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: 'validation_failed', field: 'name' });
      const badStatus = await call('PATCH', `/api/agents/${acmeAgent.recordId}`, { as: acmeAdmin, body: { status: 'asleep' } });
      expect(badStatus.json()).toMatchObject({ field: 'status' });
      const crossed = await call('PATCH', `/api/agents/${acmeAgent.recordId}`, { as: globexAdmin, on: globex, body: { name: 'Hacked' } });
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json()).toMatchObject({ code: 'agent_not_found' });
      expect((await call('PATCH', `/api/agents/${acmeAgent.recordId}`, { as: globexAdmin, body: { name: 'Hacked' } })).statusCode).toBe(
        403,
      );
      expect((await call('PATCH', `/api/agents/${acmeAgent.recordId}`, { as: acmeAgent, body: { name: 'Me' } })).statusCode).toBe(403);
      expect((await team()).find((row) => row.email === acmeAgent.email)).toMatchObject({ name: 'Andy Agent' });
    });
  });

  describe('removing', () => {
    it('gives their tickets back to the queue, ends their access and sessions at once, and keeps the tickets', async () => {
      const organization = await createOrganization(server.db);
      const admin = await member(organization, 'org_admin');
      const customer = await member(organization, 'user');
      const leaver = await member(organization, 'agent', 'Lee Leaver');
      await call('PUT', '/api/agents/me/status', { as: admin, on: organization, body: { status: 'away' } });
      await setAutoAssign(organization, admin, true);
      const created = await call('POST', '/api/tickets', {
        as: customer,
        on: organization,
        body: { subject: 'Broken boiler', description: 'No hot water' },
      });
      expect(created.json().assignedTo).toBe(leaver.id);

      const session = await signIn(organization, leaver.email);
      expect((await call('GET', '/api/tickets', { as: session.token, on: organization })).statusCode).toBe(200);

      const removed = await call('DELETE', `/api/agents/${leaver.recordId}`, { as: admin, on: organization });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ unassignedTickets: 1 });

      // Within the profile cache's 5 seconds: refused all the same.
      const refused = await call('GET', '/api/tickets', { as: session.token, on: organization });
      expect(refused.statusCode).toBe(403);
      const { error } = await session.client.refreshSession();
      expect(error).not.toBeNull();

      const [ticket] = await server.db.withTenant({ organizationId: organization.id }, (tx) =>
        tx.select({ assignedTo: tickets.assignedTo, title: tickets.title }).from(tickets).where(eq(tickets.id, created.json().id)),
      );
      expect(ticket).toEqual({ assignedTo: null, title: 'Broken boiler' });
      expect((await team(admin, organization)).map((row) => row.email)).toEqual([admin.email]);
      const next = await call('POST', '/api/tickets', { as: customer, on: organization, body: { subject: 'Next', description: 'One' } });
      expect(next.json().assignedTo).toBeNull();
    });

    it('withdraws the invitation of an agent who never signed up', async () => {
      const email = `${uniqueName('never')}@example.test`;
      const added = await add({ name: 'Never Joined', email });
      const token = await linkIn(email);
      expect((await call('DELETE', `/api/agents/${added.json().agent.id}`, { as: acmeAdmin })).statusCode).toBe(200);
      expect((await call('GET', `/api/invitations/lookup?token=${token}`)).json()).toMatchObject({ code: 'invitation_not_found' });
    });

    it('refuses an admin removing themselves or the last org admin, with a message saying why', async () => {
      const organization = await createOrganization(server.db);
      const admin = await member(organization, 'org_admin');
      const self = await call('DELETE', `/api/agents/${admin.recordId}`, { as: admin, on: organization });
      expect(self.statusCode).toBe(409);
      expect(self.json()).toMatchObject({ code: 'agent_remove_self', message: 'You cannot remove yourself from the team.' });

      const agent = await member(organization, 'agent');
      await grant(organization, admin, 'manage', true);
      const byAgent = await call('DELETE', `/api/agents/${admin.recordId}`, { as: agent, on: organization });
      expect(byAgent.statusCode).toBe(403);
      expect(byAgent.json()).toMatchObject({ code: 'admin_role_not_allowed' });

      // Another admin may remove the first one.
      const second = await member(organization, 'org_admin');
      expect((await call('DELETE', `/api/agents/${admin.recordId}`, { as: second, on: organization })).statusCode).toBe(200);
      expect((await call('GET', '/api/agents', { as: admin, on: organization })).statusCode).toBe(403);
    });

    it("answers 404 for another organization's agent and refuses agents without team.manage", async () => {
      const crossed = await call('DELETE', `/api/agents/${acmeAgent.recordId}`, { as: globexAdmin, on: globex });
      expect(crossed.statusCode).toBe(404);
      expect((await call('DELETE', `/api/agents/${acmeAgent.recordId}`, { as: globexAdmin })).statusCode).toBe(403);
      const other = await member(acme, 'agent');
      expect((await call('DELETE', `/api/agents/${other.recordId}`, { as: acmeAgent })).statusCode).toBe(403);
      expect((await team()).map((row) => row.email)).toContain(other.email);
    });
  });

  describe('own status', () => {
    it('lets a staff member set their own status; admins hear of it live', async () => {
      const me = await call('GET', '/api/agents/me', { as: acmeAgent });
      expect(me.json()).toEqual({ agent: { id: acmeAgent.recordId, name: 'Andy Agent', status: 'active' } });
      const saved = await call('PUT', '/api/agents/me/status', { as: acmeAgent, body: { status: 'busy' } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().agent.status).toBe('busy');
      expect((await team()).find((row) => row.email === acmeAgent.email)?.status).toBe('busy');
      const invalid = await call('PUT', '/api/agents/me/status', { as: acmeAgent, body: { status: 'sleeping' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ field: 'status' });
      await call('PUT', '/api/agents/me/status', { as: acmeAgent, body: { status: 'active' } });
    });

    it('answers No agent profile for staff without an agent record, and refuses customers', async () => {
      const organization = await createOrganization(server.db);
      const admin = await member(organization, 'org_admin');
      await server.db.withTenant({ organizationId: organization.id }, (tx) => tx.delete(agents).where(eq(agents.userId, admin.id)));
      expect((await call('GET', '/api/agents/me', { as: admin, on: organization })).json()).toEqual({ agent: null });
      const set = await call('PUT', '/api/agents/me/status', { as: admin, on: organization, body: { status: 'busy' } });
      expect(set.statusCode).toBe(404);
      expect(set.json()).toMatchObject({ code: 'agent_not_found', message: 'No agent profile' });
      expect((await call('GET', '/api/agents/me', { as: acmeCustomer })).statusCode).toBe(403);
      // On another organization's host, a member of this one is nobody.
      expect((await call('PUT', '/api/agents/me/status', { as: acmeAgent, on: globex, body: { status: 'away' } })).statusCode).toBe(403);
    });
  });

  describe('auto-assignment', () => {
    it('is off by default; an org admin turns it on and new tickets go to available agents, then busy ones, with a notice', async () => {
      const organization = await createOrganization(server.db);
      const admin = await member(organization, 'org_admin');
      const customer = await member(organization, 'user');
      const first = await member(organization, 'agent', 'First Agent');
      const second = await member(organization, 'agent', 'Second Agent');
      expect((await call('GET', '/api/settings/auto-assign', { as: first, on: organization })).json()).toEqual({
        autoAssignEnabled: false,
      });
      const open = async () =>
        (await call('POST', '/api/tickets', { as: customer, on: organization, body: { subject: 'Help', description: 'Please' } })).json();
      expect((await open()).assignedTo).toBeNull();

      await setAutoAssign(organization, admin, true);
      await call('PUT', '/api/agents/me/status', { as: admin, on: organization, body: { status: 'inactive' } });
      await call('PUT', '/api/agents/me/status', { as: second, on: organization, body: { status: 'busy' } });
      expect([(await open()).assignedTo, (await open()).assignedTo]).toEqual([first.id, first.id]);
      await call('PUT', '/api/agents/me/status', { as: first, on: organization, body: { status: 'away' } });
      const busy = await open();
      expect(busy.assignedTo).toBe(second.id);
      await call('PUT', '/api/agents/me/status', { as: second, on: organization, body: { status: 'inactive' } });
      expect((await open()).assignedTo).toBeNull();

      const notices = await server.db.withTenant({ organizationId: organization.id }, (tx) =>
        tx
          .select({ type: notifications.type, title: notifications.title, message: notifications.message })
          .from(notifications)
          .where(and(eq(notifications.userId, second.id), eq(notifications.relatedId, busy.id))),
      );
      expect(notices).toEqual([
        {
          type: 'ticket_assigned',
          title: 'Ticket assigned to you',
          message: `${busy.ticketNumber}: Help was assigned to you automatically`,
        },
      ]);
    });

    it('is changed by org admins of the organization only, and validated', async () => {
      const body = { autoAssignEnabled: true };
      expect((await call('PUT', '/api/settings/auto-assign', { as: acmeAgent, body })).statusCode).toBe(403);
      expect((await call('PUT', '/api/settings/auto-assign', { as: globexAdmin, body })).statusCode).toBe(403);
      expect((await call('GET', '/api/settings/auto-assign', { as: globexAdmin })).statusCode).toBe(403);
      expect((await call('GET', '/api/settings/auto-assign', { as: acmeCustomer })).statusCode).toBe(403);
      const invalid = await call('PUT', '/api/settings/auto-assign', { as: acmeAdmin, body: { autoAssignEnabled: 'yes' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ field: 'autoAssignEnabled' });
      expect((await call('GET', '/api/settings/auto-assign', { as: acmeAdmin })).json()).toEqual({ autoAssignEnabled: false });
      await setAutoAssign(globex, globexAdmin, true);
      expect((await call('GET', '/api/settings/auto-assign', { as: acmeAdmin })).json()).toEqual({ autoAssignEnabled: false });
      await setAutoAssign(globex, globexAdmin, false);
    });
  });
});

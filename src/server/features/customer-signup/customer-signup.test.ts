import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, readMailedLink, startAuthTestServer } from '../../../../tests/support/auth.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { accessTokenFor, uniqueName } from '../../../../tests/support/server.ts';
import { accountMessages } from '../../../domain/account-validation.ts';
import { defaultNotificationPreferences } from '../../../domain/notification-delivery.ts';
import { organizationSignUpMetadata } from '../../../domain/organization-signup.ts';
import {
  agents,
  customers,
  notificationPreferences,
  notifications,
  organizationSettings,
  organizations,
  profiles,
  users,
} from '../../db/schema.ts';

const PASSWORD = 'Sturdy-pass-1!';

interface Workspace {
  organization: TestOrganization;
  /** The organization's own e-mail domain: its creator's. */
  domain: string;
  admin: TestMember;
  agent: TestMember;
}

describe('customer sign-up on an organization subdomain', () => {
  let server: AuthTestServer;
  let acme: Workspace;
  let globex: Workspace;

  async function createWorkspace(): Promise<Workspace> {
    const organization = await createOrganization(server.db);
    const domain = `${uniqueName('corp')}.test`;
    const admin = await createMember(server.db, organization, 'org_admin', { email: `${uniqueName('admin')}@${domain}` });
    const agent = await createMember(server.db, organization, 'agent', { email: `${uniqueName('agent')}@${domain}` });
    await server.db.withPlatform((tx) =>
      tx.update(organizations).set({ createdBy: admin.id }).where(eq(organizations.id, organization.id)),
    );
    return { organization, domain, admin, agent };
  }

  async function setRegistration(workspace: Workspace, settings: { agentSelfRegistrationEnabled?: boolean; manualApproval?: boolean }) {
    const organizationId = workspace.organization.id;
    await server.db.withTenant({ organizationId }, (tx) =>
      tx.update(organizationSettings).set(settings).where(eq(organizationSettings.organizationId, organizationId)),
    );
  }

  const customerData = (name: string, organizationName = '') => ({
    name,
    role: 'user',
    user_type: 'customer',
    organization_name: organizationName,
    permissions: {},
  });

  function signUp(email: string, options: { subdomain?: string; data?: Record<string, unknown> } = {}) {
    const client = server.createClient(options.subdomain ? { subdomain: options.subdomain } : {});
    return client.signUp({ email, password: PASSWORD, options: { data: options.data ?? customerData('Casey Customer', 'Northwind') } });
  }

  async function accountOf(email: string) {
    const [user] = await server.db.withPlatform((tx) => tx.select().from(users).where(eq(users.email, email)));
    return user ?? null;
  }

  async function membershipOf(workspace: Workspace, userId: string) {
    const organizationId = workspace.organization.id;
    return server.db.withTenant({ organizationId }, async (tx) => ({
      profile: (await tx.select().from(profiles).where(eq(profiles.id, userId)))[0] ?? null,
      customer: (await tx.select().from(customers).where(eq(customers.userId, userId)))[0] ?? null,
      agent: (await tx.select().from(agents).where(eq(agents.userId, userId)))[0] ?? null,
      preferences: (await tx.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0] ?? null,
      notifications: await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.organizationId, organizationId), eq(notifications.relatedId, userId))),
    }));
  }

  beforeAll(async () => {
    server = await startAuthTestServer();
    acme = await createWorkspace();
    globex = await createWorkspace();
  });

  afterAll(async () => {
    await server.close();
  });

  it('creates a customer: profile, customer record, default preferences and a notice to each org admin', async () => {
    const email = `${uniqueName('casey')}@northwind.test`;
    const { data, error } = await signUp(email, { subdomain: acme.organization.subdomain });
    expect(error).toBeNull();
    expect(data.session).toBeNull();

    const account = await accountOf(email);
    expect(account?.appMetadata).toMatchObject({ role: 'user', organization_id: acme.organization.id });
    const membership = await membershipOf(acme, account?.id ?? '');
    expect(membership.profile).toMatchObject({
      organizationId: acme.organization.id,
      email,
      name: 'Casey Customer',
      role: 'user',
      hasOnboarded: true,
      approvalStatus: 'approved',
    });
    expect(membership.customer).toMatchObject({ organizationName: 'Northwind', contactName: 'Casey Customer', email });
    expect(membership.agent).toBeNull();
    expect(membership.preferences).toMatchObject({ roleType: 'user', ...defaultNotificationPreferences });
    expect(membership.notifications).toHaveLength(1);
    expect(membership.notifications[0]).toMatchObject({
      userId: acme.admin.id,
      type: 'new_customer_signup',
      title: 'New customer signup',
      message: `Casey Customer (${email}) signed up as a customer.`,
      isRead: false,
    });

    const mail = await server.mailbox.waitForMail(email);
    const confirmed = await server.createClient().verifyOtp({ token_hash: readMailedLink(mail.links[0] ?? '').tokenHash, type: 'signup' });
    expect(confirmed.error).toBeNull();
    const signIn = await server.createClient({ subdomain: acme.organization.subdomain }).signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it("titles a customer's confirmation and reset with the organization's name on the Elite plan (white-label), with the product's otherwise", async () => {
    const elite = await createWorkspace();
    await server.db.withPlatform((tx) =>
      tx.update(organizations).set({ subscriptionTier: 'elite' }).where(eq(organizations.id, elite.organization.id)),
    );
    const name = elite.organization.name;
    const email = `${uniqueName('casey')}@northwind.test`;
    expect((await signUp(email, { subdomain: elite.organization.subdomain })).error).toBeNull();
    const confirmation = await server.mailbox.waitForMail(email);
    expect(confirmation.subject).toBe(`Confirm your ${name} account`);
    expect(confirmation.text).toContain(`Welcome to ${name}!`);
    expect(confirmation.text).not.toContain('Tandem');

    const client = server.createClient({ subdomain: elite.organization.subdomain });
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    const reset = await server.mailbox.waitForMail(email, { count: 2 });
    expect(reset.subject).toBe(`Reset your ${name} password`);

    const starterEmail = `${uniqueName('casey')}@northwind.test`;
    expect((await signUp(starterEmail, { subdomain: acme.organization.subdomain })).error).toBeNull();
    expect((await server.mailbox.waitForMail(starterEmail)).subject).toBe('Confirm your Tandem account');
  });

  it('links a customer record that staff created earlier for the same address', async () => {
    const email = `${uniqueName('known')}@contoso.test`;
    const organizationId = acme.organization.id;
    const [record] = await server.db.withTenant({ organizationId }, (tx) =>
      tx.insert(customers).values({ organizationId, contactName: 'Known Contact', organizationName: 'Contoso', email }).returning(),
    );
    await signUp(email, { subdomain: acme.organization.subdomain, data: customerData('Kim Known') });
    const account = await accountOf(email);
    const membership = await membershipOf(acme, account?.id ?? '');
    expect(membership.customer).toMatchObject({ id: record?.id, organizationName: 'Contoso', contactName: 'Known Contact' });
  });

  it("refuses an address on the platform's staff domain, whatever the settings, and creates nothing", async () => {
    for (const enabled of [false, true]) {
      await setRegistration(acme, { agentSelfRegistrationEnabled: enabled });
      const email = `${uniqueName('staff')}@${server.config.PLATFORM_EMAIL_DOMAIN}`;
      const { data, error } = await signUp(email, { subdomain: acme.organization.subdomain });
      expect(data.user).toBeNull();
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('staff_signup_not_allowed');
      expect(error?.message).toBe(accountMessages.staffAccountsNotAllowed);
      expect(await accountOf(email)).toBeNull();
      expect(await server.mailbox.listMail(email)).toEqual([]);
    }
    await setRegistration(acme, { agentSelfRegistrationEnabled: false });
  });

  it("refuses an address on the organization's own domain while agent self-registration is off", async () => {
    const email = `${uniqueName('bob')}@${acme.domain}`;
    const { error } = await signUp(email, { subdomain: acme.organization.subdomain });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('agent_self_registration_disabled');
    expect(error?.message).toBe(accountMessages.agentSelfRegistrationDisabled);
    expect(await accountOf(email)).toBeNull();
  });

  it("makes an address on the organization's own domain an agent when self-registration is on", async () => {
    await setRegistration(acme, { agentSelfRegistrationEnabled: true });
    const email = `${uniqueName('bea')}@${acme.domain.toUpperCase()}`;
    const { error } = await signUp(email, { subdomain: acme.organization.subdomain, data: customerData('Bea Agent') });
    expect(error).toBeNull();

    const account = await accountOf(email.toLowerCase());
    expect(account?.appMetadata).toMatchObject({ role: 'agent', organization_id: acme.organization.id });
    const membership = await membershipOf(acme, account?.id ?? '');
    expect(membership.profile).toMatchObject({ role: 'agent', hasOnboarded: true, approvalStatus: 'approved' });
    expect(membership.agent).toMatchObject({ name: 'Bea Agent', role: 'agent', status: 'active', duties: 'employee' });
    expect(membership.customer).toBeNull();
    expect(membership.preferences?.roleType).toBe('agent');
    expect(membership.notifications.map((notification) => [notification.userId, notification.type])).toEqual([
      [acme.admin.id, 'new_agent_signup'],
    ]);
    await setRegistration(acme, { agentSelfRegistrationEnabled: false });
  });

  it("makes another organization's domain a customer here, even with self-registration on", async () => {
    await setRegistration(acme, { agentSelfRegistrationEnabled: true });
    const email = `${uniqueName('gil')}@${globex.domain}`;
    await signUp(email, { subdomain: acme.organization.subdomain });
    const account = await accountOf(email);
    expect((await membershipOf(acme, account?.id ?? '')).profile?.role).toBe('user');
    await setRegistration(acme, { agentSelfRegistrationEnabled: false });
  });

  it('gives an organization created from a public mail address no domain of its own', async () => {
    const organization = await createOrganization(server.db);
    const admin = await createMember(server.db, organization, 'org_admin', { email: `${uniqueName('founder')}@gmail.com` });
    await server.db.withPlatform((tx) =>
      tx.update(organizations).set({ createdBy: admin.id }).where(eq(organizations.id, organization.id)),
    );
    const workspace = { organization, domain: 'gmail.com', admin, agent: admin };
    await setRegistration(workspace, { agentSelfRegistrationEnabled: true });

    const email = `${uniqueName('someone')}@gmail.com`;
    const { error } = await signUp(email, { subdomain: organization.subdomain });
    expect(error).toBeNull();
    const account = await accountOf(email);
    expect((await membershipOf(workspace, account?.id ?? '')).profile?.role).toBe('user');
  });

  it('leaves new customers and agents pending when manual approval is required, and says so to the admins', async () => {
    await setRegistration(acme, { manualApproval: true, agentSelfRegistrationEnabled: true });
    const customerEmail = `${uniqueName('pat')}@northwind.test`;
    const agentEmail = `${uniqueName('pia')}@${acme.domain}`;
    await signUp(customerEmail, { subdomain: acme.organization.subdomain, data: customerData('Pat Pending') });
    await signUp(agentEmail, { subdomain: acme.organization.subdomain, data: customerData('Pia Pending') });

    const customer = await membershipOf(acme, (await accountOf(customerEmail))?.id ?? '');
    const agent = await membershipOf(acme, (await accountOf(agentEmail))?.id ?? '');
    expect(customer.profile).toMatchObject({ role: 'user', approvalStatus: 'pending' });
    expect(agent.profile).toMatchObject({ role: 'agent', approvalStatus: 'pending' });
    expect(customer.notifications[0]?.message).toBe(
      `Pat Pending (${customerEmail}) signed up as a customer. The account is waiting for your approval in User Approvals.`,
    );
    await setRegistration(acme, { manualApproval: false, agentSelfRegistrationEnabled: false });
  });

  it('refuses a customer sign-up on the main domain, and one for an unknown subdomain, without an organization', async () => {
    for (const subdomain of [undefined, uniqueName('nowhere')]) {
      const email = `${uniqueName('lost')}@northwind.test`;
      const { error } = await signUp(email, subdomain ? { subdomain } : {});
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('organization_required');
      expect(error?.message).toBe(accountMessages.noOrganizationSubdomain);
      expect(await accountOf(email)).toBeNull();
    }
  });

  it('leaves sign-ups that are not a customer’s alone: an organization admin’s own sign-up on the main domain', async () => {
    const email = `${uniqueName('founder')}@startup.test`;
    const data = organizationSignUpMetadata({
      firstName: 'Fay',
      lastName: 'Founder',
      companyName: 'Startup',
      businessType: 'customer-service',
      addOns: [],
      domain: { type: 'subdomain', subdomain: uniqueName('startup') },
    });
    const { error } = await signUp(email, { data });
    expect(error).toBeNull();
    const account = await accountOf(email);
    expect(account).not.toBeNull();
    expect((await membershipOf(acme, account?.id ?? '')).profile).toBeNull();
  });

  it('does not reveal or change an existing account that signs up again on another organization', async () => {
    const email = `${uniqueName('twice')}@northwind.test`;
    await signUp(email, { subdomain: acme.organization.subdomain });
    const again = await signUp(email, { subdomain: globex.organization.subdomain });
    expect(again.error).toBeNull();
    const account = await accountOf(email);
    expect((await membershipOf(globex, account?.id ?? '')).profile).toBeNull();
    expect((await membershipOf(acme, account?.id ?? '')).profile?.role).toBe('user');
  });

  it("shows a customer nothing of another organization: not its API, not its records, not its admins' notices", async () => {
    const email = `${uniqueName('iso')}@northwind.test`;
    await signUp(email, { subdomain: acme.organization.subdomain });
    const account = await accountOf(email);
    const userId = account?.id ?? '';
    const token = await accessTokenFor({ id: userId, email }, server.config);

    const onGlobex = await server.app.inject({
      method: 'GET',
      url: '/api/registration-settings',
      headers: { authorization: `Bearer ${token}`, 'x-tenant-subdomain': globex.organization.subdomain },
    });
    expect(onGlobex.statusCode).toBe(403);
    const inGlobex = await membershipOf(globex, userId);
    expect(inGlobex).toMatchObject({ profile: null, customer: null, agent: null, preferences: null, notifications: [] });
    const globexNotices = await server.db.withTenant({ organizationId: globex.organization.id }, (tx) =>
      tx.select().from(notifications).where(eq(notifications.userId, globex.admin.id)),
    );
    expect(globexNotices.filter((notice) => notice.message.includes(email))).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import {
  createMember,
  createOrganization,
  platformOrganization,
  type TestMember,
  type TestOrganization,
} from '../../../../tests/support/factories.ts';
import { openTestMailbox, type TestMailbox } from '../../../../tests/support/mail.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import { defaultNotificationPreferences } from '../../../domain/notification-delivery.ts';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, organizations } from '../../db/schema.ts';

interface Notification {
  id: string;
  type: string;
  title: string;
  message: string;
  relatedId: string | null;
  read: boolean;
  data: Record<string, unknown>;
}

describe('notifications', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let mailbox: TestMailbox;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let admin: TestMember;
  let agent: TestMember;
  let bob: TestMember;
  let globexAdmin: TestMember;

  const bell = async (member: TestMember, query = '', on: TestOrganization | null = acme) => {
    const response = await call('GET', `/api/notifications${query}`, { as: member, on });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Notification[]; nextCursor: string | null; unreadCount: number };
  };
  const openTicket = async (as: TestMember, body: Record<string, unknown>) => {
    const response = await call('POST', '/api/tickets', { as, on: acme, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; ticketNumber: string; title: string };
  };
  const comment = async (as: TestMember, ticketId: string, content: string) => {
    const response = await call('POST', `/api/tickets/${ticketId}/comments`, { as, on: acme, body: { content } });
    expect(response.statusCode, response.body).toBe(201);
  };
  const savePreferences = async (member: TestMember, changes: Record<string, unknown>, on: TestOrganization | null = acme) => {
    const current = (await call('GET', '/api/notification-preferences', { as: member, on })).json();
    const { roleType: _roleType, ...preferences } = current;
    const response = await call('PUT', '/api/notification-preferences', { as: member, on, body: { ...preferences, ...changes } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    mailbox = openTestMailbox({ db, config: testConfig() });
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    admin = await createMember(db, acme, 'org_admin', { name: 'Ada Admin' });
    agent = await createMember(db, acme, 'agent', { name: 'Andy Agent' });
    bob = await createMember(db, acme, 'user', { name: 'Bob Smith' });
    globexAdmin = await createMember(db, globex, 'org_admin');
  });
  afterAll(async () => {
    await mailbox.stop();
    await app.close();
  });

  it('tells staff of new tickets only once they switch new-ticket notifications on (off by default)', async () => {
    const first = await openTicket(bob, { subject: 'First', description: 'Quiet' });
    expect((await bell(admin)).items.filter((item) => item.relatedId === first.id)).toEqual([]);

    await savePreferences(admin, { appNewTickets: true });
    const second = await openTicket(bob, { subject: 'Second', description: 'Loud' });
    expect((await bell(admin)).items[0]).toMatchObject({
      type: 'new_ticket',
      relatedId: second.id,
      message: `${second.ticketNumber}: Second from Bob Smith`,
      data: { path: `/tickets/${second.id}` },
    });
    expect((await bell(agent)).items.filter((item) => item.type === 'new_ticket')).toEqual([]);

    // Customers are never told of new tickets: their new-ticket toggles are not theirs to set.
    const saved = await savePreferences(bob, { appNewTickets: true, emailNewTickets: true });
    expect(saved).toMatchObject({ appNewTickets: false, emailNewTickets: false, roleType: 'user' });
  });

  it("tells the organization's staff of a customer's comment with its first 50 characters, and the customer of a staff reply", async () => {
    const ticket = await openTicket(bob, { subject: 'Comments', description: 'Talk' });
    const long = 'My printer makes a grinding noise every time it starts a new page, then stops.';
    await comment(bob, ticket.id, long);
    for (const member of [admin, agent]) {
      expect((await bell(member)).items[0]).toMatchObject({
        type: 'comment_added',
        relatedId: ticket.id,
        message: `${long.slice(0, 50)}…`,
      });
    }
    expect((await bell(bob)).items.filter((item) => item.relatedId === ticket.id)).toEqual([]);

    await comment(admin, ticket.id, 'We will send a technician.');
    expect((await bell(bob)).items[0]).toMatchObject({
      type: 'comment_added',
      title: `New comment from Ada Admin on ${ticket.ticketNumber}`,
      message: 'We will send a technician.',
    });
    expect((await bell(admin)).items[0]?.message).not.toBe('We will send a technician.');
    expect((await bell(agent)).items[0]?.message).not.toBe('We will send a technician.');
    const mail = await mailbox.waitForMail(bob.email);
    expect(mail.subject).toBe(`New comment from Ada Admin on [${ticket.ticketNumber}] ${ticket.title}`);
    expect(mail.text).toContain('We will send a technician.');
    expect(mail.links.some((link) => link.endsWith(`/tickets/${ticket.id}`))).toBe(true);
  });

  it("signs a customer's ticket mail with the organization's name on the Elite plan (white-label), with the product's otherwise", async () => {
    const ticket = await openTicket(bob, { subject: 'Signed', description: 'By whom' });
    const setTier = (tier: string) =>
      db.withPlatform((tx) => tx.update(organizations).set({ subscriptionTier: tier }).where(eq(organizations.id, acme.id)));
    await setTier('elite');
    try {
      const before = (await mailbox.listMail(bob.email)).length;
      await comment(admin, ticket.id, 'Signed by the organization.');
      const mail = await mailbox.waitForMail(bob.email, { count: before + 1 });
      expect(mail.text).toContain('Signed by the organization.');
      expect(mail.text.trimEnd().endsWith(`\n\n${acme.name}`)).toBe(true);
      expect(mail.text).not.toContain('Tandem');
    } finally {
      await setTier('free');
    }
    const before = (await mailbox.listMail(bob.email)).length;
    await comment(admin, ticket.id, 'Signed by the product.');
    expect((await mailbox.waitForMail(bob.email, { count: before + 1 })).text.trimEnd().endsWith('\n\nTandem')).toBe(true);
  });

  it('tells the customer when staff change the status, as the in-app and e-mail toggles say', async () => {
    const ticket = await openTicket(bob, { subject: 'Status', description: 'Changes' });
    await call('PATCH', `/api/tickets/${ticket.id}/status`, { as: admin, on: acme, body: { status: 'resolved' } });
    expect((await bell(bob)).items[0]).toMatchObject({ type: 'status_changed', title: 'Ticket Resolved', relatedId: ticket.id });
    expect((await mailbox.listMail(bob.email)).map((mail) => mail.subject)).toContain(`Ticket Resolved: [${ticket.ticketNumber}] Status`);

    await savePreferences(bob, { appTicketStatusChanges: false, emailTicketStatusChanges: false });
    await call('PATCH', `/api/tickets/${ticket.id}/status`, { as: admin, on: acme, body: { status: 'closed' } });
    expect((await bell(bob)).items.filter((item) => item.title === 'Ticket Closed')).toEqual([]);
  });

  it('e-mails without a bell entry when only the e-mail toggle is on', async () => {
    const ticket = await openTicket(bob, { subject: 'Mail only', description: 'Quiet bell' });
    await savePreferences(bob, { appTicketComments: false, emailTicketComments: true, emailFrequency: 'immediate' });
    const before = (await mailbox.listMail(bob.email)).length;
    await comment(admin, ticket.id, 'Mail-only reply');
    expect((await bell(bob)).items.map((item) => item.message)).not.toContain('Mail-only reply');
    expect((await mailbox.waitForMail(bob.email, { count: before + 1 })).text).toContain('Mail-only reply');
    await savePreferences(bob, { appTicketComments: true });
  });

  it('lists the bell newest first, unread only when asked, a page at a time, and marks one or all read', async () => {
    const member = await createMember(db, acme, 'agent');
    for (let index = 0; index < 7; index++) {
      expect((await call('POST', '/api/notifications/test', { as: member, on: acme })).statusCode).toBe(200);
    }
    const all = await bell(member, '?limit=5');
    expect(all.items).toHaveLength(5);
    expect(all.unreadCount).toBe(7);
    const rest = await bell(member, `?limit=5&cursor=${all.nextCursor}`);
    expect(rest.items).toHaveLength(2);
    expect(rest.nextCursor).toBeNull();
    expect(new Set([...all.items, ...rest.items].map((item) => item.id)).size).toBe(7);

    const first = all.items[0] as Notification;
    const read = await call('POST', `/api/notifications/${first.id}/read`, { as: member, on: acme });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first.id, read: true });
    expect((await bell(member, '?unread=true&limit=5')).items.map((item) => item.id)).not.toContain(first.id);
    expect((await call('GET', '/api/notifications/unread-count', { as: member, on: acme })).json()).toEqual({ count: 6 });

    const readAll = await call('POST', '/api/notifications/read-all', { as: member, on: acme });
    expect(readAll.json()).toEqual({ updated: 6 });
    expect((await call('GET', '/api/notifications/unread-count', { as: member, on: acme })).json()).toEqual({ count: 0 });
  });

  it('marks all read for the caller alone, harmlessly when asked again, in their organization only', async () => {
    const [one, two] = [await createMember(db, acme, 'agent'), await createMember(db, acme, 'agent')];
    const outsider = await createMember(db, globex, 'agent');
    for (const member of [one, two, two]) await call('POST', '/api/notifications/test', { as: member, on: acme });
    await call('POST', '/api/notifications/test', { as: outsider, on: globex });

    expect((await call('POST', '/api/notifications/read-all', { as: two, on: acme })).json()).toEqual({ updated: 2 });
    expect((await call('POST', '/api/notifications/read-all', { as: two, on: acme })).json()).toEqual({ updated: 0 });
    expect((await bell(two)).items.map((item) => item.read)).toEqual([true, true]);
    expect((await bell(one)).unreadCount).toBe(1);
    expect((await bell(outsider, '', globex)).unreadCount).toBe(1);
    expect((await call('POST', '/api/notifications/read-all', { as: outsider, on: acme })).statusCode).toBe(403);
  });

  it("answers 404 for another member's or another organization's notification", async () => {
    await call('POST', '/api/notifications/test', { as: admin, on: acme });
    const own = (await bell(admin)).items[0] as Notification;
    const byColleague = await call('POST', `/api/notifications/${own.id}/read`, { as: agent, on: acme });
    expect(byColleague.statusCode).toBe(404);
    expect(byColleague.json()).toMatchObject({ code: 'notification_not_found' });
    const byOtherOrganization = await call('POST', `/api/notifications/${own.id}/read`, { as: globexAdmin, on: globex });
    expect(byOtherOrganization.statusCode).toBe(404);
    expect((await call('POST', `/api/notifications/${own.id}/read`, { as: globexAdmin, on: acme })).statusCode).toBe(403);
    expect((await bell(globexAdmin, '', globex)).items.map((item) => item.id)).not.toContain(own.id);
    const globexUnread = (await call('GET', '/api/notifications/unread-count', { as: globexAdmin, on: globex })).json();
    expect((await call('POST', '/api/notifications/read-all', { as: globexAdmin, on: globex })).json()).toEqual({
      updated: globexUnread.count,
    });
    expect((await bell(admin)).items[0]).toMatchObject({ id: own.id, read: false });
  });

  it("sends a staff member's test notification to the bell and the mailbox at once, whatever the preferences", async () => {
    await savePreferences(admin, { emailFrequency: 'never' });
    const response = await call('POST', '/api/notifications/test', { as: admin, on: acme });
    expect(response.statusCode).toBe(200);
    expect((await bell(admin)).items[0]).toMatchObject({ type: 'system_alert', title: 'Test Notification' });
    expect((await mailbox.waitForMail(admin.email)).subject).toBe('Test Notification');
    expect((await call('POST', '/api/notifications/test', { as: bob, on: acme })).statusCode).toBe(403);
    expect((await call('POST', '/api/notifications/test', { on: acme })).statusCode).toBe(401);
  });

  describe('preferences', () => {
    it("are created with the specification's defaults when missing, with the role from the profile", async () => {
      const member = await createMember(db, globex, 'user');
      await db.withTenant({ organizationId: globex.id }, (tx) =>
        tx
          .delete(notificationPreferences)
          .where(and(eq(notificationPreferences.organizationId, globex.id), eq(notificationPreferences.userId, member.id))),
      );
      const response = await call('GET', '/api/notification-preferences', { as: member, on: globex });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ roleType: 'user', ...defaultNotificationPreferences });
    });

    it("are each member's own, in their organization, and refuse a frequency that does not exist", async () => {
      await savePreferences(agent, { emailFrequency: 'daily', weekendNotifications: false });
      expect((await call('GET', '/api/notification-preferences', { as: agent, on: acme })).json()).toMatchObject({
        emailFrequency: 'daily',
        weekendNotifications: false,
        roleType: 'agent',
      });
      expect((await call('GET', '/api/notification-preferences', { as: globexAdmin, on: globex })).json()).toMatchObject({
        emailFrequency: 'immediate',
      });
      expect((await call('GET', '/api/notification-preferences', { as: globexAdmin, on: acme })).statusCode).toBe(403);
      const invalid = await call('PUT', '/api/notification-preferences', {
        as: agent,
        on: acme,
        body: {
          emailTicketComments: true,
          emailTicketStatusChanges: true,
          appTicketComments: true,
          appTicketStatusChanges: true,
          emailFrequency: 'weekly',
          weekendNotifications: true,
        },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: 'validation_failed', field: 'emailFrequency' });
    });

    it('belong to super admins on the main domain too', async () => {
      const platform = await platformOrganization(db);
      const superAdmin = await createMember(db, platform, 'super_admin');
      const response = await call('GET', '/api/notification-preferences', { as: superAdmin });
      expect(response.statusCode).toBe(200);
      expect(response.json().roleType).toBe('super_admin');
      expect((await call('GET', '/api/notification-preferences', { as: admin })).statusCode).toBe(404);
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import {
  createMember,
  createOrg,
  type Org,
  platformOrganization,
  type TestMember,
  type TestOrganization,
} from '../../../../tests/support/factories.ts';
import { recordRealtimeEvents } from '../../../../tests/support/realtime.ts';
import { buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { Database } from '../../db/client.ts';
import type { CommentDto, TicketDetail, TicketDto } from './tickets.schemas.ts';

describe('internal notes', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;
  let ticket: TicketDto;

  const detailOf = async (member: TestMember, on: TestOrganization | null, ticketId = ticket.id): Promise<TicketDetail> => {
    const response = await call('GET', `/api/tickets/${ticketId}`, { as: member, on });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const noteOn = async (member: TestMember, on: TestOrganization | null, content: string, ticketId = ticket.id) =>
    call('POST', `/api/tickets/${ticketId}/comments`, { as: member, on, body: { content, isInternal: true } });
  const notificationTitlesOf = async (member: TestMember, on: TestOrganization): Promise<string[]> => {
    const response = await call('GET', '/api/notifications?limit=100', { as: member, on });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as { title: string }[]).map((notification) => notification.title);
  };

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
    const created = await call('POST', '/api/tickets', {
      as: acme.bob,
      on: acme.organization,
      body: { subject: 'Gateway drops', description: 'The gateway restarts every hour' },
    });
    expect(created.statusCode, created.body).toBe(201);
    ticket = created.json();
    const assigned = await call('PUT', `/api/tickets/${ticket.id}/assignee`, {
      as: acme.admin,
      on: acme.organization,
      body: { assignedTo: acme.agent.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });
  afterAll(() => app.close());

  it("is read by the ticket's staff only, and leaves the status and the conversation's count alone", async () => {
    const on = acme.organization;
    const recorder = await recordRealtimeEvents(db);
    let note: CommentDto;
    try {
      const written = await noteOn(acme.admin, on, 'Customer is on the legacy firmware, see gateway logs');
      expect(written.statusCode, written.body).toBe(201);
      note = written.json();
      expect(note).toMatchObject({ isInternal: true, content: 'Customer is on the legacy firmware, see gateway logs' });
      await recorder.settle();
      const aboutNote = recorder.events.filter((event) => event.payload?.commentId === note.id);
      // Staff hear of it; no event reaches the customer, not even one naming the comment.
      expect(aboutNote.map((event) => [event.type, event.userId, event.audience])).toEqual([['ticket.comment_added', null, 'staff']]);
      // Nor one telling the customer the conversation changed (the assignment made before, which PostgreSQL may
      // deliver to the listener late, is another change).
      const toCustomer = recorder.events.filter((event) => event.userId === acme.bob.id && event.payload?.ticketId === ticket.id);
      expect(toCustomer.filter((event) => event.type === 'ticket.comment_added' || event.payload?.change === 'comment')).toEqual([]);
    } finally {
      await recorder.stop();
    }

    const asStaff = await detailOf(acme.agent, on);
    expect(asStaff.comments.map((comment) => [comment.content, comment.isInternal])).toEqual([
      ['Customer is on the legacy firmware, see gateway logs', true],
    ]);
    expect(asStaff.ticket).toMatchObject({ status: 'open', commentCount: 0 });

    const asCustomer = await detailOf(acme.bob, on);
    expect(asCustomer.comments).toEqual([]);
    const customerList = await call('GET', '/api/tickets', { as: acme.bob, on });
    expect(customerList.json().items.find((item: TicketDto) => item.id === ticket.id)).toMatchObject({ commentCount: 0 });

    // The customer's first message still moves the ticket to in progress: a note is not part of the conversation.
    const reply = await call('POST', `/api/tickets/${ticket.id}/comments`, { as: acme.bob, on, body: { content: 'Still dropping' } });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await detailOf(acme.admin, on)).ticket.status).toBe('in_progress');
    expect((await detailOf(acme.bob, on)).comments.map((comment) => comment.content)).toEqual(['Still dropping']);
  });

  it('tells the staff following the ticket, and never its customer', async () => {
    const on = acme.organization;
    expect(await notificationTitlesOf(acme.agent, on)).toContain(`Internal note from ${acme.admin.name} on ${ticket.ticketNumber}`);
    const customerTitles = await notificationTitlesOf(acme.bob, on);
    expect(customerTitles.filter((title) => title.includes('Internal note'))).toEqual([]);

    const before = (await notificationTitlesOf(acme.bob, on)).length;
    await call('POST', `/api/tickets/${ticket.id}/comments`, { as: acme.agent, on, body: { content: 'We are on it' } });
    expect((await notificationTitlesOf(acme.bob, on)).length).toBe(before + 1);
  });

  it("is refused to customers, and another organization's ticket is not found", async () => {
    const byCustomer = await noteOn(acme.bob, acme.organization, 'Let me in');
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().message).toBe('Only the team working this ticket can write internal notes.');

    const byOtherOrganization = await noteOn(globex.admin, globex.organization, 'Peeking');
    expect(byOtherOrganization.statusCode).toBe(404);
    expect((await call('GET', `/api/tickets/${ticket.id}`, { as: globex.admin, on: globex.organization })).statusCode).toBe(404);
  });

  it('on an escalation, is the platform support team’s alone: the organization it came from neither reads nor writes one', async () => {
    const platform = await platformOrganization(db);
    const superAdmin = await createMember(db, platform, 'super_admin', { name: 'Sam Super' });
    const escalated = await call('POST', '/api/tickets', {
      as: acme.admin,
      on: acme.organization,
      body: { subject: 'Export fails', description: 'The CSV export times out', escalate: true },
    });
    expect(escalated.statusCode, escalated.body).toBe(201);
    const escalation: TicketDto = escalated.json();

    expect((await noteOn(superAdmin, null, 'Known issue, fix ships Friday', escalation.id)).statusCode).toBe(201);
    expect((await detailOf(superAdmin, null, escalation.id)).comments.map((comment) => comment.isInternal)).toEqual([true]);
    expect((await detailOf(acme.admin, acme.organization, escalation.id)).comments).toEqual([]);

    const fromOrigin = await noteOn(acme.admin, acme.organization, 'Our own note', escalation.id);
    expect(fromOrigin.statusCode).toBe(403);
  });

  it("is found by the team's search and never by the customer's, while a public comment is found by both", async () => {
    const on = acme.organization;
    const searchIds = async (member: TestMember, words: string) => {
      const response = await call('GET', `/api/tickets?search=${encodeURIComponent(words)}`, { as: member, on });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().items as TicketDto[]).map((item) => item.id);
    };
    // Written in the note of the first test; the reply below is public.
    expect(await searchIds(acme.admin, 'gateway logs')).toEqual([ticket.id]);
    expect(await searchIds(acme.bob, 'gateway logs')).toEqual([]);
    expect(await searchIds(acme.bob, 'firmware')).toEqual([]);
    await call('POST', `/api/tickets/${ticket.id}/comments`, { as: acme.agent, on, body: { content: 'Replaced the power supply unit' } });
    expect(await searchIds(acme.bob, 'power suppl')).toEqual([ticket.id]);
    expect(await searchIds(acme.admin, 'supplies')).toEqual([ticket.id]);
    const others = await call('GET', '/api/tickets?search=firmware', { as: globex.admin, on: globex.organization });
    expect(others.json().items).toEqual([]);
  });
});

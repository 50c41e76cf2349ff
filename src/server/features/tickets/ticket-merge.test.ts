import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Org, TestMember, TestOrganization } from '../../../../tests/support/factories.ts';
import { mailFixture as fixture } from '../../../../tests/support/mail-fixtures.ts';
import { recordRealtimeEvents } from '../../../../tests/support/realtime.ts';
import { accessTokenFor } from '../../../../tests/support/server.ts';
import { useMailTestbed } from '../inbound-mail/inbound-mail.testbed.ts';
import type { TicketDetail, TicketDto, UploadedAttachmentDto } from './tickets.schemas.ts';

/** A one-pixel PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('merging a duplicate into another ticket', () => {
  const bed = useMailTestbed();

  const open = async (member: TestMember, org: Org, subject: string, extra: Record<string, unknown> = {}): Promise<TicketDto> => {
    const body =
      member.role === 'user'
        ? { subject, description: `${subject}, details` }
        : { subject, description: `${subject}, details`, priority: 'medium', customerName: 'Walk-in', ...extra };
    const response = await bed.call('POST', '/api/tickets', { as: member, on: org.organization, body: { ...body, ...extra } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const detailOf = async (member: TestMember, on: TestOrganization, ticketId: string): Promise<TicketDetail> => {
    const response = await bed.call('GET', `/api/tickets/${ticketId}`, { as: member, on });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const merge = (member: TestMember, on: TestOrganization, ticketId: string, intoTicketId: string) =>
    bed.call('POST', `/api/tickets/${ticketId}/merge`, { as: member, on, body: { intoTicketId } });
  /** The notices a member was given of the merge of this ticket. */
  const mergeNoticesOf = async (member: TestMember, on: TestOrganization, merged: TicketDto): Promise<string[]> => {
    const response = await bed.call('GET', '/api/notifications?limit=100', { as: member, on });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as { message: string }[])
      .map((item) => item.message)
      .filter((message) => message.includes(`${merged.ticketNumber} was merged`));
  };
  const uploaded = async (member: TestMember, on: TestOrganization, filename: string): Promise<UploadedAttachmentDto> => {
    const response = await bed.app.inject({
      method: 'POST',
      url: `/api/attachments?filename=${encodeURIComponent(filename)}`,
      headers: {
        authorization: `Bearer ${await accessTokenFor(member)}`,
        'x-tenant-subdomain': on.subdomain,
        'content-type': 'application/octet-stream',
      },
      payload: png,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('moves the comments, files and appointments, closes the duplicate with a link, and tells its customer once', async () => {
    const { acme } = bed;
    const on = acme.organization;
    const target = await open(acme.bob, acme, 'Printer jams');
    const photo = await uploaded(acme.bob, on, 'jam.png');
    const source = await open(acme.bob, acme, 'Printer jams again', { attachments: [{ fileId: photo.fileId, filename: photo.filename }] });
    const comment = (member: TestMember, ticketId: string, body: Record<string, unknown>) =>
      bed.call('POST', `/api/tickets/${ticketId}/comments`, { as: member, on, body }).then((response) => {
        expect(response.statusCode, response.body).toBe(201);
      });
    await comment(acme.bob, target.id, { content: 'Still jamming' });
    await comment(acme.bob, source.id, { content: 'It is the one upstairs' });
    await comment(acme.admin, source.id, { content: 'We will send someone' });
    await comment(acme.admin, source.id, { content: 'Check the fuser', isInternal: true });
    const appointment = await bed.call('POST', `/api/tickets/${source.id}/appointments`, {
      as: acme.admin,
      on,
      body: { date: '2099-03-02', time: '10:00', title: 'Printer visit' },
    });
    expect(appointment.statusCode, appointment.body).toBe(201);

    const recorder = await recordRealtimeEvents(bed.db);
    try {
      const merged = await merge(acme.admin, on, source.id, target.id);
      expect(merged.statusCode, merged.body).toBe(200);
      expect(merged.json()).toMatchObject({
        ticket: { id: source.id, status: 'closed', commentCount: 0, mergedInto: { id: target.id, ticketNumber: target.ticketNumber } },
        into: { id: target.id, mergedInto: null, commentCount: 4 },
        message: `${source.ticketNumber} merged into ${target.ticketNumber}`,
      });
      await recorder.settle();
      const changes = recorder.events.filter((event) => event.type === 'ticket.updated' && event.payload?.change === 'merge');
      expect(changes.map((event) => [event.payload?.ticketId, event.userId ?? null])).toEqual(
        expect.arrayContaining([
          [source.id, null],
          [source.id, acme.bob.id],
          [target.id, null],
          [target.id, acme.bob.id],
        ]),
      );
    } finally {
      await recorder.stop();
    }

    const detail = await detailOf(acme.admin, on, target.id);
    expect(detail.comments.map((item) => [item.content, item.isInternal])).toEqual([
      [`Merged from ${source.ticketNumber}: Printer jams again\n\nPrinter jams again, details`, false],
      ['Still jamming', false],
      ['It is the one upstairs', false],
      ['We will send someone', false],
      ['Check the fuser', true],
      [
        `Ada Admin merged ${source.ticketNumber} (Printer jams again) into this ticket: its comments, files, appointments and e-mail are here now.`,
        true,
      ],
    ]);
    const [opening] = detail.comments;
    expect(opening?.userName).toBe('Bob Smith');
    expect(opening?.attachments.map((file) => file.filename)).toEqual(['jam.png']);
    expect(detail.ticket.commentCount).toBe(4);
    expect(detail.upcomingAppointments.map((event) => [event.title, event.description])).toEqual([
      ['Printer visit', `Appointment for ticket ${target.ticketNumber}`],
    ]);
    const download = await bed.call('GET', `/api/tickets/${target.id}/attachments/${opening?.attachments[0]?.id}`, { as: acme.bob, on });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);

    const closed = await detailOf(acme.admin, on, source.id);
    expect(closed.comments).toEqual([]);
    expect(closed.attachments).toEqual([]);
    expect(closed.upcomingAppointments).toEqual([]);
    expect(closed.ticket).toMatchObject({ status: 'closed', commentCount: 0, appointment: null });
    expect(closed.serviceLevels.every((clock) => clock.stoppedAt !== null)).toBe(true);

    // The customer of both hears of it once, and opens the other ticket from their own.
    expect(await mergeNoticesOf(acme.bob, on, source)).toEqual([
      `Your ticket ${source.ticketNumber} was merged into ${target.ticketNumber}`,
    ]);
    const portal = await detailOf(acme.bob, on, source.id);
    expect(portal.ticket.mergedInto).toEqual({ id: target.id, ticketNumber: target.ticketNumber });

    // Its conversation goes on where it was merged: a comment on it is refused, for the customer and the staff alike.
    for (const member of [acme.bob, acme.admin]) {
      const late = await bed.call('POST', `/api/tickets/${source.id}/comments`, { as: member, on, body: { content: 'Any news?' } });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This ticket was merged into another: write on the ticket it was merged into.');
    }
  });

  it("tells each customer when a customer's ticket is merged into another's, and does not lead the first to the other's", async () => {
    const { acme } = bed;
    const on = acme.organization;
    const target = await open(acme.bob, acme, 'Office wifi down');
    const source = await open(acme.carol, acme, 'No wifi on floor 2');
    const merged = await merge(acme.agent, on, source.id, target.id);
    expect(merged.statusCode, merged.body).toBe(200);

    expect(await mergeNoticesOf(acme.carol, on, source)).toEqual([
      `Your ticket ${source.ticketNumber} was merged into ${target.ticketNumber}`,
    ]);
    expect(await mergeNoticesOf(acme.bob, on, source)).toEqual([
      `${source.ticketNumber} was merged into your ticket ${target.ticketNumber}: Office wifi down`,
    ]);
    const carols = await detailOf(acme.carol, on, source.id);
    expect(carols.ticket.mergedInto).toEqual({ id: null, ticketNumber: target.ticketNumber });
    const list = await bed.call('GET', '/api/tickets', { as: acme.carol, on });
    expect(list.json().items.map((ticket: TicketDto) => ticket.id)).not.toContain(target.id);
  });

  it('refuses a merge into itself, into or of a merged ticket, with clear messages', async () => {
    const { acme } = bed;
    const on = acme.organization;
    const [a, b, c] = [await open(acme.admin, acme, 'A'), await open(acme.admin, acme, 'B'), await open(acme.admin, acme, 'C')];
    const itself = await merge(acme.admin, on, a.id, a.id);
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({
      code: 'ticket_merge_self',
      message: 'A ticket cannot be merged into itself: choose another ticket.',
    });
    expect((await merge(acme.admin, on, a.id, b.id)).statusCode).toBe(200);
    const intoMerged = await merge(acme.admin, on, c.id, a.id);
    expect(intoMerged.statusCode).toBe(400);
    expect(intoMerged.json().code).toBe('ticket_merge_target_merged');
    const again = await merge(acme.admin, on, a.id, c.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'ticket_merge_source_merged',
      message: 'This ticket was already merged into another ticket.',
    });

    // Merged in turn, the ticket takes its duplicates with it: each leads to a ticket not merged.
    expect((await merge(acme.admin, on, b.id, c.id)).statusCode).toBe(200);
    expect((await detailOf(acme.admin, on, a.id)).ticket.mergedInto).toEqual({ id: c.id, ticketNumber: c.ticketNumber });
  });

  it("answers 404 for another organization's ticket and for one the agent cannot see, and 403 to a customer", async () => {
    const { acme, globex } = bed;
    const on = acme.organization;
    const ours = await open(acme.admin, acme, 'Ours');
    const other = await open(acme.admin, acme, 'Other');
    const theirs = await open(globex.admin, globex, 'Theirs');
    expect((await merge(acme.admin, on, theirs.id, ours.id)).statusCode).toBe(404);
    expect((await merge(acme.admin, on, ours.id, theirs.id)).statusCode).toBe(404);
    expect((await merge(globex.admin, globex.organization, ours.id, other.id)).statusCode).toBe(404);

    const customers = await merge(acme.bob, on, ours.id, other.id);
    expect(customers.statusCode).toBe(403);

    const assigned = await bed.call('PUT', `/api/tickets/${other.id}/assignee`, {
      as: acme.admin,
      on,
      body: { assignedTo: acme.otherAgent.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const hidden = await merge(acme.agent, on, ours.id, other.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('ticket_not_found');
    expect((await detailOf(acme.admin, on, ours.id)).ticket.mergedInto).toBeNull();
  });

  it("lands a reply to the duplicate's e-mail on the ticket it was merged into", async () => {
    const { acme } = bed;
    const on = acme.organization;
    const from = `dana-${randomBytes(4).toString('hex')}@example.org`;
    const subject = `Scanner offline ${randomBytes(3).toString('hex')}`;
    const opened = await bed.receive(fixture('gmail-web-new', { TO: bed.supportOf(acme), FROM: from, SUBJECT: subject }), [
      bed.supportOf(acme),
    ]);
    if (opened.kind !== 'ticket_created') throw new Error(`expected a new ticket, got ${JSON.stringify(opened)}`);
    const source = (await detailOf(acme.admin, on, opened.ticketId)).ticket;
    const reply = await bed.call('POST', `/api/tickets/${source.id}/comments`, { as: acme.agent, on, body: { content: 'Which scanner?' } });
    expect(reply.statusCode, reply.body).toBe(201);
    await bed.mailbox.waitForMail(from, { count: 2 });
    const sent = (await bed.mailbox.listMail(from)).find((mail) => mail.text.includes('Which scanner?'));
    if (!sent) throw new Error('no reply mailed');

    const target = await open(acme.admin, acme, 'Scanners offline everywhere');
    expect((await merge(acme.admin, on, source.id, target.id)).statusCode).toBe(200);
    const moved = await detailOf(acme.admin, on, target.id);
    expect(moved.comments[0]?.mail?.from).toBe(from);

    // To the duplicate's reply address, and in its thread to the support address: both land on the other ticket.
    const to = sent.headers['reply-to'] as string;
    const byToken = await bed.receive(
      fixture('relay-rewritten-reply', {
        TO: to,
        FROM: from,
        SUBJECT: `[${source.ticketNumber}] ${subject}`,
        IN_REPLY_TO: sent.headers['message-id'],
        REFERENCES: sent.headers.references,
      }),
      [to],
    );
    expect(byToken).toMatchObject({ kind: 'comment_added', ticketId: target.id });
    const byThread = await bed.receive(
      fixture('gmail-web-reply', {
        TO: bed.supportOf(acme),
        FROM: from,
        SUBJECT: `Re: [${source.ticketNumber}] ${subject}`,
        IN_REPLY_TO: sent.headers['message-id'],
        REFERENCES: sent.headers.references,
      }),
      [bed.supportOf(acme)],
    );
    expect(byThread).toMatchObject({ kind: 'comment_added', ticketId: target.id });
    expect((await detailOf(acme.admin, on, source.id)).comments).toEqual([]);
  });
});

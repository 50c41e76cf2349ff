import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrg, type Org, type TestMember } from '../../../../tests/support/factories.ts';
import { openTestMailbox, type TestMailbox } from '../../../../tests/support/mail.ts';
import { buildTestApp, testConfig, testDatabase, uniqueName } from '../../../../tests/support/server.ts';
import { systemClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { notifications, tickets } from '../../db/schema.ts';
import type { BulkChangeView } from './ticket-bulk-changes.schemas.ts';
import { createTicketBulkChangeHandler } from './ticket-bulk-changes.service.ts';
import type { TicketDto } from './tickets.schemas.ts';

/** A word of letters only, found by search as one word (a random hex name can be read as a number by the text parser). */
const uniqueWord = (prefix: string) => `${prefix}${uniqueName('').replace(/[^a-f]/g, (digit) => 'ghijklmnopq'[Number(digit)] ?? '')}`;

describe('changing several tickets at once', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;
  let mailbox: TestMailbox;

  /** Tickets written straight to the database (a few hundred through the API would take a while), titled with a word of the test's own. */
  async function insertTickets(
    org: Org,
    count: number,
    word: string,
    values: Partial<typeof tickets.$inferInsert> = {},
  ): Promise<string[]> {
    const organizationId = org.organization.id;
    const rows = await db.withTenant({ organizationId }, (tx) =>
      tx
        .insert(tickets)
        .values(
          Array.from({ length: count }, (_, index) => ({
            organizationId,
            ticketNumber: uniqueName(`T${index}`),
            title: `${word} ticket ${index}`,
            description: 'Generated for a bulk change',
            customerId: org.bob.recordId,
            customerName: org.bob.name,
            createdBy: org.bob.id,
            ...values,
          })),
        )
        .returning({ id: tickets.id }),
    );
    return rows.map((row) => row.id);
  }

  async function ticketsById(org: Org, ids: string[]) {
    return db.withTenant({ organizationId: org.organization.id }, (tx) =>
      tx
        .select({ id: tickets.id, status: tickets.status, assignedTo: tickets.assignedTo })
        .from(tickets)
        .where(and(eq(tickets.organizationId, org.organization.id), inArray(tickets.id, ids))),
    );
  }

  const change = async (member: TestMember, org: Org, body: unknown) =>
    call('POST', '/api/tickets/bulk-changes', { as: member, on: org.organization, body });

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
    mailbox = openTestMailbox({ db, config: testConfig() });
  });

  afterAll(() => mailbox.stop());

  /** The member's in-app notifications, newest first, that mention any of these tickets' numbers or ids. */
  async function noticesAbout(org: Org, member: TestMember, ids: string[]) {
    const numbers = await numbersOf(org, ids);
    const rows = await db.withTenant({ organizationId: org.organization.id }, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.organizationId, org.organization.id), eq(notifications.userId, member.id), eq(notifications.isInApp, true)),
        ),
    );
    return rows.filter((row) => numbers.some((number) => row.message.includes(number)) || ids.includes(row.relatedId ?? ''));
  }

  /** The tickets' numbers, in the order of their ids. */
  async function numbersOf(org: Org, ids: string[]): Promise<string[]> {
    const rows = await db.withTenant({ organizationId: org.organization.id }, (tx) =>
      tx
        .select({ id: tickets.id, ticketNumber: tickets.ticketNumber })
        .from(tickets)
        .where(and(eq(tickets.organizationId, org.organization.id), inArray(tickets.id, ids))),
    );
    return ids.flatMap((id) => rows.find((row) => row.id === id)?.ticketNumber ?? []);
  }

  /** The mails to the member that name any of these ticket numbers in their subject. */
  async function mailsAbout(member: TestMember, numbers: string[]) {
    return (await mailbox.listMail(member.email)).filter((mail) => numbers.some((number) => mail.subject.includes(number)));
  }

  it('closes the selected tickets in one go, tells their customer once of them all, and says how many', async () => {
    const ids = await insertTickets(acme, 3, uniqueName('close'));
    const response = await change(acme.admin, acme, { action: { type: 'status', status: 'closed' }, ticketIds: ids });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: null, status: 'done', total: 3, changed: 3, message: '3 tickets closed' });
    expect((await ticketsById(acme, ids)).map((ticket) => ticket.status)).toEqual(['closed', 'closed', 'closed']);
    const numbers = await numbersOf(acme, ids);
    const told = await noticesAbout(acme, acme.bob, ids);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'status_changed', title: '3 tickets Closed', relatedId: null, data: { path: '/tickets' } });
    for (const number of numbers) expect(told[0]?.message).toContain(number);
    const mails = await mailsAbout(acme.bob, numbers);
    expect(mails.map((mail) => mail.subject)).toEqual([`3 tickets Closed: ${numbers.join(', ')}`]);
    expect(mails[0]?.links.some((link) => link.endsWith('/tickets'))).toBe(true);
  });

  it('tells each customer of a bulk close once, of their own tickets only', async () => {
    const word = uniqueName('two customers');
    const bobs = await insertTickets(acme, 2, word);
    const carols = await insertTickets(acme, 2, word, {
      customerId: acme.carol.recordId,
      customerName: acme.carol.name,
      createdBy: acme.carol.id,
    });
    const response = await change(acme.admin, acme, { action: { type: 'status', status: 'closed' }, ticketIds: [...bobs, ...carols] });
    expect(response.json()).toMatchObject({ changed: 4 });
    const [bobNumbers, carolNumbers] = [await numbersOf(acme, bobs), await numbersOf(acme, carols)];
    for (const [member, own, theirs] of [
      [acme.bob, bobNumbers, carolNumbers],
      [acme.carol, carolNumbers, bobNumbers],
    ] as const) {
      const mails = await mailsAbout(member, [...own, ...theirs]);
      expect(mails.map((mail) => mail.subject)).toEqual([`2 tickets Closed: ${own.join(', ')}`]);
      for (const number of theirs) expect(mails[0]?.text).not.toContain(number);
      const told = await noticesAbout(acme, member, [...bobs, ...carols]);
      expect(told).toHaveLength(1);
      for (const number of theirs) expect(told[0]?.message).not.toContain(number);
    }
  });

  it('gives the assignee of a bulk assignment one notice and one mail listing the tickets, and one ticket as a change of one would', async () => {
    const ids = await insertTickets(acme, 4, uniqueName('assign'));
    const response = await change(acme.admin, acme, { action: { type: 'assign', assignedTo: acme.otherAgent.id }, ticketIds: ids });
    expect(response.json()).toMatchObject({ changed: 4 });
    const numbers = await numbersOf(acme, ids);
    const told = await noticesAbout(acme, acme.otherAgent, ids);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'ticket_assigned', title: '4 tickets assigned to you' });
    expect(told[0]?.message.split('\n')[0]).toBe('Ada Admin assigned you:');
    const mails = await mailsAbout(acme.otherAgent, numbers);
    expect(mails.map((mail) => mail.subject)).toEqual([`4 tickets assigned to you: ${numbers.slice(0, 3).join(', ')} and 1 more`]);
    for (const number of numbers) expect(mails[0]?.text).toContain(number);

    const [one] = await insertTickets(acme, 1, 'Single printer');
    await change(acme.admin, acme, { action: { type: 'assign', assignedTo: acme.otherAgent.id }, ticketIds: [one] });
    const [number] = await numbersOf(acme, [one as string]);
    expect(await noticesAbout(acme, acme.otherAgent, [one as string])).toMatchObject([
      { title: 'Ticket assigned to you', relatedId: one, data: { path: `/tickets/${one}` } },
    ]);
    expect((await mailsAbout(acme.otherAgent, [number as string])).map((mail) => mail.subject)).toEqual([
      `Ticket assigned to you: [${number}] Single printer ticket 0`,
    ]);
  });

  it('respects the customer’s notification preferences for a bulk change', async () => {
    const quiet = await createMember(db, acme.organization, 'user', { name: 'Quinn Quiet' });
    const saved = await call('PUT', '/api/notification-preferences', {
      as: quiet,
      on: acme.organization,
      body: {
        appTicketComments: true,
        emailTicketComments: true,
        appTicketStatusChanges: false,
        emailTicketStatusChanges: false,
        emailFrequency: 'immediate',
        weekendNotifications: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ids = await insertTickets(acme, 2, uniqueName('quiet'), { customerId: quiet.recordId, createdBy: quiet.id });
    await change(acme.admin, acme, { action: { type: 'status', status: 'resolved' }, ticketIds: ids });
    expect(await noticesAbout(acme, quiet, ids)).toEqual([]);
    expect(await mailsAbout(quiet, await numbersOf(acme, ids))).toEqual([]);
  });

  it('counts a ticket that already had the status, and leaves another organization’s ticket alone as one it may not change', async () => {
    const [open, alreadyClosed] = await insertTickets(acme, 2, uniqueName('mixed'));
    await change(acme.admin, acme, { action: { type: 'status', status: 'closed' }, ticketIds: [alreadyClosed] });
    const [foreign] = await insertTickets(globex, 1, uniqueName('foreign'));
    const response = await change(acme.admin, acme, {
      action: { type: 'status', status: 'closed' },
      ticketIds: [open, alreadyClosed, foreign],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      changed: 1,
      unchanged: 1,
      skipped: 1,
      message: '1 ticket closed (1 was already closed, 1 you may not change)',
    });
    expect((await ticketsById(globex, [foreign as string]))[0]?.status).toBe('open');
  });

  it('lets an agent take the unassigned tickets of a selection but not a colleague’s', async () => {
    const unassigned = await insertTickets(acme, 2, uniqueName('queue'));
    const [colleagues] = await insertTickets(acme, 1, uniqueName('colleague'), { assignedTo: acme.otherAgent.id });
    const response = await change(acme.agent, acme, {
      action: { type: 'assign', assignedTo: acme.agent.id },
      ticketIds: [...unassigned, colleagues],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ changed: 2, skipped: 1, message: '2 tickets assigned to Andy Agent (1 you may not change)' });
    const after = await ticketsById(acme, [...unassigned, colleagues as string]);
    expect(after.find((ticket) => ticket.id === colleagues)?.assignedTo).toBe(acme.otherAgent.id);
    expect(after.filter((ticket) => ticket.assignedTo === acme.agent.id)).toHaveLength(2);
  });

  it('refuses an assignee who is not on the staff, changing nothing', async () => {
    const ids = await insertTickets(acme, 2, uniqueName('nobody'));
    for (const assignedTo of [acme.bob.id, globex.agent.id]) {
      const response = await change(acme.admin, acme, { action: { type: 'assign', assignedTo }, ticketIds: ids });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'assignee_not_staff' });
    }
    expect((await ticketsById(acme, ids)).every((ticket) => ticket.assignedTo === null)).toBe(true);
  });

  it('names what is wrong with a request it cannot take', async () => {
    const ids = await insertTickets(acme, 1, uniqueName('bad'));
    const cases: [unknown, string][] = [
      [{ action: { type: 'status', status: 'closed' } }, 'ticketIds'],
      [{ action: { type: 'status', status: 'closed' }, ticketIds: ids, matching: {} }, 'ticketIds'],
      [{ action: { type: 'status', status: 'finished' }, ticketIds: ids }, 'action'],
      [{ action: { type: 'status', status: 'closed' }, ticketIds: Array.from({ length: 101 }, () => ids[0]) }, 'ticketIds'],
      [{ action: { type: 'delete' }, ticketIds: ids }, 'action'],
    ];
    for (const [body, field] of cases) {
      const response = await change(acme.admin, acme, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const byCustomer = await change(acme.bob, acme, { action: { type: 'status', status: 'closed' }, ticketIds: ids });
    expect(byCustomer.statusCode).toBe(403);
    expect((await ticketsById(acme, ids))[0]?.status).toBe('open');
  });

  it('counts the tickets matching the list’s filters, each organization its own', async () => {
    const word = uniqueWord('Counted');
    await insertTickets(acme, 4, word);
    await insertTickets(acme, 2, word, { priority: 'high' });
    const count = async (member: TestMember, org: Org, query: string) => {
      const response = await call('GET', `/api/tickets/matching-count?${query}`, { as: member, on: org.organization });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().count;
    };
    expect(await count(acme.admin, acme, `search=${word}`)).toBe(6);
    expect(await count(acme.admin, acme, `search=${word}&priority=high`)).toBe(2);
    expect(await count(globex.admin, globex, `search=${word}`)).toBe(0);
  });

  it('changes a few matching tickets at once, and only those', async () => {
    const word = uniqueWord('Few');
    const matching = await insertTickets(acme, 5, word);
    const other = await insertTickets(acme, 1, uniqueWord('Other'));
    const response = await change(acme.admin, acme, { action: { type: 'status', status: 'resolved' }, matching: { search: word } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: null, status: 'done', changed: 5, message: '5 tickets resolved' });
    expect((await ticketsById(acme, matching)).every((ticket) => ticket.status === 'resolved')).toBe(true);
    expect((await ticketsById(acme, other))[0]?.status).toBe('open');
  });

  it('changes all of many matching tickets by a job in batches that only its requester follows, leaving newer tickets alone', async () => {
    const word = uniqueWord('Many');
    const matching = await insertTickets(acme, 230, word);
    const response = await change(acme.admin, acme, { action: { type: 'assign', assignedTo: acme.agent.id }, matching: { search: word } });
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json() as BulkChangeView;
    expect(started).toMatchObject({ status: 'running', total: 230, processed: 0, message: '0 of 230 tickets done' });
    const newer = await insertTickets(acme, 1, word);

    const progress = async (member: TestMember, org: Org) =>
      call('GET', `/api/tickets/bulk-changes/${started.id}`, { as: member, on: org.organization });
    const handler = createTicketBulkChangeHandler({ db, config: testConfig(), clock: systemClock });
    await handler({ organizationId: acme.organization.id, bulkChangeId: started.id }, { id: 1, queue: 'ticket-bulk-change', attempt: 1 });

    const done = await progress(acme.admin, acme);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'done',
      total: 230,
      processed: 230,
      changed: 230,
      message: '230 tickets assigned to Andy Agent',
    });
    expect((await ticketsById(acme, matching)).every((ticket) => ticket.assignedTo === acme.agent.id)).toBe(true);
    expect((await ticketsById(acme, newer))[0]?.assignedTo).toBeNull();
    // Its batches tell the assignee once, when it is over, of all 230.
    const told = await noticesAbout(acme, acme.agent, matching);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: '230 tickets assigned to you', data: { path: '/tickets' } });
    expect(told[0]?.message.split('\n').at(-1)).toBe('and 220 more');
    expect(await mailsAbout(acme.agent, await numbersOf(acme, matching))).toHaveLength(1);

    // Run again (a retried job), it changes nothing more.
    await handler({ organizationId: acme.organization.id, bulkChangeId: started.id }, { id: 1, queue: 'ticket-bulk-change', attempt: 2 });
    expect((await progress(acme.admin, acme)).json()).toMatchObject({ processed: 230 });

    for (const [member, org] of [
      [acme.agent, acme],
      [globex.admin, globex],
    ] as const) {
      expect((await progress(member, org)).statusCode).toBe(404);
    }
  });

  it('leaves the list showing the change: a closed ticket is no longer open', async () => {
    const word = uniqueWord('Listed');
    const ids = await insertTickets(acme, 2, word);
    await change(acme.admin, acme, { action: { type: 'status', status: 'closed' }, ticketIds: ids });
    const response = await call('GET', `/api/tickets?search=${word}&status=open`, { as: acme.admin, on: acme.organization });
    expect((response.json().items as TicketDto[]).length).toBe(0);
  });
});

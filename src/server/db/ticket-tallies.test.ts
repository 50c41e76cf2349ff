import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, type TestOrganization } from '../../../tests/support/factories.ts';
import { testDatabase } from '../../../tests/support/server.ts';
import type { Priority, TicketStatus } from '../../domain/ticket-status.ts';
import { type Database, queryRows } from './client.ts';
import { tickets } from './schema.ts';

type Tally = Record<string, number>;

/** The maintained tallies and a real count of the tickets, both as `status/priority` -> tickets. */
async function talliesAndCounts(db: Database, organizationId: string): Promise<{ tallies: Tally; counted: Tally }> {
  return db.withTenant({ organizationId }, async (tx) => {
    const asTally = (rows: { status: string; priority: string; n: number | string }[]) =>
      Object.fromEntries(rows.filter((row) => Number(row.n) !== 0).map((row) => [`${row.status}/${row.priority}`, Number(row.n)]));
    const tallies = await queryRows<{ status: string; priority: string; n: number }>(
      tx,
      sql`select status, priority, tickets as n from ticket_tallies where organization_id = ${organizationId}`,
    );
    const counted = await queryRows<{ status: string; priority: string; n: string }>(
      tx,
      sql`select status, priority, count(*) as n from tickets where organization_id = ${organizationId} group by 1, 2`,
    );
    return { tallies: asTally(tallies), counted: asTally(counted) };
  });
}

async function addTickets(db: Database, organization: TestOrganization, specs: [TicketStatus, Priority][]): Promise<string[]> {
  const rows = await db.withTenant({ organizationId: organization.id }, (tx) =>
    tx
      .insert(tickets)
      .values(
        specs.map(([status, priority]) => ({
          organizationId: organization.id,
          ticketNumber: `TKT-${crypto.randomUUID()}`,
          title: 'Counted',
          status,
          priority,
        })),
      )
      .returning({ id: tickets.id }),
  );
  return rows.map((row) => row.id);
}

describe('ticket tallies', () => {
  let db: Database;
  let organization: TestOrganization;

  beforeAll(async () => {
    db = await testDatabase();
    organization = await createOrganization(db);
  });

  it('follow every insert, status or priority change and delete, single or many rows at once', async () => {
    const ids = await addTickets(db, organization, [
      ['open', 'low'],
      ['open', 'high'],
      ['in_progress', 'high'],
      ['resolved', 'medium'],
      ['closed', 'urgent'],
    ]);
    expect((await talliesAndCounts(db, organization.id)).tallies).toEqual({
      'open/low': 1,
      'open/high': 1,
      'in_progress/high': 1,
      'resolved/medium': 1,
      'closed/urgent': 1,
    });

    await db.withTenant({ organizationId: organization.id }, async (tx) => {
      await tx
        .update(tickets)
        .set({ status: 'in_progress' })
        .where(eq(tickets.id, ids[0] as string));
      await tx
        .update(tickets)
        .set({ priority: 'urgent' })
        .where(inArray(tickets.id, [ids[1] as string, ids[2] as string]));
      await tx.update(tickets).set({ title: 'Renamed', commentCount: 3 }).where(eq(tickets.organizationId, organization.id));
      await tx.delete(tickets).where(eq(tickets.id, ids[3] as string));
    });

    const { tallies, counted } = await talliesAndCounts(db, organization.id);
    expect(tallies).toEqual(counted);
    expect(tallies).toEqual({ 'in_progress/low': 1, 'open/urgent': 1, 'in_progress/urgent': 1, 'closed/urgent': 1 });
  });

  it.runIf(process.env.DATABASE_URL)('stay exact when concurrent transactions move tickets in opposite directions at once', async () => {
    const other = await createOrganization(db);
    const ids = await addTickets(
      db,
      other,
      Array.from({ length: 40 }, (_, index): [TicketStatus, Priority] => [index % 2 === 0 ? 'open' : 'resolved', 'medium']),
    );
    const flip = (id: string, index: number) =>
      db.withTenant({ organizationId: other.id }, (tx) =>
        tx
          .update(tickets)
          .set({ status: index % 2 === 0 ? 'resolved' : 'open', priority: 'high' })
          .where(eq(tickets.id, id)),
      );

    await Promise.all(ids.map(flip));

    const { tallies, counted } = await talliesAndCounts(db, other.id);
    expect(tallies).toEqual(counted);
    expect(tallies).toEqual({ 'open/high': 20, 'resolved/high': 20 });
  });
});

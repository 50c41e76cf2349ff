import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ticketViews } from '../../db/schema.ts';

export type TicketViewRecord = Pick<
  typeof ticketViews.$inferSelect,
  'id' | 'ownerUserId' | 'name' | 'filters' | 'position' | 'createdAt' | 'updatedAt'
>;

const columns = {
  id: ticketViews.id,
  ownerUserId: ticketViews.ownerUserId,
  name: ticketViews.name,
  filters: ticketViews.filters,
  position: ticketViews.position,
  createdAt: ticketViews.createdAt,
  updatedAt: ticketViews.updatedAt,
};

/** The shared views and the user's own: what a staff member may see. */
const visibleTo = (organizationId: string, userId: string) =>
  and(eq(ticketViews.organizationId, organizationId), or(isNull(ticketViews.ownerUserId), eq(ticketViews.ownerUserId, userId)));

/** The shared ones of the organization (owner null), or the personal ones of a user. */
const ownedBy = (organizationId: string, ownerUserId: string | null) =>
  and(
    eq(ticketViews.organizationId, organizationId),
    ownerUserId ? eq(ticketViews.ownerUserId, ownerUserId) : isNull(ticketViews.ownerUserId),
  );

/** Shared views first, then the user's own, each in their order. */
export function listTicketViews(tx: Tx, organizationId: string, userId: string): Promise<TicketViewRecord[]> {
  return tx
    .select(columns)
    .from(ticketViews)
    .where(visibleTo(organizationId, userId))
    .orderBy(sql`${ticketViews.ownerUserId} is not null`, asc(ticketViews.position), asc(ticketViews.createdAt), asc(ticketViews.id));
}

/** A view the user may see (shared, or their own); another's personal view is not found. */
export async function findTicketView(tx: Tx, organizationId: string, userId: string, id: string): Promise<TicketViewRecord | null> {
  const [row] = await tx
    .select(columns)
    .from(ticketViews)
    .where(and(visibleTo(organizationId, userId), eq(ticketViews.id, id)));
  return row ?? null;
}

export async function countTicketViews(tx: Tx, organizationId: string, ownerUserId: string | null): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(ticketViews).where(ownedBy(organizationId, ownerUserId));
  return row?.n ?? 0;
}

/** The ids of the shared views (owner null) or of a user's own, in their order. */
export async function listTicketViewIds(tx: Tx, organizationId: string, ownerUserId: string | null): Promise<string[]> {
  const rows = await tx
    .select({ id: ticketViews.id })
    .from(ticketViews)
    .where(ownedBy(organizationId, ownerUserId))
    .orderBy(asc(ticketViews.position), asc(ticketViews.createdAt), asc(ticketViews.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** A new view goes last among its scope's. */
export async function insertTicketView(tx: Tx, values: Omit<typeof ticketViews.$inferInsert, 'position'>): Promise<string> {
  const owner = values.ownerUserId ? sql`owner_user_id = ${values.ownerUserId}` : sql`owner_user_id is null`;
  const [row] = await tx
    .insert(ticketViews)
    .values({
      ...values,
      position: sql`(select coalesce(max(position) + 1, 0) from ticket_views where organization_id = ${values.organizationId} and ${owner})`,
    })
    .returning({ id: ticketViews.id });
  if (!row) throw new Error('ticket view not created');
  return row.id;
}

export async function updateTicketView(
  tx: Tx,
  organizationId: string,
  id: string,
  values: Pick<typeof ticketViews.$inferInsert, 'ownerUserId' | 'name' | 'filters' | 'updatedAt'> & { position?: number },
): Promise<void> {
  await tx
    .update(ticketViews)
    .set(values)
    .where(and(eq(ticketViews.organizationId, organizationId), eq(ticketViews.id, id)));
}

/** Each view's position is its place in `ids`, in one statement. */
export async function setTicketViewPositions(tx: Tx, organizationId: string, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update ticket_views v set position = o.position - 1, updated_at = ${now.toISOString()}::timestamptz
          from unnest(${sql`array[${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]`}) with ordinality as o(id, position)
         where v.organization_id = ${organizationId} and v.id = o.id`,
  );
}

export async function deleteTicketView(tx: Tx, organizationId: string, id: string): Promise<void> {
  await tx.delete(ticketViews).where(and(eq(ticketViews.organizationId, organizationId), eq(ticketViews.id, id)));
}

import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, profiles, savedReplies } from '../../db/schema.ts';

const columns = {
  id: savedReplies.id,
  ownerUserId: savedReplies.ownerUserId,
  name: savedReplies.name,
  body: savedReplies.body,
  status: savedReplies.status,
  priority: savedReplies.priority,
  assigneeId: savedReplies.assigneeId,
  assigneeName: profiles.name,
  createdAt: savedReplies.createdAt,
  updatedAt: savedReplies.updatedAt,
};

export type SavedReplyRecord = {
  id: string;
  ownerUserId: string | null;
  name: string;
  body: string;
  status: (typeof savedReplies.$inferSelect)['status'];
  priority: (typeof savedReplies.$inferSelect)['priority'];
  assigneeId: string | null;
  /** Null when the assignee is no longer a member of the organization. */
  assigneeName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The shared replies and the user's own: what a staff member may see. */
const visibleTo = (organizationId: string, userId: string) =>
  and(eq(savedReplies.organizationId, organizationId), or(isNull(savedReplies.ownerUserId), eq(savedReplies.ownerUserId, userId)));

function selectReplies(tx: Tx) {
  return tx
    .select(columns)
    .from(savedReplies)
    .leftJoin(profiles, and(eq(profiles.id, savedReplies.assigneeId), eq(profiles.organizationId, savedReplies.organizationId)));
}

export function listSavedReplies(tx: Tx, organizationId: string, userId: string): Promise<SavedReplyRecord[]> {
  return selectReplies(tx)
    .where(visibleTo(organizationId, userId))
    .orderBy(asc(sql`lower(${savedReplies.name})`), asc(savedReplies.id));
}

/** A reply the user may see (shared, or their own); another's personal reply is not found. */
export async function findSavedReply(tx: Tx, organizationId: string, userId: string, id: string): Promise<SavedReplyRecord | null> {
  const [row] = await selectReplies(tx).where(and(visibleTo(organizationId, userId), eq(savedReplies.id, id)));
  return row ?? null;
}

/** The shared replies of the organization (owner null), or the personal ones of a user. */
export async function countSavedReplies(tx: Tx, organizationId: string, ownerUserId: string | null): Promise<number> {
  const owner = ownerUserId ? eq(savedReplies.ownerUserId, ownerUserId) : isNull(savedReplies.ownerUserId);
  const [row] = await tx
    .select({ n: count() })
    .from(savedReplies)
    .where(and(eq(savedReplies.organizationId, organizationId), owner));
  return row?.n ?? 0;
}

export async function insertSavedReply(tx: Tx, values: typeof savedReplies.$inferInsert): Promise<string> {
  const [row] = await tx.insert(savedReplies).values(values).returning({ id: savedReplies.id });
  if (!row) throw new Error('saved reply not created');
  return row.id;
}

export async function updateSavedReply(
  tx: Tx,
  organizationId: string,
  id: string,
  values: Pick<typeof savedReplies.$inferInsert, 'ownerUserId' | 'name' | 'body' | 'status' | 'priority' | 'assigneeId' | 'updatedAt'>,
): Promise<void> {
  await tx
    .update(savedReplies)
    .set(values)
    .where(and(eq(savedReplies.organizationId, organizationId), eq(savedReplies.id, id)));
}

export async function deleteSavedReply(tx: Tx, organizationId: string, id: string): Promise<void> {
  await tx.delete(savedReplies).where(and(eq(savedReplies.organizationId, organizationId), eq(savedReplies.id, id)));
}

/** The ticket's customer as the placeholders name them; null for a ticket without a customer record. */
export async function findCustomerContact(
  tx: Tx,
  organizationId: string,
  customerId: string,
): Promise<{ contactName: string; email: string } | null> {
  const [row] = await tx
    .select({ contactName: customers.contactName, email: customers.email })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId)));
  return row ?? null;
}

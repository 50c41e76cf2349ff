import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, ticketFollowers } from '../../db/schema.ts';

const ofTicket = (organizationId: string, ticketId: string) =>
  and(eq(ticketFollowers.organizationId, organizationId), eq(ticketFollowers.ticketId, ticketId));

export async function listFollowerIds(tx: Tx, organizationId: string, ticketId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: ticketFollowers.userId })
    .from(ticketFollowers)
    .where(and(ofTicket(organizationId, ticketId), isNotNull(ticketFollowers.userId)));
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

/** The addresses copied on a ticket's public replies, in the order they were added. */
export async function listCopiedAddresses(tx: Tx, organizationId: string, ticketId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: ticketFollowers.email })
    .from(ticketFollowers)
    .where(and(ofTicket(organizationId, ticketId), isNotNull(ticketFollowers.email)))
    .orderBy(asc(ticketFollowers.createdAt), asc(ticketFollowers.email));
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

export async function addFollower(tx: Tx, organizationId: string, ticketId: string, userId: string): Promise<void> {
  await tx.insert(ticketFollowers).values({ organizationId, ticketId, userId }).onConflictDoNothing();
}

export async function removeFollower(tx: Tx, organizationId: string, ticketId: string, userId: string): Promise<void> {
  await tx.delete(ticketFollowers).where(and(ofTicket(organizationId, ticketId), eq(ticketFollowers.userId, userId)));
}

/** Replaces the addresses copied on a ticket's replies with these (already distinct, case aside). */
export async function replaceCopiedAddresses(
  tx: Tx,
  organizationId: string,
  ticketId: string,
  addresses: string[],
  now: Date,
): Promise<void> {
  await tx.delete(ticketFollowers).where(and(ofTicket(organizationId, ticketId), isNotNull(ticketFollowers.email)));
  if (addresses.length === 0) return;
  await tx.insert(ticketFollowers).values(addresses.map((email) => ({ organizationId, ticketId, email, createdAt: now })));
}

/** The e-mail address of a ticket's customer record, when it has one. */
export async function findCustomerEmail(tx: Tx, organizationId: string, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId)));
  return row?.email ?? null;
}

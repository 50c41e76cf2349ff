import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CustomerInput } from '../../../domain/customer-rules.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { afterPosition, type KeysetPosition, keysetOrder, positionAt } from '../../db/keyset-cursor.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { authSessions, customers, tickets, workOrders } from '../../db/schema.ts';

export interface CustomerRecord {
  id: string;
  organizationName: string;
  contactName: string;
  email: string;
  phone: string | null;
  userId: string | null;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
  emailBouncedAt: Date | null;
  position: KeysetPosition;
}

const customerColumns = {
  id: customers.id,
  organizationName: customers.organizationName,
  contactName: customers.contactName,
  email: customers.email,
  phone: customers.phone,
  userId: customers.userId,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
  archivedAt: customers.archivedAt,
  emailBouncedAt: customers.emailBouncedAt,
  positionAt: positionAt(customers.createdAt),
};

type CustomerRow = { positionAt: string } & Omit<CustomerRecord, 'position'>;

function toRecord({ positionAt: at, ...row }: CustomerRow): CustomerRecord {
  return { ...row, position: { at, id: row.id } };
}

/** Part of the contact name, the company or the e-mail, case-insensitively (the trigram indexes serve it). */
function matching(search: string | null) {
  if (!search) return undefined;
  const like = likePattern(search);
  return sql`(${customers.contactName} ilike ${like} or ${customers.organizationName} ilike ${like} or ${customers.email} ilike ${like})`;
}

const isActive = isNull(customers.archivedAt);
const isArchived = isNotNull(customers.archivedAt);

/** One page of the organization's customers, the archived ones or the others, newest first; reads `limit` rows. */
export async function listCustomers(
  tx: Tx,
  options: { organizationId: string; archived: boolean; search: string | null; after: KeysetPosition | null; limit: number },
): Promise<CustomerRecord[]> {
  const { organizationId, archived, search, after, limit } = options;
  const rows = await tx
    .select(customerColumns)
    .from(customers)
    .where(
      and(
        eq(customers.organizationId, organizationId),
        archived ? isArchived : isActive,
        matching(search),
        after ? afterPosition(customers.createdAt, customers.id, after, 'newest') : undefined,
      ),
    )
    .orderBy(keysetOrder(customers.createdAt, customers.id, 'newest'))
    .limit(limit);
  return rows.map(toRecord);
}

export interface CustomerCounts {
  total: number;
  activeUsers: number;
  newThisMonth: number;
  withEmail: number;
}

/** The four summary cards in one statement over the organization's customers that are not archived. */
export async function countCustomers(tx: Tx, organizationId: string, monthStart: Date): Promise<CustomerCounts> {
  const [row] = await queryRows<Record<keyof CustomerCounts, number | string>>(
    tx,
    sql`select count(*) as "total",
               count(*) filter (where user_id is not null) as "activeUsers",
               count(*) filter (where created_at >= ${monthStart.toISOString()}::timestamptz) as "newThisMonth",
               count(*) filter (where email <> '') as "withEmail"
          from customers where organization_id = ${organizationId} and archived_at is null`,
  );
  return {
    total: Number(row?.total ?? 0),
    activeUsers: Number(row?.activeUsers ?? 0),
    newThisMonth: Number(row?.newThisMonth ?? 0),
    withEmail: Number(row?.withEmail ?? 0),
  };
}

/** A customer that is not archived (or, asked for, one that is), locked when the caller is about to change it. */
export async function findCustomer(
  tx: Tx,
  organizationId: string,
  customerId: string,
  options: { forUpdate?: boolean; archived?: boolean } = {},
): Promise<CustomerRecord | null> {
  const query = tx
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId), options.archived ? isArchived : isActive));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? toRecord(row) : null;
}

/** Whether a customer of the organization has this e-mail, and whether that customer is archived (the address stays theirs). */
export async function findEmailOwner(
  tx: Tx,
  organizationId: string,
  email: string,
  exceptId?: string,
): Promise<{ isArchived: boolean } | null> {
  const [row] = await tx
    .select({ isArchived: sql<boolean>`${customers.archivedAt} is not null` })
    .from(customers)
    .where(
      and(
        eq(customers.organizationId, organizationId),
        eq(sql`lower(${customers.email})`, email.toLowerCase()),
        exceptId ? sql`${customers.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Which of these lowercase e-mails already belong to a customer of the organization. */
export async function findTakenEmails(tx: Tx, organizationId: string, lowercaseEmails: readonly string[]): Promise<Set<string>> {
  if (lowercaseEmails.length === 0) return new Set();
  const rows = await tx
    .select({ email: sql<string>`lower(${customers.email})` })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), inArray(sql`lower(${customers.email})`, [...lowercaseEmails])));
  return new Set(rows.map((row) => row.email));
}

export async function insertCustomer(tx: Tx, organizationId: string, input: CustomerInput, now: Date): Promise<CustomerRecord> {
  const [row] = await tx
    .insert(customers)
    .values({ organizationId, ...input, createdAt: now, updatedAt: now })
    .returning(customerColumns);
  if (!row) throw new Error('customer not created');
  return toRecord(row);
}

/** Inserts the rows, skipping any whose e-mail a concurrent change took meanwhile; answers how many were added. */
export async function insertCustomers(tx: Tx, organizationId: string, inputs: readonly CustomerInput[], now: Date): Promise<number> {
  let added = 0;
  const batchSize = 500;
  for (let start = 0; start < inputs.length; start += batchSize) {
    const batch = inputs.slice(start, start + batchSize).map((input) => ({ organizationId, ...input, createdAt: now, updatedAt: now }));
    const rows = await tx.insert(customers).values(batch).onConflictDoNothing().returning({ id: customers.id });
    added += rows.length;
  }
  return added;
}

export async function updateCustomer(
  tx: Tx,
  organizationId: string,
  customerId: string,
  input: CustomerInput,
  now: Date,
): Promise<CustomerRecord | null> {
  const [row] = await tx
    .update(customers)
    .set({ ...input, updatedAt: now })
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId), isActive))
    .returning(customerColumns);
  return row ? toRecord(row) : null;
}

export async function archiveCustomer(tx: Tx, organizationId: string, customerId: string, now: Date): Promise<void> {
  await tx
    .update(customers)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId)));
}

export async function restoreCustomer(tx: Tx, organizationId: string, customerId: string, now: Date): Promise<CustomerRecord | null> {
  const [row] = await tx
    .update(customers)
    .set({ archivedAt: null, updatedAt: now })
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId), isArchived))
    .returning(customerColumns);
  return row ? toRecord(row) : null;
}

/** A member says mail to a customer's address works again (it was corrected at their end). */
export async function clearEmailBounce(tx: Tx, organizationId: string, customerId: string): Promise<CustomerRecord | null> {
  const [row] = await tx
    .update(customers)
    .set({ emailBouncedAt: null })
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId), isActive))
    .returning(customerColumns);
  return row ? toRecord(row) : null;
}

export async function deleteCustomer(tx: Tx, organizationId: string, customerId: string): Promise<void> {
  await tx.delete(customers).where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId)));
}

/** Ends every session of a login: its refresh tokens go with them, so it is signed out when its access token expires. */
export async function endSessionsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(authSessions).where(eq(authSessions.userId, userId));
}

export interface CustomerHistory {
  ticketCount: number;
  workOrderCount: number;
}

export async function countHistory(tx: Tx, organizationId: string, customerId: string): Promise<CustomerHistory> {
  const [row] = await queryRows<{ tickets: number | string; work_orders: number | string }>(
    tx,
    sql`select (select count(*) from tickets where organization_id = ${organizationId} and customer_id = ${customerId}) as tickets,
               (select count(*) from work_orders where organization_id = ${organizationId} and customer_id = ${customerId}) as work_orders`,
  );
  return { ticketCount: Number(row?.tickets ?? 0), workOrderCount: Number(row?.work_orders ?? 0) };
}

/** The customer's tickets, newest first. */
export function listCustomerTickets(tx: Tx, organizationId: string, customerId: string, limit: number) {
  return tx
    .select({
      id: tickets.id,
      ticketNumber: tickets.ticketNumber,
      title: tickets.title,
      status: tickets.status,
      priority: tickets.priority,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.customerId, customerId)))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(limit);
}

/** The customer's work orders, newest first. */
export function listCustomerWorkOrders(tx: Tx, organizationId: string, customerId: string, limit: number) {
  return tx
    .select({
      id: workOrders.id,
      workOrderNumber: workOrders.workOrderNumber,
      title: workOrders.title,
      status: workOrders.status,
      priority: workOrders.priority,
      createdAt: workOrders.createdAt,
    })
    .from(workOrders)
    .where(and(eq(workOrders.organizationId, organizationId), eq(workOrders.customerId, customerId)))
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
    .limit(limit);
}

/** Whether the login of a customer account still has a customer record that is not archived. */
export async function hasActiveCustomerRecord(tx: Tx, organizationId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.userId, userId), isActive));
  return rows.length > 0;
}

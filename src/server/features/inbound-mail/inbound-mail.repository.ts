import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type EmailSettings, emailSettingsSchema } from '../../../domain/inbound-mail.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { resolveStoredSettings } from '../../../domain/stored-settings.ts';
import type { Tx } from '../../db/client.ts';
import { customers, organizationSettings, profiles, ticketComments, tickets } from '../../db/schema.ts';

export async function readEmailSettings(tx: Tx, organizationId: string): Promise<EmailSettings> {
  const [row] = await tx
    .select({ email: organizationSettings.email })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return resolveStoredSettings(emailSettingsSchema, row?.email);
}

export async function saveEmailSettings(tx: Tx, organizationId: string, settings: EmailSettings, now: Date): Promise<void> {
  await tx
    .insert(organizationSettings)
    .values({ organizationId, email: settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: { email: settings, updatedAt: now } });
}

export interface MailTicket {
  id: string;
  ticketNumber: string;
  title: string;
  status: (typeof tickets.$inferSelect)['status'];
  updatedAt: Date;
  customerEmail: string | null;
  replyToken: string;
}

const mailTicketColumns = {
  id: tickets.id,
  ticketNumber: tickets.ticketNumber,
  title: tickets.title,
  status: tickets.status,
  updatedAt: tickets.updatedAt,
  replyToken: tickets.replyToken,
  customerEmail: sql<string | null>`(select c.email from customers c where c.id = ${tickets.customerId})`,
};

/**
 * A ticket of the organization, not an escalation (those are answered in the workspace); a ticket merged into another
 * stands for that one, where its conversation continues.
 */
async function findMailTicketWhere(tx: Tx, organizationId: string, condition: ReturnType<typeof eq>): Promise<MailTicket | null> {
  const [row] = await tx
    .select({ ...mailTicketColumns, mergedIntoTicketId: tickets.mergedIntoTicketId })
    .from(tickets)
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.isEscalation, false), condition));
  if (!row) return null;
  const { mergedIntoTicketId, ...ticket } = row;
  return mergedIntoTicketId ? findMailTicketWhere(tx, organizationId, eq(tickets.id, mergedIntoTicketId)) : ticket;
}

export function findTicketByReplyToken(tx: Tx, organizationId: string, replyToken: string): Promise<MailTicket | null> {
  return findMailTicketWhere(tx, organizationId, eq(tickets.replyToken, replyToken));
}

export function findTicketById(tx: Tx, organizationId: string, ticketId: string): Promise<MailTicket | null> {
  return findMailTicketWhere(tx, organizationId, eq(tickets.id, ticketId));
}

export function findTicketByNumber(tx: Tx, organizationId: string, ticketNumber: string): Promise<MailTicket | null> {
  return findMailTicketWhere(tx, organizationId, eq(sql`upper(${tickets.ticketNumber})`, ticketNumber.toUpperCase()));
}

/** Whether an address has written on a ticket (a comment of theirs), besides being its customer. */
export async function hasCommentedFrom(tx: Tx, organizationId: string, ticketId: string, address: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ticketComments.id })
    .from(ticketComments)
    .where(
      and(
        eq(ticketComments.organizationId, organizationId),
        eq(ticketComments.ticketId, ticketId),
        eq(sql`lower(${ticketComments.userEmail})`, address.toLowerCase()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface MailMember {
  userId: string;
  name: string;
  email: string;
  role: (typeof profiles.$inferSelect)['role'];
}

/** A staff member of the organization with this address. */
export async function findStaffMember(tx: Tx, organizationId: string, address: string): Promise<MailMember | null> {
  const rows = await tx
    .select({ userId: profiles.id, name: profiles.name, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(sql`lower(${profiles.email})`, address.toLowerCase())));
  return rows.find((row) => isStaffRole(row.role)) ?? null;
}

export interface MailCustomer {
  id: string;
  contactName: string;
  email: string;
  userId: string | null;
}

const customerColumns = { id: customers.id, contactName: customers.contactName, email: customers.email, userId: customers.userId };

export async function findCustomerByEmail(tx: Tx, organizationId: string, address: string): Promise<MailCustomer | null> {
  const [row] = await tx
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(sql`lower(${customers.email})`, address.toLowerCase())));
  return row ?? null;
}

/** A customer record for a new sender, named as their mail client names them. */
export async function insertMailCustomer(
  tx: Tx,
  values: { organizationId: string; email: string; contactName: string; now: Date },
): Promise<MailCustomer> {
  const [row] = await tx
    .insert(customers)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning(customerColumns);
  if (!row) throw new Error(`customer ${values.email} not created`);
  return row;
}

/** Marks the customers with these addresses as ones whose mail bounces; answers their ids. */
export async function markCustomersBouncing(tx: Tx, organizationId: string, addresses: readonly string[], now: Date): Promise<string[]> {
  if (addresses.length === 0) return [];
  const lowered = [...new Set(addresses.map((address) => address.toLowerCase()))];
  const rows = await tx
    .update(customers)
    .set({ emailBouncedAt: now })
    .where(and(eq(customers.organizationId, organizationId), inArray(sql`lower(${customers.email})`, lowered)))
    .returning({ id: customers.id });
  return rows.map((row) => row.id);
}

/** A customer's address works again: mail from it arrived. */
export async function clearCustomerBounce(tx: Tx, organizationId: string, address: string): Promise<void> {
  await tx
    .update(customers)
    .set({ emailBouncedAt: null })
    .where(
      and(eq(customers.organizationId, organizationId), eq(sql`lower(${customers.email})`, address), isNotNull(customers.emailBouncedAt)),
    );
}

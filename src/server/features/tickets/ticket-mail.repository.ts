import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailMessages, organizations } from '../../db/schema.ts';

export type MailMessageValues = typeof mailMessages.$inferInsert;

/** Records a message of a ticket's thread; false when its Message-ID is already known (the same mail delivered again). */
export async function insertMailMessage(tx: Tx, values: MailMessageValues): Promise<boolean> {
  const rows = await tx.insert(mailMessages).values(values).onConflictDoNothing().returning({ id: mailMessages.id });
  return rows.length > 0;
}

/** The ticket of the first of these Message-IDs the organization knows, in the order given. */
export async function findTicketOfMessageIds(tx: Tx, organizationId: string, messageIds: readonly string[]): Promise<string | null> {
  if (messageIds.length === 0) return null;
  const rows = await tx
    .select({ ticketId: mailMessages.ticketId, messageId: mailMessages.messageId })
    .from(mailMessages)
    .where(and(eq(mailMessages.organizationId, organizationId), inArray(mailMessages.messageId, [...messageIds])));
  const byId = new Map(rows.map((row) => [row.messageId, row.ticketId]));
  for (const id of messageIds) {
    const ticketId = byId.get(id);
    if (ticketId) return ticketId;
  }
  return null;
}

/** The newest message a customer sent on a ticket, which a reply to them answers. */
export async function findLatestInboundMessageId(tx: Tx, organizationId: string, ticketId: string): Promise<string | null> {
  const [row] = await tx
    .select({ messageId: mailMessages.messageId })
    .from(mailMessages)
    .where(and(eq(mailMessages.organizationId, organizationId), eq(mailMessages.ticketId, ticketId), eq(mailMessages.direction, 'inbound')))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  return row?.messageId ?? null;
}

/** Marks the mail Tandem sent with one of these Message-IDs as not delivered; answers the comments it carried. */
export async function markMessagesBounced(tx: Tx, organizationId: string, messageIds: readonly string[]): Promise<number> {
  if (messageIds.length === 0) return 0;
  const rows = await tx
    .update(mailMessages)
    .set({ status: 'bounced' })
    .where(
      and(
        eq(mailMessages.organizationId, organizationId),
        eq(mailMessages.direction, 'outbound'),
        inArray(mailMessages.messageId, [...messageIds]),
      ),
    )
    .returning({ id: mailMessages.id });
  return rows.length;
}

export async function findOrganizationSender(tx: Tx, organizationId: string): Promise<{ name: string; subdomain: string } | null> {
  const [row] = await tx
    .select({ name: organizations.name, subdomain: organizations.subdomain })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

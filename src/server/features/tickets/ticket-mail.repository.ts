import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { mailMessages } from '../../db/schema.ts';

/**
 * Records a message of a ticket's thread. A Message-ID already recorded (the same mail delivered twice at once) fails
 * the change: the receiver answers 451, and the sender's retry finds it known.
 */
export async function insertMailMessage(tx: Tx, values: typeof mailMessages.$inferInsert): Promise<void> {
  await tx.insert(mailMessages).values(values);
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

export interface ReceivedMailRecord {
  commentId: string | null;
  address: string;
  html: string | null;
  quotedText: string;
  quotedHtml: string | null;
  attachments: { id: string; filename: string; contentType: string; size: number; isInline: boolean }[];
}

/**
 * The messages a ticket received, each with the comment it became (none for the one that opened the ticket) and the
 * files it carried: one statement, whatever the number of messages and files.
 */
export function listReceivedMail(tx: Tx, organizationId: string, ticketId: string): Promise<ReceivedMailRecord[]> {
  return queryRows<ReceivedMailRecord>(
    tx,
    sql`select m.comment_id as "commentId", m.address, m.html, m.quoted_text as "quotedText", m.quoted_html as "quotedHtml",
               coalesce((select json_agg(json_build_object('id', a.id, 'filename', a.filename, 'contentType', a.content_type,
                                                          'size', a.byte_size, 'isInline', a.is_inline) order by a.created_at, a.id)
                           from comment_attachments a
                          where a.organization_id = m.organization_id and a.ticket_id = m.ticket_id
                            and a.comment_id is not distinct from m.comment_id), '[]') as "attachments"
          from mail_messages m
         where m.organization_id = ${organizationId} and m.ticket_id = ${ticketId} and m.direction = 'inbound'`,
  );
}

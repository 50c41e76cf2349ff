import { and, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
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

/**
 * Marks the mail Tandem sent with one of these Message-IDs as not delivered, with the delivery report's reason;
 * answers the tickets it was about and the addresses it was sent to.
 */
export async function markMessagesBounced(
  tx: Tx,
  organizationId: string,
  messageIds: readonly string[],
  reason: string | null,
): Promise<{ ticketId: string; address: string }[]> {
  if (messageIds.length === 0) return [];
  return tx
    .update(mailMessages)
    .set({ status: 'bounced', bounceReason: reason })
    .where(
      and(
        eq(mailMessages.organizationId, organizationId),
        eq(mailMessages.direction, 'outbound'),
        inArray(mailMessages.messageId, [...messageIds]),
      ),
    )
    .returning({ ticketId: mailMessages.ticketId, address: mailMessages.address });
}

/** How many acknowledgements of new tickets were sent to an address since a moment. */
export async function countAcknowledgementsTo(tx: Tx, organizationId: string, address: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.organizationId, organizationId),
        eq(mailMessages.address, address),
        eq(mailMessages.kind, 'acknowledgement'),
        gt(mailMessages.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** The e-mail a message of a ticket came in as, with the files it carried, as the screens show it. */
export interface ReceivedMail {
  from: string;
  html: string | null;
  quotedText: string;
  quotedHtml: string | null;
  attachments: ListedAttachment[];
}

/** A file of a ticket's message, as the screens list it. */
export interface ListedAttachment {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  isInline: boolean;
}

/** The attachments (`comment_attachments a`) a condition picks, as a JSON array of ListedAttachment in the order they came. */
export function attachmentsWhere(condition: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object('id', a.id, 'filename', a.filename, 'contentType', a.content_type,
                                                         'size', a.byte_size, 'isInline', a.is_inline) order by a.created_at, a.id)
                         from comment_attachments a where ${condition}), '[]')`;
}

/** A received message of `mail_messages` (under the alias given) as a ReceivedMail, built by PostgreSQL in the same statement. */
export function receivedMailOf(message: SQL): SQL {
  return sql`json_build_object('from', ${message}.address, 'html', ${message}.html, 'quotedText', ${message}.quoted_text,
    'quotedHtml', ${message}.quoted_html,
    'attachments', ${attachmentsWhere(sql`a.organization_id = ${message}.organization_id and a.ticket_id = ${message}.ticket_id
                                            and a.comment_id is not distinct from ${message}.comment_id`)})`;
}

import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { calendarEvents, commentAttachments, mailMessages, ticketComments, tickets } from '../../db/schema.ts';

/** Moves every comment of a ticket, internal notes included, to another. */
export async function moveComments(tx: Tx, organizationId: string, fromId: string, toId: string): Promise<void> {
  await tx
    .update(ticketComments)
    .set({ ticketId: toId })
    .where(and(eq(ticketComments.organizationId, organizationId), eq(ticketComments.ticketId, fromId)));
}

/** Moves a ticket's files to another; those of its opening message go with the comment that now carries it. */
export async function moveAttachments(
  tx: Tx,
  organizationId: string,
  fromId: string,
  toId: string,
  openingCommentId: string,
): Promise<void> {
  await tx
    .update(commentAttachments)
    .set({ ticketId: toId, commentId: sql`coalesce(${commentAttachments.commentId}, ${openingCommentId}::uuid)` })
    .where(and(eq(commentAttachments.organizationId, organizationId), eq(commentAttachments.ticketId, fromId)));
}

/**
 * Moves a ticket's mail records to another, so that a reply naming one of their Message-IDs lands there; the mail
 * that opened it becomes the mail of the comment that now carries it.
 */
export async function moveMailMessages(
  tx: Tx,
  organizationId: string,
  fromId: string,
  toId: string,
  openingCommentId: string,
): Promise<void> {
  await tx
    .update(mailMessages)
    .set({
      ticketId: toId,
      commentId: sql`case when ${mailMessages.commentId} is null and ${mailMessages.direction} = 'inbound'
                          then ${openingCommentId}::uuid else ${mailMessages.commentId} end`,
    })
    .where(and(eq(mailMessages.organizationId, organizationId), eq(mailMessages.ticketId, fromId)));
}

/** Moves a ticket's calendar events to another; an appointment's description then names the other ticket (decision 141). */
export async function moveCalendarEvents(
  tx: Tx,
  organizationId: string,
  from: { id: string; ticketNumber: string },
  to: { id: string; ticketNumber: string },
  now: Date,
): Promise<void> {
  const fromReference = `Appointment for ticket ${from.ticketNumber}`;
  const toReference = `Appointment for ticket ${to.ticketNumber}`;
  await tx
    .update(calendarEvents)
    .set({
      ticketId: to.id,
      description: sql`case when left(${calendarEvents.description}, ${fromReference.length}) = ${fromReference}
                            then ${toReference} || substr(${calendarEvents.description}, ${fromReference.length + 1})
                            else ${calendarEvents.description} end`,
      updatedAt: now,
    })
    .where(and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.ticketId, from.id)));
}

/** The comments of a ticket's conversation (internal notes are not counted). */
export async function countConversation(tx: Tx, organizationId: string, ticketId: string): Promise<number> {
  const [row] = await tx
    .select({ comments: count() })
    .from(ticketComments)
    .where(
      and(eq(ticketComments.organizationId, organizationId), eq(ticketComments.ticketId, ticketId), eq(ticketComments.isInternal, false)),
    );
  return row?.comments ?? 0;
}

/** The duplicates merged into a ticket follow it into the ticket it is merged into, so that each leads to a ticket not merged. */
export async function repointMergedTickets(tx: Tx, organizationId: string, fromId: string, toId: string): Promise<void> {
  await tx
    .update(tickets)
    .set({ mergedIntoTicketId: toId })
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.mergedIntoTicketId, fromId)));
}

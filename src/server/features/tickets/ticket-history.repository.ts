import type { Tx } from '../../db/client.ts';
import { ticketHistory } from '../../db/schema.ts';

export type TicketHistoryField = (typeof ticketHistory.$inferInsert)['field'];

/** One change of a ticket, in the transaction that makes it; nothing when the value did not change. */
export async function recordTicketChange(
  tx: Tx,
  change: {
    organizationId: string;
    ticketId: string;
    actor: { userId: string | null; name: string };
    field: TicketHistoryField;
    from: string | null;
    to: string | null;
    now: Date;
  },
): Promise<void> {
  if (change.from === change.to) return;
  await tx.insert(ticketHistory).values({
    organizationId: change.organizationId,
    ticketId: change.ticketId,
    actorId: change.actor.userId,
    actorName: change.actor.name,
    field: change.field,
    fromValue: change.from,
    toValue: change.to,
    createdAt: change.now,
  });
}

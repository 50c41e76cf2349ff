import type { BulkTicketAction } from '../../../domain/ticket-bulk-changes.ts';
import { BULK_NOTICE_LISTED, bulkAssignedNotice, bulkStatusNotice, type Notice } from '../../../domain/ticket-notices.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import type { TicketMailTicket } from '../../mail/ticket-threads.ts';
import { type GatheredItems, gatherNoticeItems, notifyMembers, takeGatheredNoticeItems } from '../notifications/notifications.service.ts';

/** The tickets a bulk change made for each person it tells (assignee, customers), by user id. */
export type BulkNoticeTickets = Map<string, TicketMailTicket[]>;

/** Notes that a ticket of the change is one to tell this person of, instead of telling them at once. */
export function addBulkNoticeTicket(tickets: BulkNoticeTickets, userId: string, ticket: TicketMailTicket): void {
  const { id, ticketNumber, title, replyToken } = ticket;
  tickets.set(userId, [...(tickets.get(userId) ?? []), { id, ticketNumber, title, replyToken }]);
}

interface TellOptions {
  config: Config;
  organizationId: string;
  action: BulkTicketAction;
  /** Who made the change, as the assignee's notice names them. */
  actorName: string;
  now: Date;
}

function noticeOf(action: BulkTicketAction, tickets: GatheredItems<TicketMailTicket>, actorName: string): Notice {
  return action.type === 'assign' ? bulkAssignedNotice(tickets, actorName) : bulkStatusNotice(tickets, action.status);
}

/**
 * One notice per person of a bulk change, in the transaction that ends it, as their preferences say: it lists
 * their tickets and leads to the ticket list, or to the ticket itself when there is only one (its mail then joins
 * the ticket's thread).
 */
async function tellEach(tx: Tx, options: TellOptions & { byPerson: Map<string, GatheredItems<TicketMailTicket>> }): Promise<void> {
  const { config, organizationId, action, actorName, now } = options;
  for (const [userId, tickets] of options.byPerson) {
    const [only] = tickets.count === 1 ? tickets.listed : [];
    await notifyMembers({
      tx,
      config,
      organizationId,
      recipientIds: [userId],
      notice: noticeOf(action, tickets, actorName),
      relatedId: only?.id ?? null,
      path: only ? `/tickets/${only.id}` : '/tickets',
      now,
      ...(only ? { ticket: only } : {}),
    });
  }
}

/** Tells everyone of a bulk change made in one transaction. */
export async function tellOfBulkChange(tx: Tx, options: TellOptions & { tickets: BulkNoticeTickets }): Promise<void> {
  const byPerson = new Map([...options.tickets].map(([userId, tickets]) => [userId, { listed: tickets, count: tickets.length }]));
  await tellEach(tx, { ...options, byPerson });
}

const gatheringKey = (bulkChangeId: string) => `ticket-bulk-change:${bulkChangeId}`;

/** Keeps a batch's tickets for the notices sent when its change, made in several transactions, ends. */
export async function gatherBulkNoticeTickets(
  tx: Tx,
  options: { organizationId: string; bulkChangeId: string; tickets: BulkNoticeTickets; now: Date },
): Promise<void> {
  // Kept without the reply token: a ticket's thread is joined only by a notice sent within its own change.
  const items = new Map(
    [...options.tickets].map(([userId, tickets]) => [userId, tickets.map((ticket) => ({ ...ticket, replyToken: null }))]),
  );
  await gatherNoticeItems(tx, { ...options, key: gatheringKey(options.bulkChangeId), items, listed: BULK_NOTICE_LISTED });
}

/** Tells everyone of a change made in several transactions what its batches gathered, when it ends (done or stopped). */
export async function tellOfGatheredBulkChange(tx: Tx, options: TellOptions & { bulkChangeId: string }): Promise<void> {
  const byPerson = await takeGatheredNoticeItems<TicketMailTicket>(tx, {
    organizationId: options.organizationId,
    key: gatheringKey(options.bulkChangeId),
  });
  await tellEach(tx, { ...options, byPerson });
}

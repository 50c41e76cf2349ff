import { DomainError } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { mergedTicketNotice } from '../../../domain/ticket-notices.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import { recordTicketActivity } from '../service-levels/ticket-clocks.ts';
import { writeComment } from './ticket-comments.service.ts';
import { recordTicketChange } from './ticket-history.repository.ts';
import * as merging from './ticket-merge.repository.ts';
import type { LockedTicket, TicketRecord } from './tickets.repository.ts';
import * as repository from './tickets.repository.ts';
import type { TicketDto } from './tickets.schemas.ts';
import { findVisibleTicket, historyActorOf, ticketDtoOf, ticketEvents, ticketForStaffChange } from './tickets.shared.ts';

/** The text of the comment that carries a merged ticket's opening message on the ticket it was merged into. */
export function mergedOpeningOf(ticket: { ticketNumber: string; title: string; description: string }): string {
  const heading = `Merged from ${ticket.ticketNumber}: ${ticket.title}`;
  return ticket.description ? `${heading}\n\n${ticket.description}` : heading;
}

/** Both tickets locked, always in the same order, so that two merges of the same pair wait for each other instead of deadlocking. */
async function lockPair(tx: Tx, organizationId: string, sourceId: string, targetId: string): Promise<[LockedTicket, LockedTicket]> {
  const [firstId, secondId] = sourceId < targetId ? [sourceId, targetId] : [targetId, sourceId];
  const first = await repository.lockTicket(tx, organizationId, firstId);
  const second = await repository.lockTicket(tx, organizationId, secondId);
  if (!first || !second) throw new DomainError('ticket_not_found');
  return sourceId === firstId ? [first, second] : [second, first];
}

/** Who wrote a ticket's opening message: its customer (in the portal or by e-mail), or the member of the staff who opened it for them. */
async function openerOf(tx: Tx, actor: ActingMember, source: TicketRecord, locked: LockedTicket) {
  if (source.createdBy === null || source.createdBy === locked.customerUserId) {
    return { userId: locked.customerUserId, userName: source.customerName, userEmail: locked.customerEmail ?? '' };
  }
  const staff = await repository.findStaffMember(tx, actor.organizationId, source.createdBy);
  return staff
    ? { userId: staff.id, userName: staff.name || staff.email, userEmail: staff.email }
    : { userId: actor.userId, userName: actor.name || actor.email, userEmail: actor.email };
}

/**
 * Merges a duplicate into another ticket of the organization, in one transaction: its comments, files, appointments
 * and mail move to the other ticket (its opening message becomes a comment there), it is closed with a link to the
 * other, its service-level clocks stop, the other gets an internal note, and the customers are told where the
 * conversation continues. Staff who may change both tickets merge them.
 */
export function mergeTicket(
  options: { db: Database; config: Config; clock: Clock } & { actor: ActingMember; ticketId: string; intoTicketId: string },
): Promise<{ ticket: TicketDto; into: TicketDto; message: string }> {
  const { db, config, clock, actor, ticketId, intoTicketId } = options;
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const organizationId = actor.organizationId;
    const source = await ticketForStaffChange(tx, actor, ticketId);
    const target = await ticketForStaffChange(tx, actor, intoTicketId);
    if (source.id === target.id) throw new DomainError('ticket_merge_self', undefined, { field: 'intoTicketId' });
    if (source.isEscalation || target.isEscalation) throw new DomainError('ticket_merge_escalation');
    const [lockedSource, lockedTarget] = await lockPair(tx, organizationId, source.id, target.id);
    if (lockedSource.mergedIntoTicketId) throw new DomainError('ticket_merge_source_merged');
    if (lockedTarget.mergedIntoTicketId) throw new DomainError('ticket_merge_target_merged', undefined, { field: 'intoTicketId' });
    const now = clock.now();

    // The duplicate's opening message, with the files and the e-mail it came with, as a comment on the other ticket where it was written.
    const opening = await repository.insertComment(tx, {
      organizationId,
      ticketId: target.id,
      ...(await openerOf(tx, actor, source, lockedSource)),
      content: mergedOpeningOf(source),
      createdAt: new Date(source.createdAt),
      updatedAt: now,
    });
    await merging.moveComments(tx, organizationId, source.id, target.id);
    await merging.moveAttachments(tx, organizationId, source.id, target.id, opening.id);
    await merging.moveMailMessages(tx, organizationId, source.id, target.id, opening.id);
    await merging.moveCalendarEvents(tx, organizationId, source, target, now);
    await merging.repointMergedTickets(tx, organizationId, source.id, target.id);

    await repository.updateTicket(tx, organizationId, source.id, {
      status: 'closed',
      mergedIntoTicketId: target.id,
      commentCount: 0,
      updatedAt: now,
    });
    await recordTicketActivity(tx, {
      organizationId,
      ticketId: source.id,
      now,
      activities: lockedSource.status === 'closed' ? [] : [{ kind: 'status', from: lockedSource.status, to: 'closed' }],
    });
    const changedBy = historyActorOf(actor);
    await recordTicketChange(tx, {
      organizationId,
      ticketId: source.id,
      actor: changedBy,
      field: 'status',
      from: lockedSource.status,
      to: 'closed',
      now,
    });
    await recordTicketChange(tx, {
      organizationId,
      ticketId: source.id,
      actor: changedBy,
      field: 'merged_into',
      from: null,
      to: target.ticketNumber,
      now,
    });
    await recordTicketChange(tx, {
      organizationId,
      ticketId: target.id,
      actor: changedBy,
      field: 'merged_from',
      from: null,
      to: source.ticketNumber,
      now,
    });
    await repository.updateTicket(tx, organizationId, target.id, {
      commentCount: await merging.countConversation(tx, organizationId, target.id),
      updatedAt: now,
    });
    await writeComment(tx, {
      config,
      ticketOrganizationId: organizationId,
      ticketId: target.id,
      author: actor,
      content: `${actor.name || actor.email} merged ${source.ticketNumber} (${source.title}) into this ticket: its comments, files, appointments and e-mail are here now.`,
      isPlatformSupport: false,
      isInternal: true,
      now,
    });
    await tellCustomers(tx, { config, now, source: lockedSource, target: lockedTarget, organizationId });

    await publishEvents(tx, [
      ...ticketEvents(lockedSource, 'ticket.updated', { ticketId: source.id, status: 'closed', change: 'merge' }),
      ...ticketEvents(lockedTarget, 'ticket.comment_added', { ticketId: target.id, commentId: opening.id }),
      ...ticketEvents(lockedTarget, 'ticket.updated', { ticketId: target.id, status: lockedTarget.status, change: 'merge' }),
    ]);
    return {
      ticket: ticketDtoOf(await findVisibleTicket(tx, actor, source.id)),
      into: ticketDtoOf(await findVisibleTicket(tx, actor, target.id)),
      message: `${source.ticketNumber} merged into ${target.ticketNumber}`,
    };
  });
}

/**
 * The duplicate's customer hears where its conversation continues; the other ticket's customer, when another, that a
 * ticket was merged into theirs. One customer of both hears it once.
 */
async function tellCustomers(
  tx: Tx,
  options: { config: Config; now: Date; organizationId: string; source: LockedTicket; target: LockedTicket },
): Promise<void> {
  const { config, now, organizationId, source, target } = options;
  const isSameCustomer = source.customerId !== null && source.customerId === target.customerId;
  const tell = (recipientId: string, recipient: 'merged_ticket_customer' | 'target_customer', about: LockedTicket) =>
    notifyMembers({
      tx,
      config,
      organizationId,
      recipientIds: [recipientId],
      notice: mergedTicketNotice(source, target, recipient),
      relatedId: about.id,
      path: `/tickets/${about.id}`,
      now,
      ticket: about,
    });
  // A customer who cannot open the other ticket is led to their own, which says it was merged.
  if (source.customerUserId) await tell(source.customerUserId, 'merged_ticket_customer', isSameCustomer ? target : source);
  if (target.customerUserId && !isSameCustomer) await tell(target.customerUserId, 'target_customer', target);
}

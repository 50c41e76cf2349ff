import { DomainError } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { type Priority, priorityLabels } from '../../../domain/ticket-status.ts';
import { normalizeTag, normalizeTags } from '../../../domain/ticket-tags.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { reapplyTicketServiceLevels } from '../service-levels/ticket-clocks.ts';
import { checkedTicketFieldValues } from '../ticket-fields/ticket-fields.service.ts';
import { recordTicketChange } from './ticket-history.repository.ts';
import * as repository from './tickets.repository.ts';
import type { TicketDto } from './tickets.schemas.ts';
import { findVisibleTicket, historyActorOf, type Services, ticketDtoOf, ticketEvents, ticketForStaffChange } from './tickets.shared.ts';

/**
 * Sets values of a ticket's custom fields (those sent; null clears one), for the staff who may change it. Its
 * customer is told nothing; the staff's screens hear of the change.
 */
export function setTicketCustomFields(
  options: Services & { actor: ActingMember; ticketId: string; customFields: Record<string, unknown> },
): Promise<TicketDto> {
  const { db, clock, actor, ticketId } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    await ticketForStaffChange(tx, actor, ticketId);
    const ticket = await repository.lockTicket(tx, actor.organizationId, ticketId);
    if (!ticket) throw new DomainError('ticket_not_found');
    const customFields = await checkedTicketFieldValues(tx, {
      organizationId: actor.organizationId,
      current: ticket.customFields,
      input: options.customFields,
      isCustomer: false,
    });
    await repository.updateTicket(tx, actor.organizationId, ticketId, { customFields, updatedAt: clock.now() });
    // Staff only: a customer's screen reloads the ticket on its own events, and staff-only values never reach it anyway.
    await publishEvents(tx, [{ organizationId: actor.organizationId, type: 'ticket.updated', payload: { ticketId, change: 'fields' } }]);
    return ticketDtoOf(await findVisibleTicket(tx, actor, ticketId));
  });
}

/**
 * A priority change inside the caller's transaction, by a staff member who may edit the ticket; an open ticket comes
 * under the service-level policy matching its new priority. False when the ticket already had that priority.
 */
export async function setTicketPriority(
  tx: Tx,
  options: Pick<Services, 'clock'> & { actor: ActingMember; ticketId: string; priority: Priority },
): Promise<boolean> {
  const { clock, actor, ticketId, priority } = options;
  await ticketForStaffChange(tx, actor, ticketId);
  const ticket = await repository.lockTicket(tx, actor.organizationId, ticketId);
  if (!ticket) throw new DomainError('ticket_not_found');
  if (ticket.priority === priority) return false;
  const now = clock.now();
  await repository.updateTicket(tx, actor.organizationId, ticketId, { priority, updatedAt: now });
  await recordTicketChange(tx, {
    organizationId: actor.organizationId,
    ticketId,
    actor: historyActorOf(actor),
    field: 'priority',
    from: ticket.priority,
    to: priority,
    now,
  });
  await reapplyTicketServiceLevels(tx, { organizationId: actor.organizationId, ticketId, now });
  await publishEvents(tx, ticketEvents(ticket, 'ticket.updated', { ticketId, status: ticket.status, change: 'priority' }));
  return true;
}

/** Sets a ticket's priority, for the staff who may change it; an open ticket comes under the policy of its new priority. */
export function changeTicketPriority(
  options: Services & { actor: ActingMember; ticketId: string; priority: Priority },
): Promise<{ ticket: TicketDto; message: string }> {
  const { db, actor, ticketId, priority } = options;
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    await setTicketPriority(tx, options);
    return { ticket: ticketDtoOf(await findVisibleTicket(tx, actor, ticketId)), message: `Priority set to ${priorityLabels[priority]}.` };
  });
}

/** Sets a ticket's tags (the whole set, normalized), for the staff who may change it; its customer is not told. */
export function setTicketTags(options: Services & { actor: ActingMember; ticketId: string; tags: string[] }): Promise<TicketDto> {
  const { db, clock, actor, ticketId } = options;
  const tags = normalizeTags(options.tags);
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const before = await ticketForStaffChange(tx, actor, ticketId);
    const now = clock.now();
    await repository.updateTicketTags(tx, actor.organizationId, ticketId, tags, now);
    await recordTicketChange(tx, {
      organizationId: actor.organizationId,
      ticketId,
      actor: historyActorOf(actor),
      field: 'tags',
      from: before.tags.join(', ') || null,
      to: tags.join(', ') || null,
      now,
    });
    await publishEvents(tx, [{ organizationId: actor.organizationId, type: 'ticket.updated', payload: { ticketId, change: 'tags' } }]);
    return ticketDtoOf(await findVisibleTicket(tx, actor, ticketId));
  });
}

/** The organization's tags beginning with what is typed, most used first, for the staff's tag field. */
export function suggestTags(options: { db: Database; actor: ActingMember; search: string }): Promise<{ tag: string; tickets: number }[]> {
  const { db, actor } = options;
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  return db.withTenantRead({ organizationId: actor.organizationId }, (tx) =>
    repository.listTagSuggestions(tx, actor.organizationId, normalizeTag(options.search), 10),
  );
}

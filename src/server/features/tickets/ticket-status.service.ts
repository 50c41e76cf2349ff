import { DomainError } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { type CustomFieldValues, missingFieldsMessage, missingFieldsToClose } from '../../../domain/ticket-custom-fields.ts';
import { statusUpdatedMessage } from '../../../domain/ticket-messages.ts';
import { statusNotice } from '../../../domain/ticket-notices.ts';
import {
  isPlatformSupportStatus,
  isResolvedStatus,
  normalizeTicketStatus,
  type TicketStatus,
  type TicketStatusSpelling,
  ticketStatusLabels,
} from '../../../domain/ticket-status.ts';
import type { Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import { recordTicketActivity } from '../service-levels/ticket-clocks.ts';
import { readTicketFields } from '../ticket-fields/ticket-fields.service.ts';
import { addBulkNoticeTicket, type BulkNoticeTickets } from './ticket-bulk-notices.ts';
import { tellOrigin } from './ticket-escalation.service.ts';
import { recordTicketChange } from './ticket-history.repository.ts';
import * as repository from './tickets.repository.ts';
import type { TicketDto } from './tickets.schemas.ts';
import { assertMayEdit, findVisibleTicket, historyActorOf, type Services, ticketDtoOf, ticketEvents } from './tickets.shared.ts';

/**
 * Sets a ticket's status (any spelling of the specifications, stored as the canonical one). Staff
 * change their organization's tickets; super admins set in progress, resolved or closed on escalations,
 * which tells the organization it came from.
 */
export function changeTicketStatus(
  options: Services & { actor: ActingMember; ticketId: string; status: TicketStatusSpelling },
): Promise<{ ticket: TicketDto; message: string }> {
  const { db, actor, ticketId } = options;
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  const status = normalizeTicketStatus(options.status);
  if (!status) throw new DomainError('validation_failed', undefined, { field: 'status' });
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    await setTicketStatus(tx, { ...options, status });
    return { ticket: ticketDtoOf(await findVisibleTicket(tx, actor, ticketId)), message: statusUpdatedMessage(ticketStatusLabels[status]) };
  });
}

/**
 * A status change inside the caller's transaction, for one ticket or each of a batch: refuses (before
 * writing anything) what the actor may not do; false when the ticket already had that status. A batch gathers
 * the customer's notice in `bulkNotices`, to tell them once of all their tickets.
 */
export async function setTicketStatus(
  tx: Tx,
  options: Omit<Services, 'db'> & { actor: ActingMember; ticketId: string; status: TicketStatus; bulkNotices?: BulkNoticeTickets },
): Promise<boolean> {
  const { config, clock, actor, ticketId, status } = options;
  const visible = await findVisibleTicket(tx, actor, ticketId);
  if (visible.organizationId !== actor.organizationId) throw new DomainError('escalation_read_only');
  await assertMayEdit(tx, actor, visible);
  const isPlatformSupport = actor.role === 'super_admin' && visible.isEscalation;
  if (isPlatformSupport && !isPlatformSupportStatus(status)) throw new DomainError('status_not_allowed', undefined, { field: 'status' });
  const ticket = await repository.lockTicket(tx, actor.organizationId, ticketId);
  if (!ticket) throw new DomainError('ticket_not_found');
  if (ticket.status === status) return false;
  await assertFieldsToClose(tx, { organizationId: actor.organizationId, values: ticket.customFields, status });

  const now = clock.now();
  await repository.updateTicket(tx, actor.organizationId, ticketId, { status, updatedAt: now });
  await recordTicketChange(tx, {
    organizationId: actor.organizationId,
    ticketId,
    actor: historyActorOf(actor),
    field: 'status',
    from: ticket.status,
    to: status,
    now,
  });
  await recordTicketActivity(tx, {
    organizationId: actor.organizationId,
    ticketId,
    now,
    activities: [{ kind: 'status', from: ticket.status, to: status }],
  });
  const notice = statusNotice(ticket, status, isPlatformSupport);
  if (!isPlatformSupport && ticket.customerUserId && ticket.customerUserId !== actor.userId) {
    if (options.bulkNotices) addBulkNoticeTicket(options.bulkNotices, ticket.customerUserId, ticket);
    else {
      await notifyMembers({
        tx,
        config,
        organizationId: actor.organizationId,
        recipientIds: [ticket.customerUserId],
        notice,
        relatedId: ticketId,
        path: `/tickets/${ticketId}`,
        now,
        ticket,
      });
    }
  }
  await publishEvents(tx, ticketEvents(ticket, 'ticket.updated', { ticketId, status, change: 'status' }));
  await tellOrigin(tx, {
    actor,
    config,
    ticket,
    notice: isPlatformSupport ? notice : null,
    now,
    events: [{ type: 'ticket.updated', payload: { ticketId, status, change: 'status' } }],
  });
  return true;
}

/** A ticket is resolved or closed only with its fields required to close filled in (decision 167). */
async function assertFieldsToClose(tx: Tx, options: { organizationId: string; values: CustomFieldValues; status: TicketStatus }) {
  if (!isResolvedStatus(options.status)) return;
  const missing = missingFieldsToClose(await readTicketFields(tx, options.organizationId), options.values, options.status);
  if (missing.length > 0) throw new DomainError('ticket_fields_missing', missingFieldsMessage(missing), { field: 'customFields' });
}

import { DomainError } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { assignedTicketNotice } from '../../../domain/ticket-notices.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import { addBulkNoticeTicket, type BulkNoticeTickets } from './ticket-bulk-notices.ts';
import { recordTicketChange } from './ticket-history.repository.ts';
import type { TicketRecord } from './tickets.repository.ts';
import * as repository from './tickets.repository.ts';
import type { TicketDto } from './tickets.schemas.ts';
import { findVisibleTicket, historyActorOf, type Services, ticketDtoOf, ticketEvents, ticketForStaffChange } from './tickets.shared.ts';

/** Whether an agent may make this change of assignee: take an unassigned ticket, or give back their own. */
function isAgentAssignment(current: string | null, next: string | null, agentId: string): boolean {
  return (current === null && next === agentId) || (current === agentId && next === null);
}

/**
 * Gives a ticket to a member of the staff, or back to the queue (null). Org admins assign
 * anyone; agents take unassigned tickets and give back their own. The new assignee is told, unless they
 * took it themselves.
 */
export function assignTicket(
  options: Services & { actor: ActingMember; ticketId: string; assignedTo: string | null },
): Promise<{ ticket: TicketDto; message: string }> {
  const { db, actor, ticketId, assignedTo } = options;
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const assignee = await findAssignee(tx, actor, assignedTo);
    await setTicketAssignee(tx, { ...options, assignee });
    const updated = await findVisibleTicket(tx, actor, ticketId);
    return { ticket: ticketDtoOf(updated), message: assignmentMessage(updated) };
  });
}

/** The staff member a ticket is to be given to (null: back to the queue); refused when they are not on the staff. */
export async function findAssignee(tx: Tx, actor: ActingMember, assignedTo: string | null): Promise<repository.StaffMember | null> {
  if (!assignedTo) return null;
  const assignee = await repository.findStaffMember(tx, actor.organizationId, assignedTo);
  if (!assignee) throw new DomainError('assignee_not_staff', undefined, { field: 'assignedTo' });
  return assignee;
}

/**
 * An assignment inside the caller's transaction, for one ticket or each of a batch: refuses (before
 * writing anything) what the actor may not do; false when the ticket already had that assignee. A batch gathers
 * the assignee's notice in `bulkNotices`, to tell them once of all their tickets.
 */
export async function setTicketAssignee(
  tx: Tx,
  options: Omit<Services, 'db'> & {
    actor: ActingMember;
    ticketId: string;
    assignee: repository.StaffMember | null;
    bulkNotices?: BulkNoticeTickets;
  },
): Promise<boolean> {
  const { config, clock, actor, ticketId, assignee } = options;
  const assignedTo = assignee?.id ?? null;
  const before = await ticketForStaffChange(tx, actor, ticketId);
  const ticket = await repository.lockTicket(tx, actor.organizationId, ticketId);
  if (!ticket) throw new DomainError('ticket_not_found');
  if (ticket.assignedTo === assignedTo) return false;
  if (actor.role === 'agent' && !isAgentAssignment(ticket.assignedTo, assignedTo, actor.userId)) {
    throw new DomainError('assignment_not_allowed');
  }

  const now = clock.now();
  await repository.updateTicket(tx, actor.organizationId, ticketId, { assignedTo, updatedAt: now });
  await recordTicketChange(tx, {
    organizationId: actor.organizationId,
    ticketId,
    actor: historyActorOf(actor),
    field: 'assignee',
    from: ticket.assignedTo ? (before.assigneeName ?? 'Someone on the team') : null,
    to: assignee ? assignee.name || assignee.email : null,
    now,
  });
  if (assignee && assignee.id !== actor.userId && options.bulkNotices) addBulkNoticeTicket(options.bulkNotices, assignee.id, ticket);
  else if (assignee && assignee.id !== actor.userId) {
    await notifyMembers({
      tx,
      config,
      organizationId: actor.organizationId,
      recipientIds: [assignee.id],
      notice: assignedTicketNotice(ticket, actor.name || actor.email),
      relatedId: ticketId,
      path: `/tickets/${ticketId}`,
      now,
      ticket,
    });
  }
  await publishEvents(tx, ticketEvents(ticket, 'ticket.updated', { ticketId, status: ticket.status, change: 'assignment' }));
  return true;
}

function assignmentMessage(ticket: TicketRecord): string {
  if (!ticket.assignedTo) return 'Ticket unassigned';
  return `Ticket assigned to ${ticket.assigneeName ?? 'a member of the team'}`;
}

/** The staff a ticket can be given to, for the assignee picker. */
export function listAssignees({ db, actor }: { db: Database; actor: ActingMember }): Promise<repository.StaffMember[]> {
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  return db.withTenant({ organizationId: actor.organizationId }, (tx) => repository.listStaff(tx, actor.organizationId));
}

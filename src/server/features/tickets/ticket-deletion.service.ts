import { and, eq, inArray } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import type { Database } from '../../db/client.ts';
import { commentAttachments, tickets, uploadedFiles } from '../../db/schema.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import { lockTicket } from './tickets.repository.ts';
import { findVisibleTicket, ticketEvents } from './tickets.shared.ts';

/**
 * Deletes a ticket for good (decision 186): its comments, history, e-mail, files and service-level clocks go with it;
 * its work orders and calendar events stay, no longer linked. The audit log keeps its number and subject.
 */
export function deleteTicket(options: {
  db: Database;
  actor: ActingMember;
  ticketId: string;
}): Promise<{ ticketNumber: string; subject: string }> {
  const { db, actor, ticketId } = options;
  const { organizationId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    // A ticket the caller cannot see is not found, as everywhere else.
    const visible = await findVisibleTicket(tx, actor, ticketId);
    // An escalation lives in the platform's organization: its support team closes it, nobody here deletes it.
    if (visible.isEscalation || visible.organizationId !== organizationId) throw new DomainError('ticket_delete_escalation');
    const ticket = await lockTicket(tx, organizationId, ticketId);
    if (!ticket) throw new DomainError('ticket_not_found');
    const files = await tx
      .select({ fileId: commentAttachments.fileId })
      .from(commentAttachments)
      .where(and(eq(commentAttachments.organizationId, organizationId), eq(commentAttachments.ticketId, ticketId)));
    await tx.delete(tickets).where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, ticketId)));
    const fileIds = files.map((file) => file.fileId);
    if (fileIds.length > 0) {
      await tx.delete(uploadedFiles).where(and(eq(uploadedFiles.organizationId, organizationId), inArray(uploadedFiles.id, fileIds)));
    }
    await recordAuditEvent(tx, {
      organizationId,
      actor,
      action: 'ticket.deleted',
      target: { type: 'ticket', id: ticketId, label: `${ticket.ticketNumber} ${ticket.title}` },
      before: { ticketNumber: ticket.ticketNumber, subject: ticket.title, status: ticket.status, priority: ticket.priority },
    });
    await publishEvents(tx, ticketEvents(ticket, 'ticket.deleted', { ticketId }));
    return { ticketNumber: ticket.ticketNumber, subject: ticket.title };
  });
}

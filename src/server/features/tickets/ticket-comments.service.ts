import { DomainError } from '../../../domain/errors.ts';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import { commentNotice, internalNoteNotice, type Notice } from '../../../domain/ticket-notices.ts';
import { isResolvedStatus, statusAfterCustomerComment, type TicketStatus } from '../../../domain/ticket-status.ts';
import { inTenantScope, type Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { findMemberIdsWithRoles } from '../members/members.repository.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import { recordTicketActivity } from '../service-levels/ticket-clocks.ts';
import { attachUploads } from './ticket-attachments.service.ts';
import { adminTicketPath, tellOrigin } from './ticket-escalation.service.ts';
import { recordTicketChange } from './ticket-history.repository.ts';
import { mailReplyByEmail } from './ticket-mail.ts';
import * as repository from './tickets.repository.ts';
import type { AttachmentInput, CommentDto } from './tickets.schemas.ts';
import {
  findVisibleTicket,
  historyActorOf,
  isTicketTeam,
  type Services,
  staffFollowing,
  ticketEvents,
  withFollowers,
  without,
} from './tickets.shared.ts';

/** Who writes a comment: a member, or a customer without an account writing by e-mail. */
export interface CommentAuthor {
  userId: string | null;
  name: string;
  email: string;
  role: ActingMember['role'];
}

export interface WrittenComment {
  ticket: repository.LockedTicket;
  comment: CommentDto;
  notice: Notice;
  status: TicketStatus;
}

/**
 * Writes a comment on a ticket of the transaction's tenant scope, with its notices and live events. A customer's
 * first comment on a ticket without comments moves it to in progress, and a customer's reply by e-mail to a
 * resolved or closed ticket reopens it. A member's reply on a ticket whose customer follows it by e-mail is mailed
 * to them, threaded.
 */
export async function writeComment(
  tx: Tx,
  options: Pick<Services, 'config'> & {
    ticketOrganizationId: string;
    ticketId: string;
    author: CommentAuthor;
    content: string;
    isPlatformSupport: boolean;
    isInternal?: boolean;
    isReopening?: boolean;
    /** The files sent with it, which the mail of a reply carries too. */
    attachments?: AttachmentInput[];
    now: Date;
  },
): Promise<WrittenComment> {
  const { config, ticketOrganizationId, ticketId, author, content, isPlatformSupport, now } = options;
  const ticket = await repository.lockTicket(tx, ticketOrganizationId, ticketId);
  if (!ticket) throw new DomainError('ticket_not_found');
  if (options.isInternal) return writeInternalNote(tx, { config, ticket, author, content, now });
  const isCustomer = author.role === 'user';
  const status =
    options.isReopening && isResolvedStatus(ticket.status)
      ? 'open'
      : isCustomer
        ? statusAfterCustomerComment(ticket.status, ticket.commentCount)
        : ticket.status;
  const comment = await repository.insertComment(tx, {
    organizationId: ticketOrganizationId,
    ticketId,
    userId: author.userId,
    userName: isPlatformSupport ? `${config.PLATFORM_NAME} Support` : author.name || author.email,
    userEmail: isPlatformSupport ? `support@${config.PLATFORM_EMAIL_DOMAIN}` : author.email,
    content,
    isPlatformSupport,
    originOrganizationId: ticket.originOrganizationId,
    createdAt: now,
    updatedAt: now,
  });
  await repository.updateTicket(tx, ticketOrganizationId, ticketId, { status, commentCount: ticket.commentCount + 1, updatedAt: now });
  await recordTicketActivity(tx, {
    organizationId: ticketOrganizationId,
    ticketId,
    now,
    activities: [
      ...(status === ticket.status ? [] : [{ kind: 'status', from: ticket.status, to: status } as const]),
      { kind: isCustomer ? 'customer_message' : 'staff_reply' },
    ],
  });
  await recordTicketChange(tx, {
    organizationId: ticketOrganizationId,
    ticketId,
    actor: historyActorOf({ userId: author.userId, name: author.name, email: author.email }),
    field: 'status',
    from: ticket.status,
    to: status,
    now,
  });

  const notice = commentNotice(ticket, comment.userName, content);
  const recipients = await withFollowers(
    tx,
    ticketOrganizationId,
    ticketId,
    isCustomer
      ? await staffFollowing(tx, ticketOrganizationId, ticket.assignedTo)
      : [
          // A customer following their ticket by e-mail gets the reply itself, not a second mail about it.
          ...(ticket.customerUserId && ticket.source !== 'email' ? [ticket.customerUserId] : []),
          ...(ticket.isEscalation && !isPlatformSupport ? await findMemberIdsWithRoles(tx, ticketOrganizationId, ['super_admin']) : []),
        ],
  );
  const path = ticket.isEscalation ? adminTicketPath(ticketId) : `/tickets/${ticketId}`;
  await notifyMembers({
    tx,
    config,
    organizationId: ticketOrganizationId,
    recipientIds: without(recipients, author.userId),
    notice,
    relatedId: ticketId,
    path,
    now,
    // An escalation's mail names it without joining a thread: its people are in two organizations.
    ticket: ticket.isEscalation ? { ...ticket, replyToken: null } : ticket,
  });
  if (!isCustomer && !ticket.isEscalation) {
    await mailReplyByEmail(tx, { config, ticket, comment, files: options.attachments ?? [], now });
  }
  await publishEvents(tx, [
    ...ticketEvents(ticket, 'ticket.comment_added', { ticketId, commentId: comment.id }),
    ...ticketEvents(ticket, 'ticket.updated', { ticketId, status, change: 'comment' }),
  ]);
  return { ticket, comment, notice, status };
}

/**
 * A note for the ticket's own staff: it leaves the status, the count of the conversation's comments and the
 * service-level clocks as they are, and is told only to the staff following the ticket, never to its customer.
 */
async function writeInternalNote(
  tx: Tx,
  options: Pick<Services, 'config'> & { ticket: repository.LockedTicket; author: CommentAuthor; content: string; now: Date },
): Promise<WrittenComment> {
  const { config, ticket, author, content, now } = options;
  const comment = await repository.insertComment(tx, {
    organizationId: ticket.organizationId,
    ticketId: ticket.id,
    userId: author.userId,
    userName: author.name || author.email,
    userEmail: author.email,
    content,
    isInternal: true,
    originOrganizationId: ticket.originOrganizationId,
    createdAt: now,
    updatedAt: now,
  });
  await repository.updateTicket(tx, ticket.organizationId, ticket.id, { updatedAt: now });
  const notice = internalNoteNotice(ticket, comment.userName, content);
  await notifyMembers({
    tx,
    config,
    organizationId: ticket.organizationId,
    recipientIds: without(
      await withFollowers(tx, ticket.organizationId, ticket.id, await staffFollowing(tx, ticket.organizationId, ticket.assignedTo)),
      author.userId,
    ),
    notice,
    relatedId: ticket.id,
    path: ticket.isEscalation ? adminTicketPath(ticket.id) : `/tickets/${ticket.id}`,
    now,
    ...(ticket.isEscalation ? {} : { ticket }),
  });
  // Staff only: an organization's event without a user reaches its staff and no customer.
  await publishEvents(tx, [
    { organizationId: ticket.organizationId, type: 'ticket.comment_added', payload: { ticketId: ticket.id, commentId: comment.id } },
  ]);
  return { ticket, comment, notice, status: ticket.status };
}

/**
 * Adds a comment. A super admin's reply to an escalation is posted as the platform's support team. The
 * organization an escalation came from comments on it too: the comment is written in the platform's scope.
 */
export function addComment(
  options: Services & { actor: ActingMember; ticketId: string; content: string; isInternal?: boolean; attachments?: AttachmentInput[] },
): Promise<CommentDto> {
  const { db, config, clock, actor, ticketId, isInternal = false, attachments = [] } = options;
  const content = options.content.trim();
  if (!content && attachments.length === 0) throw new DomainError('comment_empty', undefined, { field: 'content' });
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const visible = await findVisibleTicket(tx, actor, ticketId);
    // Its conversation continues on the ticket it was merged into, where replies by e-mail land too.
    if (visible.mergedInto) throw new DomainError('ticket_merged');
    if (isInternal && !isTicketTeam(actor, visible)) throw new DomainError('internal_note_forbidden');
    const ticketOrganizationId = visible.organizationId;
    const isFromOrigin = ticketOrganizationId !== actor.organizationId;
    if (isFromOrigin && attachments.length > 0)
      throw new DomainError('validation_failed', ticketMessages.noEscalationFiles, { field: 'attachments' });
    const isPlatformSupport = actor.role === 'super_admin' && visible.isEscalation;
    const now = clock.now();
    const write = () =>
      writeComment(tx, { config, ticketOrganizationId, ticketId, author: actor, content, isPlatformSupport, isInternal, attachments, now });
    const { ticket, comment, notice, status } = isFromOrigin
      ? await inTenantScope(tx, { organizationId: ticketOrganizationId }, write)
      : await write();
    // Only the actor's own organization holds their uploads: an escalation's organization refused them above.
    await attachUploads(tx, { organizationId: ticketOrganizationId, actor, ticketId, commentId: comment.id, attachments, now });
    if (isInternal) return comment;
    await tellOrigin(tx, {
      actor,
      config,
      ticket,
      notice: isPlatformSupport ? notice : null,
      now,
      events: [
        { type: 'ticket.comment_added', payload: { ticketId, commentId: comment.id } },
        { type: 'ticket.updated', payload: { ticketId, status, change: 'comment' } },
      ],
    });
    return comment;
  });
}

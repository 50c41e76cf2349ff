import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../domain/errors.ts';
import { isEscalationRequest } from '../../../domain/escalation.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { CustomFieldValues } from '../../../domain/ticket-custom-fields.ts';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import {
  autoAssignedTicketNotice,
  commentNotice,
  internalNoteNotice,
  type Notice,
  newTicketNotice,
} from '../../../domain/ticket-notices.ts';
import { isResolvedStatus, statusAfterCustomerComment, type TicketSource, type TicketStatus } from '../../../domain/ticket-status.ts';
import { type Database, inTenantScope, type Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { notificationsOf, notifyStatement, publishEvents } from '../../realtime/publish-event.ts';
import { linkCustomerRecord } from '../customer-signup/customer-signup.repository.ts';
import { findMemberIdsWithRoles } from '../members/members.repository.ts';
import { notificationWritesOf, notifyMembers, planNotifications } from '../notifications/notifications.service.ts';
import { planNewTicketServiceLevels, recordTicketActivity } from '../service-levels/ticket-clocks.ts';
import { checkedTicketFieldValues } from '../ticket-fields/ticket-fields.service.ts';
import { attachUploads } from './ticket-attachments.service.ts';
import { adminTicketPath, createEscalation, tellOrigin } from './ticket-escalation.service.ts';
import { recordTicketChange } from './ticket-history.repository.ts';
import { mailReplyByEmail } from './ticket-mail.ts';
import { readNumberingSettings, takeTicketNumber } from './ticket-numbering.service.ts';
import * as repository from './tickets.repository.ts';
import type { AttachmentInput, CommentDto, CreateTicketInput, TicketDto } from './tickets.schemas.ts';
import {
  assigneeFor,
  findVisibleTicket,
  historyActorOf,
  isTicketTeam,
  type NewTicket,
  type Services,
  staffFollowing,
  ticketDtoOf,
  ticketEvents,
  viewerOf,
  withFollowers,
  without,
} from './tickets.shared.ts';

/**
 * Opens a ticket: a customer's own, a staff member's for a customer, or an escalation to the platform's
 * support team. Number, assignment, notifications and live events are part of the same transaction.
 */
export async function createTicket(options: Services & { actor: ActingMember; input: CreateTicketInput }): Promise<TicketDto> {
  const { actor, input, config } = options;
  const subject = input.subject.trim();
  const description = input.description.trim();
  if (actor.role === 'user') {
    if (!subject || !description) throw new DomainError('ticket_subject_description_required');
    if (input.escalate || input.customerId || input.originTicketId) throw new DomainError('forbidden');
    return createCustomerTicket({ ...options, subject, description });
  }
  const customerName = input.customerName.trim();
  const isEscalation = input.escalate || isEscalationRequest(customerName, config.PLATFORM_NAME);
  if (!subject || !description || (!isEscalation && !customerName && !input.customerId)) throw new DomainError('ticket_fields_required');
  if (isEscalation && input.attachments.length > 0) {
    throw new DomainError('validation_failed', ticketMessages.noEscalationFiles, { field: 'attachments' });
  }
  if (isEscalation && Object.keys(input.customFields).length > 0) {
    throw new DomainError('validation_failed', 'An escalation takes no custom fields: platform support has its own.', {
      field: 'customFields',
    });
  }
  if (isEscalation) return createEscalation({ ...options, subject, description });
  return createStaffTicket({ ...options, subject, description, customerName });
}

/** Who opens a ticket: a member, or nobody signed in (a customer without an account, by e-mail). */
export type TicketAuthor = Pick<ActingMember, 'organizationId' | 'role'> & { userId: string | null };

/** Opens a ticket inside the caller's transaction (a staff member's own, or one a feature files on their behalf). */
export async function openTicket(
  tx: Tx,
  options: Services & {
    actor: TicketAuthor;
    ticket: NewTicket & { priority: CreateTicketInput['priority']; source?: TicketSource; customFields?: CustomFieldValues };
  },
  customer: { id: string | null; name: string; userId: string | null },
): Promise<TicketDto> {
  const { actor, config, ticket } = options;
  const organizationId = actor.organizationId;
  const now = options.clock.now();
  const id = randomUUID();
  // Every read comes first: the counter's and the tally's rows, which each new ticket of the organization waits for, are locked last.
  const numbering = await readNumberingSettings(tx, organizationId);
  const assignedTo = await assigneeFor(tx, organizationId, now);
  const isAssignedToSomeoneElse = assignedTo !== null && assignedTo !== actor.userId;
  const following = without(await staffFollowing(tx, organizationId, assignedTo), actor.userId);
  const noticesOf = (ticketNumber: string) => ({
    toStaff: newTicketNotice({ ticketNumber, title: ticket.subject, customerName: customer.name }),
    // The assignee hears of it whatever their new-ticket toggles say: the ticket is now theirs to work.
    toAssignee: autoAssignedTicketNotice({ ticketNumber, title: ticket.subject }),
  });
  const categories = noticesOf(''); // a notice's category does not depend on the number
  const [toStaff, toAssignee] = await planNotifications({
    tx,
    config,
    organizationId,
    relatedId: id,
    path: `/tickets/${id}`,
    now,
    groups: [
      { recipientIds: assignedTo ? without(following, assignedTo) : following, category: categories.toStaff.category },
      { recipientIds: isAssignedToSomeoneElse ? [assignedTo] : [], category: categories.toAssignee.category },
    ],
  });

  const viewer =
    actor.userId === null ? repository.organizationViewer(organizationId) : await viewerOf(tx, { ...actor, userId: actor.userId });

  const serviceLevels = await planNewTicketServiceLevels(tx, {
    ticket: {
      id,
      organizationId,
      status: 'open',
      priority: ticket.priority,
      customerId: customer.id,
      source: ticket.source ?? 'web',
      isFromCustomer: actor.role === 'user',
    },
    now,
  });

  // The counter is locked from here to the commit: one more statement, which also locks the tally row, and the commit.
  const ticketNumber = await takeTicketNumber({ tx, organizationId, settings: numbering, now });
  const notices = noticesOf(ticketNumber);
  const mailTicket = { id, ticketNumber, title: ticket.subject, replyToken: randomUUID().replaceAll('-', '') };
  const planned = [
    ...(toStaff ? [{ plan: toStaff, notice: notices.toStaff, ticket: mailTicket }] : []),
    ...(toAssignee ? [{ plan: toAssignee, notice: notices.toAssignee, ticket: mailTicket }] : []),
  ];
  const notified = notificationWritesOf(tx, config, planned);
  const target = { id, organizationId, originOrganizationId: null, customerUserId: customer.userId };
  const events = [...notified.events, ...ticketEvents(target, 'ticket.created', { ticketId: id, status: 'open' })];
  const notifications = await notificationsOf(tx, events);
  // The ticket's insert locks the tally row of (organization, status, priority); the notices and events go with it.
  const created = await repository.insertTicketForViewer(tx, {
    values: {
      id,
      organizationId,
      ticketNumber,
      title: ticket.subject,
      description: ticket.description,
      status: 'open',
      priority: ticket.priority,
      customerId: customer.id,
      customerName: customer.name,
      createdBy: actor.userId,
      assignedTo,
      source: ticket.source ?? 'web',
      replyToken: mailTicket.replyToken,
      customFields: ticket.customFields ?? {},
      slaDueAt: serviceLevels.slaDueAt,
      createdAt: now,
      updatedAt: now,
    },
    viewer,
    alongside: [...notified.statements, ...serviceLevels.statements],
    notify: notifyStatement(notifications),
  });
  if (!created) throw new DomainError('ticket_not_found');
  return ticketDtoOf(created);
}

function createCustomerTicket(options: Services & { actor: ActingMember; input: CreateTicketInput } & NewTicket): Promise<TicketDto> {
  const { db, actor, input, clock } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const customer =
      (await repository.findCustomerOfUser(tx, organizationId, actor.userId)) ??
      (await repository.findCustomer(
        tx,
        organizationId,
        await linkCustomerRecord(tx, {
          organizationId,
          userId: actor.userId,
          organizationName: '',
          contactName: actor.name || actor.email,
          email: actor.email,
          now: clock.now(),
        }),
      ));
    if (!customer) throw new DomainError('ticket_customer_not_found');
    const customFields = await checkedTicketFieldValues(tx, { organizationId, current: {}, input: input.customFields, isCustomer: true });
    const ticket = { subject: options.subject, description: options.description, priority: input.priority, customFields };
    return openWithAttachments(tx, { ...options, ticket }, { id: customer.id, name: customer.contactName, userId: actor.userId });
  });
}

function createStaffTicket(options: Services & { actor: ActingMember; input: CreateTicketInput } & NewTicket & { customerName: string }) {
  const { db, actor, input } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const chosen = input.customerId
      ? await repository.findCustomer(tx, organizationId, input.customerId)
      : await repository.findCustomerNamed(tx, organizationId, options.customerName);
    if (input.customerId && !chosen) throw new DomainError('ticket_customer_not_found', undefined, { field: 'customerId' });
    const customer = chosen
      ? { id: chosen.id, name: chosen.contactName, userId: chosen.userId }
      : { id: null, name: options.customerName, userId: null };
    const customFields = await checkedTicketFieldValues(tx, { organizationId, current: {}, input: input.customFields, isCustomer: false });
    const ticket = { subject: options.subject, description: options.description, priority: input.priority, customFields };
    return openWithAttachments(tx, { ...options, ticket }, customer);
  });
}

/** A ticket opened in the app, with the files its author sent with it. */
async function openWithAttachments(
  tx: Tx,
  options: Parameters<typeof openTicket>[1] & { actor: ActingMember; input: CreateTicketInput },
  customer: Parameters<typeof openTicket>[2],
): Promise<TicketDto> {
  const { actor, input, clock } = options;
  const opened = await openTicket(tx, options, customer);
  await attachUploads(tx, {
    organizationId: actor.organizationId,
    actor,
    ticketId: opened.id,
    commentId: null,
    attachments: input.attachments,
    now: clock.now(),
  });
  return opened;
}

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

/** The new-ticket form's customer dropdown. */
export function suggestCustomers({ db, actor, search }: { db: Database; actor: ActingMember; search: string }) {
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const customers = await repository.searchCustomers(tx, actor.organizationId, search.trim(), 10);
    return customers.map(({ userId: _userId, ...choice }) => choice);
  });
}

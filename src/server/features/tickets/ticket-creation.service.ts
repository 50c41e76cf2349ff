import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../domain/errors.ts';
import { isEscalationRequest } from '../../../domain/escalation.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { CustomFieldValues } from '../../../domain/ticket-custom-fields.ts';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import { autoAssignedTicketNotice, newTicketNotice } from '../../../domain/ticket-notices.ts';
import type { TicketSource } from '../../../domain/ticket-status.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { notificationsOf, notifyStatement } from '../../realtime/publish-event.ts';
import { linkCustomerRecord } from '../customer-signup/customer-signup.repository.ts';
import { notificationWritesOf, planNotifications } from '../notifications/notifications.service.ts';
import { planNewTicketServiceLevels } from '../service-levels/ticket-clocks.ts';
import { checkedTicketFieldValues } from '../ticket-fields/ticket-fields.service.ts';
import { attachUploads } from './ticket-attachments.service.ts';
import { createEscalation } from './ticket-escalation.service.ts';
import { readNumberingSettings, takeTicketNumber } from './ticket-numbering.service.ts';
import * as repository from './tickets.repository.ts';
import type { CreateTicketInput, TicketDto } from './tickets.schemas.ts';
import {
  assigneeFor,
  type NewTicket,
  type Services,
  staffFollowing,
  ticketDtoOf,
  ticketEvents,
  viewerOf,
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

/** The new-ticket form's customer dropdown. */
export function suggestCustomers({ db, actor, search }: { db: Database; actor: ActingMember; search: string }) {
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const customers = await repository.searchCustomers(tx, actor.organizationId, search.trim(), 10);
    return customers.map(({ userId: _userId, ...choice }) => choice);
  });
}

import { senderLimit, ticketNoticeSubject } from './inbound-mail.ts';
import type { NotificationCategory } from './notification-delivery.ts';
import { type TicketStatus, ticketStatusLabels } from './ticket-status.ts';
import { cleanTicketTitle } from './ticket-title.ts';

/** Notification types of the specifications, plus status_changed for status notices. */
export const notificationTypes = [
  'new_ticket',
  'escalated_ticket',
  'escalation',
  'comment_added',
  'status_changed',
  'ticket_assigned',
  'system_alert',
  'ticket_created',
  'new_agent_signup',
  'new_customer_signup',
  'timesheet_submitted',
  'timesheet_reviewed',
  'pto_request',
  'pto_reviewed',
  'sla_warning',
  'sla_breached',
  'visit_late',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface Notice {
  type: NotificationType;
  title: string;
  message: string;
  /** Which preference toggles govern it; null: always delivered. */
  category: NotificationCategory | null;
  /** Its e-mail's subject when the title alone is not it: a bulk change's names the tickets. */
  mailSubject?: string;
}

export interface NoticeTicket {
  ticketNumber: string;
  title: string;
}

export const COMMENT_PREVIEW_LENGTH = 50;

/** The first 50 characters of a comment, marked when cut. */
export function commentPreview(content: string): string {
  const text = content.trim();
  return text.length > COMMENT_PREVIEW_LENGTH ? `${text.slice(0, COMMENT_PREVIEW_LENGTH)}…` : text;
}

const labelOf = (ticket: NoticeTicket) => `${ticket.ticketNumber}: ${cleanTicketTitle(ticket.title)}`;

export function newTicketNotice(ticket: NoticeTicket & { customerName: string }): Notice {
  const from = ticket.customerName ? ` from ${ticket.customerName}` : '';
  return { type: 'new_ticket', title: 'New ticket', message: `${labelOf(ticket)}${from}`, category: 'new_tickets' };
}

/** To the staff member a ticket was given to by someone else. */
export function assignedTicketNotice(ticket: NoticeTicket, assignedBy: string): Notice {
  return {
    type: 'ticket_assigned',
    title: 'Ticket assigned to you',
    message: `${assignedBy} assigned you ${labelOf(ticket)}`,
    category: null,
  };
}

/** To the available agent round-robin assignment gave a new ticket to. */
export function autoAssignedTicketNotice(ticket: NoticeTicket): Notice {
  return {
    type: 'ticket_assigned',
    title: 'Ticket assigned to you',
    message: `${labelOf(ticket)} was assigned to you automatically`,
    category: null,
  };
}

/** To super admins: a tenant asked the platform's support team for help. */
export function escalatedTicketNotice(ticket: NoticeTicket, originOrganizationName: string): Notice {
  return {
    type: 'escalated_ticket',
    title: 'New escalated ticket',
    message: `${originOrganizationName} escalated ${labelOf(ticket)}`,
    category: null,
  };
}

/** The platform organization's own record of an escalation (no single recipient). */
export function escalationRecordNotice(ticket: NoticeTicket, originOrganizationName: string): Notice {
  return {
    type: 'escalation',
    title: 'Ticket escalated',
    message: `${originOrganizationName} escalated ${labelOf(ticket)}`,
    category: null,
  };
}

export function commentNotice(ticket: NoticeTicket, authorName: string, content: string): Notice {
  return {
    type: 'comment_added',
    title: `New comment from ${authorName} on ${ticket.ticketNumber}`,
    message: commentPreview(content),
    category: 'ticket_comments',
  };
}

/** A note for the ticket's own staff, told to whoever follows the ticket there. */
export function internalNoteNotice(ticket: NoticeTicket, authorName: string, content: string): Notice {
  return { ...commentNotice(ticket, authorName, content), title: `Internal note from ${authorName} on ${ticket.ticketNumber}` };
}

/** A status change: the platform's in-progress notice or its resolved/closed notice, or a tenant's own change. */
export function statusNotice(ticket: NoticeTicket, status: TicketStatus, isPlatformSupport: boolean): Notice {
  const label = ticketStatusLabels[status];
  if (isPlatformSupport && status === 'in_progress') {
    return {
      type: 'status_changed',
      title: 'Platform support is working on your ticket',
      message: `${labelOf(ticket)} is now In Progress`,
      category: 'ticket_status_changes',
    };
  }
  if (isPlatformSupport) {
    return {
      type: 'status_changed',
      title: `Escalated ticket ${label.toLowerCase()}`,
      message: `${labelOf(ticket)} was marked ${label} by platform support`,
      category: 'ticket_status_changes',
    };
  }
  return {
    type: 'status_changed',
    title: `Ticket ${label}`,
    message: `${labelOf(ticket)} is now ${label}`,
    category: 'ticket_status_changes',
  };
}

/**
 * To a customer of a merged ticket: where its conversation continues. The duplicate's customer hears of their
 * ticket; the other ticket's customer, when another, hears that a ticket was merged into theirs.
 */
export function mergedTicketNotice(
  merged: NoticeTicket,
  into: NoticeTicket,
  recipient: 'merged_ticket_customer' | 'target_customer',
): Notice {
  return recipient === 'merged_ticket_customer'
    ? {
        type: 'status_changed',
        title: `Ticket ${merged.ticketNumber} merged`,
        message: `Your ticket ${merged.ticketNumber} was merged into ${into.ticketNumber}`,
        category: 'ticket_status_changes',
      }
    : {
        type: 'status_changed',
        title: `Ticket merged into ${into.ticketNumber}`,
        message: `${merged.ticketNumber} was merged into your ticket ${labelOf(into)}`,
        category: 'ticket_status_changes',
      };
}

export function testNotice(platformName: string): Notice {
  return {
    type: 'system_alert',
    title: 'Test Notification',
    message: `This is a test notification from ${platformName}. Notifications reach you here and by e-mail.`,
    category: null,
  };
}

/** To the assignee and the org admins: a service-level target is about to fall due, or has. */
export function serviceLevelNotice(ticket: NoticeTicket, target: string, stage: 'warning' | 'breached', dueAt: string): Notice {
  return stage === 'warning'
    ? { type: 'sla_warning', title: `${target} due soon`, message: `${labelOf(ticket)} is due ${dueAt}`, category: null }
    : { type: 'sla_breached', title: `${target} target breached`, message: `${labelOf(ticket)} was due ${dueAt}`, category: null };
}

/** Tickets a bulk change's notice lists by number and title; the others are counted ("and 12 more"). */
export const BULK_NOTICE_LISTED = 10;
/** Ticket numbers a bulk change's e-mail subject names. */
const BULK_SUBJECT_NUMBERS = 3;

/** The tickets of one person's notice of a bulk change: the first few, and how many there are in all. */
export interface BulkNoticeTickets {
  listed: readonly NoticeTicket[];
  count: number;
}

function listingOf({ listed, count }: BulkNoticeTickets): string {
  const lines = listed.slice(0, BULK_NOTICE_LISTED).map(labelOf);
  const more = count - lines.length;
  return [...lines, ...(more > 0 ? [`and ${more} more`] : [])].join('\n');
}

/**
 * A bulk change's subject: what happened and the tickets' numbers, unbracketed so that a reply or a forward to the
 * support address is not taken for a comment on the first of them.
 */
function bulkSubjectOf(title: string, { listed, count }: BulkNoticeTickets): string {
  const numbers = listed.slice(0, BULK_SUBJECT_NUMBERS).map((ticket) => ticket.ticketNumber);
  const more = count - numbers.length;
  return `${title}: ${numbers.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** A single ticket's notice, with the subject its e-mail has when sent alone. */
function singleOf(notice: Notice, ticket: NoticeTicket): Notice {
  return { ...notice, mailSubject: ticketNoticeSubject({ ...ticket, title: cleanTicketTitle(ticket.title) }, notice.title) };
}

/** To the staff member a bulk change gave tickets to: one notice listing them all. */
export function bulkAssignedNotice(tickets: BulkNoticeTickets, assignedBy: string): Notice {
  const [first] = tickets.listed;
  if (tickets.count === 1 && first) return singleOf(assignedTicketNotice(first, assignedBy), first);
  const title = `${tickets.count} tickets assigned to you`;
  return {
    type: 'ticket_assigned',
    title,
    message: `${assignedBy} assigned you:\n${listingOf(tickets)}`,
    category: null,
    mailSubject: bulkSubjectOf(title, tickets),
  };
}

/** To a customer whose tickets a bulk change gave a new status: one notice listing theirs. */
export function bulkStatusNotice(tickets: BulkNoticeTickets, status: TicketStatus): Notice {
  const [first] = tickets.listed;
  if (tickets.count === 1 && first) return singleOf(statusNotice(first, status, false), first);
  const label = ticketStatusLabels[status];
  const title = `${tickets.count} tickets ${label}`;
  return {
    type: 'status_changed',
    title,
    message: `Now ${label}:\n${listingOf(tickets)}`,
    category: 'ticket_status_changes',
    mailSubject: bulkSubjectOf(title, tickets),
  };
}

/** The org admins' one notice of a sender's hold, however many of their messages it keeps. */
export function senderHeldNotice(address: string): Notice {
  return {
    type: 'system_alert',
    category: null,
    title: 'Mail quarantined',
    message: `${address} sent more than ${senderLimit.messages} messages in ${senderLimit.windowMs / 60_000} minutes: their mail is held for an hour. Release or discard it in Settings → Email.`,
  };
}

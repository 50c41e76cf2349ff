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

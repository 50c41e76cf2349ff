export const ticketStatuses = ['open', 'in_progress', 'waiting_customer', 'waiting_agent', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const priorities = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof priorities)[number];
export const DEFAULT_PRIORITY: Priority = 'medium';

/** The channel a ticket came in through: the web app (the portal or the workspace), or an e-mail. */
export const ticketSources = ['web', 'email'] as const;
export type TicketSource = (typeof ticketSources)[number];

/** The specifications' other spellings, accepted on input; answers always use TicketStatus. */
const statusAliases = {
  new: 'open',
  'in-progress': 'in_progress',
  'waiting-customer': 'waiting_customer',
  'waiting-agent': 'waiting_agent',
} as const satisfies Record<string, TicketStatus>;

/** Every spelling the API accepts for a status. */
export const ticketStatusSpellings = [
  ...ticketStatuses,
  'new',
  'in-progress',
  'waiting-customer',
  'waiting-agent',
] as const satisfies readonly (TicketStatus | keyof typeof statusAliases)[];
export type TicketStatusSpelling = (typeof ticketStatusSpellings)[number];

export function normalizeTicketStatus(value: string): TicketStatus | null {
  const lowered = value.trim().toLowerCase();
  if ((ticketStatuses as readonly string[]).includes(lowered)) return lowered as TicketStatus;
  return statusAliases[lowered as keyof typeof statusAliases] ?? null;
}

/** What a super admin may set on an escalation, from any status. */
export const platformSupportStatuses = ['in_progress', 'resolved', 'closed'] as const satisfies readonly TicketStatus[];

export function isPlatformSupportStatus(status: TicketStatus): boolean {
  return (platformSupportStatuses as readonly TicketStatus[]).includes(status);
}

export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  waiting_customer: 'Waiting on Customer',
  waiting_agent: 'Waiting on Agent',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const priorityLabels: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };

/** Resolved and closed count as resolved; everything else counts as open. */
export function isResolvedStatus(status: TicketStatus): boolean {
  return status === 'resolved' || status === 'closed';
}

export type StatusGroup = 'open' | 'in_progress' | 'resolved';

/**
 * Where each status counts, on every card and filter of the staff list and the portal alike: each ticket in exactly
 * one group. Open waits for the team (new, or the customer has answered); In Progress is being worked (by the team,
 * or waiting on the customer); Resolved is done.
 */
export const statusGroups: Record<StatusGroup, readonly TicketStatus[]> = {
  open: ['open', 'waiting_agent'],
  in_progress: ['in_progress', 'waiting_customer'],
  resolved: ['resolved', 'closed'],
};

/** Badge colours: open red, in progress yellow, resolved green, closed grey. */
export function statusColor(status: TicketStatus): 'red' | 'yellow' | 'green' | 'gray' | 'orange' {
  switch (status) {
    case 'open':
      return 'red';
    case 'in_progress':
      return 'yellow';
    case 'waiting_customer':
    case 'waiting_agent':
      return 'orange';
    case 'resolved':
      return 'green';
    case 'closed':
      return 'gray';
  }
}

export function priorityColor(priority: Priority): 'gray' | 'blue' | 'orange' | 'red' {
  switch (priority) {
    case 'low':
      return 'gray';
    case 'medium':
      return 'blue';
    case 'high':
      return 'orange';
    case 'urgent':
      return 'red';
  }
}

/**
 * The first customer comment on a ticket without comments moves it to in progress,
 * unless it is already in progress.
 */
export function statusAfterCustomerComment(status: TicketStatus, commentCountBefore: number): TicketStatus {
  return commentCountBefore === 0 && status !== 'in_progress' ? 'in_progress' : status;
}

import type { Ticket, TicketDetail, TicketPage, TicketSummary } from './tickets-queries.ts';

let sequence = 0;

/** A ticket as the server answers it, open and without comments unless told. */
export function ticketOf(overrides: Partial<Ticket> = {}): Ticket {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  const hourAgo = new Date(Date.now() - 3 * 3600_000).toISOString();
  return {
    id,
    ticketNumber: `TKT-${1000 + sequence}`,
    title: 'Printer on floor 2 is jammed',
    displayTitle: 'Printer on floor 2 is jammed',
    description: 'The printer near reception shows a paper jam after every job.',
    status: 'open',
    priority: 'medium',
    customerId: '00000000-0000-4000-8000-00000000c001',
    customerName: 'Carla Customer',
    createdBy: null,
    assignedTo: null,
    assigneeName: null,
    isEscalation: false,
    originOrganizationId: null,
    originOrganizationName: null,
    originTicketId: null,
    commentCount: 0,
    createdAt: hourAgo,
    updatedAt: hourAgo,
    appointment: null,
    ...overrides,
  };
}

/** One page of the list, as the infinite query keeps it. */
export function listOf(tickets: Ticket[], nextCursor: string | null = null): { pages: TicketPage[]; pageParams: unknown[] } {
  return { pages: [{ items: tickets, nextCursor }], pageParams: [undefined] };
}

export const summaryOf = (counts: Partial<TicketSummary> = {}): TicketSummary => ({
  total: 0,
  open: 0,
  inProgress: 0,
  resolved: 0,
  highPriority: 0,
  highOrUrgent: 0,
  ...counts,
});

export function detailOf(
  ticket: Ticket,
  comments: TicketDetail['comments'] = [],
  upcomingAppointments: TicketDetail['upcomingAppointments'] = [],
): TicketDetail {
  return { ticket: { ...ticket, commentCount: comments.length }, mail: null, comments, upcomingAppointments };
}

import type { MessageMail, Ticket, TicketDetail, TicketPage, TicketSummary } from '../../../src/web/features/tickets/tickets-queries.ts';

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
    tags: [],
    customFields: {},
    customerName: 'Carla Customer',
    createdBy: null,
    assignedTo: null,
    assigneeName: null,
    isEscalation: false,
    originOrganizationId: null,
    originOrganizationName: null,
    originTicketId: null,
    mergedInto: null,
    source: 'web',
    commentCount: 0,
    createdAt: hourAgo,
    updatedAt: hourAgo,
    appointment: null,
    serviceLevel: null,
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
  highOrUrgent: 0,
  ...counts,
});

export function detailOf(
  ticket: Ticket,
  comments: TicketDetail['comments'] = [],
  upcomingAppointments: TicketDetail['upcomingAppointments'] = [],
): TicketDetail {
  return {
    ticket: { ...ticket, commentCount: comments.length },
    mail: null,
    attachments: [],
    followers: [],
    copiedAddresses: [],
    history: [],
    comments,
    upcomingAppointments,
    serviceLevels: [],
  };
}

/**
 * A reply by e-mail from Dana: HTML with an inline image and a remote one, the quoted history it answered, and a PDF
 * attached, unless told otherwise.
 */
export function mailOf(overrides: Partial<MessageMail> = {}): MessageMail {
  return {
    from: 'dana@example.org',
    html:
      '<p>It is the <b>one by the dock</b>.</p><img alt="Jam" data-attachment-id="00000000-0000-4000-8000-0000000000f1" />' +
      '<img alt="Logo" data-remote-src="https://cdn.example.org/logo.png" />',
    quotedText: 'On Tuesday, Acme Support wrote:\n> Which printer is it?',
    quotedHtml: '<blockquote>Which printer is it?</blockquote>',
    attachments: [
      { id: '00000000-0000-4000-8000-0000000000f1', filename: 'jam.png', contentType: 'image/png', size: 2048, isInline: true },
      {
        id: '00000000-0000-4000-8000-0000000000f2',
        filename: 'Delivery note.pdf',
        contentType: 'application/pdf',
        size: 14_500,
        isInline: false,
      },
    ],
    ...overrides,
  };
}

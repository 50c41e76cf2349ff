import type { TicketViewFilters } from '../../../domain/ticket-views.ts';
import type { ticketViews } from '../../db/schema.ts';

const demoViews: { name: string; filters: Partial<TicketViewFilters> }[] = [
  { name: 'My open tickets', filters: { status: 'open', assignee: 'me' } },
  { name: 'Unassigned', filters: { status: 'open', assignee: 'unassigned' } },
  { name: 'Waiting on customer', filters: { status: 'waiting_customer' } },
  { name: 'Urgent', filters: { priority: 'urgent' } },
  { name: 'Due within the hour', filters: { status: 'due_soon', sort: 'due_soonest' } },
];

/** The shared views a new member of a demo organization finds beside the ticket list. */
export function demoTicketViews(organizationId: string): (typeof ticketViews.$inferInsert)[] {
  return demoViews.map((view, position) => ({ organizationId, ownerUserId: null, name: view.name, filters: view.filters, position }));
}

/** The ticket list's parameters: its filters and its orders, as the screens and the API spell them. */

/**
 * The list filters of the ticket screens: status groups (open = neither resolved nor closed), `new`
 * (status open, the admin dashboard's chip), the two waiting statuses, high priority (high or urgent, as every High
 * Priority card counts it), and due soon (a service-level target due within the hour, or overdue).
 */
export const ticketListFilters = [
  'all',
  'open',
  'new',
  'in_progress',
  'waiting_customer',
  'waiting_agent',
  'resolved',
  'high_priority',
  'due_soon',
  'breached',
] as const;
export type TicketListFilter = (typeof ticketListFilters)[number];
/** The filters as the screens spell them; answers use TicketListFilter. */
export const ticketListFilterSpellings = [...ticketListFilters, 'in-progress', 'high-priority'] as const;

/**
 * The orders the server pages the ticket list in, each along an index: by creation (the number's order), by last update,
 * or by the next service-level due time (tickets with a running target only).
 */
export const ticketSorts = ['newest', 'oldest', 'recently_updated', 'least_recently_updated', 'due_soonest'] as const;
export type TicketSort = (typeof ticketSorts)[number];

export function normalizeTicketListFilter(value: (typeof ticketListFilterSpellings)[number]): TicketListFilter {
  if (value === 'in-progress') return 'in_progress';
  if (value === 'high-priority') return 'high_priority';
  return value;
}

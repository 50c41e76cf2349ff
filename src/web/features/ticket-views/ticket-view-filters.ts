import { defaultTicketListFilters, type TicketListFilters } from '../tickets/ticket-list-filters.ts';
import type { TicketView, TicketViewChange } from './ticket-views-queries.ts';

/** A view's filters as the list keeps them in the address: every one of them, so opening it replaces what was there. */
export function listFiltersOfView(view: Pick<TicketView, 'filters'>): TicketListFilters {
  const { status, priority, tag, assignee, search, sort, field } = view.filters;
  return { ...defaultTicketListFilters, status, priority, tag, search, sort, assignee: assignee ?? '', field: field[0] ?? '' };
}

/** The list's filters as a view saves them. */
export function viewFiltersOf(filters: TicketListFilters): TicketViewChange['filters'] {
  const { status, priority, tag, search, sort, assignee, field } = filters;
  return { status, priority, tag, search, sort, assignee: assignee || null, field: field ? [field] : [] };
}

/** The view the list shows now: the first whose filters are exactly the list's. */
export function activeViewOf<View extends Pick<TicketView, 'id' | 'filters'>>(
  views: readonly View[],
  filters: TicketListFilters,
): View | null {
  const keys = Object.keys(defaultTicketListFilters) as (keyof TicketListFilters)[];
  return views.find((view) => keys.every((key) => listFiltersOfView(view)[key] === filters[key])) ?? null;
}

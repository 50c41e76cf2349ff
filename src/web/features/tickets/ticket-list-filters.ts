import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type TicketSort, ticketSorts } from '../../../domain/ticket-list.ts';
import { type Priority, priorities } from '../../../domain/ticket-status.ts';

export const statusFilters = [
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
export type StatusFilter = (typeof statusFilters)[number];
export type PriorityFilter = 'all' | Priority;
export type SortOrder = TicketSort;

export interface TicketListFilters {
  search: string;
  status: StatusFilter;
  priority: PriorityFilter;
  /** A tag the tickets carry; empty for any. */
  tag: string;
  /** me, unassigned, or a staff member's id; empty for anyone's. */
  assignee: string;
  /** A custom field's value as key:value (severity:High); empty for any. */
  field: string;
  sort: SortOrder;
}

export const defaultTicketListFilters: TicketListFilters = {
  search: '',
  status: 'all',
  priority: 'all',
  tag: '',
  assignee: '',
  field: '',
  sort: 'newest',
};
const defaults = defaultTicketListFilters;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function assigneeOf(value: string | null): string {
  const assignee = value?.trim() ?? '';
  return assignee === 'me' || assignee === 'unassigned' || uuidPattern.test(assignee) ? assignee : '';
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The list's search was `q` before it took the API's name; an old link or bookmark with it still searches. */
const OLD_SEARCH_PARAMETER = 'q';

/** The list's filters as the address keeps them (`?search=&status=&priority=&tag=&assignee=&sort=`), so a reload or a shared link keeps them. */
export function filtersOf(params: URLSearchParams): TicketListFilters {
  return {
    search: (params.get('search') ?? params.get(OLD_SEARCH_PARAMETER))?.trim() ?? '',
    status: oneOf(statusFilters, params.get('status'), defaults.status),
    priority: oneOf<PriorityFilter>(['all', ...priorities], params.get('priority'), defaults.priority),
    tag: params.get('tag')?.trim() ?? '',
    assignee: assigneeOf(params.get('assignee')),
    field: params.get('field')?.trim() ?? '',
    sort: oneOf(ticketSorts, params.get('sort'), defaults.sort),
  };
}

const parameterNames: Record<keyof TicketListFilters, string> = {
  search: 'search',
  status: 'status',
  priority: 'priority',
  tag: 'tag',
  assignee: 'assignee',
  field: 'field',
  sort: 'sort',
};

/** The filters as the address writes them, defaults left out: `status=resolved&search=printer`. */
export function searchOfFilters(filters: TicketListFilters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(parameterNames) as (keyof TicketListFilters)[]) {
    if (filters[key] !== defaults[key]) params.set(parameterNames[key], filters[key]);
  }
  return params.toString();
}

/** The filters from the address, and a setter that writes changed ones back (defaults left out; other parameters such as subdomain kept). */
export function useTicketListFilters(): [TicketListFilters, (change: Partial<TicketListFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  function change(patch: Partial<TicketListFilters>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const oldSearch = next.get(OLD_SEARCH_PARAMETER)?.trim();
        next.delete(OLD_SEARCH_PARAMETER);
        if (oldSearch && !next.has(parameterNames.search)) next.set(parameterNames.search, oldSearch);
        for (const [key, value] of Object.entries(patch) as [keyof TicketListFilters, string][]) {
          if (value === defaults[key]) next.delete(parameterNames[key]);
          else next.set(parameterNames[key], value);
        }
        return next;
      },
      { replace: true },
    );
  }
  const hasOldSearch = params.has(OLD_SEARCH_PARAMETER);
  // An old link's `q` is rewritten as `search` at once, so the address shown and shared is the current one.
  useEffect(() => {
    if (hasOldSearch) change({});
  });
  return [filters, change];
}

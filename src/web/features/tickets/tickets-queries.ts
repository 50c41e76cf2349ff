import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import type { TicketListFilters } from './ticket-list-filters.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type TicketPage = JsonOf<paths['/api/tickets']['get']['responses'][200]>;
export type Ticket = TicketPage['items'][number];
export type Appointment = NonNullable<Ticket['appointment']>;
export type TicketSummary = JsonOf<paths['/api/tickets/summary']['get']['responses'][200]>;
export type TicketDetail = JsonOf<paths['/api/tickets/{id}']['get']['responses'][200]>;
export type TicketComment = TicketDetail['comments'][number];
export type MessageMail = NonNullable<TicketComment['mail']>;
export type CustomerChoice = JsonOf<paths['/api/tickets/customer-options']['get']['responses'][200]>[number];
export type NewTicket = JsonOf<paths['/api/tickets']['post']['requestBody']>;
export type AppointmentInput = JsonOf<paths['/api/tickets/{id}/appointments']['post']['requestBody']>;
export type Assignee = JsonOf<paths['/api/tickets/assignees']['get']['responses'][200]>['items'][number];
export type BulkChangeRequest = JsonOf<paths['/api/tickets/bulk-changes']['post']['requestBody']>;
export type BulkChange = JsonOf<paths['/api/tickets/bulk-changes']['post']['responses'][200]>;
export type BulkAction = BulkChangeRequest['action'];

const PAGE_SIZE = 25;

/** Keys name the signed-in user, so another account signing in on the same tab never sees these answers. */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: ['tickets', 'list'] as const,
  list: (userId: string, filters: TicketListFilters) => [...ticketKeys.lists, userId, filters] as const,
  summaries: ['tickets', 'summary'] as const,
  summary: (userId: string) => [...ticketKeys.summaries, userId] as const,
  views: ['tickets', 'views'] as const,
  detail: (userId: string, id: string) => ['tickets', 'detail', userId, id] as const,
  matchingCount: (userId: string, filters: TicketListFilters) => ['tickets', 'matching-count', userId, filters] as const,
  bulkChange: (userId: string, id: string) => ['tickets', 'bulk-change', userId, id] as const,
};

/** The list refreshes on its own schedule (live events, and 1 s after the window regains focus), not on TanStack's. */
export const refreshedByTheScreen = { refetchOnWindowFocus: false } as const;

/** The caller's tickets, one keyset page at a time, filtered and searched by the server. */
export function ticketListQuery(userId: string, filters: TicketListFilters) {
  return infiniteQueryOptions({
    queryKey: ticketKeys.list(userId, filters),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<TicketPage> => {
      const query = {
        status: filters.status,
        priority: filters.priority,
        sort: filters.sort,
        limit: PAGE_SIZE,
        ...(filters.search ? { search: filters.search } : {}),
        ...(filters.tag ? { tag: filters.tag } : {}),
        ...(filters.assignee ? { assignee: filters.assignee } : {}),
        ...(filters.field ? { field: filters.field } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      };
      return dataOrThrow(await api.GET('/api/tickets', { params: { query }, signal }), 'Could not load tickets.');
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...refreshedByTheScreen,
  });
}

export function ticketSummaryQuery(userId: string) {
  return queryOptions({
    queryKey: ticketKeys.summary(userId),
    queryFn: async ({ signal }): Promise<TicketSummary> =>
      dataOrThrow(await api.GET('/api/tickets/summary', { signal }), 'Could not load the ticket counts.'),
    ...refreshedByTheScreen,
  });
}

export function ticketDetailQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: ticketKeys.detail(userId, id),
    queryFn: async ({ signal }): Promise<TicketDetail> =>
      dataOrThrow(await api.GET('/api/tickets/{id}', { params: { path: { id } }, signal }), 'Could not load the ticket.'),
  });
}

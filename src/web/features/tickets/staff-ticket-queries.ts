import { queryOptions } from '@tanstack/react-query';
import type { Priority, TicketStatus } from '../../../domain/ticket-status.ts';
import { ApiError, dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { downloadBlob } from '../../components/download-file.ts';
import { useTicketMutation } from './ticket-changes.ts';
import type { TicketListFilters } from './ticket-list-filters.ts';
import {
  type AppointmentInput,
  type BulkAction,
  type BulkChange,
  type BulkChangeRequest,
  refreshedByTheScreen,
  ticketKeys,
} from './tickets-queries.ts';

// What only staff do to tickets, apart from what customers share with them (tickets-queries.ts), so that the
// customer portal does not carry it.

/** The list's filters as the server matches them for a change of all matching tickets. */
function matchOf(filters: TicketListFilters) {
  return {
    status: filters.status,
    priority: filters.priority,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.assignee ? { assignee: filters.assignee } : {}),
    ...(filters.field ? { field: filters.field } : {}),
  };
}

/** Downloads the list as filtered and sorted now, a column per custom field, as tickets.csv. */
export async function downloadTicketsCsv(filters: TicketListFilters): Promise<void> {
  const result = await api.GET('/api/tickets/export', { params: { query: { ...matchOf(filters), sort: filters.sort } }, parseAs: 'blob' });
  if (!result.response.ok) throw new ApiError(result.response, result.error, 'Could not export the tickets.');
  downloadBlob(result.data as Blob, 'tickets.csv');
}

/** How many tickets the list's filters match: the N of 'Select all N matching'. */
export function matchingCountQuery(userId: string, filters: TicketListFilters) {
  return queryOptions({
    queryKey: ticketKeys.matchingCount(userId, filters),
    queryFn: async ({ signal }): Promise<number> =>
      dataOrThrow(
        await api.GET('/api/tickets/matching-count', { params: { query: matchOf(filters) }, signal }),
        'Could not count the matching tickets.',
      ).count,
    ...refreshedByTheScreen,
  });
}

const BULK_PROGRESS_POLL_MS = 1000;

/** A change of all matching tickets as the job gets on with it, asked again every second while it runs. */
export function bulkChangeQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: ticketKeys.bulkChange(userId, id),
    queryFn: async ({ signal }): Promise<BulkChange> =>
      dataOrThrow(await api.GET('/api/tickets/bulk-changes/{id}', { params: { path: { id } }, signal }), 'Could not follow the change.'),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? BULK_PROGRESS_POLL_MS : false),
  });
}

/** Changes the selected tickets, or all that match the filters (answered at once, or as a job to follow). */
export function useBulkChange() {
  return useTicketMutation(
    async ({ action, selection }: { action: BulkAction; selection: { ticketIds: string[] } | { matching: TicketListFilters } }) => {
      const body: BulkChangeRequest =
        'ticketIds' in selection ? { action, ticketIds: selection.ticketIds } : { action, matching: matchOf(selection.matching) };
      return dataOrThrow(await api.POST('/api/tickets/bulk-changes', { body }), 'Could not change the tickets.');
    },
  );
}

export function useChangeStatus(ticketId: string) {
  return useTicketMutation(async (status: TicketStatus) =>
    dataOrThrow(
      await api.PATCH('/api/tickets/{id}/status', { params: { path: { id: ticketId } }, body: { status } }),
      'Could not update the status.',
    ),
  );
}

/** Gives the ticket to a member of the staff, or back to the queue (null). */
export function useAssignTicket(ticketId: string) {
  return useTicketMutation(async (assignedTo: string | null) =>
    dataOrThrow(
      await api.PUT('/api/tickets/{id}/assignee', { params: { path: { id: ticketId } }, body: { assignedTo } }),
      'Could not assign the ticket.',
    ),
  );
}

export function useChangePriority(ticketId: string) {
  return useTicketMutation(async (priority: Priority) =>
    dataOrThrow(
      await api.PATCH('/api/tickets/{id}/priority', { params: { path: { id: ticketId } }, body: { priority } }),
      'Could not change the priority.',
    ),
  );
}

export function useSetTags(ticketId: string) {
  return useTicketMutation(async (tags: string[]) =>
    dataOrThrow(
      await api.PUT('/api/tickets/{id}/tags', { params: { path: { id: ticketId } }, body: { tags } }),
      'Could not save the tags.',
    ),
  );
}

export function useFollowTicket(ticketId: string) {
  return useTicketMutation(async (isFollowing: boolean) => {
    const path = { params: { path: { id: ticketId } } };
    okOrThrow(
      isFollowing ? await api.PUT('/api/tickets/{id}/followers/me', path) : await api.DELETE('/api/tickets/{id}/followers/me', path),
      isFollowing ? 'Could not follow the ticket.' : 'Could not stop following the ticket.',
    );
  });
}

export function useSetCopiedAddresses(ticketId: string) {
  return useTicketMutation(async (addresses: string[]) =>
    dataOrThrow(
      await api.PUT('/api/tickets/{id}/copied-addresses', { params: { path: { id: ticketId } }, body: { addresses } }),
      'Could not save the copied addresses.',
    ),
  );
}

/** The organization's tags beginning with what is typed, for the tag field's suggestions. */
export function tagSuggestionsQuery(search: string) {
  return queryOptions({
    queryKey: [...ticketKeys.all, 'tags', search] as const,
    queryFn: async ({ signal }): Promise<string[]> =>
      dataOrThrow(await api.GET('/api/tickets/tags', { params: { query: { search } }, signal }), 'Could not load the tags.').map(
        (suggestion) => suggestion.tag,
      ),
    staleTime: 30_000,
  });
}

/** Schedules a new appointment, or moves the one given. */
export function useSaveAppointment(ticketId: string) {
  return useTicketMutation(async ({ eventId, input }: { eventId: string | null; input: AppointmentInput }) =>
    dataOrThrow(
      eventId
        ? await api.PATCH('/api/tickets/{id}/appointments/{eventId}', { params: { path: { id: ticketId, eventId } }, body: input })
        : await api.POST('/api/tickets/{id}/appointments', { params: { path: { id: ticketId } }, body: input }),
      'Could not save the appointment.',
    ),
  );
}

/** Merges this ticket, a duplicate, into another: its conversation moves there and it is closed. */
export function useMergeTicket(ticketId: string) {
  return useTicketMutation(async (intoTicketId: string) =>
    dataOrThrow(
      await api.POST('/api/tickets/{id}/merge', { params: { path: { id: ticketId } }, body: { intoTicketId } }),
      'Could not merge the tickets.',
    ),
  );
}

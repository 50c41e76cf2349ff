import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarItemType } from '../../../domain/calendar-events.ts';
import { dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type CalendarItems = JsonOf<paths['/api/calendar/items']['get']['responses'][200]>;
export type CalendarItem = CalendarItems['items'][number];
export type EventInput = JsonOf<paths['/api/calendar/events']['post']['requestBody']>;
export type MoveInput = JsonOf<paths['/api/calendar/events/{id}/times']['patch']['requestBody']>;

export interface CalendarRange {
  /** ISO instants with offsets, as the calendar's visible range gives them. */
  start: string;
  end: string;
}

export interface CalendarFilters {
  /** Shown types; all when empty. */
  types: CalendarItemType[];
  isMineOnly: boolean;
}

/** Keys name the signed-in user, so another account signing in on the same tab never sees these answers. */
export const calendarKeys = {
  all: ['calendar'] as const,
  range: (userId: string, range: CalendarRange, filters: CalendarFilters) => ['calendar', userId, range, filters] as const,
};

export function calendarItemsQuery(userId: string, range: CalendarRange, filters: CalendarFilters) {
  return queryOptions({
    queryKey: calendarKeys.range(userId, range, filters),
    queryFn: async ({ signal }): Promise<CalendarItems> => {
      const query = {
        start: range.start,
        end: range.end,
        ...(filters.types.length > 0 ? { types: filters.types.join(',') } : {}),
        ...(filters.isMineOnly ? { mine: 'true' as const } : {}),
      };
      return dataOrThrow(await api.GET('/api/calendar/items', { params: { query }, signal }), 'Could not load the calendar.');
    },
    // Paging to the next month keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

function useRefetchCalendar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarKeys.all });
}

export function useSaveEvent() {
  const refetch = useRefetchCalendar();
  return useMutation({
    mutationFn: async ({ eventId, input }: { eventId: string | null; input: EventInput }): Promise<CalendarItem> =>
      eventId
        ? dataOrThrow(
            await api.PUT('/api/calendar/events/{id}', { params: { path: { id: eventId } }, body: input }),
            'Could not save the event.',
          )
        : dataOrThrow(await api.POST('/api/calendar/events', { body: input }), 'Could not create the event.'),
    onSuccess: refetch,
  });
}

export function useMoveEvent() {
  const refetch = useRefetchCalendar();
  return useMutation({
    mutationFn: async ({ eventId, input }: { eventId: string; input: MoveInput }): Promise<CalendarItem> =>
      dataOrThrow(
        await api.PATCH('/api/calendar/events/{id}/times', { params: { path: { id: eventId } }, body: input }),
        'Could not move the event.',
      ),
    // A drag is saved at once or put back: never left waiting, unsaved, for the connection to return.
    networkMode: 'always',
    onSettled: refetch,
  });
}

export function useDeleteEvent() {
  const refetch = useRefetchCalendar();
  return useMutation({
    mutationFn: async (eventId: string): Promise<void> => {
      okOrThrow(await api.DELETE('/api/calendar/events/{id}', { params: { path: { id: eventId } } }), 'Could not delete the event.');
    },
    onSuccess: refetch,
  });
}

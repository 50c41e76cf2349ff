import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { refreshedByTheScreen, ticketKeys } from '../tickets/tickets-queries.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type TicketViews = JsonOf<paths['/api/ticket-views']['get']['responses'][200]>;
export type TicketView = TicketViews['views'][number];
export type TicketViewChange = JsonOf<paths['/api/ticket-views']['post']['requestBody']>;

/** Under ticketKeys.all, so the counts refresh whenever the list does. */
export function ticketViewsQuery(userId: string) {
  return queryOptions({
    queryKey: [...ticketKeys.views, userId] as const,
    queryFn: async ({ signal }): Promise<TicketViews> =>
      dataOrThrow(await api.GET('/api/ticket-views', { signal }), 'Could not load the views.'),
    ...refreshedByTheScreen,
  });
}

function useTicketViewMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.views }) });
}

/** Saves a new view, or changes the one named by id. */
export function useSaveTicketView() {
  return useTicketViewMutation(
    async ({ id, view }: { id: string | null; view: TicketViewChange }): Promise<TicketView> =>
      id
        ? dataOrThrow(await api.PUT('/api/ticket-views/{id}', { params: { path: { id } }, body: view }), 'Could not save the view.')
        : dataOrThrow(await api.POST('/api/ticket-views', { body: view }), 'Could not save the view.'),
  );
}

export function useDeleteTicketView() {
  return useTicketViewMutation(async (id: string) =>
    okOrThrow(await api.DELETE('/api/ticket-views/{id}', { params: { path: { id } } }), 'Could not delete the view.'),
  );
}

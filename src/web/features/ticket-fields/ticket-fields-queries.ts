import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { useTicketMutation } from '../tickets/ticket-changes.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type TicketField = JsonOf<paths['/api/ticket-fields']['get']['responses'][200]>['fields'][number];
export type TicketFieldInput = JsonOf<paths['/api/ticket-fields']['post']['requestBody']>;
export type TicketFieldChanges = JsonOf<paths['/api/ticket-fields/{id}']['put']['requestBody']>;

export const ticketFieldsKey = ['ticket-fields'] as const;

/** The organization's fields in order: every one for the staff, the live customer-visible ones for a customer. */
export function ticketFieldsQuery() {
  return queryOptions({
    queryKey: ticketFieldsKey,
    queryFn: async ({ signal }): Promise<TicketField[]> =>
      dataOrThrow(await api.GET('/api/ticket-fields', { signal }), 'Could not load the ticket fields.').fields,
    staleTime: 60_000,
  });
}

function useFieldMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ticketFieldsKey }) });
}

export function useAddTicketField() {
  return useFieldMutation(async (field: TicketFieldInput) =>
    dataOrThrow(await api.POST('/api/ticket-fields', { body: field }), 'Could not add the field.'),
  );
}

export function useChangeTicketField() {
  return useFieldMutation(async ({ id, changes }: { id: string; changes: TicketFieldChanges }) =>
    dataOrThrow(await api.PUT('/api/ticket-fields/{id}', { params: { path: { id } }, body: changes }), 'Could not save the field.'),
  );
}

export function useReorderTicketFields() {
  return useFieldMutation(async (ids: string[]) =>
    dataOrThrow(await api.PUT('/api/ticket-fields/order', { body: { ids } }), 'Could not move the field.'),
  );
}

/** Sets values of a ticket's fields (null clears one); the ticket and the lists are read again. */
export function useSetTicketCustomFields(ticketId: string) {
  return useTicketMutation(async (customFields: Record<string, string | number | boolean | null>) =>
    dataOrThrow(
      await api.PUT('/api/tickets/{id}/custom-fields', { params: { path: { id: ticketId } }, body: { customFields } }),
      'Could not save the fields.',
    ),
  );
}

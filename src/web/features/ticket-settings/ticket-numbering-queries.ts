import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NumberingSettings } from '../../../domain/ticket-numbering.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type TicketNumbering = paths['/api/settings/ticket-numbering']['get']['responses'][200]['content']['application/json'];

export const ticketNumberingKey = ['settings', 'ticket-numbering'] as const;

/** The organization's numbering scheme and the number its next ticket gets. */
export function ticketNumberingQuery() {
  return queryOptions({
    queryKey: ticketNumberingKey,
    queryFn: async ({ signal }): Promise<TicketNumbering> =>
      dataOrThrow(await api.GET('/api/settings/ticket-numbering', { signal }), 'Could not load the ticket numbering settings.'),
  });
}

export function useSaveTicketNumbering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NumberingSettings): Promise<TicketNumbering> =>
      dataOrThrow(await api.PUT('/api/settings/ticket-numbering', { body: settings }), 'Could not save the ticket numbering settings.'),
    onSuccess: (saved) => queryClient.setQueryData(ticketNumberingKey, saved),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { useTicketMutation } from '../tickets/ticket-changes.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type SavedReplies = JsonOf<paths['/api/saved-replies']['get']['responses'][200]>;
export type SavedReply = SavedReplies['savedReplies'][number];
export type SavedReplyChange = JsonOf<paths['/api/saved-replies']['post']['requestBody']>;
export type RenderedSavedReply = JsonOf<paths['/api/saved-replies/{id}/render']['post']['responses'][200]>;

export const savedRepliesKey = ['saved-replies'] as const;

/** The shared replies and the caller's own, by name. */
export function savedRepliesQuery() {
  return queryOptions({
    queryKey: savedRepliesKey,
    queryFn: async ({ signal }): Promise<SavedReplies> =>
      dataOrThrow(await api.GET('/api/saved-replies', { signal }), 'Could not load the saved replies.'),
  });
}

function useSavedReplyMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: savedRepliesKey }) });
}

/** Adds a reply, or changes the one named by id. */
export function useSaveSavedReply() {
  return useSavedReplyMutation(async ({ id, reply }: { id: string | null; reply: SavedReplyChange }) =>
    id
      ? dataOrThrow(await api.PUT('/api/saved-replies/{id}', { params: { path: { id } }, body: reply }), 'Could not save the reply.')
      : dataOrThrow(await api.POST('/api/saved-replies', { body: reply }), 'Could not add the reply.'),
  );
}

export function useDeleteSavedReply() {
  return useSavedReplyMutation(async (id: string) =>
    okOrThrow(await api.DELETE('/api/saved-replies/{id}', { params: { path: { id } } }), 'Could not delete the reply.'),
  );
}

/** A template as it reads with a sample customer and ticket; refused with the template's problem. */
export async function previewSavedReply(body: string, signal?: AbortSignal): Promise<string> {
  return dataOrThrow(await api.POST('/api/saved-replies/preview', { body: { body }, signal }), 'Could not preview the reply.').text;
}

/** A reply filled in for the ticket, for the reply box. */
export async function renderSavedReply(id: string, ticketId: string): Promise<RenderedSavedReply> {
  return dataOrThrow(
    await api.POST('/api/saved-replies/{id}/render', { params: { path: { id } }, body: { ticketId } }),
    'Could not insert the saved reply.',
  );
}

/** A macro's status, priority and assignee applied to the ticket, which is then read again. */
export function useApplySavedReply(ticketId: string) {
  return useTicketMutation(async (id: string) =>
    dataOrThrow(
      await api.POST('/api/saved-replies/{id}/apply', { params: { path: { id } }, body: { ticketId } }),
      "Could not apply the macro's changes to the ticket.",
    ),
  );
}

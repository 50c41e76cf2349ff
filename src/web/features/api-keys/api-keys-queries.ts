import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type ApiKey = JsonOf<paths['/api/settings/api-keys']['get']['responses'][200]>['apiKeys'][number];
export type ApiKeyInput = JsonOf<paths['/api/settings/api-keys']['post']['requestBody']>;
export type CreatedApiKey = JsonOf<paths['/api/settings/api-keys']['post']['responses'][201]>;

export const apiKeysKey = ['settings', 'api-keys'] as const;

/** The organization's keys that are not revoked, newest first. */
export function apiKeysQuery() {
  return queryOptions({
    queryKey: apiKeysKey,
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/api/settings/api-keys', { signal }), 'Could not load the API keys.').apiKeys,
  });
}

/** Makes a key; the answer carries its secret, which is never shown again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApiKeyInput): Promise<CreatedApiKey> =>
      dataOrThrow(await api.POST('/api/settings/api-keys', { body: input }), 'Could not create the key.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      okOrThrow(await api.DELETE('/api/settings/api-keys/{id}', { params: { path: { id } } }), 'Could not revoke the key.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

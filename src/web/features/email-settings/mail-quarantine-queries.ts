import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type QuarantinedMail = paths['/api/mail-quarantine']['get']['responses'][200]['content']['application/json']['messages'][number];
export type ReleaseOutcome = paths['/api/mail-quarantine/{id}/release']['post']['responses'][200]['content']['application/json'];

export const mailQuarantineKey = ['settings', 'mail-quarantine'] as const;

export function mailQuarantineQuery() {
  return queryOptions({
    queryKey: mailQuarantineKey,
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/api/mail-quarantine', { signal }), 'Could not load the quarantine.'),
  });
}

/** Releases a message (received as if it had just arrived) or discards it; either way it leaves the list. */
export function useDecideQuarantinedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: 'release' | 'discard' }): Promise<ReleaseOutcome | null> => {
      const params = { path: { id } };
      if (decision === 'release') {
        return dataOrThrow(await api.POST('/api/mail-quarantine/{id}/release', { params }), 'Could not release the message.');
      }
      okOrThrow(await api.DELETE('/api/mail-quarantine/{id}', { params }), 'Could not discard the message.');
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailQuarantineKey }),
  });
}

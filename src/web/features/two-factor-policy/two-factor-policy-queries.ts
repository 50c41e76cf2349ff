import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type TwoFactorPolicy = paths['/api/settings/two-factor']['get']['responses'][200]['content']['application/json'];
export type TwoFactorPolicyInput = paths['/api/settings/two-factor']['put']['requestBody']['content']['application/json'];

const twoFactorPolicyKey = ['settings', 'two-factor'] as const;

export function twoFactorPolicyQuery() {
  return queryOptions({
    queryKey: twoFactorPolicyKey,
    queryFn: async ({ signal }): Promise<TwoFactorPolicy> =>
      dataOrThrow(await api.GET('/api/settings/two-factor', { signal }), 'Could not load the two-factor requirement.'),
  });
}

export function useSaveTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TwoFactorPolicyInput) =>
      dataOrThrow(await api.PUT('/api/settings/two-factor', { body }), 'Could not save the two-factor requirement.'),
    onSuccess: (saved) => queryClient.setQueryData(twoFactorPolicyKey, saved),
  });
}

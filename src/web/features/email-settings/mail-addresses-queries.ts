import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type MailAddressList = paths['/api/settings/email/addresses']['get']['responses'][200]['content']['application/json'];
export type MailAddress = MailAddressList['addresses'][number];

export const mailAddressesKey = ['settings', 'email', 'addresses'] as const;

/** How often the list is read again while an address waits for its check to come back. */
const WAITING_REFRESH_MS = 5_000;

export function mailAddressesQuery() {
  return queryOptions({
    queryKey: mailAddressesKey,
    queryFn: async ({ signal }): Promise<MailAddressList> =>
      dataOrThrow(await api.GET('/api/settings/email/addresses', { signal }), 'Could not load the addresses.'),
    refetchInterval: (query) => (query.state.data?.addresses.some((entry) => entry.status === 'waiting') ? WAITING_REFRESH_MS : false),
  });
}

function useAddressMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: mailAddressesKey }) });
}

export function useAddMailAddress() {
  return useAddressMutation(async (address: string) =>
    dataOrThrow(await api.POST('/api/settings/email/addresses', { body: { address } }), 'Could not add the address.'),
  );
}

export function useResendAddressCheck() {
  return useAddressMutation(async (id: string) =>
    dataOrThrow(
      await api.POST('/api/settings/email/addresses/{id}/check', { params: { path: { id } } }),
      'Could not send the check again.',
    ),
  );
}

export function useRemoveMailAddress() {
  return useAddressMutation(async (id: string) =>
    okOrThrow(await api.DELETE('/api/settings/email/addresses/{id}', { params: { path: { id } } }), 'Could not remove the address.'),
  );
}

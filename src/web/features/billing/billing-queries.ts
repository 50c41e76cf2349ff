import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type Billing = JsonOf<paths['/api/settings/billing']['get']['responses'][200]>;
export type BillingChange = JsonOf<paths['/api/settings/billing']['patch']['requestBody']>;

export const billingKey = ['settings', 'billing'] as const;

/** The organization's plan, subscription, business model and add-ons. */
export function billingQuery() {
  return queryOptions({
    queryKey: billingKey,
    queryFn: async ({ signal }): Promise<Billing> =>
      dataOrThrow(await api.GET('/api/settings/billing', { signal }), 'Could not load the plan and billing.'),
  });
}

/** Records a plan, business model or add-ons; the organization's pages then read whether it is white-labelled anew. */
export function useChangeBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: BillingChange) =>
      dataOrThrow(await api.PATCH('/api/settings/billing', { body: change }), 'Could not save the change.'),
    onSuccess: (billing) => {
      queryClient.setQueryData(billingKey, billing);
      return queryClient.invalidateQueries({ queryKey: ['organization'] });
    },
  });
}

import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type WebhookList = paths['/api/webhooks']['get']['responses'][200]['content']['application/json'];
export type WebhookEndpoint = WebhookList['endpoints'][number];
export type WebhookEndpointInput = paths['/api/webhooks']['post']['requestBody']['content']['application/json'];
export type WebhookDelivery =
  paths['/api/webhooks/{id}/deliveries']['get']['responses'][200]['content']['application/json']['deliveries'][number];

export const webhooksKey = ['settings', 'webhooks'] as const;
const deliveriesKey = (id: string) => [...webhooksKey, id, 'deliveries'] as const;

export function webhooksQuery() {
  return queryOptions({
    queryKey: webhooksKey,
    queryFn: async ({ signal }): Promise<WebhookList> =>
      dataOrThrow(await api.GET('/api/webhooks', { signal }), 'Could not load the webhooks.'),
  });
}

/** An endpoint's deliveries, newest first, 50 a page, the pages loaded read again every few seconds while the log is open. */
export function webhookDeliveriesQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: deliveriesKey(id),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      dataOrThrow(
        await api.GET('/api/webhooks/{id}/deliveries', {
          params: { path: { id }, query: pageParam ? { cursor: pageParam } : {} },
          signal,
        }),
        'Could not load the deliveries.',
      ),
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: 2000,
  });
}

export function useWebhookChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKey });
  return {
    create: useMutation({
      mutationFn: async (body: WebhookEndpointInput) =>
        dataOrThrow(await api.POST('/api/webhooks', { body }), 'Could not add the endpoint.'),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: async ({ id, body }: { id: string; body: WebhookEndpointInput }) =>
        dataOrThrow(await api.PUT('/api/webhooks/{id}', { params: { path: { id } }, body }), 'Could not save the endpoint.'),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: string) =>
        okOrThrow(await api.DELETE('/api/webhooks/{id}', { params: { path: { id } } }), 'Could not delete the endpoint.'),
      onSuccess: refresh,
    }),
    reveal: useMutation({
      mutationFn: async (id: string) =>
        dataOrThrow(await api.GET('/api/webhooks/{id}/secret', { params: { path: { id } } }), 'Could not read the secret.'),
    }),
    rotate: useMutation({
      mutationFn: async (id: string) =>
        dataOrThrow(await api.POST('/api/webhooks/{id}/rotate-secret', { params: { path: { id } } }), 'Could not rotate the secret.'),
      onSuccess: refresh,
    }),
    sendTest: useMutation({
      mutationFn: async (id: string) =>
        dataOrThrow(await api.POST('/api/webhooks/{id}/test', { params: { path: { id } } }), 'Could not send a test event.'),
      onSuccess: (_delivery, id) => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
    }),
    resend: useMutation({
      mutationFn: async ({ id, deliveryId }: { id: string; deliveryId: string }) =>
        dataOrThrow(
          await api.POST('/api/webhooks/{id}/deliveries/{deliveryId}/resend', { params: { path: { id, deliveryId } } }),
          'Could not resend the delivery.',
        ),
      onSuccess: (_delivery, { id }) => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
    }),
  };
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { workOrderKeys } from '../work-orders/work-orders-queries.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type MyDay = JsonOf<paths['/api/dispatch/my-day']['get']['responses'][200]>;
export type Visit = MyDay['visits'][number];

/** What a technician reports from the road. */
export type VisitStep = 'on_my_way' | 'arrived';

// Under the work orders' key: a change to any work order (a dispatcher's move, a completion) refreshes the day too.
export const myDayKey = (userId: string) => [...workOrderKeys.all, 'my-day', userId] as const;

export function myDayQuery(userId: string) {
  return queryOptions({
    queryKey: myDayKey(userId),
    queryFn: async ({ signal }): Promise<MyDay> =>
      dataOrThrow(await api.GET('/api/dispatch/my-day', { signal }), 'Could not load your visits of today.'),
  });
}

async function reportStep(visitId: string, step: VisitStep): Promise<Visit> {
  const params = { path: { id: visitId } };
  return step === 'on_my_way'
    ? dataOrThrow(await api.POST('/api/dispatch/work-orders/{id}/on-my-way', { params }), 'Could not tell the customer you are on the way.')
    : dataOrThrow(await api.POST('/api/dispatch/work-orders/{id}/arrived', { params }), 'Could not record your arrival.');
}

/** On my way or Arrived for one visit; the day and every work order list refresh after it. */
export function useVisitStep(visitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: VisitStep) => reportStep(visitId, step),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
  });
}

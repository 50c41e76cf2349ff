import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { ticketKeys } from '../tickets/tickets-queries.ts';
import type { EscalationFilters } from './escalation-filters.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type EscalationPage = JsonOf<paths['/api/admin/tickets']['get']['responses'][200]>;
export type Escalation = EscalationPage['items'][number];
export type OrganizationPage = JsonOf<paths['/api/admin/organizations']['get']['responses'][200]>;
export type TenantOrganization = OrganizationPage['items'][number];
export type TrialExtension = JsonOf<paths['/api/admin/organizations/{id}/extend-trial']['post']['requestBody']>['days'];

/** The escalated ticket fetch limit of the specification. */
const ESCALATION_PAGE_SIZE = 50;

export const platformAdminKeys = {
  // Under the ticket lists' key, so the tickets feature's live refresh and its mutations refresh this list too.
  escalations: (userId: string, filters: EscalationFilters) => [...ticketKeys.lists, 'escalations', userId, filters] as const,
  organizations: ['platform-admin', 'organizations'] as const,
  organizationsOf: (userId: string) => [...platformAdminKeys.organizations, userId] as const,
};

/** The platform organization's tickets, with the organization each came from, one keyset page at a time. */
export function escalationsQuery(userId: string, filters: EscalationFilters) {
  return infiniteQueryOptions({
    queryKey: platformAdminKeys.escalations(userId, filters),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<EscalationPage> => {
      const query = {
        status: filters.status,
        priority: filters.priority,
        sort: filters.sort,
        limit: ESCALATION_PAGE_SIZE,
        ...(filters.search ? { search: filters.search } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      };
      return dataOrThrow(await api.GET('/api/admin/tickets', { params: { query }, signal }), 'Failed to fetch escalated tickets');
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchOnWindowFocus: false,
  });
}

/** Every tenant organization, newest first. */
export function organizationsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: platformAdminKeys.organizationsOf(userId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<OrganizationPage> =>
      dataOrThrow(
        await api.GET('/api/admin/organizations', { params: { query: pageParam ? { cursor: pageParam } : {} }, signal }),
        'Failed to load data',
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

function useOrganizationMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<{ organization: TenantOrganization; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: platformAdminKeys.organizations }) });
}

export function useExtendTrial() {
  return useOrganizationMutation(async ({ id, days }: { id: string; days: TrialExtension }) =>
    dataOrThrow(
      await api.POST('/api/admin/organizations/{id}/extend-trial', { params: { path: { id } }, body: { days } }),
      'Failed to extend trial',
    ),
  );
}

export function useConvertToPaid() {
  return useOrganizationMutation(async (id: string) =>
    dataOrThrow(await api.POST('/api/admin/organizations/{id}/convert-to-paid', { params: { path: { id } } }), 'Failed to convert'),
  );
}

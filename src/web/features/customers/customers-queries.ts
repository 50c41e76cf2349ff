import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { downloadBlob } from '../../components/download-file.ts';
import { useRealtime } from '../realtime/use-realtime.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type CustomerPage = JsonOf<paths['/api/customers']['get']['responses'][200]>;
export type Customer = CustomerPage['items'][number];
export type CustomerSummary = JsonOf<paths['/api/customers/summary']['get']['responses'][200]>;
export type CustomerDetail = JsonOf<paths['/api/customers/{id}']['get']['responses'][200]>;
export type CustomerInput = JsonOf<paths['/api/customers']['post']['requestBody']>;
export type ImportPreview = JsonOf<paths['/api/customers/import/preview']['post']['responses'][200]>;
export type ImportResult = JsonOf<paths['/api/customers/import']['post']['responses'][200]>;
/** The customers on the list, or the archived ones. */
export type CustomerStatus = 'active' | 'archived';

const PAGE_SIZE = 50;

/** Keys name the signed-in user, so another account signing in on the same tab never sees these answers. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (userId: string, status: CustomerStatus, search: string) => ['customers', 'list', userId, status, search] as const,
  summary: (userId: string) => ['customers', 'summary', userId] as const,
  detail: (userId: string, id: string) => ['customers', 'detail', userId, id] as const,
};

export function customerListQuery(userId: string, status: CustomerStatus, search: string) {
  return infiniteQueryOptions({
    queryKey: customerKeys.list(userId, status, search),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<CustomerPage> => {
      const query = { limit: PAGE_SIZE, status, ...(search ? { search } : {}), ...(pageParam ? { cursor: pageParam } : {}) };
      return dataOrThrow(await api.GET('/api/customers', { params: { query }, signal }), 'Could not load customers.');
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function customerSummaryQuery(userId: string) {
  return queryOptions({
    queryKey: customerKeys.summary(userId),
    queryFn: async ({ signal }): Promise<CustomerSummary> =>
      dataOrThrow(await api.GET('/api/customers/summary', { signal }), 'Could not load the customer counts.'),
  });
}

export function customerDetailQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: customerKeys.detail(userId, id),
    queryFn: async ({ signal }): Promise<CustomerDetail> =>
      dataOrThrow(await api.GET('/api/customers/{id}', { params: { path: { id } }, signal }), 'Could not load the customer.'),
  });
}

/** Lists, counts and open customers refetch when anyone changes a customer, and after a reconnection. */
export function useCustomersRefresh(): void {
  const queryClient = useQueryClient();
  useRealtime((signal) => {
    if (signal.kind === 'reconnected' || signal.event.type.startsWith('customer.')) {
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    }
  });
}

function useCustomerMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }) });
}

export function useCreateCustomer() {
  return useCustomerMutation(
    async (body: CustomerInput): Promise<Customer> =>
      dataOrThrow(await api.POST('/api/customers', { body }), 'Could not add the customer.'),
  );
}

export function useUpdateCustomer() {
  return useCustomerMutation(
    async ({ id, body }: { id: string; body: CustomerInput }): Promise<Customer> =>
      dataOrThrow(await api.PUT('/api/customers/{id}', { params: { path: { id } }, body }), 'Could not save the customer.'),
  );
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      dataOrThrow(await api.DELETE('/api/customers/{id}', { params: { path: { id } } }), 'Could not delete the customer.'),
    onSuccess: (_result, id) =>
      // A deleted or archived customer's page is left at once: its detail is not read again (the answer would be a 404).
      queryClient.invalidateQueries({
        queryKey: customerKeys.all,
        predicate: ({ queryKey }) => !(queryKey[1] === 'detail' && queryKey[3] === id),
      }),
  });
}

export function useRestoreCustomer() {
  return useCustomerMutation(
    async (id: string): Promise<Customer> =>
      dataOrThrow(await api.POST('/api/customers/{id}/restore', { params: { path: { id } } }), 'Could not restore the customer.'),
  );
}

/** Clears the mark that mail to the customer bounces, once their address is known to work again. */
export function useClearEmailBounce() {
  return useCustomerMutation(
    async (id: string): Promise<Customer> =>
      dataOrThrow(
        await api.POST('/api/customers/{id}/clear-email-bounce', { params: { path: { id } } }),
        'Could not clear the bounce mark.',
      ),
  );
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: async (csv: string): Promise<ImportPreview> =>
      dataOrThrow(await api.POST('/api/customers/import/preview', { body: { csv } }), 'Could not read the file.'),
  });
}

export function useImportCustomers() {
  return useCustomerMutation(
    async (csv: string): Promise<ImportResult> =>
      dataOrThrow(await api.POST('/api/customers/import', { body: { csv } }), 'Could not import the customers.'),
  );
}

/** Downloads the list (the search applied) as customers.csv. */
export async function downloadCustomersCsv(search: string): Promise<void> {
  const result = await api.GET('/api/customers/export', { params: { query: search ? { search } : {} }, parseAs: 'blob' });
  if (!result.response.ok) throw new ApiError(result.response, result.error, 'Could not export the customers.');
  downloadBlob(result.data as Blob, 'customers.csv');
}

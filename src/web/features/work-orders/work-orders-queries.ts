import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LayoutElement } from '../../../domain/work-order-layout.ts';
import type { WorkOrderSettings } from '../../../domain/work-order-settings.ts';
import type { WorkOrderStatus } from '../../../domain/work-order-status.ts';
import { ApiError, dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { useRealtime } from '../realtime/use-realtime.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type StoredWorkOrderSettings = JsonOf<paths['/api/work-order-settings']['get']['responses'][200]>;
export type WorkOrderLayout = JsonOf<paths['/api/work-order-layout']['get']['responses'][200]>;
export type WorkOrderPage = JsonOf<paths['/api/work-orders']['get']['responses'][200]>;
export type WorkOrder = WorkOrderPage['items'][number];
export type WorkOrderDetail = JsonOf<paths['/api/work-orders/{id}']['get']['responses'][200]>;
export type NewWorkOrder = JsonOf<paths['/api/work-orders']['post']['requestBody']>;
export type WorkOrderChange = JsonOf<paths['/api/work-orders/{id}']['patch']['requestBody']>;

export interface WorkOrderListFilters {
  search: string;
  status: WorkOrderStatus | 'all';
  /** Only the signed-in technician's own. */
  isMine: boolean;
}

export const workOrderKeys = {
  all: ['work-orders'] as const,
  settings: ['settings', 'work-orders'] as const,
  layout: ['settings', 'work-order-layout'] as const,
  list: (userId: string, filters: WorkOrderListFilters) => ['work-orders', 'list', userId, filters] as const,
  ofTicket: (userId: string, ticketId: string) => ['work-orders', 'ticket', userId, ticketId] as const,
  detail: (userId: string, id: string) => ['work-orders', 'detail', userId, id] as const,
};

const PAGE_SIZE = 24;

export function workOrderSettingsQuery() {
  return queryOptions({
    queryKey: workOrderKeys.settings,
    queryFn: async ({ signal }): Promise<StoredWorkOrderSettings> =>
      dataOrThrow(await api.GET('/api/work-order-settings', { signal }), 'Could not load the work order settings.'),
  });
}

export function workOrderLayoutQuery() {
  return queryOptions({
    queryKey: workOrderKeys.layout,
    queryFn: async ({ signal }): Promise<WorkOrderLayout> =>
      dataOrThrow(await api.GET('/api/work-order-layout', { signal }), 'Could not load the work order layout.'),
  });
}

export function useSaveWorkOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { settings: WorkOrderSettings; workOrdersEnabled: boolean }): Promise<StoredWorkOrderSettings> =>
      dataOrThrow(await api.PUT('/api/work-order-settings', { body }), 'Could not save the work order settings.'),
    onSuccess: (saved) => queryClient.setQueryData(workOrderKeys.settings, saved),
  });
}

export function useSaveWorkOrderLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (elements: LayoutElement[]): Promise<WorkOrderLayout> =>
      dataOrThrow(await api.PUT('/api/work-order-layout', { body: { elements } }), 'Could not save the layout.'),
    onSuccess: (saved) => queryClient.setQueryData(workOrderKeys.layout, saved),
  });
}

/** Sends a file itself as the body; the server tells its type from the content. */
function rawBody(file: Blob) {
  return {
    body: file as never,
    bodySerializer: (body: unknown) => body as Blob,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  };
}

export function useUploadLayoutImage() {
  return useMutation({
    mutationFn: async (file: File): Promise<{ fileId: string; url: string }> =>
      dataOrThrow(await api.POST('/api/work-order-layout/images', rawBody(file)), 'Could not upload the logo.'),
  });
}

export function workOrderListQuery(userId: string, filters: WorkOrderListFilters) {
  return infiniteQueryOptions({
    queryKey: workOrderKeys.list(userId, filters),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<WorkOrderPage> => {
      const query = {
        status: filters.status,
        isMine: filters.isMine ? ('true' as const) : ('false' as const),
        limit: PAGE_SIZE,
        ...(filters.search ? { search: filters.search } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      };
      return dataOrThrow(await api.GET('/api/work-orders', { params: { query }, signal }), 'Could not load work orders.');
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function ticketWorkOrdersQuery(userId: string, ticketId: string) {
  return queryOptions({
    queryKey: workOrderKeys.ofTicket(userId, ticketId),
    queryFn: async ({ signal }): Promise<WorkOrder[]> =>
      dataOrThrow(
        await api.GET('/api/work-orders', { params: { query: { ticketId, status: 'all', limit: 100 } }, signal }),
        'Could not load work orders.',
      ).items,
  });
}

export function workOrderDetailQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: workOrderKeys.detail(userId, id),
    queryFn: async ({ signal }): Promise<WorkOrderDetail> =>
      dataOrThrow(await api.GET('/api/work-orders/{id}', { params: { path: { id } }, signal }), 'Could not load the work order.'),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** A change to a work order refreshes it and every list it shows in. */
function useWorkOrderMutation<Variables>(mutationFn: (variables: Variables) => Promise<WorkOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.all }) });
}

export function useCreateWorkOrder() {
  return useWorkOrderMutation(async (body: NewWorkOrder) =>
    dataOrThrow(await api.POST('/api/work-orders', { body }), 'Failed to create work order'),
  );
}

export function useUpdateWorkOrder(id: string) {
  return useWorkOrderMutation(async (body: WorkOrderChange) =>
    dataOrThrow(await api.PATCH('/api/work-orders/{id}', { params: { path: { id } }, body }), 'Failed to update work order'),
  );
}

export function useChangeWorkOrderStatus(id: string) {
  return useWorkOrderMutation(async (status: 'pending' | 'in_progress' | 'cancelled') =>
    dataOrThrow(
      await api.POST('/api/work-orders/{id}/status', { params: { path: { id } }, body: { status } }),
      'Failed to update work order',
    ),
  );
}

export function useSignWorkOrder(id: string) {
  return useWorkOrderMutation(async (body: { signerName: string; image: string }) =>
    dataOrThrow(await api.POST('/api/work-orders/{id}/signature', { params: { path: { id } }, body }), 'Failed to save signature'),
  );
}

export function useCompleteWorkOrder(id: string) {
  return useWorkOrderMutation(async () =>
    dataOrThrow(await api.POST('/api/work-orders/{id}/complete', { params: { path: { id } } }), 'Failed to update work order'),
  );
}

export function useReopenWorkOrder(id: string) {
  return useWorkOrderMutation(async () =>
    dataOrThrow(await api.POST('/api/work-orders/{id}/reopen', { params: { path: { id } } }), 'Failed to update work order'),
  );
}

export function useAddWorkOrderPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      dataOrThrow(
        await api.POST('/api/work-orders/{id}/photos', { params: { path: { id } }, ...rawBody(file) }),
        'Could not add the photo.',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
  });
}

export function useRemoveWorkOrderPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: string) =>
      okOrThrow(
        await api.DELETE('/api/work-orders/{id}/photos/{photoId}', { params: { path: { id, photoId } } }),
        'Could not remove the photo.',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
  });
}

/** A work order changed on another screen: lists and details refresh. */
export function useWorkOrderRefresh(): void {
  const queryClient = useQueryClient();
  useRealtime((signal) => {
    const isChange = signal.kind === 'event' && signal.event.type === 'work_order.changed';
    if (signal.kind === 'reconnected' || isChange) void queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
  });
}

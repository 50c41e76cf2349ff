import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationFlags } from '../../../domain/staff-profile.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';

export const notificationFlagsKey = ['me', 'notification-flags'] as const;

export function notificationFlagsQuery() {
  return queryOptions({
    queryKey: notificationFlagsKey,
    queryFn: async ({ signal }): Promise<NotificationFlags> =>
      dataOrThrow(await api.GET('/api/me/notification-flags', { signal }), 'Could not load your alerts.'),
    staleTime: 5 * 60_000,
  });
}

export function useSaveNotificationFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (flags: NotificationFlags): Promise<NotificationFlags> =>
      dataOrThrow(await api.PUT('/api/me/notification-flags', { body: flags }), 'Could not save your alerts.'),
    onSuccess: (saved) => queryClient.setQueryData(notificationFlagsKey, saved),
  });
}

export function useRenameProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => dataOrThrow(await api.PUT('/api/me/profile', { body: { name } }), 'Could not save your name.'),
    // The header, the sidebar and the greeting read the name from the account.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}

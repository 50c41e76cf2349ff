import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

type PreferencesPath = paths['/api/notification-preferences'];
export type NotificationPreferences = PreferencesPath['get']['responses'][200]['content']['application/json'];
export type NotificationPreferencesInput = PreferencesPath['put']['requestBody']['content']['application/json'];

export const preferencesMessages = {
  loadFailed: 'Failed to load notification preferences',
  unavailable: 'Unable to load notification preferences',
  saveFailed: 'Failed to save preferences',
} as const;

/** The signed-in user's preferences; the server creates the defaults on the first read. */
export function notificationPreferencesQuery(userId: string) {
  return queryOptions({
    queryKey: ['notification-preferences', userId],
    queryFn: async (): Promise<NotificationPreferences> => {
      const { data } = await api.GET('/api/notification-preferences');
      if (!data) throw new Error(preferencesMessages.loadFailed);
      return data;
    },
  });
}

export function useSaveNotificationPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationPreferencesInput): Promise<NotificationPreferences> => {
      const { data } = await api.PUT('/api/notification-preferences', { body: input });
      if (!data) throw new Error(preferencesMessages.saveFailed);
      return data;
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery(userId).queryKey, saved),
  });
}

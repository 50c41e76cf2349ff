import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type NotificationList = paths['/api/notifications']['get']['responses'][200]['content']['application/json'];
export type NotificationItem = NotificationList['items'][number];

export const notificationKeys = { all: ['notifications'] as const };

/** The latest notifications for the bell: unread only (the workspace shows the 5 latest unread) or all. */
export function notificationsQuery(options: { isUnreadOnly: boolean; limit: number }) {
  return queryOptions({
    queryKey: [...notificationKeys.all, options],
    queryFn: async (): Promise<NotificationList> => {
      const { data, response } = await api.GET('/api/notifications', {
        params: { query: { limit: options.limit, ...(options.isUnreadOnly ? { unread: 'true' } : {}) } },
      });
      if (!data) throw new Error(`Could not load notifications (HTTP ${response.status}).`);
      return data;
    },
  });
}

/** Notifications a page of the notifications page holds. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** One page of all the member's notifications, newest first: the first (no cursor) or the one after a cursor. */
export function notificationPageQuery(cursor: string | null) {
  return queryOptions({
    queryKey: [...notificationKeys.all, 'page', cursor],
    queryFn: async ({ signal }): Promise<NotificationList> => {
      const query = { limit: NOTIFICATION_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
      const { data, response } = await api.GET('/api/notifications', { params: { query }, signal });
      if (!data) throw new Error(`Could not load notifications (HTTP ${response.status}).`);
      return data;
    },
  });
}

/** Where a notification leads on this site, if anywhere. */
export function notificationPathOf(item: NotificationItem): string | null {
  return typeof item.data.path === 'string' ? item.data.path : null;
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { response } = await api.POST('/api/notifications/{id}/read', { params: { path: { id } } });
      if (!response.ok) throw new Error(`Could not mark the notification read (HTTP ${response.status}).`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { response } = await api.POST('/api/notifications/read-all');
      if (!response.ok) throw new Error(`Could not mark notifications read (HTTP ${response.status}).`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** The bell's badge: the count itself up to 9, then 9+. */
export function badgeLabel(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 9 ? '9+' : String(unreadCount);
}

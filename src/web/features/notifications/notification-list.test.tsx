import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationList } from './notification-list.tsx';
import { type NotificationItem, notificationPageQuery, notificationsQuery } from './notification-queries.ts';

function item(index: number, read: boolean, path = '/tickets'): NotificationItem {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    type: 'ticket_assigned',
    title: `Notice ${index}`,
    message: `Ada Admin assigned you:\nTKT-${1000 + index}: Printer jams`,
    relatedId: null,
    data: { path },
    priority: 'normal',
    read,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('NotificationList', () => {
  it('marks the unread ones, opens one where it leads and marks it read, and marks all read', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue({ data: {}, response: new Response('{}') } as never);
    const { router } = renderApp(<NotificationList />, {
      signedInAs: { name: 'Andy Agent', role: 'agent' },
      url: '/notifications',
      queryData: [
        [notificationPageQuery(null).queryKey, { items: [item(1, false, '/tickets/42'), item(2, true)], nextCursor: null, unreadCount: 1 }],
      ],
    });
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect(screen.getAllByText('Unread')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();

    await userEvent.click(screen.getByText('Notice 1'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/notifications/{id}/read', { params: { path: { id: item(1, false).id } } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tickets/42'));

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/notifications/read-all'));
  });

  it('offers the older ones when there are more', async () => {
    const get = vi.spyOn(api, 'GET').mockResolvedValue({
      data: { items: [item(3, true)], nextCursor: null, unreadCount: 0 },
      response: new Response('{}'),
    } as never);
    renderApp(<NotificationList />, {
      signedInAs: { name: 'Andy Agent', role: 'agent' },
      queryData: [[notificationPageQuery(null).queryKey, { items: [item(1, true)], nextCursor: 'next', unreadCount: 0 }]],
    });
    expect(screen.getByText('All read')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show older notifications' }));
    expect(await screen.findByText('Notice 3')).toBeTruthy();
    expect(screen.getByText('Notice 1')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/notifications', expect.objectContaining({ params: { query: { limit: 20, cursor: 'next' } } }));
  });

  it('says so when there is nothing', () => {
    renderApp(<NotificationList />, {
      signedInAs: { name: 'Carla Customer', role: 'user' },
      queryData: [[notificationPageQuery(null).queryKey, { items: [], nextCursor: null, unreadCount: 0 }]],
    });
    expect(screen.getByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
  });

  it('is behind the bell’s View all', async () => {
    const { router } = renderApp(<NotificationBell isUnreadOnly limit={5} />, {
      signedInAs: { name: 'Andy Agent', role: 'agent' },
      queryData: [
        [notificationsQuery({ isUnreadOnly: true, limit: 5 }).queryKey, { items: [item(1, false)], nextCursor: null, unreadCount: 1 }],
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View all notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });
});

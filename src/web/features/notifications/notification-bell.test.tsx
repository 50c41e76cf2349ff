import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { badgeLabel, type NotificationList, notificationsQuery } from './notification-queries.ts';

function listOf(count: number, unreadCount: number): NotificationList {
  const items = Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    type: 'comment_added',
    title: `New comment ${index + 1}`,
    message: 'Thanks, it happened again at 10:05.',
    relatedId: null,
    data: {},
    priority: 'normal',
    read: index >= unreadCount,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  }));
  return { items, nextCursor: null, unreadCount };
}

describe('NotificationBell', () => {
  it('shows the unread count, and 9+ above 9', () => {
    expect([0, 1, 9, 10, 42].map(badgeLabel)).toEqual([null, '1', '9', '9+', '9+']);
  });

  it('lists the latest notifications with their age when opened', async () => {
    renderApp(<NotificationBell />, {
      signedInAs: { name: 'Andy Agent', role: 'agent' },
      queryData: [[notificationsQuery({ isUnreadOnly: false, limit: 10 }).queryKey, listOf(3, 12)]],
    });
    const bell = screen.getByRole('button', { name: 'Notifications, 12 unread' });
    expect(screen.getByText('9+')).toBeTruthy();
    await userEvent.click(bell);
    expect(await screen.findByText('New comment 1')).toBeTruthy();
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(3);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled).toBe(false);
  });

  it('says so when there is nothing', async () => {
    renderApp(<NotificationBell isUnreadOnly limit={5} />, {
      signedInAs: { name: 'Andy Agent', role: 'agent' },
      queryData: [[notificationsQuery({ isUnreadOnly: true, limit: 5 }).queryKey, listOf(0, 0)]],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled).toBe(true);
  });

  it('keeps the focus on the bell that opened it from the keyboard, and closes on Escape', async () => {
    renderApp(<NotificationBell />, {
      signedInAs: { name: 'Andy Agent', role: 'agent' },
      queryData: [[notificationsQuery({ isUnreadOnly: false, limit: 10 }).queryKey, listOf(2, 1)]],
    });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications, 1 unread' }));

    await user.keyboard('{Enter}');
    expect(await screen.findByText('New comment 1')).toBeTruthy();
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('New comment 1')).toBeNull());
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });

  it('closes on a click outside, and opens again', async () => {
    renderApp(<NotificationBell />, {
      signedInAs: { name: 'Andy Agent', role: 'agent' },
      queryData: [[notificationsQuery({ isUnreadOnly: false, limit: 10 }).queryKey, listOf(2, 1)]],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('New comment 1')).toBeTruthy();

    await user.click(document.body);
    await waitFor(() => expect(screen.queryByText('New comment 1')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(screen.getByText('New comment 1')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { notificationsQuery } from '../notifications/notification-queries.ts';
import { CustomerHeader } from './customer-header.tsx';

function renderHeader() {
  const props = {
    organizationName: 'Acme Field Services',
    email: 'casey@northwind.test',
    isRefreshing: false,
    onRefresh: vi.fn(),
    onOpenProfile: vi.fn(),
  };
  const rendered = renderApp(<CustomerHeader {...props} />, {
    url: '/dashboard?subdomain=acme',
    signedInAs: { name: 'Casey Customer', role: 'user' },
    queryData: [[notificationsQuery({ isUnreadOnly: false, limit: 10 }).queryKey, { items: [], nextCursor: null, unreadCount: 0 }]],
  });
  return { ...props, ...rendered };
}

describe('CustomerHeader', () => {
  it('opens the account menu on the first click, its items fetched with it', async () => {
    const { onOpenProfile } = renderHeader();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Profile and settings' }));
    expect(onOpenProfile).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the account menu from the keyboard, and gives the focus back to its button on Escape', async () => {
    renderHeader();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Refresh' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu' })));
  });

  it('names refresh and profile and settings in a tooltip on hover, fetched with the first hover', async () => {
    renderHeader();
    const user = userEvent.setup();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.hover(refresh);
    // The pointer moving over the button once the tooltip's code is there shows it.
    await waitFor(() => {
      fireEvent.mouseMove(refresh);
      expect(screen.getByRole('tooltip').textContent).toBe('Refresh');
    });
    await user.unhover(refresh);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    const profile = screen.getByRole('button', { name: 'Profile and settings' });
    await user.hover(profile);
    await waitFor(() => {
      fireEvent.mouseMove(profile);
      expect(screen.getByRole('tooltip').textContent).toBe('Profile and settings');
    });
  });
});

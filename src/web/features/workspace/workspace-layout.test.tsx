import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';
import type { Role } from '../../../domain/roles.ts';
import { type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { workspaceContextFor } from '../../test/render-in-workspace.tsx';
import { defaultTicketListFilters } from '../tickets/ticket-list-filters.ts';
import { rememberTicketList } from '../tickets/ticket-list-memory.ts';
import { WorkspaceLayout } from './workspace-layout.tsx';

const notice = (title: string, read: boolean) => ({
  id: crypto.randomUUID(),
  type: 'comment_added',
  title,
  message: 'Thanks, it happened again at 10:05.',
  relatedId: null,
  data: {},
  priority: 'normal',
  read,
  createdAt: new Date().toISOString(),
});

/** The bell of the frame, as the server answers the query it sends. */
async function bellOf(role: Role) {
  const notices = [notice('Unread notice', false), notice('Notice already read', true)];
  answerApi({
    'GET /api/notifications': ({ params }: ApiRequest) => {
      const { unread, limit } = (params?.query ?? {}) as { unread?: string; limit?: number };
      const items = notices.filter((item) => unread !== 'true' || !item.read).slice(0, limit);
      return { items, nextCursor: null, unreadCount: 1 };
    },
  });
  renderApp(<WorkspaceLayout context={workspaceContextFor(role, 'Sam Staff')} />, { signedInAs: { name: 'Sam Staff', role } });
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  await screen.findByText('Unread notice');
}

describe('WorkspaceLayout', () => {
  it('lists only the unread in the staff bell', async () => {
    await bellOf('agent');
    expect(screen.queryByText('Notice already read')).toBeNull();
  });

  it('lists notices already read in a super admin bell', async () => {
    await bellOf('super_admin');
    expect(screen.getByText('Notice already read')).toBeTruthy();
  });

  it('lists a section only when the permission matrix grants it to the agent', async () => {
    answerApi({
      'GET /api/notifications': { items: [], nextCursor: null, unreadCount: 0 },
      'GET /api/agent-permissions': { matrix: defaultPermissionMatrix, isStrict: false, granted: ['tickets.create', 'dispatch.manage'] },
    });
    renderApp(<WorkspaceLayout context={workspaceContextFor('agent', 'Sam Staff')} />, {
      signedInAs: { name: 'Sam Staff', role: 'agent' },
    });
    const sidebar = screen.getByRole('navigation', { name: 'Workspace' });
    expect(await within(sidebar).findByRole('link', { name: 'Dispatch' })).toBeTruthy();
    expect(within(sidebar).queryByRole('link', { name: 'Customers' })).toBeNull();
    expect(within(sidebar).queryByRole('link', { name: 'Reports' })).toBeNull();
    expect(within(sidebar).getByRole('link', { name: 'Tickets' })).toBeTruthy();
  });

  it('leads back to the ticket list as last shown, and from the list itself to the unfiltered list', async () => {
    answerApi({ 'GET /api/notifications': { items: [], nextCursor: null, unreadCount: 0 } });
    const context = workspaceContextFor('org_admin', 'Sam Staff');
    rememberTicketList(
      { organizationId: context.organization.id, userId: context.account.user.id },
      { ...defaultTicketListFilters, status: 'resolved', search: 'printer' },
    );
    const { router } = renderApp(<WorkspaceLayout context={context} />, {
      url: '/customers',
      signedInAs: { name: 'Sam Staff', role: 'org_admin' },
    });
    const sidebar = screen.getByRole('navigation', { name: 'Workspace' });
    expect(within(sidebar).getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/tickets?search=printer&status=resolved');

    await act(() => router.navigate('/tickets?search=printer&status=resolved'));
    expect(within(sidebar).getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/tickets');
    window.sessionStorage.clear();
  });
});

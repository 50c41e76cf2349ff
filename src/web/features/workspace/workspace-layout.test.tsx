import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/roles.ts';
import { type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { workspaceContextFor } from '../../test/render-in-workspace.tsx';
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
});

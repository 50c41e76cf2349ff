import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { ownSessionsKey } from '../audit-log/audit-log-queries.ts';
import { SessionsCard } from './sessions-card.tsx';

const here = {
  id: '00000000-0000-4000-8000-000000000001',
  device: 'Chrome on macOS',
  address: '203.0.113.7',
  startedAt: '2026-11-27T09:00:00.000Z',
  lastUsedAt: '2026-11-27T10:00:00.000Z',
  isCurrent: true,
};
const phone = { ...here, id: '00000000-0000-4000-8000-000000000002', device: 'Safari on iOS', address: '198.51.100.4', isCurrent: false };

describe('Profile → Active Sessions', () => {
  it('lists the sessions with device and address, this device marked, the others each with a sign-out', () => {
    renderInWorkspace(<SessionsCard />, { queryData: [[ownSessionsKey, { sessions: [here, phone] }]] });
    const [current, other] = within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(current.textContent).toContain('Chrome on macOS');
    expect(current.textContent).toContain('This device');
    expect(current.textContent).toContain('203.0.113.7');
    expect(within(current).queryByRole('button')).toBeNull();
    expect(other.textContent).not.toContain('This device');
    expect(within(other).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign out other sessions' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers no sign-out of others when this is the only session', () => {
    renderInWorkspace(<SessionsCard />, { queryData: [[ownSessionsKey, { sessions: [here] }]] });
    expect((screen.getByRole('button', { name: 'Sign out other sessions' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

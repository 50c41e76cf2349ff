import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { SettingsPage } from '../settings/settings-page.tsx';
import { type ApiKey, apiKeysKey } from './api-keys-queries.ts';

const listed: ApiKey = {
  id: crypto.randomUUID(),
  name: 'Monitoring bridge',
  prefix: 'tdm_829e652d7128',
  scopes: ['tickets:read', 'customers'],
  createdByName: 'Ada Admin',
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: null,
  isExpired: false,
  lastUsedAt: '2026-11-27T11:00:00.000Z',
  lastUsedFrom: '203.0.113.9',
};
const secret = `tdm_0123456789ab_${'s'.repeat(43)}`;

const renderTab = (keys: ApiKey[]) => renderInWorkspace(<SettingsPage />, { url: '/settings?tab=api', queryData: [[apiKeysKey, keys]] });

describe('Settings → API', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists a key with its prefix, scopes, creator and where it was last used from', async () => {
    renderTab([listed]);
    const row = (await screen.findByText('Monitoring bridge')).closest('tr') as HTMLElement;
    expect(within(row).getByText('tdm_829e652d7128…')).toBeTruthy();
    expect(within(row).getByText('Read tickets')).toBeTruthy();
    expect(within(row).getByText('Customers')).toBeTruthy();
    expect(within(row).getByText('by Ada Admin')).toBeTruthy();
    expect(within(row).getByText('from 203.0.113.9')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Revoke Monitoring bridge' })).toBeTruthy();
  });

  it('asks for a scope, sends the chosen ones, and shows the new key once', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue({
      data: { apiKey: { ...listed, id: crypto.randomUUID(), name: 'Bridge', prefix: secret.slice(0, 16) }, secret },
      response: new Response(null, { status: 201 }),
    } as never);
    renderTab([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bridge');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Choose at least one scope.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Write tickets/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(post).toHaveBeenCalledWith('/api/settings/api-keys', { body: { name: 'Bridge', scopes: ['tickets:write'], expiresAt: null } });
    expect(await within(dialog).findByText(secret)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).toBeNull();
  });
});

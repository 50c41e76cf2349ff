import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';
import { defaultNumberingSettings } from '../../../domain/ticket-numbering.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { permissionsKey } from '../access-settings/access-settings-queries.ts';
import { notificationFlagsKey } from '../profile/profile-queries.ts';
import { SettingsPage } from '../settings/settings-page.tsx';
import { ticketNumberingKey } from './ticket-numbering-queries.ts';

const numbering = { settings: defaultNumberingSettings, preview: 'TKT-1004' };
const noAlerts = { sound: false, desktop: false };
const grants = (granted: string[]) => ({ matrix: defaultPermissionMatrix, isStrict: false, granted });

function preview(): string {
  return screen.getByRole('region', { name: 'Preview' }).textContent ?? '';
}

describe('Settings → Tickets', { timeout: 20_000 }, () => {
  it('previews the numbers live as the scheme is edited', async () => {
    const user = userEvent.setup();
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=tickets', queryData: [[ticketNumberingKey, numbering]] });
    expect(screen.getByRole('tab', { name: 'Tickets', selected: true })).toBeTruthy();
    expect(preview()).toContain('TKT-1000');
    expect(preview()).toContain('Next ticket: TKT-1004');

    await user.clear(screen.getByLabelText('Prefix'));
    await user.type(screen.getByLabelText('Prefix'), 'ACME');
    await user.selectOptions(screen.getByLabelText('Zero padding'), '5');
    expect(preview()).toContain('ACME-01000');
    expect(preview()).toContain('Next ticket with the saved settings: TKT-1004');

    // The field stops at the highest number the counters take, so the preview is what saving writes.
    await user.clear(screen.getByLabelText('Starting number'));
    await user.type(screen.getByLabelText('Starting number'), '99999999999999999999');
    expect(preview()).toContain('ACME-999999999');
    await user.clear(screen.getByLabelText('Starting number'));
    await user.type(screen.getByLabelText('Starting number'), '1000');

    await user.click(screen.getByRole('radio', { name: /Custom format/ }));
    await user.clear(screen.getByLabelText('Custom format'));
    await user.click(screen.getByRole('button', { name: '{prefix}' }));
    expect(screen.getByRole('alert').textContent).toContain('A custom format needs {number}');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Settings' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '{year}' }));
    await user.click(screen.getByRole('button', { name: '{number:0000}' }));
    expect(preview()).toContain(`ACME${new Date().toISOString().slice(0, 4)}1000`);
  });

  it('opens the Profile tab when the address names no tab, or one that does not exist', () => {
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=nonsense', queryData: [[notificationFlagsKey, noAlerts]] });
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Time Card',
      'Agents',
      'Theme',
      'Date & Time',
      'Tickets',
      'Ticket Fields',
      'Saved Replies',
      'Email',
      'Service Levels',
      'Work Orders',
      'Permissions',
      'User Approvals',
      'Audit Log',
      'Single Sign-On',
      'Two-Factor',
      'API',
      'Webhooks',
      'Plan & Billing',
    ]);
  });

  it('gives agents their Profile and saved replies and refuses them the admin tabs', async () => {
    const user = userEvent.setup();
    renderInWorkspace(<SettingsPage />, {
      url: '/settings?tab=tickets',
      role: 'agent',
      name: 'Andy Agent',
      queryData: [
        [notificationFlagsKey, noAlerts],
        [permissionsKey, grants(['tickets.create'])],
      ],
    });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You need admin privileges to access settings.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Open your profile' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Saved Replies']);
    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Andy Agent');
    expect(screen.getByText('Email cannot be changed from this interface')).toBeTruthy();
  });

  it('opens the organization tabs to an agent with View settings, every control disabled, and never the access or billing tabs', () => {
    renderInWorkspace(<SettingsPage />, {
      url: '/settings?tab=tickets',
      role: 'agent',
      name: 'Andy Agent',
      queryData: [
        [ticketNumberingKey, numbering],
        [permissionsKey, grants(['settings.view'])],
      ],
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Time Card',
      'Date & Time',
      'Tickets',
      'Ticket Fields',
      'Saved Replies',
      'Service Levels',
    ]);
    expect(screen.getByRole('tab', { name: 'Tickets', selected: true })).toBeTruthy();
    expect(screen.getByText(/You can see these settings but not change them/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Prefix').closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Settings' }).matches(':disabled')).toBe(true);
  });

  it('lets an agent with Edit settings change the tab, and refuses the Permissions tab by its address', async () => {
    const user = userEvent.setup();
    const { unmount } = renderInWorkspace(<SettingsPage />, {
      url: '/settings?tab=tickets',
      role: 'agent',
      queryData: [
        [ticketNumberingKey, numbering],
        [permissionsKey, grants(['settings.view', 'settings.edit'])],
      ],
    });
    expect(screen.queryByText(/You can see these settings but not change them/)).toBeNull();
    await user.clear(screen.getByLabelText('Prefix'));
    await user.type(screen.getByLabelText('Prefix'), 'HELP');
    expect(preview()).toContain('HELP-1000');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Settings' }).matches(':disabled')).toBe(false);
    unmount();

    renderInWorkspace(<SettingsPage />, {
      url: '/settings?tab=permissions',
      role: 'agent',
      queryData: [[permissionsKey, grants(['settings.view', 'settings.edit'])]],
    });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { fillFields } from '../../test/fill-fields.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { SettingsPage } from '../settings/settings-page.tsx';

const member = (overrides: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  name: 'Andy Agent',
  email: 'andy@acme.test',
  role: 'agent',
  duties: 'employee',
  status: 'busy',
  createdAt: new Date().toISOString(),
  lastSeenAt: null,
  hasAccount: true,
  invitation: null,
  isYou: false,
  ...overrides,
});

function answerTeam(overrides: Record<string, unknown> = {}) {
  const andy = member({});
  const alice = member({ name: 'Alice Admin', email: 'alice@acme.test', role: 'admin', status: 'active', isYou: true });
  return answerApi({
    'GET /api/agents': { agents: [andy, alice], hasMore: false },
    'GET /api/agent-invitations': { invitations: [], hasMore: false },
    'GET /api/registration-settings': { agentSelfRegistrationEnabled: false, manualApproval: true },
    'GET /api/settings/auto-assign': { autoAssignEnabled: false },
    'GET /api/agents/me': { agent: null },
    ...overrides,
  });
}

describe('Settings → Agents', { timeout: 20_000 }, () => {
  it('lists the team with role, duties, status and last sign-in', async () => {
    answerTeam();
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=agents' });
    const row = (await screen.findAllByText('andy@acme.test'))[0]?.closest('tr');
    if (!row) throw new Error('no row for Andy');
    expect(within(row).getByText('Agent')).toBeTruthy();
    expect(within(row).getByText('Busy')).toBeTruthy();
    expect(within(row).getByText('employee')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    // Nobody removes themselves: no Remove for Alice's own row.
    expect(screen.queryAllByRole('button', { name: 'Remove Alice Admin' })).toEqual([]);
  });

  it('keeps Add Agent disabled until name and e-mail are filled; a failed invitation says why and offers Resend', async () => {
    const user = userEvent.setup();
    const spies = answerTeam({
      'POST /api/agents': ({ body }: ApiRequest) => ({
        agent: member({ ...(body as object), hasAccount: false, invitation: 'none' }),
        invitation: {
          isSent: false,
          message:
            'Agent added but failed to send invitation: nina@x.test already has an account with another organization and cannot be invited.',
        },
      }),
      'POST /api/agent-invitations': { id: crypto.randomUUID() },
    });
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=agents' });
    await user.click(await screen.findByRole('button', { name: 'Add Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Agent' });
    const save = () => within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add Agent' });
    expect(save().disabled).toBe(true);
    await fillFields(user, [[/^Full name/, 'Nina New']]);
    expect(save().disabled).toBe(true);
    // Within the dialog: the Email settings tab's panel is labelled "Email" too.
    await user.click(within(dialog).getByLabelText(/^Email/));
    await user.paste('nina@x.test');
    expect(save().disabled).toBe(false);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Duties').value).toBe('employee');
    await user.click(save());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Agent added but failed to send invitation: nina@x.test already has an account');
    expect(spies.POST.mock.calls[0]?.[1]).toMatchObject({
      body: { name: 'Nina New', email: 'nina@x.test', role: 'agent', duties: 'employee' },
    });
    await user.click(within(alert).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Invitation sent again to nina@x.test.')).toBeTruthy();
  });

  it('asks before removing, with the specification’s words', async () => {
    const user = userEvent.setup();
    const spies = answerTeam({ 'DELETE /api/agents/{id}': { unassignedTickets: 2 } });
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=agents' });
    await user.click((await screen.findAllByRole('button', { name: 'Remove Andy Agent' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Agent' });
    expect(dialog.textContent).toContain('Are you sure you want to remove Andy Agent? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(spies.DELETE).toHaveBeenCalledWith('/api/agents/{id}', expect.anything());
  });

  it("shows an agent the team with only the actions their team boxes grant, and never the organization's sign-up settings", async () => {
    const andy = member({ name: 'Olga Agent', email: 'olga@acme.test' });
    const grants = (granted: string[]) => ({ 'GET /api/agent-permissions': { matrix: {}, isStrict: false, granted } });
    answerTeam({ 'GET /api/agents': { agents: [andy], hasMore: false }, ...grants(['team.view']) });
    const { unmount } = renderInWorkspace(<SettingsPage />, { url: '/settings?tab=agents', role: 'agent' });
    expect((await screen.findAllByText('olga@acme.test')).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Agents', selected: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Agent' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Edit Olga Agent' })).toEqual([]);
    expect(screen.queryAllByRole('button', { name: 'Remove Olga Agent' })).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Pending Invitations' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Team Settings' })).toBeNull();
    unmount();

    answerTeam({ 'GET /api/agents': { agents: [andy], hasMore: false }, ...grants(['team.view', 'team.invite', 'team.manage']) });
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=agents', role: 'agent' });
    expect(await screen.findByRole('button', { name: 'Add Agent' })).toBeTruthy();
    expect((await screen.findAllByRole('button', { name: 'Edit Olga Agent' })).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Pending Invitations' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Team Settings' })).toBeNull();
  });
});

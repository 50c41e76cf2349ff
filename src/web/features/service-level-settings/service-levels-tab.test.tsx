import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everythingElse, serviceLevelsWith, urgentPolicy } from '../../../../tests/support/web/service-levels.tsx';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { SettingsPage } from '../settings/settings-page.tsx';
import type { ServiceLevels } from './service-levels-queries.ts';
import { ServiceLevelsTab } from './service-levels-tab.tsx';

describe('Settings → Service Levels', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a tab of the settings for org admins', async () => {
    answerApi({ 'GET /api/service-levels': serviceLevelsWith() });
    renderInWorkspace(<SettingsPage />, { url: '/settings?tab=service-levels' });
    expect(screen.getByRole('tab', { name: 'Service Levels', selected: true })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Policies' })).toBeTruthy();
  });

  it('lists the calendars and the policies in order, each in one line', async () => {
    answerApi({ 'GET /api/service-levels': serviceLevelsWith() });
    renderInWorkspace(<ServiceLevelsTab />);

    const calendars = within(await screen.findByRole('region', { name: 'Business hours' }));
    const office = calendars.getByRole('row', { name: /Office hours/ });
    expect(office.textContent).toContain('America/New York');
    expect(office.textContent).toContain('Mon–Fri 09:00–17:00');
    expect(within(office).getAllByRole('cell')[3]?.textContent).toBe('1');

    const policies = within(screen.getByRole('region', { name: 'Policies' }));
    expect(policies.getByText(/first policy that matches a ticket/)).toBeTruthy();
    const rows = within(policies.getByRole('list', { name: 'Policies' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Urgent by e-mail', 'Everything else']);
    expect(rows[0]?.textContent).toContain('High, Urgent · E-mail');
    expect(rows[0]?.textContent).toContain('First response 1 h (business hours) · Resolution 8 h (business hours)');
    expect(rows[0]?.textContent).toContain('on breach: raise priority');
    expect(rows[1]?.textContent).toContain('All tickets');
    expect(rows[1]?.textContent).toContain('First response 1 d (around the clock)');
  });

  it('says what to do when there are no calendars or policies yet', async () => {
    answerApi({ 'GET /api/service-levels': serviceLevelsWith({ calendars: [], policies: [], recompute: null }) });
    renderInWorkspace(<ServiceLevelsTab />);
    expect(await screen.findByText('No calendars yet: add your opening hours so targets count only while you are open.')).toBeTruthy();
    expect(screen.getByText(/No policies yet: add one/)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Open tickets' })).toBeNull();
  });

  it('saves the pausing statuses', async () => {
    const user = userEvent.setup();
    const calls = answerApi({
      'GET /api/service-levels': serviceLevelsWith(),
      'PUT /api/service-levels/settings': ({ body }: ApiRequest) => body,
    });
    renderInWorkspace(<ServiceLevelsTab />);
    const section = within(await screen.findByRole('region', { name: 'Pausing statuses' }));
    expect(section.getByRole<HTMLInputElement>('checkbox', { name: 'Waiting on Customer' }).checked).toBe(true);
    expect(section.queryByRole('checkbox', { name: 'Resolved' })).toBeNull();
    await user.click(section.getByRole('checkbox', { name: 'Waiting on Agent' }));
    await user.click(section.getByRole('button', { name: 'Save statuses' }));
    expect(await section.findByText('Saved')).toBeTruthy();
    expect(calls.PUT).toHaveBeenCalledWith('/api/service-levels/settings', {
      body: { pausingStatuses: ['waiting_customer', 'waiting_agent'] },
    });
  });

  it('moves a policy up: the new order is sent and shown', async () => {
    const user = userEvent.setup();
    let levels = serviceLevelsWith();
    const calls = answerApi({
      'GET /api/service-levels': () => levels,
      'PUT /api/service-levels/policies/order': ({ body }: ApiRequest) => {
        const { ids } = body as { ids: string[] };
        levels = {
          ...levels,
          policies: ids.map((id, position) => ({ ...(id === urgentPolicy.id ? urgentPolicy : everythingElse), position })),
        };
        return levels.policies;
      },
    });
    renderInWorkspace(<ServiceLevelsTab />);
    const policies = within(await screen.findByRole('region', { name: 'Policies' }));
    expect(policies.getByRole<HTMLButtonElement>('button', { name: 'Move Urgent by e-mail up' }).disabled).toBe(true);
    await user.click(policies.getByRole('button', { name: 'Move Everything else up' }));
    expect(calls.PUT).toHaveBeenCalledWith('/api/service-levels/policies/order', { body: { ids: [everythingElse.id, urgentPolicy.id] } });
    await waitFor(() => expect(policies.getAllByRole('listitem')[0]?.textContent).toContain('Everything else'));
    expect(policies.getByRole<HTMLButtonElement>('button', { name: 'Move Everything else up' }).disabled).toBe(true);
  });

  it('shows why the server refuses to delete a calendar a policy counts in', async () => {
    const user = userEvent.setup();
    answerApi({
      'GET /api/service-levels': serviceLevelsWith(),
      'DELETE /api/service-levels/calendars/{id}': new ApiRefusal(409, {
        code: 'sla_calendar_in_use',
        message: 'A policy counts in this calendar: change the policy first.',
      }),
    });
    renderInWorkspace(<ServiceLevelsTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete Office hours' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete calendar' }));
    expect(dialog.getByText(/Office hours is the calendar of Urgent by e-mail/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('A policy counts in this calendar: change the policy first.');
  });

  describe('the open tickets after a change', () => {
    it('counts them up while they are being updated, then says they are up to date', async () => {
      const running: ServiceLevels = serviceLevelsWith({
        recompute: { total: 300, done: 120, startedAt: new Date().toISOString(), finishedAt: null },
      });
      const finished = serviceLevelsWith();
      let reads = 0;
      answerApi({ 'GET /api/service-levels': () => (++reads === 1 ? running : finished) });
      renderInWorkspace(<ServiceLevelsTab />);
      const status = await screen.findByRole('status', { name: 'Open tickets' });
      expect(status.textContent).toBe('Updating open tickets: 120 of 300');
      // Read again every 2 s while running, then no more.
      await waitFor(
        () =>
          expect(screen.getByRole('status', { name: 'Open tickets' }).textContent).toBe(
            'Open tickets up to date (300 tickets, 5 minutes ago)',
          ),
        { timeout: 5_000 },
      );
      expect(reads).toBe(2);
    });
  });
});

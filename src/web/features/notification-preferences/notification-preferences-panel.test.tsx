import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultNotificationPreferences } from '../../../domain/notification-delivery.ts';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NotificationPreferencesPanel, SAVED_CONFIRMATION_MS } from './notification-preferences-panel.tsx';
import type { NotificationPreferencesInput } from './notification-preferences-queries.ts';

const customerDefaults = { roleType: 'user', ...defaultNotificationPreferences };

function renderPanel(role: 'user' | 'agent' = 'user') {
  renderApp(<NotificationPreferencesPanel />, { signedInAs: { name: 'Casey Customer', role } });
}

function switchIn(group: string, name: string) {
  return within(screen.getByRole('group', { name: group })).getByRole<HTMLInputElement>('switch', { name });
}

describe('NotificationPreferencesPanel', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the defaults the server created: replies and status updates on, immediate e-mail, weekends on', async () => {
    answerApi({ 'GET /api/notification-preferences': customerDefaults });
    renderPanel();

    await screen.findByRole('button', { name: 'Save Preferences' });
    expect(switchIn('Email Notifications', 'Ticket Replies').checked).toBe(true);
    expect(switchIn('Email Notifications', 'Status Updates').checked).toBe(true);
    expect(switchIn('In-App Notifications', 'Ticket Replies').checked).toBe(true);
    expect(switchIn('In-App Notifications', 'Status Updates').checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Weekend Notifications' }).checked).toBe(true);
    const frequency = screen.getByLabelText<HTMLSelectElement>(/^Email Frequency/);
    expect(frequency.value).toBe('immediate');
    expect([...frequency.options].map((option) => option.text)).toEqual(['Immediate', 'Hourly digest', 'Daily digest', 'Never']);
    // Customers are never told of new tickets, so they are not asked.
    expect(screen.queryByRole('switch', { name: 'New Tickets' })).toBeNull();
  });

  it('saves the changes and says Saved! for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { PUT } = answerApi({
      'GET /api/notification-preferences': customerDefaults,
      'PUT /api/notification-preferences': ({ body }: ApiRequest) => ({
        roleType: 'user',
        emailNewTickets: false,
        appNewTickets: false,
        ...(body as object),
      }),
    });
    renderPanel();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await screen.findByRole('button', { name: 'Save Preferences' });
    await user.click(switchIn('Email Notifications', 'Status Updates'));
    await user.selectOptions(screen.getByLabelText(/^Email Frequency/), 'daily');
    await user.click(screen.getByRole('switch', { name: 'Weekend Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    const body: NotificationPreferencesInput = {
      emailNewTickets: false,
      emailTicketComments: true,
      emailTicketStatusChanges: false,
      appNewTickets: false,
      appTicketComments: true,
      appTicketStatusChanges: true,
      emailFrequency: 'daily',
      weekendNotifications: false,
    };
    expect(PUT).toHaveBeenCalledWith('/api/notification-preferences', { body });
    expect(await screen.findByRole('button', { name: 'Saved!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your notification preferences were saved.');

    act(() => vi.advanceTimersByTime(SAVED_CONFIRMATION_MS - 500));
    expect(screen.getByRole('button', { name: 'Saved!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeTruthy();
    expect(SAVED_CONFIRMATION_MS).toBe(3000);
  });

  it('says Failed to save preferences when the server refuses', async () => {
    answerApi({
      'GET /api/notification-preferences': customerDefaults,
      'PUT /api/notification-preferences': new ApiRefusal(500, { code: 'internal_error' }),
    });
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save preferences');
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeTruthy();
  });

  it('says the preferences could not be loaded, and loads them on Try Again', async () => {
    let isDown = true;
    answerApi({ 'GET /api/notification-preferences': () => (isDown ? new ApiRefusal(500, { code: 'internal_error' }) : customerDefaults) });
    renderPanel();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load notification preferences');
    expect(alert.textContent).toContain('Failed to load notification preferences');
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Save Preferences' })).toBeTruthy();
  });

  it('also offers the new-ticket toggles to staff', async () => {
    answerApi({ 'GET /api/notification-preferences': { ...customerDefaults, roleType: 'agent', appNewTickets: true } });
    renderPanel('agent');

    await screen.findByRole('button', { name: 'Save Preferences' });
    expect(switchIn('Email Notifications', 'New Tickets').checked).toBe(false);
    expect(switchIn('In-App Notifications', 'New Tickets').checked).toBe(true);
  });
});

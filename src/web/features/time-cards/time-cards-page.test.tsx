import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timecardDefaults } from '../../../domain/timecard-settings.ts';
import { answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { TimeCardsPage } from './time-cards-page.tsx';

describe('/time-cards before an admin has set time cards up', { timeout: 20_000 }, () => {
  it('shows Setup Required with Check Settings, and Configure Time Cards to admins only', async () => {
    const user = userEvent.setup();
    const { GET } = answerApi({ 'GET /api/settings/timecard': { isConfigured: false, settings: timecardDefaults } });
    renderInWorkspace(<TimeCardsPage />, { url: '/time-cards?subdomain=acme', role: 'org_admin' });
    expect(await screen.findByText('Setup Required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Configure Time Cards' }).getAttribute('href')).toBe('/settings?tab=timecard&subdomain=acme');
    const reads = GET.mock.calls.filter(([path]) => String(path) === '/api/settings/timecard').length;
    await user.click(screen.getByRole('button', { name: 'Check Settings' }));
    expect(GET.mock.calls.filter(([path]) => String(path) === '/api/settings/timecard').length).toBeGreaterThan(reads);
  });

  it('asks an agent to turn to an administrator', async () => {
    answerApi({ 'GET /api/settings/timecard': { isConfigured: false, settings: timecardDefaults } });
    renderInWorkspace(<TimeCardsPage />, { url: '/time-cards?subdomain=acme', role: 'agent', name: 'Andy Agent' });
    expect(await screen.findByText(/Ask an administrator to configure them/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check Settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Configure Time Cards' })).toBeNull();
  });
});

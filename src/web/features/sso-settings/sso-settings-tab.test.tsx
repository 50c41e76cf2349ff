import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { SettingsPage } from '../settings/settings-page.tsx';
import { type SsoSettings, ssoSettingsKey } from './sso-settings-queries.ts';

const admin = { id: crypto.randomUUID(), name: 'Ada Admin', email: 'ada@contoso.com' };
const configured: SsoSettings = {
  isConfigured: true,
  providerId: crypto.randomUUID(),
  discoveryUrl: 'https://id.contoso.com/.well-known/openid-configuration',
  clientId: 'tandem',
  hasClientSecret: true,
  buttonLabel: 'Contoso ID',
  agentClaimName: 'groups',
  agentClaimValue: 'support',
  unmappedAccounts: 'customer',
  isEnabled: true,
  redirectUri: 'https://contoso.tandem.example/auth/v1/sso/callback',
  emailDomain: 'contoso.com',
  txtRecordName: '_tandem-verification.contoso.com',
  txtRecordValue: 'tandem-verification=abc123',
  domainVerifiedAt: null,
  isRequired: false,
  breakGlassUserId: null,
  orgAdmins: [admin],
};

const renderTab = (settings: SsoSettings) =>
  renderInWorkspace(<SettingsPage />, { url: '/settings?tab=sso', queryData: [[ssoSettingsKey, settings]] });

describe('Settings → Single Sign-On', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the redirect URI to register and keeps the saved secret when its field is left blank', async () => {
    const put = vi.spyOn(api, 'PUT').mockResolvedValue({ data: configured, response: new Response() } as never);
    renderTab(configured);
    expect(await screen.findByText(configured.redirectUri)).toBeTruthy();
    expect(screen.getByText('Leave blank to keep the saved secret')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Provider' }));
    expect(put).toHaveBeenCalledWith('/api/settings/sso', {
      body: expect.objectContaining({ clientId: 'tandem', clientSecret: undefined, agentClaimName: 'groups', agentClaimValue: 'support' }),
    });
  });

  it('gives the TXT record to add, and offers Require SSO only once the domain is verified', async () => {
    renderTab(configured);
    expect(await screen.findByText('_tandem-verification.contoso.com')).toBeTruthy();
    expect(screen.getByText('tandem-verification=abc123')).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Require single sign-on/ })).toBeNull();
    expect(screen.getByText('Verify the e-mail domain first.')).toBeTruthy();
  });

  it('names the break-glass admin when the domain is verified', async () => {
    const put = vi.spyOn(api, 'PUT').mockResolvedValue({ data: configured, response: new Response() } as never);
    renderTab({ ...configured, domainVerifiedAt: new Date().toISOString() });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/Break-glass org admin/), admin.id);
    await user.click(screen.getByRole('switch', { name: 'Require single sign-on for @contoso.com' }));
    await user.click(screen.getByRole('button', { name: 'Save Requirement' }));
    expect(put).toHaveBeenCalledWith('/api/settings/sso/requirement', { body: { isRequired: true, breakGlassUserId: admin.id } });
  });

  it('asks for everything on a first setup', async () => {
    renderTab({ ...configured, isConfigured: false, hasClientSecret: false, discoveryUrl: '', clientId: '', buttonLabel: '' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Provider' }));
    expect(screen.getByText('Enter the client secret')).toBeTruthy();
    expect(screen.queryByText('E-mail Domain')).toBeNull();
  });
});

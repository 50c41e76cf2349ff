import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeDefaults } from '../../../domain/theme-settings.ts';
import { createQueryClient } from '../../app/query-client.ts';
import { SessionContext, type SessionState } from '../../session/session-state.ts';
import { answerApi } from '../../test/api-answers.ts';
import { putOrganizationInPage, removeOrganizationFromPage } from '../../test/page-organization.ts';
import { OrganizationThemeProvider, useOrganizationTheme } from './organization-theme.tsx';

const visitor: SessionState = { session: null, user: null, isLoading: false, signOut: async () => null };
const acmeTheme = { settings: { ...themeDefaults, themeMode: 'dark', primaryColor: '#7e22ce' }, logoUrl: null };

function PaintedWith() {
  const { current } = useOrganizationTheme();
  return <p>{`${current.settings.themeMode} ${current.settings.primaryColor}`}</p>;
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext value={visitor}>
        <OrganizationThemeProvider>
          <PaintedWith />
        </OrganizationThemeProvider>
      </SessionContext>
    </QueryClientProvider>,
  );
}

describe('OrganizationThemeProvider', () => {
  afterEach(() => {
    removeOrganizationFromPage();
    vi.restoreAllMocks();
  });

  it("opens in the theme the server put in the page, without asking for it, on that organization's pages", async () => {
    putOrganizationInPage({ subdomain: 'acme', organization: null, theme: acmeTheme });
    const api = answerApi({ 'GET /api/settings/theme': { settings: themeDefaults, logoUrl: null } });

    renderAt('/login?subdomain=acme');

    expect(screen.getByText('dark #7e22ce')).toBeTruthy();
    expect(api.GET).not.toHaveBeenCalled();
  });

  it("asks for the theme on another organization's pages", async () => {
    putOrganizationInPage({ subdomain: 'acme', organization: null, theme: acmeTheme });
    const api = answerApi({ 'GET /api/settings/theme': { settings: { ...themeDefaults, primaryColor: '#c2410c' }, logoUrl: null } });

    renderAt('/login?subdomain=globex');

    expect(await screen.findByText('light #c2410c')).toBeTruthy();
    expect(api.GET).toHaveBeenCalledOnce();
  });
});

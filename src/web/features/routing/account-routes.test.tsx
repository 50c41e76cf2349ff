import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountWithRole,
  acmeOrganization,
  serverAnswersAccount,
  superAdminAccount,
  testAccount,
} from '../../../../tests/support/web/account-fixture.ts';
import type { Role } from '../../../domain/roles.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AccountRoutes } from './account-routes.tsx';

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '*', element: <AccountRoutes publicHome={<h1>Public home</h1>} customerHome={<h1>Customer dashboard</h1>} /> },
];

function renderAt(url: string, signedInAs?: { name: string; role: Role }) {
  return renderApp(null, {
    url,
    routes,
    ...(url.includes('subdomain=acme') ? { organization: acmeOrganization } : {}),
    ...(signedInAs ? { signedInAs } : {}),
  });
}

const alice = { name: 'Alice Admin', role: 'org_admin' as const };

describe('AccountRoutes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('signed out', () => {
    it('shows the public home at the root', () => {
      renderAt('/');
      expect(screen.getByRole('heading', { name: 'Public home' })).toBeTruthy();
    });

    it('sends the signed-in pages to the login, keeping the subdomain parameter', async () => {
      const { router } = renderAt('/tickets/42?subdomain=acme');
      await screen.findByRole('heading', { name: 'Login page' });
      expect(router.state.location.search).toBe('?subdomain=acme');
    });

    it('shows Page Not Found elsewhere', () => {
      renderAt('/no-such-page');
      expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    });
  });

  describe('a customer (role user)', () => {
    it.each(['/', '/dashboard', '/tickets', '/tickets/42', '/new-ticket', '/profile', '/help'])(
      'sees the customer dashboard at %s',
      async (path) => {
        serverAnswersAccount(accountWithRole('user'));
        renderAt(`${path}?subdomain=acme`, { name: 'Carla Customer', role: 'user' });
        expect(await screen.findByRole('heading', { name: 'Customer dashboard' })).toBeTruthy();
      },
    );

    it('is sent to the root from anything else', async () => {
      serverAnswersAccount(accountWithRole('user'));
      const { router } = renderAt('/settings?subdomain=acme', { name: 'Carla Customer', role: 'user' });
      await screen.findByRole('heading', { name: 'Customer dashboard' });
      expect(router.state.location.pathname).toBe('/');
    });
  });

  describe('staff', () => {
    it('go from the root to the dashboard in the workspace, with their sections and real role', async () => {
      serverAnswersAccount(testAccount());
      const { router } = renderAt('/?subdomain=acme', alice);

      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alice' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard');
      const nav = screen.getByRole('navigation', { name: 'Workspace' });
      const links = within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([
        ['Dashboard', '/dashboard?subdomain=acme'],
        ['Getting Started', '/getting-started?subdomain=acme'],
        ['Tickets', '/tickets?subdomain=acme'],
        ['Customers', '/customers?subdomain=acme'],
        ['Calendar', '/calendar?subdomain=acme'],
        ['Time Cards', '/time-cards?subdomain=acme'],
        ['Work Orders', '/work-orders?subdomain=acme'],
        ['Dispatch', '/dispatch?subdomain=acme'],
        ['My Day', '/my-day?subdomain=acme'],
        ['Reports', '/reports?subdomain=acme'],
        ['Settings', '/settings?subdomain=acme'],
      ]);
      expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
      expect(screen.getAllByText('Organization Admin').length).toBeGreaterThan(0);
      expect(screen.getByText('http://acme.localhost:3000/signup')).toBeTruthy();
    });

    it('open the Getting Started guide, whose steps link to the sections', async () => {
      serverAnswersAccount(accountWithRole('agent'));
      renderAt('/getting-started?subdomain=acme', { name: 'Andy Agent', role: 'agent' });

      expect(await screen.findByRole('heading', { level: 1, name: 'Getting Started' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Open Dashboard' }).getAttribute('href')).toBe('/dashboard?subdomain=acme');
      expect(screen.getByRole('button', { name: 'Copy the sign-up link' })).toBeTruthy();
      expect(screen.getAllByText('Agent').length).toBeGreaterThan(0);
    });

    it('see Page Not Found for a page that does not exist, inside the workspace', async () => {
      serverAnswersAccount(testAccount());
      renderAt('/no-such-page?subdomain=acme', alice);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Workspace' })).toBeTruthy();
    });
  });

  describe('a platform admin on the main domain', () => {
    it('sees only the admin dashboard, the dashboard and the platform’s audit log', async () => {
      serverAnswersAccount(superAdminAccount);
      renderAt('/dashboard', { name: 'Platform Admin', role: 'super_admin' });

      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Platform' })).toBeTruthy();
      const nav = screen.getByRole('navigation', { name: 'Workspace' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Admin', 'Dashboard', 'Audit Log']);
      expect(screen.getAllByText('Super Admin').length).toBeGreaterThan(0);
    });

    it('starts on the admin dashboard, and is sent back there from anything else', async () => {
      serverAnswersAccount(superAdminAccount);
      const { router } = renderAt('/getting-started', { name: 'Platform Admin', role: 'super_admin' });
      // The dashboard is the heaviest page to draw: more time than the default second on a busy machine.
      await screen.findByRole('heading', { level: 1, name: 'Platform Admin' }, { timeout: 5000 });
      expect(router.state.location.pathname).toBe('/admin');
    });
  });

  it('shows Access Denied with an unknown role and a Sign Out button', async () => {
    serverAnswersAccount(accountWithRole('admin'));
    const { session, router } = renderAt('/dashboard?subdomain=acme', alice);

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(/“admin”/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(session.signOut).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?subdomain=acme');
  });

  it('shows Account Setup Incomplete without a profile, with Try Again and Sign Out', async () => {
    const get = serverAnswersAccount(testAccount({ profile: null, organization: null, onboarding: 'incomplete' }));
    renderAt('/dashboard?subdomain=acme', alice);

    expect(await screen.findByRole('heading', { name: 'Account Setup Incomplete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('sends an organization admin whose organization is still to be created to the login page, which creates it', async () => {
    serverAnswersAccount(testAccount({ profile: null, organization: null, onboarding: 'needed' }));
    renderAt('/dashboard', alice);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it("refuses another organization's member, with the way to their own site", async () => {
    serverAnswersAccount(
      testAccount({
        refusal: {
          code: 'other_organization',
          message: "This account belongs to another organization. Please sign in on your organization's site.",
        },
      }),
    );
    renderAt('/dashboard?subdomain=globex', alice);

    expect(
      await screen.findByText("This account belongs to another organization. Please sign in on your organization's site."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Acme Field Services' }).getAttribute('href')).toBe('http://acme.localhost:3000/login');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('tells an account waiting for approval so', async () => {
    serverAnswersAccount(
      testAccount({ refusal: { code: 'approval_pending', message: 'Your account is waiting for approval by an administrator.' } }),
    );
    renderAt('/dashboard?subdomain=acme', alice);

    expect(await screen.findByRole('heading', { name: 'Waiting for Approval' })).toBeTruthy();
    expect(screen.getByText('Your account is waiting for approval by an administrator.')).toBeTruthy();
  });
});

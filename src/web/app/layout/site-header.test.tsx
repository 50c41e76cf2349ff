import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { SiteHeader } from './site-header.tsx';

const globex = {
  id: '3f1c2a9e-6c1e-4b7a-9a43-0d7a1f2b5c11',
  name: 'Globex Facilities',
  subdomain: 'globex',
  isPlatform: false,
  isApprovalRequired: false,
  sso: null,
  isWhiteLabel: false,
  logoUrl: null,
};

describe('SiteHeader', () => {
  it('shows the product name and a Log in link when logged out on the main domain', () => {
    renderApp(<SiteHeader />);

    expect(screen.getByRole('link', { name: 'Tandem home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByText(/Welcome,/)).toBeNull();
  });

  it("shows the organization's name on a subdomain", () => {
    renderApp(<SiteHeader />, { url: '/?subdomain=globex', organization: globex });

    expect(screen.getByRole('link', { name: 'Globex Facilities home' })).toBeTruthy();
    expect(screen.getByText('Globex Facilities')).toBeTruthy();
  });

  it('carries the subdomain parameter on its links', () => {
    renderApp(<SiteHeader />, { url: '/?subdomain=globex', organization: globex });

    expect(screen.getByRole('link', { name: 'Globex Facilities home' }).getAttribute('href')).toBe('/?subdomain=globex');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?subdomain=globex');
  });

  it("offers no way into the workspace while a reset link's session chooses its new password, only Log out", () => {
    renderApp(<SiteHeader />, {
      url: '/reset-password?subdomain=globex',
      organization: globex,
      signedInAs: { name: 'Grace Hopper', role: 'agent' },
    });

    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByText(/Welcome,/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('leaves the way out of a sign-in step to the step itself: no workspace links, menu or second Log out', () => {
    renderApp(<SiteHeader />, {
      url: '/login?subdomain=globex',
      organization: globex,
      signedInAs: { name: 'Grace Hopper', role: 'agent' },
    });

    expect(screen.getByRole('link', { name: 'Globex Facilities home' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByText(/Welcome,/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('welcomes a signed-in admin by first name, with the Admin badge and the staff links carrying the parameter', () => {
    renderApp(<SiteHeader />, {
      url: '/tickets?subdomain=globex',
      organization: globex,
      signedInAs: { name: 'Grace Hopper', role: 'org_admin' },
    });

    expect(screen.getByText('Welcome, Grace')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Dashboard', '/dashboard?subdomain=globex'],
      ['Tickets', '/tickets?subdomain=globex'],
      ['Settings', '/settings?subdomain=globex'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Tickets' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows the Agent badge to an agent', () => {
    renderApp(<SiteHeader />, { signedInAs: { name: 'Andy Agent', role: 'agent' } });
    expect(screen.getByText('Agent')).toBeTruthy();
  });

  it('gives a customer dashboard and tickets, without a badge or settings', () => {
    renderApp(<SiteHeader />, { signedInAs: { name: 'Carla Customer', role: 'user' } });

    expect(screen.getByText('Welcome, Carla')).toBeTruthy();
    expect(screen.queryByText('Admin')).toBeNull();
    expect(screen.queryByText('Agent')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('logs out and goes to the login page, keeping the subdomain parameter', async () => {
    const { router, session } = renderApp(<SiteHeader />, {
      url: '/dashboard?subdomain=globex',
      organization: globex,
      signedInAs: { name: 'Gus Agent', role: 'agent' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(session.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?subdomain=globex');
  });

  it('opens a slide-out menu with the same links', async () => {
    renderApp(<SiteHeader />, { url: '/?subdomain=globex', organization: globex });

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    // The drawer's code is fetched on this first tap.
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup?subdomain=globex');
    expect(within(menu).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?subdomain=globex');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { Account } from '../account/use-account.ts';
import { CustomerHomePage } from './customer-home-page.tsx';

const account: Account = {
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'casey@northwind.test', name: 'Casey Customer' },
  profile: {
    role: 'user',
    organizationId: '6a0d1f3e-2b4c-4d5e-8f90-1a2b3c4d5e6f',
    name: 'Casey Customer',
    hasOnboarded: true,
    approvalStatus: 'approved',
  },
  organization: {
    id: '6a0d1f3e-2b4c-4d5e-8f90-1a2b3c4d5e6f',
    name: 'Acme Field Services',
    subdomain: 'acme',
    domain: null,
    isPlatform: false,
  },
  onboarding: 'complete',
  refusal: null,
};

function serverKnows(answer: Account) {
  const response = new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  return vi.spyOn(api, 'GET').mockResolvedValue({ data: answer, response } as never);
}

describe('CustomerHomePage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the organization, the signed-in address and the customer's profile from the server", async () => {
    const get = serverKnows(account);
    renderApp(<CustomerHomePage />, { url: '/dashboard?subdomain=acme', signedInAs: { name: 'Casey Customer', role: 'user' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Casey' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Acme Field Services');
    expect(screen.getByRole('banner').textContent).toContain('casey@northwind.test');
    const profile = screen.getByRole('heading', { level: 2, name: 'Your profile' }).closest('div.mantine-Card-root') as HTMLElement;
    expect(profile.textContent).toContain('NameCasey Customer');
    expect(profile.textContent).toContain('Emailcasey@northwind.test');
    expect(profile.textContent).toContain('RoleUser');
    expect(profile.textContent).toContain('OrganizationAcme Field Services');
    expect(get).toHaveBeenCalledWith('/api/me');
  });

  it('refreshes from the server and signs out', async () => {
    const get = serverKnows(account);
    const { session, router } = renderApp(<CustomerHomePage />, {
      url: '/dashboard?subdomain=acme',
      signedInAs: { name: 'Casey Customer', role: 'user' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Casey' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(get).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalled();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?subdomain=acme');
  });
});

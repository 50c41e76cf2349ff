import type { AuthResponse, AuthTokenResponse, Session } from '@supabase/auth-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '../../session/auth-client.ts';
import { renderApp } from '../../test/render-app.tsx';
import { codeVerifiedState } from '../verification/code-verified-state.ts';
import { WelcomePage } from './welcome-page.tsx';

const setup = vi.hoisted(() => ({ mutate: vi.fn(), isError: false, error: null as Error | null }));
vi.mock('../login/use-organization-setup.ts', () => ({ useOrganizationSetup: () => setup }));

function renderWelcome(url: string, hash = '') {
  window.history.replaceState(null, '', `${url}${hash}`);
  return renderApp(null, {
    url,
    routes: [
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/login', element: <h1>Login</h1> },
    ],
  });
}

const where = (router: ReturnType<typeof renderWelcome>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

const adminSession = {
  access_token: 'token',
  user: { id: 'u1', user_metadata: { role: 'org_admin', onboarding_data: { name: 'Engines' } } },
};

function exchangeAnswers(session: unknown) {
  return vi.spyOn(authClient, 'exchangeCodeForSession').mockResolvedValue({
    data: { session, user: null },
    error: session ? null : { name: 'AuthApiError', message: 'invalid flow state', code: 'flow_state_not_found', status: 404 },
  } as AuthTokenResponse);
}

function storedSession(session: unknown) {
  return vi.spyOn(authClient, 'getSession').mockResolvedValue({ data: { session: session as Session }, error: null } as never);
}

describe('WelcomePage on the main domain: the confirmation link', () => {
  beforeEach(() => {
    setup.mutate.mockReset();
    setup.isError = false;
    setup.error = null;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('exchanges the code and sets the new admin’s organization up, which then opens on its own host', async () => {
    const exchange = exchangeAnswers(adminSession);
    renderWelcome('/welcome?code=abc');
    expect(screen.getByRole('heading', { name: 'Confirming your e-mail…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Setting Up Your Organization...' })).toBeTruthy();
    expect(exchange).toHaveBeenCalledWith('abc');
    expect(setup.mutate).toHaveBeenCalledTimes(1);
  });

  it('verifies the token hash of the e-mailed link, which works in a browser other than the one that signed up', async () => {
    const verify = vi
      .spyOn(authClient, 'verifyOtp')
      .mockResolvedValue({ data: { session: adminSession, user: null }, error: null } as never);
    renderWelcome('/welcome?token_hash=hash-1&type=signup');
    expect(await screen.findByRole('heading', { name: 'Setting Up Your Organization...' })).toBeTruthy();
    expect(verify).toHaveBeenCalledExactlyOnceWith({ token_hash: 'hash-1', type: 'signup' });
    expect(setup.mutate).toHaveBeenCalledTimes(1);
  });

  it('sends a used, expired or tampered token hash to the login page with the error', async () => {
    vi.spyOn(authClient, 'verifyOtp').mockResolvedValue({
      data: { session: null, user: null },
      error: { name: 'AuthApiError', message: 'Token has expired or is invalid', code: 'otp_expired', status: 403 },
    } as never);
    storedSession(null);
    const { router } = renderWelcome('/welcome?token_hash=hash-used&type=signup');
    await waitFor(() => expect(where(router)).toBe('/login?error=email_confirmation_failed'));
    expect(setup.mutate).not.toHaveBeenCalled();
  });

  it('carries on with the session it already gave when the page is reloaded', async () => {
    exchangeAnswers(null);
    storedSession(adminSession);
    renderWelcome('/welcome?code=used-already');
    await waitFor(() => expect(setup.mutate).toHaveBeenCalledTimes(1));
  });

  it('carries on with the session the e-mailed code gave on Check Your Email, as the link would', async () => {
    storedSession(adminSession);
    renderApp(null, {
      url: '/start',
      routes: [
        { path: '/start', element: <Navigate to="/welcome" state={codeVerifiedState} replace /> },
        { path: '/welcome', element: <WelcomePage /> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Setting Up Your Organization...' })).toBeTruthy();
    expect(setup.mutate).toHaveBeenCalledTimes(1);
  });

  it('sends anyone without an organization to set up to the login page, confirmed', async () => {
    exchangeAnswers({ access_token: 'token', user: { id: 'u2', user_metadata: { role: 'user' } } });
    const { router } = renderWelcome('/welcome?code=of-a-customer');
    await waitFor(() => expect(where(router)).toBe('/login?confirmed=true'));
    expect(setup.mutate).not.toHaveBeenCalled();
  });

  it('sends a code that cannot be exchanged, or a link that failed, to the login page with the error', async () => {
    exchangeAnswers(null);
    storedSession(null);
    const expired = renderWelcome('/welcome?code=expired');
    await waitFor(() => expect(where(expired.router)).toBe('/login?error=email_confirmation_failed'));
    const failed = renderWelcome('/welcome?error=access_denied&error_code=otp_expired');
    await waitFor(() => expect(where(failed.router)).toBe('/login?error=email_confirmation_failed'));
  });

  it('shows why the organization could not be created, with a way to try again', async () => {
    exchangeAnswers(adminSession);
    setup.isError = true;
    setup.error = new Error('Failed to create organization: This subdomain is already taken. Please choose another one.');
    renderWelcome('/welcome?code=of-a-taken-subdomain');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create organization: This subdomain is already taken. Please choose another one.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(setup.mutate).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login?confirmed=true');
  });
});

describe('WelcomePage on the organization’s host: the handoff', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function verifyAnswers(session: Session | null) {
    return vi.spyOn(authClient, 'verifyOtp').mockResolvedValue({
      data: { session, user: session?.user ?? null },
      error: session ? null : { name: 'AuthApiError', message: 'Token has expired or is invalid', code: 'otp_expired', status: 403 },
    } as AuthResponse);
  }

  it('signs in with the token from the fragment, removes it from the address and opens the dashboard', async () => {
    const verify = verifyAnswers({ access_token: 'token' } as Session);
    const { router } = renderWelcome('/welcome?confirmed=true', '#handoff=single-use-token');
    expect(screen.getByText('Signing you in to your new help desk…')).toBeTruthy();
    await waitFor(() => expect(where(router)).toBe('/dashboard'));
    expect(verify).toHaveBeenCalledWith({ token_hash: 'single-use-token', type: 'magiclink' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('');
  });

  it('sends the admin to sign in when the token was used or has expired', async () => {
    verifyAnswers(null);
    const { router } = renderWelcome('/welcome?confirmed=true', '#handoff=old-token');
    await waitFor(() => expect(where(router)).toBe('/login?confirmed=true'));
  });
});

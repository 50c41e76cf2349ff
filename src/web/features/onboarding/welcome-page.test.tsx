import type { AuthResponse, Session } from '@supabase/auth-js';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { authClient } from '../auth/auth-client.ts';
import { WelcomePage } from './welcome-page.tsx';

function renderWelcome(hash: string) {
  window.history.replaceState(null, '', `/welcome?confirmed=true${hash}`);
  return renderApp(null, {
    url: '/welcome?confirmed=true',
    routes: [
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/login', element: <h1>Login</h1> },
    ],
  });
}

function verifyAnswers(session: Session | null) {
  return vi.spyOn(authClient, 'verifyOtp').mockResolvedValue({
    data: { session, user: session?.user ?? null },
    error: session ? null : { name: 'AuthApiError', message: 'Token has expired or is invalid', code: 'otp_expired', status: 403 },
  } as AuthResponse);
}

const where = (router: ReturnType<typeof renderWelcome>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

describe('WelcomePage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('signs in with the handoff token from the fragment, removes it from the address and opens the dashboard', async () => {
    const verify = verifyAnswers({ access_token: 'token' } as Session);
    const { router } = renderWelcome('#handoff=single-use-token');
    await waitFor(() => expect(where(router)).toBe('/dashboard'));
    expect(verify).toHaveBeenCalledWith({ token_hash: 'single-use-token', type: 'magiclink' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('');
  });

  it('sends the admin to sign in when the token was used or has expired, or is missing', async () => {
    verifyAnswers(null);
    const expired = renderWelcome('#handoff=old-token');
    await waitFor(() => expect(where(expired.router)).toBe('/login?confirmed=true'));

    const missing = renderWelcome('');
    await waitFor(() => expect(where(missing.router)).toBe('/login?confirmed=true'));
  });
});

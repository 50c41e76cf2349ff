import type { AuthResponse } from '@supabase/auth-js';
import { AuthApiError } from '@supabase/auth-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '../../session/auth-client.ts';
import { renderApp } from '../../test/render-app.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

function renderVerify(url: string) {
  return renderApp(null, {
    url,
    routes: [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/confirm-email', element: <VerifyEmailPage /> },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
  });
}

function verificationAnswers(error: AuthApiError | null) {
  return vi.spyOn(authClient, 'verifyOtp').mockResolvedValue({ data: { user: null, session: null }, error } as AuthResponse);
}

describe('VerifyEmailPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('verifies the token with its address (type signup by default), then goes to the login', async () => {
    const verify = verificationAnswers(null);
    const { router } = renderVerify('/verify-email?token=123456&email=olga%40example.test&subdomain=acme');

    expect(screen.getByRole('heading', { name: 'Verifying email...' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?subdomain=acme');
    expect(verify).toHaveBeenCalledWith({ email: 'olga@example.test', token: '123456', type: 'signup' });
  });

  it('passes the type from the link', async () => {
    const verify = verificationAnswers(null);
    renderVerify('/confirm-email?token=654321&email=olga%40example.test&type=email');
    await waitFor(() => expect(verify).toHaveBeenCalledWith({ email: 'olga@example.test', token: '654321', type: 'email' }));
  });

  it('says Oops! with the reason when the verification fails, and offers the way home', async () => {
    verificationAnswers(new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'));
    const { router } = renderVerify('/verify-email?token=000000&email=olga%40example.test');

    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Verification failed: Token has expired or is invalid');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Return Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('needs both the token and the address', () => {
    const verify = verificationAnswers(null);
    renderVerify('/verify-email?token=123456');

    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Missing token or email from verification link.');
    expect(verify).not.toHaveBeenCalled();
  });
});

import { AuthApiError, type AuthResponse } from '@supabase/auth-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '../../session/auth-client.ts';
import { fillFields } from '../../test/fill-fields.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

function renderForgot(url = '/forgot-password?subdomain=acme') {
  return renderApp(null, {
    url,
    routes: [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
  });
}

function recoveryAnswers(error: AuthApiError | null) {
  return vi.spyOn(authClient, 'resetPasswordForEmail').mockResolvedValue(error ? { data: null, error } : { data: {}, error: null });
}

function verificationAnswers(error: AuthApiError | null) {
  return vi.spyOn(authClient, 'verifyOtp').mockResolvedValue({ data: { user: null, session: null }, error } as AuthResponse);
}

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Or enter the code from the e-mail' }), code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

async function send(email: string) {
  const user = userEvent.setup();
  await fillFields(user, [[/^Email/, email]]);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the reset link back to this site and asks to check the e-mail, valid 1 hour', async () => {
    const recover = recoveryAnswers(null);
    renderForgot();

    await send('andy@acme.test');

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('andy@acme.test');
    expect(screen.getByRole('status').textContent).toContain('valid for 1 hour');
    expect(recover).toHaveBeenCalledWith('andy@acme.test', { redirectTo: 'http://localhost:3000/reset-password?subdomain=acme' });
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login?subdomain=acme');
  });

  it('takes the code from the e-mail instead of the link, and leads to the new password as the link does', async () => {
    recoveryAnswers(null);
    const verify = verificationAnswers(null);
    const { router } = renderForgot();
    await send('andy@acme.test');

    const code = await screen.findByRole('textbox', { name: 'Or enter the code from the e-mail' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await enterCode('292090');

    expect(verify).toHaveBeenCalledWith({ email: 'andy@acme.test', token: '292090', type: 'recovery' });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.search).toBe('?subdomain=acme');
  });

  it("shows the server's message by a wrong code, keeps what was typed and stays", async () => {
    recoveryAnswers(null);
    verificationAnswers(new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'));
    const { router } = renderForgot();
    await send('andy@acme.test');

    await enterCode('000000');

    expect(await screen.findByText('Verification failed: Token has expired or is invalid')).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Or enter the code from the e-mail' }) as HTMLInputElement;
    expect(code.value).toBe('000000');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('asks for all six digits before verifying anything', async () => {
    recoveryAnswers(null);
    const verify = verificationAnswers(null);
    renderForgot();
    await send('andy@acme.test');

    await enterCode('12a34');

    expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Or enter the code from the e-mail' }) as HTMLInputElement).value).toBe('1234');
    expect(verify).not.toHaveBeenCalled();
  });

  it("shows the provider's message, else “Failed to send reset email”", async () => {
    recoveryAnswers(new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit'));
    renderForgot('/forgot-password');
    await send('andy@acme.test');
    expect((await screen.findByRole('alert')).textContent).toBe('Email rate limit exceeded');

    vi.restoreAllMocks();
    recoveryAnswers(new AuthApiError('', 500, undefined));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send reset email');
  });

  it('asks for a valid address before sending anything', async () => {
    const recover = recoveryAnswers(null);
    renderForgot();

    await send('not-an-address');

    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(recover).not.toHaveBeenCalled();
  });
});

import { AuthApiError } from '@supabase/auth-js';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillFields } from '../../test/fill-fields.ts';
import { renderApp } from '../../test/render-app.tsx';
import { authClient } from '../auth/auth-client.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

function renderForgot(url = '/forgot-password?subdomain=acme') {
  return renderApp(null, {
    url,
    routes: [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
  });
}

function recoveryAnswers(error: AuthApiError | null) {
  return vi.spyOn(authClient, 'resetPasswordForEmail').mockResolvedValue(error ? { data: null, error } : { data: {}, error: null });
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

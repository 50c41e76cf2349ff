import type { AuthTokenResponse, Session, UserResponse } from '@supabase/auth-js';
import { AuthApiError } from '@supabase/auth-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAccount } from '../../../../tests/support/web/account-fixture.ts';
import { accountMessages } from '../../../domain/account-messages.ts';
import { authClient } from '../../session/auth-client.ts';
import { answerApi } from '../../test/api-answers.ts';
import { fillFields } from '../../test/fill-fields.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const session = { access_token: 'access', refresh_token: 'refresh', expires_in: 3600, token_type: 'bearer', user: {} } as Session;
let codes = 0;

function renderReset(url: string) {
  return renderApp(null, {
    url,
    routes: [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/forgot-password', element: <h1>Forgot password page</h1> },
    ],
  });
}

/** A fresh code each time: a code is exchanged once per page load. */
function linkWithCode(): string {
  codes += 1;
  return `/reset-password?subdomain=acme&code=code-${codes}`;
}

function exchangeAnswers(answer: { session: Session | null; error?: Error } | 'throws') {
  const exchange = vi.spyOn(authClient, 'exchangeCodeForSession');
  if (answer === 'throws') return exchange.mockRejectedValue(new TypeError('Failed to fetch'));
  return exchange.mockResolvedValue({
    data: { session: answer.session, user: null },
    error: answer.error ?? null,
  } as unknown as AuthTokenResponse);
}

async function choosePassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  await fillFields(user, [
    [/^New password/, password],
    [/^Confirm new password/, confirmation],
  ]);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

function checklistState(): Record<string, boolean> {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => [item.textContent?.replace(/ \((met|not met yet)\)$/, ''), item.getAttribute('data-met') === 'true']),
  );
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    vi.spyOn(authClient, 'getSession').mockResolvedValue({ data: { session }, error: null });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows Invalid Reset Link without a code or tokens, with a way to ask for a new one', async () => {
    const { router } = renderReset('/reset-password?subdomain=acme');

    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Request New Reset Link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(router.state.location.search).toBe('?subdomain=acme');
  });

  it.each([
    ['an expired or used link', () => '/reset-password?error=access_denied&error_code=otp_expired', null, accountMessages.resetLinkInvalid],
    [
      'a code the server refuses',
      linkWithCode,
      { session: null, error: new AuthApiError('invalid flow state', 404, 'flow_state_not_found') },
      accountMessages.resetLinkInvalid,
    ],
    ['a code that gives no session', linkWithCode, { session: null }, accountMessages.resetSessionInvalid],
    ['a failure to reach the server', linkWithCode, 'throws' as const, accountMessages.resetInitFailed],
  ])('explains %s', async (_case, link, answer, message) => {
    if (answer) exchangeAnswers(answer);
    renderReset(link());

    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('verifies the token hash of the e-mailed link as a recovery, in whatever browser it is opened', async () => {
    const verifyOtp = vi
      .spyOn(authClient, 'verifyOtp')
      .mockResolvedValue({ data: { session, user: null }, error: null } as unknown as AuthTokenResponse);
    renderReset('/reset-password?subdomain=acme&token_hash=hash-ready&type=recovery');

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(verifyOtp).toHaveBeenCalledWith({ token_hash: 'hash-ready', type: 'recovery' });
  });

  it('says Invalid Reset Link when the token hash is used, expired or tampered with', async () => {
    vi.spyOn(authClient, 'verifyOtp').mockResolvedValue({
      data: { session: null, user: null },
      error: new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'),
    } as unknown as AuthTokenResponse);
    renderReset('/reset-password?token_hash=hash-used&type=recovery');

    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.resetLinkInvalid);
  });

  it('accepts tokens with type=recovery in the fragment', async () => {
    const setSession = vi
      .spyOn(authClient, 'setSession')
      .mockResolvedValue({ data: { session, user: null }, error: null } as unknown as AuthTokenResponse);
    renderReset('/reset-password#access_token=a.b.c&refresh_token=r1&type=recovery');

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(setSession).toHaveBeenCalledWith({ access_token: 'a.b.c', refresh_token: 'r1' });
  });

  it('ticks the checklist off as the password is typed', async () => {
    exchangeAnswers({ session });
    renderReset(linkWithCode());
    await screen.findByRole('heading', { name: 'Choose a new password' });
    const user = userEvent.setup();

    expect(Object.values(checklistState())).toEqual([false, false, false, false, false]);
    await user.type(screen.getByLabelText(/^New password/), 'secret');
    expect(checklistState()).toEqual({
      'At least 8 characters': false,
      'One uppercase letter': false,
      'One lowercase letter': true,
      'One number': false,
      'Passwords match': false,
    });
    await user.type(screen.getByLabelText(/^New password/), 'S12');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'secretS12');
    expect(Object.values(checklistState())).toEqual([true, true, true, true, true]);
  });

  it.each([
    ['Short1A', 'Short1A', accountMessages.passwordTooShort],
    ['alllowercase1', 'alllowercase1', accountMessages.passwordNeedsMixedCase],
    ['Sturdy-pass-1', 'Sturdy-pass-2', accountMessages.passwordsDoNotMatch],
  ])('refuses %s / %s with “%s”', async (password, confirmation, message) => {
    exchangeAnswers({ session });
    const update = vi.spyOn(authClient, 'updateUser');
    renderReset(linkWithCode());
    await screen.findByRole('heading', { name: 'Choose a new password' });

    await choosePassword(password, confirmation);

    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(update).not.toHaveBeenCalled();
  });

  it('updates the password, says Password Updated! and goes to the login after 3 seconds', async () => {
    exchangeAnswers({ session });
    const update = vi.spyOn(authClient, 'updateUser').mockResolvedValue({ data: { user: {} }, error: null } as UserResponse);
    const signOut = vi.spyOn(authClient, 'signOut').mockResolvedValue({ error: null });
    const { router } = renderReset(linkWithCode());
    await screen.findByRole('heading', { name: 'Choose a new password' });

    await choosePassword('Sturdy-pass-1');

    expect(await screen.findByRole('heading', { name: 'Password Updated!' })).toBeTruthy();
    expect(update).toHaveBeenCalledWith({ password: 'Sturdy-pass-1' });
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(router.state.location.pathname).toBe('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
    expect(router.state.location.search).toBe('?subdomain=acme');
  });

  it("sends an organization's account that reset its password on the main site to its organization's sign-in page", async () => {
    exchangeAnswers({ session });
    vi.spyOn(authClient, 'updateUser').mockResolvedValue({ data: { user: {} }, error: null } as UserResponse);
    vi.spyOn(authClient, 'signOut').mockResolvedValue({ error: null });
    answerApi({
      'GET /api/me': testAccount({
        refusal: { code: 'main_domain_only', message: 'Only platform staff can sign in on the main site.' },
      }),
    });
    renderReset(`/reset-password?code=main-${codes++}`);
    await screen.findByRole('heading', { name: 'Choose a new password' });

    await choosePassword('Sturdy-pass-1');

    expect(await screen.findByText(/Taking you to Acme Field Services's sign-in page/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go to Acme Field Services now' });
    expect(link.getAttribute('href')).toBe(`${window.location.protocol}//acme.${window.location.host}/login`);
  });

  it("shows the provider's message when the update fails, else “Failed to update password.”", async () => {
    exchangeAnswers({ session });
    const update = vi
      .spyOn(authClient, 'updateUser')
      .mockResolvedValueOnce({
        data: { user: null },
        error: new AuthApiError('New password should be different from the old password.', 422, 'same_password'),
      } as UserResponse)
      .mockResolvedValueOnce({ data: { user: null }, error: new AuthApiError('', 500, undefined) } as UserResponse);
    renderReset(linkWithCode());
    await screen.findByRole('heading', { name: 'Choose a new password' });

    await choosePassword('Sturdy-pass-1');
    expect((await screen.findByRole('alert')).textContent).toBe('New password should be different from the old password.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update password.'));
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('says the session is invalid when it has gone before the update', async () => {
    exchangeAnswers({ session });
    vi.spyOn(authClient, 'getSession').mockResolvedValue({ data: { session: null }, error: null });
    renderReset(linkWithCode());
    await screen.findByRole('heading', { name: 'Choose a new password' });

    await choosePassword('Sturdy-pass-1');

    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.resetSessionInvalid);
  });
});

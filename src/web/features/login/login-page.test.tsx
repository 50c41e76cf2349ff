import type { AuthTokenResponse, AuthTokenResponsePassword } from '@supabase/auth-js';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/auth-js';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acmeOrganization, serverAnswersAccount, testAccount } from '../../../../tests/support/web/account-fixture.ts';
import { api } from '../../api/client.ts';
import { authClient } from '../../session/auth-client.ts';
import { fillFields } from '../../test/fill-fields.ts';
import { renderApp } from '../../test/render-app.tsx';
import { LoginPage } from './login-page.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

function renderLogin(url = '/login', options: { signedIn?: boolean } = {}) {
  return renderApp(null, {
    url,
    routes,
    ...(url.includes('subdomain=acme') ? { organization: acmeOrganization } : {}),
    ...(options.signedIn ? { signedInAs: { name: 'Alice Admin', role: 'org_admin' as const } } : {}),
  });
}

function signInAnswers(error: Error | null) {
  return vi
    .spyOn(authClient, 'signInWithPassword')
    .mockResolvedValue({ data: { user: null, session: null }, error } as unknown as AuthTokenResponsePassword);
}

async function signIn(email = 'alice@acme.test', password = 'Demo1234!') {
  const user = userEvent.setup();
  await fillFields(user, [
    [/^Email/, email],
    [/^Password/, password],
  ]);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('on the main domain offers Super Admin Access, the business models and the password reset', () => {
    renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Tandem' })).toBeTruthy();
    expect(screen.getByText('Super Admin Access')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your organization' }).getAttribute('href')).toBe('/business-model');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('at an address with no organization says so instead of showing a sign-in form', () => {
    renderApp(null, { url: '/login?subdomain=nosuch', routes, unknownSubdomain: 'nosuch' });
    expect(screen.getByRole('heading', { name: 'Organization not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('There is no active organization at “nosuch”.');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it("on an organization's site offers its sign-up, carrying the subdomain parameter", () => {
    renderLogin('/login?subdomain=acme');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Acme Field Services' })).toBeTruthy();
    expect(screen.queryByText('Super Admin Access')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup?subdomain=acme');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password?subdomain=acme');
  });

  it('shows the confirmation banner for 5 seconds and fills in the e-mail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLogin('/login?confirmed=true&email=olga%40example.test');

    expect(screen.getByText('Email Confirmed Successfully!')).toBeTruthy();
    expect(screen.getByText('Your account is now active. Sign in below to complete setup.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe('olga@example.test');

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Email Confirmed Successfully!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Email Confirmed Successfully!')).toBeNull();
  });

  it('signs in with the code a confirmation link brings, once, and takes the code out of the address', async () => {
    const exchange = vi
      .spyOn(authClient, 'exchangeCodeForSession')
      .mockResolvedValue({ data: { session: null, user: null }, error: null } as unknown as AuthTokenResponse);
    const { router } = renderLogin('/login?subdomain=acme&confirmed=true&email=casey%40northwind.test&code=confirm-1');

    await waitFor(() => expect(router.state.location.search).toBe('?subdomain=acme&confirmed=true&email=casey%40northwind.test'));
    expect(exchange).toHaveBeenCalledExactlyOnceWith('confirm-1');
    expect(screen.getByText('Email Confirmed Successfully!')).toBeTruthy();
  });

  it('confirms with the token hash a confirmation link brings, in any browser, then shows the banner and takes the token out of the address', async () => {
    const verify = vi
      .spyOn(authClient, 'verifyOtp')
      .mockResolvedValue({ data: { session: null, user: null }, error: null } as unknown as AuthTokenResponse);
    const { router } = renderLogin('/login?subdomain=acme&confirmed=true&email=casey%40northwind.test&token_hash=hash-1&type=signup');

    expect(screen.queryByText('Email Confirmed Successfully!')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?subdomain=acme&confirmed=true&email=casey%40northwind.test'));
    expect(verify).toHaveBeenCalledExactlyOnceWith({ token_hash: 'hash-1', type: 'signup' });
    expect(await screen.findByText('Email Confirmed Successfully!')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a used, expired or tampered confirmation link could not confirm, without the banner', async () => {
    vi.spyOn(authClient, 'verifyOtp').mockResolvedValue({
      data: { session: null, user: null },
      error: new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'),
    } as unknown as AuthTokenResponse);
    renderLogin('/login?subdomain=acme&confirmed=true&email=casey%40northwind.test&token_hash=hash-used&type=signup');

    expect((await screen.findByRole('alert')).textContent).toContain('We could not confirm your e-mail address');
    expect(screen.queryByText('Email Confirmed Successfully!')).toBeNull();
  });

  it("shows the server's message when it refuses, such as the main-domain rule", async () => {
    const signInCall = signInAnswers(new AuthApiError('Only tandem.test emails can log in to the main account.', 403, 'main_domain_only'));
    renderLogin();

    await signIn();

    expect((await screen.findByRole('alert')).textContent).toBe('Only tandem.test emails can log in to the main account.');
    expect(signInCall).toHaveBeenCalledWith({ email: 'alice@acme.test', password: 'Demo1234!' });
  });

  it('says when to try again after too many failed sign-ins', async () => {
    signInAnswers(new AuthApiError('Too many attempts. Try again in 12 minutes.', 429, 'over_request_rate_limit'));
    renderLogin('/login?subdomain=acme');

    await signIn();

    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 12 minutes.');
  });

  it('falls back to “Login failed. Please check your credentials.” without a message from the server', async () => {
    signInAnswers(new AuthRetryableFetchError('Failed to fetch', 0));
    renderLogin();

    await signIn();

    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please check your credentials.');
  });

  it('takes the last refusal away at the next attempt, also one the form stops before the server', async () => {
    signInAnswers(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'));
    renderLogin('/login?subdomain=acme');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.queryByText('Invalid login credentials')).toBeNull();
  });

  it('checks the form before calling the server', async () => {
    const signInCall = signInAnswers(null);
    renderLogin();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(signInCall).not.toHaveBeenCalled();
  });

  it('shows Checking Account... while the account is looked up', () => {
    serverAnswersAccount('pending');
    renderLogin('/login?subdomain=acme', { signedIn: true });

    expect(screen.getByRole('heading', { level: 1, name: 'Checking Account...' })).toBeTruthy();
  });

  it('goes to the dashboard 1 second after the account is found set up, keeping the subdomain parameter', async () => {
    serverAnswersAccount(testAccount());
    const { router } = renderLogin('/login?subdomain=acme', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alice!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 2000 });
    expect(router.state.location.search).toBe('?subdomain=acme');
  });

  it('sets up the organization of a new admin, and shows what went wrong with a way to try again', async () => {
    serverAnswersAccount(testAccount({ profile: null, organization: null, onboarding: 'needed' }));
    const setup = vi.spyOn(api, 'POST').mockResolvedValue({
      data: undefined,
      error: { code: 'conflict', message: 'This subdomain is already taken. Please choose another one.' },
      response: new Response(null, { status: 409 }),
    } as never);
    renderLogin('/login?confirmed=true', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Setting Up Your Organization...' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('This subdomain is already taken. Please choose another one.');
    expect(setup).toHaveBeenCalledWith('/api/onboarding');
    expect(setup).toHaveBeenCalledTimes(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(setup).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('signs a session out that this site refuses, with the reason', async () => {
    serverAnswersAccount(
      testAccount({
        refusal: {
          code: 'other_organization',
          message: "This account belongs to another organization. Please sign in on your organization's site.",
        },
      }),
    );
    const { session } = renderApp(null, {
      url: '/login?subdomain=globex',
      routes,
      organization: { ...acmeOrganization, id: crypto.randomUUID(), name: 'Globex', subdomain: 'globex' },
      signedInAs: { name: 'Alice Admin', role: 'org_admin' },
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      "This account belongs to another organization. Please sign in on your organization's site.",
    );
    expect(session.signOut).toHaveBeenCalled();
  });

  it('says an account is waiting for approval without calling it active, after its e-mail is confirmed', async () => {
    const message = 'Your account is waiting for approval by an administrator.';
    serverAnswersAccount(testAccount({ refusal: { code: 'approval_pending', message } }));
    vi.spyOn(authClient, 'exchangeCodeForSession').mockResolvedValue({
      data: { session: null, user: null },
      error: null,
    } as unknown as AuthTokenResponse);
    const { session } = renderLogin('/login?subdomain=acme&confirmed=true&email=casey%40northwind.test&code=confirm-2', {
      signedIn: true,
    });

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText('Email Confirmed Successfully!')).toBeNull();
    expect(screen.queryByText(/Your account is now active/)).toBeNull();
    expect(session.signOut).toHaveBeenCalled();
  });

  it('says the account check failed, with Try Again', async () => {
    vi.spyOn(api, 'GET').mockRejectedValue(new Error('offline'));
    renderLogin('/login?subdomain=acme', { signedIn: true });

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to check onboarding status');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  describe('single sign-on', () => {
    const withSso = { ...acmeOrganization, sso: { providerId: crypto.randomUUID(), label: 'Contoso ID' } };
    const renderWithSso = (url = '/login?subdomain=acme') => renderApp(null, { url, routes, organization: withSso });

    it("offers the organization's provider, and sends the browser there with the way back to this page", async () => {
      const started = vi
        .spyOn(authClient, 'signInWithSSO')
        .mockResolvedValue({ data: { url: 'https://id.contoso.test/authorize' }, error: null });
      renderWithSso('/login?subdomain=acme&sso_error=otherOrganization');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Contoso ID' }));
      expect(started).toHaveBeenCalledWith({
        providerId: withSso.sso.providerId,
        options: { redirectTo: expect.stringMatching(/\/login\?subdomain=acme$/) },
      });
    });

    it('says why a sign-in through the provider did not complete', async () => {
      renderWithSso('/login?subdomain=acme&sso_error=providerUnavailable');
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The sign-in provider could not be reached. Try again in a few minutes, or ask your administrator.',
      );
    });

    it("shows the auth service's refusal when the provider cannot be reached to start", async () => {
      vi.spyOn(authClient, 'signInWithSSO').mockResolvedValue({
        data: null,
        error: new AuthApiError('The sign-in provider could not be reached.', 422, 'sso_provider_unavailable'),
      });
      renderWithSso();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Contoso ID' }));
      expect((await screen.findByRole('alert')).textContent).toBe('The sign-in provider could not be reached.');
      expect(screen.getByRole('button', { name: 'Sign in with Contoso ID' })).toBeTruthy();
    });

    it('shows no provider button for an organization without one', () => {
      renderLogin('/login?subdomain=acme');
      expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    });
  });
});

import type { AuthResponse, User } from '@supabase/auth-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../../domain/account-messages.ts';
import { onboardingMessages } from '../../../domain/organization-signup.ts';
import { api } from '../../api/client.ts';
import { authClient } from '../../session/auth-client.ts';
import { renderApp, testUser } from '../../test/render-app.tsx';
import { codeVerifiedState } from '../verification/code-verified-state.ts';
import { DomainSetupPage } from './domain-setup-page.tsx';
import type { SignUpFlow } from './sign-up-flow.ts';

const flow: SignUpFlow = {
  business: { businessType: 'in-house', addOns: ['timecards'] },
  account: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    email: 'ada@engines.test',
    companyName: 'Analytical Engines',
    phone: '',
    password: 'Sturdy-pass-1',
  },
};

function renderPage(carried: SignUpFlow | null = flow) {
  return renderApp(null, {
    url: '/start',
    routes: [
      { path: '/start', element: <Navigate to="/domain-setup" state={carried} replace /> },
      { path: '/domain-setup', element: <DomainSetupPage /> },
      { path: '/register', element: <h1>Registration</h1> },
      { path: '/welcome', element: <h1>Welcome</h1> },
    ],
  });
}

function availability(isAvailable: boolean, reason: string | null = null) {
  return vi.spyOn(api, 'GET').mockImplementation((async (_path: string, init: { params: { query: { subdomain: string } } }) => ({
    data: { subdomain: init.params.query.subdomain, isAvailable, reason },
    response: new Response(),
  })) as never);
}

function signUpAnswers(answer: { user?: User | null; error?: { code?: string; message: string } | null }) {
  return vi.spyOn(authClient, 'signUp').mockResolvedValue({
    data: { user: answer.user ?? null, session: null },
    error: answer.error ?? null,
  } as AuthResponse);
}

const createButton = () => screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;

// Each test walks a whole form; a loaded machine needs more than the default 5 s.
describe('DomainSetupPage', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a visitor without the account of step 2 back to the registration', async () => {
    const { router } = renderPage({ business: flow.business });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('keeps a typed subdomain lower case, with only letters, digits and hyphens, and says whether it is free', async () => {
    availability(true);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    expect(createButton().disabled).toBe(true);

    await user.click(screen.getByLabelText(/Subdomain/));
    await user.paste('Acme Corp_2!');

    expect((screen.getByLabelText(/Subdomain/) as HTMLInputElement).value).toBe('acmecorp2');
    expect(createButton().disabled).toBe(false);
    expect(await screen.findByText('acmecorp2 is available')).toBeTruthy();
  });

  it('shows why a subdomain cannot be had', async () => {
    availability(false, accountMessages.subdomainTaken);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByLabelText(/Subdomain/));
    await user.paste('acme');
    expect(await screen.findByText(accountMessages.subdomainTaken)).toBeTruthy();
  });

  it('needs both the domain and the path for a domain of your own, and checks them', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /Use Your Domain/ }));
    expect(createButton().disabled).toBe(true);
    await user.click(screen.getByLabelText(/Your domain/));
    await user.paste('not a domain');
    expect(createButton().disabled).toBe(true);
    await user.click(screen.getByLabelText(/^Path/));
    await user.paste('/help desk');
    expect(createButton().disabled).toBe(false);
    const signUp = signUpAnswers({ user: testUser('Ada Lovelace', 'org_admin') });
    await user.click(createButton());
    expect(screen.getByText(onboardingMessages.domainInvalid)).toBeTruthy();
    expect(screen.getByText(onboardingMessages.pathInvalid)).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('signs up with the metadata of section 3 and the main site as the confirmation’s destination, then asks to check the e-mail', async () => {
    availability(true);
    const signUp = signUpAnswers({ user: testUser('Ada Lovelace', 'org_admin') });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByLabelText(/Subdomain/));
    await user.paste('engines');
    await user.click(createButton());

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(signUp).toHaveBeenCalledWith({
      email: 'ada@engines.test',
      password: 'Sturdy-pass-1',
      options: {
        emailRedirectTo: 'http://localhost:3000/',
        data: expect.objectContaining({
          name: 'Ada Lovelace',
          company_name: 'Analytical Engines',
          business_type: 'in-house',
          domain_type: 'subdomain',
          subdomain: 'engines',
          role: 'org_admin',
          onboarding_data: {
            name: 'Analytical Engines',
            businessType: 'in-house',
            domainType: 'subdomain',
            domain: '',
            subdomain: 'engines',
            addOns: ['timecards'],
          },
        }),
      },
    });
    expect(screen.getByText('ada@engines.test')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '1Click Confirm Email in the message we sent, or enter its code',
      '2You are signed in automatically',
      '3Your organization is created',
      '4You land on your dashboard',
    ]);
    expect(
      screen.getByText((_, element) => element?.tagName === 'CODE' && element.textContent === 'http://engines.localhost:3000'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect((screen.getByLabelText(/Subdomain/) as HTMLInputElement).value).toBe('engines');
  });

  it('takes the code from the e-mail instead of the link: verified, it goes on to the welcome page as the link does', async () => {
    availability(true);
    signUpAnswers({ user: testUser('Ada Lovelace', 'org_admin') });
    const verify = vi
      .spyOn(authClient, 'verifyOtp')
      .mockResolvedValue({ data: { user: null, session: null }, error: null } as AuthResponse);
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByLabelText(/Subdomain/));
    await user.paste('engines');
    await user.click(createButton());

    await user.type(await screen.findByRole('textbox', { name: 'Or enter the code from the e-mail' }), '292090');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(verify).toHaveBeenCalledWith({ email: 'ada@engines.test', token: '292090', type: 'signup' });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(router.state.location.state).toEqual(codeVerifiedState);
  });

  it.each([
    [{ code: 'user_already_exists', message: 'User already registered' }, accountMessages.emailTaken],
    [{ code: 'validation_failed', message: 'email: Unable to validate email address: invalid format' }, accountMessages.invalidEmail],
    [{ code: 'weak_password', message: 'Password should be at least 8 characters.' }, accountMessages.passwordTooShort],
    [{ code: 'subdomain_taken', message: accountMessages.subdomainTaken }, accountMessages.subdomainTaken],
    [{ code: 'over_request_rate_limit', message: 'Request rate limit reached' }, 'Failed to create account: Request rate limit reached'],
  ])('says what went wrong when the sign-up is refused: %o', async (error, message) => {
    availability(true);
    signUpAnswers({ error });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByLabelText(/Subdomain/));
    await user.paste('engines');
    await user.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).toBeNull();
  });

  it('says so when the sign-up gives no account', async () => {
    availability(true);
    signUpAnswers({});
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByLabelText(/Subdomain/));
    await user.paste('engines');
    await user.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create user account.');
  });
});

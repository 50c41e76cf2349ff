import { AuthApiError, type AuthResponse, type User } from '@supabase/auth-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acmeOrganization as acme } from '../../../../tests/support/web/account-fixture.ts';
import { accountMessages } from '../../../domain/account-messages.ts';
import { authClient } from '../../session/auth-client.ts';
import { fillFields } from '../../test/fill-fields.ts';
import { renderApp, testUser } from '../../test/render-app.tsx';
import { CustomerSignupPage } from './customer-signup-page.tsx';

function renderSignup(url = '/signup?subdomain=acme', organization = acme) {
  return renderApp(null, {
    url,
    organization,
    routes: [
      { path: '/signup', element: <CustomerSignupPage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
  });
}

async function fillIn(values: { name?: string; email?: string; organization?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  await fillFields(user, [
    [/Full name/, values.name],
    [/^Email/, values.email],
    [/Organization name/, values.organization],
    [/^Password/, values.password],
    [/Confirm password/, values.confirm],
  ]);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const complete = { name: 'Casey Customer', email: 'casey@northwind.test', password: 'Sturdy-pass-1!', confirm: 'Sturdy-pass-1!' };

function answer(response: Partial<AuthResponse['data']> & { error?: { code?: string; message: string } | null }) {
  const { error, ...data } = response;
  return vi.spyOn(authClient, 'signUp').mockResolvedValue({
    data: { user: null, session: null, ...data },
    error: error ?? null,
  } as AuthResponse);
}

describe('CustomerSignupPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the organization's name and asks for an organization name unless the address contains the subdomain", async () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.getByText('Acme Field Services')).toBeTruthy();
    expect(screen.getByLabelText(/Organization name/)).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'bob@northwind.test');
    expect(screen.getByLabelText(/Organization name/)).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'bob@ACME.test');
    expect(screen.queryByLabelText(/Organization name/)).toBeNull();
  });

  it.each([
    [{}, accountMessages.fillAll],
    [{ ...complete, confirm: 'Other-pass-1!' }, accountMessages.passwordsDoNotMatch],
    [{ ...complete, password: 'Shrt1!', confirm: 'Shrt1!' }, accountMessages.passwordTooShort],
    [{ ...complete, password: 'NoSpecial123', confirm: 'NoSpecial123' }, accountMessages.passwordNeedsSpecial],
  ])('checks the form before sending it: %o gives “%s”', async (values, message) => {
    const signUp = answer({});
    renderSignup();
    await fillIn(values);
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('signs up as a customer of the organization and asks to check the e-mail', async () => {
    const signUp = answer({ user: testUser('Casey Customer', 'user') as User });
    renderSignup();
    await fillIn({ ...complete, email: ' Casey@Northwind.test ', organization: 'Northwind Traders' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('casey@northwind.test')).toBeTruthy();
    expect(signUp).toHaveBeenCalledWith({
      email: 'casey@northwind.test',
      password: complete.password,
      options: {
        emailRedirectTo: 'http://localhost:3000/login?confirmed=true&email=casey%40northwind.test&subdomain=acme',
        data: {
          name: 'Casey Customer',
          full_name: 'Casey Customer',
          role: 'user',
          user_type: 'customer',
          organization_id: acme.id,
          organization_name: 'Northwind Traders',
          permissions: {},
        },
      },
    });
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe(
      '/login?email=casey%40northwind.test&subdomain=acme',
    );
  });

  it('says before and after signing up that the organization approves new accounts, only where it does', async () => {
    const note = 'Acme Field Services approves new accounts: you can sign in once yours is approved.';
    answer({ user: testUser('Casey Customer', 'user') as User });
    renderSignup('/signup?subdomain=acme', { ...acme, isApprovalRequired: true, isWhiteLabel: false, logoUrl: null });
    expect(screen.getByText(note, { exact: false })).toBeTruthy();
    await fillIn({ ...complete, organization: 'Northwind Traders' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(note, { exact: false })).toBeTruthy();
  });

  it('says nothing of approval where accounts are approved automatically', () => {
    renderSignup();
    expect(screen.queryByText(/approves new accounts/)).toBeNull();
  });

  it('takes the code from the e-mail instead of the link: signed in, it lands where the link would', async () => {
    answer({ user: testUser('Casey Customer', 'user') as User });
    const verify = vi
      .spyOn(authClient, 'verifyOtp')
      .mockResolvedValue({ data: { user: null, session: null }, error: null } as AuthResponse);
    const { router } = renderSignup();
    await fillIn(complete);
    const user = userEvent.setup();

    const code = await screen.findByRole('textbox', { name: 'Or enter the code from the e-mail' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.click(code);
    await user.paste('292 090');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(verify).toHaveBeenCalledWith({ email: 'casey@northwind.test', token: '292090', type: 'signup' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?confirmed=true&email=casey%40northwind.test&subdomain=acme');
  });

  it("shows the server's message by a wrong code and keeps what was typed", async () => {
    answer({ user: testUser('Casey Customer', 'user') as User });
    vi.spyOn(authClient, 'verifyOtp').mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'),
    } as AuthResponse);
    const { router } = renderSignup();
    await fillIn(complete);
    const user = userEvent.setup();

    const code = await screen.findByRole('textbox', { name: 'Or enter the code from the e-mail' });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Verification failed: Token has expired or is invalid')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((code as HTMLInputElement).value).toBe('123456');
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('gives someone whose address names the organization its name', async () => {
    const signUp = answer({ user: testUser('Bea', 'user') as User });
    renderSignup();
    await fillIn({ ...complete, email: 'bea@acme.test' });
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(signUp.mock.calls[0]?.[0].options?.data).toMatchObject({ organization_name: 'Acme Field Services' });
  });

  it.each([
    [{ code: 'staff_signup_not_allowed', message: accountMessages.staffAccountsNotAllowed }, accountMessages.staffAccountsNotAllowed],
    [
      { code: 'agent_self_registration_disabled', message: accountMessages.agentSelfRegistrationDisabled },
      accountMessages.agentSelfRegistrationDisabled,
    ],
    [{ code: 'organization_not_found', message: 'Not found.' }, accountMessages.organizationNotFound],
    [{ code: 'user_already_exists', message: 'User already registered' }, accountMessages.customerEmailTaken],
    [{ message: 'A user with this email address has already been registered' }, accountMessages.customerEmailTaken],
    [{ code: 'unexpected_failure', message: '' }, accountMessages.customerSignupFailed],
  ])('shows %o as “%s”', async (error, message) => {
    answer({ error });
    renderSignup();
    await fillIn(complete);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
  });

  it('says so when no user comes back', async () => {
    answer({});
    renderSignup();
    await fillIn(complete);
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.customerSignupFailed);
  });

  it('goes to the login on the main domain, and says when the organization does not exist', async () => {
    const { router } = renderApp(null, {
      url: '/signup',
      routes: [
        { path: '/signup', element: <CustomerSignupPage /> },
        { path: '/login', element: <h1>Login page</h1> },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    renderApp(<CustomerSignupPage />, { url: '/signup?subdomain=nope', unknownSubdomain: 'nope' });
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.organizationNotFound);
  });
});

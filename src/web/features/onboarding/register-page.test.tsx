import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../domain/account-messages.ts';
import { fillFields } from '../../test/fill-fields.ts';
import { renderApp } from '../../test/render-app.tsx';
import { RegisterPage } from './register-page.tsx';
import type { SignUpFlow } from './sign-up-flow.ts';

const business = { businessType: 'customer-service', addOns: ['api'] } as const;

function renderPage(flow: SignUpFlow | null = { business: { ...business, addOns: [...business.addOns] } }) {
  return renderApp(null, {
    url: '/start',
    routes: [
      { path: '/start', element: <Navigate to="/register" state={flow} replace /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/business-model', element: <h1>Business models</h1> },
      { path: '/domain-setup', element: <h1>Domain setup</h1> },
    ],
  });
}

const complete = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Engines.test ',
  company: 'Analytical Engines',
  phone: '+1 555 0100',
  password: 'Sturdy-pass-1',
  confirm: 'Sturdy-pass-1',
};

async function submit(values: Partial<typeof complete>) {
  const user = userEvent.setup();
  await fillFields(user, [
    [/First name/, values.firstName],
    [/Last name/, values.lastName],
    [/Work e-mail/, values.email],
    [/Company name/, values.company],
    [/Phone/, values.phone],
    [/^Password/, values.password],
    [/Confirm password/, values.confirm],
  ]);
  await user.click(screen.getByRole('button', { name: /^Continue/ }));
}

// Each test walks a whole form; a loaded machine needs more than the default 5 s.
describe('RegisterPage', { timeout: 15_000 }, () => {
  it('sends a visitor without a chosen business model to the first step', async () => {
    const { router } = renderPage(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/business-model'));
  });

  it('is step 2 of 3 and shows the chosen model', async () => {
    renderPage();
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByText('Customer Service Business')).toBeTruthy();
    expect(screen.getByText(/with API Access/)).toBeTruthy();
  });

  it('asks for every required field with the specification’s message; the phone is optional', async () => {
    renderPage();
    await screen.findByText('Step 2 of 3');
    await submit({ phone: '+1 555 0100', password: complete.password, confirm: complete.password });
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.fillRequired);
    for (const label of [/First name/, /Last name/, /Work e-mail/, /Company name/]) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByLabelText(/Phone/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses an invalid e-mail, a short password and passwords that differ', async () => {
    renderPage();
    await screen.findByText('Step 2 of 3');
    await submit({ ...complete, email: 'ada@', password: 'Short1', confirm: 'Short2' });
    expect(screen.getByText(accountMessages.invalidEmail)).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText(accountMessages.fillRequired)).toBeNull();
  });

  it('carries the account, with the business model and add-ons, to the domain setup', async () => {
    const { router } = renderPage();
    await screen.findByText('Step 2 of 3');
    await submit(complete);
    await waitFor(() => expect(router.state.location.pathname).toBe('/domain-setup'));
    expect(router.state.location.state).toEqual({
      business: { businessType: 'customer-service', addOns: ['api'] },
      account: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        fullName: 'Ada Lovelace',
        email: 'ada@engines.test',
        companyName: 'Analytical Engines',
        phone: '+1 555 0100',
        password: 'Sturdy-pass-1',
      },
    });
  });
});

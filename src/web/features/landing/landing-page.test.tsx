import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { HomePage } from '../home/home-page.tsx';
import { LandingPage } from './landing-page.tsx';

function renderLanding(url = '/') {
  return renderApp(null, {
    url,
    routes: [
      { path: '/', element: <LandingPage /> },
      { path: '/welcome', element: <h1>Welcome page</h1> },
      { path: '/reset-password', element: <h1>Reset page</h1> },
    ],
  });
}

describe('LandingPage', () => {
  it('is what the main domain shows at its root', () => {
    renderApp(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: /^The help desk for/ })).toBeTruthy();
  });

  it('names all four typed phrases in its headline for assistive technology', () => {
    renderLanding();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'The help desk for IT service providers, in-house IT teams, facilities departments, field service crews',
      }),
    ).toBeTruthy();
  });

  it('leads to the business models and to the login', () => {
    renderLanding();
    const hero = screen.getByRole('region', { name: /^The help desk for/ });
    expect(
      within(hero)
        .getByRole('link', { name: /Start your free trial/ })
        .getAttribute('href'),
    ).toBe('/business-model');
    expect(
      within(hero)
        .getByRole('link', { name: /Log in/ })
        .getAttribute('href'),
    ).toBe('/login');
    const closing = screen.getByRole('region', { name: 'Give your team a help desk they will enjoy using' });
    expect(
      within(closing)
        .getByRole('link', { name: /Get started/ })
        .getAttribute('href'),
    ).toBe('/business-model');
    expect(within(closing).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('explains how it works in four steps', () => {
    renderLanding();
    const steps = within(screen.getByRole('region', { name: 'Up and running before your coffee cools' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Step 1: Choose your business model',
      'Step 2: Create your account',
      'Step 3: Pick your address',
      'Step 4: Confirm and start',
    ]);
  });

  it('prices the three yearly plans, Pro marked popular, and the monthly add-ons', () => {
    renderLanding();
    const pricing = screen.getByRole('region', { name: 'Simple yearly plans' });
    const plans = within(pricing).getAllByRole('article');
    expect(plans.map((plan) => [within(plan).getByRole('heading').textContent, plan.querySelector('p')?.textContent])).toEqual([
      ['Starter', '$49/year'],
      ['Pro', '$99/year'],
      ['Elite', '$199/year'],
    ]);
    expect(within(plans[1] as HTMLElement).getByText('Popular')).toBeTruthy();
    expect(within(plans[0] as HTMLElement).queryByText('Popular')).toBeNull();
    expect(within(plans[2] as HTMLElement).getByText('White-label solution')).toBeTruthy();
    for (const [name, price] of [
      ['Calendar & Scheduling', '$15/month'],
      ['Advanced Analytics', '$25/month'],
      ['API Access', '$30/month'],
      ['Time Card System', '$20/month'],
      ['Project Management', '$18/month'],
    ]) {
      const addOn = within(pricing)
        .getByText(name as string)
        .closest('li') as HTMLElement;
      expect(addOn.textContent).toContain(price);
    }
    expect(within(pricing).getAllByText('14-day free trial')).toHaveLength(2);
  });

  it('shows three testimonials', () => {
    renderLanding();
    const testimonials = within(screen.getByRole('region', { name: 'Teams that switched to Tandem' })).getAllByRole('figure');
    expect(testimonials).toHaveLength(3);
  });

  it('passes an e-mailed token hash on: a confirmation to the welcome page, a recovery to the reset page', async () => {
    const confirmation = renderLanding('/?token_hash=abc&type=signup');
    const where = (router: typeof confirmation.router) => `${router.state.location.pathname}${router.state.location.search}`;
    await waitFor(() => expect(where(confirmation.router)).toBe('/welcome?token_hash=abc&type=signup'));
    const recovery = renderLanding('/?token_hash=def&type=recovery');
    await waitFor(() => expect(where(recovery.router)).toBe('/reset-password?token_hash=def&type=recovery'));
  });

  it('passes the confirmation link of a new admin, and a failed one, on to the welcome page', async () => {
    const { router } = renderLanding('/?code=abc');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/welcome?code=abc'));
    const failed = renderLanding('/?error=access_denied&error_code=otp_expired');
    await waitFor(() => expect(failed.router.state.location.pathname).toBe('/welcome'));
    expect(failed.router.state.location.search).toBe('?error=access_denied&error_code=otp_expired');
  });
});

import type { AuthTokenResponse, Session } from '@supabase/auth-js';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { authClient } from '../auth/auth-client.ts';
import { HomePage } from '../home/home-page.tsx';
import { LandingPage } from './landing-page.tsx';

function renderLanding(url = '/') {
  return renderApp(null, {
    url,
    routes: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
  });
}

function exchangeAnswers(session: Session | null) {
  return vi.spyOn(authClient, 'exchangeCodeForSession').mockResolvedValue({
    data: { session, user: session?.user ?? null },
    error: session ? null : { name: 'AuthApiError', message: 'invalid flow state', code: 'flow_state_not_found', status: 404 },
  } as AuthTokenResponse);
}

describe('LandingPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

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

  it('exchanges the confirmation code and hands over to the login page, which sets the organization up', async () => {
    const exchange = exchangeAnswers({ access_token: 'token', user: { id: 'u1' } } as Session);
    const { router } = renderLanding('/?code=abc');
    expect(screen.getByRole('heading', { name: 'Confirming your e-mail…' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?confirmed=true');
    expect(exchange).toHaveBeenCalledWith('abc');
  });

  it('keeps the session of an exchange that already happened when the page is reloaded', async () => {
    exchangeAnswers(null);
    vi.spyOn(authClient, 'getSession').mockResolvedValue({ data: { session: { access_token: 'token' } as Session }, error: null });
    const { router } = renderLanding('/?code=used-already');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?confirmed=true'));
  });

  it('sends a code that cannot be exchanged, or a link that failed, to the login page with the error', async () => {
    exchangeAnswers(null);
    vi.spyOn(authClient, 'getSession').mockResolvedValue({ data: { session: null }, error: null });
    const first = renderLanding('/?code=expired');
    await waitFor(() =>
      expect(`${first.router.state.location.pathname}${first.router.state.location.search}`).toBe('/login?error=email_confirmation_failed'),
    );

    const second = renderLanding('/?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await waitFor(() =>
      expect(`${second.router.state.location.pathname}${second.router.state.location.search}`).toBe(
        '/login?error=email_confirmation_failed',
      ),
    );
  });
});

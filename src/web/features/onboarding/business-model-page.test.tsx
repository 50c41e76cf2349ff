import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { BusinessModelPage } from './business-model-page.tsx';

function renderPage() {
  return renderApp(null, {
    url: '/business-model',
    routes: [
      { path: '/business-model', element: <BusinessModelPage /> },
      { path: '/register', element: <h1>Registration</h1> },
    ],
  });
}

describe('BusinessModelPage', () => {
  it('offers the two business models with their features, use case and examples; Continue waits for a choice', () => {
    renderPage();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Customer Service Business/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /In-House Service/ })).toBeTruthy();
    expect(screen.getAllByText('Use case')).toHaveLength(2);
    expect(screen.getAllByText('Examples')).toHaveLength(2);
    expect(screen.getByText('You can change your business model and add-ons after signup, under Settings → Plan & Billing.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Continue to Registration/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Recommended add-ons' })).toBeNull();
  });

  it('recommends add-ons to try once a model is chosen, and carries both to the registration', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();

    await user.click(screen.getByText('Employees report what they need; your team tracks, schedules and resolves it.'));

    expect((screen.getByRole('radio', { name: /In-House Service/ }) as HTMLInputElement).checked).toBe(true);
    const addOns = screen.getByRole('region', { name: 'Recommended add-ons' });
    expect(
      within(addOns)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['calendar', 'timecards', 'projects']);
    expect(within(addOns).getAllByText('14-day free trial')).toHaveLength(2);
    await user.click(within(addOns).getByRole('checkbox', { name: /Time Card System/ }));
    await user.click(screen.getByRole('button', { name: /Continue to Registration/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.state).toEqual({ business: { businessType: 'in-house', addOns: ['timecards'] } });
  });

  it('forgets the add-ons of a model when another one is chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: /Customer Service Business/ }));
    await user.click(screen.getByRole('checkbox', { name: /API Access/ }));
    await user.click(screen.getByRole('radio', { name: /In-House Service/ }));
    expect(screen.queryByRole('checkbox', { name: /API Access/ })).toBeNull();
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { AppRoutes } from './routes.tsx';

describe('NotFoundPage', () => {
  it('says the page was not found and links back home', () => {
    renderApp(<NotFoundPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });

  it('keeps the subdomain parameter on the way home', () => {
    renderApp(<NotFoundPage />, { url: '/nowhere?subdomain=acme' });

    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/?subdomain=acme');
  });

  it('is what an unknown path shows, inside the shared header and footer', () => {
    renderApp(<AppRoutes />, { url: '/nowhere' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

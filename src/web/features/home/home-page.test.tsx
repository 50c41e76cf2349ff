import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acmeOrganization } from '../../../../tests/support/web/account-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';
import { HomePage } from './home-page.tsx';

describe('HomePage', () => {
  it('welcomes visitors to the organization on its subdomain, with a Log in call to action', () => {
    renderApp(<HomePage />, {
      url: '/?subdomain=acme',
      organization: acmeOrganization,
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Acme Field Services' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?subdomain=acme');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup?subdomain=acme');
  });

  it('says so when no active organization has the subdomain', () => {
    renderApp(<HomePage />, { url: '/?subdomain=nope', unknownSubdomain: 'nope' });

    expect(screen.getByRole('heading', { level: 1, name: 'Organization not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Tandem home page' }).getAttribute('href')).toBe('/');
  });
});

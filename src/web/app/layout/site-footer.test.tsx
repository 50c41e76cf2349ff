import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { SiteFooter } from './site-footer.tsx';

const globex = {
  id: '3f1c2a9e-6c1e-4b7a-9a43-0d7a1f2b5c11',
  name: 'Globex Facilities',
  subdomain: 'globex',
  isPlatform: false,
  isApprovalRequired: false,
  isWhiteLabel: false,
  logoUrl: null,
  sso: null,
};
const year = new Date().getFullYear();

describe('SiteFooter', () => {
  it("names the product beside the organization on an organization's site without white-label", () => {
    renderApp(<SiteFooter />, { url: '/?subdomain=globex', organization: globex });

    expect(screen.getByText(`© ${year} Tandem. All rights reserved.`)).toBeTruthy();
    expect(screen.getByText('Globex Facilities runs its support on Tandem.')).toBeTruthy();
  });

  it("carries only the organization's name on a white-labelled organization's site", () => {
    renderApp(<SiteFooter />, { url: '/?subdomain=globex', organization: { ...globex, isWhiteLabel: true, logoUrl: null } });

    expect(screen.getByText(`© ${year} Globex Facilities. All rights reserved.`)).toBeTruthy();
    expect(screen.queryByText(/Tandem/)).toBeNull();
  });

  it("shows a white-labelled organization's logo in place of the product's mark", () => {
    const logoUrl = '/api/settings/theme/logo/5b0c9f1e-7d2a-4c3b-8e4f-6a7b8c9d0e1f';
    renderApp(<SiteFooter />, { url: '/?subdomain=globex', organization: { ...globex, isWhiteLabel: true, logoUrl } });

    expect(document.querySelector('footer img')?.getAttribute('src')).toContain(logoUrl);
  });
});

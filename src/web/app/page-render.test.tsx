import { describe, expect, it } from 'vitest';
import { acmeOrganization as acme } from '../../../tests/support/web/account-fixture.ts';
import { themeDefaults } from '../../domain/theme-settings.ts';
import { loadRenderedPages, renderPublicPage } from './page-render.tsx';

const pageAt = (url: string) =>
  renderPublicPage({ url, subdomain: 'acme', organization: acme, theme: { settings: themeDefaults, logoUrl: null } });

describe('the sign-in pages rendered by the server', () => {
  it("renders the organization's sign-in page at its address, with its title and form", async () => {
    await loadRenderedPages();
    // The renderer's worker gives the page its address (page-render-worker.ts).
    window.history.replaceState(null, '', '/login?subdomain=acme');

    const page = await pageAt(new URL('/login?subdomain=acme', window.location.href).href);

    expect(page?.title).toBe('Sign In · Acme Field Services');
    expect(page?.body).toContain('Sign in to Acme Field Services');
    expect(page?.body).toContain('type="password"');
  });

  it('renders only the sign-in pages, matched as the routes match them', async () => {
    await loadRenderedPages();

    expect(await pageAt('http://acme.localhost:3000/Forgot-Password/')).not.toBeNull();
    expect(await pageAt('http://acme.localhost:3000/reset-password')).toBeNull();
    expect(await pageAt('http://acme.localhost:3000/login/more')).toBeNull();
    expect(await pageAt('http://acme.localhost:3000/')).toBeNull();
  });
});

import type { FastifyRequest } from 'fastify';
import type { ThemeSettings } from '../../domain/theme-settings.ts';
import type { Database } from '../db/client.ts';
import type { RequestOrganization } from '../http/tenancy.ts';
import type { PageRenderer } from './page-renderer.ts';

/** What an organization's page shows, as the organizations and theme-settings features describe it (decision 190). */
export interface OrganizationPageContent {
  describeOrganization(options: { db: Database; organization: RequestOrganization }): Promise<{ id: string }>;
  getThemeSettings(options: { db: Database; organizationId: string }): Promise<{ settings: ThemeSettings }>;
}

/** The only query a rendered page may have: anything else (a confirmation's code, a prefilled address) changes it. */
const RENDERED_QUERY = /^(\?subdomain=[a-z0-9-]+)?$/;

/**
 * An organization's page: index.html with the organization the address names and its theme (null and none when no
 * organization has that name), so that the app shows its name, its sign-in and its colours at once instead of
 * after requests (page-organization.ts); its sign-in pages also come rendered (page-render.tsx).
 */
export function organizationPages({
  db,
  renderer,
  content,
}: {
  db: Database;
  renderer: PageRenderer | null;
  content: OrganizationPageContent;
}) {
  return async function organizationPage(
    html: string,
    request: FastifyRequest,
    { subdomain, query }: { subdomain: string; query: string },
  ): Promise<string> {
    const organization = request.organization ? await content.describeOrganization({ db, organization: request.organization }) : null;
    const theme = organization ? await content.getThemeSettings({ db, organizationId: organization.id }) : undefined;
    const rendered =
      renderer && organization && theme && RENDERED_QUERY.test(query)
        ? await renderer.render({ url: `${request.protocol}://${request.host}${request.url}`, subdomain, organization, theme })
        : null;
    // `<` escaped, so that no name can close the script element. Replaced by functions, as a name may hold `$&`.
    const json = JSON.stringify({ subdomain, organization, theme }).replaceAll('<', '\\u003c');
    const page = html.replace('</head>', () => `<script id="page-organization" type="application/json">${json}</script></head>`);
    if (!rendered || !theme) return page;
    // The colour scheme it was rendered in, which Mantine's styles select by; the device's ('auto') is set by the app.
    const scheme = theme.settings.themeMode === 'auto' ? '' : ` data-mantine-color-scheme="${theme.settings.themeMode}"`;
    return (
      page
        .replace('<html lang="en">', `<html lang="en"${scheme}>`)
        // It shows without its script: its HTML and CSS come first, the script's modules are found from its entry.
        // Preloaded, they shared the connection with the CSS and held the first paint back (decision 096).
        .replaceAll(/<link rel="modulepreload"[^>]*>\s*/g, '')
        .replace(/<title>.*?<\/title>/, (tag) => (rendered.title === null ? tag : `<title>${rendered.title}</title>`))
        .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>`)
    );
  };
}

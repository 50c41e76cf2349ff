// Renders an organization's sign-in pages to HTML for the server, at each request (they show the organization's
// name and theme), so that they paint before the app's script has run; the app then hydrates them (main.tsx):
// both render AppRoot.
// Run in a worker of the server's (src/server/web/page-renderer.ts), which gives it a `window` at the page's address.
import { StaticRouter } from 'react-router';
import { type ThemeView, themeKey } from '../features/theme-settings/theme-queries.ts';
import { type Organization, organizationQuery } from '../tenancy/use-organization.ts';
import { AppRoot } from './app-root.tsx';
import { createQueryClient } from './query-client.ts';
import { type RenderedPage, renderPage } from './render-page.ts';
import { AppRoutes, findPublicPage } from './routes.tsx';

export interface PageToRender {
  /** The page's whole address, as the browser asked for it. */
  url: string;
  subdomain: string;
  organization: Organization;
  theme: ThemeView;
}

/** The public pages rendered here: the same for every visitor of an organization, whatever they type. */
const renderedPaths = new Set(['login', 'forgot-password', 'signup']);

/** Loads the code of the pages rendered here, so that no visitor's page waits for it. */
export async function loadRenderedPages(): Promise<void> {
  await Promise.all([...renderedPaths].map((path) => findPublicPage(`/${path}`)?.Page.preload()));
}

/** The page as the app renders it first for a visitor; null for a page that is not rendered here. */
export async function renderPublicPage({ url, subdomain, organization, theme }: PageToRender): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url);
  const page = findPublicPage(pathname);
  if (!page || !renderedPaths.has(page.path)) return null;
  // Loaded when the renderer started (loadRenderedPages): renderToString does not wait for it.
  await page.Page.preload();
  const queryClient = createQueryClient();
  queryClient.setQueryData(organizationQuery(subdomain).queryKey, organization);
  queryClient.setQueryData(themeKey, theme);
  return renderPage(
    <AppRoot queryClient={queryClient}>
      <StaticRouter location={`${pathname}${search}`}>
        <AppRoutes />
      </StaticRouter>
    </AppRoot>,
  );
}

import type { paths } from '../api/schema.d.ts';

type Organization = paths['/api/organization']['get']['responses'][200]['content']['application/json'];
type ThemeView = paths['/api/settings/theme']['get']['responses'][200]['content']['application/json'];

/** What the server writes into an organization's page (server app.ts): the organization its address names, and its theme. */
interface PageOrganization {
  subdomain: string;
  organization: Organization | null;
  theme?: ThemeView;
}

/**
 * The page's organization when it is the one of `subdomain` (the page may have moved to another since it loaded),
 * else undefined; also undefined where there is no document (the landing page is rendered at build time).
 */
export function pageOrganizationOf(subdomain: string): PageOrganization | undefined {
  if (!subdomain || typeof document === 'undefined') return undefined;
  const element = document.getElementById('page-organization');
  if (!element?.textContent) return undefined;
  const embedded = JSON.parse(element.textContent) as PageOrganization;
  return embedded.subdomain === subdomain ? embedded : undefined;
}

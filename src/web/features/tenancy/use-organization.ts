import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { useTenancy } from './use-tenancy.ts';

export type Organization = paths['/api/organization']['get']['responses'][200]['content']['application/json'];

/**
 * The organization the server found for the subdomain of the address this page was loaded at, which it puts in
 * the page (server app.ts); undefined for another subdomain or a page without it.
 */
function organizationInPage(subdomain: string): Organization | null | undefined {
  // The main domain names none (and its landing page is also rendered at build time, where there is no document).
  if (!subdomain) return undefined;
  const element = document.getElementById('page-organization');
  if (!element?.textContent) return undefined;
  const embedded = JSON.parse(element.textContent) as { subdomain: string; organization: Organization | null };
  return embedded.subdomain === subdomain ? embedded.organization : undefined;
}

/** The organization of a subdomain; null when none is approved and active under that name. */
export function organizationQuery(subdomain: string) {
  return queryOptions({
    queryKey: ['organization', subdomain],
    initialData: () => organizationInPage(subdomain),
    queryFn: async (): Promise<Organization | null> => {
      const { data, response } = await api.GET('/api/organization');
      if (response.status === 404) return null;
      if (!data) throw new Error(`Could not load the organization (HTTP ${response.status}).`);
      return data;
    },
    staleTime: 5 * 60_000,
  });
}

/** The current organization, loaded only on a subdomain; on the main domain the query stays idle. */
export function useOrganization() {
  const tenancy = useTenancy();
  const subdomain = tenancy.kind === 'subdomain' ? tenancy.subdomain : '';
  const query = useQuery({ ...organizationQuery(subdomain), enabled: tenancy.kind === 'subdomain' });
  return { tenancy, ...query };
}

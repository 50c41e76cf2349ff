import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import type { paths } from '../api/schema.d.ts';
import { pageOrganizationOf } from './page-organization.ts';
import { useTenancy } from './use-tenancy.ts';

export type Organization = paths['/api/organization']['get']['responses'][200]['content']['application/json'];

/** The organization of a subdomain; null when none is approved and active under that name. */
export function organizationQuery(subdomain: string) {
  return queryOptions({
    queryKey: ['organization', subdomain],
    // The organization the server put in the page, for the subdomain the page was loaded at.
    initialData: () => pageOrganizationOf(subdomain)?.organization,
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

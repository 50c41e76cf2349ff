import { organizationUrl } from '../../../domain/tenancy.ts';
import { currentTenancy, mainDomainHref } from '../../tenancy/current-tenancy.ts';

/** The address of a page on an organization's own site, seen from this page; the platform's own pages are on the main domain. */
export function organizationSiteHref(organization: { subdomain: string; isPlatform: boolean }, path: string): string {
  const mainRoot = new URL(mainDomainHref(currentTenancy()), window.location.href);
  if (organization.isPlatform) return new URL(path, mainRoot).toString();
  return organizationUrl({ publicUrl: mainRoot.origin, appDomain: mainRoot.hostname, subdomain: organization.subdomain, path });
}

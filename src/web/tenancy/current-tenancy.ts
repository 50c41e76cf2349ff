import { carriedSubdomainOf, detectTenancy, type Tenancy } from '../../domain/tenancy.ts';

/** Must match the server's TENANT_HEADER. */
const TENANT_HEADER = 'x-tenant-subdomain';

/** On the main domain (localhost) the carried subdomain is how the server learns the organization; a subdomain host carries itself. */
export function withTenantHeader(headers: Headers): Headers {
  const subdomain = carriedSubdomainOf(currentTenancy());
  if (subdomain) headers.set(TENANT_HEADER, subdomain);
  return headers;
}

/** Where the web app remembers the last subdomain parameter it was given. */
const SUBDOMAIN_STORAGE_KEY = 'tandem-subdomain';

/** The tenancy of the page the browser is on now; read at call time, so it follows client-side navigation. */
export function currentTenancy(): Tenancy {
  return detectTenancy({ host: window.location.host, path: window.location.pathname, query: window.location.search });
}

/** Stores the subdomain parameter, as the product's detection order asks, for flows that leave and come back. */
export function rememberCarriedSubdomain(tenancy: Tenancy): void {
  const subdomain = carriedSubdomainOf(tenancy);
  if (!subdomain) return;
  try {
    window.localStorage.setItem(SUBDOMAIN_STORAGE_KEY, subdomain);
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); the parameter on the links still carries it.
  }
}

/** Where the product's main domain is from this page: the parent host of a subdomain host, else this host's root. */
export function mainDomainHref(tenancy: Tenancy): string {
  if (tenancy.kind !== 'subdomain' || tenancy.source !== 'host') return '/';
  const { protocol, host } = window.location;
  return `${protocol}//${host.slice(host.indexOf('.') + 1)}/`;
}

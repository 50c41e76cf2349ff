/** The query parameter that selects an organization on the main domain (localhost); links carry it. */
export const SUBDOMAIN_PARAMETER = 'subdomain';
/** The query parameter that forces the main domain: `?main=1`. */
export const MAIN_DOMAIN_PARAMETER = 'main';

const CONFIRM_EMAIL_PATH = '/confirm-email';
const RESERVED_LABELS = new Set(['www', 'app']);
const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type Tenancy =
  | { kind: 'main'; reason: 'confirm-email' | 'main-parameter' | 'host' }
  | { kind: 'subdomain'; subdomain: string; source: 'parameter' | 'host' };

export interface TenancyLocation {
  /** The host, with or without a port: `acme.localhost:3000`. */
  host: string;
  /** The path: `/login`. */
  path: string;
  /** The query string, with or without its leading `?`. */
  query: string;
}

/**
 * Whether a page is on the main domain or an organization's subdomain, in the product's order:
 * the confirm-email path, the main-domain parameter, the subdomain parameter, then the host.
 */
export function detectTenancy({ host, path, query }: TenancyLocation): Tenancy {
  if (path.replace(/\/+$/, '') === CONFIRM_EMAIL_PATH) return { kind: 'main', reason: 'confirm-email' };
  const parameters = new URLSearchParams(query);
  const main = parameters.get(MAIN_DOMAIN_PARAMETER);
  if (main === '1' || main === 'true') return { kind: 'main', reason: 'main-parameter' };
  const carried = normalizeSubdomain(parameters.get(SUBDOMAIN_PARAMETER));
  if (carried) return { kind: 'subdomain', subdomain: carried, source: 'parameter' };
  const fromHost = subdomainOfHost(host);
  return fromHost ? { kind: 'subdomain', subdomain: fromHost, source: 'host' } : { kind: 'main', reason: 'host' };
}

/** The subdomain a host names: the first of three or more labels, or of `{sub}.localhost`; never www or app, never an IP address. */
export function subdomainOfHost(host: string): string | null {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (hostname.startsWith('[') || /^\d+(\.\d+){3}$/.test(hostname)) return null;
  const labels = hostname.split('.');
  const isLocalhostSubdomain = labels.length === 2 && labels[1] === 'localhost';
  if (labels.length < 3 && !isLocalhostSubdomain) return null;
  const first = labels[0] ?? '';
  return RESERVED_LABELS.has(first) ? null : normalizeSubdomain(first);
}

/** A subdomain in its stored form (lower case), or null when the value cannot be one. */
function normalizeSubdomain(value: string | null | undefined): string | null {
  const candidate = value?.trim().toLowerCase() ?? '';
  return SUBDOMAIN_PATTERN.test(candidate) ? candidate : null;
}

/** The subdomain that links and API calls must carry: only one that came from the parameter (a host carries itself). */
export function carriedSubdomainOf(tenancy: Tenancy): string | null {
  return tenancy.kind === 'subdomain' && tenancy.source === 'parameter' ? tenancy.subdomain : null;
}

/** An internal link with the subdomain parameter added (or replaced) when the tenancy came from it; other links unchanged. */
export function withCarriedSubdomain(href: string, tenancy: Tenancy): string {
  const subdomain = carriedSubdomainOf(tenancy);
  if (!subdomain || !href.startsWith('/') || href.startsWith('//')) return href;
  const hashIndex = href.indexOf('#');
  const hash = hashIndex === -1 ? '' : href.slice(hashIndex);
  const beforeHash = hashIndex === -1 ? href : href.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const path = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const parameters = new URLSearchParams(queryIndex === -1 ? '' : beforeHash.slice(queryIndex + 1));
  parameters.set(SUBDOMAIN_PARAMETER, subdomain);
  return `${path}?${parameters.toString()}${hash}`;
}

/**
 * The address of an organization's page: its own host `{subdomain}.{appDomain}` on the public URL's
 * scheme and port, or on a bare IP address the main site with the subdomain parameter.
 */
export function organizationUrl(options: { publicUrl: string; appDomain: string; subdomain: string; path: string }): string {
  const base = new URL(options.publicUrl);
  const target = new URL(options.path, base);
  if (/^[\d.]+$|^\[/.test(options.appDomain)) {
    target.searchParams.set(SUBDOMAIN_PARAMETER, options.subdomain);
    return target.toString();
  }
  target.hostname = `${options.subdomain}.${options.appDomain}`;
  return target.toString();
}

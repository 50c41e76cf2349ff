import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import type { Database } from '../db/client.ts';
import { organizations } from '../db/schema.ts';
import { createBoundedCache } from './bounded-cache.ts';

export interface RequestOrganization {
  id: string;
  name: string;
  subdomain: string;
  isPlatform: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The organization this request is for, or null on the main domain (or an unknown one). */
    organization: RequestOrganization | null;
  }
}

/** The request's organization, for routes that work only on an organization's host. */
export function organizationOf(request: FastifyRequest): RequestOrganization {
  if (!request.organization) throw new DomainError('organization_not_found');
  return request.organization;
}

export const TENANT_HEADER = 'x-tenant-subdomain';
const RESERVED_LABELS = new Set(['www', 'app']);
/** An organization found is kept for 30 s; a name that matches none only briefly, since anyone can ask for any name. */
const FOUND_TTL_MS = 30_000;
const MISSING_TTL_MS = 2_000;
const CACHE_MAX_ENTRIES = 5_000;

export type TenantKey = { subdomain: string } | { domain: string } | null;

/**
 * Which organization a host names: {sub}.{appDomain}, a custom domain, or on the main
 * domain (and localhost) the subdomain parameter the web app carries.
 */
export function tenantKeyOf(host: string, appDomain: string, carried: string | undefined): TenantKey {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const mainHosts = new Set([appDomain, 'localhost', '127.0.0.1', '[::1]']);
  if (mainHosts.has(hostname)) return carried ? { subdomain: carried.toLowerCase() } : null;
  for (const main of mainHosts) {
    if (hostname.endsWith(`.${main}`)) {
      const label = hostname.slice(0, -(main.length + 1));
      return label.includes('.') || RESERVED_LABELS.has(label) ? null : { subdomain: label };
    }
  }
  return { domain: hostname };
}

/** The approved, active organization a subdomain, custom domain or id names; read in the platform's scope. */
export async function findActiveOrganization(
  db: Database,
  key: NonNullable<TenantKey> | { id: string },
): Promise<RequestOrganization | null> {
  const match =
    'id' in key
      ? eq(organizations.id, key.id)
      : 'subdomain' in key
        ? eq(organizations.subdomain, key.subdomain)
        : eq(organizations.domain, key.domain);
  const rows = await db.withPlatform((tx) =>
    tx
      .select({
        id: organizations.id,
        name: organizations.name,
        subdomain: organizations.subdomain,
        isPlatform: organizations.isPlatform,
      })
      .from(organizations)
      .where(and(match, eq(organizations.isApproved, true), eq(organizations.isActive, true)))
      .limit(1),
  );
  return rows[0] ?? null;
}

export function registerTenancy(app: FastifyInstance, db: Database, appDomain: string): void {
  const cache = createBoundedCache<RequestOrganization | null>(CACHE_MAX_ENTRIES);

  async function lookUp(key: NonNullable<TenantKey>): Promise<RequestOrganization | null> {
    const cacheKey = 'subdomain' in key ? `s:${key.subdomain}` : `d:${key.domain}`;
    const hit = cache.get(cacheKey);
    if (hit) return hit.value;
    const organization = await findActiveOrganization(db, key);
    cache.set(cacheKey, organization, organization ? FOUND_TTL_MS : MISSING_TTL_MS);
    return organization;
  }

  app.decorateRequest('organization', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const carried = request.headers[TENANT_HEADER] ?? (request.query as Record<string, string | undefined>)?.subdomain;
    const key = tenantKeyOf(request.host, appDomain, typeof carried === 'string' && carried ? carried : undefined);
    request.organization = key ? await lookUp(key) : null;
  });
  // Changes to an organization (approval, custom domain) must show at once in this process.
  app.decorate('forgetTenant', () => cache.clear());
}

declare module 'fastify' {
  interface FastifyInstance {
    forgetTenant(): void;
  }
}

import createClient, { type Middleware } from 'openapi-fetch';
import { carriedSubdomainOf } from '../../domain/tenancy.ts';
import { authClient } from '../features/auth/auth-client.ts';
import { currentTenancy } from '../features/tenancy/current-tenancy.ts';
import type { paths } from './schema.d.ts';

/** Must match the server's TENANT_HEADER. */
const TENANT_HEADER = 'x-tenant-subdomain';

const tenancyAndSession: Middleware = {
  async onRequest({ request }) {
    // On a subdomain host the server reads the organization from the host; the header is for the main domain.
    const subdomain = carriedSubdomainOf(currentTenancy());
    if (subdomain) request.headers.set(TENANT_HEADER, subdomain);
    const { data } = await authClient.getSession();
    if (data.session) request.headers.set('Authorization', `Bearer ${data.session.access_token}`);
    return request;
  },
};

/** The typed API client: `const { data, error, response } = await api.GET('/api/organization')`. */
export const api = createClient<paths>({ baseUrl: window.location.origin });
api.use(tenancyAndSession);

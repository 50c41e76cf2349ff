import createClient, { type Middleware } from 'openapi-fetch';
import { authClient } from '../features/auth/auth-client.ts';
import { withTenantHeader } from '../features/tenancy/current-tenancy.ts';
import type { paths } from './schema.d.ts';

const tenancyAndSession: Middleware = {
  async onRequest({ request }) {
    withTenantHeader(request.headers);
    const { data } = await authClient.getSession();
    if (data.session) request.headers.set('Authorization', `Bearer ${data.session.access_token}`);
    return request;
  },
};

/** The typed API client: `const { data, error, response } = await api.GET('/api/organization')`. */
export const api = createClient<paths>({ baseUrl: window.location.origin });
api.use(tenancyAndSession);

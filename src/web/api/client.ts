import createClient, { type Middleware } from 'openapi-fetch';
import { freshStoredSession, hasStoredSession } from '../session/auth-storage.ts';
import { loadAuthClient } from '../session/load-auth-client.ts';
import { withTenantHeader } from '../tenancy/current-tenancy.ts';
import type { paths } from './schema.d.ts';

/** Names the organization and the signed-in session on a request (also for files fetched outside the typed client). */
export async function authorizeHeaders(headers: Headers): Promise<Headers> {
  withTenantHeader(headers);
  // Without a stored session there is nothing to send, and the auth client need not be loaded (the landing page does not).
  if (!hasStoredSession()) return headers;
  // A fresh access token is sent as stored; one due for renewal waits for the auth client, which renews it.
  const session = freshStoredSession() ?? (await (await loadAuthClient()).getSession()).data.session;
  if (session) headers.set('Authorization', `Bearer ${session.access_token}`);
  return headers;
}

const tenancyAndSession: Middleware = {
  async onRequest({ request }) {
    await authorizeHeaders(request.headers);
    return request;
  },
};

/** The typed API client: `const { data, error, response } = await api.GET('/api/organization')`. */
export const api = createClient<paths>({ baseUrl: window.location.origin });
api.use(tenancyAndSession);

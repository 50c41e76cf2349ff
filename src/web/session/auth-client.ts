import { GoTrueClient } from '@supabase/auth-js';
import { withTenantHeader } from '../tenancy/current-tenancy.ts';
import { AUTH_STORAGE_KEY } from './auth-storage.ts';
import { announceAuthClient } from './load-auth-client.ts';

/** For pages that load this module when they need it, rather than import the library itself (load-auth-client.ts). */
export { isAuthApiError } from '@supabase/auth-js';

/**
 * The session client for the server's /auth/v1 service, shared by the whole app. Pages outside the first load
 * import it; the others load it when they need it (load-auth-client.ts).
 */
export const authClient = new GoTrueClient({
  url: `${window.location.origin}/auth/v1`,
  flowType: 'pkce',
  storageKey: AUTH_STORAGE_KEY,
  autoRefreshToken: true,
  persistSession: true,
  // The pages that receive codes and tokens (confirmation, recovery) exchange them themselves.
  detectSessionInUrl: false,
  // GoTrue's recovery-code API, which the server speaks (decision 180).
  experimental: { recoveryCodes: true },
  // Sign-up and sign-in rules depend on the organization, which the main domain learns from the carried subdomain.
  fetch: (input, init) => fetch(input, { ...init, headers: withTenantHeader(new Headers(init?.headers)) }),
});
announceAuthClient(authClient);

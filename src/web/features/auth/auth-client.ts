import { GoTrueClient } from '@supabase/auth-js';
import { withTenantHeader } from '../tenancy/current-tenancy.ts';
import { AUTH_STORAGE_KEY } from './auth-storage.ts';

/** The session client for the server's /auth/v1 service, shared by the whole app. */
export const authClient = new GoTrueClient({
  url: `${window.location.origin}/auth/v1`,
  flowType: 'pkce',
  storageKey: AUTH_STORAGE_KEY,
  autoRefreshToken: true,
  persistSession: true,
  // The pages that receive codes and tokens (confirmation, recovery) exchange them themselves.
  detectSessionInUrl: false,
  // Sign-up and sign-in rules depend on the organization, which the main domain learns from the carried subdomain.
  fetch: (input, init) => fetch(input, { ...init, headers: withTenantHeader(new Headers(init?.headers)) }),
});

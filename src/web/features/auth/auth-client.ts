import { GoTrueClient } from '@supabase/auth-js';

/** The session client for the server's /auth/v1 service, shared by the whole app. */
export const authClient = new GoTrueClient({
  url: `${window.location.origin}/auth/v1`,
  flowType: 'pkce',
  storageKey: 'tandem-auth',
  autoRefreshToken: true,
  persistSession: true,
  // The pages that receive codes and tokens (confirmation, recovery) exchange them themselves.
  detectSessionInUrl: false,
});

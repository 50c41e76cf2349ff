import type { GoTrueClient } from '@supabase/auth-js';

/**
 * The session client, fetched with its library when first needed. A signed-in page shows from the stored session
 * (auth-storage.ts) while it arrives; a page nobody is signed in to fetches it only to sign in or sign up.
 */
export async function loadAuthClient(): Promise<GoTrueClient> {
  return (await import('./auth-client.ts')).authClient;
}

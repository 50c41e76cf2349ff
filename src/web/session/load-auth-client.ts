import type { GoTrueClient } from '@supabase/auth-js';

let announce: (client: GoTrueClient) => void = () => {};
const loaded = new Promise<GoTrueClient>((resolve) => {
  announce = resolve;
});

/**
 * The session client, fetched with its library when first needed. A signed-in page shows from the stored session
 * (auth-storage.ts) while it arrives; a page nobody is signed in to fetches it only to sign in or sign up.
 */
export async function loadAuthClient(): Promise<GoTrueClient> {
  return (await import('./auth-client.ts')).authClient;
}

/** Resolves with the client once a page has loaded it (by loadAuthClient or its own import), without fetching it. */
export function authClientLoaded(): Promise<GoTrueClient> {
  return loaded;
}

/** Called by auth-client.ts as it loads. */
export function announceAuthClient(client: GoTrueClient): void {
  announce(client);
}

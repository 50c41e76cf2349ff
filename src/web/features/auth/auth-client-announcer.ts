import type { GoTrueClient } from '@supabase/auth-js';

let announce: (client: GoTrueClient) => void = () => {};
const loaded = new Promise<GoTrueClient>((resolve) => {
  announce = resolve;
});

/** Resolves with the client once a page has loaded it (by loadAuthClient or its own import), without fetching it. */
export function authClientLoaded(): Promise<GoTrueClient> {
  return loaded;
}

/** Called by auth-client.ts as it loads. */
export function announceAuthClient(client: GoTrueClient): void {
  announce(client);
}

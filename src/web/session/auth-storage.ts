import type { Session } from '@supabase/auth-js';

/** Where the browser keeps the signed-in session (the auth client's storage key). */
export const AUTH_STORAGE_KEY = 'tandem-auth';

/** The auth client renews an access token when less than this remains of it (its EXPIRY_MARGIN_MS). */
const REFRESH_MARGIN_SECONDS = 90;

/** Whether this browser holds a session, without loading the auth client: the landing page asks before it shows. */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage can be unavailable (private mode): then no session was kept either.
    return false;
  }
}

/**
 * The stored session while the auth client would use it as it is, read without loading the client, so that a
 * page can show and ask the server for its data at once; null when none is stored or its access token is due for
 * renewal, which only the client does (refresh tokens are used once).
 */
export function freshStoredSession(now = Date.now()): Session | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as Partial<Session> | null;
    if (!stored?.access_token || !stored.refresh_token || !stored.user || typeof stored.expires_at !== 'number') return null;
    return stored.expires_at - REFRESH_MARGIN_SECONDS > now / 1000 ? (stored as Session) : null;
  } catch {
    return null;
  }
}

/**
 * How long the auth client can wait to be loaded for a fresh stored session: until shortly before its access token is
 * due for renewal, so that the client's own timer, which looks every 30 seconds, renews it in time.
 */
export function msUntilRenewalDue(session: Session, now = Date.now()): number {
  return Math.max(0, (session.expires_at ?? 0) * 1000 - (REFRESH_MARGIN_SECONDS + 60) * 1000 - now);
}

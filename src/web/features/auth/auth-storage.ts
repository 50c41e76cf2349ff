/** Where the browser keeps the signed-in session (the auth client's storage key). */
export const AUTH_STORAGE_KEY = 'tandem-auth';

/** Whether this browser holds a session, without loading the auth client: the landing page asks before it shows. */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage can be unavailable (private mode): then no session was kept either.
    return false;
  }
}

import { AUTH_STORAGE_KEY } from '../session/auth-storage.ts';

export const sessionUser = {
  id: 'u1',
  aud: 'authenticated',
  email: 'alice@acme.test',
  app_metadata: {},
  user_metadata: {},
  created_at: '2025-01-01T00:00:00Z',
};

/** A session in the browser's storage, as the auth client keeps it, whose access token expires in `expiresIn` seconds. */
export function storeSession(accessToken: string, expiresIn = 3600): void {
  const session = {
    access_token: accessToken,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    user: sessionUser,
  };
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

/** The auth service's answer to a renewal: a new session for the user, with a real JWT, which the client reads. */
export function renewedSession(user: typeof sessionUser = sessionUser) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const accessToken = `${btoa('{"alg":"ES256"}')}.${btoa(JSON.stringify({ sub: user.id, exp }))}.signature`.replaceAll('=', '');
  return { access_token: accessToken, refresh_token: 'next', token_type: 'bearer', expires_in: 3600, expires_at: exp, user };
}

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, freshStoredSession } from './auth-storage.ts';
import { SessionProvider } from './session-context.tsx';
import { useSession } from './use-session.ts';

const user = { id: 'u1', aud: 'authenticated', email: 'alice@acme.test', app_metadata: {}, user_metadata: {}, created_at: '2025-01-01' };

function storeSession(expiresIn: number) {
  const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
  const session = { access_token: 'a.b.c', refresh_token: 'r', token_type: 'bearer', expires_in: expiresIn, expires_at: expiresAt, user };
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

function Who() {
  const { user: signedIn, isLoading } = useSession();
  return <p>{isLoading ? 'loading' : (signedIn?.email ?? 'nobody')}</p>;
}

describe('SessionProvider', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('knows at once that nobody is signed in when no session is stored', () => {
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );

    expect(screen.getByText('nobody')).toBeTruthy();
  });

  it('shows a stored session that is still fresh at once, before the auth client has loaded', () => {
    storeSession(3600);

    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );

    expect(screen.getByText('alice@acme.test')).toBeTruthy();
  });

  it('waits for the auth client to renew a stored session due for renewal', async () => {
    storeSession(30);
    const renewedUser = { ...user, email: 'alice@renewed.test' };
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = `${btoa('{"alg":"ES256"}')}.${btoa(JSON.stringify({ sub: 'u1', exp }))}.s`.replaceAll('=', '');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          access_token: token,
          refresh_token: 'r2',
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: exp,
          user: renewedUser,
        }),
      ),
    );

    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );

    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('alice@renewed.test')).toBeTruthy();
  });
});

describe('freshStoredSession', () => {
  afterEach(() => window.localStorage.clear());

  it('is the stored session while more than 90 seconds of its access token remain, else null', () => {
    expect(freshStoredSession()).toBeNull();
    storeSession(91);
    expect(freshStoredSession()?.access_token).toBe('a.b.c');
    storeSession(89);
    expect(freshStoredSession()).toBeNull();
  });

  it('is null for a stored value that is not a session', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, '{"access_token":"a.b.c"}');
    expect(freshStoredSession()).toBeNull();
    window.localStorage.setItem(AUTH_STORAGE_KEY, 'not json');
    expect(freshStoredSession()).toBeNull();
  });
});

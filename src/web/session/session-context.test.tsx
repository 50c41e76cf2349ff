import type { Session } from '@supabase/auth-js';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renewedSession, sessionUser, storeSession } from '../test/stored-session.ts';
import { AUTH_STORAGE_KEY, freshStoredSession, msUntilRenewalDue } from './auth-storage.ts';
import { SessionProvider } from './session-context.tsx';
import { useSession } from './use-session.ts';

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
    storeSession('a.b.c', 3600);

    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );

    expect(screen.getByText('alice@acme.test')).toBeTruthy();
  });

  it('waits for the auth client to renew a stored session due for renewal', async () => {
    storeSession('a.b.c', 30);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(renewedSession({ ...sessionUser, email: 'alice@renewed.test' }))),
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
    storeSession('a.b.c', 91);
    expect(freshStoredSession()?.access_token).toBe('a.b.c');
    storeSession('a.b.c', 89);
    expect(freshStoredSession()).toBeNull();
  });

  it('is null for a stored value that is not a session', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, '{"access_token":"a.b.c"}');
    expect(freshStoredSession()).toBeNull();
    window.localStorage.setItem(AUTH_STORAGE_KEY, 'not json');
    expect(freshStoredSession()).toBeNull();
  });
});

describe('msUntilRenewalDue', () => {
  it('leaves a minute before the auth client would renew the access token, and never less than nothing', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    const expiringIn = (seconds: number) => ({ expires_at: now / 1000 + seconds }) as Session;
    expect(msUntilRenewalDue(expiringIn(3600), now)).toBe((3600 - 150) * 1000);
    expect(msUntilRenewalDue(expiringIn(100), now)).toBe(0);
  });
});

import type { Session, Subscription } from '@supabase/auth-js';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { AUTH_STORAGE_KEY, freshStoredSession, hasStoredSession, msUntilRenewalDue } from './auth-storage.ts';
import { authClientLoaded, loadAuthClient } from './load-auth-client.ts';
import { SessionContext, type SessionState } from './session-state.ts';

async function signOut(): Promise<string | null> {
  const { error } = await (await loadAuthClient()).signOut({ scope: 'local' });
  return error ? error.message : null;
}

interface KnownSession {
  session: Session | null;
  isLoading: boolean;
}

/**
 * What storage tells before the auth client has loaded: nobody, or a session still fresh. A session due for
 * renewal is still loading: the client renews it.
 */
function storedSessionState(): KnownSession {
  if (!hasStoredSession()) return { session: null, isLoading: false };
  const session = freshStoredSession();
  return { session, isLoading: session === null };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [known, setKnown] = useState(storedSessionState);

  useEffect(() => {
    let isMounted = true;
    let subscription: Subscription | undefined;
    // Whoever loads the client (this provider, a page signing in, the API client renewing a token), it is followed
    // from then on: the first event (INITIAL_SESSION) carries the session as it stands; later ones follow sign-in,
    // renewal and sign-out.
    void authClientLoaded().then((loaded) => {
      if (!isMounted) return;
      subscription = loaded.onAuthStateChange((_event, session) => setKnown({ session, isLoading: false })).data.subscription;
    });
    // Without its code, what storage told stands.
    const load = () => loadAuthClient().catch(() => isMounted && setKnown((current) => ({ ...current, isLoading: false })));
    // A fresh stored session needs no client until its renewal is due: pages show from it, and the API and the live
    // updates send its token (decision 194). A session due for renewal loads it now; nobody signed in, at sign-in.
    const fresh = freshStoredSession();
    const renewal = fresh ? window.setTimeout(load, msUntilRenewalDue(fresh)) : undefined;
    if (!fresh && hasStoredSession()) void load();
    // Another tab signing in or out changes the stored session: the client, once loaded, tells this one.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY) void load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      isMounted = false;
      window.clearTimeout(renewal);
      window.removeEventListener('storage', onStorage);
      subscription?.unsubscribe();
    };
  }, []);

  const { session, isLoading } = known;
  const value = useMemo<SessionState>(() => ({ session, user: session?.user ?? null, isLoading, signOut }), [session, isLoading]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

import type { Session, Subscription } from '@supabase/auth-js';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { freshStoredSession, hasStoredSession } from './auth-storage.ts';
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
    // With a stored session the client is fetched now, to keep it renewed; without one it is followed from the
    // moment a page loads it to sign in or sign up.
    const client = hasStoredSession() ? loadAuthClient() : authClientLoaded();
    client.then(
      (loaded) => {
        if (!isMounted) return;
        // The first event (INITIAL_SESSION) carries the session as it stands; later ones follow sign-in, renewal and sign-out.
        subscription = loaded.onAuthStateChange((_event, session) => setKnown({ session, isLoading: false })).data.subscription;
      },
      // Without its code, what storage told stands.
      () => setKnown((current) => ({ ...current, isLoading: false })),
    );
    return () => {
      isMounted = false;
      subscription?.unsubscribe();
    };
  }, []);

  const { session, isLoading } = known;
  const value = useMemo<SessionState>(() => ({ session, user: session?.user ?? null, isLoading, signOut }), [session, isLoading]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

import type { Session } from '@supabase/auth-js';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { authClient } from './auth-client.ts';
import { SessionContext, type SessionState } from './session-state.ts';

async function signOut(): Promise<string | null> {
  const { error } = await authClient.signOut({ scope: 'local' });
  return error ? error.message : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    // The first event (INITIAL_SESSION) carries the stored session; later ones follow sign-in, refresh and sign-out.
    const { data } = authClient.onAuthStateChange((_event, next) => {
      setSession(next);
      setIsLoading(false);
    });
    return () => data.subscription.unsubscribe();
  }, []);

  const value = useMemo<SessionState>(() => ({ session, user: session?.user ?? null, isLoading, signOut }), [session, isLoading]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

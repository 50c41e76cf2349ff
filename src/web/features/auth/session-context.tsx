import type { Session, User } from '@supabase/auth-js';
import { createContext, type ReactNode, useEffect, useMemo, useState } from 'react';
import { authClient } from './auth-client.ts';

export interface SessionState {
  session: Session | null;
  user: User | null;
  /** True until the stored session has been read. */
  isLoading: boolean;
  /** Ends the session on this device; resolves to an error message when the server could not be told. */
  signOut(): Promise<string | null>;
}

export const SessionContext = createContext<SessionState | null>(null);

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

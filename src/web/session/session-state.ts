import type { Session, User } from '@supabase/auth-js';
import { createContext } from 'react';

export interface SessionState {
  session: Session | null;
  user: User | null;
  /** True until the stored session has been read. */
  isLoading: boolean;
  /** Ends the session on this device; resolves to an error message when the server could not be told. */
  signOut(): Promise<string | null>;
}

/** Who is signed in: the SessionProvider's, or the landing page's visitor. */
export const SessionContext = createContext<SessionState | null>(null);

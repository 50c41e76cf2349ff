import { useEffect, useRef } from 'react';
import { type RealtimeSignal, realtimeConnection } from './realtime-connection.ts';

/**
 * Calls `onSignal` for each realtime event of the signed-in user's organization and user, and
 * once after each reconnection (when events may have been missed: refetch what is shown).
 */
export function useRealtime(onSignal: (signal: RealtimeSignal) => void, isEnabled = true): void {
  const latest = useRef(onSignal);
  latest.current = onSignal;
  useEffect(() => {
    if (!isEnabled) return;
    return realtimeConnection.subscribe((signal) => latest.current(signal));
  }, [isEnabled]);
}

import { act } from '@testing-library/react';
import type { RealtimeEvent } from '../../domain/realtime-messages.ts';
import type { RealtimeSignal } from '../features/realtime/realtime-connection.ts';

type Listener = (signal: RealtimeSignal) => void;
const listeners = new Set<Listener>();

/** Stands in for the realtime socket: `vi.mock('…/realtime-connection.ts', () => import('…/fake-realtime-connection.ts'))`. */
export const realtimeConnection = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Delivers an event to every subscriber, as the server would. */
export function emitRealtimeEvent(type: string, payload: Record<string, unknown> = {}): void {
  const event: RealtimeEvent = { id: crypto.randomUUID(), type, organizationId: 'organization', userId: null, payload };
  act(() => {
    for (const listener of listeners) listener({ kind: 'event', event });
  });
}

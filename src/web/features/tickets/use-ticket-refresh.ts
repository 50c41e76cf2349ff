import { useWindowEvent } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtime } from '../realtime/use-realtime.ts';
import { ticketKeys } from './tickets-queries.ts';

const FOCUS_REFRESH_DELAY_MS = 1000;

/** Refetches the ticket lists and counts: now, on every ticket event, after a reconnection and 1 s after the window regains focus. */
export function useTicketListRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  const focusTimer = useRef<number | undefined>(undefined);

  async function refresh() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ticketKeys.lists }),
      queryClient.invalidateQueries({ queryKey: ticketKeys.summaries }),
      queryClient.invalidateQueries({ queryKey: ticketKeys.views }),
    ]);
  }

  useRealtime((signal) => {
    if (signal.kind === 'reconnected' || signal.event.type.startsWith('ticket.')) void refresh();
  });

  useWindowEvent('focus', () => {
    window.clearTimeout(focusTimer.current);
    focusTimer.current = window.setTimeout(() => void refresh(), FOCUS_REFRESH_DELAY_MS);
  });
  useEffect(() => () => window.clearTimeout(focusTimer.current), []);

  return refresh;
}

/** Refetches one ticket when an event is about it, and after a reconnection. */
export function useTicketDetailRefresh(userId: string, ticketId: string): void {
  const queryClient = useQueryClient();
  useRealtime((signal) => {
    if (signal.kind === 'reconnected' || signal.event.payload.ticketId === ticketId) {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(userId, ticketId) });
    }
  });
}

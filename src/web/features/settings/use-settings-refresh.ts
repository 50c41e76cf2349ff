import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../realtime/use-realtime.ts';

/** Refetches a group of settings when an admin saves it on another screen, and after a reconnection; nothing for no group. */
export function useSettingsRefresh(group: string | null, queryKey: readonly unknown[]): void {
  const queryClient = useQueryClient();
  useRealtime((signal) => {
    const isSaved = signal.kind === 'event' && signal.event.type === 'settings.updated' && signal.event.payload.group === group;
    if (signal.kind === 'reconnected' || isSaved) void queryClient.invalidateQueries({ queryKey });
  }, group !== null);
}

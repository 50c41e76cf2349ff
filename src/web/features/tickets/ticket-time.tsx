import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatRelativeTime } from '../../../domain/time-ago.ts';
import { dateTimeSettingsKey, dateTimeSettingsQuery } from '../settings/datetime-settings-query.ts';
import { useSettingsRefresh } from '../settings/use-settings-refresh.ts';
import type { ticketTimeText } from './ticket-time-text.ts';

// The settings' formats come after the first paint: the customer portal's first load has no room for them.
let loadedText: typeof ticketTimeText | null = null;
const loadText = () =>
  import('./ticket-time-text.ts').then((module) => {
    loadedText = module.ticketTimeText;
    return module.ticketTimeText;
  });

/** ticketTimeText, null until it has loaded (at once where another screen loaded it already). */
function useLazyTicketTimeText(): typeof ticketTimeText | null {
  const [textOf, setTextOf] = useState(() => loadedText);
  useEffect(() => {
    if (!textOf) void loadText().then((loaded) => setTextOf(() => loaded));
  }, [textOf]);
  return textOf;
}

/** The current time, moved on each minute (or the interval given) so relative times stay true on a screen left open. */
export function useMinuteClock(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Every time of a ticket, its comments, its history and its notifications, for staff, customers and the platform
 * alike, as the Date & Time settings' "Time display" asks (decision 196): '3 minutes ago', '28/11/2026 10:31' or
 * both, the exact moment on hover, moved on at the settings' auto refresh interval. It reads '3 minutes ago' until the
 * settings' formats have loaded, which the customer portal does after its first paint (decision 193).
 */
export function TicketTime({ iso }: { iso: string }) {
  const settings = useQuery(dateTimeSettingsQuery()).data;
  useSettingsRefresh('datetime', dateTimeSettingsKey);
  const textOf = useLazyTicketTimeText();
  const now = useMinuteClock((settings?.autoRefreshInterval ?? 5) * 60_000);
  const date = new Date(iso);
  const shown = textOf?.(date, now, settings);
  return (
    <time dateTime={iso} title={shown?.title}>
      {shown?.text ?? formatRelativeTime(date, now)}
    </time>
  );
}

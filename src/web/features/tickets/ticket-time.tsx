import { useEffect, useState } from 'react';
import { formatRelativeTime } from '../../../domain/relative-time.ts';

const absolute = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The current time, moved on each minute (or the interval given) so relative times stay true on a screen left open. */
export function useMinuteClock(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** A moment as '3 hours ago', with the exact date and time on hover and for machines. */
export function RelativeTime({ iso }: { iso: string }) {
  const now = useMinuteClock();
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={absolute.format(date)}>
      {formatRelativeTime(date, now)}
    </time>
  );
}

const appointmentFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** An appointment's local date and time (as the organization's clock reads), e.g. 'Tue, Jun 3, 2025, 2:30 PM'. */
export function appointmentWhen({ date, time }: { date: string; time: string }): string {
  // The server gives the wall-clock date and time already; formatting them as UTC keeps them from shifting.
  return appointmentFormat.format(new Date(`${date}T${time}:00Z`));
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatRelativeTime } from '../../../domain/time-ago.ts';
import { dateTimeSettingsKey, dateTimeSettingsQuery } from '../settings/datetime-settings-query.ts';
import type { DateFormats, dateFormatsOf } from '../settings/use-date-formats.ts';
import { useSettingsRefresh } from '../settings/use-settings-refresh.ts';

// The hover title's formatters come after the first paint: the customer portal's first load has no room for them.
let loadedFormatsOf: typeof dateFormatsOf | null = null;
const loadFormatsOf = () =>
  import('../settings/use-date-formats.ts').then((module) => {
    loadedFormatsOf = module.dateFormatsOf;
    return module.dateFormatsOf;
  });

/** useDateFormats, null until its formatters have loaded (at once where another screen loaded them already). */
function useLazyDateFormats(): DateFormats | null {
  const settings = useQuery(dateTimeSettingsQuery());
  useSettingsRefresh('datetime', dateTimeSettingsKey);
  const [formatsOf, setFormatsOf] = useState(() => loadedFormatsOf);
  useEffect(() => {
    if (!formatsOf) void loadFormatsOf().then((loaded) => setFormatsOf(() => loaded));
  }, [formatsOf]);
  return formatsOf ? formatsOf(settings.data) : null;
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

/** A moment as '3 hours ago', with the exact date and time on hover (as the organization writes them) and for machines. */
export function RelativeTime({ iso }: { iso: string }) {
  const now = useMinuteClock();
  const formats = useLazyDateFormats();
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={formats?.dateTime(date)}>
      {formatRelativeTime(date, now)}
    </time>
  );
}

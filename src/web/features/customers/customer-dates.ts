import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';

/** A date as the Date & Time settings show dates (US or British style), in the organization's time zone. */
export function useAddedDate(): (iso: string) => string {
  const settings = useDateTimeSettings();
  const format = new Intl.DateTimeFormat(settings.dateFormat.startsWith('DD') ? 'en-GB' : 'en-US', {
    dateStyle: 'medium',
    timeZone: settings.timezone,
  });
  return (iso) => format.format(new Date(iso));
}

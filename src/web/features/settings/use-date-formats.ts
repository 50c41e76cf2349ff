import { formatDateAs, formatDateTimeAs } from '../../../domain/datetime-settings.ts';
import { useDateTimeSettings } from './use-datetime-settings.ts';

export interface DateFormats {
  /** A moment's day, as the organization writes dates, in its zone. */
  date(at: Date | string): string;
  /** A moment's day and time, as the organization writes them, in its zone. */
  dateTime(at: Date | string): string;
}

const dateOf = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** The one way staff screens write dates and times: the organization's Date & Time settings. */
export function useDateFormats(): DateFormats {
  const settings = useDateTimeSettings();
  return {
    date: (at) => formatDateAs(dateOf(at), settings),
    dateTime: (at) => formatDateTimeAs(dateOf(at), settings),
  };
}

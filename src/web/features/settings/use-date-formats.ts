import { useQuery } from '@tanstack/react-query';
import {
  type DateDisplaySettings,
  type DateFormat,
  dateDisplayDefaults,
  formatCalendarDateAs,
  formatCalendarDayAs,
  formatClockTimeAs,
  formatDateAs,
  formatDateTimeAs,
  formatMonthDayAs,
  formatShortDayAs,
  formatTimeAs,
} from '../../../domain/date-formats.ts';
import { dateTimeSettingsKey, dateTimeSettingsQuery } from './datetime-settings-query.ts';
import { useSettingsRefresh } from './use-settings-refresh.ts';

export interface DateFormats {
  /** The organization's date format ('DD/MM/YYYY'), as Mantine's date pickers take it (dayjs tokens). */
  pattern: DateFormat;
  /** A moment's day, as the organization writes dates, in its zone. */
  date(at: Date | string): string;
  /** A moment's day and time, as the organization writes them, in its zone. */
  dateTime(at: Date | string): string;
  /** A moment's time of day on the organization's clock (12 or 24 hours), in its zone. */
  time(at: Date | string): string;
  /** A calendar date (YYYY-MM-DD), already the organization's, in its date format. */
  calendarDate(date: string): string;
  /** A calendar date's (YYYY-MM-DD) month and day in the date format's order, for where a year would crowd: '27/12'. */
  monthDay(date: string): string;
  /** A calendar date (YYYY-MM-DD) as a narrow column's heading: 'Tue 04/06'. */
  shortDay(date: string): string;
  /** A calendar date (YYYY-MM-DD) with its weekday: 'Tue, 04/06/2030'. */
  calendarDay(date: string): string;
  /** A wall-clock time (HH:mm), already the organization's, on its clock. */
  clockTime(time: string): string;
}

const dateOf = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** The formats of the settings given, the defaults filling what they lack (what has not loaded yet, say). */
export function dateFormatsOf(given: Partial<DateDisplaySettings> | undefined): DateFormats {
  const settings = { ...dateDisplayDefaults, ...given };
  return {
    pattern: settings.dateFormat,
    date: (at) => formatDateAs(dateOf(at), settings),
    dateTime: (at) => formatDateTimeAs(dateOf(at), settings),
    time: (at) => formatTimeAs(dateOf(at), settings),
    calendarDate: (date) => formatCalendarDateAs(date, settings.dateFormat),
    monthDay: (date) => formatMonthDayAs(date, settings.dateFormat),
    shortDay: (date) => formatShortDayAs(date, settings.dateFormat),
    calendarDay: (date) => formatCalendarDayAs(date, settings.dateFormat),
    clockTime: (time) => formatClockTimeAs(time, settings.timeFormat),
  };
}

/**
 * The one way screens write dates and times, staff's and customers' alike: the organization's Date & Time settings,
 * kept current when an admin saves them; the defaults until they have loaded. It reads the settings without their
 * zod schema, which the customer portal's first load has no room for (decision 193).
 */
export function useDateFormats(): DateFormats {
  const settings = useQuery(dateTimeSettingsQuery());
  useSettingsRefresh('datetime', dateTimeSettingsKey);
  // An unknown zone falls back to the default where the formatters use it, without the zone rules' module.
  return dateFormatsOf(settings.data);
}

import { DEFAULT_TIME_ZONE } from './date-formats.ts';

// Where it was always imported from; it lives with the formatters, which the customer portal loads without this file.
export { DEFAULT_TIME_ZONE };
/** A wall-clock time, HH:mm on a 24-hour clock. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ZonedParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A time zone from stored settings when it is one the runtime knows, else the default. */
export function resolveTimeZone(value: unknown): string {
  if (typeof value !== 'string' || !value) return DEFAULT_TIME_ZONE;
  try {
    formatterFor(value);
    return value;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

function partsWithSeconds(at: Date, timeZone: string): ZonedParts & { second: number } {
  const values: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) values[part.type] = part.value;
  return {
    year: Number(values.year),
    month: Number(values.month),
    day: Number(values.day),
    hour: Number(values.hour),
    minute: Number(values.minute),
    second: Number(values.second),
    weekday: weekdays.indexOf(values.weekday ?? ''),
  };
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedPartsOf(at: Date, timeZone: string): ZonedParts {
  const { second: _second, ...parts } = partsWithSeconds(at, timeZone);
  return parts;
}

function offsetMs(at: Date, timeZone: string): number {
  const p = partsWithSeconds(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time in a time zone stands for. Month and day may overflow (day 32 is the
 * next month's first). A time skipped by a daylight-saving change resolves to the instant after the gap.
 */
export function instantOf(parts: Omit<ZonedParts, 'weekday'>, timeZone: string): Date {
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  const first = asUtc - offsetMs(new Date(asUtc), timeZone);
  const second = asUtc - offsetMs(new Date(first), timeZone);
  const reads = (instant: number) => {
    const p = zonedPartsOf(new Date(instant), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === asUtc;
  };
  if (reads(second)) return new Date(second);
  if (reads(first)) return new Date(first);
  return new Date(Math.max(first, second));
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** YYYY-MM-DD of an instant in a time zone. */
export function localDateOf(at: Date, timeZone: string): string {
  const p = zonedPartsOf(at, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** HH:mm (24-hour) of an instant in a time zone. */
export function localTimeOf(at: Date, timeZone: string): string {
  const p = zonedPartsOf(at, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant of a local date (YYYY-MM-DD) and time (HH:mm) in a time zone. */
export function instantOfLocal(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return instantOf({ year: year ?? 0, month: month ?? 1, day: day ?? 1, hour: hour ?? 0, minute: minute ?? 0 }, timeZone);
}

/** Whether YYYY-MM-DD is a real calendar date. */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

import { z } from 'zod';
import { addDays, dayNames, weekdayOf } from './time-cards.ts';
import { CLOCK_TIME_PATTERN, instantOfLocal, isCalendarDate, localDateOf, resolveTimeZone, zonedPartsOf } from './zoned-time.ts';

/** Day keys of a business week, 0 Sunday to 6 Saturday as in Date.getDay and zonedPartsOf. */
export const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];

/** One opening on a day: HH:mm on a 24-hour clock, start before end; end may be 24:00 (the next midnight). */
export interface OpeningInterval {
  start: string;
  end: string;
}

/**
 * When a help desk is open: opening times for each day of the week on the wall clock of a time zone
 * (several a day for split shifts, sorted and not overlapping), less whole local dates it is closed.
 */
export interface BusinessCalendar {
  timeZone: string;
  week: Record<WeekdayKey, OpeningInterval[]>;
  /** YYYY-MM-DD local dates closed all day (holidays, closures). */
  closedDates: readonly string[];
}

export const MAX_OPENINGS_PER_DAY = 6;
export const MAX_CLOSED_DATES = 400;

const openingTime = z.string().regex(CLOCK_TIME_PATTERN, 'use a time like 09:00');
const closingTime = z
  .string()
  .refine((value) => value === '24:00' || CLOCK_TIME_PATTERN.test(value), 'use a time like 17:00, or 24:00 for midnight');

export const openingIntervalSchema = z
  .object({ start: openingTime, end: closingTime })
  .refine((opening) => opening.start < opening.end, { message: 'end after the start', path: ['end'] });

const byStart = (a: OpeningInterval, b: OpeningInterval) => a.start.localeCompare(b.start);

const openingsOn = (weekday: number) => {
  const name = dayNames[weekday];
  return z
    .array(openingIntervalSchema)
    .max(MAX_OPENINGS_PER_DAY, `at most ${MAX_OPENINGS_PER_DAY} opening times on ${name}`)
    .default([])
    .refine(
      (openings) =>
        [...openings].sort(byStart).every((opening, index, sorted) => index === 0 || (sorted[index - 1]?.end ?? '') <= opening.start),
      `${name}'s hours overlap`,
    )
    .transform((openings) => [...openings].sort(byStart));
};

/** A business calendar as stored in settings; opening times come out sorted, closed dates sorted and once each. */
export const businessCalendarSchema = z.object({
  timeZone: z.string().refine((value) => resolveTimeZone(value) === value, 'not a time zone this server knows'),
  week: z.object({
    sun: openingsOn(0),
    mon: openingsOn(1),
    tue: openingsOn(2),
    wed: openingsOn(3),
    thu: openingsOn(4),
    fri: openingsOn(5),
    sat: openingsOn(6),
  }),
  closedDates: z
    .array(z.string().refine(isCalendarDate, 'use a date like 2026-12-25'))
    .max(MAX_CLOSED_DATES, `list at most ${MAX_CLOSED_DATES} closed dates`)
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
}) satisfies z.ZodType<BusinessCalendar>;

const allDay = (): OpeningInterval[] => [{ start: '00:00', end: '24:00' }];

/** Open around the clock every day in UTC: business time is calendar time. */
export const ALWAYS_OPEN: BusinessCalendar = {
  timeZone: 'UTC',
  week: { sun: allDay(), mon: allDay(), tue: allDay(), wed: allDay(), thu: allDay(), fri: allDay(), sat: allDay() },
  closedDates: [],
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** addBusinessMinutes gives up after this many local dates in a row without any opening time. */
const SEARCH_DAYS = 3 * 366;

/** Minutes since midnight of HH:mm, 1440 for 24:00; NaN when it is neither. */
export function minutesOf(time: string): number {
  if (time === '24:00') return 1440;
  if (!CLOCK_TIME_PATTERN.test(time)) return Number.NaN;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A calendar read once per call: each weekday's openings as minute ranges, sorted and merged; closed dates as a set. */
interface Prepared {
  timeZone: string;
  week: (readonly [number, number])[][];
  closed: ReadonlySet<string>;
  isNeverOpen: boolean;
}

function prepare(calendar: BusinessCalendar): Prepared {
  const week = weekdayKeys.map((key) => {
    const ranges = (calendar.week[key] ?? [])
      .map((opening) => [minutesOf(opening.start), minutesOf(opening.end)] as const)
      .filter(([start, end]) => start < end)
      .sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const [start, end] of ranges) {
      const last = merged.at(-1);
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    return merged;
  });
  return { timeZone: calendar.timeZone, week, closed: new Set(calendar.closedDates), isNeverOpen: week.every((day) => day.length === 0) };
}

/**
 * A local date's place in time: the instant of its midnight and, on a day with a daylight-saving (or other
 * offset) change, the instant of the change and the offsets (wall clock minus UTC) before and after it.
 */
interface DayFrame {
  start: number;
  wall: number;
  change?: { at: number; before: number; after: number };
}

// Frames depend only on the zone and the date, so tickets counted together share them; the cache is bounded.
const FRAME_CACHE_SIZE = 2048;
const frameCache = new Map<string, DayFrame>();

const wallOf = (at: number, timeZone: string) => {
  const p = zonedPartsOf(new Date(at), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
};

function frameOf(date: string, timeZone: string): DayFrame {
  const key = `${timeZone} ${date}`;
  const cached = frameCache.get(key);
  if (cached) return cached;
  const start = instantOfLocal(date, '00:00', timeZone).getTime();
  const end = instantOfLocal(addDays(date, 1), '00:00', timeZone).getTime();
  const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const frame: DayFrame = { start, wall };
  if (end - start !== DAY_MS) {
    // The offsets that put this midnight and the next where they are; the change lies between (or at the first).
    const before = wall - start;
    const after = wall + DAY_MS - end;
    let low = start - MINUTE_MS;
    let high = end;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / MINUTE_MS / 2) * MINUTE_MS;
      if (wallOf(middle, timeZone) - middle === before) low = middle;
      else high = middle;
    }
    frame.change = { at: high, before, after };
  }
  if (frameCache.size >= FRAME_CACHE_SIZE) frameCache.delete(frameCache.keys().next().value as string);
  frameCache.set(key, frame);
  return frame;
}

/**
 * The instant a wall-clock time (minutes since midnight) stands for on a day. A time skipped by a change
 * forward is the first instant after the gap; a time repeated by a change back is its first occurrence.
 * So later wall times never come earlier, and opening times stay in order.
 */
function instantOnDay(frame: DayFrame, minutes: number): number {
  if (!frame.change) return frame.start + minutes * MINUTE_MS;
  const wall = frame.wall + minutes * MINUTE_MS;
  const { at, before, after } = frame.change;
  if (wall < at + before) return wall - before;
  if (wall >= at + after) return wall - after;
  return at;
}

/** The spans of real time [start, end) in milliseconds the calendar is open on a local date, in order. */
function openSpansOn(calendar: Prepared, date: string): [number, number][] {
  const ranges = calendar.week[weekdayOf(date)] ?? [];
  if (ranges.length === 0 || calendar.closed.has(date)) return [];
  const frame = frameOf(date, calendar.timeZone);
  const spans: [number, number][] = [];
  for (const [from, to] of ranges) {
    const start = instantOnDay(frame, from);
    const end = instantOnDay(frame, to);
    if (end > start) spans.push([start, end]);
  }
  return spans;
}

/**
 * The instant `minutes` business minutes (a whole number, 0 or more) after `from`: business time is real
 * time elapsed while open, so counting from a closed instant starts at the next opening, and 0 minutes is
 * `from` itself. Null when the calendar has no opening time for three years on end (an empty week, say).
 */
export function addBusinessMinutes(calendar: BusinessCalendar, from: Date, minutes: number): Date | null {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`business minutes must be a whole number, 0 or more: ${minutes}`);
  const origin = from.getTime();
  if (minutes === 0) return new Date(origin);
  const prepared = prepare(calendar);
  if (prepared.isNeverOpen) return null;
  let remaining = minutes * MINUTE_MS;
  let quietDays = 0;
  for (let date = localDateOf(from, prepared.timeZone); quietDays <= SEARCH_DAYS; date = addDays(date, 1)) {
    quietDays += 1;
    for (const [start, end] of openSpansOn(prepared, date)) {
      if (end <= origin) continue;
      quietDays = 0;
      const begin = Math.max(start, origin);
      if (end - begin >= remaining) return new Date(begin + remaining);
      remaining -= end - begin;
    }
  }
  return null;
}

/** Whole business minutes (rounded down) between two instants; 0 when `to` is not after `from`. */
export function businessMinutesBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  const [origin, until] = [from.getTime(), to.getTime()];
  if (!(until > origin)) return 0;
  const prepared = prepare(calendar);
  if (prepared.isNeverOpen) return 0;
  const last = localDateOf(to, prepared.timeZone);
  let total = 0;
  for (let date = localDateOf(from, prepared.timeZone); date <= last; date = addDays(date, 1)) {
    for (const [start, end] of openSpansOn(prepared, date)) total += Math.max(0, Math.min(end, until) - Math.max(start, origin));
  }
  return Math.floor(total / MINUTE_MS);
}

/** Whether the calendar is open at an instant (an opening includes its start, not its end). */
export function isOpenAt(calendar: BusinessCalendar, at: Date): boolean {
  const prepared = prepare(calendar);
  if (prepared.isNeverOpen) return false;
  const instant = at.getTime();
  return openSpansOn(prepared, localDateOf(at, prepared.timeZone)).some(([start, end]) => start <= instant && instant < end);
}

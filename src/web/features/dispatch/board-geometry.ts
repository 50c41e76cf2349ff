import { DISPATCH_STEP_MINUTES } from '../../../domain/dispatch.ts';
import { addDays } from '../../../domain/time-cards.ts';
import { instantOfLocal, localDateOf, localTimeOf } from '../../../domain/zoned-time.ts';

/** The day view's scale: half an hour is 56 px, so a 30-minute job still shows its number. */
export const PX_PER_MINUTE = 56 / DISPATCH_STEP_MINUTES;
const STEP_MS = DISPATCH_STEP_MINUTES * 60_000;
const HOUR_MS = 3_600_000;

export interface TimeWindow {
  start: Date;
  end: Date;
}

interface Timed {
  start: string | null;
  durationMinutes: number;
}

export function endOf(job: { start: string; durationMinutes: number }): Date {
  return new Date(Date.parse(job.start) + job.durationMinutes * 60_000);
}

/**
 * The hours a day's timeline shows: business hours, widened to whole hours to take in any job of that day
 * outside them, never past the day itself.
 */
export function dayWindowOf(
  date: string,
  timeZone: string,
  businessHours: { start: string; end: string },
  jobs: readonly Timed[],
): TimeWindow {
  const dayStart = instantOfLocal(date, '00:00', timeZone).getTime();
  const dayEnd = instantOfLocal(addDays(date, 1), '00:00', timeZone).getTime();
  let start = instantOfLocal(date, businessHours.start, timeZone).getTime();
  let end = instantOfLocal(date, businessHours.end, timeZone).getTime();
  if (end <= start) end = dayEnd;
  for (const job of jobs) {
    if (!job.start) continue;
    const jobStart = Date.parse(job.start);
    const jobEnd = jobStart + job.durationMinutes * 60_000;
    if (jobEnd <= dayStart || jobStart >= dayEnd) continue;
    start = Math.min(start, jobStart);
    end = Math.max(end, jobEnd);
  }
  const floorHour = (at: number) => dayStart + Math.floor((at - dayStart) / HOUR_MS) * HOUR_MS;
  const ceilHour = (at: number) => dayStart + Math.ceil((at - dayStart) / HOUR_MS) * HOUR_MS;
  return { start: new Date(Math.max(dayStart, floorHour(start))), end: new Date(Math.min(dayEnd, ceilHour(end))) };
}

export function widthOfWindow(window: TimeWindow): number {
  return ((window.end.getTime() - window.start.getTime()) / 60_000) * PX_PER_MINUTE;
}

/** Where an instant sits on a day's timeline, clamped to it. */
export function offsetOf(at: Date, window: TimeWindow): number {
  const clamped = Math.min(Math.max(at.getTime(), window.start.getTime()), window.end.getTime());
  return ((clamped - window.start.getTime()) / 60_000) * PX_PER_MINUTE;
}

/** The nearest whole step to an instant. */
export function snapToStep(at: number): Date {
  return new Date(Math.round(at / STEP_MS) * STEP_MS);
}

/** The start a point of the timeline stands for, on the grid and inside the window. */
export function startAtOffset(offset: number, window: TimeWindow): Date {
  const at = snapToStep(window.start.getTime() + (offset / PX_PER_MINUTE) * 60_000);
  const latest = window.end.getTime() - STEP_MS;
  return new Date(Math.min(Math.max(at.getTime(), window.start.getTime()), latest));
}

/** A job moved along the timeline by a drag of `dx` pixels, on the grid. */
export function shiftedStart(start: string, dx: number): Date {
  return snapToStep(Date.parse(start) + (dx / PX_PER_MINUTE) * 60_000);
}

/** A duration resized by a drag of `dx` pixels: whole steps, at least one, at most `max`. */
export function resizedMinutes(minutes: number, dx: number, max: number): number {
  const steps = Math.round((minutes + dx / PX_PER_MINUTE) / DISPATCH_STEP_MINUTES);
  return Math.min(max, Math.max(1, steps) * DISPATCH_STEP_MINUTES);
}

/**
 * The same time of day on another local date, for a job dropped on a day of the week view; a job without a time
 * takes the start of business hours.
 */
export function startOnDate(date: string, job: Timed, timeZone: string, dayStart: string): Date {
  const time = job.start ? localTimeOf(new Date(job.start), timeZone) : dayStart;
  return instantOfLocal(date, time, timeZone);
}

/** The local date a job starts on. */
export function dateOfJob(job: { start: string }, timeZone: string): string {
  return localDateOf(new Date(job.start), timeZone);
}

/**
 * Lanes for the jobs of one row, so that overlapping jobs (a double booking) sit one above the other: each job takes
 * the first lane free at its start. Answers each job's lane and how many lanes the row needs.
 */
export function lanesOf<Job extends { id: string; start: string; durationMinutes: number }>(
  jobs: readonly Job[],
): { laneOf: Map<string, number>; count: number } {
  const laneEnds: number[] = [];
  const laneOf = new Map<string, number>();
  for (const job of [...jobs].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id))) {
    const start = Date.parse(job.start);
    const free = laneEnds.findIndex((end) => end <= start);
    const lane = free === -1 ? laneEnds.length : free;
    laneEnds[lane] = endOf(job).getTime();
    laneOf.set(job.id, lane);
  }
  return { laneOf, count: Math.max(1, laneEnds.length) };
}

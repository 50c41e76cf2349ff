import { z } from 'zod';
import { isCalendarDate } from './zoned-time.ts';

/** The board's grid: jobs start on, and last, whole steps of half an hour (estimated hours are kept in steps of 0.5). */
export const DISPATCH_STEP_MINUTES = 30;
export const DEFAULT_JOB_MINUTES = 60;
/** The longest a job lasts on the board: a day. A longer estimate shows as a day and keeps its hours until resized. */
export const MAX_JOB_MINUTES = 24 * 60;
/** Visits are planned in this century: a start outside it is a typing slip, and the dates around it would not exist. */
export const FIRST_PLANNABLE_YEAR = 2000;
export const LAST_PLANNABLE_YEAR = 2100;

const isPlannableYear = (year: number) => year >= FIRST_PLANNABLE_YEAR && year <= LAST_PLANNABLE_YEAR;
const plannableMessage = `use a date from ${FIRST_PLANNABLE_YEAR} to ${LAST_PLANNABLE_YEAR}`;

/** An instant a visit can start at. */
export const plannableInstantSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isPlannableYear(new Date(value).getUTCFullYear()), plannableMessage);

/** A local date (YYYY-MM-DD) a board can show. */
export const plannableDateSchema = z
  .string()
  .refine((value) => isCalendarDate(value), 'use a date as YYYY-MM-DD')
  .refine((value) => isPlannableYear(Number(value.slice(0, 4))), plannableMessage);
/** How long a move can be undone on the board. */
export const UNDO_SECONDS = 10;
/** The board shows one day or one week. */
export const dispatchSpans = ['day', 'week'] as const;
export type DispatchSpan = (typeof dispatchSpans)[number];

/** A job lasts its estimated hours (a day at most on the board), one hour when none were estimated. */
export function jobMinutesOf(estimatedHours: number | null): number {
  return estimatedHours ? Math.min(Math.round(estimatedHours * 60), MAX_JOB_MINUTES) : DEFAULT_JOB_MINUTES;
}

export interface Interval {
  start: Date;
  end: Date;
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** What keeps a technician from a job: approved time off, a holiday, one of their calendar events, another job. */
export const blockKinds = ['time_off', 'holiday', 'event', 'job'] as const;
export type BlockKind = (typeof blockKinds)[number];

export interface Block extends Interval {
  kind: BlockKind;
  /** Null for a holiday, which blocks everyone. */
  userId: string | null;
  label: string;
  /** For a job: which work order, so a job never conflicts with itself. */
  workOrderId?: string | null;
}

/** The blocks a job placed on a technician's row would overlap. */
export function conflictsOf(slot: Interval & { userId: string; workOrderId: string }, blocks: readonly Block[]): Block[] {
  return blocks.filter(
    (block) => (block.userId === null || block.userId === slot.userId) && block.workOrderId !== slot.workOrderId && overlaps(slot, block),
  );
}

export interface TechnicianLoad {
  userId: string;
  name: string;
  /** Minutes already booked (jobs, events, time off) inside the window asked for. */
  busyMinutes: number;
  /** Jobs on the day of the window. */
  jobsThatDay: number;
  /** The job's skills they lack. */
  missingSkills: string[];
}

/**
 * Suggest: technicians with every skill the job needs first, then those free for the whole window, then by the
 * fewest skills lacking, the least booked in the window, the lightest day, and last by name, so the same board always
 * suggests the same order.
 */
export function rankTechnicians(loads: readonly TechnicianLoad[]): TechnicianLoad[] {
  return [...loads].sort(
    (a, b) =>
      Number(a.missingSkills.length > 0) - Number(b.missingSkills.length > 0) ||
      Number(a.busyMinutes > 0) - Number(b.busyMinutes > 0) ||
      a.missingSkills.length - b.missingSkills.length ||
      a.busyMinutes - b.busyMinutes ||
      a.jobsThatDay - b.jobsThatDay ||
      a.name.localeCompare(b.name),
  );
}

const minutes = z
  .number()
  .int()
  .min(DISPATCH_STEP_MINUTES, `a job lasts at least ${DISPATCH_STEP_MINUTES} minutes`)
  .max(MAX_JOB_MINUTES, `a job lasts at most ${MAX_JOB_MINUTES / 60} hours`)
  .refine((value) => value % DISPATCH_STEP_MINUTES === 0, `use steps of ${DISPATCH_STEP_MINUTES} minutes`);

/** A move on the board: who does the job, when it starts and how long it lasts, against the version the board read. */
export const dispatchMoveSchema = z
  .strictObject({
    assignedTo: z.uuid().nullable().describe('The technician; null puts the job back in the Unassigned tray'),
    start: plannableInstantSchema.nullable().describe('When the visit starts; null leaves it unscheduled'),
    durationMinutes: minutes.describe('The estimated duration, in steps of 30 minutes'),
    version: z.number().int().min(1).describe('The version of the work order the board showed; another one is refused'),
    allowConflicts: z.boolean().default(false).describe('Book it even over time off, a holiday, an event or another job'),
  })
  .refine((move) => move.start === null || new Date(move.start).getTime() % (DISPATCH_STEP_MINUTES * 60_000) === 0, {
    message: `start on a whole ${DISPATCH_STEP_MINUTES} minutes`,
    path: ['start'],
  });
export type DispatchMove = z.infer<typeof dispatchMoveSchema>;

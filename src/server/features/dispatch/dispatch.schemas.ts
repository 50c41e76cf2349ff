import { z } from 'zod';
import {
  blockKinds,
  DEFAULT_JOB_MINUTES,
  DISPATCH_STEP_MINUTES,
  dispatchSpans,
  MAX_JOB_MINUTES,
  plannableDateSchema,
  plannableInstantSchema,
} from '../../../domain/dispatch.ts';
import { priorities } from '../../../domain/ticket-status.ts';
import { visitStates } from '../../../domain/visit-state.ts';
import { workOrderStatuses } from '../../../domain/work-order-status.ts';

export const jobSchema = z.object({
  id: z.uuid(),
  workOrderNumber: z.string(),
  title: z.string(),
  priority: z.enum(priorities),
  status: z.enum(workOrderStatuses),
  state: z.enum(visitStates).describe('Where the visit stands: late once its arrival window has passed without an arrival'),
  assignedTo: z.uuid().nullable(),
  start: z.iso.datetime().nullable(),
  durationMinutes: z.number().int().describe('The estimated hours, one hour when none were estimated'),
  arrivalDeadline: z.iso.datetime().nullable().describe('The end of the arrival window'),
  address: z.string().nullable(),
  customerName: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  requiredSkills: z.array(z.string()).describe('What the job needs the technician to be able to do'),
  version: z.number().int().describe('Send it back with a move; a move against an older version is refused'),
  enRouteAt: z.iso.datetime().nullable(),
  arrivedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type JobDto = z.infer<typeof jobSchema>;

export const visitSchema = jobSchema.extend({
  description: z.string(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  ticketId: z.uuid().nullable(),
});
export type VisitDto = z.infer<typeof visitSchema>;

export const blockSchema = z.object({
  kind: z.enum(blockKinds),
  userId: z.uuid().nullable().describe('Null for a holiday, which blocks everyone'),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  label: z.string(),
});

export const boardSchema = z.object({
  timeZone: z.string(),
  businessHours: z.object({ start: z.string(), end: z.string() }),
  dates: z.array(z.string()).describe('The local days shown'),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  technicians: z.array(z.object({ id: z.uuid(), name: z.string(), clockedInSince: z.iso.datetime().nullable() })),
  jobs: z.array(jobSchema).describe("The technicians' visits under way in the days shown"),
  tray: z.array(jobSchema).describe('Pending work orders without a technician or a time, most urgent first'),
  blocks: z.array(blockSchema).describe("Time off, holidays and the technicians' calendar events (their jobs are in jobs)"),
});
export type BoardDto = z.infer<typeof boardSchema>;

export const boardQuerySchema = z.object({
  date: plannableDateSchema.optional().describe("The first day shown; today in the organization's time zone when omitted"),
  span: z.enum(dispatchSpans).default('day'),
  search: z.string().trim().max(200).optional().describe("Part of a tray job's number, title, address or customer"),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const suggestionQuerySchema = z.object({
  start: plannableInstantSchema,
  durationMinutes: z.coerce.number().int().min(DISPATCH_STEP_MINUTES).max(MAX_JOB_MINUTES).default(DEFAULT_JOB_MINUTES),
});

export const suggestionsSchema = z.array(
  z.object({
    userId: z.uuid(),
    name: z.string(),
    busyMinutes: z.number().int().describe('Minutes already booked inside the window'),
    missingSkills: z.array(z.string()).describe("The job's skills this technician lacks"),
    jobsThatDay: z.number().int(),
  }),
);

export const myDaySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  visits: z.array(visitSchema),
});

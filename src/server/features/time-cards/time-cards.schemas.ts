import { z } from 'zod';
import { timesheetStatuses } from '../../../domain/time-cards.ts';
import { CLOCK_TIME_PATTERN, isCalendarDate } from '../../../domain/zoned-time.ts';

export const calendarDateSchema = z.string().refine(isCalendarDate, 'use a date like 2026-11-16');

const quarterHours = z
  .number()
  .min(0, 'use 0 or more hours')
  .max(24, 'use at most 24 hours a day')
  .refine((value) => Number.isInteger(value * 4), 'use steps of 0.25 hours');

export const dayRowSchema = z.object({
  date: calendarDateSchema,
  startTime: z.string().regex(CLOCK_TIME_PATTERN, 'use HH:mm').nullable(),
  endTime: z.string().regex(CLOCK_TIME_PATTERN, 'use HH:mm').nullable(),
  regularHours: quarterHours,
  overtimeHours: quarterHours,
  sickHours: quarterHours,
  vacationHours: quarterHours,
  holidayHours: quarterHours,
  ptoHours: quarterHours,
  prevailingWageHours: quarterHours,
  notes: z.string().trim().max(500, 'use at most 500 characters'),
});

const hourTotals = {
  regularHours: z.number(),
  overtimeHours: z.number(),
  sickHours: z.number(),
  vacationHours: z.number(),
  holidayHours: z.number(),
  ptoHours: z.number(),
  prevailingWageHours: z.number(),
  totalHours: z.number(),
};

export const totalsSchema = z.object({ ...hourTotals, weeks: z.array(z.object({ weekStart: z.string(), ...hourTotals })) });

export const timesheetStatusSchema = z.enum(timesheetStatuses);

export const timesheetSchema = z.object({
  id: z.uuid().nullable().describe('null until the period is first saved'),
  userId: z.uuid(),
  userName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: timesheetStatusSchema,
  version: z.number().int().describe('Send it back with a save: a save made from an older version is refused with 409'),
  isEditable: z.boolean(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewComment: z.string().nullable(),
  days: z.array(dayRowSchema),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  totals: totalsSchema,
});
export type TimesheetDto = z.infer<typeof timesheetSchema>;

export const timesheetQuerySchema = z.object({
  date: calendarDateSchema.optional().describe('Any day of the period; today when left out'),
  userId: z.uuid().optional().describe("Org admins: another staff member's timesheet"),
});

export const saveTimesheetSchema = z.object({
  version: z.number().int().min(0),
  days: z.array(dayRowSchema).max(31),
});

export const submitTimesheetSchema = z.object({ version: z.number().int().min(0) });

export const reviewSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  comment: z.string().trim().max(1000).default(''),
});

const clockEntrySchema = z.object({
  id: z.uuid(),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  breakHours: z.number(),
  breakStartedAt: z.string().nullable(),
});

export const clockStateSchema = z.object({
  today: z.string(),
  openEntry: clockEntrySchema.nullable(),
  entries: z.array(clockEntrySchema),
  summary: z.object({ workedHours: z.number(), breakHours: z.number(), overtimeHours: z.number() }),
  warning: z.enum(['over_midnight', 'over_16_hours']).nullable().describe('A clock left running over midnight or past 16 hours'),
});
export type ClockStateDto = z.infer<typeof clockStateSchema>;

export const clockActionSchema = z.object({ action: z.enum(['clock_in', 'clock_out', 'start_break', 'end_break']) });

export const approvalsSchema = z.object({
  timesheets: z.array(
    z.object({
      id: z.uuid(),
      userId: z.uuid(),
      userName: z.string(),
      periodStart: z.string(),
      periodEnd: z.string(),
      submittedAt: z.string().nullable(),
      totals: z.record(z.string(), z.unknown()),
    }),
  ),
  ptoRequests: z.array(
    z.object({
      id: z.uuid(),
      userId: z.uuid(),
      userName: z.string(),
      category: z.string(),
      startDate: z.string(),
      hours: z.number(),
      note: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const teamSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  members: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      email: z.string(),
      status: timesheetStatusSchema.nullable().describe('null: nothing saved for the period'),
      regularHours: z.number(),
      overtimeHours: z.number(),
      ptoHours: z.number().describe('PTO, vacation, sick and holiday hours'),
      totalHours: z.number(),
      clockedInSince: z.string().nullable(),
      clockWarning: z.enum(['over_midnight', 'over_16_hours']).nullable(),
    }),
  ),
});
export type TeamDto = z.infer<typeof teamSchema>;

export const ptoRequestSchema = z.object({
  id: z.uuid(),
  category: z.string(),
  startDate: z.string(),
  hours: z.number(),
  note: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
});

export const ptoSchema = z.object({
  isEnabled: z.boolean(),
  balances: z.array(
    z.object({ category: z.string(), accruedHours: z.number(), usedHours: z.number(), pendingHours: z.number(), balanceHours: z.number() }),
  ),
  requests: z.array(ptoRequestSchema),
});
export type PtoDto = z.infer<typeof ptoSchema>;

export const newPtoRequestSchema = z.object({
  category: z.string().trim().min(1, 'choose a category').max(40),
  startDate: calendarDateSchema,
  hours: z
    .number()
    .min(0.25, 'request at least 0.25 hours')
    .max(400)
    .refine((value) => Number.isInteger(value * 4), 'use steps of 0.25 hours'),
  note: z.string().trim().max(500).default(''),
});

export const ptoReviewSchema = z.object({ decision: z.enum(['approve', 'reject']) });

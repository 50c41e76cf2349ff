import { z } from 'zod';
import { type ReportDimension, reportDimensions } from '../../../domain/reports.ts';
import { slaTargetKinds } from '../../../domain/service-levels.ts';

const durationSchema = z.object({
  median: z.number().nullable().describe('Minutes (business minutes under a business-hours policy); null without any clock'),
  p90: z.number().nullable(),
  count: z.number().int().describe('Clocks stopped in the range'),
});

const rangeFields = {
  timeZone: z.string().describe('The organization’s time zone, in which the days are counted'),
  from: z.string(),
  to: z.string(),
  scope: z.enum(['organization', 'own']).describe("organization: an org admin's view; own: an agent's own tickets and hours"),
};

export const ticketReportSchema = z.object({
  ...rangeFields,
  days: z.array(
    z.object({
      date: z.string(),
      created: z.number().int(),
      resolved: z.number().int().describe('Tickets whose last resolution or closing fell on the day'),
      backlog: z.number().int().describe('Tickets open at the end of the day'),
    }),
  ),
});

export const serviceLevelReportSchema = z.object({
  ...rangeFields,
  firstResponse: durationSchema,
  resolution: durationSchema,
  slaMet: z.array(
    z.object({
      dimension: z.enum(reportDimensions),
      key: z.string(),
      label: z.string(),
      target: z.enum(slaTargetKinds),
      met: z.number().int(),
      breached: z.number().int(),
      percentMet: z.number(),
    }),
  ),
  slaMetOmitted: z
    .object(Object.fromEntries(reportDimensions.map((dimension) => [dimension, z.number().int()])) as Record<ReportDimension, z.ZodNumber>)
    .describe('Keys left off slaMet, which lists the 50 with the most targets in each dimension; the CSV has them all'),
});

export const timeReportSchema = z.object({
  ...rangeFields,
  isConfigured: z.boolean().describe('Whether an admin has set time cards up'),
  overtime: z.object({ mode: z.enum(['weekly', 'daily']), afterHours: z.number() }),
  people: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      regularHours: z.number(),
      overtimeHours: z.number(),
      ptoHours: z.number().describe('PTO, vacation, sick and holiday hours entered on the time cards'),
      approvedPtoRequestHours: z.number().describe('Approved PTO requests starting in the range'),
      totalHours: z.number(),
    }),
  ),
});

export type TicketReport = z.infer<typeof ticketReportSchema>;
export type ServiceLevelReport = z.infer<typeof serviceLevelReportSchema>;
export type SlaMetRow = ServiceLevelReport['slaMet'][number];
export type Duration = ServiceLevelReport['firstResponse'];
export type TimeReport = z.infer<typeof timeReportSchema>;

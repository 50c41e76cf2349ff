import { z } from 'zod';
import type { SlaTargetKind } from './service-levels.ts';
import { addDays, datesOf, daysBetween } from './time-cards.ts';
import { isCalendarDate } from './zoned-time.ts';

/** The longest range a report covers, both ends included: a year, leap day and all. */
export const MAX_REPORT_DAYS = 366;
/** Without dates a report covers the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;

export const reportMessages = {
  badDate: 'use a date like 2026-03-31',
  rangeTooLong: `A report covers at most ${MAX_REPORT_DAYS} days.`,
  rangeInFuture: 'A report ends today at the latest.',
} as const;

export const reportDateSchema = z.string().refine(isCalendarDate, reportMessages.badDate);

export const reportRangeQuerySchema = z.object({
  from: reportDateSchema.optional().describe('First local day of the report (YYYY-MM-DD, the organization’s time zone)'),
  to: reportDateSchema.optional().describe('Last local day, included; today when absent'),
});

export interface ReportRange {
  from: string;
  to: string;
}

/** Why the days asked for cannot be reported on, and the field to change. */
export interface ReportRangeProblem {
  problem: string;
  field: 'from' | 'to';
}

/**
 * The days a report covers: the dates asked for, the end defaulting to today and the start to 30 days before the
 * end; refused when the start is after the end, the end after today, or the days more than 366.
 */
export function reportRangeOf(asked: Partial<ReportRange>, today: string): ReportRange | ReportRangeProblem {
  const to = asked.to ?? today;
  const from = asked.from ?? addDays(to, 1 - DEFAULT_REPORT_DAYS);
  if (from > to) return { field: 'from', problem: `The start date ${from} is after the end date ${to}.` };
  // Days to come have no figures yet: a backlog shown for them would be made up.
  if (to > today) return { field: 'to', problem: `${reportMessages.rangeInFuture} The end date ${to} is after ${today}.` };
  const days = daysBetween(from, to) + 1;
  if (days > MAX_REPORT_DAYS) {
    return { field: 'to', problem: `${reportMessages.rangeTooLong} From ${from} to ${to} is ${days} days.` };
  }
  return { from, to };
}

export function isRangeProblem(range: ReportRange | ReportRangeProblem): range is ReportRangeProblem {
  return 'problem' in range;
}

/** The local dates of a range, in order. */
export function datesOfRange({ from, to }: ReportRange): string[] {
  return datesOf({ start: from, end: to }, true);
}

export interface DayCounts {
  date: string;
  created: number;
  resolved: number;
}

/**
 * Each day's backlog (tickets open at its end), from the backlog at the end of the range: the backlog when the range
 * starts plus the running sum of created less resolved.
 */
export function withBacklog(days: readonly DayCounts[], backlogAtEnd: number): (DayCounts & { backlog: number })[] {
  let backlog = days.reduce((total, day) => total - day.created + day.resolved, backlogAtEnd);
  return days.map((day) => {
    backlog += day.created - day.resolved;
    return { ...day, backlog };
  });
}

export const reportDimensions = ['policy', 'agent', 'customer', 'priority'] as const;
export type ReportDimension = (typeof reportDimensions)[number];
export const reportDimensionLabels: Record<ReportDimension, string> = {
  policy: 'Policy',
  agent: 'Agent',
  customer: 'Customer',
  priority: 'Priority',
};

export type ReportTarget = SlaTargetKind;

/** The screen shows this many policies, agents, customers or priorities at most: those with the most targets. */
export const SLA_KEYS_SHOWN = 50;

/**
 * The rows of the keys with the most targets (met and breached, all targets together) in each dimension, in their
 * order, and how many keys were left out of each.
 */
export function keepBusiestKeys<Row extends { dimension: ReportDimension; key: string; met: number; breached: number }>(
  rows: readonly Row[],
  limit = SLA_KEYS_SHOWN,
): { rows: Row[]; omitted: Record<ReportDimension, number> } {
  const totals = new Map<string, number>();
  for (const row of rows)
    totals.set(`${row.dimension}\0${row.key}`, (totals.get(`${row.dimension}\0${row.key}`) ?? 0) + row.met + row.breached);
  const kept = new Set<string>();
  const omitted = Object.fromEntries(reportDimensions.map((dimension) => [dimension, 0])) as Record<ReportDimension, number>;
  for (const dimension of reportDimensions) {
    const keys = [...totals].filter(([id]) => id.startsWith(`${dimension}\0`)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    for (const [id] of keys.slice(0, limit)) kept.add(id);
    omitted[dimension] = Math.max(0, keys.length - limit);
  }
  return { rows: rows.filter((row) => kept.has(`${row.dimension}\0${row.key}`)), omitted };
}

/** The share of clocks that met their target, in percent with one decimal; null without any clock. */
export function percentMetOf(met: number, breached: number): number | null {
  const total = met + breached;
  return total === 0 ? null : Math.round((met / total) * 1000) / 10;
}

/** A duration in minutes as a manager reads it: "45 min", "2 h 15 min", "26 h". */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (minutes > 0 && whole === 0) return 'under 1 min';
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

import { z } from 'zod';
import {
  ALWAYS_OPEN,
  addBusinessMinutes,
  type BusinessCalendar,
  businessCalendarSchema,
  businessMinutesBetween,
  MAX_CLOSED_DATES,
} from './business-hours.ts';
import { type Priority, priorities, type TicketSource, type TicketStatus, ticketStatuses } from './ticket-status.ts';
import { isCalendarDate } from './zoned-time.ts';

/**
 * What a policy promises: a first reply, a reply to each later customer message, a resolution, and a technician on
 * site for each work order made from the ticket (arrival: the work order started).
 */
export const slaTargetKinds = ['first_response', 'next_response', 'resolution', 'on_site_arrival'] as const;
export type SlaTargetKind = (typeof slaTargetKinds)[number];
export const slaTargetLabels: Record<SlaTargetKind, string> = {
  first_response: 'First response',
  next_response: 'Next response',
  resolution: 'Resolution',
  on_site_arrival: 'On-site arrival',
};

/** The way a ticket came in, as policies match it: the customer portal, a staff member, or an e-mail. */
export const slaChannels = ['portal', 'staff', 'email'] as const;
export type SlaChannel = (typeof slaChannels)[number];
export const slaChannelLabels: Record<SlaChannel, string> = { portal: 'Customer portal', staff: 'Staff', email: 'E-mail' };

/** A year in minutes: no target is longer. */
export const SLA_TARGET_MAX_MINUTES = 525_600;
export const DEFAULT_WARN_AT_PERCENT = 75;
export const SLA_POLICY_NAME_MAX = 80;
export const SLA_POLICIES_MAX = 50;
export const SLA_CALENDARS_MAX = 20;

export const SLA_CALENDAR_NAME_MAX = 80;

/** A business-hours calendar as the settings edit it: a name, its zone and week, and its closed dates with what they are. */
export const slaCalendarInputSchema = z.object({
  name: z.string().trim().min(1, 'give the calendar a name').max(SLA_CALENDAR_NAME_MAX),
  timeZone: businessCalendarSchema.shape.timeZone,
  week: businessCalendarSchema.shape.week,
  closedDates: z
    .array(
      z.object({
        date: z.string().refine(isCalendarDate, 'use a date like 2026-12-25'),
        name: z.string().trim().max(SLA_CALENDAR_NAME_MAX).default(''),
      }),
    )
    .max(MAX_CLOSED_DATES, `list at most ${MAX_CLOSED_DATES} closed dates`)
    .default([])
    .transform((dates) =>
      dates
        .filter((closed, index) => dates.findIndex((other) => other.date === closed.date) === index)
        .sort((a, b) => a.date.localeCompare(b.date)),
    ),
});
export type SlaCalendarInput = z.infer<typeof slaCalendarInputSchema>;

export const slaTargetSchema = z.object({
  minutes: z
    .number()
    .int('give the target in whole minutes')
    .min(1, 'a target is at least one minute')
    .max(SLA_TARGET_MAX_MINUTES, 'a target is at most a year'),
  isBusinessHours: z.boolean().describe("Counted in the policy calendar's opening hours (true) or around the clock (false)"),
});
export type SlaTarget = z.infer<typeof slaTargetSchema>;

export const slaPolicyInputSchema = z.object({
  name: z.string().trim().min(1, 'give the policy a name').max(SLA_POLICY_NAME_MAX),
  calendarId: z.uuid().nullable().describe('The business-hours calendar its business-hours targets count in; null: around the clock'),
  match: z
    .object({
      priorities: z.array(z.enum(priorities)).max(priorities.length).default([]),
      customerIds: z.array(z.uuid()).max(100).default([]),
      companies: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
      channels: z.array(z.enum(slaChannels)).max(slaChannels.length).default([]),
    })
    .describe('What a ticket must have to fall under the policy; an empty list matches anything'),
  targets: z.object({
    first_response: slaTargetSchema.nullable(),
    next_response: slaTargetSchema.nullable(),
    resolution: slaTargetSchema.nullable(),
    on_site_arrival: slaTargetSchema.nullable().default(null).describe("Each of the ticket's work orders started (the technician on site)"),
  }),
  warnAtPercent: z.number().int().min(1).max(99).default(DEFAULT_WARN_AT_PERCENT).describe('Share of a target used when the warning fires'),
  breachActions: z
    .object({
      raisePriority: z.boolean().default(false).describe('Raise the priority one step on a breach'),
      reassignTo: z.uuid().nullable().default(null).describe('Give the ticket to this staff member on a breach'),
    })
    .default({ raisePriority: false, reassignTo: null }),
});
export type SlaPolicyInput = z.infer<typeof slaPolicyInputSchema>;
/** Targets as stored: policies saved before the on-site arrival target existed have none. */
export type StoredSlaTargets = z.input<typeof slaPolicyInputSchema>['targets'];
export type SlaPolicy = SlaPolicyInput & { id: string };

/** The statuses that stop a ticket's clocks while it has them; the time they stood still is credited back. */
export const DEFAULT_PAUSING_STATUSES: readonly TicketStatus[] = ['waiting_customer'];
export const pausableStatuses = ticketStatuses.filter((status) => status !== 'resolved' && status !== 'closed');
export const slaSettingsSchema = z.object({
  pausingStatuses: z
    .array(z.enum(pausableStatuses as [TicketStatus, ...TicketStatus[]]))
    .max(pausableStatuses.length)
    .default([...DEFAULT_PAUSING_STATUSES]),
});
export type SlaSettings = z.infer<typeof slaSettingsSchema>;

/** What a policy matches a ticket on. */
export interface SlaTicketFacts {
  priority: Priority;
  customerId: string | null;
  company: string | null;
  channel: SlaChannel;
}

export function channelOf(ticket: { source: TicketSource; isFromCustomer: boolean }): SlaChannel {
  if (ticket.source === 'email') return 'email';
  return ticket.isFromCustomer ? 'portal' : 'staff';
}

const matchesAny = <Value>(list: readonly Value[], value: Value) => list.length === 0 || list.includes(value);

/** The first policy, in order, whose every condition the ticket meets; null when none does. */
export function matchPolicy<Policy extends Pick<SlaPolicy, 'match'>>(policies: readonly Policy[], ticket: SlaTicketFacts): Policy | null {
  const company = ticket.company?.trim().toLowerCase() ?? '';
  return (
    policies.find(
      ({ match }) =>
        matchesAny(match.priorities, ticket.priority) &&
        matchesAny(match.channels, ticket.channel) &&
        (match.customerIds.length === 0 || (ticket.customerId !== null && match.customerIds.includes(ticket.customerId))) &&
        (match.companies.length === 0 || match.companies.some((name) => name.trim().toLowerCase() === company)),
    ) ?? null
  );
}

/** One target's clock on one ticket. */
export interface SlaClock {
  targetMinutes: number;
  /** Minutes of the target used before the current run; what a pause credits back is never counted. */
  usedMinutes: number;
  /** When the clock last started running; null while paused or stopped. */
  runningSince: Date | null;
  /** The share of the target at which the warning fires. */
  warnAtPercent: number;
  stoppedAt: Date | null;
}

export interface SlaClockTimes {
  dueAt: Date | null;
  warnAt: Date | null;
}

/** The calendar a target counts in: its policy's, for a business-hours target with one; else around the clock. */
export function calendarFor(target: Pick<SlaTarget, 'isBusinessHours'>, calendar: BusinessCalendar | null): BusinessCalendar {
  return target.isBusinessHours && calendar ? calendar : ALWAYS_OPEN;
}

/** The minutes of a target after which the warning fires. */
export function warnAfterMinutes(clock: Pick<SlaClock, 'targetMinutes' | 'warnAtPercent'>): number {
  return Math.floor((clock.targetMinutes * clock.warnAtPercent) / 100);
}

/** When a running clock falls due and warns; nothing while it is paused or stopped. */
export function clockTimes(clock: SlaClock, calendar: BusinessCalendar): SlaClockTimes {
  if (!clock.runningSince || clock.stoppedAt) return { dueAt: null, warnAt: null };
  const at = (minutes: number) => addBusinessMinutes(calendar, clock.runningSince as Date, Math.max(0, minutes - clock.usedMinutes));
  return { dueAt: at(clock.targetMinutes), warnAt: at(warnAfterMinutes(clock)) };
}

/** Minutes of the target used by an instant: those before the current run and those of the run so far. */
export function usedMinutesAt(clock: Pick<SlaClock, 'usedMinutes' | 'runningSince'>, calendar: BusinessCalendar, now: Date): number {
  return clock.usedMinutes + (clock.runningSince ? businessMinutesBetween(calendar, clock.runningSince, now) : 0);
}

/** The clock stood still from now: the minutes it ran are kept, and it falls due no more until it runs again. */
export function pauseClock<Clock extends SlaClock>(clock: Clock, calendar: BusinessCalendar, now: Date): Clock {
  if (!clock.runningSince) return clock;
  return { ...clock, usedMinutes: usedMinutesAt(clock, calendar, now), runningSince: null };
}

/** The clock runs again from now with what it had left. */
export function resumeClock<Clock extends SlaClock>(clock: Clock, now: Date): Clock {
  return clock.runningSince ? clock : { ...clock, runningSince: now, stoppedAt: null };
}

/** The clock stopped for good (the target met or ended): its minutes are final. */
export function stopClock<Clock extends SlaClock>(clock: Clock, calendar: BusinessCalendar, now: Date): Clock {
  return { ...pauseClock(clock, calendar, now), stoppedAt: now };
}

/** Where a ticket stands against a clock, as the screens show it. */
export const slaStates = ['on_track', 'warning', 'breached', 'paused', 'met'] as const;
export type SlaState = (typeof slaStates)[number];
export const slaStateLabels: Record<SlaState, string> = {
  on_track: 'On track',
  warning: 'Due soon',
  breached: 'Breached',
  paused: 'Paused',
  met: 'Met',
};

/** A running clock past its due time is breached even before the breach job has run. */
export function slaStateOf(
  clock: { runningSince: Date | null; stoppedAt: Date | null; breachedAt: Date | null } & SlaClockTimes,
  now: Date,
): SlaState {
  if (clock.breachedAt) return 'breached';
  if (clock.stoppedAt) return 'met';
  if (!clock.runningSince) return 'paused';
  if (clock.dueAt && clock.dueAt <= now) return 'breached';
  return clock.warnAt && clock.warnAt <= now ? 'warning' : 'on_track';
}

/** When a clock stopped at an instant was breached: its due time, if it stopped after it; else never. */
export function breachOnStop(clock: { dueAt: Date | null; breachedAt: Date | null }, now: Date): Date | null {
  return clock.breachedAt ?? (clock.dueAt && clock.dueAt < now ? clock.dueAt : null);
}

/** One priority step up, for the breach action; urgent stays urgent. */
export function raisedPriority(priority: Priority): Priority {
  return priorities[Math.min(priorities.indexOf(priority) + 1, priorities.length - 1)] ?? priority;
}

/** A span as a countdown reads it: '2 d 3 h', '3 h 12 min', '42 min', or '4 min 12 s' in the last ten minutes. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(Math.abs(ms) / 1000));
  const [days, hours, minutes] = [Math.floor(seconds / 86_400), Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60];
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes >= 10) return `${minutes} min`;
  if (minutes === 0) return `${seconds % 60} s`;
  return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
}

/** A target in minutes as the settings and the ticket show it, to the minute: '45 min', '1 h 30 min', '1 d 1 h'. */
export function formatTargetMinutes(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', rest ? `${rest} min` : ''];
  return parts.filter(Boolean).join(' ') || '0 min';
}

/** What a ticket's next target says: 'First response due in 42 min', '… overdue by 5 min', '… paused'. */
export function dueLabel(
  target: SlaTargetKind,
  clock: { dueAt: Date | null; isPaused: boolean; breachedAt: Date | null },
  now: Date,
): string {
  const name = slaTargetLabels[target];
  if (clock.isPaused || !clock.dueAt) return `${name} paused`;
  const left = clock.dueAt.getTime() - now.getTime();
  return left > 0 ? `${name} due in ${formatCountdown(left)}` : `${name} overdue by ${formatCountdown(left)}`;
}

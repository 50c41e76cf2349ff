import { type OpeningInterval, type WeekdayKey, weekdayKeys } from '../../../domain/business-hours.ts';
import {
  formatTargetMinutes,
  type SlaPolicyInput,
  type SlaTarget,
  slaChannelLabels,
  slaChannels,
  slaTargetKinds,
  slaTargetLabels,
} from '../../../domain/service-levels.ts';
import { priorities, priorityLabels } from '../../../domain/ticket-status.ts';
import { dayNames } from '../../../domain/time-cards.ts';

/** The days as the settings list them, Monday first. */
export const weekFromMonday: readonly WeekdayKey[] = [...weekdayKeys.slice(1), 'sun'];

export function dayNameOf(day: WeekdayKey): string {
  return dayNames[weekdayKeys.indexOf(day)] ?? day;
}

const shortDayOf = (day: WeekdayKey) => dayNameOf(day).slice(0, 3);
const openingsText = (openings: readonly OpeningInterval[]) => openings.map(({ start, end }) => `${start}–${end}`).join(', ');

/** One line for a week: days in a row with the same hours go together, closed days are left out ("Mon–Fri 09:00–17:00"). */
export function describeWeek(week: Record<WeekdayKey, readonly OpeningInterval[]>): string {
  const runs: { from: WeekdayKey; to: WeekdayKey; hours: string }[] = [];
  for (const day of weekFromMonday) {
    const hours = openingsText(week[day]);
    const last = runs.at(-1);
    if (last && last.hours === hours) last.to = day;
    else runs.push({ from: day, to: day, hours });
  }
  const open = runs.filter((run) => run.hours !== '');
  if (open.length === 0) return 'Closed every day';
  return open
    .map(({ from, to, hours }) => `${from === to ? shortDayOf(from) : `${shortDayOf(from)}–${shortDayOf(to)}`} ${hours}`)
    .join('; ');
}

export const targetUnits = ['minutes', 'hours', 'days'] as const;
export type TargetUnit = (typeof targetUnits)[number];
export const targetUnitMinutes: Record<TargetUnit, number> = { minutes: 1, hours: 60, days: 1440 };

/** A stored target in the largest unit it is a whole number of: 480 minutes is 8 hours, 90 stays 90 minutes. */
export function amountOfMinutes(minutes: number): { amount: number; unit: TargetUnit } {
  const unit = [...targetUnits].reverse().find((candidate) => minutes % targetUnitMinutes[candidate] === 0) ?? 'minutes';
  return { amount: minutes / targetUnitMinutes[unit], unit };
}

/** The targets a policy sets, each with the clock it counts on; a business-hours target of a policy without a calendar runs around the clock. */
export function describeTargets(policy: Pick<SlaPolicyInput, 'targets' | 'calendarId'>): string {
  const set = slaTargetKinds.flatMap((kind) => {
    const target: SlaTarget | null = policy.targets[kind];
    if (!target) return [];
    const clock = target.isBusinessHours && policy.calendarId ? 'business hours' : 'around the clock';
    return [`${slaTargetLabels[kind]} ${formatTargetMinutes(target.minutes)} (${clock})`];
  });
  return set.length > 0 ? set.join(' · ') : 'No targets set';
}

/** What a policy matches, "High, Urgent · E-mail", or "All tickets" when it names nothing. */
export function describeMatch(match: SlaPolicyInput['match']): string {
  const customers = match.customerIds.length;
  const parts = [
    priorities
      .filter((priority) => match.priorities.includes(priority))
      .map((priority) => priorityLabels[priority])
      .join(', '),
    slaChannels
      .filter((channel) => match.channels.includes(channel))
      .map((channel) => slaChannelLabels[channel])
      .join(', '),
    customers > 0 ? `${customers} ${customers === 1 ? 'customer' : 'customers'}` : '',
    match.companies.join(', '),
  ];
  return parts.filter(Boolean).join(' · ') || 'All tickets';
}

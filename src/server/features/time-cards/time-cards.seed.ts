import { sql } from 'drizzle-orm';
import { addDays, blankDay, computePeriodTotals, type DayRow, payPeriodOf } from '../../../domain/time-cards.ts';
import { type TimecardSettings, timecardSettingsSchema } from '../../../domain/timecard-settings.ts';
import { localDateOf } from '../../../domain/zoned-time.ts';
import type { Tx } from '../../db/client.ts';
import { organizationSettings, ptoRequests, timeEntries, timesheets } from '../../db/schema.ts';

/** The demo's rules: a time clock, weekly periods, supervisor approval and PTO, so every screen has something to show. */
export const demoTimecardSettings: TimecardSettings = timecardSettingsSchema.parse({
  trackingMode: 'clock_in_out',
  submissionMethod: 'system_only',
  requiresSupervisorApproval: true,
  ptoTracking: { enabled: true },
  customFooterMessage: 'Questions about your hours? Ask Alice in the office.',
});

// Each person's usual week (start, end, notes), repeated with a little variety from week to week.
const patterns: [string, string, string][][] = [
  [
    ['08:00', '16:30', 'Help desk'],
    ['08:00', '17:00', 'Help desk'],
    ['08:30', '17:00', 'Printer rollout'],
    ['08:00', '16:30', 'Help desk'],
    ['08:00', '15:00', 'Help desk'],
  ],
  [
    ['07:00', '16:00', 'Site visits, north'],
    ['07:00', '17:30', 'Site visits, north'],
    ['07:00', '16:00', 'Workshop'],
    ['06:30', '17:00', 'Emergency call-out'],
    ['07:00', '15:30', 'Site visits, south'],
  ],
  [
    ['09:00', '17:00', 'Dispatch'],
    ['09:00', '17:00', 'Dispatch'],
    ['09:00', '17:30', 'Dispatch'],
    ['09:00', '17:00', 'Dispatch'],
    ['09:00', '16:00', 'Dispatch'],
  ],
];

function weekOf(periodStart: string, pattern: [string, string, string][], variation: number, until: string | null): DayRow[] {
  return pattern.flatMap(([start, end, notes], index) => {
    const date = addDays(periodStart, index + 1);
    if (until && date >= until) return [];
    const endHour = Number(end.slice(0, 2)) + (index === variation % 5 ? 1 : 0);
    const endTime = `${String(endHour).padStart(2, '0')}${end.slice(2)}`;
    const regularHours = (endHour * 60 + Number(end.slice(3)) - (Number(start.slice(0, 2)) * 60 + Number(start.slice(3)))) / 60;
    return [{ ...blankDay(date), startTime: start, endTime, regularHours: Math.round(regularHours * 4) / 4, notes }];
  });
}

/**
 * Three past weeks and this week so far for acme's staff: the oldest approved, last week approved for some,
 * waiting for approval for the first person and still a draft for the last; one PTO request waits too.
 */
export async function seedTimeCards(tx: Tx, options: { organizationId: string; adminId: string; staffIds: string[]; now: Date }) {
  const { organizationId, adminId, staffIds, now } = options;
  const settings = demoTimecardSettings;
  await tx.update(organizationSettings).set({ timecard: settings }).where(sql`${organizationSettings.organizationId} = ${organizationId}`);
  const today = localDateOf(now, 'America/New_York');
  const current = payPeriodOf(today, settings);
  for (const [person, userId] of staffIds.entries()) {
    const pattern = patterns[person % patterns.length] ?? [];
    for (const weeksAgo of [3, 2, 1, 0]) {
      const periodStart = addDays(current.start, -7 * weeksAgo);
      const days = weekOf(periodStart, pattern, weeksAgo + person, weeksAgo === 0 ? today : null);
      if (days.length === 0) continue;
      const status =
        weeksAgo === 0 || (weeksAgo === 1 && person === staffIds.length - 1)
          ? 'draft'
          : weeksAgo === 1 && person === 0
            ? 'submitted'
            : 'approved';
      const submittedAt = status === 'draft' ? null : new Date(`${addDays(periodStart, 6)}T22:00:00Z`);
      const { weeks: _weeks, ...totals } = computePeriodTotals(days, settings);
      const [sheet] = await tx
        .insert(timesheets)
        .values({
          organizationId,
          userId,
          periodStart,
          periodEnd: addDays(periodStart, 6),
          status,
          totals,
          version: 1,
          submittedAt,
          reviewedBy: status === 'approved' ? adminId : null,
          reviewedAt: status === 'approved' ? submittedAt : null,
        })
        .returning({ id: timesheets.id });
      await tx
        .insert(timeEntries)
        .values(days.map(({ date, ...day }) => ({ ...day, organizationId, userId, workDate: date, timesheetId: sheet?.id ?? null })));
    }
  }
  const [first] = staffIds;
  if (first) {
    await tx.insert(ptoRequests).values({
      organizationId,
      userId: first,
      category: 'Vacation',
      startDate: addDays(current.start, 15),
      hours: 8,
      note: 'Family visit',
    });
  }
}

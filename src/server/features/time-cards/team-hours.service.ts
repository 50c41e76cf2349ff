import { clockWarningOf, computePeriodTotals, payPeriodOf } from '../../../domain/time-cards.ts';
import { localDateOf } from '../../../domain/zoned-time.ts';
import { recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import { findTimecardSettings } from '../timecard-settings/timecard-settings.repository.ts';
import * as repository from './time-cards.repository.ts';
import type { TeamDto } from './time-cards.schemas.ts';
import { contextOf, isoOrNull, roundTo2, type TimeCardOptions } from './time-cards.shared.ts';
import { timesheetCsv } from './timesheet-submission.ts';

/** Everyone's hours for a period: regular, overtime and time off, with running clocks flagged. */
export function getTeam(options: TimeCardOptions & { date?: string }): Promise<TeamDto> {
  const { db, clock, actor } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const { settings, timeZone, today } = await contextOf(tx, organizationId, now);
    const period = payPeriodOf(options.date ?? today, settings);
    const staff = await repository.listStaff(tx, organizationId);
    const days = await repository.listSheetDays(
      tx,
      organizationId,
      staff.map((member) => member.userId),
      period.start,
      period.end,
    );
    const sheets = new Map(
      (await repository.listTimesheetsBetween(tx, organizationId, period.start, period.start)).map((sheet) => [sheet.userId, sheet]),
    );
    const openClocks = new Map((await repository.listOpenClocks(tx, organizationId)).map((entry) => [entry.userId, entry]));
    return {
      periodStart: period.start,
      periodEnd: period.end,
      members: staff.map((member) => {
        const totals = computePeriodTotals(
          days.filter((day) => day.userId === member.userId),
          settings,
        );
        const open = openClocks.get(member.userId);
        return {
          userId: member.userId,
          name: member.name || member.email,
          email: member.email,
          status: sheets.get(member.userId)?.status ?? null,
          regularHours: totals.regularHours,
          overtimeHours: totals.overtimeHours,
          ptoHours: roundTo2(totals.ptoHours + totals.vacationHours + totals.sickHours + totals.holidayHours),
          totalHours: totals.totalHours,
          clockedInSince: isoOrNull(open?.clockIn ?? null),
          clockWarning: open?.clockIn
            ? clockWarningOf({ clockIn: open.clockIn, clockOut: null }, now, (at) => localDateOf(at, timeZone))
            : null,
        };
      }),
    };
  });
}

/** The team view as CSV: one line per person with their totals, then each person's days. */
export async function exportTeam(options: TimeCardOptions & { date?: string }): Promise<{ filename: string; csv: string }> {
  const team = await getTeam(options);
  const { db, actor } = options;
  const organizationId = actor.organizationId;
  const rows = await db.withTenant({ organizationId }, async (tx) => {
    const { settings } = await findTimecardSettings(tx, organizationId);
    const days = await repository.listSheetDays(
      tx,
      organizationId,
      team.members.map((member) => member.userId),
      team.periodStart,
      team.periodEnd,
    );
    const period = `${team.periodStart} – ${team.periodEnd}`;
    await recordAuditEvent(tx, { organizationId, actor, action: 'time_cards.exported', target: { type: 'time_cards', label: period } });
    return { settings, days };
  });
  const csv = timesheetCsv(
    rows.settings,
    team.members.map((member) => ({
      name: member.name,
      status: member.status,
      days: rows.days.filter((day) => day.userId === member.userId),
    })),
  );
  return { filename: `team-hours-${team.periodStart}.csv`, csv };
}

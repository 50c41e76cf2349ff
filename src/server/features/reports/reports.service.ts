import { stringify } from 'csv-stringify/sync';
import { isPermitted } from '../../../domain/agent-permissions.ts';
import { guardSpreadsheetCell } from '../../../domain/customer-rules.ts';
import { DomainError } from '../../../domain/errors.ts';
import {
  datesOfRange,
  isRangeProblem,
  keepBusiestKeys,
  percentMetOf,
  type ReportRange,
  reportDimensionLabels,
  reportDimensions,
  reportRangeOf,
  withBacklog,
} from '../../../domain/reports.ts';
import { slaTargetKinds, slaTargetLabels } from '../../../domain/service-levels.ts';
import { type Priority, priorities, priorityLabels } from '../../../domain/ticket-status.ts';
import { addDays, computeRangeTotals, startOfWeek } from '../../../domain/time-cards.ts';
import { instantOfLocal, localDateOf } from '../../../domain/zoned-time.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { readPermissionPolicy } from '../agent-permissions/agent-permissions.service.ts';
import { findOrganizationTimeZone } from '../datetime-settings/datetime-settings.repository.ts';
import { findStaffMember, listSheetDays, listStaff } from '../time-cards/time-cards.repository.ts';
import { findTimecardSettings } from '../timecard-settings/timecard-settings.repository.ts';
import type { ReportScope } from './reports.repository.ts';
import * as repository from './reports.repository.ts';
import type { Duration, ServiceLevelReport, SlaMetRow, TicketReport, TimeReport } from './reports.schemas.ts';

type Options = { db: Database; clock: Clock; actor: ActingMember; range: Partial<ReportRange> };

/** Org admins report on their whole organization; an agent on the tickets assigned to them and their own hours. */
function scopeOf(actor: ActingMember): ReportScope {
  const isWholeOrganization = actor.role === 'org_admin' || actor.role === 'super_admin';
  return { organizationId: actor.organizationId, memberId: isWholeOrganization ? null : actor.userId };
}

/** The organization's time zone and the days asked for, checked: the start not after the end nor the end after today, at most 366 days. */
async function rangeIn(tx: Tx, options: Options): Promise<ReportRange & { timeZone: string }> {
  const timeZone = await findOrganizationTimeZone(tx, options.actor.organizationId);
  const range = reportRangeOf(options.range, localDateOf(options.clock.now(), timeZone));
  if (isRangeProblem(range)) throw new DomainError('validation_failed', range.problem, { field: range.field });
  return { ...range, timeZone };
}

const oneDecimal = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);
const rank = <Value>(list: readonly Value[], value: Value) => list.indexOf(value);

const labelOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function slaRowOf(figure: repository.SlaMetFigures): SlaMetRow {
  return {
    dimension: figure.dimension,
    key: figure.key,
    label: figure.dimension === 'priority' ? (priorityLabels[figure.label as Priority] ?? figure.label) : figure.label,
    target: figure.target,
    met: figure.met,
    breached: figure.breached,
    percentMet: percentMetOf(figure.met, figure.breached) ?? 0,
  };
}

/** By dimension, then by name (priorities most urgent first), then by target. */
function sortSlaRows(rows: SlaMetRow[]): SlaMetRow[] {
  return rows.sort(
    (a, b) =>
      rank(reportDimensions, a.dimension) - rank(reportDimensions, b.dimension) ||
      (a.dimension === 'priority'
        ? rank(priorities, b.key as Priority) - rank(priorities, a.key as Priority)
        : labelOrder.compare(a.label, b.label) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) ||
      rank(slaTargetKinds, a.target) - rank(slaTargetKinds, b.target),
  );
}

type ReportWindow = { timeZone: string; from: string; to: string; scope: 'own' | 'organization' };
type ServiceLevelFigures = Omit<ServiceLevelReport, 'slaMetOmitted' | keyof ReportWindow>;

/** The days asked with what was created and resolved on each and the backlog at each day's end. */
async function readTicketDays(tx: Tx, scope: ReportScope, window: Window, range: ReportRange) {
  const counts = await repository.countTicketsPerDay(tx, scope, window);
  const byDate = new Map(counts.days.map((day) => [day.date, day]));
  const days = datesOfRange(range).map((date) => ({ date, created: 0, resolved: 0, ...byDate.get(date) }));
  return withBacklog(days, counts.backlogAtEnd);
}

/** Response and resolution times and every policy, agent, customer and priority's targets met, as the CSV has them (unsorted). */
async function readServiceLevelFigures(tx: Tx, scope: ReportScope, window: Window): Promise<ServiceLevelFigures> {
  const durations = await repository.summarizeDurations(tx, scope, window);
  const sla = await repository.countSlaResults(tx, scope, window);
  const durationOf = (target: 'first_response' | 'resolution'): Duration => {
    const figure = durations.find((row) => row.target === target);
    return { median: oneDecimal(figure?.median), p90: oneDecimal(figure?.p90), count: figure?.count ?? 0 };
  };
  return { firstResponse: durationOf('first_response'), resolution: durationOf('resolution'), slaMet: sla.map(slaRowOf) };
}

type Window = { start: Date; end: Date; timeZone: string };

/** Runs a report's reads in one transaction on the caller's scope and the checked days. */
function readReport<Result>(
  options: Options,
  read: (tx: Tx, scope: ReportScope, window: Window, range: ReportRange) => Promise<Result>,
): Promise<ReportWindow & Result> {
  const scope = scopeOf(options.actor);
  return options.db.withTenantRead({ organizationId: scope.organizationId }, async (tx) => {
    const { timeZone, from, to } = await rangeIn(tx, options);
    const window = { start: instantOfLocal(from, '00:00', timeZone), end: instantOfLocal(addDays(to, 1), '00:00', timeZone), timeZone };
    const result = await read(tx, scope, window, { from, to });
    return { timeZone, from, to, scope: scope.memberId ? ('own' as const) : ('organization' as const), ...result };
  });
}

/** Tickets created and resolved per local day with the backlog at each day's end, for the days asked (the basic report). */
export function getTicketReport(options: Options): Promise<TicketReport> {
  return readReport(options, async (tx, scope, window, range) => ({ days: await readTicketDays(tx, scope, window, range) }));
}

/**
 * How long first responses and resolutions took and the share of service-level targets met (the busiest policies,
 * agents, customers and priorities), for the days asked: the advanced report.
 */
export async function getServiceLevelReport(options: Options): Promise<ServiceLevelReport> {
  const report = await readReport(options, readServiceLevelFigures);
  const { rows, omitted } = keepBusiestKeys(report.slaMet);
  return { ...report, slaMet: sortSlaRows(rows), slaMetOmitted: omitted };
}

const minutesCell = (value: number | null) => (value === null ? '' : String(value));

/**
 * The ticket report as CSV: the days, then, for a caller who may see the advanced report, the response and resolution
 * times and the targets met; text cells guarded.
 */
export async function exportTicketReport(options: Options): Promise<{ filename: string; csv: string }> {
  const { actor } = options;
  const report = await readReport(options, async (tx, scope, window, range) => {
    const policy = await readPermissionPolicy({ tx, organizationId: actor.organizationId });
    return {
      days: await readTicketDays(tx, scope, window, range),
      serviceLevels: isPermitted(actor.role, policy, 'reports.view_advanced') ? await readServiceLevelFigures(tx, scope, window) : null,
    };
  });
  const lines: string[][] = [
    ['Date', 'Created', 'Resolved', 'Backlog'],
    ...report.days.map((day) => [day.date, String(day.created), String(day.resolved), String(day.backlog)]),
  ];
  const figures = report.serviceLevels;
  if (figures) {
    lines.push(
      [],
      ['Measure', 'Clocks stopped', 'Median (minutes)', '90th percentile (minutes)'],
      ...(
        [
          ['First response', figures.firstResponse],
          ['Resolution', figures.resolution],
        ] as const
      ).map(([name, figure]) => [name, String(figure.count), minutesCell(figure.median), minutesCell(figure.p90)]),
      [],
      ['Dimension', 'Name', 'Target', 'Met', 'Breached', 'Percent met'],
      ...sortSlaRows(figures.slaMet).map((row) => [
        reportDimensionLabels[row.dimension],
        guardSpreadsheetCell(row.label),
        slaTargetLabels[row.target],
        String(row.met),
        String(row.breached),
        String(row.percentMet),
      ]),
    );
  }
  const owner = report.scope === 'own' ? 'my-tickets' : 'tickets';
  return { filename: `${owner}-report-${report.from}-to-${report.to}.csv`, csv: stringify(lines) };
}

const round2 = (hours: number) => Math.round(hours * 100) / 100;

/**
 * Each person's hours in the days asked, from the stored time cards: regular, overtime (reckoned on whole work weeks
 * as the organization's time card settings say), PTO and leave, and approved PTO requests starting in the range.
 */
export function getTimeReport(options: Options): Promise<TimeReport> {
  const scope = scopeOf(options.actor);
  const { organizationId } = scope;
  return options.db.withTenantRead({ organizationId }, async (tx) => {
    const { timeZone, from, to } = await rangeIn(tx, options);
    const { isConfigured, settings } = await findTimecardSettings(tx, organizationId);
    const staff = scope.memberId
      ? [await findStaffMember(tx, organizationId, scope.memberId)].filter((member) => member !== null)
      : await listStaff(tx, organizationId);
    const ids = staff.map((member) => member.userId);
    const days = await listSheetDays(tx, organizationId, ids, startOfWeek(from, settings.weekStartDay), to);
    const requested = new Map((await repository.sumApprovedPto(tx, scope, { from, to })).map((row) => [row.userId, row.hours]));
    return {
      timeZone,
      from,
      to,
      scope: scope.memberId ? 'own' : 'organization',
      isConfigured,
      overtime:
        settings.overtimeCalculationMode === 'weekly'
          ? { mode: 'weekly', afterHours: settings.overtimeAfterHours }
          : { mode: 'daily', afterHours: settings.dailyOvertimeAfterHours },
      people: staff.map((member) => {
        const totals = computeRangeTotals(
          days.filter((day) => day.userId === member.userId),
          settings,
          { from, to },
        );
        return {
          userId: member.userId,
          name: member.name || member.email,
          regularHours: totals.regularHours,
          overtimeHours: totals.overtimeHours,
          ptoHours: round2(totals.ptoHours + totals.vacationHours + totals.sickHours + totals.holidayHours),
          approvedPtoRequestHours: round2(requested.get(member.userId) ?? 0),
          totalHours: totals.totalHours,
        };
      }),
    };
  });
}

import { DomainError } from '../../../domain/errors.ts';
import {
  ptoRequestNotice,
  ptoReviewedNotice,
  timesheetReviewedNotice,
  timesheetSubmittedNotice,
} from '../../../domain/time-card-notices.ts';
import {
  blankDay,
  clockWarningOf,
  computePeriodTotals,
  computePtoBalances,
  type DayRow,
  datesOf,
  isBlankDay,
  missingRequiredFields,
  type PayPeriod,
  payPeriodOf,
  roundToQuarter,
  summarizeClockDay,
} from '../../../domain/time-cards.ts';
import { holidaysBetween, type TimecardSettings } from '../../../domain/timecard-settings.ts';
import { localDateOf, localTimeOf } from '../../../domain/zoned-time.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { ptoRequests, timeEntries, timesheets } from '../../db/schema.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvent, publishEvents } from '../../realtime/publish-event.ts';
import { recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import { findDateTimeSettings, findOrganizationTimeZone } from '../datetime-settings/datetime-settings.repository.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import { findTimecardSettings } from '../timecard-settings/timecard-settings.repository.ts';
import type { ClockRecord, PtoRequestRecord, StaffMember, TimesheetRecord } from './time-cards.repository.ts';
import * as repository from './time-cards.repository.ts';
import type { ClockStateDto, PtoDto, TeamDto, TimesheetDto } from './time-cards.schemas.ts';
import { deliverSubmission, timesheetCsv } from './timesheet-submission.ts';

export interface Services {
  db: Database;
  config: Config;
  clock: Clock;
}

type Options = Services & { actor: ActingMember };

const LIST_LIMIT = 200;

/** What every time card change needs: the rules, the organization's time zone and today there. */
async function contextOf(tx: Tx, organizationId: string, now: Date) {
  const { settings } = await findTimecardSettings(tx, organizationId);
  const timeZone = await findOrganizationTimeZone(tx, organizationId);
  return { settings, timeZone, today: localDateOf(now, timeZone) };
}

/** The person whose time card is asked for: one's own, or (org admins) any staff member's. */
async function personOf(tx: Tx, actor: ActingMember, userId: string | undefined): Promise<StaffMember> {
  if (userId && userId !== actor.userId && actor.role !== 'org_admin' && actor.role !== 'super_admin') throw new DomainError('forbidden');
  const person = await repository.findStaffMember(tx, actor.organizationId, userId ?? actor.userId);
  if (!person) throw new DomainError('timesheet_not_found');
  return person;
}

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** The saved rows of a period, or (never saved) its holidays filled in, with blank rows for the other days. */
function daysOfPeriod(period: PayPeriod, settings: TimecardSettings, saved: DayRow[], isNew: boolean): DayRow[] {
  const byDate = new Map(saved.map((day) => [day.date, day]));
  const holidays = holidaysBetween(settings.holidayList, period.start, period.end);
  return datesOf(period, true).map((date) => {
    const row = byDate.get(date);
    if (row) return row;
    const holiday = holidays.get(date);
    if (!isNew || !holiday) return blankDay(date);
    return {
      ...blankDay(date),
      holidayHours: settings.customColumns.holidayHours ? settings.dailyOvertimeAfterHours : 0,
      notes: settings.customColumns.notes ? holiday : '',
    };
  });
}

function timesheetDtoOf(
  person: StaffMember,
  period: PayPeriod,
  settings: TimecardSettings,
  sheet: TimesheetRecord | null,
  saved: DayRow[],
): TimesheetDto {
  const days = daysOfPeriod(period, settings, saved, sheet === null);
  const status = sheet?.status ?? 'draft';
  return {
    id: sheet?.id ?? null,
    userId: person.userId,
    userName: person.name || person.email,
    periodStart: period.start,
    periodEnd: period.end,
    status,
    version: sheet?.version ?? 0,
    isEditable: status === 'draft' || status === 'rejected',
    submittedAt: isoOrNull(sheet?.submittedAt ?? null),
    reviewedAt: isoOrNull(sheet?.reviewedAt ?? null),
    reviewComment: sheet?.reviewComment ?? null,
    days,
    holidays: [...holidaysBetween(settings.holidayList, period.start, period.end)].map(([date, name]) => ({ date, name })),
    totals: computePeriodTotals(days, settings),
  };
}

async function loadTimesheet(tx: Tx, person: StaffMember, organizationId: string, settings: TimecardSettings, period: PayPeriod) {
  const sheet = await repository.findTimesheet(tx, organizationId, person.userId, period.start);
  const saved = await repository.listSheetDays(tx, organizationId, [person.userId], period.start, period.end);
  return timesheetDtoOf(person, period, settings, sheet, saved);
}

export function getTimesheet(options: Options & { date?: string; userId?: string }): Promise<TimesheetDto> {
  const { db, clock, actor } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const { settings, today } = await contextOf(tx, organizationId, clock.now());
    const person = await personOf(tx, actor, options.userId);
    return loadTimesheet(tx, person, organizationId, settings, payPeriodOf(options.date ?? today, settings));
  });
}

/** A period's totals as stored with its timesheet (the per-week split is recomputed when read). */
function sumsOf(days: DayRow[], settings: TimecardSettings): Record<string, number> {
  const { weeks: _weeks, ...sums } = computePeriodTotals(days, settings);
  return sums;
}

function assertEditable(sheet: TimesheetRecord | null): void {
  if (sheet?.status === 'submitted') throw new DomainError('timesheet_submitted');
  if (sheet?.status === 'approved') throw new DomainError('timesheet_approved');
}

/**
 * The period's timesheet row, created with its holidays on first use; locked for the transaction.
 * A version other than the stored one means another tab or device saved in between.
 */
async function lockTimesheetAt(
  tx: Tx,
  scope: { organizationId: string; userId: string; period: PayPeriod; settings: TimecardSettings; now: Date },
  expectedVersion: number | null,
): Promise<TimesheetRecord> {
  const { organizationId, userId, period, now } = scope;
  const existing = await repository.findTimesheet(tx, organizationId, userId, period.start, { forUpdate: true });
  if (existing) {
    if (expectedVersion !== null && existing.version !== expectedVersion) throw new DomainError('timesheet_stale');
    return existing;
  }
  if (expectedVersion !== null && expectedVersion !== 0) throw new DomainError('timesheet_stale');
  const created = await repository.insertTimesheet(tx, {
    organizationId,
    userId,
    periodStart: period.start,
    periodEnd: period.end,
    createdAt: now,
    updatedAt: now,
  });
  // Another request created it between our read and insert: its content is newer than what this one saw.
  if (!created) throw new DomainError('timesheet_stale');
  const holidays = daysOfPeriod(period, scope.settings, [], true).filter((day) => !isBlankDay(day));
  await repository.replaceSheetDays(
    tx,
    { organizationId, userId, timesheetId: created.id, from: period.start, to: period.end, now },
    holidays,
  );
  return created;
}

async function announceTimesheet(
  tx: Tx,
  organizationId: string,
  userId: string,
  periodStart: string,
  sheet: { id: string; status: string },
) {
  await publishEvents(tx, [
    { organizationId, userId, type: 'timesheet.updated', payload: { periodStart, status: sheet.status } },
    // Admins' approval and team views refresh; no hours in an organization-wide event. Its id and status make a
    // submitted or approved sheet a webhook event (decision 184).
    { organizationId, type: 'timesheets.changed', payload: { periodStart, timesheetId: sheet.id, status: sheet.status } },
  ]);
}

/** A timesheet as the API returns it, for a webhook delivery; null when it is gone. */
export async function findTimesheetDto(tx: Tx, organizationId: string, timesheetId: string): Promise<TimesheetDto | null> {
  const sheet = await repository.lockRow(tx, timesheets, { organizationId, id: timesheetId });
  if (!sheet) return null;
  const person = await repository.findStaffMember(tx, organizationId, sheet.userId);
  if (!person) return null;
  const { settings } = await findTimecardSettings(tx, organizationId);
  const period = { start: sheet.periodStart, end: sheet.periodEnd };
  const saved = await repository.listSheetDays(tx, organizationId, [sheet.userId], period.start, period.end);
  return timesheetDtoOf(person, period, settings, sheet, saved);
}

/** The caller's editable timesheet of the period starting on `periodStart`, locked, at the version they last saw. */
async function openPeriodOf(tx: Tx, options: Options & { periodStart: string; version: number }) {
  const { actor, clock } = options;
  const organizationId = actor.organizationId;
  const now = clock.now();
  const { settings } = await contextOf(tx, organizationId, now);
  const person = await personOf(tx, actor, undefined);
  const period = payPeriodOf(options.periodStart, settings);
  if (period.start !== options.periodStart) {
    throw new DomainError('validation_failed', `A pay period starts on ${period.start}, not ${options.periodStart}.`, {
      field: 'periodStart',
    });
  }
  const sheet = await lockTimesheetAt(tx, { organizationId, userId: person.userId, period, settings, now }, options.version);
  assertEditable(sheet);
  return { now, settings, person, period, sheet };
}

/** Auto-save of a period: its day rows replaced as sent, refused when the period is locked or the version is stale. */
export function saveTimesheet(options: Options & { periodStart: string; version: number; days: DayRow[] }): Promise<TimesheetDto> {
  const { db, actor } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const { now, settings, person, period, sheet } = await openPeriodOf(tx, options);
    const outside = options.days.find((day) => day.date < period.start || day.date > period.end);
    if (outside) throw new DomainError('validation_failed', `${outside.date} is not in this pay period.`, { field: 'days' });
    if (new Set(options.days.map((day) => day.date)).size !== options.days.length) {
      throw new DomainError('validation_failed', 'Send each day once.', { field: 'days' });
    }
    const days = options.days.filter((day) => !isBlankDay(day));
    await repository.replaceSheetDays(
      tx,
      { organizationId, userId: person.userId, timesheetId: sheet.id, from: period.start, to: period.end, now },
      days,
    );
    const totals = sumsOf(days, settings);
    const updated = await repository.updateRow(
      tx,
      timesheets,
      { organizationId, id: sheet.id },
      { version: sheet.version + 1, totals, updatedAt: now },
    );
    await announceTimesheet(tx, organizationId, person.userId, period.start, updated);
    return timesheetDtoOf(person, period, settings, updated, days);
  });
}

/** Submits a period as the organization says: into the approval queue, by e-mail with its CSV, or as a ticket. */
export function submitTimesheet(options: Options & { periodStart: string; version: number }): Promise<TimesheetDto> {
  const { db, clock, actor, config } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const { now, settings, person, period, sheet } = await openPeriodOf(tx, options);
    const saved = await repository.listSheetDays(tx, organizationId, [person.userId], period.start, period.end);
    if (
      !saved.some((day) => day.regularHours + day.overtimeHours + day.sickHours + day.vacationHours + day.holidayHours + day.ptoHours > 0)
    ) {
      throw new DomainError('timesheet_empty');
    }
    const missing = missingRequiredFields(saved, settings.requiredFields);
    if (missing) throw new DomainError('timesheet_required_fields', missing, { field: 'days' });
    if (settings.submissionMethod === 'email_submit' && !settings.submissionEmail) throw new DomainError('submission_email_missing');
    const isQueued = settings.requiresSupervisorApproval || settings.submissionMethod === 'system_only';
    const updated = await repository.updateRow(
      tx,
      timesheets,
      { organizationId, id: sheet.id },
      {
        status: isQueued ? 'submitted' : 'approved',
        submittedAt: now,
        reviewedAt: isQueued ? null : now,
        reviewedBy: null,
        reviewComment: null,
        totals: sumsOf(saved, settings),
        version: sheet.version + 1,
        updatedAt: now,
      },
    );
    const dto = timesheetDtoOf(person, period, settings, updated, saved);
    await deliverSubmission({ tx, db, config, clock, actor, settings, timesheet: dto });
    if (isQueued) {
      const admins = (await repository.listAdminIds(tx, organizationId)).filter((id) => id !== person.userId);
      await notifyMembers({
        tx,
        config,
        organizationId,
        recipientIds: admins,
        notice: timesheetSubmittedNotice(
          dto.userName,
          period.start,
          period.end,
          (await findDateTimeSettings(tx, organizationId)).dateFormat,
        ),
        relatedId: updated.id,
        path: '/time-cards?view=approvals',
        now,
      });
    }
    await announceTimesheet(tx, organizationId, person.userId, period.start, updated);
    return dto;
  });
}

/** An org admin approves a submitted period, or sends it back editable with a comment; the person hears of it. */
export function reviewTimesheet(
  options: Options & { timesheetId: string; decision: 'approve' | 'reject'; comment: string },
): Promise<TimesheetDto> {
  const { db, clock, actor, config } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const { settings } = await contextOf(tx, organizationId, now);
    const sheet = await repository.lockRow(tx, timesheets, { organizationId, id: options.timesheetId });
    if (!sheet) throw new DomainError('timesheet_not_found');
    if (sheet.status !== 'submitted') throw new DomainError('timesheet_not_submitted');
    if (options.decision === 'reject' && !options.comment)
      throw new DomainError('rejection_comment_required', undefined, { field: 'comment' });
    const person = await repository.findStaffMember(tx, organizationId, sheet.userId);
    if (!person) throw new DomainError('timesheet_not_found');
    const updated = await repository.updateRow(
      tx,
      timesheets,
      { organizationId, id: sheet.id },
      {
        status: options.decision === 'approve' ? 'approved' : 'rejected',
        reviewedBy: actor.userId,
        reviewedAt: now,
        reviewComment: options.comment || null,
        version: sheet.version + 1,
        updatedAt: now,
      },
    );
    await notifyMembers({
      tx,
      config,
      organizationId,
      recipientIds: [sheet.userId],
      notice: timesheetReviewedNotice(
        options.decision,
        sheet.periodStart,
        sheet.periodEnd,
        options.comment,
        (await findDateTimeSettings(tx, organizationId)).dateFormat,
      ),
      relatedId: sheet.id,
      path: `/time-cards?date=${sheet.periodStart}`,
      now,
    });
    await announceTimesheet(tx, organizationId, sheet.userId, sheet.periodStart, updated);
    const period = { start: sheet.periodStart, end: sheet.periodEnd };
    const saved = await repository.listSheetDays(tx, organizationId, [sheet.userId], period.start, period.end);
    return timesheetDtoOf(person, period, settings, updated, saved);
  });
}

export function listApprovals(options: Options) {
  const { db, actor } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const staff = new Map((await repository.listStaff(tx, organizationId)).map((member) => [member.userId, member.name || member.email]));
    const sheets = await repository.listSubmittedTimesheets(tx, organizationId, LIST_LIMIT);
    const requests = await repository.listPendingPtoRequests(tx, organizationId, LIST_LIMIT);
    return {
      timesheets: sheets.map((sheet) => ({
        id: sheet.id,
        userId: sheet.userId,
        userName: staff.get(sheet.userId) ?? '',
        periodStart: sheet.periodStart,
        periodEnd: sheet.periodEnd,
        submittedAt: isoOrNull(sheet.submittedAt),
        totals: sheet.totals,
      })),
      ptoRequests: requests.map((request) => ({
        ...ptoRequestDtoOf(request),
        userId: request.userId,
        userName: staff.get(request.userId) ?? '',
      })),
    };
  });
}

function clockEntryDtoOf(entry: ClockRecord) {
  return {
    id: entry.id,
    clockIn: isoOrNull(entry.clockIn) ?? '',
    clockOut: isoOrNull(entry.clockOut),
    breakHours: entry.breakHours,
    breakStartedAt: isoOrNull(entry.breakStartedAt),
  };
}

async function clockStateOf(tx: Tx, organizationId: string, userId: string, now: Date): Promise<ClockStateDto> {
  const { settings, timeZone, today } = await contextOf(tx, organizationId, now);
  const open = await repository.findOpenClock(tx, organizationId, userId);
  const entries = await repository.listClockEntries(tx, organizationId, userId, today);
  // A clock left running since an earlier day still counts towards today's figures until it is stopped.
  const counted = open && !entries.some((entry) => entry.id === open.id) ? [open, ...entries] : entries;
  const facts = counted.map((entry) => ({ ...entry, clockIn: entry.clockIn ?? now }));
  return {
    today,
    openEntry: open ? clockEntryDtoOf(open) : null,
    entries: entries.map(clockEntryDtoOf),
    summary: summarizeClockDay(facts, now, settings.dailyOvertimeAfterHours),
    warning: open?.clockIn ? clockWarningOf({ clockIn: open.clockIn, clockOut: null }, now, (at) => localDateOf(at, timeZone)) : null,
  };
}

export function getClock(options: Options): Promise<ClockStateDto> {
  const { db, clock, actor } = options;
  return db.withTenant({ organizationId: actor.organizationId }, (tx) => clockStateOf(tx, actor.organizationId, actor.userId, clock.now()));
}

const hoursSince = (from: Date, to: Date) => Math.max(0, to.getTime() - from.getTime()) / 3_600_000;

/** Clock in, clock out, start or end a break; every device of the person sees the new state live. */
export function changeClock(options: Options & { action: 'clock_in' | 'clock_out' | 'start_break' | 'end_break' }): Promise<ClockStateDto> {
  const { db, clock, actor } = options;
  const { organizationId, userId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const { settings, timeZone, today } = await contextOf(tx, organizationId, now);
    const open = await repository.findOpenClock(tx, organizationId, userId);
    switch (options.action) {
      case 'clock_in': {
        if (open) throw new DomainError('clock_already_in');
        const created = await repository.insertClockIn(tx, { organizationId, userId, workDate: today, clockIn: now });
        if (!created) throw new DomainError('clock_already_in');
        break;
      }
      case 'start_break':
        if (!open) throw new DomainError('clock_not_in');
        if (open.breakStartedAt) throw new DomainError('break_already_started');
        await repository.updateRow(tx, timeEntries, { organizationId, id: open.id }, { breakStartedAt: now, updatedAt: now });
        break;
      case 'end_break':
        if (!open) throw new DomainError('clock_not_in');
        if (!open.breakStartedAt) throw new DomainError('break_not_started');
        await repository.updateRow(
          tx,
          timeEntries,
          { organizationId, id: open.id },
          {
            breakHours: roundTo2(open.breakHours + hoursSince(open.breakStartedAt, now)),
            breakStartedAt: null,
            updatedAt: now,
          },
        );
        break;
      case 'clock_out': {
        if (!open) throw new DomainError('clock_not_in');
        const breakHours = open.breakStartedAt ? open.breakHours + hoursSince(open.breakStartedAt, now) : open.breakHours;
        await repository.updateRow(
          tx,
          timeEntries,
          { organizationId, id: open.id },
          {
            clockOut: now,
            breakHours: roundTo2(breakHours),
            breakStartedAt: null,
            updatedAt: now,
          },
        );
        await copyClockToTimesheet(tx, { organizationId, userId, settings, timeZone, workDate: open.workDate, now });
        break;
      }
    }
    const state = await clockStateOf(tx, organizationId, userId, now);
    await publishEvent(tx, { organizationId, userId, type: 'clock.updated', payload: { action: options.action } });
    await publishEvent(tx, { organizationId, type: 'timesheets.changed', payload: { periodStart: payPeriodOf(today, settings).start } });
    return state;
  });
}

const roundTo2 = (hours: number) => Math.round(hours * 100) / 100;

/** The day's clock entries become its timesheet row (first in, last out, hours worked to the quarter) while the period is open. */
async function copyClockToTimesheet(
  tx: Tx,
  scope: { organizationId: string; userId: string; settings: TimecardSettings; timeZone: string; workDate: string; now: Date },
): Promise<void> {
  const { organizationId, userId, settings, timeZone, workDate, now } = scope;
  const period = payPeriodOf(workDate, settings);
  const sheet = await lockTimesheetAt(tx, { organizationId, userId, period, settings, now }, null);
  if (sheet.status === 'submitted' || sheet.status === 'approved') return;
  const entries = (await repository.listClockEntries(tx, organizationId, userId, workDate)).filter(
    (entry) => entry.clockIn && entry.clockOut,
  );
  const first = entries[0];
  const last = entries.at(-1);
  if (!first?.clockIn || !last?.clockOut) return;
  const worked = entries.reduce(
    (total, entry) => total + (entry.clockIn && entry.clockOut ? hoursSince(entry.clockIn, entry.clockOut) - entry.breakHours : 0),
    0,
  );
  const [existing] = await repository.listSheetDays(tx, organizationId, [userId], workDate, workDate);
  await repository.upsertSheetDay(
    tx,
    { organizationId, userId, timesheetId: sheet.id, now },
    {
      ...(existing ?? blankDay(workDate)),
      startTime: localTimeOf(first.clockIn, timeZone),
      endTime: localTimeOf(last.clockOut, timeZone),
      regularHours: roundToQuarter(Math.max(0, worked)),
    },
  );
  const saved = await repository.listSheetDays(tx, organizationId, [userId], period.start, period.end);
  const totals = sumsOf(saved, settings);
  await repository.updateRow(tx, timesheets, { organizationId, id: sheet.id }, { version: sheet.version + 1, totals, updatedAt: now });
  await publishEvent(tx, {
    organizationId,
    userId,
    type: 'timesheet.updated',
    payload: { periodStart: period.start, status: sheet.status },
  });
}

/** Everyone's hours for a period: regular, overtime and time off, with running clocks flagged. */
export function getTeam(options: Options & { date?: string }): Promise<TeamDto> {
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
export async function exportTeam(options: Options & { date?: string }): Promise<{ filename: string; csv: string }> {
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

function ptoRequestDtoOf(request: PtoRequestRecord) {
  return {
    id: request.id,
    category: request.category,
    startDate: request.startDate,
    hours: request.hours,
    note: request.note,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  };
}

async function ptoOf(tx: Tx, organizationId: string, userId: string, settings: TimecardSettings, today: string): Promise<PtoDto> {
  const requests = await repository.listPtoRequests(tx, organizationId, userId);
  const balances = computePtoBalances({
    pto: settings.ptoTracking,
    approvedPeriodEnds: await repository.listApprovedPeriodEnds(tx, organizationId, userId),
    requests: requests.map((request) => ({ ...request, date: request.startDate })),
    today,
  });
  return { isEnabled: settings.ptoTracking.enabled, balances, requests: requests.map(ptoRequestDtoOf) };
}

export function getPto(options: Options): Promise<PtoDto> {
  const { db, clock, actor } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const { settings, today } = await contextOf(tx, organizationId, clock.now());
    return ptoOf(tx, organizationId, actor.userId, settings, today);
  });
}

export function requestPto(
  options: Options & { input: { category: string; startDate: string; hours: number; note: string } },
): Promise<PtoDto> {
  const { db, clock, actor, config, input } = options;
  const { organizationId, userId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const { settings, today } = await contextOf(tx, organizationId, now);
    if (!settings.ptoTracking.enabled) throw new DomainError('pto_disabled');
    if (!settings.ptoTracking.categories.includes(input.category))
      throw new DomainError('pto_category_unknown', undefined, { field: 'category' });
    const before = await ptoOf(tx, organizationId, userId, settings, today);
    const balance = before.balances.find((entry) => entry.category === input.category);
    if (!balance || input.hours > balance.balanceHours - balance.pendingHours) {
      throw new DomainError('pto_balance_too_low', undefined, { field: 'hours' });
    }
    const created = await repository.insertPtoRequest(tx, { organizationId, userId, ...input, createdAt: now, updatedAt: now });
    const admins = (await repository.listAdminIds(tx, organizationId)).filter((id) => id !== userId);
    await notifyMembers({
      tx,
      config,
      organizationId,
      recipientIds: admins,
      notice: ptoRequestNotice(
        actor.name || actor.email,
        input.hours,
        input.category,
        input.startDate,
        (await findDateTimeSettings(tx, organizationId)).dateFormat,
      ),
      relatedId: created.id,
      path: '/time-cards?view=approvals',
      now,
    });
    await publishEvent(tx, { organizationId, type: 'timesheets.changed', payload: {} });
    return ptoOf(tx, organizationId, userId, settings, today);
  });
}

/** An org admin approves a PTO request (deducted from the balance from then on) or declines it. */
export function reviewPtoRequest(options: Options & { requestId: string; decision: 'approve' | 'reject' }): Promise<void> {
  const { db, clock, actor, config } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const request = await repository.lockRow(tx, ptoRequests, { organizationId, id: options.requestId });
    if (!request) throw new DomainError('pto_request_not_found');
    if (request.status !== 'pending') throw new DomainError('pto_request_not_pending');
    const status = options.decision === 'approve' ? 'approved' : 'rejected';
    await repository.updateRow(
      tx,
      ptoRequests,
      { organizationId, id: request.id },
      {
        status,
        reviewedBy: actor.userId,
        reviewedAt: now,
        updatedAt: now,
      },
    );
    await notifyMembers({
      tx,
      config,
      organizationId,
      recipientIds: [request.userId],
      notice: ptoReviewedNotice(
        options.decision,
        request.hours,
        request.category,
        request.startDate,
        (await findDateTimeSettings(tx, organizationId)).dateFormat,
      ),
      relatedId: request.id,
      path: '/time-cards',
      now,
    });
    await publishEvent(tx, { organizationId, userId: request.userId, type: 'pto.updated', payload: { requestId: request.id, status } });
    await publishEvent(tx, { organizationId, type: 'timesheets.changed', payload: {} });
  });
}

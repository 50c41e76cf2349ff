import { DomainError } from '../../../domain/errors.ts';
import { timesheetSubmittedNotice } from '../../../domain/time-card-notices.ts';
import { type DayRow, isBlankDay, missingRequiredFields, type PayPeriod, payPeriodOf } from '../../../domain/time-cards.ts';
import type { TimecardSettings } from '../../../domain/timecard-settings.ts';
import type { Tx } from '../../db/client.ts';
import { timesheets } from '../../db/schema.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { findDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import { findTimecardSettings } from '../timecard-settings/timecard-settings.repository.ts';
import type { StaffMember, TimesheetRecord } from './time-cards.repository.ts';
import * as repository from './time-cards.repository.ts';
import type { TimesheetDto } from './time-cards.schemas.ts';
import { announceTimesheet, contextOf, lockTimesheetAt, sumsOf, type TimeCardOptions, timesheetDtoOf } from './time-cards.shared.ts';
import { deliverSubmission } from './timesheet-submission.ts';

/** The person whose time card is asked for: one's own, or (org admins) any staff member's. */
async function personOf(tx: Tx, actor: ActingMember, userId: string | undefined): Promise<StaffMember> {
  if (userId && userId !== actor.userId && actor.role !== 'org_admin' && actor.role !== 'super_admin') throw new DomainError('forbidden');
  const person = await repository.findStaffMember(tx, actor.organizationId, userId ?? actor.userId);
  if (!person) throw new DomainError('timesheet_not_found');
  return person;
}

async function loadTimesheet(tx: Tx, person: StaffMember, organizationId: string, settings: TimecardSettings, period: PayPeriod) {
  const sheet = await repository.findTimesheet(tx, organizationId, person.userId, period.start);
  const saved = await repository.listSheetDays(tx, organizationId, [person.userId], period.start, period.end);
  return timesheetDtoOf(person, period, settings, sheet, saved);
}

export function getTimesheet(options: TimeCardOptions & { date?: string; userId?: string }): Promise<TimesheetDto> {
  const { db, clock, actor } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const { settings, today } = await contextOf(tx, organizationId, clock.now());
    const person = await personOf(tx, actor, options.userId);
    return loadTimesheet(tx, person, organizationId, settings, payPeriodOf(options.date ?? today, settings));
  });
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

function assertEditable(sheet: TimesheetRecord | null): void {
  if (sheet?.status === 'submitted') throw new DomainError('timesheet_submitted');
  if (sheet?.status === 'approved') throw new DomainError('timesheet_approved');
}

/** The caller's editable timesheet of the period starting on `periodStart`, locked, at the version they last saw. */
async function openPeriodOf(tx: Tx, options: TimeCardOptions & { periodStart: string; version: number }) {
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
export function saveTimesheet(options: TimeCardOptions & { periodStart: string; version: number; days: DayRow[] }): Promise<TimesheetDto> {
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
export function submitTimesheet(options: TimeCardOptions & { periodStart: string; version: number }): Promise<TimesheetDto> {
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

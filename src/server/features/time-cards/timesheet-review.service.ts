import { DomainError } from '../../../domain/errors.ts';
import { timesheetReviewedNotice } from '../../../domain/time-card-notices.ts';
import { timesheets } from '../../db/schema.ts';
import { findDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import * as repository from './time-cards.repository.ts';
import type { TimesheetDto } from './time-cards.schemas.ts';
import { announceTimesheet, contextOf, isoOrNull, ptoRequestDtoOf, type TimeCardOptions, timesheetDtoOf } from './time-cards.shared.ts';

const LIST_LIMIT = 200;

/** An org admin approves a submitted period, or sends it back editable with a comment; the person hears of it. */
export function reviewTimesheet(
  options: TimeCardOptions & { timesheetId: string; decision: 'approve' | 'reject'; comment: string },
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

export function listApprovals(options: TimeCardOptions) {
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

import { stringify } from 'csv-stringify/sync';
import type { DateFormat } from '../../../domain/datetime-settings.ts';
import { periodLabel } from '../../../domain/time-card-notices.ts';
import {
  computePeriodTotals,
  type DayRow,
  dayNames,
  isBlankDay,
  reckonDays,
  type TimesheetStatus,
  timesheetStatusLabel,
  weekdayOf,
} from '../../../domain/time-cards.ts';
import { columnLabels, hourColumns, type TimecardSettings } from '../../../domain/timecard-settings.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { findDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';
import { openTicket } from '../tickets/ticket-creation.service.ts';
import type { TimesheetDto } from './time-cards.schemas.ts';

const hours = (value: number) => value.toFixed(2);

/**
 * A period's days as CSV: one line per worked day of each person, then their totals. Each day's regular and overtime
 * hours are as the organization reckons overtime, so the days add up to the totals; Overtime is always a column.
 */
export function timesheetCsv(
  settings: TimecardSettings,
  people: { name: string; status: TimesheetStatus | null; days: DayRow[] }[],
): string {
  const columns = hourColumns.filter((column) => column === 'overtimeHours' || settings.customColumns[column]);
  const header = [
    'Name',
    'Status',
    'Date',
    'Day',
    'Start',
    'End',
    'Regular',
    ...columns.map((column) => columnLabels[column]),
    'Total',
    'Notes',
  ];
  const lines: string[][] = [header];
  for (const person of people) {
    const status = timesheetStatusLabel(person.status);
    const days = person.days.filter((day) => !isBlankDay(day));
    for (const day of reckonDays(days, settings)) {
      const total = columns.reduce((sum, column) => sum + day[column], day.regularHours);
      lines.push([
        person.name,
        status,
        day.date,
        dayNames[weekdayOf(day.date)] ?? '',
        day.startTime ?? '',
        day.endTime ?? '',
        hours(day.regularHours),
        ...columns.map((column) => hours(day[column])),
        hours(total),
        day.notes,
      ]);
    }
    const totals = computePeriodTotals(days, settings);
    lines.push([
      person.name,
      status,
      'Total',
      '',
      '',
      '',
      hours(totals.regularHours),
      ...columns.map((column) => hours(totals[column])),
      hours(totals.totalHours),
      '',
    ]);
  }
  return stringify(lines);
}

/** The summary every submission carries: the period and its totals. */
function submissionSummary(timesheet: TimesheetDto, settings: TimecardSettings, dateFormat: DateFormat): string {
  const columns = hourColumns.filter((column) => settings.customColumns[column] || column === 'overtimeHours');
  const lines = [
    `${timesheet.userName} submitted the timesheet for ${periodLabel(timesheet.periodStart, timesheet.periodEnd, dateFormat)}.`,
    '',
    `Regular: ${hours(timesheet.totals.regularHours)} h`,
    ...columns.map((column) => `${columnLabels[column]}: ${hours(timesheet.totals[column])} h`),
    `Total: ${hours(timesheet.totals.totalHours)} h`,
  ];
  if (settings.customFooterMessage) lines.push('', settings.customFooterMessage);
  return lines.join('\n');
}

/** Sends a submitted period where the organization wants it, inside the submission's transaction. */
export async function deliverSubmission(options: {
  tx: Tx;
  db: Database;
  config: Config;
  clock: Clock;
  actor: ActingMember;
  settings: TimecardSettings;
  timesheet: TimesheetDto;
}): Promise<void> {
  const { tx, settings, timesheet } = options;
  const { dateFormat } = await findDateTimeSettings(tx, options.actor.organizationId);
  const subject = `Timesheet: ${timesheet.userName}, ${periodLabel(timesheet.periodStart, timesheet.periodEnd, dateFormat)}`;
  const summary = submissionSummary(timesheet, settings, dateFormat);
  switch (settings.submissionMethod) {
    case 'system_only':
      return;
    case 'email_submit':
      await enqueueMail(tx, {
        to: settings.submissionEmail,
        subject,
        text: summary,
        attachments: [
          {
            filename: `timesheet-${timesheet.periodStart}.csv`,
            contentType: 'text/csv',
            content: timesheetCsv(settings, [{ name: timesheet.userName, status: timesheet.status, days: timesheet.days }]),
          },
        ],
      });
      return;
    case 'helpdesk_ticket':
      await openTicket(
        tx,
        { ...options, ticket: { subject, description: summary, priority: 'medium' } },
        { id: null, name: timesheet.userName, userId: null },
      );
      return;
  }
}

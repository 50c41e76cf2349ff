import { type DateFormat, formatCalendarDateAs } from './datetime-settings.ts';
import type { Notice } from './ticket-notices.ts';

/** A period as people read it, in the organization's date format: 11/15/2026 – 11/21/2026. */
export function periodLabel(start: string, end: string, dateFormat: DateFormat): string {
  return `${formatCalendarDateAs(start, dateFormat)} – ${formatCalendarDateAs(end, dateFormat)}`;
}

/** To the org admins: a timesheet waits for their review. */
export function timesheetSubmittedNotice(person: string, start: string, end: string, dateFormat: DateFormat): Notice {
  return {
    type: 'timesheet_submitted',
    title: 'Timesheet waiting for approval',
    message: `${person} submitted the timesheet for ${periodLabel(start, end, dateFormat)}`,
    category: null,
  };
}

/** To the person: their timesheet was approved, or sent back with the reviewer's comment. */
export function timesheetReviewedNotice(
  decision: 'approve' | 'reject',
  start: string,
  end: string,
  comment: string,
  dateFormat: DateFormat,
): Notice {
  const period = periodLabel(start, end, dateFormat);
  return decision === 'approve'
    ? { type: 'timesheet_reviewed', title: 'Timesheet approved', message: `Your timesheet for ${period} was approved`, category: null }
    : {
        type: 'timesheet_reviewed',
        title: 'Timesheet needs changes',
        message: `Your timesheet for ${period} was sent back: ${comment}`,
        category: null,
      };
}

export function ptoRequestNotice(person: string, hours: number, category: string, date: string, dateFormat: DateFormat): Notice {
  return {
    type: 'pto_request',
    title: 'PTO request',
    message: `${person} asks for ${hours} h of ${category} from ${formatCalendarDateAs(date, dateFormat)}`,
    category: null,
  };
}

export function ptoReviewedNotice(
  decision: 'approve' | 'reject',
  hours: number,
  category: string,
  date: string,
  dateFormat: DateFormat,
): Notice {
  const verb = decision === 'approve' ? 'approved' : 'declined';
  return {
    type: 'pto_reviewed',
    title: `PTO request ${verb}`,
    message: `Your request for ${hours} h of ${category} from ${formatCalendarDateAs(date, dateFormat)} was ${verb}`,
    category: null,
  };
}

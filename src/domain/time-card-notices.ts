import type { Notice } from './ticket-notices.ts';

const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** A period as people read it: 11/15/2026 – 11/21/2026. */
export function periodLabel(start: string, end: string): string {
  return `${usDate(start)} – ${usDate(end)}`;
}

/** To the org admins: a timesheet waits for their review. */
export function timesheetSubmittedNotice(person: string, start: string, end: string): Notice {
  return {
    type: 'timesheet_submitted',
    title: 'Timesheet waiting for approval',
    message: `${person} submitted the timesheet for ${periodLabel(start, end)}`,
    category: null,
  };
}

/** To the person: their timesheet was approved, or sent back with the reviewer's comment. */
export function timesheetReviewedNotice(decision: 'approve' | 'reject', start: string, end: string, comment: string): Notice {
  const period = periodLabel(start, end);
  return decision === 'approve'
    ? { type: 'timesheet_reviewed', title: 'Timesheet approved', message: `Your timesheet for ${period} was approved`, category: null }
    : {
        type: 'timesheet_reviewed',
        title: 'Timesheet needs changes',
        message: `Your timesheet for ${period} was sent back: ${comment}`,
        category: null,
      };
}

export function ptoRequestNotice(person: string, hours: number, category: string, date: string): Notice {
  return {
    type: 'pto_request',
    title: 'PTO request',
    message: `${person} asks for ${hours} h of ${category} from ${usDate(date)}`,
    category: null,
  };
}

export function ptoReviewedNotice(decision: 'approve' | 'reject', hours: number, category: string, date: string): Notice {
  const verb = decision === 'approve' ? 'approved' : 'declined';
  return {
    type: 'pto_reviewed',
    title: `PTO request ${verb}`,
    message: `Your request for ${hours} h of ${category} from ${usDate(date)} was ${verb}`,
    category: null,
  };
}

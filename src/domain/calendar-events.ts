import { z } from 'zod';
import type { Notice } from './ticket-notices.ts';
import { CLOCK_TIME_PATTERN, isCalendarDate } from './zoned-time.ts';

/** Event types with a colour on the calendar (workspace.md sections 3 and 5). */
export const calendarEventTypes = [
  'business_meeting',
  'customer_meeting',
  'demo',
  'maintenance',
  'support_call',
  'ticket_appointment',
  'other',
] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];

/** What the Add and Edit Event forms offer; ticket appointments are made from their ticket. */
export const offeredEventTypes = ['business_meeting', 'customer_meeting', 'demo', 'maintenance', 'support_call', 'other'] as const;
export type OfferedEventType = (typeof offeredEventTypes)[number];
export const DEFAULT_EVENT_TYPE: OfferedEventType = 'business_meeting';

/** What the calendar shows: events of each type, and work orders with a scheduled date. */
export const calendarItemTypes = [...calendarEventTypes, 'work_order'] as const;
export type CalendarItemType = (typeof calendarItemTypes)[number];

export const calendarEventTypeLabels: Record<CalendarItemType, string> = {
  business_meeting: 'Business Meeting',
  customer_meeting: 'Customer Meeting',
  demo: 'Demo',
  maintenance: 'Maintenance',
  support_call: 'Support Call',
  ticket_appointment: 'Ticket Appointment',
  other: 'Other',
  work_order: 'Work Order',
};

/** Longest event accepted; it also bounds how far back a range query looks for events still running. */
export const MAX_EVENT_DAYS = 31;
/** Longest range one calendar request reads (a month view shows six weeks). */
export const MAX_RANGE_DAYS = 100;
export const EVENT_TITLE_MAX = 200;
export const EVENT_TEXT_MAX = 5000;

export const calendarMessages = {
  titleRequired: 'Please enter a title for the event.',
  dateRequired: 'Please choose a date for the event.',
  timesRequired: 'Please enter a start and end time, or mark the event as all day.',
  endBeforeStart: 'The event must end after it starts.',
  datePast: 'The event date cannot be before today.',
  meetingUrlInvalid: 'Please enter the meeting link as a web address starting with https:// or http://.',
  tooLong: `An event can last at most ${MAX_EVENT_DAYS} days.`,
  notFound: 'Event not found.',
  notEditable: 'Only the person who created this event or an admin can change it.',
  appointmentOnTicket: 'Ticket appointments are changed on their ticket.',
  rangeInvalid: `Choose a range that ends after it starts and spans at most ${MAX_RANGE_DAYS} days.`,
  loginToCreate: 'You must be logged in to create events',
  loginToUpdate: 'You must be logged in to update events',
  loginToDelete: 'You must be logged in to delete events',
  created: 'Event created',
  updated: 'Event updated',
  deleted: 'Event deleted',
  createFailed: (message: string) => `Error creating event: ${message}`,
  updateFailed: (message: string) => `Error updating event: ${message}`,
  deleteFailed: (message: string) => `Error deleting event: ${message}`,
} as const;

/** The Add and Edit Event forms' fields: local dates and times in the organization's time zone. */
export const calendarEventInputSchema = z.object({
  title: z.string().max(EVENT_TITLE_MAX),
  description: z.string().max(EVENT_TEXT_MAX).default(''),
  eventType: z.enum(offeredEventTypes).default(DEFAULT_EVENT_TYPE),
  date: z.string().max(10).describe("YYYY-MM-DD in the organization's time zone"),
  endDate: z.string().max(10).optional().describe('YYYY-MM-DD of the last day; the same day when left out'),
  isAllDay: z.boolean().default(false).describe('Runs 00:00:00 to 23:59:59 of its dates'),
  startTime: z.string().max(5).default('').describe('HH:mm, required unless all day'),
  endTime: z.string().max(5).default('').describe('HH:mm, required unless all day'),
  location: z.string().max(EVENT_TITLE_MAX).nullish(),
  meetingUrl: z.string().max(2000).nullish().describe('An http or https address'),
});
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;

export interface ValidEventInput {
  title: string;
  description: string;
  eventType: OfferedEventType;
  date: string;
  endDate: string;
  isAllDay: boolean;
  startTime: string;
  endTime: string;
  location: string | null;
  meetingUrl: string | null;
}

export type CalendarRuleCode =
  | 'event_title_required'
  | 'event_date_required'
  | 'event_times_required'
  | 'event_end_before_start'
  | 'event_date_past'
  | 'event_meeting_url_invalid';

export interface CalendarRuleBreak {
  code: CalendarRuleCode | 'validation_failed';
  field: string;
  message: string;
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The form's rules, shared by the screen and the server: the first rule broken, or the trimmed input.
 * `today` is the organization's local date; only a new event must not start before it.
 */
export function checkEventInput(
  input: z.output<typeof calendarEventInputSchema>,
  options: { today: string; isNew: boolean },
): { ok: true; value: ValidEventInput } | { ok: false; broken: CalendarRuleBreak } {
  const fail = (code: CalendarRuleBreak['code'], field: string, message: string) => ({
    ok: false as const,
    broken: { code, field, message },
  });
  const title = input.title.trim();
  if (!title) return fail('event_title_required', 'title', calendarMessages.titleRequired);
  const date = input.date.trim();
  if (!date) return fail('event_date_required', 'date', calendarMessages.dateRequired);
  if (!isCalendarDate(date)) return fail('validation_failed', 'date', 'date: use YYYY-MM-DD');
  const endDate = input.endDate?.trim() || date;
  if (!isCalendarDate(endDate)) return fail('validation_failed', 'endDate', 'endDate: use YYYY-MM-DD');
  const startTime = input.startTime.trim();
  const endTime = input.endTime.trim();
  if (!input.isAllDay) {
    if (!startTime) return fail('event_times_required', 'startTime', calendarMessages.timesRequired);
    if (!endTime) return fail('event_times_required', 'endTime', calendarMessages.timesRequired);
    if (!CLOCK_TIME_PATTERN.test(startTime)) return fail('validation_failed', 'startTime', 'startTime: use HH:mm');
    if (!CLOCK_TIME_PATTERN.test(endTime)) return fail('validation_failed', 'endTime', 'endTime: use HH:mm');
  }
  const endsBefore = input.isAllDay ? endDate < date : `${endDate}T${endTime}` <= `${date}T${startTime}`;
  if (endsBefore) return fail('event_end_before_start', input.isAllDay ? 'endDate' : 'endTime', calendarMessages.endBeforeStart);
  if (options.isNew && date < options.today) return fail('event_date_past', 'date', calendarMessages.datePast);
  const meetingUrl = input.meetingUrl?.trim() || null;
  if (meetingUrl && !isWebAddress(meetingUrl)) return fail('event_meeting_url_invalid', 'meetingUrl', calendarMessages.meetingUrlInvalid);
  return {
    ok: true,
    value: {
      title,
      description: input.description.trim(),
      eventType: input.eventType,
      date,
      endDate,
      isAllDay: input.isAllDay,
      startTime: input.isAllDay ? '00:00' : startTime,
      endTime: input.isAllDay ? '00:00' : endTime,
      location: input.location?.trim() || null,
      meetingUrl,
    },
  };
}

/** To the organization's staff when someone adds an event (workspace.md section 7). */
export function eventCreatedNotice(title: string): Notice {
  return { type: 'system_alert', title: 'Event Created', message: `New event scheduled: ${title}`, category: 'calendar_events' };
}

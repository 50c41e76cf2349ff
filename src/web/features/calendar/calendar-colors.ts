import type { CalendarItemType } from '../../../domain/calendar-events.ts';

/** Each type's colour; white text reads on every one at 4.5:1 or better, in light and dark schemes. */
export const calendarTypeColors: Record<CalendarItemType, string> = {
  business_meeting: '#1d4ed8',
  customer_meeting: '#047857',
  demo: '#7c3aed',
  maintenance: '#b45309',
  support_call: '#0e7490',
  ticket_appointment: '#be123c',
  other: '#4b5563',
  work_order: '#a21caf',
};

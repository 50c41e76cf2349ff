import { type DateDisplaySettings, formatCalendarDayAs, formatTimeAs } from './date-formats.ts';
import type { WorkOrderStatus } from './work-order-status.ts';
import { localDateOf } from './zoned-time.ts';

type VisitFormatSettings = Pick<DateDisplaySettings, 'timezone' | 'timeFormat' | 'dateFormat'>;

// Kept apart from dispatch.ts, which carries zod: the customer portal shows a visit's window and state within its
// bundle budget.

/** Where a visit stands, as the board colours it and the customer portal names it. */
export const visitStates = ['unscheduled', 'scheduled', 'on_the_way', 'late', 'on_site', 'done', 'cancelled'] as const;
export type VisitState = (typeof visitStates)[number];

export const visitStateLabels: Record<VisitState, string> = {
  unscheduled: 'Not scheduled',
  scheduled: 'Scheduled',
  on_the_way: 'On the way',
  late: 'Late',
  on_site: 'On site',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** The Mantine colour of each state, on the board, a technician's day and the portal. */
export const visitStateColors: Record<VisitState, string> = {
  unscheduled: 'gray',
  scheduled: 'blue',
  on_the_way: 'violet',
  late: 'red',
  on_site: 'teal',
  done: 'green',
  cancelled: 'gray',
};

export interface VisitFacts {
  status: WorkOrderStatus;
  scheduledDate: Date | null;
  arrivalWindowMinutes: number;
  enRouteAt: Date | null;
  arrivedAt: Date | null;
}

/** The end of the arrival window: a technician not arrived by then is late. */
export function arrivalDeadlineOf(visit: Pick<VisitFacts, 'scheduledDate' | 'arrivalWindowMinutes'>): Date | null {
  return visit.scheduledDate ? new Date(visit.scheduledDate.getTime() + visit.arrivalWindowMinutes * 60_000) : null;
}

/** A visit is late when its technician has not arrived by the end of its arrival window, on the way or not. */
export function visitStateOf(visit: VisitFacts, now: Date): VisitState {
  if (visit.status === 'completed') return 'done';
  if (visit.status === 'cancelled') return 'cancelled';
  if (visit.arrivedAt || visit.status === 'in_progress') return 'on_site';
  const deadline = arrivalDeadlineOf(visit);
  if (!deadline) return 'unscheduled';
  if (now > deadline) return 'late';
  return visit.enRouteAt ? 'on_the_way' : 'scheduled';
}

/** An arrival window as customers read it: "Tue, 12/01/2026, 10:00 AM to 11:00 AM", in the organization's zone and format. */
export function formatVisitWindow(start: Date, end: Date, settings: VisitFormatSettings): string {
  return `${formatVisitDay(start, settings)}, ${formatVisitTime(start, settings)} to ${formatVisitTime(end, settings)}`;
}

/** The day of a visit in the organization's date format: "Tue, 12/01/2026" or "Tue, 01/12/2026". */
export function formatVisitDay(at: Date, settings: VisitFormatSettings): string {
  return formatCalendarDayAs(localDateOf(at, settings.timezone), settings.dateFormat);
}

/** A time of the visit's day: "11:00 AM" or "11:00". */
export function formatVisitTime(at: Date, settings: Pick<DateDisplaySettings, 'timezone' | 'timeFormat'>): string {
  return formatTimeAs(at, { ...settings, showSeconds: false });
}

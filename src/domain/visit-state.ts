import type { WorkOrderStatus } from './work-order-status.ts';

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

function visitFormats(settings: { timezone: string; timeFormat: '12' | '24' }) {
  const hourCycle = settings.timeFormat === '12' ? 'h12' : 'h23';
  return {
    day: new Intl.DateTimeFormat('en-US', { timeZone: settings.timezone, weekday: 'short', month: 'short', day: 'numeric' }),
    time: new Intl.DateTimeFormat('en-US', { timeZone: settings.timezone, hour: 'numeric', minute: '2-digit', hourCycle }),
  };
}

/** An arrival window as customers read it: "Tue, Dec 1, 10:00 AM to 11:00 AM", in the organization's time zone. */
export function formatVisitWindow(start: Date, end: Date, settings: { timezone: string; timeFormat: '12' | '24' }): string {
  const { day, time } = visitFormats(settings);
  return `${day.format(start)}, ${time.format(start)} to ${time.format(end)}`;
}

/** The day of a visit: "Tue, Dec 1". */
export function formatVisitDay(at: Date, settings: { timezone: string; timeFormat: '12' | '24' }): string {
  return visitFormats(settings).day.format(at);
}

/** A time of the visit's day: "11:00 AM". */
export function formatVisitTime(at: Date, settings: { timezone: string; timeFormat: '12' | '24' }): string {
  return visitFormats(settings).time.format(at);
}

import { localDateOf, localTimeOf } from '../../../domain/zoned-time.ts';
import { listScheduledWorkOrders, type ScheduledWorkOrder } from '../work-orders/work-orders.repository.ts';
import type { CalendarItem } from './calendar.schemas.ts';
import type { CalendarSource } from './calendar-source.ts';

const HOUR_MS = 3_600_000;
/** A work order fills its estimated hours from its scheduled time, one hour without an estimate, at most a day. */
const LONGEST_MS = 24 * HOUR_MS;

const statusOnCalendar: Record<ScheduledWorkOrder['status'], CalendarItem['status']> = {
  pending: 'scheduled',
  in_progress: 'scheduled',
  completed: 'completed',
  cancelled: 'cancelled',
};

function calendarItemOf(workOrder: ScheduledWorkOrder, timeZone: string): CalendarItem {
  const start = workOrder.scheduledDate;
  const end = new Date(start.getTime() + Math.min(LONGEST_MS, Math.max(0.5, workOrder.estimatedHours ?? 1) * HOUR_MS));
  return {
    id: workOrder.id,
    source: 'work_order',
    type: 'work_order',
    title: `${workOrder.workOrderNumber} ${workOrder.title}`,
    description: workOrder.description,
    start: start.toISOString(),
    end: end.toISOString(),
    isAllDay: false,
    date: localDateOf(start, timeZone),
    endDate: localDateOf(end, timeZone),
    startTime: localTimeOf(start, timeZone),
    endTime: localTimeOf(end, timeZone),
    location: workOrder.address,
    meetingUrl: null,
    status: statusOnCalendar[workOrder.status],
    ticketId: null,
    path: `/work-orders/${workOrder.id}`,
    createdBy: null,
    createdByName: null,
    assigneeName: workOrder.assigneeName,
    // Rescheduled on its own page, where its technician and customer are in view.
    canEdit: false,
  };
}

/** Work orders with a scheduled date; 'My events' means those assigned to the viewer. */
export const readWorkOrderItems: CalendarSource = async ({ tx, organizationId, start, end, types, mineOf, timeZone }) => {
  if (types && !types.includes('work_order')) return [];
  const scheduled = await listScheduledWorkOrders(tx, organizationId, { from: new Date(start.getTime() - LONGEST_MS), to: end });
  return scheduled
    .filter((workOrder) => !mineOf || workOrder.assignedTo === mineOf)
    .map((workOrder) => calendarItemOf(workOrder, timeZone))
    .filter((item) => new Date(item.end) > start);
};

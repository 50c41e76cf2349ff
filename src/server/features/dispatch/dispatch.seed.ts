import { and, desc, eq } from 'drizzle-orm';
import { DISPATCH_STEP_MINUTES, type Interval, jobMinutesOf, overlaps } from '../../../domain/dispatch.ts';
import type { Priority } from '../../../domain/ticket-status.ts';
import { addDays, weekdayOf } from '../../../domain/time-cards.ts';
import { formatWorkOrderNumber } from '../../../domain/work-order-status.ts';
import { instantOfLocal, localDateOf } from '../../../domain/zoned-time.ts';
import type { Tx } from '../../db/client.ts';
import { agents, calendarEvents, customers, ptoRequests, timeEntries, workOrders } from '../../db/schema.ts';
import { findDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';
import { readCurrentLayout } from '../work-order-settings/work-order-settings.service.ts';
import { allocateWorkOrderSequence } from '../work-orders/work-orders.repository.ts';
import { listClosedDates, listPeopleEvents, listScheduledJobs } from './dispatch.repository.ts';

const STEP_MS = DISPATCH_STEP_MINUTES * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A weekend day books this share of a weekday's visits: the on-call technicians' calls. */
const WEEKEND_SHARE = 0.4;

/** Field-service visits and how long each usually takes, in hours. */
const visitTemplates: [string, number][] = [
  ['Annual furnace tune-up', 1.5],
  ['Replace furnace igniter', 1],
  ['Service rooftop AC unit', 2],
  ['Recharge split-system refrigerant', 1.5],
  ['Clean condenser coils', 1],
  ['Replace air handler blower motor', 3],
  ['Install smart thermostat', 1],
  ['Repair walk-in cooler door seal', 1.5],
  ['Fix ice machine not dispensing', 2],
  ['Repair commercial dishwasher', 2],
  ['Install tankless water heater', 3],
  ['Flush and inspect water heater', 1],
  ['Replace leaking kitchen faucet', 1],
  ['Clear blocked main drain line', 2],
  ['Replace sump pump', 2],
  ['Test backflow preventer', 1],
  ['Diagnose tripping breaker', 1.5],
  ['Replace emergency exit lighting', 2],
  ['Install EV charger in parking lot', 3],
  ['Fix flickering office lights', 1.5],
  ['Inspect fire sprinkler heads', 2],
  ['Test standby generator', 1.5],
  ['Repair garage door opener', 1],
  ['Replace door closer at main entrance', 1],
  ['Run security camera cabling', 3],
  ['Replace cracked storefront glass', 2.5],
  ['Seal leaking skylight', 2],
  ['Check gas line pressure', 1],
];

/** Requests waiting for a technician, some with the time the customer asked for, and the skills they need. */
const trayTemplates: [string, Priority, number, string[]][] = [
  ['No heat in the main office', 'urgent', 2, ['HVAC', 'Gas']],
  ['Water leaking under the server room floor', 'urgent', 1.5, ['Plumbing']],
  ['Walk-in freezer alarm keeps sounding', 'high', 1.5, ['Refrigeration']],
  ['Quote visit: replace two rooftop units', 'medium', 1, ['HVAC']],
  ['Reception door will not latch', 'high', 1, []],
  ['Replace worn carpet tiles in the hallway', 'low', 3, []],
  ['Annual backflow certification', 'medium', 1, ['Plumbing']],
  ['Paint touch-ups after the ceiling repair', 'low', 2, []],
  ['Noisy exhaust fan in the kitchen', 'medium', 1.5, ['Electrical']],
  ['Outdoor lighting timer out of sync', 'low', 1, ['Electrical']],
];

/** What the field technicians can do, in the order they are given; Suggest matches the tray's needs to them. */
const technicianSkills: string[][] = [
  ['HVAC', 'Gas', 'Refrigeration'],
  ['Electrical', 'Networking'],
  ['Plumbing', 'Gas'],
  ['Electrical', 'HVAC'],
  ['Plumbing', 'Refrigeration'],
];

const visitPriorities: Priority[] = ['medium', 'medium', 'high', 'low', 'medium', 'urgent', 'high', 'medium', 'low'];
const siteNotes = [
  'Call the site contact 30 minutes ahead.',
  'Park at the loading dock and check in at reception.',
  'The customer says it started last week and is getting worse.',
  'Bring the ladder and the spare parts kit.',
  'Keys are with the building manager on the ground floor.',
];
const streets = [
  'Maple Avenue',
  'Harbor Road',
  'Industrial Parkway',
  'Elm Court',
  'Commerce Drive',
  'Lakeview Boulevard',
  'Mill Lane',
  'Station Road',
  'Cedar Street',
  'Riverside Drive',
  'Union Avenue',
  'Pine Ridge Road',
  'Market Street',
  'Bridge Street',
  'Willow Way',
  'Foundry Street',
];
const towns = ['Springfield', 'Riverton', 'Fairview', 'Greenville', 'Oakdale'];
const eventTemplates = [
  { title: 'Gas safety certification course', eventType: 'other', at: '13:00', minutes: 180, location: 'Training center' },
  { title: 'Van inspection', eventType: 'maintenance', at: '09:00', minutes: 90, location: 'Eastside Garage' },
  { title: 'Ride-along with a new hire', eventType: 'other', at: '10:00', minutes: 120, location: null },
  { title: 'Parts pickup at the supplier', eventType: 'other', at: '11:30', minutes: 60, location: 'Ferguson supply, Route 9' },
];

/** The same number for the same keys on every first start, spread enough to vary titles, lengths and customers. */
function mix(...keys: number[]): number {
  return keys.reduce((hash, key) => Math.imul(hash ^ (key + 0x9e37), 0x85ebca6b) >>> 13, 0x2545f491) >>> 0;
}

/** A customer's site, the same for each of their visits. */
function addressOf(customer: number): string {
  return `${12 + ((customer * 37) % 880)} ${streets[customer % streets.length]}, ${towns[(customer * 3) % towns.length]}`;
}

type VisitState = 'pending' | 'on_the_way' | 'late' | 'on_site' | 'done';

interface PlannedVisit {
  title: string;
  priority: Priority;
  hours: number;
  customer: number;
  technicianId: string | null;
  start: Date | null;
  state: VisitState;
  createdAt: Date;
  skills?: string[];
}

export interface DispatchWeekOptions {
  organizationId: string;
  /**
   * The field technicians. Today the first three are at work: one finished a visit and is on site at the next, one
   * finished a visit and is on the way to the next, one is late; the last ones take the days off.
   */
  technicianIds: readonly string[];
  /** Who booked the visits and approved the time off. */
  dispatcherId: string;
  now: Date;
  /** Visits booked over today and the next six days, a weekday fuller than a weekend day. */
  visits: number;
  /** Unassigned work orders, one in three with a time. */
  trayJobs: number;
  /** Technicians with an approved day off on a weekday of the week, nothing booked for them that day. */
  daysOff: number;
  /** Technicians with a calendar event of their own on a weekday of the week. */
  events: number;
}

/**
 * A week of the dispatch board: booked visits, today's under way, the Unassigned tray, time off, events and running
 * clocks, around what is already booked (work orders, calendar events, closed dates); a few multi-row inserts.
 */
/** A visit the week booked as done: the seed finishes it as a technician would, signed and with its PDF (demo/demo.seed.ts). */
export interface FinishedVisit {
  workOrderId: string;
  technicianId: string;
  completedAt: Date;
}

export async function seedDispatchWeek(
  tx: Tx,
  options: DispatchWeekOptions,
): Promise<{ visits: number; trayJobs: number; finished: FinishedVisit[] }> {
  const { organizationId, technicianIds, dispatcherId, now } = options;
  const settings = await findDateTimeSettings(tx, organizationId);
  const timeZone = settings.timezone;
  const today = localDateOf(now, timeZone);
  const dates = Array.from({ length: 7 }, (_, index) => addDays(today, index));
  const at = (date: string, time: string) => instantOfLocal(date, time, timeZone);
  const week = { from: at(today, '00:00'), to: at(addDays(today, 7), '00:00') };
  const booked = await listScheduledJobs(tx, organizationId, week);
  const events = await listPeopleEvents(tx, organizationId, technicianIds, week);
  const closedDates = new Set((await listClosedDates(tx, organizationId)).map((day) => day.date));
  const layout = await readCurrentLayout({ tx, organizationId });
  const customerRows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.organizationId, organizationId))
    .orderBy(desc(customers.createdAt), customers.id)
    .limit(60);
  const customerIds = customerRows.map((row) => row.id);
  const workdays = dates.slice(1).filter((date) => weekdayOf(date) % 6 !== 0 && !closedDates.has(date));

  const busy = new Map<string, Interval[]>(technicianIds.map((id) => [id, []]));
  const busyOf = (technicianId: string) => busy.get(technicianId) ?? [];
  const isFree = (technicianId: string, interval: Interval) => !busyOf(technicianId).some((taken) => overlaps(taken, interval));
  for (const job of booked) {
    if (!job.assignedTo || !job.scheduledDate || job.status === 'cancelled') continue;
    const start = job.scheduledDate;
    busy.get(job.assignedTo)?.push({ start, end: new Date(start.getTime() + jobMinutesOf(job.estimatedHours) * 60_000) });
  }
  for (const event of events) if (event.userId) busy.get(event.userId)?.push({ start: event.startTime, end: event.endTime });

  /** The first workday from the `offset`-th on when the technician is free for the interval that day. */
  const freeWorkday = (technicianId: string, offset: number, intervalOn: (date: string) => Interval) => {
    for (let tried = 0; tried < workdays.length; tried += 1) {
      const date = workdays[(offset + tried) % workdays.length] as string;
      if (isFree(technicianId, intervalOn(date))) return date;
    }
    return null;
  };

  const timeOff: (typeof ptoRequests.$inferInsert)[] = [];
  for (let index = 0; index < Math.min(options.daysOff, technicianIds.length); index += 1) {
    const technicianId = technicianIds[technicianIds.length - 1 - index] as string;
    const wholeDay = (date: string) => ({ start: at(date, '00:00'), end: at(addDays(date, 1), '00:00') });
    const date = freeWorkday(technicianId, index + 1, wholeDay);
    if (!date) continue;
    busyOf(technicianId).push(wholeDay(date));
    const requestedAt = new Date(now.getTime() - (10 + index) * DAY_MS);
    timeOff.push({
      organizationId,
      userId: technicianId,
      category: 'Vacation',
      startDate: date,
      hours: 8,
      note: ['Long weekend away', 'Moving house', 'Family wedding'][index % 3] as string,
      status: 'approved',
      reviewedBy: dispatcherId,
      reviewedAt: new Date(requestedAt.getTime() + DAY_MS),
      createdAt: requestedAt,
      updatedAt: new Date(requestedAt.getTime() + DAY_MS),
    });
  }

  const ownEvents: (typeof calendarEvents.$inferInsert)[] = [];
  for (let index = 0; index < options.events && technicianIds.length > 0; index += 1) {
    const technicianId = technicianIds[(3 + index) % technicianIds.length] as string;
    const template = eventTemplates[index % eventTemplates.length] as (typeof eventTemplates)[number];
    const intervalOn = (date: string) => {
      const start = at(date, template.at);
      return { start, end: new Date(start.getTime() + template.minutes * 60_000) };
    };
    const date = freeWorkday(technicianId, index, intervalOn);
    if (!date) continue;
    const interval = intervalOn(date);
    busyOf(technicianId).push(interval);
    ownEvents.push({
      organizationId,
      title: template.title,
      eventType: template.eventType,
      location: template.location,
      startTime: interval.start,
      endTime: interval.end,
      createdBy: technicianId,
      status: 'scheduled',
      createdAt: new Date(now.getTime() - 5 * DAY_MS),
      updatedAt: new Date(now.getTime() - 5 * DAY_MS),
    });
  }

  /** The earliest free start from `from` for the visit's hours, or for fewer (down to one) when they do not fit before `until`. */
  const firstSlot = (technicianId: string, from: number, until: number, hours: number) => {
    for (let length = hours; length >= 1; length -= DISPATCH_STEP_MINUTES / 60) {
      for (let start = from; start + length * HOUR_MS <= until; start += STEP_MS) {
        if (isFree(technicianId, { start: new Date(start), end: new Date(start + length * HOUR_MS) })) {
          return { start: new Date(start), hours: length };
        }
      }
    }
    return null;
  };

  const planned: PlannedVisit[] = [];
  const book = (technicianId: string, start: Date, template: [string, number], state: VisitState, keys: number[]) => {
    const [title, hours] = template;
    const customer = customerIds.length > 0 ? mix(...keys, 7) % customerIds.length : 0;
    const bookedAt = Math.min(start.getTime(), now.getTime()) - (1 + (mix(...keys, 3) % 8)) * DAY_MS - (mix(...keys, 5) % 9) * HOUR_MS;
    const priority = visitPriorities[mix(...keys, 11) % visitPriorities.length] as Priority;
    planned.push({ title, priority, hours, customer, technicianId, start, state, createdAt: new Date(bookedAt) });
    busyOf(technicianId).push({ start, end: new Date(start.getTime() + hours * HOUR_MS) });
  };

  // Today's visits under way, relative to now (so the board shows them whenever the demo starts).
  const step = Math.floor(now.getTime() / STEP_MS) * STEP_MS;
  const before = (hours: number) => new Date(step - hours * HOUR_MS);
  const templateAt = (index: number) => visitTemplates[index % visitTemplates.length] as [string, number];
  const [onSite, onTheWay, late] = technicianIds;
  if (onSite) {
    book(onSite, before(4), templateAt(1), 'done', [0, 0]);
    book(onSite, before(1), ['Replace air handler blower motor', 2], 'on_site', [0, 1]);
  }
  if (onTheWay) {
    book(onTheWay, before(3), templateAt(12), 'done', [1, 0]);
    book(onTheWay, before(-0.5), ['Service rooftop AC unit', 1.5], 'on_the_way', [1, 1]);
  }
  if (late) book(late, before(1.5), ['Clear blocked main drain line', 1], 'late', [2, 0]);
  const atWorkNow = technicianIds.slice(0, 3);

  // The week's visits, spread over the technicians' days by weight, each day filled from the start of business hours.
  const cells = dates.flatMap((date, day) =>
    closedDates.has(date)
      ? []
      : technicianIds.map((technicianId, person) => ({ date, day, technicianId, person, weight: weekdayOf(date) % 6 ? 1 : WEEKEND_SHARE })),
  );
  const totalWeight = cells.reduce((sum, cell) => sum + cell.weight, 0);
  let weightSoFar = 0;
  for (const { date, day, technicianId, person, weight } of cells) {
    const wanted =
      Math.round(((weightSoFar + weight) * options.visits) / totalWeight) - Math.round((weightSoFar * options.visits) / totalWeight);
    weightSoFar += weight;
    const dayEnd = at(date, settings.businessHoursEnd).getTime();
    let cursor = at(date, settings.businessHoursStart).getTime() + ([0, 0, 1, 2][mix(person, day) % 4] ?? 0) * STEP_MS;
    // Today's earlier visits are only those under way above (so whoever worked today is clocked in); then a drive.
    if (day === 0) {
      const underWay = planned.filter((visit) => visit.technicianId === technicianId);
      const freeFrom = underWay.map((visit) => (visit.start?.getTime() ?? 0) + visit.hours * HOUR_MS + STEP_MS);
      cursor = Math.max(cursor, Math.ceil(now.getTime() / STEP_MS) * STEP_MS, ...freeFrom);
    }
    for (let visit = 0; visit < wanted; visit += 1) {
      const [title, hours] = templateAt(mix(person, day, visit));
      const slot = firstSlot(technicianId, cursor, dayEnd, hours);
      if (!slot) break;
      book(technicianId, slot.start, [title, slot.hours], 'pending', [person, day, visit]);
      // Half an hour to drive to the next site.
      cursor = slot.start.getTime() + slot.hours * HOUR_MS + STEP_MS;
    }
  }

  const tray: PlannedVisit[] = Array.from({ length: options.trayJobs }, (_, index) => {
    const [title, priority, hours, skills] = trayTemplates[index % trayTemplates.length] as [string, Priority, number, string[]];
    const date = dates[1 + (index % 6)] as string;
    return {
      title,
      priority,
      hours,
      customer: customerIds.length > 0 ? (index * 7) % customerIds.length : 0,
      technicianId: null,
      start: index % 3 === 1 ? at(date, ['10:00', '13:30', '15:00'][Math.floor(index / 3) % 3] as string) : null,
      state: 'pending',
      createdAt: new Date(now.getTime() - (1 + (index % 5)) * 5 * HOUR_MS - index * 60_000),
      skills,
    };
  });

  const all = [...planned, ...tray].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const finished: FinishedVisit[] = [];
  if (all.length > 0) {
    const lastNumber = await allocateWorkOrderSequence(tx, organizationId, now, all.length);
    const inserted = await tx
      .insert(workOrders)
      .values(
        all.map((visit, index) =>
          workOrderRowOf(visit, {
            organizationId,
            number: formatWorkOrderNumber(lastNumber - all.length + 1 + index),
            customerId: customerIds[visit.customer] ?? null,
            dispatcherId,
            layoutVersion: layout.version || null,
            now,
            note: siteNotes[index % siteNotes.length] as string,
          }),
        ),
      )
      .returning({ id: workOrders.id, workOrderNumber: workOrders.workOrderNumber });
    const idOf = new Map(inserted.map((row) => [row.workOrderNumber, row.id]));
    for (const [index, visit] of all.entries()) {
      const workOrderId = idOf.get(formatWorkOrderNumber(lastNumber - all.length + 1 + index));
      if (visit.state !== 'done' || !workOrderId || !visit.technicianId || !visit.start) continue;
      const completedAt = new Date(Math.min(visit.start.getTime() + visit.hours * HOUR_MS, now.getTime()));
      finished.push({ workOrderId, technicianId: visit.technicianId, completedAt });
    }
  }
  if (timeOff.length > 0) await tx.insert(ptoRequests).values(timeOff);
  if (ownEvents.length > 0) await tx.insert(calendarEvents).values(ownEvents);

  // Those at work now clocked in before their first visit of the day, not before midnight.
  const midnight = week.from.getTime();
  const clocks = atWorkNow.map((userId) => {
    const firstStart = Math.min(
      at(today, settings.businessHoursStart).getTime(),
      ...planned.filter((visit) => visit.technicianId === userId && visit.start).map((visit) => visit.start?.getTime() ?? Infinity),
    );
    const clockIn = new Date(Math.max(midnight, Math.min(firstStart - STEP_MS, now.getTime())));
    return { organizationId, userId, workDate: today, clockIn, createdAt: clockIn, updatedAt: clockIn };
  });
  if (clocks.length > 0) await tx.insert(timeEntries).values(clocks);
  for (const [index, userId] of technicianIds.entries()) {
    const skills = technicianSkills[index % technicianSkills.length] as string[];
    await tx
      .update(agents)
      .set({ skills })
      .where(and(eq(agents.organizationId, organizationId), eq(agents.userId, userId)));
  }
  return { visits: planned.length, trayJobs: tray.length, finished };
}

function workOrderRowOf(
  visit: PlannedVisit,
  context: {
    organizationId: string;
    number: string;
    customerId: string | null;
    dispatcherId: string;
    layoutVersion: number | null;
    now: Date;
    note: string;
  },
): typeof workOrders.$inferInsert {
  const { now } = context;
  const start = visit.start?.getTime() ?? null;
  const arrivedAt = start === null ? null : new Date(Math.min(start + 10 * 60_000, now.getTime()));
  const isArrived = visit.state === 'done' || visit.state === 'on_site';
  const enRouteAt = visit.state === 'on_the_way' ? new Date(now.getTime() - 10 * 60_000) : null;
  const lastChange = [visit.createdAt, isArrived ? arrivedAt : null, enRouteAt]
    .filter((value): value is Date => value !== null)
    .reduce((latest, value) => (value > latest ? value : latest));
  return {
    organizationId: context.organizationId,
    workOrderNumber: context.number,
    title: visit.title,
    description: `${visit.title}. ${context.note}`,
    priority: visit.priority,
    // A done visit is left in progress here and completed afterwards through the work-order service.
    status: isArrived ? 'in_progress' : 'pending',
    scheduledDate: visit.start,
    requiredSkills: visit.skills ?? [],
    address: addressOf(visit.customer),
    estimatedHours: visit.hours,
    actualHours: null,
    customerId: context.customerId,
    assignedTo: visit.technicianId,
    createdBy: context.dispatcherId,
    dispatchedBy: visit.technicianId && visit.start ? context.dispatcherId : null,
    layoutVersion: context.layoutVersion,
    enRouteAt,
    arrivedAt: isArrived ? arrivedAt : null,
    createdAt: visit.createdAt,
    updatedAt: lastChange,
  };
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SlaPolicyInput } from '../../../domain/service-levels.ts';
import type { Priority, TicketStatus } from '../../../domain/ticket-status.ts';
import { addDays, weekdayOf } from '../../../domain/time-cards.ts';
import { instantOfLocal, localDateOf } from '../../../domain/zoned-time.ts';
import type { Tx } from '../../db/client.ts';
import { customers, ticketComments, tickets } from '../../db/schema.ts';
import * as repository from './service-levels.repository.ts';
import { publicHolidays } from './service-levels.service.ts';
import {
  loadServiceLevelContext,
  planNewTicketServiceLevels,
  reapplyServiceLevels,
  recordTicketActivity,
  type TicketActivity,
} from './ticket-clocks.ts';

const TIME_ZONE = 'America/New_York';
const officeHours = [{ start: '08:00', end: '18:00' }];
const hours = (count: number) => ({ minutes: count * 60, isBusinessHours: true });

const demoPolicies: Omit<SlaPolicyInput, 'calendarId'>[] = [
  {
    name: 'Urgent and high',
    match: { priorities: ['urgent', 'high'], customerIds: [], companies: [], channels: [] },
    targets: { first_response: hours(1), next_response: hours(2), resolution: hours(8), on_site_arrival: hours(4) },
    warnAtPercent: 75,
    breachActions: { raisePriority: false, reassignTo: null },
  },
  {
    name: 'Standard',
    match: { priorities: [], customerIds: [], companies: [], channels: [] },
    targets: { first_response: hours(4), next_response: hours(8), resolution: hours(24), on_site_arrival: null },
    warnAtPercent: 75,
    breachActions: { raisePriority: false, reassignTo: null },
  },
];

const subjects = [
  ['Boiler pressure keeps dropping', 'The pressure gauge falls below 1 bar every morning.'],
  ['Front door card reader offline', 'Staff cannot badge in at the main entrance.'],
  ['Quote for rooftop unit service', 'Please send a quote for the annual service of both rooftop units.'],
  ['Flickering lights in warehouse aisle 4', 'Half of the aisle lights flicker since the weekend.'],
  ['Dishwasher not draining', 'The kitchen dishwasher leaves standing water after each cycle.'],
  ['Replace filters on AHU-2', 'The filter alarm on air handler 2 is on.'],
  ['Walk-in freezer alarm', 'The freezer alarm sounded twice overnight; temperature looks fine now.'],
  ['Invoice question for last visit', 'The last invoice lists two technicians; only one came.'],
] as const;
const priorityCycle: Priority[] = ['high', 'medium', 'urgent', 'low', 'medium', 'high', 'medium'];
/** Minutes to the first reply, in turn: most within their target, some not. */
const replyDelays = [20, 45, 130, 35, 250, 15, 55, 95, 40, 320];
/** Hours from the first reply to the resolution, in turn. */
const resolutionDelays = [3, 5, 26, 2, 9, 50, 4, 7];
const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

interface SeedOptions {
  organizationId: string;
  staff: { id: string; name: string; email: string }[];
  /** The number the first ticket takes; the tickets follow on. */
  firstNumber: number;
  now: Date;
}

/**
 * Acme's service levels: office hours with the country's holidays, two policies, and a month of tickets worked through
 * them (most answered and resolved in time, some late, a few still open), so the countdowns and reports show real
 * shapes on a first start. The clocks are moved by the same code as in use, at the times the work happened.
 */
export async function seedServiceLevels(tx: Tx, options: SeedOptions): Promise<number> {
  const { organizationId, staff, firstNumber, now } = options;
  const year = Number(localDateOf(now, TIME_ZONE).slice(0, 4));
  const closedDates = [...(publicHolidays('US', year) ?? []), ...(publicHolidays('US', year + 1) ?? [])];
  const calendar = await repository.insertCalendar(tx, {
    organizationId,
    name: 'Office hours',
    timeZone: TIME_ZONE,
    week: { sun: [], mon: officeHours, tue: officeHours, wed: officeHours, thu: officeHours, fri: officeHours, sat: [] },
    closedDates,
  });
  for (const [position, policy] of demoPolicies.entries()) {
    await repository.insertPolicy(tx, { organizationId, ...policy, calendarId: calendar?.id ?? null, position });
  }
  await repository.saveSettings(tx, organizationId, { pausingStatuses: ['waiting_customer'] }, now);

  const people = await tx
    .select({ id: customers.id, name: customers.contactName })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), isNull(customers.userId)))
    .orderBy(customers.createdAt)
    .limit(12);
  const today = localDateOf(now, TIME_ZONE);
  let count = 0;
  for (let daysAgo = 30; daysAgo >= 0; daysAgo -= 1) {
    const date = addDays(today, -daysAgo);
    const weekday = weekdayOf(date);
    if (weekday === 0 || weekday === 6 || closedDates.some((closed) => closed.date === date)) continue;
    for (const slot of ['09:10', '13:40']) {
      const createdAt = at(instantOfLocal(date, slot, TIME_ZONE), (count * 7) % 50);
      if (createdAt > now) continue;
      const index = count;
      count += 1;
      const subject = subjects[index % subjects.length] ?? subjects[0];
      const customer = people[index % Math.max(1, people.length)];
      const agent = staff[index % staff.length] ?? staff[0];
      if (!agent) continue;
      await seedTicket(tx, {
        organizationId,
        number: firstNumber + index,
        subject,
        priority: priorityCycle[index % priorityCycle.length] ?? 'medium',
        customer: customer ?? null,
        agent,
        createdAt,
        index,
        now,
      });
    }
  }
  // The demo's own open tickets, written before the policies, come under them from now.
  const earlier = (await repository.listOpenTickets(tx, organizationId, null, 100)).filter(
    (ticket) => Number(ticket.ticketNumber.slice(4)) < firstNumber,
  );
  await reapplyServiceLevels(tx, { organizationId, tickets: earlier, context: await loadServiceLevelContext(tx, organizationId), now });
  return count;
}

async function seedTicket(
  tx: Tx,
  options: {
    organizationId: string;
    number: number;
    subject: readonly [string, string];
    priority: Priority;
    customer: { id: string; name: string } | null;
    agent: { id: string; name: string; email: string };
    createdAt: Date;
    index: number;
    now: Date;
  },
): Promise<void> {
  const { organizationId, subject, priority, customer, agent, createdAt, index, now } = options;
  const id = crypto.randomUUID();
  const plan = await planNewTicketServiceLevels(tx, {
    ticket: { id, organizationId, status: 'open', priority, customerId: customer?.id ?? null, source: 'web', isFromCustomer: false },
    now: createdAt,
  });
  await tx.insert(tickets).values({
    id,
    organizationId,
    ticketNumber: `TKT-${options.number}`,
    title: subject[0],
    description: subject[1],
    priority,
    customerId: customer?.id ?? null,
    customerName: customer?.name ?? '',
    assignedTo: agent.id,
    slaDueAt: plan.slaDueAt,
    createdAt,
    updatedAt: createdAt,
  });
  for (const statement of plan.statements) await tx.execute(statement);

  const activity = async (when: Date, activities: TicketActivity[]) => {
    if (when > now) return false;
    await recordTicketActivity(tx, { organizationId, ticketId: id, activities, now: when });
    return true;
  };
  const setStatus = async (when: Date, from: TicketStatus, to: TicketStatus) => {
    if (!(await activity(when, [{ kind: 'status', from, to }]))) return false;
    await tx
      .update(tickets)
      .set({ status: to, updatedAt: when })
      .where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, id)));
    return true;
  };
  const reply = async (when: Date, content: string) => {
    if (!(await activity(when, [{ kind: 'staff_reply' }]))) return false;
    await tx.insert(ticketComments).values({
      organizationId,
      ticketId: id,
      userId: agent.id,
      userName: agent.name,
      userEmail: agent.email,
      content,
      createdAt: when,
      updatedAt: when,
    });
    await tx
      .update(tickets)
      .set({ commentCount: sql`${tickets.commentCount} + 1`, updatedAt: when })
      .where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, id)));
    return true;
  };

  const repliedAt = at(createdAt, replyDelays[index % replyDelays.length] ?? 30);
  if (!(await reply(repliedAt, 'Thanks for letting us know. A technician is looking into it.'))) return;
  if (!(await setStatus(at(repliedAt, 1), 'open', 'in_progress'))) return;
  let status: TicketStatus = 'in_progress';
  if (index % 5 === 2) {
    // Waiting on the customer for a day: the resolution clock stands still meanwhile.
    if (!(await setStatus(at(repliedAt, 30), status, 'waiting_customer'))) return;
    if (!(await setStatus(at(repliedAt, 30 + 24 * 60), 'waiting_customer', 'in_progress'))) return;
    status = 'in_progress';
  }
  const resolvedAt = at(repliedAt, (resolutionDelays[index % resolutionDelays.length] ?? 4) * 60 + (index % 5 === 2 ? 24 * 60 : 0));
  await setStatus(resolvedAt, status, 'resolved');
}

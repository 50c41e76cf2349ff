import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { BusinessCalendar } from '../../../domain/business-hours.ts';
import { type SlaPolicy, type SlaSettings, slaSettingsSchema } from '../../../domain/service-levels.ts';
import { resolveStoredSettings } from '../../../domain/stored-settings.ts';
import type { Tx } from '../../db/client.ts';
import { customers, organizationSettings, slaCalendars, slaPolicies, ticketSlaClocks, tickets } from '../../db/schema.ts';

export type CalendarRecord = typeof slaCalendars.$inferSelect;
export type PolicyRecord = SlaPolicy & { position: number };
export type ClockRecord = typeof ticketSlaClocks.$inferSelect;
export type NewClock = typeof ticketSlaClocks.$inferInsert;

export async function findSettings(tx: Tx, organizationId: string): Promise<SlaSettings> {
  const [row] = await tx
    .select({ serviceLevels: organizationSettings.serviceLevels })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return resolveStoredSettings(slaSettingsSchema, row?.serviceLevels);
}

export async function saveSettings(tx: Tx, organizationId: string, settings: SlaSettings, now: Date): Promise<void> {
  await tx
    .insert(organizationSettings)
    .values({ organizationId, serviceLevels: settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: { serviceLevels: settings, updatedAt: now } });
}

export function listCalendars(tx: Tx, organizationId: string): Promise<CalendarRecord[]> {
  return tx.select().from(slaCalendars).where(eq(slaCalendars.organizationId, organizationId)).orderBy(asc(slaCalendars.name));
}

export async function findCalendar(tx: Tx, organizationId: string, id: string): Promise<CalendarRecord | null> {
  const [row] = await tx
    .select()
    .from(slaCalendars)
    .where(and(eq(slaCalendars.organizationId, organizationId), eq(slaCalendars.id, id)));
  return row ?? null;
}

export async function insertCalendar(tx: Tx, values: typeof slaCalendars.$inferInsert): Promise<CalendarRecord | null> {
  const [row] = await tx.insert(slaCalendars).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCalendar(
  tx: Tx,
  organizationId: string,
  id: string,
  values: Pick<CalendarRecord, 'name' | 'timeZone' | 'week' | 'closedDates' | 'updatedAt'>,
): Promise<CalendarRecord | null> {
  const [row] = await tx
    .update(slaCalendars)
    .set(values)
    .where(and(eq(slaCalendars.organizationId, organizationId), eq(slaCalendars.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCalendar(tx: Tx, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(slaCalendars)
    .where(and(eq(slaCalendars.organizationId, organizationId), eq(slaCalendars.id, id)))
    .returning({ id: slaCalendars.id });
  return rows.length > 0;
}

export async function isCalendarInUse(tx: Tx, organizationId: string, calendarId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: slaPolicies.id })
    .from(slaPolicies)
    .where(and(eq(slaPolicies.organizationId, organizationId), eq(slaPolicies.calendarId, calendarId)))
    .limit(1);
  return rows.length > 0;
}

const policyColumns = {
  id: slaPolicies.id,
  name: slaPolicies.name,
  position: slaPolicies.position,
  calendarId: slaPolicies.calendarId,
  match: slaPolicies.match,
  targets: slaPolicies.targets,
  warnAtPercent: slaPolicies.warnAtPercent,
  breachActions: slaPolicies.breachActions,
};

/** The organization's policies in the order they are tried. */
export function listPolicies(tx: Tx, organizationId: string): Promise<PolicyRecord[]> {
  return tx
    .select(policyColumns)
    .from(slaPolicies)
    .where(eq(slaPolicies.organizationId, organizationId))
    .orderBy(asc(slaPolicies.position), asc(slaPolicies.createdAt));
}

export async function insertPolicy(tx: Tx, values: typeof slaPolicies.$inferInsert): Promise<PolicyRecord> {
  const [row] = await tx.insert(slaPolicies).values(values).returning(policyColumns);
  if (!row) throw new Error('policy not created');
  return row;
}

export async function updatePolicy(
  tx: Tx,
  organizationId: string,
  id: string,
  values: Partial<typeof slaPolicies.$inferInsert>,
): Promise<PolicyRecord | null> {
  const [row] = await tx
    .update(slaPolicies)
    .set(values)
    .where(and(eq(slaPolicies.organizationId, organizationId), eq(slaPolicies.id, id)))
    .returning(policyColumns);
  return row ?? null;
}

export async function deletePolicy(tx: Tx, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(slaPolicies)
    .where(and(eq(slaPolicies.organizationId, organizationId), eq(slaPolicies.id, id)))
    .returning({ id: slaPolicies.id });
  return rows.length > 0;
}

/** What policies match a ticket on, and what its clocks need, read with the ticket locked by the caller. */
export interface ClockedTicket {
  id: string;
  organizationId: string;
  ticketNumber: string;
  title: string;
  status: (typeof tickets.$inferSelect)['status'];
  priority: (typeof tickets.$inferSelect)['priority'];
  customerId: string | null;
  company: string | null;
  source: (typeof tickets.$inferSelect)['source'];
  isFromCustomer: boolean;
  assignedTo: string | null;
  firstRespondedAt: Date | null;
}

const clockedTicketColumns = {
  id: tickets.id,
  organizationId: tickets.organizationId,
  ticketNumber: tickets.ticketNumber,
  title: tickets.title,
  status: tickets.status,
  priority: tickets.priority,
  customerId: tickets.customerId,
  company: customers.organizationName,
  source: tickets.source,
  isFromCustomer: sql<boolean>`coalesce(${tickets.createdBy} = ${customers.userId}, false)`,
  assignedTo: tickets.assignedTo,
  firstRespondedAt: tickets.firstRespondedAt,
};

/** The company of a ticket's customer, as policies match it. */
export async function findCompany(tx: Tx, organizationId: string, customerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ company: customers.organizationName })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId)));
  return row?.company ?? null;
}

export async function findClockedTicket(tx: Tx, organizationId: string, ticketId: string): Promise<ClockedTicket | null> {
  const [row] = await tx
    .select(clockedTicketColumns)
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, ticketId)));
  return row ?? null;
}

/** A page of the organization's open tickets in id order, after `afterId`. */
export function listOpenTickets(tx: Tx, organizationId: string, afterId: string | null, limit: number): Promise<ClockedTicket[]> {
  return tx
    .select(clockedTicketColumns)
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .where(
      and(
        eq(tickets.organizationId, organizationId),
        sql`${tickets.status} not in ('resolved', 'closed')`,
        afterId ? sql`${tickets.id} > ${afterId}` : undefined,
      ),
    )
    .orderBy(asc(tickets.id))
    .limit(limit);
}

export async function countOpenTickets(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.organizationId, organizationId), sql`${tickets.status} not in ('resolved', 'closed')`));
  return row?.count ?? 0;
}

/** Every clock of the tickets, oldest first. */
export function listClocks(tx: Tx, organizationId: string, ticketIds: readonly string[]): Promise<ClockRecord[]> {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(ticketSlaClocks)
    .where(and(eq(ticketSlaClocks.organizationId, organizationId), inArray(ticketSlaClocks.ticketId, [...ticketIds])))
    .orderBy(asc(ticketSlaClocks.startedAt));
}

export async function lockClock(tx: Tx, organizationId: string, clockId: string): Promise<ClockRecord | null> {
  const [row] = await tx
    .select()
    .from(ticketSlaClocks)
    .where(and(eq(ticketSlaClocks.organizationId, organizationId), eq(ticketSlaClocks.id, clockId)))
    .for('update');
  return row ?? null;
}

export function insertClocksStatement(tx: Tx, values: NewClock[]): SQL {
  return tx.insert(ticketSlaClocks).values(values).getSQL();
}

export async function insertClocks(tx: Tx, values: NewClock[]): Promise<ClockRecord[]> {
  return values.length === 0 ? [] : tx.insert(ticketSlaClocks).values(values).returning();
}

export async function updateClock(tx: Tx, organizationId: string, clock: ClockRecord): Promise<void> {
  const { id, organizationId: _organizationId, ticketId: _ticketId, createdAt: _createdAt, ...values } = clock;
  await tx
    .update(ticketSlaClocks)
    .set(values)
    .where(and(eq(ticketSlaClocks.organizationId, organizationId), eq(ticketSlaClocks.id, id)));
}

export async function deleteClocks(tx: Tx, organizationId: string, clockIds: readonly string[]): Promise<void> {
  if (clockIds.length === 0) return;
  await tx
    .delete(ticketSlaClocks)
    .where(and(eq(ticketSlaClocks.organizationId, organizationId), inArray(ticketSlaClocks.id, [...clockIds])));
}

/** The ticket's soonest due time among its running clocks, kept on the ticket for the list's order and filter. */
export async function refreshTicketDue(tx: Tx, organizationId: string, ticketIds: readonly string[]): Promise<void> {
  if (ticketIds.length === 0) return;
  await tx
    .update(tickets)
    .set({
      slaDueAt: sql`(select min(c.due_at) from ticket_sla_clocks c
                      where c.organization_id = ${tickets.organizationId} and c.ticket_id = ${tickets.id}
                        and c.stopped_at is null and c.running_since is not null)`,
    })
    .where(and(eq(tickets.organizationId, organizationId), inArray(tickets.id, [...ticketIds])));
}

export async function markFirstResponse(tx: Tx, organizationId: string, ticketId: string, now: Date): Promise<void> {
  await tx
    .update(tickets)
    .set({ firstRespondedAt: now })
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, ticketId), isNull(tickets.firstRespondedAt)));
}

export async function setResolvedAt(tx: Tx, organizationId: string, ticketId: string, resolvedAt: Date | null): Promise<void> {
  await tx
    .update(tickets)
    .set({ resolvedAt })
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, ticketId)));
}

/** The calendars of the organization by id, in the form the clock arithmetic takes. */
export async function businessCalendars(tx: Tx, organizationId: string): Promise<Map<string, BusinessCalendar>> {
  const rows = await listCalendars(tx, organizationId);
  return new Map(rows.map((row) => [row.id, businessCalendarOf(row)]));
}

export function businessCalendarOf(row: Pick<CalendarRecord, 'timeZone' | 'week' | 'closedDates'>): BusinessCalendar {
  return { timeZone: row.timeZone, week: row.week, closedDates: row.closedDates.map((closed) => closed.date) };
}

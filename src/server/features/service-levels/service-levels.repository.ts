import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { BusinessCalendar } from '../../../domain/business-hours.ts';
import { type SlaPolicy, type SlaSettings, type StoredSlaTargets, slaSettingsSchema } from '../../../domain/service-levels.ts';
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

/** Saves the settings, leaving the rest of the document (the recompute's progress) as it is. */
export async function saveSettings(tx: Tx, organizationId: string, settings: SlaSettings, now: Date): Promise<void> {
  await tx
    .insert(organizationSettings)
    .values({ organizationId, serviceLevels: settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: organizationSettings.organizationId,
      set: { serviceLevels: sql`${organizationSettings.serviceLevels} || ${JSON.stringify(settings)}::jsonb`, updatedAt: now },
    });
}

/** How far the open tickets have been brought under the last change of terms, kept beside the settings. */
export interface RecomputeProgress {
  total: number;
  done: number;
  startedAt: string;
  finishedAt: string | null;
}

export async function findRecompute(tx: Tx, organizationId: string): Promise<RecomputeProgress | null> {
  const [row] = await tx
    .select({ recompute: sql<RecomputeProgress | null>`${organizationSettings.serviceLevels}->'recompute'` })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row?.recompute ?? null;
}

export async function saveRecompute(tx: Tx, organizationId: string, progress: RecomputeProgress): Promise<void> {
  await tx
    .update(organizationSettings)
    .set({
      serviceLevels: sql`${organizationSettings.serviceLevels} || jsonb_build_object('recompute', ${JSON.stringify(progress)}::jsonb)`,
    })
    .where(eq(organizationSettings.organizationId, organizationId));
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

function policyRecordOf(row: Omit<PolicyRecord, 'targets'> & { targets: StoredSlaTargets }): PolicyRecord {
  return { ...row, targets: { ...row.targets, on_site_arrival: row.targets.on_site_arrival ?? null } };
}

/** The organization's policies in the order they are tried. */
export async function listPolicies(tx: Tx, organizationId: string): Promise<PolicyRecord[]> {
  const rows = await tx
    .select(policyColumns)
    .from(slaPolicies)
    .where(eq(slaPolicies.organizationId, organizationId))
    .orderBy(asc(slaPolicies.position), asc(slaPolicies.createdAt));
  return rows.map(policyRecordOf);
}

export async function insertPolicy(tx: Tx, values: typeof slaPolicies.$inferInsert): Promise<PolicyRecord> {
  const [row] = await tx.insert(slaPolicies).values(values).returning(policyColumns);
  if (!row) throw new Error('policy not created');
  return policyRecordOf(row);
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
  return row ? policyRecordOf(row) : null;
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

export async function findClockTicketId(tx: Tx, organizationId: string, clockId: string): Promise<string | null> {
  const [row] = await tx
    .select({ ticketId: ticketSlaClocks.ticketId })
    .from(ticketSlaClocks)
    .where(and(eq(ticketSlaClocks.organizationId, organizationId), eq(ticketSlaClocks.id, clockId)));
  return row?.ticketId ?? null;
}

export async function lockClock(tx: Tx, organizationId: string, clockId: string): Promise<ClockRecord | null> {
  const [row] = await tx
    .select()
    .from(ticketSlaClocks)
    .where(and(eq(ticketSlaClocks.organizationId, organizationId), eq(ticketSlaClocks.id, clockId)))
    .for('update');
  return row ?? null;
}

/** The clocks' columns as a JSON record set gives them, for inserts and updates of many clocks in one parameter. */
const clockRecordColumns =
  sql.raw(`id uuid, organization_id uuid, ticket_id uuid, work_order_id uuid, target text, policy_id uuid, policy_name text,
  target_minutes integer, is_business_hours boolean, warn_at_percent integer, used_minutes integer, started_at timestamptz,
  running_since timestamptz, due_at timestamptz, warn_at timestamptz, warned_at timestamptz, breached_at timestamptz,
  stopped_at timestamptz, created_at timestamptz, updated_at timestamptz`);

function clockRecordsOf(clocks: readonly ClockRecord[]): string {
  return JSON.stringify(
    clocks.map((clock) => ({
      id: clock.id,
      organization_id: clock.organizationId,
      ticket_id: clock.ticketId,
      work_order_id: clock.workOrderId,
      target: clock.target,
      policy_id: clock.policyId,
      policy_name: clock.policyName,
      target_minutes: clock.targetMinutes,
      is_business_hours: clock.isBusinessHours,
      warn_at_percent: clock.warnAtPercent,
      used_minutes: clock.usedMinutes,
      started_at: clock.startedAt,
      running_since: clock.runningSince,
      due_at: clock.dueAt,
      warn_at: clock.warnAt,
      warned_at: clock.warnedAt,
      breached_at: clock.breachedAt,
      stopped_at: clock.stoppedAt,
      created_at: clock.createdAt,
      updated_at: clock.updatedAt,
    })),
  );
}

/** The insert of new clocks, as one statement with one parameter however many they are. */
export function insertClocksStatement(clocks: readonly ClockRecord[]): SQL {
  return sql`insert into ticket_sla_clocks (id, organization_id, ticket_id, work_order_id, target, policy_id, policy_name, target_minutes,
      is_business_hours, warn_at_percent, used_minutes, started_at, running_since, due_at, warn_at, warned_at, breached_at,
      stopped_at, created_at, updated_at)
    select * from jsonb_to_recordset(${clockRecordsOf(clocks)}::jsonb) as v(${clockRecordColumns})`;
}

/** Writes the clocks' state, all in one statement. */
export async function updateClocks(tx: Tx, organizationId: string, clocks: readonly ClockRecord[]): Promise<void> {
  if (clocks.length === 0) return;
  await tx.execute(sql`
    update ticket_sla_clocks c
       set policy_id = v.policy_id, policy_name = v.policy_name, target_minutes = v.target_minutes,
           is_business_hours = v.is_business_hours, warn_at_percent = v.warn_at_percent, used_minutes = v.used_minutes,
           running_since = v.running_since, due_at = v.due_at, warn_at = v.warn_at, warned_at = v.warned_at,
           breached_at = v.breached_at, stopped_at = v.stopped_at, updated_at = v.updated_at
      from jsonb_to_recordset(${clockRecordsOf(clocks)}::jsonb) as v(${clockRecordColumns})
     where c.organization_id = ${organizationId} and c.id = v.id`);
}

export async function deleteClocks(tx: Tx, organizationId: string, clockIds: readonly string[]): Promise<void> {
  if (clockIds.length === 0) return;
  await tx
    .delete(ticketSlaClocks)
    .where(and(eq(ticketSlaClocks.organizationId, organizationId), inArray(ticketSlaClocks.id, [...clockIds])));
}

/**
 * Locks the tickets, in id order, before their clocks are written: a reply or a status change locks its ticket first
 * too, so that two changes of one ticket's clocks queue rather than deadlock.
 */
export async function lockTickets(tx: Tx, organizationId: string, ticketIds: readonly string[]): Promise<void> {
  if (ticketIds.length === 0) return;
  await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.organizationId, organizationId), inArray(tickets.id, [...ticketIds])))
    .orderBy(asc(tickets.id))
    .for('update');
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

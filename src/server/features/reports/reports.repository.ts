import { inArray, type SQL, sql } from 'drizzle-orm';
import type { ReportDimension, ReportTarget } from '../../../domain/reports.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { planEachCall } from '../../db/prepared-statements.ts';
import { customers, profiles } from '../../db/schema.ts';

// The report's statements are planned for their values each time (never a prepared statement's generic plan): a
// range of 7 days or 366, an organization or one agent, want different plans, and an agent's targets under the
// generic plan ran past the statement timeout.

/** Whose figures a report counts: an organization's, or only one member's (an agent sees their own). */
export interface ReportScope {
  organizationId: string;
  /** Only the tickets assigned to this member, and only their hours; null for the whole organization. */
  memberId: string | null;
}

/** The instants a report's local days span, [start, end), and the zone the days are counted in. */
export interface ReportWindow {
  start: Date;
  end: Date;
  timeZone: string;
}

/** The condition that keeps a member's own rows, when the report is theirs only. */
const onlyMember = (scope: ReportScope, column: SQL): SQL => (scope.memberId ? sql` and ${column} = ${scope.memberId}` : sql``);

/**
 * Tickets created and resolved on each local day of the window, and the backlog at its end: the tickets open now,
 * less those created since the end, plus those resolved since (a ticket is resolved after it was created). Counting
 * from now back keeps a recent range cheap however long the organization's history. Every part reads an index in
 * order: created per day (organization_id, [assigned_to,] created_at), resolved the partial
 * (organization_id, resolved_at), open now the partial (organization_id, assigned_to) of unresolved tickets.
 */
export async function countTicketsPerDay(
  tx: Tx,
  scope: ReportScope,
  window: ReportWindow,
): Promise<{ backlogAtEnd: number; days: { date: string; created: number; resolved: number }[] }> {
  const { organizationId } = scope;
  const { start, end, timeZone } = window;
  const ofTenant = sql`organization_id = ${organizationId}${onlyMember(scope, sql`assigned_to`)}`;
  const rows = await queryRows<{
    kind: 'created' | 'resolved' | 'open' | 'created_after' | 'resolved_after';
    date: string | null;
    count: number;
  }>(
    tx,
    sql`${planEachCall}
      select 'created' as kind, to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as date, count(*)::int as count
        from tickets where ${ofTenant} and created_at >= ${start} and created_at < ${end}
       group by 2
      union all
      select 'resolved', to_char(resolved_at at time zone ${timeZone}, 'YYYY-MM-DD'), count(*)::int
        from tickets where ${ofTenant} and resolved_at >= ${start} and resolved_at < ${end}
       group by 2
      union all
      select 'open', null, count(*)::int from tickets where ${ofTenant} and resolved_at is null
      union all
      select 'created_after', null, count(*)::int from tickets where ${ofTenant} and created_at >= ${end}
      union all
      select 'resolved_after', null, count(*)::int from tickets where ${ofTenant} and resolved_at >= ${end}`,
  );
  const days = new Map<string, { date: string; created: number; resolved: number }>();
  const totals = { open: 0, created_after: 0, resolved_after: 0 };
  for (const row of rows) {
    if (row.kind === 'created' || row.kind === 'resolved') {
      const date = row.date ?? '';
      const day = days.get(date) ?? { date, created: 0, resolved: 0 };
      day[row.kind] = row.count;
      days.set(date, day);
    } else {
      totals[row.kind] = row.count;
    }
  }
  return { backlogAtEnd: totals.open - totals.created_after + totals.resolved_after, days: [...days.values()] };
}

export interface DurationFigures {
  target: 'first_response' | 'resolution';
  count: number;
  median: number;
  p90: number;
}

/**
 * Median and 90th percentile of the minutes used (business minutes under a business-hours policy) by the first
 * response and resolution clocks that stopped in the window; read through (organization_id, target, stopped_at).
 */
export function summarizeDurations(tx: Tx, scope: ReportScope, window: ReportWindow): Promise<DurationFigures[]> {
  const { organizationId } = scope;
  const ofMember = scope.memberId
    ? sql` join tickets t on t.organization_id = ${organizationId} and t.id = k.ticket_id and t.assigned_to = ${scope.memberId}`
    : sql``;
  return queryRows<DurationFigures>(
    tx,
    sql`${planEachCall}
      select k.target, count(*)::int as count,
             percentile_cont(0.5) within group (order by k.used_minutes)::float8 as median,
             percentile_cont(0.9) within group (order by k.used_minutes)::float8 as p90
        from ticket_sla_clocks k${ofMember}
       where k.organization_id = ${organizationId} and k.target in ('first_response', 'resolution')
         and k.stopped_at >= ${window.start} and k.stopped_at < ${window.end}
       group by k.target`,
  );
}

export interface SlaMetFigures {
  dimension: ReportDimension;
  target: ReportTarget;
  key: string;
  label: string;
  met: number;
  breached: number;
}

interface SlaGroup {
  target: ReportTarget;
  byPolicy: boolean;
  byAgent: boolean;
  byCustomer: boolean;
  policyId: string | null;
  policyName: string | null;
  assignedTo: string | null;
  customerId: string | null;
  priority: string | null;
  met: number;
  breached: number;
}

/**
 * Clocks met and breached per policy, agent, customer and priority (one pass, grouping sets): those that stopped in
 * the window, and those still running whose breach fell due in it. The agent, customer and priority are the
 * ticket's now; the policy is the one the clock ran under, by the name it had then. Naming every target lets the
 * stopped clocks be read as three ranges of (organization_id, target, stopped_at) rather than the whole
 * organization's; the running breached ones come from their own partial index. Groups are made on ids, and the
 * names of the agents and customers found are read afterwards.
 */
export async function countSlaResults(tx: Tx, scope: ReportScope, window: ReportWindow): Promise<SlaMetFigures[]> {
  const { organizationId } = scope;
  const { start, end } = window;
  const groups = await queryRows<SlaGroup>(
    tx,
    sql`${planEachCall}
      with clocks as (
        select k.ticket_id, k.target, k.policy_id, k.policy_name, k.breached_at is not null as is_breached
          from ticket_sla_clocks k
         where k.organization_id = ${organizationId} and k.target in ('first_response', 'next_response', 'resolution')
           and k.stopped_at >= ${start} and k.stopped_at < ${end}
        union all
        select k.ticket_id, k.target, k.policy_id, k.policy_name, true
          from ticket_sla_clocks k
         where k.organization_id = ${organizationId} and k.stopped_at is null and k.breached_at is not null
           and k.due_at >= ${start} and k.due_at < ${end}
      )
      select c.target, grouping(c.policy_id, c.policy_name) = 0 as "byPolicy", grouping(t.assigned_to) = 0 as "byAgent",
             grouping(t.customer_id) = 0 as "byCustomer", c.policy_id as "policyId", c.policy_name as "policyName",
             t.assigned_to as "assignedTo", t.customer_id as "customerId", t.priority,
             (count(*) filter (where not c.is_breached))::int as met, (count(*) filter (where c.is_breached))::int as breached
        from clocks c
        join tickets t on t.organization_id = ${organizationId} and t.id = c.ticket_id${onlyMember(scope, sql`t.assigned_to`)}
       group by grouping sets ((c.target, c.policy_id, c.policy_name), (c.target, t.assigned_to), (c.target, t.customer_id),
                               (c.target, t.priority))`,
  );
  const idsOf = (pick: (group: SlaGroup) => string | null) => [...new Set(groups.map(pick).filter((id) => id !== null))];
  const agentIds = idsOf((group) => (group.byAgent ? group.assignedTo : null));
  const customerIds = idsOf((group) => (group.byCustomer ? group.customerId : null));
  // Agents and customers by id (uuids, one space for both): one look-up for the names shown.
  const names = new Map(
    agentIds.length + customerIds.length === 0
      ? []
      : (
          await queryRows<{ id: string; name: string }>(
            tx,
            sql`select id, coalesce(nullif(name, ''), email) as name from profiles
                 where organization_id = ${organizationId} and ${inArray(profiles.id, agentIds)}
                union all
                select id, coalesce(nullif(contact_name, ''), email) from customers
                 where organization_id = ${organizationId} and ${inArray(customers.id, customerIds)}`,
          )
        ).map((row) => [row.id, row.name]),
  );
  return groups.map((group): SlaMetFigures => {
    const counts = { target: group.target, met: group.met, breached: group.breached };
    if (group.byPolicy) {
      const name = group.policyName ?? '';
      return { ...counts, dimension: 'policy', key: `${group.policyId ?? 'none'}:${name}`, label: name };
    }
    if (group.byAgent) {
      const id = group.assignedTo;
      return { ...counts, dimension: 'agent', key: id ?? 'unassigned', label: id ? (names.get(id) ?? 'Former member') : 'Unassigned' };
    }
    if (group.byCustomer) {
      const id = group.customerId;
      return {
        ...counts,
        dimension: 'customer',
        key: id ?? 'none',
        label: id ? (names.get(id) ?? 'Former customer') : 'No customer',
      };
    }
    return { ...counts, dimension: 'priority', key: group.priority ?? '', label: group.priority ?? '' };
  });
}

/** Hours of approved PTO requests starting in the range, per person. */
export function sumApprovedPto(
  tx: Tx,
  scope: ReportScope,
  range: { from: string; to: string },
): Promise<{ userId: string; hours: number }[]> {
  return queryRows(
    tx,
    sql`
      select user_id as "userId", sum(hours)::float8 as hours
        from pto_requests
       where organization_id = ${scope.organizationId}${onlyMember(scope, sql`user_id`)}
         and status = 'approved' and start_date >= ${range.from} and start_date <= ${range.to}
       group by user_id`,
  );
}

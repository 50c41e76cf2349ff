import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { isStaffRole, type Role } from '../../../domain/roles.ts';
import type { SlaTargetKind } from '../../../domain/service-levels.ts';
import type { CustomFieldValue, CustomFieldValues } from '../../../domain/ticket-custom-fields.ts';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import type { TicketListFilter, TicketSort } from '../../../domain/ticket-list.ts';
import { type Priority, statusGroups, type TicketSource, type TicketStatus } from '../../../domain/ticket-status.ts';
import { asOneStatement, queryRows, type Tx } from '../../db/client.ts';
import { afterPosition, type KeysetPosition, keysetOrder, positionAt, type SortDirection } from '../../db/keyset-cursor.ts';
import { likePattern, prefixPattern } from '../../db/like-pattern.ts';
import { planEachCall } from '../../db/prepared-statements.ts';
import { calendarEvents, customers, organizationSettings, organizations, profiles, ticketComments, tickets } from '../../db/schema.ts';
import { attachmentsWhere, type ListedAttachment, type ReceivedMail, receivedMailOf } from './ticket-mail.repository.ts';

/** Whose tickets a query may see: the viewer's organization, role and user. */
export interface TicketViewer {
  organizationId: string;
  userId: string;
  role: Role;
  /** For an agent, what the permission matrix lets them see: their own tickets and the queue, every ticket, or none. */
  agentScope?: 'assigned' | 'all' | 'none';
}

/** The organization's own view of its tickets, for a change no signed-in member makes; its user id matches nobody. */
export function organizationViewer(organizationId: string): TicketViewer {
  return { organizationId, userId: '00000000-0000-0000-0000-000000000000', role: 'org_admin' };
}

/**
 * The viewer's tickets as disjoint conditions on `t` (so each can be read in index order): super admins
 * the platform organization's; org admins their organization's and its escalations; agents those
 * assigned to or created by them, the unassigned ones (the queue they take tickets from) and their own
 * escalations; customers those of their customer record.
 */
function scopeBranches({ organizationId, userId, role, agentScope = 'assigned' }: TicketViewer): ReturnType<typeof sql>[] {
  switch (role) {
    case 'super_admin':
      return [sql`t.organization_id = ${organizationId}`];
    case 'org_admin':
      return [sql`t.organization_id = ${organizationId}`, sql`t.origin_organization_id = ${organizationId}`];
    case 'agent':
      if (agentScope === 'none') return [sql`false`];
      if (agentScope === 'all') {
        return [sql`t.organization_id = ${organizationId}`, sql`t.origin_organization_id = ${organizationId} and t.created_by = ${userId}`];
      }
      // Assigned to them, and created by them but not assigned to them: apart, each branch reads its own index in order.
      return [
        sql`t.organization_id = ${organizationId} and t.assigned_to = ${userId}`,
        sql`t.organization_id = ${organizationId} and t.created_by = ${userId} and t.assigned_to is distinct from ${userId}`,
        sql`t.organization_id = ${organizationId} and t.assigned_to is null and t.created_by is distinct from ${userId}`,
        sql`t.origin_organization_id = ${organizationId} and t.created_by = ${userId}`,
      ];
    case 'user':
      return [
        // One customer record per account (customers_user_id_key): an equality the customer index can seek, not a filter of the organization's tickets.
        sql`t.organization_id = ${organizationId} and t.customer_id = (
          select c.id from customers c where c.organization_id = ${organizationId} and c.user_id = ${userId})`,
      ];
  }
}

function inScope(viewer: TicketViewer) {
  return sql`(${sql.join(
    scopeBranches(viewer).map((branch) => sql`(${branch})`),
    sql` or `,
  )})`;
}

export interface TicketListFilters {
  filter: TicketListFilter;
  priority: Priority | null;
  search: string | null;
  /** Only the tickets with this tag (normalized); staff only, as tags are. */
  tag?: string | null;
  /** Only the tickets of an assignee: the viewer's own (me), nobody's (unassigned), or a staff member's; staff only. */
  assignee?: 'me' | 'unassigned' | { userId: string } | null;
  /** Only tickets created at or before this instant (a change of all matching tickets leaves newer ones alone). */
  createdUpTo?: Date;
  /** Only the tickets with these values of custom fields (an unticked checkbox: not ticked); staff only. */
  customFields?: readonly { fieldId: string; value: CustomFieldValue }[];
}

/**
 * Every word as a prefix, as written and stemmed: `jamm` finds "jammed" while it is being typed, `printers`
 * finds "printer". An English stop word ("how", "my") is left out as before, not required as written.
 * Null when the search has no words.
 */
function wordsQueryOf(search: string) {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  const prefixes = words.map((word) => {
    const stemmed = sql`to_tsquery('english'::regconfig, ${`${word}:*`})`;
    return sql`(case when numnode(${stemmed}) = 0 then ${stemmed} else to_tsquery('simple'::regconfig, ${`${word}:*`}) || ${stemmed} end)`;
  });
  return sql.join(prefixes, sql` && `);
}

function filterConditions(filters: TicketListFilters, viewer: TicketViewer) {
  const { filter, priority, search, tag, assignee, createdUpTo } = filters;
  const conditions = [];
  switch (filter) {
    case 'all':
      break;
    case 'open':
    case 'in_progress':
    case 'resolved':
      conditions.push(sql`t.status in ${statusGroups[filter]}`);
      break;
    case 'new':
      conditions.push(sql`t.status = 'open'`);
      break;
    case 'waiting_customer':
    case 'waiting_agent':
      conditions.push(sql`t.status = ${filter}`);
      break;
    case 'high_priority':
      conditions.push(sql`t.priority in ('high', 'urgent')`);
      break;
    case 'due_soon':
      conditions.push(sql`t.sla_due_at <= now() + interval '1 hour'`);
      break;
    case 'breached':
      // The soonest target still running is past due: breached and not yet met.
      conditions.push(sql`t.sla_due_at < now()`);
      break;
  }
  if (priority) conditions.push(sql`t.priority = ${priority}`);
  if (search) conditions.push(searchCondition(search, viewer));
  if (tag && isStaffRole(viewer.role)) conditions.push(sql`t.tags @> array[${tag}]::text[]`);
  if (assignee && isStaffRole(viewer.role)) conditions.push(assigneeCondition(assignee, viewer));
  if (createdUpTo) conditions.push(sql`t.created_at <= ${createdUpTo.toISOString()}::timestamptz`);
  if (isStaffRole(viewer.role)) conditions.push(...(filters.customFields ?? []).map(customFieldCondition));
  return conditions;
}

/** Containment, which the (organization_id, custom_fields jsonb_path_ops) index answers (decision 167). */
function customFieldCondition({ fieldId, value }: { fieldId: string; value: CustomFieldValue }) {
  if (value === false) return sql`not t.custom_fields @> ${JSON.stringify({ [fieldId]: true })}::jsonb`;
  return sql`t.custom_fields @> ${JSON.stringify({ [fieldId]: value })}::jsonb`;
}

function assigneeCondition(assignee: NonNullable<TicketListFilters['assignee']>, viewer: TicketViewer) {
  if (assignee === 'unassigned') return sql`t.assigned_to is null`;
  return sql`t.assigned_to = ${assignee === 'me' ? viewer.userId : assignee.userId}`;
}

/**
 * Words of the title and description or of a comment (full text, each word a prefix; a customer's search leaves
 * the internal notes out), part of the customer's name, and, when the search has a digit, part of the ticket number
 * (`1042`, `TKT-10`).
 */
function searchCondition(search: string, viewer: TicketViewer) {
  const like = likePattern(search);
  const words = wordsQueryOf(search);
  // The tickets whose comments match, gathered once from the comments' own search index.
  const inComments = sql`t.id = any(array(
    select c.ticket_id from ticket_comments c
     where c.organization_id = ${viewer.organizationId} and c.search_vector @@ (${words})
           ${isStaffRole(viewer.role) ? sql`` : sql`and not c.is_internal`}))`;
  const matches = [
    ...(words ? [sql`t.search_vector @@ (${words})`, inComments] : []),
    sql`t.customer_name ilike ${like}`,
    ...(/\d/.test(search) ? [sql`t.ticket_number ilike ${like}`] : []),
  ];
  // A rare word wants the search indexes, a common one the date order: planned for its words each time.
  return sql`${planEachCall}(${sql.join(matches, sql` or `)})`;
}

/** A ticket as the screens show it, with its earliest scheduled appointment. */
export interface TicketRecord {
  id: string;
  organizationId: string;
  ticketNumber: string;
  title: string;
  /** The whole text on a ticket; the first `ticketLimits.descriptionExcerpt` characters on a list's rows. */
  description: string;
  status: TicketStatus;
  priority: Priority;
  customerId: string | null;
  customerName: string;
  createdBy: string | null;
  assignedTo: string | null;
  assigneeName: string | null;
  isEscalation: boolean;
  originOrganizationId: string | null;
  originOrganizationName: string | null;
  originTicketId: string | null;
  /** The ticket this one was merged into; its id is null for a customer whose tickets it is not among. */
  mergedInto: { id: string | null; ticketNumber: string } | null;
  commentCount: number;
  tags: string[];
  /** The values of its custom fields by field id: for a customer, those of the customer-visible fields only. */
  customFields: CustomFieldValues;
  /** The channel the ticket came in through: its first message is an e-mail when it is `email`. */
  source: TicketSource;
  /** ISO 8601 in UTC to the millisecond, as `Date.prototype.toISOString` writes it. */
  createdAt: string;
  updatedAt: string;
  appointment: { id: string; title: string; startTime: Date; endTime: Date } | null;
  /** The running or paused service-level clock due first; null without one, and always for a customer. */
  serviceLevel: { target: SlaTargetKind; dueAt: string | null; warnAt: string | null; breachedAt: string | null; isPaused: boolean } | null;
  /** The time zone setting of the ticket's organization, as stored. */
  timeZone: string | null;
}

interface TicketSqlRow {
  id: string;
  organization_id: string;
  ticket_number: string;
  title: string;
  description: string;
  status: TicketStatus;
  priority: Priority;
  customer_id: string | null;
  customer_name: string;
  created_by: string | null;
  assigned_to: string | null;
  assignee_name: string | null;
  is_escalation: boolean;
  origin_organization_id: string | null;
  origin_organization_name: string | null;
  origin_ticket_id: string | null;
  merged_into: { id: string | null; ticketNumber: string } | null;
  comment_count: number | string;
  tags: string[];
  custom_fields: CustomFieldValues;
  source: TicketSource;
  created_at: string;
  updated_at: string;
  appointment_id: string | null;
  appointment_title: string | null;
  appointment_start: Date | string | null;
  appointment_end: Date | string | null;
  sla_target: SlaTargetKind | null;
  sla_due_at: string | null;
  sla_warn_at: string | null;
  sla_breached_at: string | null;
  sla_is_paused: boolean | null;
  time_zone: string | null;
}

/** An instant as `toISOString` writes it (milliseconds, truncated as a Date truncates them, and Z), without a Date per row. */
function isoInstant(instant: SQL): SQL {
  return sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The columns a ticket's row carries itself, read from `t` (a table or a page of it). */
const ownColumns = sql`t.id, t.organization_id, t.ticket_number, t.title, t.status, t.priority, t.customer_id, t.customer_name,
  t.created_by, t.assigned_to, t.is_escalation, t.origin_organization_id, t.origin_ticket_id, t.source, t.comment_count,
  t.merged_into_ticket_id`;

/** The ticket `t` was merged into, by number; a customer is given its id only when it is one of theirs too. */
function mergedIntoColumn(viewer: TicketViewer) {
  const id = viewer.role === 'user' ? sql`case when m.customer_id = t.customer_id then m.id end` : sql`m.id`;
  return sql`case when t.merged_into_ticket_id is not null then (
    select json_build_object('id', ${id}, 'ticketNumber', m.ticket_number) from tickets m
     where m.organization_id = t.organization_id and m.id = t.merged_into_ticket_id) end`;
}

/**
 * A ticket's columns for the screens, from `t` and the joins of `ticketJoins`. The time zone is read once per
 * statement (an init plan), not per row: only the viewer's organization's settings are visible to its scope,
 * so a ticket of another organization (an escalation seen from its origin) has none, as with a join.
 */
function ticketColumns(viewer: TicketViewer) {
  // Tags are the staff's own labels: none for customers, nor for the organization an escalation came from.
  const tags =
    viewer.role === 'user'
      ? sql`'{}'::text[]`
      : sql`case when t.organization_id = ${viewer.organizationId} then t.tags else '{}'::text[] end`;
  return sql`${ownColumns}, ${tags} as tags, ${customFieldsColumn(viewer)} as custom_fields, t.description, ${isoInstant(sql`t.created_at`)} as created_at, ${isoInstant(sql`t.updated_at`)} as updated_at,
  nullif(ap.name, '') as assignee_name, o.name as origin_organization_name, ${mergedIntoColumn(viewer)} as merged_into,
  a.id as appointment_id, a.title as appointment_title, a.start_time as appointment_start, a.end_time as appointment_end,
  ${viewer.role === 'user' ? sql`null` : sql`sla.target`} as sla_target, ${isoInstant(sql`sla.due_at`)} as sla_due_at,
  ${isoInstant(sql`sla.warn_at`)} as sla_warn_at, ${isoInstant(sql`sla.breached_at`)} as sla_breached_at,
  sla.running_since is null as sla_is_paused,
  case when t.organization_id = ${viewer.organizationId}
       then (select s.datetime->>'timezone' from organization_settings s where s.organization_id = ${viewer.organizationId}) end as time_zone`;
}

/**
 * A ticket's custom field values as the viewer may read them: all for its own staff; for a customer, those of the
 * fields shown to customers; none for the organization an escalation came from (decision 167).
 */
function customFieldsColumn(viewer: TicketViewer) {
  if (viewer.role === 'user') {
    return sql`(select coalesce(jsonb_object_agg(v.key, v.value), '{}'::jsonb) from jsonb_each(t.custom_fields) v
                 where v.key in (select f.id::text from ticket_custom_fields f
                                  where f.organization_id = t.organization_id and f.is_visible_to_customers and not f.is_archived))`;
  }
  return sql`case when t.organization_id = ${viewer.organizationId} then t.custom_fields else '{}'::jsonb end`;
}

/** The column and direction of each order of the list. */
const sortKeys: Record<TicketSort, { column: 'created_at' | 'updated_at' | 'sla_due_at'; direction: SortDirection }> = {
  newest: { column: 'created_at', direction: 'newest' },
  oldest: { column: 'created_at', direction: 'oldest' },
  recently_updated: { column: 'updated_at', direction: 'newest' },
  least_recently_updated: { column: 'updated_at', direction: 'oldest' },
  due_soonest: { column: 'sla_due_at', direction: 'oldest' },
};

const ticketJoins = sql`
  left join organizations o on o.id = t.origin_organization_id
  left join profiles ap on ap.id = t.assigned_to
  left join lateral (
    select e.id, e.title, e.start_time, e.end_time from calendar_events e
     where e.organization_id = t.organization_id and e.ticket_id = t.id
       and e.event_type = 'ticket_appointment' and e.status = 'scheduled'
     order by e.start_time asc limit 1
  ) a on true
  left join lateral (
    select c.target, c.due_at, c.warn_at, c.breached_at, c.running_since from ticket_sla_clocks c
     where c.organization_id = t.organization_id and c.ticket_id = t.id and c.stopped_at is null
     order by c.due_at asc nulls last limit 1
  ) sla on true`;

function toRecord(row: TicketSqlRow): TicketRecord {
  return {
    id: row.id,
    organizationId: row.organization_id,
    ticketNumber: row.ticket_number,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    customerId: row.customer_id,
    customerName: row.customer_name,
    createdBy: row.created_by,
    assignedTo: row.assigned_to,
    assigneeName: row.assignee_name,
    isEscalation: row.is_escalation,
    originOrganizationId: row.origin_organization_id,
    originOrganizationName: row.origin_organization_name,
    originTicketId: row.origin_ticket_id,
    mergedInto: row.merged_into,
    commentCount: Number(row.comment_count),
    tags: row.tags,
    customFields: row.custom_fields,
    source: row.source,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    appointment:
      row.appointment_id && row.appointment_start && row.appointment_end
        ? {
            id: row.appointment_id,
            title: row.appointment_title ?? '',
            startTime: new Date(row.appointment_start),
            endTime: new Date(row.appointment_end),
          }
        : null,
    serviceLevel: row.sla_target
      ? {
          target: row.sla_target,
          dueAt: row.sla_due_at,
          warnAt: row.sla_warn_at,
          breachedAt: row.sla_breached_at,
          isPaused: row.sla_is_paused === true,
        }
      : null,
    timeZone: row.time_zone,
  };
}

/**
 * One page in (created_at, id) or (updated_at, id) order; reads `limit` rows (ask for one more to know whether a
 * page follows). Each branch of the scope reads its rows' columns where its index finds them, so the page is
 * never looked up again by primary key; a row carries the first characters of its description.
 */
export async function listTickets(
  tx: Tx,
  options: { viewer: TicketViewer; filters: TicketListFilters; sort: TicketSort; after: KeysetPosition | null; limit: number },
): Promise<(TicketRecord & { position: KeysetPosition })[]> {
  const { viewer, filters, after, limit } = options;
  const { column, direction } = sortKeys[options.sort];
  const sortColumn = sql.raw(column);
  const conditions = filterConditions(filters, viewer);
  // Only tickets with a running target have a due time to be ordered by.
  if (column === 'sla_due_at') conditions.push(sql`t.sla_due_at is not null`);
  if (after) conditions.push(afterPosition(sql`t.${sortColumn}`, sql`t.id`, after, direction));
  const order = keysetOrder(sortColumn, sql`id`, direction);
  const branches = scopeBranches(viewer).map(
    (branch) =>
      sql`(select ${ownColumns}, t.tags, t.custom_fields, left(t.description, ${sql.raw(String(ticketLimits.descriptionExcerpt))}) as description, t.created_at, t.updated_at, t.sla_due_at
             from tickets t where ${sql.join([branch, ...conditions], sql` and `)} order by ${order} limit ${limit})`,
  );
  const rows = await queryRows<TicketSqlRow & { position_at: string }>(
    tx,
    sql`select ${ticketColumns(viewer)}, ${positionAt(sql`t.${sortColumn}`)} as position_at
          from (select * from (${sql.join(branches, sql` union all `)}) b order by ${order} limit ${limit}) t ${ticketJoins}
         order by ${keysetOrder(sql`t.${sortColumn}`, sql`t.id`, direction)}`,
  );
  return rows.map((row) => ({ ...toRecord(row), position: { at: row.position_at, id: row.id } }));
}

export async function findTicket(tx: Tx, viewer: TicketViewer, ticketId: string): Promise<TicketRecord | null> {
  const rows = await queryRows<TicketSqlRow>(
    tx,
    sql`select ${ticketColumns(viewer)} from tickets t ${ticketJoins} where t.id = ${ticketId} and ${inScope(viewer)}`,
  );
  const row = rows[0];
  return row ? toRecord(row) : null;
}

/** A ticket as its screen reads it, with the message that opened it: the e-mail it came in as (null when opened in the app), and its files. */
export type TicketToRead = TicketRecord & {
  openingMail: ReceivedMail | null;
  openingAttachments: ListedAttachment[];
  /** The staff who follow it, by name, and the addresses copied on its replies. */
  followers: { userId: string; name: string }[];
  copiedAddresses: string[];
  /** What changed on it, oldest first. */
  history: TicketChange[];
};

export interface TicketChange {
  field: 'status' | 'priority' | 'assignee' | 'tags' | 'merged_into' | 'merged_from';
  from: string | null;
  to: string | null;
  actorName: string;
  at: string;
}

/** A ticket in the viewer's scope with its opening message, in the one statement that reads the ticket. */
export async function findTicketToRead(tx: Tx, viewer: TicketViewer, ticketId: string): Promise<TicketToRead | null> {
  const rows = await queryRows<
    TicketSqlRow & {
      opening_mail: ReceivedMail | null;
      opening_attachments: ListedAttachment[];
      followers: TicketToRead['followers'];
      copied_addresses: string[];
      history: TicketChange[];
    }
  >(
    tx,
    sql`select ${ticketColumns(viewer)},
               (select ${receivedMailOf(sql`m`)} from mail_messages m
                 where m.organization_id = t.organization_id and m.ticket_id = t.id and m.comment_id is null and m.direction = 'inbound'
                 limit 1) as opening_mail,
               ${attachmentsWhere(sql`a.organization_id = t.organization_id and a.ticket_id = t.id and a.comment_id is null`)} as opening_attachments,
               (select coalesce(json_agg(json_build_object('userId', p.id, 'name', coalesce(nullif(p.name, ''), p.email)) order by f.created_at), '[]')
                  from ticket_followers f join profiles p on p.id = f.user_id and p.organization_id = f.organization_id
                 where f.organization_id = t.organization_id and f.ticket_id = t.id) as followers,
               (select coalesce(array_agg(f.email order by f.created_at, f.email), '{}') from ticket_followers f
                 where f.organization_id = t.organization_id and f.ticket_id = t.id and f.email is not null) as copied_addresses,
               (select coalesce(json_agg(json_build_object('field', h.field, 'from', h.from_value, 'to', h.to_value,
                                                           'actorName', h.actor_name, 'at', ${isoInstant(sql`h.created_at`)})
                                         order by h.created_at, h.id), '[]')
                  from ticket_history h where h.organization_id = t.organization_id and h.ticket_id = t.id) as history
          from tickets t ${ticketJoins} where t.id = ${ticketId} and ${inScope(viewer)}`,
  );
  const row = rows[0];
  return row
    ? {
        ...toRecord(row),
        openingMail: row.opening_mail,
        openingAttachments: row.opening_attachments,
        followers: row.followers,
        copiedAddresses: row.copied_addresses,
        history: row.history,
      }
    : null;
}

/** The count of the viewer's tickets that a list in this order shows with these filters, as a scalar query. */
function matchingCount(viewer: TicketViewer, filters: TicketListFilters, sort: TicketSort) {
  const conditions = [inScope(viewer), ...filterConditions(filters, viewer)];
  // As listTickets: only tickets with a running target have a due time to be ordered by.
  if (sortKeys[sort].column === 'sla_due_at') conditions.push(sql`t.sla_due_at is not null`);
  return sql`(select count(*) from tickets t where ${sql.join(conditions, sql` and `)})`;
}

/** How many of the viewer's tickets the list's filters and search match. */
export async function countMatchingTickets(
  tx: Tx,
  viewer: TicketViewer,
  filters: TicketListFilters,
  sort: TicketSort = 'newest',
): Promise<number> {
  const [row] = await queryRows<{ tickets: number | string }>(tx, sql`select ${matchingCount(viewer, filters, sort)} as tickets`);
  return Number(row?.tickets ?? 0);
}

/** For each list (its filters and order), how many of the viewer's tickets it shows: one statement, one index read per list. */
export async function countMatchingTicketsOfEach(
  tx: Tx,
  viewer: TicketViewer,
  lists: readonly { filters: TicketListFilters; sort: TicketSort }[],
): Promise<number[]> {
  if (lists.length === 0) return [];
  const counts = lists.map(({ filters, sort }) => matchingCount(viewer, filters, sort));
  const [row] = await queryRows<{ counts: (number | string)[] }>(tx, sql`select array[${sql.join(counts, sql`, `)}]::bigint[] as counts`);
  return (row?.counts ?? []).map(Number);
}

export interface TicketCounts {
  total: number;
  open: number;
  inProgress: number;
  resolved: number;
  highOrUrgent: number;
}

/** Tickets in scope by status and priority: the maintained tallies where the scope is a whole organization. */
function countsByStatusAndPriority(viewer: TicketViewer) {
  const byGroup = (branch: ReturnType<typeof sql>) =>
    sql`select t.status, t.priority, count(*) as tickets from tickets t where ${branch} group by 1, 2`;
  switch (viewer.role) {
    case 'super_admin':
      return sql`select status, priority, tickets from ticket_tallies where organization_id = ${viewer.organizationId}`;
    case 'org_admin':
      return sql`select status, priority, tickets from ticket_tallies where organization_id = ${viewer.organizationId}
                 union all ${byGroup(sql`t.origin_organization_id = ${viewer.organizationId}`)}`;
    default:
      return byGroup(inScope(viewer));
  }
}

export async function countTickets(tx: Tx, viewer: TicketViewer): Promise<TicketCounts> {
  const [row] = await queryRows<Record<keyof TicketCounts, number | string | null>>(
    tx,
    sql`select sum(g.tickets) as "total",
               sum(g.tickets) filter (where g.status in ${statusGroups.open}) as "open",
               sum(g.tickets) filter (where g.status in ${statusGroups.in_progress}) as "inProgress",
               sum(g.tickets) filter (where g.status in ${statusGroups.resolved}) as "resolved",
               sum(g.tickets) filter (where g.priority in ('high', 'urgent')) as "highOrUrgent"
          from (${countsByStatusAndPriority(viewer)}) g`,
  );
  return {
    total: Number(row?.total ?? 0),
    open: Number(row?.open ?? 0),
    inProgress: Number(row?.inProgress ?? 0),
    resolved: Number(row?.resolved ?? 0),
    highOrUrgent: Number(row?.highOrUrgent ?? 0),
  };
}

/** A comment as the screens show it, its time as `toISOString` writes it. */
export interface CommentRecord {
  id: string;
  ticketId: string;
  userId: string | null;
  userName: string;
  userEmail: string;
  content: string;
  isPlatformSupport: boolean;
  isInternal: boolean;
  createdAt: string;
}

/** A CommentRecord's fields, read from `ticket_comments`: its time written by PostgreSQL, no Date per row. */
const commentColumns = sql`id, ticket_id as "ticketId", user_id as "userId", user_name as "userName", user_email as "userEmail",
  content, is_platform_support as "isPlatformSupport", is_internal as "isInternal", ${isoInstant(sql`created_at`)} as "createdAt"`;

/** A comment as a ticket's screen reads it: the e-mail it came in as, and whether the mail carrying it to the customer bounced. */
export type ListedComment = CommentRecord & {
  mail: ReceivedMail | null;
  attachments: ListedAttachment[];
  undelivered: { reason: string | null } | null;
};

/** A ticket's comments, each with the e-mail it came in as (null for one written in the app) and its bounce, in one statement. */
export function listComments(tx: Tx, organizationId: string, ticketId: string): Promise<ListedComment[]> {
  return queryRows<ListedComment>(
    tx,
    sql`select ${commentColumns}, received.mail,
               case when received.mail is null
                    then ${attachmentsWhere(sql`a.organization_id = ticket_comments.organization_id and a.comment_id = ticket_comments.id`)}
                    else '[]' end as attachments,
               (select jsonb_build_object('reason', b.bounce_reason) from mail_messages b
                 where b.organization_id = ticket_comments.organization_id and b.comment_id = ticket_comments.id
                   and b.direction = 'outbound' and b.status = 'bounced' limit 1) as undelivered
          from ticket_comments
          left join lateral (select ${receivedMailOf(sql`m`)} as mail from mail_messages m
                              where m.organization_id = ticket_comments.organization_id and m.comment_id = ticket_comments.id
                                and m.direction = 'inbound') received on true
         where organization_id = ${organizationId} and ticket_id = ${ticketId} order by created_at, id`,
  );
}

/** A ticket of the transaction's organization, locked for a change, with the account behind its customer. */
export async function lockTicket(tx: Tx, organizationId: string, ticketId: string) {
  const [row] = await tx
    .select({
      id: tickets.id,
      organizationId: tickets.organizationId,
      ticketNumber: tickets.ticketNumber,
      title: tickets.title,
      status: tickets.status,
      priority: tickets.priority,
      customerId: tickets.customerId,
      createdBy: tickets.createdBy,
      assignedTo: tickets.assignedTo,
      isEscalation: tickets.isEscalation,
      originOrganizationId: tickets.originOrganizationId,
      commentCount: tickets.commentCount,
      source: tickets.source,
      replyToken: tickets.replyToken,
      mergedIntoTicketId: tickets.mergedIntoTicketId,
      customFields: tickets.customFields,
      customerUserId: sql<string | null>`(select c.user_id from customers c where c.id = ${tickets.customerId})`,
      customerEmail: sql<string | null>`(select c.email from customers c where c.id = ${tickets.customerId})`,
    })
    .from(tickets)
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, ticketId)))
    .for('update', { of: tickets });
  return row ?? null;
}

export type LockedTicket = NonNullable<Awaited<ReturnType<typeof lockTicket>>>;

export async function insertTicket(tx: Tx, values: typeof tickets.$inferInsert): Promise<string> {
  const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
  if (!row) throw new Error('ticket not created');
  return row.id;
}

/**
 * Inserts a ticket, with other writes and the query sending its events run in the same statement, and reads it
 * back as the viewer sees it (null when they do not): one round trip once the ticket's tally row is locked.
 */
export async function insertTicketForViewer(
  tx: Tx,
  options: { values: typeof tickets.$inferInsert; viewer: TicketViewer; alongside: readonly SQL[]; notify: SQL },
): Promise<TicketRecord | null> {
  const inserted = tx.insert(tickets).values(options.values).returning().getSQL();
  const read = sql`select ${ticketColumns(options.viewer)} from t cross join notified ${ticketJoins} where ${inScope(options.viewer)}`;
  const rows = await queryRows<TicketSqlRow>(tx, asOneStatement(options.alongside, read, { t: inserted, notified: options.notify }));
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function updateTicket(
  tx: Tx,
  organizationId: string,
  ticketId: string,
  changes: Partial<
    Pick<
      typeof tickets.$inferInsert,
      'status' | 'priority' | 'commentCount' | 'assignedTo' | 'mergedIntoTicketId' | 'customFields' | 'updatedAt'
    >
  >,
): Promise<void> {
  await tx
    .update(tickets)
    .set(changes)
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, ticketId)));
}

export async function insertComment(tx: Tx, values: typeof ticketComments.$inferInsert): Promise<CommentRecord> {
  const inserted = tx.insert(ticketComments).values(values).getSQL();
  const [row] = await queryRows<CommentRecord>(tx, sql`${inserted} returning ${commentColumns}`);
  if (!row) throw new Error('comment not created');
  return row;
}

export interface CustomerChoice {
  id: string;
  contactName: string;
  organizationName: string;
  email: string;
  userId: string | null;
}

const customerColumns = {
  id: customers.id,
  contactName: customers.contactName,
  organizationName: customers.organizationName,
  email: customers.email,
  userId: customers.userId,
};

const assignableRoles = ['org_admin', 'agent'] as const;

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: (typeof assignableRoles)[number];
}

/** The organization's approved staff (org admins and agents) a ticket can be given to: all of them, or the one asked for. */
async function findStaff(tx: Tx, organizationId: string, userId?: string): Promise<StaffMember[]> {
  const rows = await tx
    .select({ id: profiles.id, name: profiles.name, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(
      and(
        eq(profiles.organizationId, organizationId),
        inArray(profiles.role, [...assignableRoles]),
        eq(profiles.approvalStatus, 'approved'),
        userId ? eq(profiles.id, userId) : undefined,
      ),
    )
    .orderBy(asc(profiles.name), asc(profiles.email));
  // The condition on role keeps only the assignable ones.
  return rows as StaffMember[];
}

export function listStaff(tx: Tx, organizationId: string): Promise<StaffMember[]> {
  return findStaff(tx, organizationId);
}

export async function findStaffMember(tx: Tx, organizationId: string, userId: string): Promise<StaffMember | null> {
  return (await findStaff(tx, organizationId, userId))[0] ?? null;
}

export async function findCustomer(tx: Tx, organizationId: string, customerId: string): Promise<CustomerChoice | null> {
  const [row] = await tx
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId), isNull(customers.archivedAt)));
  return row ?? null;
}

/** The customer a typed name stands for, when exactly one customer of the organization has that name. */
export async function findCustomerNamed(tx: Tx, organizationId: string, name: string): Promise<CustomerChoice | null> {
  const rows = await tx
    .select(customerColumns)
    .from(customers)
    .where(
      and(
        eq(customers.organizationId, organizationId),
        eq(sql`lower(${customers.contactName})`, name.toLowerCase()),
        isNull(customers.archivedAt),
      ),
    )
    .limit(2);
  return rows.length === 1 ? (rows[0] ?? null) : null;
}

export async function findCustomerOfUser(tx: Tx, organizationId: string, userId: string): Promise<CustomerChoice | null> {
  const [row] = await tx
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.userId, userId)));
  return row ?? null;
}

/** The new-ticket form's customer dropdown: a case-insensitive match anywhere in the name, company or e-mail; archived customers are left out. */
export function searchCustomers(tx: Tx, organizationId: string, search: string, limit: number): Promise<CustomerChoice[]> {
  const like = likePattern(search);
  return tx
    .select(customerColumns)
    .from(customers)
    .where(
      and(
        eq(customers.organizationId, organizationId),
        isNull(customers.archivedAt),
        sql`(${customers.contactName} ilike ${like} or ${customers.organizationName} ilike ${like} or ${customers.email} ilike ${like})`,
      ),
    )
    .orderBy(asc(customers.organizationName), asc(customers.contactName))
    .limit(limit);
}

export async function findPlatformOrganization(tx: Tx): Promise<{ id: string; name: string } | null> {
  const [row] = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.isPlatform, true));
  return row ?? null;
}

export async function findOrganizationName(tx: Tx, organizationId: string): Promise<string> {
  const [row] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}

export async function isAutoAssignEnabled(tx: Tx, organizationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ isEnabled: organizationSettings.autoAssignEnabled })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row?.isEnabled ?? false;
}

/**
 * Round robin: the available agent (active before busy; never away or inactive) assigned longest ago
 * takes the ticket. Agents locked by a concurrent assignment are skipped, so simultaneous tickets spread.
 */
export async function takeNextAgent(tx: Tx, organizationId: string, now: Date): Promise<string | null> {
  const [row] = await queryRows<{ user_id: string }>(
    tx,
    sql`update agents set last_assigned_at = ${now.toISOString()}::timestamptz
         where id = (
           select id from agents
            where organization_id = ${organizationId} and user_id is not null and status in ('active', 'busy')
            order by (status = 'active') desc, last_assigned_at asc nulls first, created_at asc, id asc
            limit 1 for update skip locked)
        returning user_id`,
  );
  return row?.user_id ?? null;
}

export type AppointmentRecord = Pick<
  typeof calendarEvents.$inferSelect,
  'id' | 'ticketId' | 'title' | 'description' | 'startTime' | 'endTime' | 'status'
>;

const appointmentColumns = {
  id: calendarEvents.id,
  ticketId: calendarEvents.ticketId,
  title: calendarEvents.title,
  description: calendarEvents.description,
  startTime: calendarEvents.startTime,
  endTime: calendarEvents.endTime,
  status: calendarEvents.status,
};

/** A ticket's scheduled appointments that have not ended, earliest first (a ticket has a handful at most). */
export function listUpcomingAppointments(tx: Tx, organizationId: string, ticketId: string, now: Date): Promise<AppointmentRecord[]> {
  return tx
    .select(appointmentColumns)
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.organizationId, organizationId),
        eq(calendarEvents.ticketId, ticketId),
        eq(calendarEvents.eventType, 'ticket_appointment'),
        eq(calendarEvents.status, 'scheduled'),
        gt(calendarEvents.endTime, now),
      ),
    )
    .orderBy(asc(calendarEvents.startTime))
    .limit(20);
}

export async function insertAppointment(
  tx: Tx,
  values: {
    organizationId: string;
    ticketId: string;
    title: string;
    description: string;
    startTime: Date;
    endTime: Date;
    createdBy: string;
    now: Date;
  },
): Promise<AppointmentRecord> {
  const { now, ...event } = values;
  const [row] = await tx
    .insert(calendarEvents)
    .values({ ...event, eventType: 'ticket_appointment', status: 'scheduled', createdAt: now, updatedAt: now })
    .returning(appointmentColumns);
  if (!row) throw new Error('appointment not created');
  return row;
}

export async function updateAppointment(
  tx: Tx,
  values: {
    organizationId: string;
    ticketId: string;
    eventId: string;
    title: string;
    /** Left out, the description stays. */
    description?: string;
    startTime: Date;
    /** Null keeps the appointment's length. */
    endTime: Date | null;
    now: Date;
  },
): Promise<AppointmentRecord | null> {
  const { organizationId, ticketId, eventId, now, endTime, ...changes } = values;
  const [row] = await tx
    .update(calendarEvents)
    .set({
      ...changes,
      endTime: endTime ?? sql`${changes.startTime}::timestamptz + (${calendarEvents.endTime} - ${calendarEvents.startTime})`,
      updatedAt: now,
    })
    .where(
      and(
        eq(calendarEvents.organizationId, organizationId),
        eq(calendarEvents.id, eventId),
        eq(calendarEvents.ticketId, ticketId),
        eq(calendarEvents.eventType, 'ticket_appointment'),
      ),
    )
    .returning(appointmentColumns);
  return row ?? null;
}

export async function updateTicketTags(tx: Tx, organizationId: string, ticketId: string, tags: string[], now: Date): Promise<void> {
  await tx
    .update(tickets)
    .set({ tags, updatedAt: now })
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, ticketId)));
}

/** The organization's tags beginning with a prefix, most used first: what the tag field suggests. */
export function listTagSuggestions(
  tx: Tx,
  organizationId: string,
  prefix: string,
  limit: number,
): Promise<{ tag: string; tickets: number }[]> {
  return queryRows<{ tag: string; tickets: number }>(
    tx,
    sql`select tag, count(*)::int as tickets from tickets t, unnest(t.tags) tag
         where t.organization_id = ${organizationId} and t.tags <> '{}' and tag like ${prefixPattern(prefix)}
         group by tag order by count(*) desc, tag limit ${limit}`,
  );
}

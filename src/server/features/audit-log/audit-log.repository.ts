import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AuditAction, type AuditedSettings, auditedSettings, settingsChangeOf } from '../../../domain/audit-events.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { afterPosition, type KeysetPosition, keysetOrder, positionAt } from '../../db/keyset-cursor.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { auditEvents } from '../../db/schema.ts';

/** Who acted: a signed-in member (an ActingMember fits), or someone named only (a failed sign-in's address). */
export interface AuditActor {
  userId: string | null;
  name: string;
  email?: string | null;
  /** The request's address, as the server sees it behind its configured proxies. */
  address?: string | null;
}

export interface AuditTarget {
  type: string;
  id?: string | null;
  label?: string | null;
}

export interface AuditEventInput {
  organizationId: string;
  actor: AuditActor;
  action: AuditAction;
  target?: AuditTarget | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** When the actor carries none (or the event is from elsewhere than the actor's request). */
  address?: string | null;
}

/**
 * Records what happened in the caller's transaction, which must be scoped to the event's organization: the entry
 * exists only if the change commits (CONVENTIONS 9). Every feature records its events through this one function.
 */
export async function recordAuditEvent(tx: Tx, event: AuditEventInput): Promise<void> {
  await tx.insert(auditEvents).values({
    organizationId: event.organizationId,
    actorId: event.actor.userId,
    actorName: event.actor.name,
    actorEmail: event.actor.email ?? null,
    action: event.action,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    targetLabel: event.target?.label ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
    address: event.address ?? event.actor.address ?? null,
  });
}

export interface AuditEventFilter {
  action?: AuditAction | undefined;
  /** Part of the actor's name or e-mail address. */
  actor?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** Part of the actor, the target, the address or the values before and after. */
  search?: string | undefined;
}

export type AuditEventRow = typeof auditEvents.$inferSelect & { position: KeysetPosition };

function conditionsOf(organizationId: string, filter: AuditEventFilter): SQL | undefined {
  const actor = filter.actor ? likePattern(filter.actor) : null;
  const search = filter.search ? likePattern(filter.search) : null;
  return and(
    eq(auditEvents.organizationId, organizationId),
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    actor ? or(ilike(auditEvents.actorName, actor), ilike(auditEvents.actorEmail, actor)) : undefined,
    filter.from ? gte(auditEvents.createdAt, filter.from) : undefined,
    filter.to ? lt(auditEvents.createdAt, filter.to) : undefined,
    search
      ? or(
          ilike(auditEvents.actorName, search),
          ilike(auditEvents.actorEmail, search),
          ilike(auditEvents.targetLabel, search),
          ilike(auditEvents.targetType, search),
          ilike(auditEvents.address, search),
          sql`${auditEvents.before}::text ilike ${search}`,
          sql`${auditEvents.after}::text ilike ${search}`,
        )
      : undefined,
  );
}

/** A page of the organization's entries, newest first, after a position. */
export async function listAuditEvents(
  tx: Tx,
  organizationId: string,
  filter: AuditEventFilter,
  page: { after: KeysetPosition | null; limit: number },
): Promise<AuditEventRow[]> {
  const rows = await tx
    .select({ event: auditEvents, positionAt: positionAt(auditEvents.createdAt) })
    .from(auditEvents)
    .where(
      and(
        conditionsOf(organizationId, filter),
        page.after ? afterPosition(auditEvents.createdAt, auditEvents.id, page.after, 'newest') : undefined,
      ),
    )
    .orderBy(sql`${keysetOrder(auditEvents.createdAt, auditEvents.id, 'newest')}`)
    .limit(page.limit);
  return rows.map(({ event, positionAt: at }) => ({ ...event, position: { at, id: event.id } }));
}

/** Removes entries past the retention through the database function that alone may (decision 182). */
export async function pruneAuditEvents(tx: Tx, keepDays: number): Promise<number> {
  const [row] = await queryRows<{ removed: number }>(tx, sql`select app_prune_audit_events(${keepDays}::integer) as removed`);
  return Number(row?.removed ?? 0);
}

/** A settings save, with only the fields it changed before and after; a save that changed nothing is not recorded. */
export async function recordSettingsChange(
  tx: Tx,
  change: {
    organizationId: string;
    actor: AuditActor;
    settings: AuditedSettings;
    /** Which part of them, when the tab saves its parts apart (a policy of the service levels). */
    detail?: string;
    before: object;
    after: object;
  },
): Promise<void> {
  const changed = settingsChangeOf(change.before, change.after);
  if (!changed) return;
  await recordAuditEvent(tx, {
    organizationId: change.organizationId,
    actor: change.actor,
    action: change.settings === 'permissions' ? 'agent_permissions.updated' : 'settings.updated',
    target: {
      type: 'settings',
      id: change.settings,
      label: change.detail ? `${auditedSettings[change.settings]}: ${change.detail}` : auditedSettings[change.settings],
    },
    ...changed,
  });
}

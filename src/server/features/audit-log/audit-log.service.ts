import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { auditActionLabels, auditLogLimits, isAuditAction } from '../../../domain/audit-events.ts';
import { guardSpreadsheetCell } from '../../../domain/customer-rules.ts';
import type { Database } from '../../db/client.ts';
import { decodeCursor, type KeysetPosition, pageOf } from '../../db/keyset-cursor.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import type { AuditEventFilter, AuditEventRow } from './audit-log.repository.ts';
import * as repository from './audit-log.repository.ts';

export interface AuditEventDto {
  id: string;
  action: string;
  actionLabel: string;
  actorId: string | null;
  actorName: string;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
  createdAt: string;
}

function toDto(row: AuditEventRow): AuditEventDto {
  return {
    id: row.id,
    action: row.action,
    actionLabel: isAuditAction(row.action) ? auditActionLabels[row.action] : row.action,
    actorId: row.actorId,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before,
    after: row.after,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the organization's audit log, newest first, filtered. */
export async function listAuditLog(options: {
  db: Database;
  organizationId: string;
  filter: AuditEventFilter;
  cursor?: string | undefined;
}): Promise<{ events: AuditEventDto[]; nextCursor: string | null }> {
  const { db, organizationId, filter } = options;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const limit = auditLogLimits.pageSize;
  const rows = await db.withTenantRead({ organizationId }, (tx) =>
    repository.listAuditEvents(tx, organizationId, filter, { after, limit: limit + 1 }),
  );
  const page = pageOf(rows, limit);
  return { events: page.rows.map(toDto), nextCursor: page.nextCursor };
}

const exportColumns = ['When (UTC)', 'Action', 'Actor', 'Actor e-mail', 'Target', 'Target name', 'Address', 'Before', 'After'];
const EXPORT_PAGE_SIZE = 1000;
const jsonOrEmpty = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '');

/** The filtered log as CSV, every cell a spreadsheet could run guarded as in the customers export. */
export async function exportAuditLog(options: { db: Database; organizationId: string; filter: AuditEventFilter }): Promise<string> {
  const { db, organizationId, filter } = options;
  const lines = [exportColumns];
  let after: KeysetPosition | null = null;
  do {
    const page: AuditEventRow[] = await db.withTenantRead({ organizationId }, (tx) =>
      repository.listAuditEvents(tx, organizationId, filter, { after, limit: EXPORT_PAGE_SIZE }),
    );
    for (const row of page) {
      const event = toDto(row);
      lines.push(
        [
          event.createdAt,
          event.actionLabel,
          event.actorName,
          event.actorEmail ?? '',
          event.targetType ?? '',
          event.targetLabel ?? '',
          event.address ?? '',
          jsonOrEmpty(event.before),
          jsonOrEmpty(event.after),
        ].map(guardSpreadsheetCell),
      );
    }
    after = page.length === EXPORT_PAGE_SIZE && lines.length <= auditLogLimits.exportRows ? (page.at(-1)?.position ?? null) : null;
  } while (after);
  return stringify(lines);
}

export const AUDIT_PRUNE_QUEUE = 'audit-prune';
const PRUNE_INTERVAL_MS = 24 * 60 * 60_000;
const prunePayloadSchema = z.object({});

/** Queues the daily pruning unless it is queued already (at start-up, and by each run for the next day). */
export function scheduleAuditPrune({ db, now }: { db: Database; now: Date }): Promise<void> {
  return db.withPlatform(async (tx) => {
    await enqueueJob(tx, { queue: AUDIT_PRUNE_QUEUE, payload: {}, runAt: now, dedupeKey: AUDIT_PRUNE_QUEUE });
  });
}

/** The pruning job: entries older than the retention go, through the database function that alone may delete them. */
export function createAuditPruneHandler({ db, keepDays, now }: { db: Database; keepDays: number; now: () => Date }): JobHandler {
  return async (payload) => {
    prunePayloadSchema.parse(payload);
    await db.withPlatform(async (tx) => {
      await repository.pruneAuditEvents(tx, keepDays);
      await enqueueJob(tx, {
        queue: AUDIT_PRUNE_QUEUE,
        payload: {},
        runAt: new Date(now().getTime() + PRUNE_INTERVAL_MS),
        dedupeKey: AUDIT_PRUNE_QUEUE,
      });
    });
  };
}

import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

export type WebhookEndpointRecord = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRecord = typeof webhookDeliveries.$inferSelect;

export function listEndpoints(tx: Tx, organizationId: string): Promise<WebhookEndpointRecord[]> {
  return tx
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** Each endpoint's newest delivery: what the list shows as its last delivery. */
export async function lastDeliveriesOf(tx: Tx, organizationId: string): Promise<Map<string, WebhookDeliveryRecord>> {
  const rows = await tx
    .selectDistinctOn([webhookDeliveries.endpointId])
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.organizationId, organizationId))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.sequence));
  return new Map(rows.map((row) => [row.endpointId, row]));
}

export async function findEndpoint(
  tx: Tx,
  organizationId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WebhookEndpointRecord | null> {
  const query = tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function countEndpoints(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId));
  return Number(row?.count ?? 0);
}

export async function insertEndpoint(tx: Tx, values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRecord> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('the webhook endpoint was not stored');
  return row;
}

export async function updateEndpoint(
  tx: Tx,
  organizationId: string,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<WebhookEndpointRecord | null> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(tx: Tx, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** An endpoint's deliveries, newest first, a page at a time (before a sequence number). */
export function listDeliveries(
  tx: Tx,
  organizationId: string,
  endpointId: string,
  options: { limit: number; before?: number | undefined },
): Promise<WebhookDeliveryRecord[]> {
  return tx
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.endpointId, endpointId),
        options.before === undefined ? undefined : lt(webhookDeliveries.sequence, options.before),
      ),
    )
    .orderBy(desc(webhookDeliveries.sequence))
    .limit(options.limit);
}

export async function findDelivery(tx: Tx, organizationId: string, endpointId: string, id: string): Promise<WebhookDeliveryRecord | null> {
  const [row] = await tx
    .select()
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)),
    );
  return row ?? null;
}

/** The first pending delivery of an endpoint and order key, locked: the one to send next. */
export async function findHeadDelivery(
  tx: Tx,
  organizationId: string,
  endpointId: string,
  orderKey: string,
): Promise<WebhookDeliveryRecord | null> {
  const [row] = await tx
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.orderKey, orderKey),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .orderBy(asc(webhookDeliveries.sequence))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateDelivery(
  tx: Tx,
  organizationId: string,
  id: string,
  values: Partial<typeof webhookDeliveries.$inferInsert>,
): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set(values)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, id)));
}

export async function deleteDelivery(tx: Tx, organizationId: string, id: string): Promise<void> {
  await tx.delete(webhookDeliveries).where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, id)));
}

/** Gives up an endpoint's pending deliveries when it is turned off. */
export async function failPendingDeliveries(tx: Tx, organizationId: string, endpointId: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', responseBody: reason, sendingUntil: null, updatedAt: now })
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    );
}

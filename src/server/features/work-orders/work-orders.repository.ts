import { and, asc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WorkOrderStatus } from '../../../domain/work-order-status.ts';
import type { Tx } from '../../db/client.ts';
import { afterPosition, type KeysetPosition, keysetOrder, positionAt } from '../../db/keyset-cursor.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { customers, profiles, tickets, workOrderCounters, workOrderPhotos, workOrders } from '../../db/schema.ts';

const assignee = alias(profiles, 'assignee');
const signer = alias(profiles, 'signer');

const workOrderColumns = {
  id: workOrders.id,
  workOrderNumber: workOrders.workOrderNumber,
  title: workOrders.title,
  description: workOrders.description,
  priority: workOrders.priority,
  status: workOrders.status,
  scheduledDate: workOrders.scheduledDate,
  arrivalWindowMinutes: workOrders.arrivalWindowMinutes,
  enRouteAt: workOrders.enRouteAt,
  arrivedAt: workOrders.arrivedAt,
  address: workOrders.address,
  estimatedHours: workOrders.estimatedHours,
  actualHours: workOrders.actualHours,
  customerId: workOrders.customerId,
  customerName: customers.contactName,
  customerCompany: customers.organizationName,
  customerEmail: customers.email,
  assignedTo: workOrders.assignedTo,
  assigneeName: sql<string | null>`nullif(${assignee.name}, '')`,
  requiredSkills: workOrders.requiredSkills,
  createdBy: workOrders.createdBy,
  ticketId: workOrders.ticketId,
  ticketNumber: tickets.ticketNumber,
  layoutVersion: workOrders.layoutVersion,
  formValues: workOrders.formValues,
  signatureFileId: workOrders.signatureFileId,
  signerName: workOrders.signerName,
  signedAt: workOrders.signedAt,
  signedByName: sql<string | null>`coalesce(nullif(${signer.name}, ''), ${signer.email})`,
  completedAt: workOrders.completedAt,
  documentFileId: workOrders.documentFileId,
  reopenedAt: workOrders.reopenedAt,
  createdAt: workOrders.createdAt,
  updatedAt: workOrders.updatedAt,
  photoCount: sql<number>`(select count(*)::int from ${workOrderPhotos} p where p.work_order_id = ${workOrders.id})`,
  positionAt: positionAt(workOrders.createdAt),
};

export type WorkOrderRecord = Awaited<ReturnType<typeof selectWorkOrders>>[number];

function selectWorkOrders(tx: Tx, where: SQL | undefined) {
  return tx
    .select(workOrderColumns)
    .from(workOrders)
    .leftJoin(customers, eq(customers.id, workOrders.customerId))
    .leftJoin(assignee, eq(assignee.id, workOrders.assignedTo))
    .leftJoin(signer, eq(signer.id, workOrders.signedBy))
    .leftJoin(tickets, eq(tickets.id, workOrders.ticketId))
    .where(where);
}

export interface WorkOrderListFilters {
  search?: string | undefined;
  status?: WorkOrderStatus | undefined;
  ticketId?: string | undefined;
  customerId?: string | undefined;
  assignedTo?: string | undefined;
}

export function listWorkOrders(
  tx: Tx,
  organizationId: string,
  options: { filters: WorkOrderListFilters; after: KeysetPosition | null; limit: number },
): Promise<WorkOrderRecord[]> {
  const { filters, after, limit } = options;
  const pattern = filters.search ? likePattern(filters.search) : null;
  return selectWorkOrders(
    tx,
    and(
      eq(workOrders.organizationId, organizationId),
      filters.status ? eq(workOrders.status, filters.status) : undefined,
      filters.ticketId ? eq(workOrders.ticketId, filters.ticketId) : undefined,
      filters.customerId ? eq(workOrders.customerId, filters.customerId) : undefined,
      filters.assignedTo ? eq(workOrders.assignedTo, filters.assignedTo) : undefined,
      pattern
        ? or(
            sql`${workOrders.title} ilike ${pattern}`,
            sql`${workOrders.workOrderNumber} ilike ${pattern}`,
            sql`${workOrders.description} ilike ${pattern}`,
            sql`${workOrders.address} ilike ${pattern}`,
            sql`${customers.contactName} ilike ${pattern}`,
            sql`${customers.organizationName} ilike ${pattern}`,
          )
        : undefined,
      after ? afterPosition(workOrders.createdAt, workOrders.id, after, 'newest') : undefined,
    ),
  )
    .orderBy(keysetOrder(workOrders.createdAt, workOrders.id, 'newest'))
    .limit(limit + 1);
}

export async function findWorkOrder(tx: Tx, organizationId: string, workOrderId: string): Promise<WorkOrderRecord | null> {
  const [row] = await selectWorkOrders(tx, and(eq(workOrders.organizationId, organizationId), eq(workOrders.id, workOrderId)));
  return row ?? null;
}

/** The user account of the work order's customer, when the customer has one. */
export async function findCustomerUserOfWorkOrder(tx: Tx, organizationId: string, workOrderId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: customers.userId })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerId))
    .where(and(eq(workOrders.organizationId, organizationId), eq(workOrders.id, workOrderId)));
  return row?.userId ?? null;
}

/** Locks the work order's row for a change, so two changes (a signature and an edit) do not cross. */
export async function lockWorkOrder(tx: Tx, organizationId: string, workOrderId: string): Promise<{ status: WorkOrderStatus } | null> {
  const [row] = await tx
    .select({ status: workOrders.status })
    .from(workOrders)
    .where(and(eq(workOrders.organizationId, organizationId), eq(workOrders.id, workOrderId)))
    .for('update');
  return row ?? null;
}

/**
 * The organization's next work order number (the last of `count` taken together), in one statement: concurrent
 * creations queue on the counter's row.
 */
export async function allocateWorkOrderSequence(tx: Tx, organizationId: string, now: Date, count = 1): Promise<number> {
  const [row] = await tx
    .insert(workOrderCounters)
    .values({ organizationId, lastNumber: count, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: workOrderCounters.organizationId,
      set: { lastNumber: sql`${workOrderCounters.lastNumber} + ${count}`, updatedAt: now },
    })
    .returning({ lastNumber: workOrderCounters.lastNumber });
  if (!row) throw new Error(`no work order number for organization ${organizationId}`);
  return row.lastNumber;
}

export async function insertWorkOrder(tx: Tx, values: typeof workOrders.$inferInsert): Promise<string> {
  const [row] = await tx.insert(workOrders).values(values).returning({ id: workOrders.id });
  if (!row) throw new Error('the work order was not stored');
  return row.id;
}

export async function updateWorkOrder(
  tx: Tx,
  organizationId: string,
  workOrderId: string,
  values: Partial<typeof workOrders.$inferInsert>,
): Promise<void> {
  await tx
    .update(workOrders)
    .set(values)
    .where(and(eq(workOrders.organizationId, organizationId), eq(workOrders.id, workOrderId)));
}

export function listPhotos(tx: Tx, organizationId: string, workOrderId: string) {
  return tx
    .select({ id: workOrderPhotos.id, fileId: workOrderPhotos.fileId, createdAt: workOrderPhotos.createdAt })
    .from(workOrderPhotos)
    .where(and(eq(workOrderPhotos.organizationId, organizationId), eq(workOrderPhotos.workOrderId, workOrderId)))
    .orderBy(asc(workOrderPhotos.createdAt), asc(workOrderPhotos.id));
}

export async function insertPhoto(tx: Tx, values: typeof workOrderPhotos.$inferInsert): Promise<{ id: string; createdAt: Date }> {
  const [row] = await tx.insert(workOrderPhotos).values(values).returning({ id: workOrderPhotos.id, createdAt: workOrderPhotos.createdAt });
  if (!row) throw new Error('the photo was not stored');
  return row;
}

const photoOf = (organizationId: string, workOrderId: string, photoId: string) =>
  and(eq(workOrderPhotos.organizationId, organizationId), eq(workOrderPhotos.workOrderId, workOrderId), eq(workOrderPhotos.id, photoId));

/** Removes a photo of the work order; resolves to its stored file, which the caller deletes too, or null when there is none. */
export async function deletePhoto(tx: Tx, organizationId: string, workOrderId: string, photoId: string): Promise<string | null> {
  const [row] = await tx
    .delete(workOrderPhotos)
    .where(photoOf(organizationId, workOrderId, photoId))
    .returning({ fileId: workOrderPhotos.fileId });
  return row?.fileId ?? null;
}

export async function findPhotoFileId(tx: Tx, organizationId: string, workOrderId: string, photoId: string): Promise<string | null> {
  const [row] = await tx
    .select({ fileId: workOrderPhotos.fileId })
    .from(workOrderPhotos)
    .where(photoOf(organizationId, workOrderId, photoId));
  return row?.fileId ?? null;
}

/** The customer record a customer's account is, so the portal lists their work orders. */
export async function findCustomerIdOfUser(tx: Tx, organizationId: string, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.userId, userId)));
  return row?.id ?? null;
}

export async function findCustomerOf(tx: Tx, organizationId: string, customerId: string) {
  const [row] = await tx
    .select({ id: customers.id, archivedAt: customers.archivedAt })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, customerId)));
  return row ?? null;
}

export async function findTicketOf(tx: Tx, organizationId: string, ticketId: string) {
  const [row] = await tx
    .select({ id: tickets.id, customerId: tickets.customerId })
    .from(tickets)
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, ticketId)));
  return row ?? null;
}

export interface ScheduledWorkOrder {
  id: string;
  workOrderNumber: string;
  title: string;
  scheduledDate: Date;
  estimatedHours: number | null;
  description: string;
  address: string | null;
  assignedTo: string | null;
  assigneeName: string | null;
  status: WorkOrderStatus;
}

/** Work orders scheduled from `from` (inclusive) to `to` (exclusive), earliest first: the calendar's work order events. */
export async function listScheduledWorkOrders(
  tx: Tx,
  organizationId: string,
  range: { from: Date; to: Date },
): Promise<ScheduledWorkOrder[]> {
  const rows = await tx
    .select({
      id: workOrders.id,
      workOrderNumber: workOrders.workOrderNumber,
      title: workOrders.title,
      scheduledDate: workOrders.scheduledDate,
      estimatedHours: workOrders.estimatedHours,
      description: workOrders.description,
      address: workOrders.address,
      assignedTo: workOrders.assignedTo,
      assigneeName: sql<string | null>`nullif(${assignee.name}, '')`,
      status: workOrders.status,
    })
    .from(workOrders)
    .leftJoin(assignee, eq(assignee.id, workOrders.assignedTo))
    .where(
      and(eq(workOrders.organizationId, organizationId), gte(workOrders.scheduledDate, range.from), lt(workOrders.scheduledDate, range.to)),
    )
    .orderBy(asc(workOrders.scheduledDate), asc(workOrders.id));
  return rows.map((row) => ({ ...row, scheduledDate: row.scheduledDate as Date }));
}

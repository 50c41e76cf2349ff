import { and, eq, sql } from 'drizzle-orm';
import type { LayoutElement } from '../../../domain/work-order-layout.ts';
import { resolveWorkOrderSettings, type WorkOrderSettings } from '../../../domain/work-order-settings.ts';
import type { Tx } from '../../db/client.ts';
import { organizationSettings, workOrderLayouts, workOrderLayoutVersions } from '../../db/schema.ts';

export interface StoredWorkOrderSettings {
  settings: WorkOrderSettings;
  workOrdersEnabled: boolean;
}

/** The organization's settings row may not exist yet: then the defaults apply (work orders on). */
export async function findWorkOrderSettings(tx: Tx, organizationId: string): Promise<StoredWorkOrderSettings> {
  const [row] = await tx
    .select({ settings: organizationSettings.workOrders, workOrdersEnabled: organizationSettings.workOrdersEnabled })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return { settings: resolveWorkOrderSettings(row?.settings), workOrdersEnabled: row?.workOrdersEnabled ?? true };
}

export async function saveWorkOrderSettings(tx: Tx, organizationId: string, stored: StoredWorkOrderSettings, now: Date): Promise<void> {
  const values = { workOrders: stored.settings, workOrdersEnabled: stored.workOrdersEnabled, updatedAt: now };
  await tx
    .insert(organizationSettings)
    .values({ organizationId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: values });
}

export interface StoredLayout {
  version: number;
  elements: unknown[];
  updatedAt: Date | null;
}

export async function findCurrentLayout(tx: Tx, organizationId: string): Promise<StoredLayout> {
  const [row] = await tx
    .select({ version: workOrderLayouts.version, elements: workOrderLayouts.elements, updatedAt: workOrderLayouts.updatedAt })
    .from(workOrderLayouts)
    .where(eq(workOrderLayouts.organizationId, organizationId));
  return row ?? { version: 0, elements: [], updatedAt: null };
}

export async function findLayoutVersion(tx: Tx, organizationId: string, version: number): Promise<unknown[] | null> {
  const [row] = await tx
    .select({ elements: workOrderLayoutVersions.elements })
    .from(workOrderLayoutVersions)
    .where(and(eq(workOrderLayoutVersions.organizationId, organizationId), eq(workOrderLayoutVersions.version, version)));
  return row?.elements ?? null;
}

/** Saves a new version in one statement per table: concurrent saves queue on the layout's row and get distinct versions. */
export async function saveLayoutVersion(
  tx: Tx,
  organizationId: string,
  elements: LayoutElement[],
  actorId: string,
  now: Date,
): Promise<StoredLayout> {
  const [row] = await tx
    .insert(workOrderLayouts)
    .values({ organizationId, elements, version: 1, updatedBy: actorId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: workOrderLayouts.organizationId,
      set: { elements, version: sql`${workOrderLayouts.version} + 1`, updatedBy: actorId, updatedAt: now },
    })
    .returning({ version: workOrderLayouts.version, elements: workOrderLayouts.elements, updatedAt: workOrderLayouts.updatedAt });
  if (!row) throw new Error(`layout of organization ${organizationId} not saved`);
  await tx.insert(workOrderLayoutVersions).values({ organizationId, version: row.version, elements, createdBy: actorId, createdAt: now });
  return row;
}

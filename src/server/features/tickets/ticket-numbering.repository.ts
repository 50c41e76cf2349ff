import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organizationSettings, organizations, ticketCounters } from '../../db/schema.ts';

/** The organization's saved numbering settings (what was saved, unchecked), and whether it is the platform organization. */
export async function findNumberingSettings(tx: Tx, organizationId: string): Promise<{ saved: unknown; isPlatform: boolean }> {
  const [row] = await tx
    .select({ saved: organizationSettings.ticketNumbering, isPlatform: organizations.isPlatform })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return { saved: row?.saved ?? {}, isPlatform: row?.isPlatform ?? false };
}

export async function saveNumberingSettings(tx: Tx, organizationId: string, settings: Record<string, unknown>, now: Date): Promise<void> {
  await tx
    .insert(organizationSettings)
    .values({ organizationId, ticketNumbering: settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: { ticketNumbering: settings, updatedAt: now } });
}

/**
 * The next number of an organization's counter for a period, in one statement: concurrent tickets
 * queue on the counter's row, so no two get the same number.
 */
export async function allocateSequence(
  tx: Tx,
  organizationId: string,
  periodKey: string,
  startingNumber: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(ticketCounters)
    .values({ organizationId, periodKey, lastNumber: startingNumber, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [ticketCounters.organizationId, ticketCounters.periodKey],
      set: { lastNumber: sql`greatest(${ticketCounters.lastNumber} + 1, excluded.last_number)`, updatedAt: now },
    })
    .returning({ lastNumber: ticketCounters.lastNumber });
  if (!row) throw new Error(`no ticket number for organization ${organizationId}`);
  return row.lastNumber;
}

export async function findLastSequence(tx: Tx, organizationId: string, periodKey: string): Promise<number | null> {
  const [row] = await tx
    .select({ lastNumber: ticketCounters.lastNumber })
    .from(ticketCounters)
    .where(and(eq(ticketCounters.organizationId, organizationId), eq(ticketCounters.periodKey, periodKey)));
  return row?.lastNumber ?? null;
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agentInvitations } from '../../db/schema.ts';

export type InvitationRow = typeof agentInvitations.$inferSelect;

const ofEmail = (organizationId: string, email: string) =>
  and(eq(agentInvitations.organizationId, organizationId), eq(sql`lower(${agentInvitations.email})`, email.toLowerCase()));

export async function insertInvitation(tx: Tx, values: typeof agentInvitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await tx.insert(agentInvitations).values(values).returning();
  if (!row) throw new Error(`invitation for ${values.email} not created`);
  return row;
}

export async function hasPendingInvitation(tx: Tx, organizationId: string, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: agentInvitations.id })
    .from(agentInvitations)
    .where(and(ofEmail(organizationId, email), eq(agentInvitations.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/** A new invitation replaces the address's earlier ones, whose links stop working. */
export async function revokePendingInvitations(tx: Tx, organizationId: string, email: string, now: Date): Promise<void> {
  await tx
    .update(agentInvitations)
    .set({ status: 'revoked', updatedAt: now })
    .where(and(ofEmail(organizationId, email), eq(agentInvitations.status, 'pending')));
}

/** The address's invitation its newest link belongs to: the pending one (there is at most one), else the newest. */
export async function findCurrentInvitation(tx: Tx, organizationId: string, email: string): Promise<InvitationRow | null> {
  const [row] = await tx
    .select()
    .from(agentInvitations)
    .where(ofEmail(organizationId, email))
    .orderBy(desc(sql`${agentInvitations.status} = 'pending'`), desc(agentInvitations.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Newest first, one page; `hasMore` says whether another page follows. */
export async function listInvitations(
  tx: Tx,
  organizationId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: InvitationRow[]; hasMore: boolean }> {
  const rows = await tx
    .select()
    .from(agentInvitations)
    .where(eq(agentInvitations.organizationId, organizationId))
    .orderBy(desc(agentInvitations.createdAt), desc(agentInvitations.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export async function markInvitationAccepted(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.update(agentInvitations).set({ status: 'accepted', acceptedAt: now, updatedAt: now }).where(eq(agentInvitations.id, id));
}

export async function lockInvitation(tx: Tx, organizationId: string, id: string): Promise<InvitationRow | null> {
  const [row] = await tx
    .select()
    .from(agentInvitations)
    .where(and(eq(agentInvitations.organizationId, organizationId), eq(agentInvitations.id, id)))
    .for('update');
  return row ?? null;
}

export async function markInvitationRevoked(tx: Tx, id: string, now: Date): Promise<InvitationRow> {
  const [row] = await tx.update(agentInvitations).set({ status: 'revoked', updatedAt: now }).where(eq(agentInvitations.id, id)).returning();
  if (!row) throw new Error(`invitation ${id} not revoked`);
  return row;
}

import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';

export interface PendingAccount {
  userId: string;
  name: string;
  email: string;
  role: 'user' | 'agent';
  createdAt: Date;
}

const waitingRoles = ['user', 'agent'] as const;

/** Accounts waiting for an org admin's decision, newest first; one more than `limit` to know whether more wait. */
export async function listPendingAccounts(tx: Tx, organizationId: string, limit: number): Promise<PendingAccount[]> {
  const rows = await tx
    .select({ userId: profiles.id, name: profiles.name, email: profiles.email, role: profiles.role, createdAt: profiles.createdAt })
    .from(profiles)
    .where(
      and(eq(profiles.organizationId, organizationId), eq(profiles.approvalStatus, 'pending'), inArray(profiles.role, [...waitingRoles])),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(limit + 1);
  // The condition on role keeps only customers and agents.
  return rows as PendingAccount[];
}

/** Decides a waiting account; null when there is no such account waiting in the organization. */
export async function decidePendingAccount(
  tx: Tx,
  organizationId: string,
  userId: string,
  outcome: 'approved' | 'rejected',
  now: Date,
): Promise<PendingAccount | null> {
  const [row] = await tx
    .update(profiles)
    .set({ approvalStatus: outcome, updatedAt: now })
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, userId), eq(profiles.approvalStatus, 'pending')))
    .returning({ userId: profiles.id, name: profiles.name, email: profiles.email, role: profiles.role, createdAt: profiles.createdAt });
  return (row as PendingAccount | undefined) ?? null;
}

/** The role an account waiting in the organization asked for; null when none waits there. */
export async function findPendingRole(tx: Tx, organizationId: string, userId: string): Promise<PendingAccount['role'] | null> {
  const [row] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, userId), eq(profiles.approvalStatus, 'pending')));
  return row?.role === 'agent' || row?.role === 'user' ? row.role : null;
}

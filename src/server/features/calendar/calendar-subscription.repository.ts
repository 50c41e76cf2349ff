import { and, eq } from 'drizzle-orm';
import type { Role } from '../../../domain/roles.ts';
import type { Tx } from '../../db/client.ts';
import { calendarFeedTokens, profiles } from '../../db/schema.ts';

/** Whose feed a token hash opens: a staff member still in the organization, with their role now. */
export async function findFeedOwner(tx: Tx, organizationId: string, tokenHash: string): Promise<{ userId: string; role: Role } | null> {
  const [row] = await tx
    .select({ userId: calendarFeedTokens.userId, role: profiles.role })
    .from(calendarFeedTokens)
    .innerJoin(profiles, and(eq(profiles.organizationId, organizationId), eq(profiles.id, calendarFeedTokens.userId)))
    .where(
      and(
        eq(calendarFeedTokens.organizationId, organizationId),
        eq(calendarFeedTokens.tokenHash, tokenHash),
        eq(profiles.approvalStatus, 'approved'),
      ),
    );
  return row ?? null;
}

export async function findFeedCreatedAt(tx: Tx, organizationId: string, userId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ updatedAt: calendarFeedTokens.updatedAt })
    .from(calendarFeedTokens)
    .where(and(eq(calendarFeedTokens.organizationId, organizationId), eq(calendarFeedTokens.userId, userId)));
  return row?.updatedAt ?? null;
}

/** One feed per member: a new token replaces the old, which stops working at once. */
export async function saveFeedToken(
  tx: Tx,
  values: { organizationId: string; userId: string; tokenHash: string; now: Date },
): Promise<void> {
  const { organizationId, userId, tokenHash, now } = values;
  await tx
    .insert(calendarFeedTokens)
    .values({ organizationId, userId, tokenHash, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [calendarFeedTokens.organizationId, calendarFeedTokens.userId], set: { tokenHash, updatedAt: now } });
}

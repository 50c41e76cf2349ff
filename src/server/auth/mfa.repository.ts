import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  type AuthMethodReference,
  authMfaChallenges,
  authMfaFactors,
  authMfaRecoveryCodes,
  authSessions,
  type MfaFactorType,
} from '../db/schema.ts';

export type FactorRow = typeof authMfaFactors.$inferSelect;
export type ChallengeRow = typeof authMfaChallenges.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;

export async function findSession(tx: Tx, sessionId: string): Promise<SessionRow | null> {
  const [row] = await tx.select().from(authSessions).where(eq(authSessions.id, sessionId));
  return row ?? null;
}

export async function updateSessionAssurance(
  tx: Tx,
  sessionId: string,
  values: { aal: 'aal1' | 'aal2'; amr: AuthMethodReference[]; now: Date },
): Promise<void> {
  await tx.update(authSessions).set({ aal: values.aal, amr: values.amr, updatedAt: values.now }).where(eq(authSessions.id, sessionId));
}

/** Ends the user's other sessions; with `onlyAal1`, those not yet past their second factor. */
export async function deleteOtherSessions(tx: Tx, userId: string, exceptSessionId: string, options: { onlyAal1: boolean }): Promise<void> {
  await tx
    .delete(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        ne(authSessions.id, exceptSessionId),
        options.onlyAal1 ? eq(authSessions.aal, 'aal1') : undefined,
      ),
    );
}

export async function listFactors(tx: Tx, userId: string): Promise<FactorRow[]> {
  return tx.select().from(authMfaFactors).where(eq(authMfaFactors.userId, userId)).orderBy(authMfaFactors.createdAt);
}

/** Locks the factor: two verifications of it are served one after the other. */
export async function findFactorForUpdate(tx: Tx, userId: string, factorId: string): Promise<FactorRow | null> {
  const [row] = await tx
    .select()
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function findFactorOfTypeForUpdate(tx: Tx, userId: string, factorType: MfaFactorType): Promise<FactorRow | null> {
  const [row] = await tx
    .select()
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.factorType, factorType)))
    .for('update');
  return row ?? null;
}

export async function insertFactor(tx: Tx, values: typeof authMfaFactors.$inferInsert): Promise<FactorRow | null> {
  const [row] = await tx.insert(authMfaFactors).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateFactor(tx: Tx, id: string, patch: Partial<typeof authMfaFactors.$inferInsert>): Promise<FactorRow> {
  const [row] = await tx.update(authMfaFactors).set(patch).where(eq(authMfaFactors.id, id)).returning();
  if (!row) throw new Error(`factor ${id} vanished`);
  return row;
}

export async function deleteFactor(tx: Tx, id: string): Promise<void> {
  await tx.delete(authMfaFactors).where(eq(authMfaFactors.id, id));
}

export async function deleteUnverifiedFactors(tx: Tx, userId: string): Promise<void> {
  await tx.delete(authMfaFactors).where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, 'unverified')));
}

export async function insertChallenge(tx: Tx, values: typeof authMfaChallenges.$inferInsert): Promise<ChallengeRow> {
  const [row] = await tx.insert(authMfaChallenges).values(values).returning();
  if (!row) throw new Error('challenge not created');
  return row;
}

export async function findChallengeForUpdate(tx: Tx, factorId: string, challengeId: string): Promise<ChallengeRow | null> {
  const [row] = await tx
    .select()
    .from(authMfaChallenges)
    .where(and(eq(authMfaChallenges.id, challengeId), eq(authMfaChallenges.factorId, factorId)))
    .for('update');
  return row ?? null;
}

export async function markChallengeVerified(tx: Tx, challengeId: string, now: Date): Promise<void> {
  await tx.update(authMfaChallenges).set({ verifiedAt: now, updatedAt: now }).where(eq(authMfaChallenges.id, challengeId));
}

export async function replaceRecoveryCodes(tx: Tx, factorId: string, codeHashes: string[], now: Date): Promise<void> {
  await tx.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.factorId, factorId));
  await tx.insert(authMfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ factorId, codeHash, createdAt: now, updatedAt: now })));
}

/** Uses up an unused code of the set; false when there is none with that digest. */
export async function spendRecoveryCode(tx: Tx, factorId: string, codeHash: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(authMfaRecoveryCodes)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(eq(authMfaRecoveryCodes.factorId, factorId), eq(authMfaRecoveryCodes.codeHash, codeHash), isNull(authMfaRecoveryCodes.usedAt)),
    )
    .returning({ id: authMfaRecoveryCodes.id });
  return used.length > 0;
}

export async function countRecoveryCodes(tx: Tx, factorId: string): Promise<{ total: number; remaining: number }> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      remaining: sql<number>`(count(*) filter (where ${authMfaRecoveryCodes.usedAt} is null))::int`,
    })
    .from(authMfaRecoveryCodes)
    .where(eq(authMfaRecoveryCodes.factorId, factorId));
  return { total: row?.total ?? 0, remaining: row?.remaining ?? 0 };
}

/** Whether the user has a verified authenticator: their sessions then need aal2. */
const verifiedTotpOf = (userId: string) =>
  and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.factorType, 'totp'), eq(authMfaFactors.status, 'verified'));

export async function countVerifiedTotp(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(authMfaFactors).where(verifiedTotpOf(userId));
  return row?.total ?? 0;
}

export async function hasVerifiedTotp(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: authMfaFactors.id }).from(authMfaFactors).where(verifiedTotpOf(userId)).limit(1);
  return rows.length > 0;
}

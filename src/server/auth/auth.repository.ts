import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  type AuthMethodReference,
  authFlowState,
  authOneTimeTokens,
  authRefreshTokens,
  authSessions,
  authSigningKeys,
  type OneTimeTokenType,
  organizations,
  users,
} from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type OneTimeTokenRow = typeof authOneTimeTokens.$inferSelect;
export type FlowStateRow = typeof authFlowState.$inferSelect;
export type RefreshTokenRow = typeof authRefreshTokens.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;

// Users

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Null when the address is taken (by a concurrent sign-up, say). */
export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow | null> {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(tx: Tx, id: string, patch: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

// Sessions and refresh tokens

export async function insertSession(
  tx: Tx,
  values: { userId: string; userAgent: string | null; ip: string | null; amr: AuthMethodReference[]; now: Date },
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(authSessions)
    .values({
      userId: values.userId,
      userAgent: values.userAgent,
      ip: values.ip,
      amr: values.amr,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: authSessions.id });
  if (!row) throw new Error('session not created');
  return row;
}

export async function touchSession(tx: Tx, sessionId: string, now: Date): Promise<void> {
  await tx.update(authSessions).set({ refreshedAt: now, updatedAt: now }).where(eq(authSessions.id, sessionId));
}

/** Ends sessions of a user, with their refresh tokens: all, only one, or all but one. */
export async function deleteSessions(tx: Tx, userId: string, which: { only?: string; except?: string } = {}): Promise<void> {
  await tx
    .delete(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        which.only ? eq(authSessions.id, which.only) : undefined,
        which.except ? ne(authSessions.id, which.except) : undefined,
      ),
    );
}

export async function insertRefreshToken(
  tx: Tx,
  values: { tokenHash: string; parentHash: string | null; userId: string; sessionId: string; now: Date },
): Promise<void> {
  await tx.insert(authRefreshTokens).values({
    tokenHash: values.tokenHash,
    parentHash: values.parentHash,
    userId: values.userId,
    sessionId: values.sessionId,
    createdAt: values.now,
    updatedAt: values.now,
  });
}

/** Locks the token so two refreshes with it are served one after the other. */
export async function findRefreshTokenForUpdate(tx: Tx, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await tx.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, tokenHash)).for('update');
  return row ?? null;
}

export async function findRefreshToken(tx: Tx, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await tx.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function revokeRefreshToken(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(authRefreshTokens).set({ isRevoked: true, updatedAt: now }).where(eq(authRefreshTokens.id, id));
}

/** The private part of the deployment's signing key, from which the refresh-token secret is derived. */
export async function findSigningKeySecret(tx: Tx): Promise<string> {
  const [row] = await tx
    .select({ privateJwk: authSigningKeys.privateJwk })
    .from(authSigningKeys)
    .orderBy(asc(authSigningKeys.createdAt))
    .limit(1);
  const secret = row?.privateJwk.d;
  if (typeof secret !== 'string') throw new Error('No signing key to derive the refresh-token secret from');
  return secret;
}

// One-time tokens (e-mailed links and codes) and PKCE flow state

export async function insertOneTimeToken(tx: Tx, values: typeof authOneTimeTokens.$inferInsert): Promise<void> {
  await tx.insert(authOneTimeTokens).values(values);
}

/** Replaces any earlier unused link of the same kind: only the latest one works. */
export async function deleteUnusedOneTimeTokens(tx: Tx, userId: string, tokenType?: OneTimeTokenType): Promise<void> {
  const match = and(
    eq(authOneTimeTokens.userId, userId),
    isNull(authOneTimeTokens.usedAt),
    tokenType ? eq(authOneTimeTokens.tokenType, tokenType) : undefined,
  );
  const stale = await tx.delete(authOneTimeTokens).where(match).returning({ flowStateId: authOneTimeTokens.flowStateId });
  const flowStateIds = stale.flatMap((row) => (row.flowStateId ? [row.flowStateId] : []));
  if (flowStateIds.length > 0) await tx.delete(authFlowState).where(inArray(authFlowState.id, flowStateIds));
}

export async function findOneTimeTokenForUpdate(tx: Tx, tokenHash: string, types: OneTimeTokenType[]): Promise<OneTimeTokenRow | null> {
  const [row] = await tx
    .select()
    .from(authOneTimeTokens)
    .where(and(eq(authOneTimeTokens.tokenHash, tokenHash), inArray(authOneTimeTokens.tokenType, types)))
    .for('update');
  return row ?? null;
}

export async function findOneTimeTokenByCodeForUpdate(
  tx: Tx,
  userId: string,
  otpHash: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | null> {
  const [row] = await tx
    .select()
    .from(authOneTimeTokens)
    .where(
      and(
        eq(authOneTimeTokens.userId, userId),
        eq(authOneTimeTokens.otpHash, otpHash),
        inArray(authOneTimeTokens.tokenType, types),
        isNotNull(authOneTimeTokens.otpHash),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function markOneTimeTokenUsed(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.update(authOneTimeTokens).set({ usedAt: now, updatedAt: now }).where(eq(authOneTimeTokens.id, id));
}

export async function insertFlowState(tx: Tx, values: typeof authFlowState.$inferInsert): Promise<{ id: string }> {
  const [row] = await tx.insert(authFlowState).values(values).returning({ id: authFlowState.id });
  if (!row) throw new Error('flow state not created');
  return row;
}

export async function updateFlowState(tx: Tx, id: string, patch: Partial<typeof authFlowState.$inferInsert>): Promise<void> {
  await tx.update(authFlowState).set(patch).where(eq(authFlowState.id, id));
}

export async function findFlowStateByCodeForUpdate(tx: Tx, authCodeHash: string): Promise<FlowStateRow | null> {
  const [row] = await tx.select().from(authFlowState).where(eq(authFlowState.authCodeHash, authCodeHash)).for('update');
  return row ?? null;
}

export async function deleteFlowState(tx: Tx, id: string): Promise<void> {
  await tx.delete(authFlowState).where(eq(authFlowState.id, id));
}

// Redirect targets

export async function isVerifiedCustomDomain(tx: Tx, host: string): Promise<boolean> {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.domain, host), eq(organizations.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

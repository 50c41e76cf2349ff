import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { authSessions } from '../../db/schema.ts';

export interface SessionRecord {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** A user's sessions, the most recently used first. */
export function listSessions(tx: Tx, userId: string): Promise<SessionRecord[]> {
  const lastUsedAt = sql<Date>`coalesce(${authSessions.refreshedAt}, ${authSessions.createdAt})`.mapWith(authSessions.createdAt);
  return tx
    .select({ id: authSessions.id, userAgent: authSessions.userAgent, ip: authSessions.ip, createdAt: authSessions.createdAt, lastUsedAt })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(desc(lastUsedAt), desc(authSessions.id));
}

/** Ends one of the user's sessions, with its refresh tokens; false when it is not theirs or already ended. */
export async function deleteSession(tx: Tx, userId: string, sessionId: string): Promise<boolean> {
  const rows = await tx
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), eq(authSessions.id, sessionId)))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

/** Ends every session of the user but one; answers how many ended. */
export async function deleteOtherSessions(tx: Tx, userId: string, keptSessionId: string): Promise<number> {
  const rows = await tx
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keptSessionId)))
    .returning({ id: authSessions.id });
  return rows.length;
}

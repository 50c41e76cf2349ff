import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { apiKeys, profiles } from '../../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function insertApiKey(tx: Tx, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  return tx
    .insert(apiKeys)
    .values(values)
    .returning()
    .then((rows) => rows[0] as ApiKeyRow);
}

/** The organization's keys not revoked, newest first; at most apiKeyLimits.perOrganization, so the list is whole. */
export function listActiveApiKeys(tx: Tx, organizationId: string): Promise<ApiKeyRow[]> {
  return tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

export function countActiveApiKeys(tx: Tx, organizationId: string): Promise<number> {
  return tx
    .select({ count: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), isNull(apiKeys.revokedAt)))
    .then((rows) => rows[0]?.count ?? 0);
}

export function revokeApiKeyRow(tx: Tx, organizationId: string, id: string, now: Date): Promise<ApiKeyRow | undefined> {
  return tx
    .update(apiKeys)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning()
    .then((rows) => rows[0]);
}

/** A key by its prefix, with its creator's membership as it is now (one indexed read on each call made with a key). */
export function findApiKeyByPrefix(tx: Tx, organizationId: string, prefix: string) {
  return tx
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      creatorId: profiles.id,
      creatorEmail: profiles.email,
      creatorName: profiles.name,
      creatorRole: profiles.role,
      creatorApproval: profiles.approvalStatus,
    })
    .from(apiKeys)
    .leftJoin(profiles, and(eq(profiles.id, apiKeys.createdBy), eq(profiles.organizationId, apiKeys.organizationId)))
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.prefix, prefix)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Notes a use unless one was noted within the last minute (by this process or another). */
export function noteApiKeyUse(tx: Tx, organizationId: string, id: string, now: Date, address: string): Promise<unknown> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  return tx
    .update(apiKeys)
    .set({ lastUsedAt: now, lastUsedFrom: address })
    .where(
      and(
        eq(apiKeys.organizationId, organizationId),
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo)),
      ),
    );
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type ApiKeyInput,
  type ApiKeyScope,
  apiKeyLimits,
  apiKeyPrefixOf,
  expiryProblemOf,
  isApiKeyUsable,
} from '../../../domain/api-keys.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { FeatureContext } from '../../feature-context.ts';
import type { ApiKeyCaller } from '../../http/access.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { createBoundedCache } from '../../http/bounded-cache.ts';
import { recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import * as repository from './api-keys.repository.ts';

export interface ApiKeyDto {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdByName: string;
  createdAt: string;
  expiresAt: string | null;
  isExpired: boolean;
  lastUsedAt: string | null;
  lastUsedFrom: string | null;
}

function toDto(row: repository.ApiKeyRow, now: Date): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isExpired: !isApiKeyUsable({ revokedAt: null, expiresAt: row.expiresAt }, now),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedFrom: row.lastUsedFrom,
  };
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** The organization's keys that are not revoked (Settings → API). */
export async function listApiKeys({ db, clock, organizationId }: { db: Database; clock: Clock; organizationId: string }) {
  const rows = await db.withTenantRead({ organizationId }, (tx) => repository.listActiveApiKeys(tx, organizationId));
  const now = clock.now();
  return { apiKeys: rows.map((row) => toDto(row, now)) };
}

/** Makes a key and answers its secret this once: only its hash is kept. The audit log records it, never the secret. */
export async function createApiKey({ db, clock, actor, input }: { db: Database; clock: Clock; actor: ActingMember; input: ApiKeyInput }) {
  const now = clock.now();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  const problem = expiryProblemOf(expiresAt, now);
  if (problem) throw new DomainError('validation_failed', problem, { field: 'expiresAt' });
  const prefix = `tdm_${randomBytes(6).toString('hex')}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  const { organizationId } = actor;
  const row = await db.withTenant({ organizationId, userId: actor.userId }, async (tx) => {
    if ((await repository.countActiveApiKeys(tx, organizationId)) >= apiKeyLimits.perOrganization) throw new DomainError('api_key_limit');
    const created = await repository.insertApiKey(tx, {
      organizationId,
      name: input.name,
      prefix,
      secretHash: hashOf(secret),
      scopes: input.scopes,
      createdBy: actor.userId,
      createdByName: actor.name || actor.email,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    await recordAuditEvent(tx, {
      organizationId,
      actor,
      action: 'api_key.created',
      target: { type: 'api_key', id: created.id, label: `${created.name} (${prefix})` },
      after: { name: created.name, prefix, scopes: created.scopes, expiresAt: created.expiresAt?.toISOString() ?? null },
    });
    return created;
  });
  return { apiKey: toDto(row, now), secret };
}

/** The NOTIFY channel a revocation is announced on, so that every server process drops the key from its cache. */
export const API_KEY_REVOKED_CHANNEL = 'tandem_api_key_revoked';

/**
 * Revokes a key. This process forgets it before answering; the others when the revocation's notification reaches
 * them, sent on commit (at the latest when their copy expires, a few seconds, should their listening connection drop).
 */
export async function revokeApiKey(options: {
  db: Database;
  clock: Clock;
  actor: ActingMember;
  id: string;
  authenticator: ApiKeyAuthenticatorService;
}) {
  const { db, clock, actor, id, authenticator } = options;
  const { organizationId } = actor;
  const revoked = await db.withTenant({ organizationId, userId: actor.userId }, async (tx) => {
    const row = await repository.revokeApiKeyRow(tx, organizationId, id, clock.now());
    if (!row) throw new DomainError('api_key_not_found');
    await recordAuditEvent(tx, {
      organizationId,
      actor,
      action: 'api_key.revoked',
      target: { type: 'api_key', id: row.id, label: `${row.name} (${row.prefix})` },
    });
    await tx.execute(sql`select pg_notify(${API_KEY_REVOKED_CHANNEL}, ${cacheKeyOf(organizationId, row.prefix)})`);
    return row;
  });
  authenticator.forget(cacheKeyOf(organizationId, revoked.prefix));
}

const cacheKeyOf = (organizationId: string, prefix: string) => `${organizationId}:${prefix}`;

/**
 * Who a key acts as on a request to its organization's address: the org admin who made it, while they still are one,
 * limited to the key's scopes. A key found is kept for a few seconds, as sessions and profiles are (access.ts), and
 * dropped at once on every process when it is revoked (API_KEY_REVOKED_CHANNEL).
 */
export function createApiKeyAuthenticator(options: { db: Database; clock: Clock; limitPerMinute: number; cacheMs?: number }) {
  const { db, clock, limitPerMinute, cacheMs = 5000 } = options;
  const found = createBoundedCache<NonNullable<Awaited<ReturnType<typeof repository.findApiKeyByPrefix>>>>(10_000);
  const recentlyNoted = createBoundedCache<true>(10_000);
  const windows = createBoundedCache<{ count: number; endsAt: number }>(10_000);

  async function identify(token: string, organizationId: string | undefined, address: string): Promise<ApiKeyCaller | null> {
    const prefix = apiKeyPrefixOf(token);
    if (!prefix || !organizationId) return null;
    const cacheKey = cacheKeyOf(organizationId, prefix);
    let key = found.get(cacheKey)?.value;
    if (!key) {
      key = await db.withTenantRead({ organizationId }, (tx) => repository.findApiKeyByPrefix(tx, organizationId, prefix));
      if (!key) return null;
      found.set(cacheKey, key, cacheMs);
    }
    const expected = Buffer.from(key.secretHash, 'hex');
    const given = Buffer.from(hashOf(token), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const now = clock.now();
    if (!isApiKeyUsable(key, now)) return null;
    if (!key.creatorId || key.creatorRole !== 'org_admin' || key.creatorApproval !== 'approved') return null;
    const keyId = key.id;
    if (!recentlyNoted.get(keyId) && (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= 60_000)) {
      recentlyNoted.set(keyId, true, 60_000);
      await db.withTenant({ organizationId }, (tx) => repository.noteApiKeyUse(tx, organizationId, keyId, now, address));
    }
    return {
      userId: key.creatorId,
      email: key.creatorEmail ?? '',
      sessionId: `api-key:${keyId}`,
      aal: 'aal1',
      hasSecondFactor: false,
      profile: {
        organizationId,
        role: 'org_admin',
        name: key.creatorName ?? '',
        hasOnboarded: true,
        approvalStatus: 'approved',
        // A key is not a person signing in: an organization's two-factor requirement is for people (decision 185).
        secondFactorSetupDueAt: null,
      },
      apiKey: { id: keyId, name: key.name, scopes: key.scopes },
    };
  }

  /** Listens for revocations made by any process; resolves to the function that stops listening. */
  function listenForRevocations(): Promise<() => Promise<void>> {
    return db.listen(API_KEY_REVOKED_CHANNEL, (cacheKey) => found.delete(cacheKey));
  }

  /** Counts a call in the key's minute on this process; the seconds to wait once over the limit, else null. */
  function secondsToWait(keyId: string): number | null {
    const nowMs = clock.now().getTime();
    const window = windows.get(keyId)?.value;
    if (!window || window.endsAt <= nowMs) {
      windows.set(keyId, { count: 1, endsAt: nowMs + 60_000 }, 60_000);
      return null;
    }
    window.count += 1;
    return window.count > limitPerMinute ? Math.max(1, Math.ceil((window.endsAt - nowMs) / 1000)) : null;
  }

  return { identify, secondsToWait, listenForRevocations, forget: (cacheKey: string) => found.delete(cacheKey) };
}

/** The access check's ApiKeyAuthenticator (http/access.ts), with what revocation needs besides. */
export type ApiKeyAuthenticatorService = ReturnType<typeof createApiKeyAuthenticator>;

const authenticatorsOfApps = new WeakMap<FeatureContext, ApiKeyAuthenticatorService>();

/** An app's one authenticator of keys: its access check asks it, and a revocation made through the app drops the key. */
export function apiKeyAuthenticatorOf(context: FeatureContext): ApiKeyAuthenticatorService {
  const known = authenticatorsOfApps.get(context);
  if (known) return known;
  const { db, clock, config } = context;
  const authenticator = createApiKeyAuthenticator({ db, clock, limitPerMinute: config.API_KEY_RATE_LIMIT_PER_MINUTE });
  authenticatorsOfApps.set(context, authenticator);
  return authenticator;
}

import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../domain/errors.ts';
import type { Clock } from '../clock.ts';
import { beforeCommit, type Database, queryRows, type Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route creates something: an Idempotency-Key header makes a retry answer the first result instead of creating it again. */
    isIdempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds; `isStored` once its change has committed with the answer. */
    idempotencyKey: { userId: string; key: string; isStored: boolean } | null;
  }
}

const HEADER = 'idempotency-key';

/** The header as the OpenAPI document describes it, for the routes that declare `isIdempotent`. */
export const idempotencyHeaders = z.object({
  [HEADER]: z
    .string()
    .optional()
    .describe('A key of your choice (1-255 visible ASCII characters): a retry with the same key and request answers the first result'),
});
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long an answer is kept for a retry. */
const KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * How long a first request holds its key before a retry may take over (its process may have died). A takeover
 * is safe even while the first is still running: whichever change commits second finds the answer stored and
 * rolls back (decision 074), so this only bounds how long a retry after a crash waits.
 */
const HELD_MS = 10 * 1000;

function hashOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Idempotency-Key (the IETF draft's semantics) for the routes that declare `isIdempotent`: the same key
 * with the same request answers the first result, with another request 422, while the first is still
 * being served 409. Keys belong to the signed-in user and are kept for a day; a 5xx answer is not kept,
 * so the request can be tried again.
 */
export function registerIdempotency(app: FastifyInstance, db: Database, clock: Clock): void {
  app.decorateRequest('idempotencyKey', null);

  async function claim(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const key = request.headers[HEADER];
    if (key === undefined || !request.caller) return undefined;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new DomainError('validation_failed', 'Idempotency-Key: use 1 to 255 visible ASCII characters', { field: 'Idempotency-Key' });
    }
    const userId = request.caller.userId;
    const requestHash = hashOf(request);
    const now = clock.now();
    const existing = await db.withPlatform(async (tx) => {
      await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.expiresAt, now)));
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash, lockedUntil: new Date(now.getTime() + HELD_MS), expiresAt: new Date(now.getTime() + KEPT_MS) })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) return null;
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
        .for('update');
      if (row && row.requestHash === requestHash && row.responseStatus === null && row.lockedUntil <= now) {
        // The first request never answered: this one takes its place.
        await tx
          .update(idempotencyKeys)
          .set({ lockedUntil: new Date(now.getTime() + HELD_MS) })
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        return null;
      }
      return row ?? null;
    });
    if (!existing) {
      request.idempotencyKey = { userId, key, isStored: false };
      return undefined;
    }
    if (existing.requestHash !== requestHash) throw new DomainError('idempotency_key_reused');
    if (existing.responseStatus === null) throw new DomainError('idempotency_in_flight');
    // Through the route's serializer: an answer stored with the change is the use case's result, not yet serialized.
    return reply
      .status(existing.responseStatus)
      .header('idempotent-replayed', 'true')
      .send(existing.responseBody === null ? null : JSON.parse(existing.responseBody));
  }

  /**
   * Stores the answer in the transaction that makes the change, so that a process killed between the commit
   * and the answer leaves a key that replays it, never one that lets a retry make the change again.
   */
  async function storeWithChange(request: FastifyRequest, successStatus: number, tx: Tx, result: unknown): Promise<void> {
    const claimed = request.idempotencyKey;
    if (!claimed) return;
    const [written] = await queryRows<{ hasWritten: boolean }>(tx, sql`select txid_current_if_assigned() is not null as "hasWritten"`);
    if (!written?.hasWritten) return;
    const match = and(eq(idempotencyKeys.userId, claimed.userId), eq(idempotencyKeys.key, claimed.key));
    const stored = await tx
      .update(idempotencyKeys)
      .set({ responseStatus: successStatus, responseBody: JSON.stringify(result ?? null) })
      .where(claimed.isStored ? match : and(match, isNull(idempotencyKeys.responseStatus)))
      .returning({ key: idempotencyKeys.key });
    if (stored.length === 0) {
      // Another attempt with this key (one that took over after a crash) made the change first: undo this one.
      request.idempotencyKey = null;
      throw new DomainError('idempotency_in_flight');
    }
    claimed.isStored = true;
  }

  async function record(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claimed = request.idempotencyKey;
    if (!claimed) return payload;
    request.idempotencyKey = null;
    const match = and(eq(idempotencyKeys.userId, claimed.userId), eq(idempotencyKeys.key, claimed.key));
    await db.withPlatform(async (tx) => {
      // A change that committed keeps its answer even if sending it failed; otherwise the request may be tried again.
      if (reply.statusCode >= 500) {
        if (!claimed.isStored) await tx.delete(idempotencyKeys).where(match);
      } else {
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: reply.statusCode, responseBody: typeof payload === 'string' ? payload : sql`null` })
          .where(match);
      }
    });
    return payload;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.isIdempotent) return;
    const toList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
    const successStatus = Number(Object.keys(route.schema?.response ?? {}).find((status) => /^2\d\d$/.test(status)) ?? 200);
    // The rest of the request runs with the hook its transactions call before committing.
    const withStoreHook: onRequestHookHandler = (request, _reply, done) =>
      beforeCommit.run((tx, result) => storeWithChange(request, successStatus, tx, result), done);
    route.onRequest = [...toList(route.onRequest), withStoreHook] as RouteOptions['onRequest'];
    // After the access check, which identifies the caller.
    route.preHandler = [...toList(route.preHandler), claim] as RouteOptions['preHandler'];
    route.onSend = [...toList(route.onSend), record] as RouteOptions['onSend'];
  });
}

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent } from '../../domain/realtime-messages.ts';
import type { Database } from '../db/client.ts';
import { realtimeOutbox } from '../db/schema.ts';
import { type NotifiedEvent, REALTIME_CHANNEL } from './publish-event.ts';

/** One authenticated socket, as the hub routes to it. */
export interface RealtimeSubscriber {
  organizationId: string;
  userId: string;
  isStaff: boolean;
  deliver(event: RealtimeEvent): void;
}

/** The process's single LISTEN on the realtime channel, fanned out in memory to its subscribers. */
export interface RealtimeHub {
  start(): Promise<void>;
  subscribe(subscriber: RealtimeSubscriber): void;
  unsubscribe(subscriber: RealtimeSubscriber): void;
  stop(): Promise<void>;
}

export function createRealtimeHub({ db, log }: { db: Database; log: FastifyBaseLogger }): RealtimeHub {
  const byOrganization = new Map<string, Set<RealtimeSubscriber>>();
  const byUser = new Map<string, Set<RealtimeSubscriber>>();
  let stopListening: (() => Promise<void>) | null = null;
  // Notifications are handled one after another so that events keep their commit order even when one waits for the outbox.
  let queue = Promise.resolve();

  function recipientsOf(entry: NotifiedEvent): RealtimeSubscriber[] {
    if (entry.userId) {
      return [...(byUser.get(entry.userId) ?? [])].filter((subscriber) => subscriber.organizationId === entry.organizationId);
    }
    const members = [...(byOrganization.get(entry.organizationId) ?? [])];
    return entry.audience === 'members' ? members : members.filter((subscriber) => subscriber.isStaff);
  }

  async function payloadOf(entry: NotifiedEvent): Promise<Record<string, unknown> | null> {
    if (entry.payload) return entry.payload;
    const rows = await db.withTenant({ organizationId: entry.organizationId }, (tx) =>
      tx.select({ payload: realtimeOutbox.payload }).from(realtimeOutbox).where(eq(realtimeOutbox.id, entry.id)),
    );
    return rows[0]?.payload ?? null;
  }

  async function dispatch(notification: string): Promise<void> {
    let entries: NotifiedEvent[];
    try {
      entries = JSON.parse(notification);
    } catch {
      log.warn({ notification: notification.slice(0, 200) }, 'ignored a realtime notification that is not JSON');
      return;
    }
    for (const entry of entries) {
      if (recipientsOf(entry).length === 0) continue;
      const payload = await payloadOf(entry);
      if (!payload) {
        log.warn({ eventId: entry.id }, 'realtime event payload no longer in the outbox');
        continue;
      }
      const event: RealtimeEvent = { id: entry.id, type: entry.type, organizationId: entry.organizationId, userId: entry.userId, payload };
      // Read again: sockets may have closed while the payload was fetched.
      for (const subscriber of recipientsOf(entry)) subscriber.deliver(event);
    }
  }

  function add(index: Map<string, Set<RealtimeSubscriber>>, key: string, subscriber: RealtimeSubscriber): void {
    const set = index.get(key) ?? new Set();
    set.add(subscriber);
    index.set(key, set);
  }

  function remove(index: Map<string, Set<RealtimeSubscriber>>, key: string, subscriber: RealtimeSubscriber): void {
    const set = index.get(key);
    set?.delete(subscriber);
    if (set?.size === 0) index.delete(key);
  }

  return {
    start: async () => {
      stopListening = await db.listen(REALTIME_CHANNEL, (notification) => {
        queue = queue
          .then(() => dispatch(notification))
          .catch((error: unknown) => log.error({ err: error }, 'realtime notification could not be delivered'));
      });
    },
    subscribe: (subscriber) => {
      add(byOrganization, subscriber.organizationId, subscriber);
      add(byUser, subscriber.userId, subscriber);
    },
    unsubscribe: (subscriber) => {
      remove(byOrganization, subscriber.organizationId, subscriber);
      remove(byUser, subscriber.userId, subscriber);
    },
    stop: async () => {
      // A database already closed has dropped the LISTEN with its connection.
      await stopListening?.().catch(() => {});
      stopListening = null;
      await queue;
    },
  };
}

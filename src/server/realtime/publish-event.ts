import { randomUUID } from 'node:crypto';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { RealtimeEvent } from '../../domain/realtime-messages.ts';
import type { Tx } from '../db/client.ts';
import { realtimeOutbox } from '../db/schema.ts';

/** The one NOTIFY channel every server process listens to. */
export const REALTIME_CHANNEL = 'tandem_realtime';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7999;
const OUTBOX_RETENTION = sql`now() - interval '10 minutes'`;

/** Who receives an organization-wide event: its staff only, or every member including customers. */
export type RealtimeAudience = 'staff' | 'members';

export interface PublishEventInput {
  organizationId: string;
  /** Addressed to this user only (in this organization); without it the event is organization-wide. */
  userId?: string | null;
  /** What happened, as `entity.verb`: `ticket.updated`, `notification.created`, `settings.updated`. */
  type: string;
  payload: Record<string, unknown>;
  /** For organization-wide events; customers see one only when it is `members`. Defaults to `staff`. */
  audience?: RealtimeAudience;
}

/**
 * Called in the publishing transaction for each event it records: the webhooks feature queues the change's webhook
 * deliveries here (decision 190), so that every change a subscriber hears of is published once, here.
 */
export type PublishedEventListener = (tx: Tx, event: PublishEventInput) => Promise<void>;

const publishedEventListeners = new Set<PublishedEventListener>();

/** Registered when the app is built; registering the same listener again changes nothing. */
export function listenToPublishedEvents(listener: PublishedEventListener): void {
  publishedEventListeners.add(listener);
}

/** An event as a socket receives it, inside `{ "type": "event", "event": … }`. */

/** An entry of a notification; without its payload when that was too large and went to the outbox under the event's id. */
export type NotifiedEvent = Omit<RealtimeEvent, 'payload'> & { audience: RealtimeAudience; payload?: Record<string, unknown> };

/**
 * Records an event in the caller's transaction: it is delivered to the sockets it is addressed to
 * if and when the transaction commits, on every server process.
 */
export function publishEvent(tx: Tx, event: PublishEventInput): Promise<void> {
  return publishEvents(tx, [event]);
}

/**
 * Records several events of one change, sent as few notifications as their size allows.
 * An event too large for a notification is stored in the outbox, which row-level security
 * ties to its organization: publish such events in that organization's tenant transaction.
 */
export async function publishEvents(tx: Tx, events: readonly PublishEventInput[]): Promise<void> {
  for (const notification of await notificationsOf(tx, events)) {
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${notification})`);
  }
}

/**
 * Events as the notifications that carry them, for a caller that sends them within a statement of its own
 * (`notifyStatement`); an event too large for one is stored in the outbox first, as publishEvents does.
 */
export async function notificationsOf(tx: Tx, events: readonly PublishEventInput[]): Promise<string[]> {
  const entries: string[] = [];
  for (const event of events) {
    for (const listener of publishedEventListeners) await listener(tx, event);
    const entry: NotifiedEvent = {
      id: randomUUID(),
      type: event.type,
      organizationId: event.organizationId,
      userId: event.userId ?? null,
      audience: event.audience ?? 'staff',
      payload: event.payload,
    };
    let encoded = JSON.stringify(entry);
    if (byteLength(encoded) + 2 > MAX_NOTIFY_BYTES) {
      await storeInOutbox(tx, entry.id, event.organizationId, event.payload);
      encoded = JSON.stringify({ ...entry, payload: undefined });
    }
    entries.push(encoded);
  }
  return packNotifications(entries);
}

/** A query sending notifications in order, answering one row (how many), to run as a WITH query of another statement. */
export function notifyStatement(notifications: readonly string[]): SQL {
  return sql`select count(pg_notify(${REALTIME_CHANNEL}, n.payload) order by n.position) as sent
               from json_array_elements_text(${JSON.stringify(notifications)}::json) with ordinality as n(payload, position)`;
}

async function storeInOutbox(tx: Tx, id: string, organizationId: string, payload: Record<string, unknown>): Promise<void> {
  // Every process reads a stored payload within moments of the commit, so old rows are only clutter.
  await tx
    .delete(realtimeOutbox)
    .where(and(eq(realtimeOutbox.organizationId, organizationId), lt(realtimeOutbox.createdAt, OUTBOX_RETENTION)));
  await tx.insert(realtimeOutbox).values({ id, organizationId, payload });
}

/** Groups encoded entries into JSON arrays that each fit in one notification. */
function packNotifications(entries: readonly string[]): string[] {
  const notifications: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const entry of entries) {
    const entrySize = byteLength(entry) + 1;
    if (batch.length > 0 && size + entrySize > MAX_NOTIFY_BYTES) {
      notifications.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(entry);
    size += entrySize;
  }
  if (batch.length > 0) notifications.push(`[${batch.join(',')}]`);
  return notifications;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../domain/errors.ts';
import { WEBHOOK_TEST_EVENT, type WebhookEventType, webhookLimits, webhookUrlProblem } from '../../../domain/webhooks.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { decryptSecret, encryptSecret } from '../../crypto/secrets.ts';
import type { Database, Tx } from '../../db/client.ts';
import { decodeSequenceCursor, encodeSequenceCursor } from '../../db/keyset-cursor.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import { enqueueWebhookEvent, enqueueWebhookJob } from './webhook-events.ts';
import { newWebhookSecret } from './webhook-sender.ts';
import * as repository from './webhooks.repository.ts';

/** Plain http and local addresses: WEBHOOKS_ALLOW_LOCAL, by default in development only. */
export function isWebhookLocalAllowed(config: Config): boolean {
  return config.WEBHOOKS_ALLOW_LOCAL ?? config.NODE_ENV === 'development';
}

export interface WebhookEndpointInput {
  url: string;
  description: string;
  events: WebhookEventType[];
  isEnabled: boolean;
}

export interface WebhookDeliveryDto {
  id: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
  requestBody: string | null;
}

export interface WebhookEndpointDto {
  id: string;
  url: string;
  description: string;
  events: string[];
  isEnabled: boolean;
  disabledReason: string | null;
  failingSince: string | null;
  previousSecretExpiresAt: string | null;
  lastDelivery: WebhookDeliveryDto | null;
  createdAt: string;
  updatedAt: string;
}

interface Services {
  db: Database;
  config: Config;
  clock: Clock;
  actor: ActingMember;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function deliveryDtoOf(record: repository.WebhookDeliveryRecord): WebhookDeliveryDto {
  return {
    id: record.id,
    eventType: record.eventType,
    status: record.status,
    attempts: record.attempts,
    createdAt: record.createdAt.toISOString(),
    lastAttemptAt: iso(record.lastAttemptAt),
    nextAttemptAt: record.status === 'pending' ? record.nextAttemptAt.toISOString() : null,
    responseStatus: record.responseStatus,
    responseBody: record.responseBody,
    durationMs: record.durationMs,
    requestBody: record.body,
  };
}

function endpointDtoOf(
  record: repository.WebhookEndpointRecord,
  last: repository.WebhookDeliveryRecord | undefined,
  now: Date,
): WebhookEndpointDto {
  const isOverlapping = record.previousSecretExpiresAt !== null && record.previousSecretExpiresAt > now;
  return {
    id: record.id,
    url: record.url,
    description: record.description,
    events: record.events,
    isEnabled: record.isEnabled,
    disabledReason: record.disabledReason,
    failingSince: iso(record.failingSince),
    previousSecretExpiresAt: isOverlapping ? iso(record.previousSecretExpiresAt) : null,
    lastDelivery: last ? deliveryDtoOf(last) : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an endpoint: never its secret. */
function auditedOf(record: Pick<repository.WebhookEndpointRecord, 'url' | 'description' | 'events' | 'isEnabled'>) {
  return { url: record.url, description: record.description, events: record.events.join(', '), isEnabled: record.isEnabled };
}

function assertValidUrl(config: Config, url: string): void {
  const problem = webhookUrlProblem(url, { isLocalAllowed: isWebhookLocalAllowed(config) });
  if (problem) throw new DomainError('webhook_url_invalid', problem, { field: 'url' });
}

async function findOwnEndpoint(tx: Tx, actor: ActingMember, id: string, forUpdate = false): Promise<repository.WebhookEndpointRecord> {
  const endpoint = await repository.findEndpoint(tx, actor.organizationId, id, { forUpdate });
  if (!endpoint) throw new DomainError('webhook_endpoint_not_found');
  return endpoint;
}

export function listWebhookEndpoints({ db, clock, actor }: Omit<Services, 'config'>): Promise<WebhookEndpointDto[]> {
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => {
    const endpoints = await repository.listEndpoints(tx, actor.organizationId);
    const last = await repository.lastDeliveriesOf(tx, actor.organizationId);
    const now = clock.now();
    return endpoints.map((endpoint) => endpointDtoOf(endpoint, last.get(endpoint.id), now));
  });
}

/** Adds an endpoint with a new signing secret, shown in the answer (and later on request). */
export async function createWebhookEndpoint(
  options: Services & { input: WebhookEndpointInput },
): Promise<WebhookEndpointDto & { secret: string }> {
  const { db, config, clock, actor, input } = options;
  assertValidUrl(config, input.url);
  const secret = newWebhookSecret();
  const secretEncrypted = await encryptSecret(db, config, actor.organizationId, secret);
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    if ((await repository.countEndpoints(tx, actor.organizationId)) >= webhookLimits.endpointsPerOrganization) {
      throw new DomainError('webhook_endpoint_limit');
    }
    const now = clock.now();
    const endpoint = await repository.insertEndpoint(tx, {
      organizationId: actor.organizationId,
      url: input.url,
      description: input.description,
      events: input.events,
      isEnabled: input.isEnabled,
      secretEncrypted,
      createdAt: now,
      updatedAt: now,
    });
    await recordAuditEvent(tx, {
      organizationId: actor.organizationId,
      actor,
      action: 'webhook.created',
      target: { type: 'webhook', id: endpoint.id, label: endpoint.url },
      after: auditedOf(endpoint),
    });
    return { ...endpointDtoOf(endpoint, undefined, now), secret };
  });
}

/** Changes an endpoint; turning it on again forgets its failures. */
export function updateWebhookEndpoint(options: Services & { id: string; input: WebhookEndpointInput }): Promise<WebhookEndpointDto> {
  const { db, config, clock, actor, id, input } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const before = await findOwnEndpoint(tx, actor, id, true);
    assertValidUrl(config, input.url);
    const now = clock.now();
    const isTurnedOn = input.isEnabled && !before.isEnabled;
    const updated = await repository.updateEndpoint(tx, actor.organizationId, id, {
      url: input.url,
      description: input.description,
      events: input.events,
      isEnabled: input.isEnabled,
      ...(isTurnedOn || !input.isEnabled ? { disabledReason: null, failingSince: null } : {}),
      updatedAt: now,
    });
    if (!updated) throw new DomainError('webhook_endpoint_not_found');
    const changedBefore = auditedOf(before);
    const changedAfter = auditedOf(updated);
    if (JSON.stringify(changedBefore) !== JSON.stringify(changedAfter)) {
      await recordAuditEvent(tx, {
        organizationId: actor.organizationId,
        actor,
        action: 'webhook.updated',
        target: { type: 'webhook', id, label: updated.url },
        before: changedBefore,
        after: changedAfter,
      });
    }
    const last = await repository.lastDeliveriesOf(tx, actor.organizationId);
    return endpointDtoOf(updated, last.get(id), now);
  });
}

export function deleteWebhookEndpoint({ db, actor, id }: Omit<Services, 'config' | 'clock'> & { id: string }): Promise<void> {
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const endpoint = await findOwnEndpoint(tx, actor, id, true);
    await repository.deleteEndpoint(tx, actor.organizationId, id);
    await recordAuditEvent(tx, {
      organizationId: actor.organizationId,
      actor,
      action: 'webhook.deleted',
      target: { type: 'webhook', id, label: endpoint.url },
      before: auditedOf(endpoint),
    });
  });
}

/** The endpoint's signing secret and, during a rotation's overlap, the previous one. */
export async function revealWebhookSecret(
  options: Omit<Services, 'actor'> & { actor: ActingMember; id: string },
): Promise<{ secret: string; previousSecret: string | null; previousSecretExpiresAt: string | null }> {
  const { db, config, clock, actor, id } = options;
  const endpoint = await db.withTenantRead({ organizationId: actor.organizationId }, (tx) => findOwnEndpoint(tx, actor, id));
  const now = clock.now();
  const isOverlapping = endpoint.previousSecretEncrypted && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return {
    secret: await decryptSecret(db, config, actor.organizationId, endpoint.secretEncrypted),
    previousSecret:
      isOverlapping && endpoint.previousSecretEncrypted
        ? await decryptSecret(db, config, actor.organizationId, endpoint.previousSecretEncrypted)
        : null,
    previousSecretExpiresAt: isOverlapping ? iso(endpoint.previousSecretExpiresAt) : null,
  };
}

/**
 * A new signing secret; the current one becomes the previous and still signs for a day beside it, so a receiver has
 * time to take the new one. A second rotation within the day drops the oldest.
 */
export async function rotateWebhookSecret(
  options: Services & { id: string },
): Promise<{ secret: string; previousSecretExpiresAt: string }> {
  const { db, config, clock, actor, id } = options;
  const secret = newWebhookSecret();
  const secretEncrypted = await encryptSecret(db, config, actor.organizationId, secret);
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const endpoint = await findOwnEndpoint(tx, actor, id, true);
    const now = clock.now();
    const previousSecretExpiresAt = new Date(now.getTime() + webhookLimits.rotationOverlapMs);
    await repository.updateEndpoint(tx, actor.organizationId, id, {
      secretEncrypted,
      previousSecretEncrypted: endpoint.secretEncrypted,
      previousSecretExpiresAt,
      updatedAt: now,
    });
    await recordAuditEvent(tx, {
      organizationId: actor.organizationId,
      actor,
      action: 'webhook.secret_rotated',
      target: { type: 'webhook', id, label: endpoint.url },
      after: { previousSecretValidUntil: previousSecretExpiresAt.toISOString() },
    });
    return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
  });
}

export function listWebhookDeliveries(
  options: Omit<Services, 'config' | 'clock'> & { id: string; cursor?: string | undefined; limit: number },
): Promise<{ deliveries: WebhookDeliveryDto[]; nextCursor: string | null }> {
  const { db, actor, id, limit } = options;
  const before = options.cursor === undefined ? undefined : decodeSequenceCursor(options.cursor);
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => {
    await findOwnEndpoint(tx, actor, id);
    const rows = await repository.listDeliveries(tx, actor.organizationId, id, { limit: limit + 1, before });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { deliveries: page.map(deliveryDtoOf), nextCursor: rows.length > limit && last ? encodeSequenceCursor(last.sequence) : null };
  });
}

/** Sends a delivery again, with its id and body unchanged, as soon as the deliveries of its ticket before it have gone. */
export function resendWebhookDelivery(options: Omit<Services, 'config'> & { id: string; deliveryId: string }): Promise<WebhookDeliveryDto> {
  const { db, clock, actor, id, deliveryId } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const endpoint = await findOwnEndpoint(tx, actor, id);
    if (!endpoint.isEnabled) throw new DomainError('webhook_endpoint_disabled');
    const delivery = await repository.findDelivery(tx, actor.organizationId, id, deliveryId);
    if (!delivery) throw new DomainError('webhook_delivery_not_found');
    const now = clock.now();
    // A new day of retries starts from the resend.
    const values = { status: 'pending' as const, nextAttemptAt: now, firstAttemptAt: null, sendingUntil: null, updatedAt: now };
    await repository.updateDelivery(tx, actor.organizationId, deliveryId, values);
    await enqueueWebhookJob(tx, { organizationId: actor.organizationId, endpointId: id, orderKey: delivery.orderKey });
    return deliveryDtoOf({ ...delivery, ...values });
  });
}

/** Queues a `webhook.test` delivery to the endpoint, in order of its own. */
export function sendWebhookTestEvent(options: Omit<Services, 'config'> & { id: string }): Promise<WebhookDeliveryDto> {
  const { db, actor, id } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const endpoint = await findOwnEndpoint(tx, actor, id);
    if (!endpoint.isEnabled) throw new DomainError('webhook_endpoint_disabled');
    const subjectId = randomUUID();
    await enqueueWebhookEvent(
      tx,
      { organizationId: actor.organizationId, type: WEBHOOK_TEST_EVENT, subjectType: 'test', subjectId },
      { endpointId: id },
    );
    const [delivery] = await repository.listDeliveries(tx, actor.organizationId, id, { limit: 1 });
    if (!delivery) throw new DomainError('webhook_delivery_not_found');
    return deliveryDtoOf(delivery);
  });
}

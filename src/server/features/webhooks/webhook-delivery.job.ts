import { z } from 'zod';
import { organizationUrl } from '../../../domain/tenancy.ts';
import { isWebhookEndpointToDisable, nextWebhookAttemptAt, WEBHOOK_TEST_EVENT } from '../../../domain/webhooks.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { decryptSecret } from '../../crypto/secrets.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { findCustomer } from '../customers/customers.repository.ts';
import { customerDtoOf } from '../customers/customers.service.ts';
import { findOrganizationAddress } from '../notifications/notifications.repository.ts';
import { findOrgAdmins } from '../sso/sso.repository.ts';
import * as tickets from '../tickets/tickets.repository.ts';
import { organizationViewer } from '../tickets/tickets.repository.ts';
import { ticketDtoOf } from '../tickets/tickets.shared.ts';
import { findTimesheetDto } from '../time-cards/timesheet-editing.service.ts';
import { findWorkOrder, type WorkOrderRecord } from '../work-orders/work-orders.repository.ts';
import { workOrderDtoOf } from '../work-orders/work-orders.service.ts';
import { enqueueWebhookJob } from './webhook-events.ts';
import { sendWebhook, type WebhookAnswer, webhookHeadersOf } from './webhook-sender.ts';
import * as repository from './webhooks.repository.ts';
import { isWebhookLocalAllowed } from './webhooks.service.ts';

const jobSchema = z.object({ organizationId: z.uuid(), endpointId: z.uuid(), orderKey: z.string().min(1) });

/**
 * The body of a delivery, Standard Webhooks' recommended shape: the event's type, when it happened, and in `data` the
 * object as the API returns it; null when its subject is gone (a deleted ticket), and the delivery with it.
 */
async function bodyOf(tx: Tx, config: Config, delivery: repository.WebhookDeliveryRecord): Promise<string | null> {
  const { organizationId } = delivery;
  let data: unknown;
  if (delivery.subjectType === 'ticket') {
    const ticket = await tickets.findTicket(tx, organizationViewer(organizationId), delivery.subjectId);
    data = ticket && ticket.organizationId === organizationId ? ticketDtoOf(ticket) : null;
  } else if (delivery.subjectType === 'work_order') {
    const workOrder = await findWorkOrder(tx, organizationId, delivery.subjectId);
    data = workOrder ? { ...workOrderDtoOf(workOrder), ...(await documentLinkOf(tx, config, organizationId, workOrder)) } : null;
  } else if (delivery.subjectType === 'timesheet') {
    data = await findTimesheetDto(tx, organizationId, delivery.subjectId);
  } else if (delivery.subjectType === 'customer') {
    const customer = await findCustomer(tx, organizationId, delivery.subjectId);
    data = customer ? customerDtoOf(customer) : null;
  } else {
    data = { message: 'A test event sent from Settings, Webhooks.', endpointId: delivery.endpointId };
  }
  if (data === null) return null;
  return JSON.stringify({ type: delivery.eventType, timestamp: delivery.createdAt.toISOString(), data });
}

/** A completed work order's signed PDF, as the API serves it (`GET /api/work-orders/{id}/document`, staff only). */
async function documentLinkOf(
  tx: Tx,
  config: Config,
  organizationId: string,
  workOrder: WorkOrderRecord,
): Promise<{ documentUrl?: string }> {
  if (workOrder.status !== 'completed') return {};
  const organization = await findOrganizationAddress(tx, organizationId);
  if (!organization) return {};
  const path = `/api/work-orders/${workOrder.id}/document`;
  return {
    documentUrl: organizationUrl({ publicUrl: config.publicUrl, appDomain: config.APP_DOMAIN, subdomain: organization.subdomain, path }),
  };
}

type Claim =
  | { kind: 'none' }
  | { kind: 'gone' }
  | {
      kind: 'send';
      delivery: repository.WebhookDeliveryRecord;
      body: string;
      url: string;
      secrets: string[];
    };

/**
 * Sends an endpoint's pending deliveries of one order key (a ticket), oldest first, one at a time: a failed one is
 * retried on its schedule and those after it wait (decision 184). Another worker already sending the key's next
 * delivery keeps it; a retry comes back as a job of its own at its time.
 */
export function createWebhookDeliveryHandler({ config, db, clock }: { config: Config; db: Database; clock: Clock }): JobHandler {
  const isLocalAllowed = isWebhookLocalAllowed(config);
  return async (payload) => {
    const { organizationId, endpointId, orderKey } = jobSchema.parse(payload);
    for (;;) {
      const now = clock.now();
      const claim = await db.withTenant({ organizationId }, async (tx): Promise<Claim> => {
        const endpoint = await repository.findEndpoint(tx, organizationId, endpointId);
        if (!endpoint?.isEnabled) return { kind: 'none' };
        const delivery = await repository.findHeadDelivery(tx, organizationId, endpointId, orderKey);
        if (!delivery) return { kind: 'none' };
        if (delivery.sendingUntil && delivery.sendingUntil > now) {
          // Another worker is sending it, or died doing so: come back when its hold ends.
          await enqueueWebhookJob(tx, { organizationId, endpointId, orderKey, runAt: delivery.sendingUntil });
          return { kind: 'none' };
        }
        if (delivery.nextAttemptAt > now) {
          await enqueueWebhookJob(tx, { organizationId, endpointId, orderKey, runAt: delivery.nextAttemptAt });
          return { kind: 'none' };
        }
        const body = delivery.body ?? (await bodyOf(tx, config, delivery));
        if (body === null) {
          await repository.deleteDelivery(tx, organizationId, delivery.id);
          return { kind: 'gone' };
        }
        await repository.updateDelivery(tx, organizationId, delivery.id, {
          body,
          // A worker holds a delivery while it sends it; past its lease another may send it again.
          sendingUntil: new Date(now.getTime() + config.WEBHOOK_SENDING_LEASE_SECONDS * 1000),
          firstAttemptAt: delivery.firstAttemptAt ?? now,
          updatedAt: now,
        });
        const isPreviousValid =
          endpoint.previousSecretEncrypted && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
        const secrets = [
          endpoint.secretEncrypted,
          ...(isPreviousValid && endpoint.previousSecretEncrypted ? [endpoint.previousSecretEncrypted] : []),
        ];
        return {
          kind: 'send',
          delivery: { ...delivery, firstAttemptAt: delivery.firstAttemptAt ?? now },
          body,
          url: endpoint.url,
          secrets,
        };
      });
      if (claim.kind === 'none') return;
      if (claim.kind === 'gone') continue;
      const secrets = await Promise.all(claim.secrets.map((stored) => decryptSecret(db, config, organizationId, stored)));
      // The attempt's time is the claim's: the first one is then the delivery's first attempt and the endpoint's first failure.
      const sentAt = now;
      const answer = await sendWebhook({
        url: claim.url,
        body: claim.body,
        headers: webhookHeadersOf({ id: claim.delivery.id, body: claim.body, secrets, now: sentAt }),
        isLocalAllowed,
        userAgent: `${config.PLATFORM_NAME}-Webhooks/1.0`,
      });
      const isToContinue = await db.withTenant({ organizationId }, (tx) =>
        recordAnswer(tx, { config, delivery: claim.delivery, answer, now: clock.now(), sentAt }),
      );
      if (!isToContinue) return;
    }
  };
}

/** Records an attempt's answer; true when the next delivery of the key may go now. */
async function recordAnswer(
  tx: Tx,
  options: { config: Config; delivery: repository.WebhookDeliveryRecord; answer: WebhookAnswer; now: Date; sentAt: Date },
): Promise<boolean> {
  const { delivery, answer, now } = options;
  const { organizationId, endpointId, orderKey } = delivery;
  const attempts = delivery.attempts + 1;
  const answered = {
    attempts,
    sendingUntil: null,
    lastAttemptAt: options.sentAt,
    responseStatus: answer.status,
    responseBody: answer.body,
    durationMs: answer.durationMs,
    updatedAt: now,
  };
  const endpoint = await repository.findEndpoint(tx, organizationId, endpointId, { forUpdate: true });
  if (answer.isSuccess) {
    await repository.updateDelivery(tx, organizationId, delivery.id, { ...answered, status: 'delivered' });
    if (endpoint?.failingSince) await repository.updateEndpoint(tx, organizationId, endpointId, { failingSince: null });
    return true;
  }
  const failingSince = endpoint?.failingSince ?? options.sentAt;
  const firstAttemptAt = delivery.firstAttemptAt ?? now;
  const next = delivery.eventType === WEBHOOK_TEST_EVENT ? null : nextWebhookAttemptAt({ firstAttemptAt, failedAttempts: attempts, now });
  // A delivery given up after its day of retries, with no success since it was first tried, is a day of failures too.
  const hasFailedForADay =
    isWebhookEndpointToDisable(failingSince, now) ||
    (next === null && failingSince <= firstAttemptAt && delivery.eventType !== WEBHOOK_TEST_EVENT);
  if (endpoint?.isEnabled && hasFailedForADay) {
    await repository.updateDelivery(tx, organizationId, delivery.id, { ...answered, status: 'failed' });
    await disableEndpoint(tx, options.config, endpoint, now);
    return false;
  }
  if (endpoint && !endpoint.failingSince) await repository.updateEndpoint(tx, organizationId, endpointId, { failingSince });
  if (!next) {
    // Given up after a day of retries (a test event is tried once): the key's later deliveries go on.
    await repository.updateDelivery(tx, organizationId, delivery.id, { ...answered, status: 'failed' });
    return true;
  }
  await repository.updateDelivery(tx, organizationId, delivery.id, { ...answered, nextAttemptAt: next });
  await enqueueWebhookJob(tx, { organizationId, endpointId, orderKey, runAt: next });
  return false;
}

/** After a day of failures: the endpoint is turned off, its pending deliveries given up, and its organization's admins told. */
async function disableEndpoint(tx: Tx, config: Config, endpoint: repository.WebhookEndpointRecord, now: Date): Promise<void> {
  const reason = 'Turned off after a day of failed deliveries.';
  await repository.updateEndpoint(tx, endpoint.organizationId, endpoint.id, { isEnabled: false, disabledReason: reason, updatedAt: now });
  await repository.failPendingDeliveries(tx, endpoint.organizationId, endpoint.id, reason, now);
  const organization = await findOrganizationAddress(tx, endpoint.organizationId);
  const link = organization
    ? organizationUrl({
        publicUrl: config.publicUrl,
        appDomain: config.APP_DOMAIN,
        subdomain: organization.subdomain,
        path: '/settings?tab=webhooks',
      })
    : config.publicUrl;
  for (const admin of await findOrgAdmins(tx, endpoint.organizationId)) {
    await enqueueMail(tx, {
      to: admin.email,
      subject: 'A webhook endpoint was turned off',
      text: [
        `Hello ${admin.name},`,
        '',
        `Deliveries to ${endpoint.url} have failed for a day, so ${config.PLATFORM_NAME} has stopped sending to it.`,
        'Check the delivery log, fix the endpoint, then turn it on again under Settings, Webhooks:',
        link,
      ].join('\n'),
    });
  }
}

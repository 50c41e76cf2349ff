import { sql } from 'drizzle-orm';
import { isWebhookEventType, type WebhookEventType, webhookEventOfTicketChange } from '../../../domain/webhooks.ts';
import type { Tx } from '../../db/client.ts';
import type { PublishEventInput } from '../../realtime/publish-event.ts';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

export interface WebhookEvent {
  organizationId: string;
  type: WebhookEventType | 'webhook.test';
  subjectType: 'ticket' | 'customer' | 'work_order' | 'timesheet' | 'test';
  subjectId: string;
}

const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The job that sends an endpoint's pending deliveries of one order key, one at a time. */
export function webhookJobKeyOf(endpointId: string, orderKey: string): string {
  return `webhook:${endpointId}:${orderKey}`;
}

/**
 * The webhook event of a live event a change publishes (realtime/publish-event.ts), or null when it is none: a
 * change publishes its organization-wide event once, so each change gives one webhook event.
 */
export function webhookEventOfPublished(event: {
  organizationId: string;
  userId?: string | null;
  type: string;
  payload: Record<string, unknown>;
}): WebhookEvent | null {
  if (event.userId) return null;
  const { ticketId, customerId, workOrderId, timesheetId, change, status } = event.payload;
  if ((event.type === 'ticket.created' || event.type === 'ticket.updated') && isUuid(ticketId)) {
    const type = event.type === 'ticket.created' ? 'ticket.created' : webhookEventOfTicketChange(change);
    return { organizationId: event.organizationId, type, subjectType: 'ticket', subjectId: ticketId };
  }
  if (event.type === 'customer.created' && isUuid(customerId)) {
    return { organizationId: event.organizationId, type: 'customer.created', subjectType: 'customer', subjectId: customerId };
  }
  if (event.type === 'work_order.changed' && (change === 'scheduled' || change === 'completed') && isUuid(workOrderId)) {
    return { organizationId: event.organizationId, type: `work_order.${change}`, subjectType: 'work_order', subjectId: workOrderId };
  }
  if (event.type === 'timesheets.changed' && (status === 'submitted' || status === 'approved') && isUuid(timesheetId)) {
    return { organizationId: event.organizationId, type: `timesheet.${status}`, subjectType: 'timesheet', subjectId: timesheetId };
  }
  return null;
}

/** Queues the webhook deliveries of the live event a change publishes, in its transaction (realtime/publish-event.ts calls it). */
export async function enqueueWebhookOfPublished(tx: Tx, event: PublishEventInput): Promise<void> {
  const webhookEvent = webhookEventOfPublished(event);
  if (webhookEvent) await enqueueWebhookEvent(tx, webhookEvent);
}

/**
 * Records a delivery for each enabled endpoint of the organization subscribed to the event, and the job that sends
 * it, in the caller's transaction: the event exists only if the change commits. One statement; none when no
 * endpoint listens. A transaction scoped to another organization sees no endpoint, so records nothing.
 */
export async function enqueueWebhookEvent(tx: Tx, event: WebhookEvent, options: { endpointId?: string } = {}): Promise<void> {
  if (event.type !== 'webhook.test' && !isWebhookEventType(event.type)) return;
  const orderKey = event.subjectId;
  const chosen = options.endpointId ? sql`id = ${options.endpointId}::uuid` : sql`is_enabled and ${event.type} = any(events)`;
  await tx.execute(sql`
    with listening as (
      select id from webhook_endpoints where organization_id = ${event.organizationId}::uuid and ${chosen}
    ), added as (
      insert into webhook_deliveries (organization_id, endpoint_id, event_type, subject_type, subject_id, order_key)
      select ${event.organizationId}::uuid, id, ${event.type}, ${event.subjectType}, ${event.subjectId}::uuid, ${orderKey} from listening
      returning endpoint_id
    )
    insert into jobs (queue, payload, dedupe_key, max_attempts)
    select ${WEBHOOK_DELIVERY_QUEUE},
           jsonb_build_object('organizationId', ${event.organizationId}::text, 'endpointId', endpoint_id, 'orderKey', ${orderKey}::text),
           'webhook:' || endpoint_id || ':' || ${orderKey}::text,
           20
      from added
    on conflict do nothing`);
}

/** Queues the job that sends an endpoint's pending deliveries of one order key (a resend, or a later attempt); a queued one is brought forward. */
export async function enqueueWebhookJob(
  tx: Tx,
  job: { organizationId: string; endpointId: string; orderKey: string; runAt?: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into jobs (queue, payload, dedupe_key, max_attempts, run_at)
    values (${WEBHOOK_DELIVERY_QUEUE},
            jsonb_build_object('organizationId', ${job.organizationId}::text, 'endpointId', ${job.endpointId}::text, 'orderKey', ${job.orderKey}::text),
            ${webhookJobKeyOf(job.endpointId, job.orderKey)}, 20, ${job.runAt ? sql`${job.runAt.toISOString()}::timestamptz` : sql`now()`})
    on conflict (dedupe_key) where status = 'queued' do update set run_at = least(jobs.run_at, excluded.run_at)`);
}

/**
 * Webhooks (decision 184): the events an endpoint can subscribe to, the retry schedule of a delivery and when an
 * endpoint that keeps failing is turned off.
 */
export const webhookEventTypes = [
  'ticket.created',
  'ticket.updated',
  'ticket.status_changed',
  'ticket.commented',
  'ticket.assigned',
  'ticket.sla_warning',
  'ticket.sla_breached',
  'customer.created',
  'work_order.scheduled',
  'work_order.completed',
  'timesheet.submitted',
  'timesheet.approved',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Sent only when an admin asks for it (Send test event); never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'ticket.created': 'Ticket created',
  'ticket.updated': 'Ticket updated (priority, tags, fields, appointment)',
  'ticket.status_changed': 'Ticket status changed',
  'ticket.commented': 'Ticket commented',
  'ticket.assigned': 'Ticket assigned',
  'ticket.sla_warning': 'Service level warning',
  'ticket.sla_breached': 'Service level breached',
  'customer.created': 'Customer created',
  'work_order.scheduled': 'Work order scheduled',
  'work_order.completed': 'Work order completed (with its PDF link)',
  'timesheet.submitted': 'Time sheet submitted',
  'timesheet.approved': 'Time sheet approved',
};

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (webhookEventTypes as readonly string[]).includes(value);
}

/** What a ticket change (as the realtime event names it) is to a webhook subscriber. */
export function webhookEventOfTicketChange(change: unknown): WebhookEventType {
  switch (change) {
    case 'status':
      return 'ticket.status_changed';
    case 'comment':
      return 'ticket.commented';
    case 'assignment':
      return 'ticket.assigned';
    case 'sla_warning':
      return 'ticket.sla_warning';
    case 'sla_breached':
      return 'ticket.sla_breached';
    default:
      return 'ticket.updated';
  }
}

const HOUR_MS = 60 * 60_000;
export const webhookLimits = {
  /** A delivery is retried for this long after its first attempt, then given up. */
  retryForMs: 24 * HOUR_MS,
  /** An endpoint failing without a single success for this long is turned off and its admins told. */
  disableAfterFailingMs: 24 * HOUR_MS,
  /** After a rotation, the old secret still signs deliveries for this long, beside the new one. */
  rotationOverlapMs: 24 * HOUR_MS,
  timeoutMs: 10_000,
  /** An answer's body is read up to this many bytes; the rest is not read. */
  maxAnswerBytes: 64 * 1024,
  /** How much of an answer the delivery log keeps. */
  storedAnswerChars: 4096,
  endpointsPerOrganization: 20,
  urlMaxLength: 2000,
} as const;

/**
 * The wait before the next attempt after `attempt` failed ones: 10 s, 40 s, 2 min 40 s, 10 min 40 s, 42 min 40 s,
 * 2 h 50 min, then every 4 h, until a day has passed since the first attempt (12 attempts in all).
 */
export function webhookRetryDelayMs(failedAttempts: number): number {
  return Math.min(10_000 * 4 ** Math.max(failedAttempts - 1, 0), 4 * HOUR_MS);
}

/** The time of the next attempt, or null when the delivery has been retried for a day and is given up. */
export function nextWebhookAttemptAt(options: { firstAttemptAt: Date; failedAttempts: number; now: Date }): Date | null {
  const next = new Date(options.now.getTime() + webhookRetryDelayMs(options.failedAttempts));
  return next.getTime() - options.firstAttemptAt.getTime() > webhookLimits.retryForMs ? null : next;
}

/** Whether an endpoint failing since `failingSince` has failed for a day and is to be turned off. */
export function isWebhookEndpointToDisable(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= webhookLimits.disableAfterFailingMs;
}

/** Whether an endpoint's address is acceptable: https, or http too where local addresses are allowed (development). */
export function webhookUrlProblem(url: string, options: { isLocalAllowed: boolean }): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter the endpoint as a full address, such as https://example.com/hooks.';
  }
  if (parsed.protocol !== 'https:' && !(options.isLocalAllowed && parsed.protocol === 'http:')) {
    return 'The endpoint must be an https:// address.';
  }
  if (parsed.username || parsed.password) return 'The endpoint address cannot hold a user name or password.';
  return null;
}

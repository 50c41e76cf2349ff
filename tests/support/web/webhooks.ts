import type { WebhookDelivery, WebhookEndpoint } from '../../../src/web/features/webhooks/webhooks-queries.ts';

let sequence = 0;

/** A delivery as the server's log answers it: a ticket.created delivered once unless told. */
export function webhookDeliveryOf(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  sequence += 1;
  const at = new Date(Date.now() - sequence * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    eventType: 'ticket.created',
    status: 'delivered',
    attempts: 1,
    createdAt: at,
    lastAttemptAt: at,
    nextAttemptAt: null,
    responseStatus: 200,
    responseBody: 'ok',
    durationMs: 42,
    requestBody: '{"type":"ticket.created"}',
    ...overrides,
  };
}

/** An enabled endpoint subscribed to ticket.created. */
export function webhookEndpointOf(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  const at = new Date(Date.now() - 86_400_000).toISOString();
  return {
    id: '00000000-0000-4000-8000-0000000e0001',
    url: 'https://hooks.example.test/tandem',
    description: '',
    events: ['ticket.created'],
    isEnabled: true,
    disabledReason: null,
    failingSince: null,
    previousSecretExpiresAt: null,
    lastDelivery: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

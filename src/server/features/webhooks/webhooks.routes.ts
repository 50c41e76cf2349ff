import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookEventTypes, webhookLimits } from '../../../domain/webhooks.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from './webhooks.service.ts';

const deliverySchema = z.object({
  id: z.uuid().describe('The webhook-id header of the delivery, the same on every attempt'),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable().describe('When a pending delivery is tried next'),
  responseStatus: z.number().int().nullable().describe('The last answer’s status; null when none came'),
  responseBody: z.string().nullable().describe('The start of the last answer (4 KB), or why none came'),
  durationMs: z.number().int().nullable(),
  requestBody: z.string().nullable().describe('The JSON body sent; null until the first attempt'),
});

const endpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  isEnabled: z.boolean(),
  disabledReason: z.string().nullable().describe('Why the server turned it off (a day of failures)'),
  failingSince: z.iso.datetime().nullable(),
  previousSecretExpiresAt: z.iso.datetime().nullable().describe('Until then, the secret before the last rotation also signs'),
  lastDelivery: deliverySchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

const inputSchema = z.object({
  url: z.string().trim().min(1, 'Enter the endpoint address.').max(webhookLimits.urlMaxLength),
  description: z.string().trim().max(200).default(''),
  events: z
    .array(z.enum(webhookEventTypes, `Each event must be one of: ${webhookEventTypes.join(', ')}`))
    .min(1, 'Choose at least one event.')
    .transform((events) => [...new Set(events)]),
  isEnabled: z.boolean().default(true),
});

const idParams = z.object({ id: z.uuid('Webhook endpoint not found.') });
const deliveryParams = idParams.extend({ deliveryId: z.uuid('Delivery not found.') });

/** Org admins' webhook endpoints, their secrets and delivery logs (decision 184). */
export function registerWebhookRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const security = [{ bearer: [] }];
  const access = 'org_admin' as const;

  api.get(
    '/api/webhooks',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "The organization's webhook endpoints, oldest first, each with its last delivery",
        description: `At most ${webhookLimits.endpointsPerOrganization} per organization, so the list is whole.`,
        response: { 200: z.object({ endpoints: z.array(endpointSchema), eventTypes: z.array(z.enum(webhookEventTypes)) }) },
      },
    },
    async (request) => ({
      endpoints: await listWebhookEndpoints({ db, clock, actor: actingMemberOf(request) }),
      eventTypes: [...webhookEventTypes],
    }),
  );

  api.post(
    '/api/webhooks',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Adds an endpoint; the answer holds its new signing secret',
        description:
          'The address must be https (webhook_url_invalid); deliveries to loopback, private, link-local or metadata addresses are refused when sent. webhook_endpoint_limit past 20.',
        body: inputSchema,
        response: { 201: endpointSchema.extend({ secret: z.string().describe('whsec_…, for the receiver to verify signatures') }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhookEndpoint({ db, config, clock, actor: actingMemberOf(request), input: request.body })),
  );

  api.put(
    '/api/webhooks/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Changes an endpoint; turning it on again forgets its failures',
        params: idParams,
        body: inputSchema,
        response: { 200: endpointSchema },
      },
    },
    async (request) =>
      updateWebhookEndpoint({ db, config, clock, actor: actingMemberOf(request), id: request.params.id, input: request.body }),
  );

  api.delete(
    '/api/webhooks/:id',
    {
      config: { access },
      schema: { tags, security, summary: 'Deletes an endpoint and its delivery log', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteWebhookEndpoint({ db, actor: actingMemberOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/webhooks/:id/secret',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "The endpoint's signing secret, and during a rotation's overlap the previous one",
        params: idParams,
        response: {
          200: z.object({
            secret: z.string(),
            previousSecret: z.string().nullable(),
            previousSecretExpiresAt: z.iso.datetime().nullable(),
          }),
        },
      },
    },
    async (request) => revealWebhookSecret({ db, config, clock, actor: actingMemberOf(request), id: request.params.id }),
  );

  api.post(
    '/api/webhooks/:id/rotate-secret',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Makes a new signing secret; the old one still signs beside it for 24 hours',
        params: idParams,
        response: { 200: z.object({ secret: z.string(), previousSecretExpiresAt: z.iso.datetime() }) },
      },
    },
    async (request) => rotateWebhookSecret({ db, config, clock, actor: actingMemberOf(request), id: request.params.id }),
  );

  api.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "The endpoint's deliveries, newest first, 50 a page",
        params: idParams,
        querystring: z.object({ cursor: z.string().max(500).optional().describe('nextCursor of the previous page') }),
        response: { 200: z.object({ deliveries: z.array(deliverySchema), nextCursor: z.string().nullable() }) },
      },
    },
    async (request) =>
      listWebhookDeliveries({ db, actor: actingMemberOf(request), id: request.params.id, cursor: request.query.cursor, limit: 50 }),
  );

  api.post(
    '/api/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Sends a delivery again, with the same id and body',
        description: 'webhook_endpoint_disabled while the endpoint is turned off.',
        params: deliveryParams,
        response: { 202: deliverySchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await resendWebhookDelivery({
          db,
          clock,
          actor: actingMemberOf(request),
          id: request.params.id,
          deliveryId: request.params.deliveryId,
        }),
      ),
  );

  api.post(
    '/api/webhooks/:id/test',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Sends a webhook.test event to the endpoint',
        description: 'webhook_endpoint_disabled while the endpoint is turned off.',
        params: idParams,
        response: { 202: deliverySchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await sendWebhookTestEvent({ db, clock, actor: actingMemberOf(request), id: request.params.id })),
  );
}

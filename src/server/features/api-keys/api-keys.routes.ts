import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyInputSchema, apiKeyLimits, apiKeyScopes } from '../../../domain/api-keys.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { apiKeyAuthenticatorOf, createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string().describe('The start of the key, shown to tell keys apart; the rest is never shown again'),
  scopes: z.array(z.enum(apiKeyScopes)),
  createdByName: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  isExpired: z.boolean(),
  lastUsedAt: z.iso.datetime().nullable().describe('Noted at most once a minute'),
  lastUsedFrom: z.string().nullable().describe('The address of that call'),
});

/** The organization's API keys (Settings → API), for its admins; a key cannot manage keys. */
export function registerApiKeyRoutes(app: FastifyInstance, context: FeatureContext): void {
  const { db, clock } = context;
  const authenticator = apiKeyAuthenticatorOf(context);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api keys'];
  const security = [{ bearer: [] }];
  const access = 'org_admin' as const;

  api.get(
    '/api/settings/api-keys',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "The organization's API keys that are not revoked, newest first",
        description: `At most ${apiKeyLimits.perOrganization}, so the list is whole. The secrets are never listed.`,
        response: { 200: z.object({ apiKeys: z.array(apiKeySchema) }) },
      },
    },
    async (request) => {
      const actor = actingMemberOf(request);
      return listApiKeys({ db, clock, organizationId: actor.organizationId });
    },
  );

  api.post(
    '/api/settings/api-keys',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Makes an API key with the given scopes; its secret is in this answer only',
        description: `The key acts as this organization with the caller's org admin role, limited to its scopes, while the caller stays an org admin. The expiry is in the future and within two years (validation_failed); api_key_limit past ${apiKeyLimits.perOrganization} keys.`,
        body: apiKeyInputSchema,
        response: {
          201: z.object({ apiKey: apiKeySchema, secret: z.string().describe('The whole key, to send as Authorization: Bearer <key>') }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiKey({ db, clock, actor: actingMemberOf(request), input: request.body })),
  );

  api.delete(
    '/api/settings/api-keys/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Revokes an API key: its next call, on any server, is refused with 401',
        params: z.object({ id: z.uuid('API key not found.') }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeApiKey({ db, clock, actor: actingMemberOf(request), id: request.params.id, authenticator });
      return reply.status(204).send(null);
    },
  );
}

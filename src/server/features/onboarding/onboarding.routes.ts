import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages } from '../../../domain/account-validation.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { bearerTokenOf, callerOf } from '../../http/access.ts';
import { checkSubdomainAvailability, completeOnboarding, createOrganizationHandoff } from './onboarding.service.ts';

const availabilitySchema = z.object({
  subdomain: z.string().describe('The subdomain as it would be stored: lower case, only a-z, 0-9 and hyphens'),
  isAvailable: z.boolean(),
  reason: z.string().nullable().describe('Why it is not available (taken, reserved or not valid); null when it is'),
});

const onboardedSchema = z.object({
  organization: z.object({
    id: z.uuid(),
    name: z.string(),
    subdomain: z.string(),
    domain: z
      .string()
      .nullable()
      .describe('The address it signed up with: {subdomain}.APP_DOMAIN, or its custom domain (not yet verified)'),
  }),
  dashboardUrl: z.string().describe("The organization's dashboard on its own host"),
});

export function registerOnboardingRoutes(app: FastifyInstance, { db, config, clock, auth }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/onboarding/subdomain-availability',
    {
      config: { access: 'public' },
      schema: {
        tags: ['onboarding'],
        summary: 'Whether a new organization can have this subdomain',
        querystring: z.object({ subdomain: z.string().max(253) }),
        response: { 200: availabilitySchema },
      },
    },
    async (request) => checkSubdomainAvailability({ db, subdomain: request.query.subdomain }),
  );

  api.post(
    '/api/onboarding',
    {
      config: { access: 'authenticated', unauthenticatedMessage: accountMessages.onboardingUnauthenticated },
      schema: {
        tags: ['onboarding'],
        summary: "Creates the signed-in organization admin's organization from their sign-up (once; later calls answer the same one)",
        security: [{ bearer: [] }],
        response: { 200: onboardedSchema },
      },
    },
    async (request) => {
      const onboarded = await completeOnboarding({ db, config, clock, userId: callerOf(request).userId });
      // Availability checks have asked for this subdomain (the tenancy parameter) and cached that it had no organization.
      request.server.forgetTenant();
      return onboarded;
    },
  );

  api.post(
    '/api/onboarding/handoff',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['onboarding'],
        summary: "An address that signs the caller in on their organization's own host, with a single-use token in its fragment",
        security: [{ bearer: [] }],
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) =>
      createOrganizationHandoff({ db, config, auth, userId: callerOf(request).userId, accessToken: bearerTokenOf(request) }),
  );
}

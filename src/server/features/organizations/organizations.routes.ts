import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../domain/errors.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { describeOrganization } from './organizations.service.ts';

const currentOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string(),
  isPlatform: z.boolean(),
  isApprovalRequired: z.boolean().describe('New accounts wait for an org admin to approve them before they can sign in'),
  sso: z
    .object({ providerId: z.uuid(), label: z.string() })
    .nullable()
    .describe('Single sign-on: the login page offers "Sign in with {label}" (auth-js signInWithSSO with providerId)'),
  isWhiteLabel: z.boolean().describe("Its pages carry its own name and logo instead of the product's (the Elite plan)"),
  logoUrl: z.string().nullable().describe("A white-labelled organization's logo from its theme; null otherwise or when it has none"),
});

export function registerOrganizationRoutes(app: FastifyInstance, { db }: FeatureContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/organization',
    {
      config: { access: 'public' },
      schema: {
        tags: ['organizations'],
        summary: "The organization of the request's host or subdomain parameter",
        response: { 200: currentOrganizationSchema },
      },
    },
    async (request) => {
      if (!request.organization) throw new DomainError('organization_not_found');
      return describeOrganization({ db, organization: request.organization });
    },
  );
}

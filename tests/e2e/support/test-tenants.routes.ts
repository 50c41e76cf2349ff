import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trialEndDate } from '../../../src/domain/plans.ts';
import { roles } from '../../../src/domain/roles.ts';
import type { FeatureContext } from '../../../src/server/app.ts';
import { hashPassword } from '../../../src/server/auth/passwords.ts';
import { createMember, createOrganization } from '../../support/factories.ts';

const tenantRequestSchema = z.object({
  organizationName: z.string().min(1),
  password: z.string().min(8),
  members: z.array(z.object({ role: z.enum(roles), name: z.string().min(1) })).max(10),
});

/**
 * POST /test/tenants: a new organization with its members, made by the test factories, for one end-to-end
 * test (decision 140). Registered by the end-to-end server only.
 */
export function registerTestTenantRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/test/tenants', { config: { access: 'public' }, schema: { hide: true, body: tenantRequestSchema } }, async (request, reply) => {
      // One password for all the members: one argon2 hash.
      const passwordHash = await hashPassword(request.body.password);
      // On its trial, as a new organization is.
      const organization = await createOrganization(db, { name: request.body.organizationName, trialEndDate: trialEndDate(clock.now()) });
      const members = [];
      for (const { role, name } of request.body.members) {
        members.push(await createMember(db, organization, role, { name, passwordHash }));
      }
      return reply.status(201).send({ organization, members });
    });
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trialEndDate } from '../../../src/domain/plans.ts';
import { roles } from '../../../src/domain/roles.ts';
import { hashPassword } from '../../../src/server/auth/passwords.ts';
import { timeEntries } from '../../../src/server/db/schema.ts';
import type { FeatureContext } from '../../../src/server/feature-context.ts';
import { createMember, createOrganization, platformOrganization } from '../../support/factories.ts';
import { uniqueName } from '../../support/server.ts';

const tenantRequestSchema = z.object({
  organizationName: z.string().min(1),
  password: z.string().min(8),
  members: z.array(z.object({ role: z.enum(roles), name: z.string().min(1) })).max(10),
});

/**
 * POST /test/tenants: a new organization with its members, made by the test factories, for one end-to-end
 * test (decision 140); POST /test/super-admins: a super admin of the platform; POST /test/tenants/:id/clocks-back:
 * the organization's running time clocks started that many minutes earlier, so a test sees worked time without
 * waiting for it. Registered by the end-to-end server only.
 */
export function registerTestTenantRoutes(app: FastifyInstance, { db, clock, config }: FeatureContext): void {
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
    })
    .post(
      '/test/super-admins',
      { config: { access: 'public' }, schema: { hide: true, body: z.object({ name: z.string().min(1), password: z.string().min(8) }) } },
      async (request, reply) => {
        // A super admin of a test's own: every super admin sets up an authenticator app, and codes are spent once each.
        const platform = await platformOrganization(db);
        const email = `${uniqueName('super')}@${config.PLATFORM_EMAIL_DOMAIN}`;
        const member = await createMember(db, platform, 'super_admin', {
          email,
          name: request.body.name,
          passwordHash: await hashPassword(request.body.password),
        });
        return reply.status(201).send(member);
      },
    )
    .post(
      '/test/tenants/:organizationId/clocks-back',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          params: z.object({ organizationId: z.uuid() }),
          body: z.object({ minutes: z.number().int().min(1).max(600) }),
        },
      },
      async (request, reply) => {
        const { organizationId } = request.params;
        const moved = await db.withTenant({ organizationId }, (tx) =>
          tx
            .update(timeEntries)
            .set({ clockIn: sql`${timeEntries.clockIn} - make_interval(mins => ${request.body.minutes})` })
            .where(and(eq(timeEntries.organizationId, organizationId), isNull(timeEntries.clockOut)))
            .returning({ id: timeEntries.id }),
        );
        return reply.send({ moved: moved.length });
      },
    );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles } from '../../../domain/roles.ts';
import { twoFactorPolicyInputSchema, twoFactorRequirements } from '../../../domain/two-factor-policy.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import { readTwoFactorPolicy, saveTwoFactorPolicy, type TwoFactorPolicyView } from './two-factor-policy.service.ts';

const policySchema = z.object({
  requiredFor: z.enum(twoFactorRequirements),
  graceDays: z.int(),
  requiredSince: z.iso.datetime().nullable().describe('When the requirement began; null while nobody is required'),
  covered: z.int().describe('Approved members the requirement covers'),
  protected: z.int().describe('Of those, the members with an authenticator app'),
  unprotected: z
    .array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        email: z.string(),
        role: z.enum(roles),
        dueAt: z.iso.datetime().nullable().describe('From then on the API refuses them until they set one up'),
      }),
    )
    .describe('The first 50 covered members, by name, without an authenticator app'),
});

const dto = (view: TwoFactorPolicyView) => ({
  ...view,
  requiredSince: view.requiredSince?.toISOString() ?? null,
  unprotected: view.unprotected.map((member) => ({ ...member, dueAt: member.dueAt?.toISOString() ?? null })),
});

/** The organization's two-factor requirement, for its admins (decision 185). */
export function registerTwoFactorPolicyRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-factor sign-in'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/settings/two-factor',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: 'Whom the organization requires to use an authenticator app, and who has not yet',
        response: { 200: policySchema },
      },
    },
    async (request) => dto(await readTwoFactorPolicy({ db, organizationId: organizationOf(request).id })),
  );

  api.put(
    '/api/settings/two-factor',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: 'Requires an authenticator app of org admins, all staff or everyone, with a grace period in days',
        description:
          'A person covered has the grace period from the change (or from joining, if later) to set one up; after it the API answers them 403 mfa_enrollment_required on everything but GET /api/me.',
        body: twoFactorPolicyInputSchema,
        response: { 200: policySchema },
      },
    },
    async (request) =>
      dto(
        await saveTwoFactorPolicy({
          db,
          clock,
          organizationId: organizationOf(request).id,
          actor: auditActorOf(request),
          input: request.body,
        }),
      ),
  );
}

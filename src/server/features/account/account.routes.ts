import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../domain/errors.ts';
import { AuthError } from '../../auth/auth-errors.ts';
import { authRateLimitsOf, createAuthRateLimiter } from '../../auth/auth-rate-limits.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { callerOf, secondFactorRefusalOf } from '../../http/access.ts';
import { getAccount, sendWorkspaceLink } from './account.service.ts';

const accountSchema = z.object({
  user: z.object({ id: z.uuid(), email: z.string(), name: z.string().describe('From the user metadata; empty when none was given') }),
  profile: z
    .object({
      role: z.string().describe('user, agent, org_admin or super_admin; anything else is not a role the app knows'),
      organizationId: z.uuid(),
      name: z.string(),
      hasOnboarded: z.boolean(),
      approvalStatus: z.enum(['approved', 'pending', 'rejected']),
    })
    .nullable(),
  organization: z
    .object({ id: z.uuid(), name: z.string(), subdomain: z.string(), domain: z.string().nullable(), isPlatform: z.boolean() })
    .nullable(),
  onboarding: z
    .enum(['complete', 'needed', 'incomplete'])
    .describe('needed: the organization-admin sign-up still has to create its organization; incomplete: no profile otherwise'),
  refusal: z
    .object({
      code: z.enum(['main_domain_only', 'other_organization', 'approval_pending', 'approval_rejected', 'customer_account_closed']),
      message: z.string(),
    })
    .nullable()
    .describe("Why this account may not be used on the request's host, as a password sign-in there would be refused; null when it may"),
  secondFactor: z
    .enum(['none', 'needed', 'setup_required', 'verified'])
    .describe(
      'none: no authenticator app; needed: the session must verify its code first (other routes answer 403 mfa_verification_required); setup_required: the organization requires one and the grace period is over (other routes answer 403 mfa_enrollment_required); verified: it has',
    ),
  secondFactorDueAt: z.iso
    .datetime()
    .nullable()
    .describe('For a person without an authenticator app whom the organization requires to have one: from when; null otherwise'),
});

export function registerAccountRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  // The auth endpoints' hourly limit per address and per e-mail address: this one mails too.
  const limiter = createAuthRateLimiter({
    db,
    clock,
    limits: authRateLimitsOf(config),
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/account/find-workspace',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'E-mails an address the site where its account signs in; the same answer whether or not it has one',
        body: z.object({ email: z.email().max(320) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      try {
        await limiter.check('find_workspace', { ip: request.ip, email: request.body.email });
      } catch (error) {
        if (!(error instanceof AuthError) || error.status !== 429) throw error;
        reply.header('retry-after', String(error.retryAfterSeconds ?? 3600));
        throw new DomainError('rate_limited', error.message);
      }
      await sendWorkspaceLink({ db, config, email: request.body.email });
      return reply.status(204).send(null);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/me',
    {
      config: { access: 'authenticated', isOpenBeforeSecondFactor: true },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, their profile and organization, and where their account setup stands',
        security: [{ bearer: [] }],
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return getAccount({
        db,
        platformEmailDomain: config.PLATFORM_EMAIL_DOMAIN,
        userId: caller.userId,
        hostOrganizationId: request.organization?.id ?? null,
        session: {
          hasSecondFactor: caller.hasSecondFactor,
          refusal: secondFactorRefusalOf(caller, clock.now()),
          setupDueAt: caller.profile?.secondFactorSetupDueAt ?? null,
        },
      }).then((account) => ({ ...account, secondFactorDueAt: account.secondFactorDueAt?.toISOString() ?? null }));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingChangeSchema } from '../../../domain/billing.ts';
import { addOnIds, businessModels, planIds } from '../../../domain/plans.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { changeBilling, getBilling } from './billing.service.ts';

const billingSchema = z.object({
  plan: z.enum(planIds).nullable().describe('Null until an org admin chooses one'),
  subscriptionStatus: z.string().describe("'trial' or 'active'"),
  trialEndDate: z.iso.datetime().nullable().describe('Null once paid'),
  trialDaysLeft: z.number().int().nullable().describe('Whole days until the trial ends, rounded up; null once paid'),
  businessModel: z.enum(businessModels),
  addOns: z.array(z.enum(addOnIds)),
  features: z.object({
    multiOrganization: z.boolean(),
    whiteLabelBranding: z.boolean(),
    customerPortal: z.boolean(),
    slaManagement: z.boolean(),
    departments: z.boolean(),
    timeTracking: z.boolean(),
    projectIntegration: z.boolean(),
    apiAccess: z.boolean(),
    advancedReporting: z.boolean(),
  }),
  isWhiteLabel: z.boolean().describe("Whether its portal, pages and customer mails carry its own name instead of the product's (Elite)"),
  team: z
    .object({ size: z.int(), limit: z.int().nullable() })
    .describe(
      'Approved org admins and agents with the open invitations, and how many the plan includes (null: no limit); a plan or invitation beyond it is refused with 409 team_member_limit',
    ),
});

/**
 * The organization's plan and billing, for its org admins. No payment provider is connected: choosing a plan
 * records it and charges nothing (decision 178).
 */
export function registerBillingRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/settings/billing',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: "The organization's plan, subscription, trial end, business model, feature flags and add-ons",
        response: { 200: billingSchema },
      },
    },
    async (request) => getBilling({ db, clock, organizationId: organizationOf(request).id }),
  );

  api.patch(
    '/api/settings/billing',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: "Changes the organization's plan, business model or add-ons; nothing is charged",
        description:
          'No payment provider is connected yet, so a chosen plan is recorded and nothing is charged. A new business model sets the feature flags it decides as sign-up does; API access and advanced reporting are kept.',
        body: billingChangeSchema,
        response: { 200: billingSchema },
      },
    },
    async (request) => changeBilling({ db, clock, organizationId: organizationOf(request).id, change: request.body }),
  );
}

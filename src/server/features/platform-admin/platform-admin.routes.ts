import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRIAL_EXTENSIONS } from '../../../domain/plans.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { listTickets } from '../tickets/ticket-listing.service.ts';
import { ticketListQuerySchema, ticketPageSchema } from '../tickets/tickets.schemas.ts';
import { convertToPaid, extendTrial, listOrganizations } from './platform-admin.service.ts';

const organizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string(),
  domain: z.string().nullable().describe('A verified custom domain'),
  businessModel: z.string(),
  status: z.enum(['trial', 'active']).describe('trial while a trial end date exists'),
  subscriptionStatus: z.string(),
  subscriptionTier: z.string(),
  trialEndDate: z.iso.datetime().nullable().describe('Null once paid'),
  isApproved: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  visitUrl: z.string().describe("The organization's site"),
});

const organizationChangeSchema = z.object({
  organization: organizationSchema,
  message: z.string().describe("'Trial extended by {n} days!' or 'Converted to paid subscription!'"),
});

const organizationParams = z.object({ id: z.uuid() });

export function registerPlatformAdminRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['platform admin'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/admin/tickets',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        security,
        summary: "Escalated tickets: the platform organization's tickets, with the name of the organization each came from",
        description:
          'Search, the status chips (all, new, in_progress, resolved) and filters (open, in-progress, resolved, high-priority), priority, newest or oldest first, in keyset pages. Detail, status and comments go through /api/tickets/{id}.',
        querystring: ticketListQuerySchema,
        response: { 200: ticketPageSchema },
      },
    },
    async (request) => listTickets({ db, actor: actingMemberOf(request), query: request.query }),
  );

  api.get(
    '/api/admin/organizations',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        security,
        summary: "Every organization but the platform's own, newest first, with its trial status",
        querystring: z.object({ cursor: z.string().max(500).optional(), limit: z.coerce.number().int().min(1).max(100).default(50) }),
        response: { 200: z.object({ items: z.array(organizationSchema), nextCursor: z.string().nullable() }) },
      },
    },
    async (request) => listOrganizations({ db, config, cursor: request.query.cursor ?? null, limit: request.query.limit }),
  );

  api.post(
    '/api/admin/organizations/:id/extend-trial',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        security,
        summary: "Extends an organization's trial: it ends 7, 14 or 30 days from now",
        params: organizationParams,
        body: z.object({ days: z.union(TRIAL_EXTENSIONS.map((days) => z.literal(days))) }),
        response: { 200: organizationChangeSchema },
      },
    },
    async (request) =>
      extendTrial({ db, config, clock, actor: actingMemberOf(request), organizationId: request.params.id, days: request.body.days }),
  );

  api.post(
    '/api/admin/organizations/:id/convert-to-paid',
    {
      config: { access: 'super_admin' },
      schema: {
        tags,
        security,
        summary: 'Converts an organization from its trial to a paid subscription',
        params: organizationParams,
        response: { 200: organizationChangeSchema },
      },
    },
    async (request) => convertToPaid({ db, config, clock, actor: actingMemberOf(request), organizationId: request.params.id }),
  );
}

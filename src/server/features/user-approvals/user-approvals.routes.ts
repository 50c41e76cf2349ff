import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../../feature-context.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import { decideAccount, listPendingAccounts } from './user-approvals.service.ts';

const pendingAccountSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'agent']),
  createdAt: z.date(),
});

export function registerUserApprovalRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/user-approvals',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: 'Customer and agent accounts waiting for approval (Manual User Approval: Required), newest first',
        response: { 200: z.object({ accounts: z.array(pendingAccountSchema), hasMore: z.boolean() }) },
      },
    },
    async (request) => listPendingAccounts({ db, organizationId: organizationOf(request).id }),
  );

  for (const [verb, outcome] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    api.post(
      `/api/user-approvals/:userId/${verb}`,
      {
        config: { access: 'org_admin' },
        schema: {
          tags,
          security,
          summary:
            outcome === 'approved'
              ? 'Approves a waiting account: the person can sign in and is e-mailed so'
              : 'Rejects a waiting account: the person cannot sign in and is e-mailed so',
          description: 'An account that is not waiting in this organization is approval_not_found.',
          params: z.object({ userId: z.uuid() }),
          response: { 200: pendingAccountSchema },
        },
      },
      async (request) =>
        decideAccount({
          db,
          config,
          clock,
          organization: organizationOf(request),
          actor: auditActorOf(request),
          userId: request.params.userId,
          outcome,
        }),
    );
  }
}

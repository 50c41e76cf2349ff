import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActions, auditLogLimits } from '../../../domain/audit-events.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import type { AuditEventFilter } from './audit-log.repository.ts';
import { exportAuditLog, listAuditLog } from './audit-log.service.ts';

const auditEventSchema = z.object({
  id: z.uuid(),
  action: z.string().describe(`One of: ${auditActions.join(', ')}`),
  actionLabel: z.string().describe('The action as the log shows it, e.g. Settings changed'),
  actorId: z.uuid().nullable().describe('Null when nobody signed in acted (a failed sign-in of an unknown address)'),
  actorName: z.string(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable().describe('What was acted on: settings, customer, ticket, work_order, agent…'),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable().describe('Its name as it was then (for settings, the tab)'),
  before: z.record(z.string(), z.unknown()).nullable().describe("For settings, the changed fields' values before"),
  after: z.record(z.string(), z.unknown()).nullable().describe('…and after'),
  address: z.string().nullable().describe("The request's IP address, as the server sees it behind its configured proxies"),
  createdAt: z.iso.datetime(),
});

const filterFields = {
  action: z.enum(auditActions, `action must be one of: ${auditActions.join(', ')}`).optional(),
  actor: z.string().trim().max(auditLogLimits.search).optional().describe("Part of the actor's name or e-mail address"),
  from: z.iso.datetime({ offset: true, message: 'from must be a date and time (ISO 8601)' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'to must be a date and time (ISO 8601)' }).optional().describe('Exclusive'),
  search: z
    .string()
    .trim()
    .max(auditLogLimits.search)
    .optional()
    .describe('Part of the actor, the target, the address or the values before and after'),
};

const isRangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || new Date(query.from) < new Date(query.to);
const rangeMessage = { message: 'to must be after from', path: ['to'] };
const filterSchema = z.object(filterFields).refine(isRangeInOrder, rangeMessage);
const pageSchema = z.object({ ...filterFields, cursor: z.string().max(500).optional() }).refine(isRangeInOrder, rangeMessage);

function filterOf(query: z.infer<typeof filterSchema>): AuditEventFilter {
  return {
    action: query.action,
    actor: query.actor || undefined,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    search: query.search || undefined,
  };
}

/** The org admins of the request's organization; super admins on the main domain, for the platform organization. */
function auditedOrganizationOf(request: FastifyRequest): string {
  return actingMemberOf(request).organizationId;
}

const whoMayCall =
  "Org admins, for their organization on its host; super admins on the main domain, for the platform's own events (their actions, sign-ins there).";

/** Settings → Audit Log: who did what, when and from where (decision 182). */
export function registerAuditLogRoutes(app: FastifyInstance, { db }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit log'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/audit-events',
    {
      config: { access: 'org_admin_or_super_admin' },
      schema: {
        tags,
        security,
        summary: "The organization's audit log, newest first, a page at a time, filtered",
        description: whoMayCall,
        querystring: pageSchema,
        response: { 200: z.object({ events: z.array(auditEventSchema), nextCursor: z.string().nullable() }) },
      },
    },
    async (request) => {
      const organizationId = auditedOrganizationOf(request);
      return listAuditLog({ db, organizationId, filter: filterOf(request.query), cursor: request.query.cursor });
    },
  );

  api.get(
    '/api/audit-events/export',
    {
      config: { access: 'org_admin_or_super_admin' },
      schema: {
        tags,
        security,
        summary: 'The filtered audit log as a CSV file, newest first',
        description: `${whoMayCall} Cells a spreadsheet would run as a formula are guarded as in the customers export; at most ${auditLogLimits.exportRows} rows.`,
        querystring: filterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const organizationId = auditedOrganizationOf(request);
      const csv = await exportAuditLog({ db, organizationId, filter: filterOf(request.query) });
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.csv"').send(csv);
    },
  );
}

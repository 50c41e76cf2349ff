import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportRangeQuerySchema } from '../../../domain/reports.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import { serviceLevelReportSchema, ticketReportSchema, timeReportSchema } from './reports.schemas.ts';
import { exportTicketReport, getServiceLevelReport, getTicketReport, getTimeReport } from './reports.service.ts';

const whoMayCall =
  'Org admins see their whole organization; an agent sees the tickets assigned to them and their own hours. Dates are local days in the organization’s time zone, at most 366 of them; without dates, the last 30 days.';

/** Reports for staff: tickets over time, response and resolution times, service-level targets met, and hours worked. */
export function registerReportRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/reports/tickets',
    {
      config: { access: 'staff', permission: 'reports.view_basic' },
      schema: {
        tags,
        security,
        summary: 'Tickets created and resolved per day with the backlog at the end of each day (the basic report)',
        description: whoMayCall,
        querystring: reportRangeQuerySchema,
        response: { 200: ticketReportSchema },
      },
    },
    async (request) => getTicketReport({ db, clock, actor: actingStaffOf(request), range: request.query }),
  );

  api.get(
    '/api/reports/service-levels',
    {
      config: { access: 'staff', permission: 'reports.view_advanced' },
      schema: {
        tags,
        security,
        summary: 'First response and resolution times and the service-level targets met (the advanced report)',
        description: whoMayCall,
        querystring: reportRangeQuerySchema,
        response: { 200: serviceLevelReportSchema },
      },
    },
    async (request) => getServiceLevelReport({ db, clock, actor: actingStaffOf(request), range: request.query }),
  );

  api.get(
    '/api/reports/tickets.csv',
    {
      config: { access: 'staff', permission: 'reports.export' },
      schema: {
        tags,
        security,
        summary:
          'The ticket report as a CSV file: the days, then the response and resolution times and the targets met for a caller who may see the advanced report',
        description: whoMayCall,
        querystring: reportRangeQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportTicketReport({ db, clock, actor: actingStaffOf(request), range: request.query });
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  );

  api.get(
    '/api/reports/time',
    {
      config: { access: 'staff', permission: 'reports.view_basic' },
      schema: {
        tags,
        security,
        summary: 'Hours per person from the stored time cards: regular, overtime, PTO and leave',
        description: whoMayCall,
        querystring: reportRangeQuerySchema,
        response: { 200: timeReportSchema },
      },
    },
    async (request) => getTimeReport({ db, clock, actor: actingStaffOf(request), range: request.query }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import { getPto, requestPto, reviewPtoRequest } from './pto-requests.service.ts';
import { exportTeam, getTeam } from './team-hours.service.ts';
import {
  approvalsSchema,
  calendarDateSchema,
  clockActionSchema,
  clockStateSchema,
  newPtoRequestSchema,
  ptoReviewSchema,
  ptoSchema,
  reviewSchema,
  saveTimesheetSchema,
  submitTimesheetSchema,
  teamSchema,
  timesheetQuerySchema,
  timesheetSchema,
} from './time-cards.schemas.ts';
import { changeClock, getClock } from './time-clock.service.ts';
import { getTimesheet, saveTimesheet, submitTimesheet } from './timesheet-editing.service.ts';
import { listApprovals, reviewTimesheet } from './timesheet-review.service.ts';

/** Time cards: each staff member's clock, timesheets and PTO; org admins' approvals and team view. */
export function registerTimeCardRoutes(app: FastifyInstance, context: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = context;
  const services = { db, clock, config };
  const tags = ['time cards'];
  const security = [{ bearer: [] }];
  const periodParams = z.object({ periodStart: calendarDateSchema });
  const idParams = z.object({ id: z.uuid() });
  const dateQuery = z.object({ date: calendarDateSchema.optional().describe('Any day of the period; today when left out') });

  api.get(
    '/api/time-cards/clock',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "The caller's clock: running entry, today's entries and Today's Summary",
        response: { 200: clockStateSchema },
      },
    },
    async (request) => getClock({ ...services, actor: actingStaffOf(request) }),
  );

  api.post(
    '/api/time-cards/clock',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Clock in or out, start or end a break',
        description: 'At most one running clock per person (409 otherwise). Clocking out writes the day into the timesheet.',
        body: clockActionSchema,
        response: { 200: clockStateSchema },
      },
    },
    async (request) => changeClock({ ...services, actor: actingStaffOf(request), action: request.body.action }),
  );

  api.get(
    '/api/time-cards/timesheet',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'The timesheet of a pay period: days, holidays, totals, status',
        description: "Staff read their own; org admins anyone's with userId.",
        querystring: timesheetQuerySchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) => getTimesheet({ ...services, actor: actingStaffOf(request), ...request.query }),
  );

  api.put(
    '/api/time-cards/timesheet/:periodStart',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "Saves the caller's days of a period (auto-save)",
        description: 'Refused with 409 when the period is submitted or approved, or when the version sent is not the latest.',
        params: periodParams,
        body: saveTimesheetSchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) =>
      saveTimesheet({ ...services, actor: actingStaffOf(request), periodStart: request.params.periodStart, ...request.body }),
  );

  api.post(
    '/api/time-cards/timesheet/:periodStart/submit',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Submits a period: to the approval queue, by e-mail with its CSV, or as a ticket, as the settings say',
        params: periodParams,
        body: submitTimesheetSchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) =>
      submitTimesheet({
        ...services,
        actor: actingStaffOf(request),
        periodStart: request.params.periodStart,
        version: request.body.version,
      }),
  );

  api.get(
    '/api/time-cards/approvals',
    {
      config: { access: 'org_admin' },
      schema: { tags, security, summary: 'Timesheets and PTO requests waiting for review', response: { 200: approvalsSchema } },
    },
    async (request) => listApprovals({ ...services, actor: actingStaffOf(request) }),
  );

  api.post(
    '/api/time-cards/timesheets/:id/review',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: 'Approves a submitted timesheet or sends it back with a comment (required to reject)',
        params: idParams,
        body: reviewSchema,
        response: { 200: timesheetSchema },
      },
    },
    async (request) => reviewTimesheet({ ...services, actor: actingStaffOf(request), timesheetId: request.params.id, ...request.body }),
  );

  api.get(
    '/api/time-cards/team',
    {
      config: { access: 'org_admin', apiKeyScope: 'time_cards:read' },
      schema: { tags, security, summary: "Everyone's hours for a pay period", querystring: dateQuery, response: { 200: teamSchema } },
    },
    async (request) => getTeam({ ...services, actor: actingStaffOf(request), date: request.query.date }),
  );

  api.get(
    '/api/time-cards/team/export',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: "Everyone's days and totals for a pay period, as CSV",
        querystring: dateQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportTeam({ ...services, actor: actingStaffOf(request), date: request.query.date });
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  );

  api.get(
    '/api/time-cards/pto',
    {
      config: { access: 'staff' },
      schema: { tags, security, summary: "The caller's PTO balance by category and their requests", response: { 200: ptoSchema } },
    },
    async (request) => getPto({ ...services, actor: actingStaffOf(request) }),
  );

  api.post(
    '/api/time-cards/pto/requests',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Asks for paid time off; deducted from the balance once an admin approves it',
        body: newPtoRequestSchema,
        response: { 200: ptoSchema },
      },
    },
    async (request) => requestPto({ ...services, actor: actingStaffOf(request), input: request.body }),
  );

  api.post(
    '/api/time-cards/pto/requests/:id/review',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: 'Approves or declines a PTO request',
        params: idParams,
        body: ptoReviewSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reviewPtoRequest({ ...services, actor: actingStaffOf(request), requestId: request.params.id, decision: request.body.decision });
      return reply.status(204).send(null);
    },
  );
}

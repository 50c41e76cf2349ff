import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dispatchMoveSchema } from '../../../domain/dispatch.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import {
  boardQuerySchema,
  boardSchema,
  jobSchema,
  myDaySchema,
  suggestionQuerySchema,
  suggestionsSchema,
  visitSchema,
} from './dispatch.schemas.ts';
import { getBoard, getMyDay, markArrived, markOnTheWay, moveJob, suggestTechnicians } from './dispatch.service.ts';

const params = z.object({ id: z.uuid() });
const notFound = "Another organization's work order, or none, is work_order_not_found (404).";

/** The dispatch board for dispatchers (org admins, agents granted dispatch) and each technician's day. */
export function registerDispatchRoutes(app: FastifyInstance, { db, clock, config }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dispatch'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/dispatch/board',
    {
      config: { access: 'staff', permission: 'dispatch.manage' },
      schema: {
        tags,
        security,
        summary: "A day or a week of the technicians' visits, what blocks their time, who is clocked in, and the Unassigned tray",
        querystring: boardQuerySchema,
        response: { 200: boardSchema },
      },
    },
    async (request) => getBoard({ db, clock, actor: actingStaffOf(request), query: request.query }),
  );

  api.put(
    '/api/dispatch/work-orders/:id/slot',
    {
      config: { access: 'staff', permission: 'dispatch.manage' },
      schema: {
        tags,
        security,
        summary: 'Assigns, schedules, moves or resizes a visit in one request, or puts it back in the tray',
        description: `A version other than the current one is work_order_stale (409); a completed or cancelled work order is work_order_closed (409); time the technician is not free is dispatch_conflict (409, naming what it overlaps) unless allowConflicts. ${notFound}`,
        params,
        body: dispatchMoveSchema,
        response: { 200: jobSchema },
      },
    },
    async (request) => moveJob({ db, clock, actor: actingStaffOf(request), workOrderId: request.params.id, move: request.body }),
  );

  api.get(
    '/api/dispatch/work-orders/:id/suggestions',
    {
      config: { access: 'staff', permission: 'dispatch.manage' },
      schema: {
        tags,
        security,
        summary: 'Technicians ranked for a window: free for all of it first, then the least booked, then the lightest day',
        description: notFound,
        params,
        querystring: suggestionQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    async (request) => {
      const start = new Date(request.query.start);
      const slot = { start, end: new Date(start.getTime() + request.query.durationMinutes * 60_000) };
      return suggestTechnicians({ db, actor: actingStaffOf(request), workOrderId: request.params.id, slot });
    },
  );

  api.get(
    '/api/dispatch/my-day',
    {
      config: { access: 'staff' },
      schema: { tags, security, summary: "The signed-in technician's visits of today, in order", response: { 200: myDaySchema } },
    },
    async (request) => getMyDay({ db, clock, actor: actingStaffOf(request) }),
  );

  api.post(
    '/api/dispatch/work-orders/:id/on-my-way',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'The technician is on the way: recorded, and e-mailed to the customer with the arrival window',
        description: `Only the visit's technician or a dispatcher (visit_not_yours, 403). ${notFound}`,
        params,
        response: { 200: visitSchema },
      },
    },
    async (request) => markOnTheWay({ db, clock, config, actor: actingStaffOf(request), workOrderId: request.params.id }),
  );

  api.post(
    '/api/dispatch/work-orders/:id/arrived',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'The technician arrived: the work order starts and the arrival time is kept',
        description: `Only the visit's technician or a dispatcher (visit_not_yours, 403). ${notFound}`,
        params,
        response: { 200: visitSchema },
      },
    },
    async (request) => markArrived({ db, clock, actor: actingStaffOf(request), workOrderId: request.params.id }),
  );
}

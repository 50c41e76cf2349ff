import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ticketViewFiltersSchema, ticketViewInputSchema, ticketViewLimits, ticketViewScopes } from '../../../domain/ticket-views.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import { createTicketView, deleteTicketView, listTicketViews, reorderTicketViews, updateTicketView } from './ticket-views.service.ts';

const ticketViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(ticketViewScopes),
  filters: ticketViewFiltersSchema.required().describe('As GET /api/tickets takes them'),
  count: z
    .number()
    .int()
    .describe('How many tickets GET /api/tickets answers the caller with these filters, counted by the same conditions'),
  canEdit: z.boolean().describe('Whether the caller may rename, reorder or delete it'),
});

const idParams = z.object({ id: z.uuid('View not found.') });

/**
 * Saved views of the ticket list, for the staff: shared ones managed by org admins (and agents the permission matrix
 * allows), personal ones by their owner; listed with the count of tickets each shows the caller.
 */
export function registerTicketViewRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ticket views'];
  const security = [{ bearer: [] }];
  const access = 'staff' as const;

  api.get(
    '/api/ticket-views',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "The organization's shared views of the ticket list and the caller's personal ones, in order, with their counts",
        description: `Shared views first. At most ${ticketViewLimits.perScope} shared ones and ${ticketViewLimits.perScope} personal ones per staff member, so the list is whole; the counts are read in one statement.`,
        response: {
          200: z.object({
            views: z.array(ticketViewSchema),
            canManageShared: z.boolean().describe('Whether the caller may add, change and delete shared views'),
          }),
        },
      },
    },
    async (request) => listTicketViews({ db, actor: actingStaffOf(request) }),
  );

  api.post(
    '/api/ticket-views',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Saves the list’s filters as a view, shared or personal; it goes last among its kind',
        description: `A shared view needs the right to manage them (forbidden); an assignee by id must be on the staff (assignee_not_staff); ticket_view_limit past ${ticketViewLimits.perScope}.`,
        body: ticketViewInputSchema,
        response: { 201: ticketViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTicketView({ db, clock, actor: actingStaffOf(request), input: request.body })),
  );

  api.put(
    '/api/ticket-views/order',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Puts the shared views, or the caller’s personal ones, in a new order',
        description: 'ids lists every view of that kind once (else ticket_view_order_mismatch); shared ones need the right to manage them.',
        body: z.object({
          scope: z.enum(ticketViewScopes),
          ids: z.array(z.uuid()).max(ticketViewLimits.perScope),
        }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reorderTicketViews({ db, clock, actor: actingStaffOf(request), ...request.body });
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/api/ticket-views/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Renames a view or changes its filters: the caller’s own, or a shared one when they manage those',
        description: "Another staff member's personal view, or another organization's, is ticket_view_not_found.",
        params: idParams,
        body: ticketViewInputSchema,
        response: { 200: ticketViewSchema },
      },
    },
    async (request) => updateTicketView({ db, clock, actor: actingStaffOf(request), id: request.params.id, input: request.body }),
  );

  api.delete(
    '/api/ticket-views/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Deletes a view: the caller’s own, or a shared one when they manage those',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteTicketView({ db, actor: actingStaffOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BULK_BATCH_SIZE } from '../../../domain/ticket-bulk-changes.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import { bulkChangeInputSchema, bulkChangeSchema, ticketMatchSchema } from './ticket-bulk-changes.schemas.ts';
import { changeTickets, countMatching, getBulkChange } from './ticket-bulk-changes.service.ts';

const whoMayChange =
  "Staff of the request's organization. Each ticket is changed as the caller could change it alone (an agent's permission matrix, an agent only taking unassigned tickets or giving back their own, escalations read-only); the others are counted as skipped.";

export function registerTicketBulkChangeRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tickets'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/tickets/matching-count',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "How many of the caller's tickets the list's filters and search match (the 'Select all N matching' of a selection)",
        querystring: ticketMatchSchema,
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async (request) => ({ count: await countMatching({ db, actor: actingStaffOf(request), match: request.query }) }),
  );

  api.post(
    '/api/tickets/bulk-changes',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Sets the status of, closes or assigns several tickets: a selection, or all that match the list’s filters',
        description: `${whoMayChange} A selection (at most ${BULK_BATCH_SIZE}) is changed in one transaction and answered 200 with the counts. All matching tickets: changed at once when there are at most ${BULK_BATCH_SIZE}, else answered 202 and changed by a job in batches of ${BULK_BATCH_SIZE}, one transaction each, to follow at /api/tickets/bulk-changes/{id}; tickets created after the request are left alone.`,
        body: bulkChangeInputSchema,
        response: { 200: bulkChangeSchema, 202: bulkChangeSchema },
      },
    },
    async (request, reply) => {
      const change = await changeTickets({ db, config, clock, actor: actingStaffOf(request), input: request.body });
      return reply.status(change.status === 'running' ? 202 : 200).send(change);
    },
  );

  api.get(
    '/api/tickets/bulk-changes/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'How far a change of all matching tickets has got: tickets done out of the total, and the counts',
        description: 'Only the person who asked for the change sees it (else not_found).',
        params: z.object({ id: z.uuid() }),
        response: { 200: bulkChangeSchema },
      },
    },
    async (request) => getBulkChange({ db, actor: actingStaffOf(request), id: request.params.id }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import { mergeTicket } from './ticket-merge.service.ts';
import { ticketSchema } from './tickets.schemas.ts';

export function registerTicketMergeRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/tickets/:id/merge',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['tickets'],
        security: [{ bearer: [] }],
        summary: 'Merges a duplicate into another ticket: its comments, files, appointments and e-mail move there, and it is closed',
        description:
          "Staff of the request's organization who may change both tickets (an agent's permission matrix; a ticket they cannot see is ticket_not_found). Not into itself (ticket_merge_self), not an escalation (ticket_merge_escalation), not a ticket merged already (ticket_merge_source_merged, ticket_merge_target_merged). The duplicate's opening message becomes a comment on the other ticket, replies to its e-mail land there, the other ticket gets an internal note, and the customers are told.",
        params: z.object({ id: z.uuid() }),
        body: z.object({ intoTicketId: z.uuid().describe('The ticket the conversation continues on') }),
        response: {
          200: z.object({
            ticket: ticketSchema.describe('The merged ticket, now closed'),
            into: ticketSchema.describe('The ticket it was merged into'),
            message: z.string().describe('{number} merged into {number}'),
          }),
        },
      },
    },
    async (request) =>
      mergeTicket({
        db,
        config,
        clock,
        actor: actingStaffOf(request),
        ticketId: request.params.id,
        intoTicketId: request.body.intoTicketId,
      }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import { deleteTicket } from './ticket-deletion.service.ts';

export function registerTicketDeletionRoutes(app: FastifyInstance, { db }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.delete(
    '/api/tickets/:id',
    {
      config: { access: 'staff', permission: 'tickets.delete' },
      schema: {
        tags: ['tickets'],
        security: [{ bearer: [] }],
        summary: 'Deletes a ticket for good, with its comments, history, e-mail and files; the audit log keeps its number and subject',
        description:
          "Org admins, and agents with the tickets.delete permission, of the request's organization. A ticket the caller cannot see, or another organization's, is ticket_not_found; an escalation is ticket_delete_escalation. Its work orders and calendar events stay, no longer linked to it.",
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.object({
            ticketNumber: z.string(),
            subject: z.string(),
            message: z.string().describe('Ticket {number} deleted.'),
          }),
        },
      },
    },
    async (request) => {
      const deleted = await deleteTicket({ db, actor: actingStaffOf(request), ticketId: request.params.id });
      return { ...deleted, message: `Ticket ${deleted.ticketNumber} deleted.` };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../../feature-context.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { followTicket, setCopiedAddresses } from './ticket-followers.service.ts';
import { copiedAddressesSchema } from './tickets.schemas.ts';

const params = z.object({ id: z.uuid() });

/** Who follows a ticket besides its customer and assignee: staff in the app, copied addresses by e-mail. */
export function registerTicketFollowerRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tickets'];
  const security = [{ bearer: [] }];
  const notFound = "A ticket the caller does not see, or another organization's, is ticket_not_found.";

  for (const [method, isFollowing] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    api[method](
      '/api/tickets/:id/followers/me',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          security,
          summary: isFollowing
            ? 'Follows the ticket: the caller is told of its comments and internal notes'
            : 'Stops following the ticket (its assignee and admins still hear of it as before)',
          description: `Staff of the ticket's own organization (forbidden for the organization an escalation came from). ${notFound}`,
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await followTicket({ db, actor: actingMemberOf(request), ticketId: request.params.id, isFollowing });
        return reply.status(204).send(null);
      },
    );
  }

  api.put(
    '/api/tickets/:id/copied-addresses',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "Sets the addresses copied (CC) on the ticket's public replies by e-mail (the whole set)",
        description: `Staff who may change the ticket. Each address gets the team's replies (never internal notes), threaded, and may answer them. ${notFound}`,
        params,
        body: copiedAddressesSchema,
        response: { 200: copiedAddressesSchema },
      },
    },
    async (request) => ({
      addresses: await setCopiedAddresses({
        db,
        clock,
        actor: actingMemberOf(request),
        ticketId: request.params.id,
        addresses: request.body.addresses,
      }),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quarantineReasons } from '../../../domain/inbound-mail.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { discardQuarantinedMail, listQuarantinedMail, releaseQuarantinedMail } from './mail-quarantine.service.ts';

const quarantinedMailSchema = z.object({
  id: z.uuid(),
  sender: z.string().describe('The From address; empty when the message could not be read'),
  subject: z.string(),
  reason: z.enum(quarantineReasons).describe('sender_over_limit: its sender was held; undecodable: it could not be read'),
  receivedAt: z.date(),
});

const params = z.object({ id: z.uuid() });

export function registerMailQuarantineRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/mail-quarantine',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: 'Received mail held in the quarantine (senders over their limit, unreadable messages), newest first',
        response: { 200: z.object({ messages: z.array(quarantinedMailSchema), hasMore: z.boolean() }) },
      },
    },
    async (request) => listQuarantinedMail({ db, organizationId: organizationOf(request).id }),
  );

  api.post(
    '/api/mail-quarantine/:id/release',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: 'Receives a quarantined message as if it had just arrived, and takes it out of the quarantine',
        description:
          'A message not in this organization’s quarantine is quarantined_mail_not_found; one that could not be read is quarantined_mail_unreadable.',
        params,
        response: {
          200: z.object({
            outcome: z.string().describe('What the message made: ticket_created, comment_added, duplicate, ignored, refused…'),
            ticketId: z.uuid().nullable().describe('The ticket it opened or was added to'),
          }),
        },
      },
    },
    async (request) => {
      const outcome = await releaseQuarantinedMail({
        db,
        config,
        clock,
        organizationId: organizationOf(request).id,
        id: request.params.id,
      });
      return { outcome: outcome.kind, ticketId: 'ticketId' in outcome ? outcome.ticketId : null };
    },
  );

  api.delete(
    '/api/mail-quarantine/:id',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: 'Discards a quarantined message and its stored original',
        description: 'A message not in this organization’s quarantine is quarantined_mail_not_found.',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await discardQuarantinedMail({ db, organizationId: organizationOf(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}

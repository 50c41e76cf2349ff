import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numberingSettingsSchema } from '../../../domain/ticket-numbering.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import { getTicketNumbering, updateTicketNumbering } from './ticket-numbering.service.ts';

const ticketNumberingSchema = z.object({
  settings: numberingSettingsSchema,
  preview: z.string().describe('The number the next ticket will get; a sample for the uuid scheme'),
});

export function registerTicketNumberingRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/settings/ticket-numbering',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['settings'],
        summary: "The organization's ticket numbering scheme and a preview of the next number",
        security: [{ bearer: [] }],
        response: { 200: ticketNumberingSchema },
      },
    },
    async (request) => getTicketNumbering({ db, clock, organizationId: organizationOf(request).id }),
  );

  api.put(
    '/api/settings/ticket-numbering',
    {
      config: { access: 'staff', permission: 'settings.edit' },
      schema: {
        tags: ['settings'],
        summary: "Saves the organization's ticket numbering scheme (missing fields take their defaults)",
        description:
          'Refused (ticket_numbering_invalid) when numbers could repeat: a custom format without {number}, or a reset period whose custom format lacks the period ({year}, {month}, {day}).',
        security: [{ bearer: [] }],
        body: numberingSettingsSchema,
        response: { 200: ticketNumberingSchema },
      },
    },
    async (request) =>
      updateTicketNumbering({ db, clock, organizationId: organizationOf(request).id, actor: auditActorOf(request), input: request.body }),
  );
}

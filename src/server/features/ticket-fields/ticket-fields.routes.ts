import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customFieldChangesSchema,
  customFieldInputSchema,
  customFieldLimits,
  customFieldTypes,
} from '../../../domain/ticket-custom-fields.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { createTicketField, listTicketFields, reorderTicketFields, updateTicketField } from './ticket-fields.service.ts';

export const ticketFieldSchema = z.object({
  id: z.uuid().describe("The key of the field's value in a ticket's customFields"),
  key: z.string().describe("How the list's address (field=key:value) and the CSV export name it"),
  label: z.string(),
  type: z.enum(customFieldTypes),
  options: z.array(z.string()).describe("A dropdown's choices, in order"),
  isRequiredToClose: z.boolean().describe('A ticket is not resolved or closed without a value (a checkbox: ticked)'),
  isVisibleToCustomers: z.boolean().describe('Customers see its value and may fill it in on a new ticket'),
  isArchived: z.boolean().describe('Off the forms and the close rule; its values stay on the tickets'),
});

const idParams = z.object({ id: z.uuid('Field not found.') });

/** Custom fields on tickets (decision 167): org admins manage them; staff read them all; customers the ones shown to them. */
export function registerTicketFieldRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ticket fields'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/ticket-fields',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: "The organization's custom fields on tickets, in order",
        description: 'Staff: every field, archived ones included. Customers: the fields shown to customers that are not archived.',
        response: { 200: z.object({ fields: z.array(ticketFieldSchema) }) },
      },
    },
    async (request) => ({ fields: await listTicketFields({ db, actor: actingMemberOf(request) }) }),
  );

  api.post(
    '/api/ticket-fields',
    {
      config: { access: 'staff', permission: 'settings.edit' },
      schema: {
        tags,
        security,
        summary: 'Adds a custom field on tickets, last',
        description: `At most ${customFieldLimits.perOrganization} fields (ticket_field_limit); a key another field has is ticket_field_key_taken.`,
        body: customFieldInputSchema,
        response: { 201: ticketFieldSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTicketField({ db, clock, actor: actingMemberOf(request), input: request.body })),
  );

  api.put(
    '/api/ticket-fields/order',
    {
      config: { access: 'staff', permission: 'settings.edit' },
      schema: {
        tags,
        security,
        summary: 'Puts the fields in a new order',
        description: 'ids lists every field once, archived ones included (else ticket_field_order_mismatch).',
        body: z.object({ ids: z.array(z.uuid()).max(customFieldLimits.perOrganization) }),
        response: { 200: z.object({ fields: z.array(ticketFieldSchema) }) },
      },
    },
    async (request) => ({ fields: await reorderTicketFields({ db, clock, actor: actingMemberOf(request), ids: request.body.ids }) }),
  );

  api.put(
    '/api/ticket-fields/:id',
    {
      config: { access: 'staff', permission: 'settings.edit' },
      schema: {
        tags,
        security,
        summary: 'Changes a field’s name, options and rules, or archives it; its key and type stay as made',
        description: "Another organization's field is ticket_field_not_found.",
        params: idParams,
        body: customFieldChangesSchema,
        response: { 200: ticketFieldSchema },
      },
    },
    async (request) => updateTicketField({ db, clock, actor: actingMemberOf(request), id: request.params.id, changes: request.body }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedReplyActionsSchema, savedReplyInputSchema, savedReplyLimits, savedReplyScopes } from '../../../domain/saved-replies.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { ticketSchema } from '../tickets/tickets.schemas.ts';
import {
  applySavedReplyActions,
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  previewSavedReply,
  renderSavedReply,
  updateSavedReply,
} from './saved-replies.service.ts';

const actionsSchema = z.object({
  status: savedReplyActionsSchema.shape.status.unwrap(),
  priority: savedReplyActionsSchema.shape.priority.unwrap(),
  assigneeId: savedReplyActionsSchema.shape.assigneeId.unwrap(),
});

const savedReplySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  body: z.string().describe('A Liquid template: {{ customer.first_name }}, {{ ticket.number }}, {{ agent.name }}…'),
  scope: z.enum(savedReplyScopes),
  actions: actionsSchema,
  actionSummary: z.string().describe("What the macro changes, e.g. 'Status: Resolved · Priority: High'; empty without actions"),
  canEdit: z.boolean().describe('Whether the caller may change or delete it'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

const idParams = z.object({ id: z.uuid('Saved reply not found.') });
const ticketBody = z.object({ ticketId: z.uuid('Ticket not found.') });

const templateRules =
  "The body is a Liquid template with these variables: customer.first_name, customer.name, customer.email, ticket.number, ticket.title, ticket.status, agent.name, agent.first_name, organization.name; an unknown variable renders empty. Only the tags if, unless, case, for, comment and raw, and Liquid's standard filters, are allowed; a template that does not parse, or uses anything else, is refused with saved_reply_template_invalid naming the problem.";

/**
 * Saved replies (canned responses) and macros, for the staff: shared ones managed by org admins (and agents the
 * permission matrix allows), personal ones by their owner; filled in for a ticket on the server.
 */
export function registerSavedReplyRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['saved replies'];
  const security = [{ bearer: [] }];
  const access = 'staff' as const;

  api.get(
    '/api/saved-replies',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "The organization's shared saved replies and the caller's personal ones, by name",
        description: `At most ${savedReplyLimits.perScope} shared ones and ${savedReplyLimits.perScope} personal ones per staff member, so the list is whole.`,
        response: {
          200: z.object({
            savedReplies: z.array(savedReplySchema),
            canManageShared: z.boolean().describe('Whether the caller may add, change and delete shared replies'),
          }),
        },
      },
    },
    async (request) => listSavedReplies({ db, actor: actingMemberOf(request) }),
  );

  api.post(
    '/api/saved-replies',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Adds a saved reply, shared or personal; with actions it is a macro',
        description: `${templateRules} A shared reply needs the right to manage them (forbidden); an assignee must be on the staff (assignee_not_staff); saved_reply_limit past ${savedReplyLimits.perScope}.`,
        body: savedReplyInputSchema,
        response: { 201: savedReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSavedReply({ db, clock, actor: actingMemberOf(request), input: request.body })),
  );

  api.put(
    '/api/saved-replies/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Changes a saved reply: the caller’s own, or a shared one when they manage those',
        description: `${templateRules} Another staff member's personal reply, or another organization's, is saved_reply_not_found.`,
        params: idParams,
        body: savedReplyInputSchema,
        response: { 200: savedReplySchema },
      },
    },
    async (request) => updateSavedReply({ db, clock, actor: actingMemberOf(request), id: request.params.id, input: request.body }),
  );

  api.delete(
    '/api/saved-replies/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Deletes a saved reply: the caller’s own, or a shared one when they manage those',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSavedReply({ db, actor: actingMemberOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/saved-replies/preview',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'A template filled in with a sample customer and ticket, for the editor’s live preview',
        description: templateRules,
        body: z.object({ body: z.string().max(savedReplyLimits.body) }),
        response: { 200: z.object({ text: z.string() }) },
      },
    },
    async (request) =>
      previewSavedReply({ actor: actingMemberOf(request), organizationName: organizationOf(request).name, body: request.body.body }),
  );

  api.post(
    '/api/saved-replies/:id/render',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'A saved reply filled in for a ticket the caller sees, as plain text for the reply box, with its actions',
        description: 'Nothing on the ticket changes: a macro’s actions are applied by /apply when the reply is sent.',
        params: idParams,
        body: ticketBody,
        response: {
          200: z.object({ text: z.string(), actions: actionsSchema, actionSummary: z.string() }),
        },
      },
    },
    async (request) =>
      renderSavedReply({
        db,
        actor: actingMemberOf(request),
        id: request.params.id,
        ticketId: request.body.ticketId,
        organizationName: organizationOf(request).name,
      }),
  );

  api.post(
    '/api/saved-replies/:id/apply',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "Applies a macro's actions to a ticket in one step: status, priority, assignee",
        description:
          "Each change follows the tickets' own rules (the caller must be allowed to edit the ticket; an agent takes an unassigned ticket or gives back their own, else assignment_not_allowed); when one is refused, none is made. saved_reply_no_actions for a reply without actions.",
        params: idParams,
        body: ticketBody,
        response: { 200: z.object({ ticket: ticketSchema, message: z.string() }) },
      },
    },
    async (request) =>
      applySavedReplyActions({
        db,
        config,
        clock,
        actor: actingMemberOf(request),
        id: request.params.id,
        ticketId: request.body.ticketId,
      }),
  );
}

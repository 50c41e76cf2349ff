import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages, inviteAcceptanceFormSchema } from '../../../domain/account-validation.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { callerOf } from '../../http/access.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import {
  acceptInvitation,
  inviteAgent,
  listAgentInvitations,
  lookUpInvitation,
  revokeAgentInvitation,
} from './agent-invitations.service.ts';

const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  invitedByName: z.string().nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
  acceptedAt: z.date().nullable(),
});

const inviteBodySchema = z.object({
  email: z.string().trim().min(1, accountMessages.fillRequired).pipe(z.email(accountMessages.invalidEmail)),
  name: z.string().trim().min(1, accountMessages.fillRequired).max(200),
});

// A missing token is the specification's "Invalid invitation link", not a validation error.
const tokenSchema = z.string().max(512).default('');

export function registerAgentInvitationRoutes(app: FastifyInstance, { db, auth, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/agent-invitations',
    {
      config: { access: 'staff', permission: 'team.invite' },
      schema: {
        tags: ['agents'],
        summary: 'Adds an agent (when missing) and e-mails them a single-use invitation link valid for 7 days',
        security: [{ bearer: [] }],
        body: inviteBodySchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) => {
      const invitation = await inviteAgent({
        db,
        auth,
        config,
        clock,
        organization: organizationOf(request),
        actor: callerOf(request),
        address: request.ip,
        input: request.body,
      });
      return reply.status(201).send(invitation);
    },
  );

  api.get(
    '/api/agent-invitations',
    {
      config: { access: 'staff', permission: 'team.invite' },
      schema: {
        tags: ['agents'],
        summary: "The organization's agent invitations, newest first",
        security: [{ bearer: [] }],
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ invitations: z.array(invitationSchema), hasMore: z.boolean() }) },
      },
    },
    async (request) => listAgentInvitations({ db, clock, organizationId: organizationOf(request).id, page: request.query }),
  );

  api.delete(
    '/api/agent-invitations/:id',
    {
      config: { access: 'staff', permission: 'team.invite' },
      schema: {
        tags: ['agents'],
        summary: 'Revokes a pending invitation: its link stops working',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid('Invitation not found.') }),
        response: { 200: invitationSchema },
      },
    },
    async (request) =>
      revokeAgentInvitation({
        db,
        clock,
        organizationId: organizationOf(request).id,
        actor: auditActorOf(request),
        invitationId: request.params.id,
      }),
  );

  api.get(
    '/api/invitations/lookup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['agents'],
        summary: "What the invitation page shows for a link's token, on the inviting organization's host",
        querystring: z.object({ token: tokenSchema }),
        response: {
          200: z.object({
            email: z.string(),
            name: z.string().describe('The name the admin gave the invitee, for the form to start with; empty when none'),
            organizationName: z.string(),
            inviterName: z.string(),
          }),
        },
      },
    },
    async (request) => lookUpInvitation({ db, auth, clock, organization: organizationOf(request), token: request.query.token }),
  );

  api.post(
    '/api/invitations/accept',
    {
      config: { access: 'public' },
      schema: {
        tags: ['agents'],
        summary: 'Accepts an invitation: sets the name and password of the invited agent, who can then sign in',
        body: inviteAcceptanceFormSchema.safeExtend({ token: tokenSchema }),
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) =>
      acceptInvitation({
        db,
        auth,
        clock,
        organization: organizationOf(request),
        input: { token: request.body.token, name: request.body.name, password: request.body.password },
      }),
  );
}

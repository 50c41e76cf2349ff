import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentChangeSchema, agentFormSchema, agentRoles, agentStatuses } from '../../../domain/agents.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { callerOf } from '../../http/access.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import {
  addAgent,
  getAutoAssign,
  getOwnAgent,
  listTeam,
  removeAgent,
  setOwnStatus,
  updateAgent,
  updateAutoAssign,
} from './agents.service.ts';

const teamMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(agentRoles),
  duties: z.string(),
  status: z.enum(agentStatuses),
  skills: z.array(z.string()).describe("What they can do in the field; the dispatch board's Suggest matches jobs' needs to them"),
  createdAt: z.date(),
  lastSeenAt: z.date().nullable().describe('The latest sign-in or session refresh; null before the first sign-in'),
  hasAccount: z.boolean(),
  invitation: z.enum(['pending', 'expired', 'none']).nullable().describe('For an agent who has not signed up yet; null otherwise'),
  isYou: z.boolean(),
});

const ownAgentSchema = z.object({ id: z.uuid(), name: z.string(), status: z.enum(agentStatuses) });
const agentParams = z.object({ id: z.uuid('Agent not found.') });
const autoAssignSchema = z.object({ autoAssignEnabled: z.boolean() });

export function registerAgentRoutes(app: FastifyInstance, { db, auth, config, clock, profileCache }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/agents',
    {
      config: { access: 'staff', permission: 'team.view' },
      schema: {
        tags: ['agents'],
        summary: "The organization's team: agents and admins with their status and last sign-in, newest first",
        security: [{ bearer: [] }],
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(100),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ agents: z.array(teamMemberSchema), hasMore: z.boolean() }) },
      },
    },
    async (request) => {
      const actor = actingStaffOf(request);
      return listTeam({ db, clock, organizationId: actor.organizationId, actor, page: request.query });
    },
  );

  api.post(
    '/api/agents',
    {
      config: { access: 'staff', permission: 'team.invite' },
      schema: {
        tags: ['agents'],
        summary: 'Adds an agent to the team and e-mails them an invitation; the agent stays added when the invitation fails',
        security: [{ bearer: [] }],
        body: agentFormSchema,
        response: {
          201: z.object({
            agent: teamMemberSchema,
            invitation: z.object({ isSent: z.boolean(), message: z.string() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const result = await addAgent({
        db,
        auth,
        config,
        clock,
        organization: organizationOf(request),
        actor: actingStaffOf(request),
        caller: callerOf(request),
        input: request.body,
      });
      return reply.status(201).send(result);
    },
  );

  api.patch(
    '/api/agents/:id',
    {
      config: { access: 'staff', permission: 'team.manage' },
      schema: {
        tags: ['agents'],
        summary: "Edits a team member's name, e-mail (before they sign up), role, duties, status or skills",
        security: [{ bearer: [] }],
        params: agentParams,
        body: agentChangeSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) => {
      const actor = actingStaffOf(request);
      return updateAgent({
        db,
        clock,
        profileCache,
        organizationId: actor.organizationId,
        actor,
        agentId: request.params.id,
        input: request.body,
      });
    },
  );

  api.delete(
    '/api/agents/:id',
    {
      config: { access: 'staff', permission: 'team.manage' },
      schema: {
        tags: ['agents'],
        summary: 'Removes a team member: their tickets go back to the queue, their access and sessions end',
        security: [{ bearer: [] }],
        params: agentParams,
        response: { 200: z.object({ unassignedTickets: z.number().int() }) },
      },
    },
    async (request) => {
      const actor = actingStaffOf(request);
      return removeAgent({ db, auth, clock, profileCache, organizationId: actor.organizationId, actor, agentId: request.params.id });
    },
  );

  api.get(
    '/api/agents/me',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['agents'],
        summary: "The signed-in staff member's agent record, or null when they have none",
        security: [{ bearer: [] }],
        response: { 200: z.object({ agent: ownAgentSchema.nullable() }) },
      },
    },
    async (request) => {
      const actor = actingStaffOf(request);
      return getOwnAgent({ db, organizationId: actor.organizationId, actor });
    },
  );

  api.put(
    '/api/agents/me/status',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['agents'],
        summary: 'Sets the signed-in staff member’s own availability',
        security: [{ bearer: [] }],
        body: z.object({ status: z.enum(agentStatuses, 'Choose Available, Busy, Away or Offline.') }),
        response: { 200: z.object({ agent: ownAgentSchema }) },
      },
    },
    async (request) => {
      const actor = actingStaffOf(request);
      return setOwnStatus({ db, clock, organizationId: actor.organizationId, actor, status: request.body.status });
    },
  );

  api.get(
    '/api/settings/auto-assign',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['settings'],
        summary: 'Whether new tickets are given round-robin to available agents',
        security: [{ bearer: [] }],
        response: { 200: autoAssignSchema },
      },
    },
    async (request) => getAutoAssign({ db, organizationId: organizationOf(request).id }),
  );

  api.put(
    '/api/settings/auto-assign',
    {
      config: { access: 'org_admin' },
      schema: {
        tags: ['settings'],
        summary: 'Turns round-robin assignment of new tickets on or off',
        security: [{ bearer: [] }],
        body: autoAssignSchema,
        response: { 200: autoAssignSchema },
      },
    },
    async (request) =>
      updateAutoAssign({
        db,
        clock,
        organizationId: organizationOf(request).id,
        actor: auditActorOf(request),
        autoAssignEnabled: request.body.autoAssignEnabled,
      }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionMatrixSchema, permissions } from '../../../domain/agent-permissions.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import { getPermissions, updatePermissions } from './agent-permissions.service.ts';

const permissionsSchema = z.object({
  matrix: permissionMatrixSchema,
  isStrict: z.boolean().describe('Strict Permission Mode: an agent is granted only what is ticked, nothing it implies'),
  granted: z
    .array(z.enum(permissions as [string, ...string[]]))
    .describe("What the caller may do: everything for an admin, the matrix's grants for an agent"),
});

export function registerAgentPermissionRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/agent-permissions',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "The organization's agent permission matrix, Strict Permission Mode, and what the caller may do",
        response: { 200: permissionsSchema },
      },
    },
    async (request) => {
      const member = actingStaffOf(request);
      return getPermissions({ db, organizationId: member.organizationId, role: member.role });
    },
  );

  api.put(
    '/api/agent-permissions',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: 'Saves the agent permission matrix and/or Strict Permission Mode; the server enforces them from the next request',
        body: z
          .strictObject({ matrix: permissionMatrixSchema.optional(), isStrict: z.boolean().optional() })
          .refine((body) => body.matrix !== undefined || body.isStrict !== undefined, 'send matrix, isStrict or both'),
        response: { 200: permissionsSchema },
      },
    },
    async (request) => {
      const member = actingStaffOf(request);
      return updatePermissions({ db, clock, organizationId: member.organizationId, role: member.role, actor: member, input: request.body });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../../feature-context.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import { getRegistrationSettings, updateRegistrationSettings } from './registration-settings.service.ts';

const registrationSettingsSchema = z.object({
  agentSelfRegistrationEnabled: z.boolean(),
  manualApproval: z.boolean().describe('Required (true) or Auto-approve (false) for new customer and agent accounts'),
});

export function registerRegistrationSettingsRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/registration-settings',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['settings'],
        summary: "The organization's agent self-registration and manual approval settings",
        security: [{ bearer: [] }],
        response: { 200: registrationSettingsSchema },
      },
    },
    async (request) => getRegistrationSettings({ db, organizationId: organizationOf(request).id }),
  );

  api.put(
    '/api/registration-settings',
    {
      config: { access: 'org_admin' },
      schema: {
        tags: ['settings'],
        summary: "Saves the organization's agent self-registration and manual approval settings",
        security: [{ bearer: [] }],
        body: registrationSettingsSchema,
        response: { 200: registrationSettingsSchema },
      },
    },
    async (request) =>
      updateRegistrationSettings({
        db,
        clock,
        organizationId: organizationOf(request).id,
        actor: auditActorOf(request),
        input: request.body,
      }),
  );
}

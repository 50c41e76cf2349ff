import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timecardSettingsInputSchema, timecardSettingsSchema } from '../../../domain/timecard-settings.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import { recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import * as repository from './timecard-settings.repository.ts';

const answerSchema = z.object({
  isConfigured: z.boolean().describe('False until an org admin saves them: the time card screen then shows Setup Required'),
  settings: timecardSettingsSchema.required(),
});

/** The organization's time card rules: every staff member reads them (their time card follows them); org admins change them. */
export function registerTimecardSettingsRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/settings/timecard',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "The organization's time card settings, with the specification's defaults for what was never set",
        response: { 200: answerSchema },
      },
    },
    async (request) => {
      const organizationId = organizationOf(request).id;
      return db.withTenant({ organizationId }, (tx) => repository.findTimecardSettings(tx, organizationId));
    },
  );

  api.put(
    '/api/settings/timecard',
    {
      config: { access: 'staff', permission: 'settings.edit' },
      schema: {
        tags,
        security,
        summary: "Saves the organization's time card settings (fields left out take their defaults)",
        description: 'Org admins, and agents with the settings.edit permission. Open time card screens hear of it live.',
        body: timecardSettingsInputSchema,
        response: { 200: answerSchema },
      },
    },
    async (request) => {
      const organizationId = organizationOf(request).id;
      return db.withTenant({ organizationId }, async (tx) => {
        const before = await repository.findTimecardSettings(tx, organizationId);
        await repository.saveTimecardSettings(tx, organizationId, request.body, clock.now());
        const saved = await repository.findTimecardSettings(tx, organizationId);
        const change = { before: before.settings, after: saved.settings };
        await recordSettingsChange(tx, { organizationId, actor: auditActorOf(request), settings: 'timecard', ...change });
        await publishEvent(tx, { organizationId, type: 'settings.updated', payload: { group: 'timecard', settings: saved.settings } });
        return saved;
      });
    },
  );
}

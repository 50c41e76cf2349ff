import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type DateTimeSettings, dateTimeSettingsSchema } from '../../../domain/datetime-settings.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import * as repository from './datetime-settings.repository.ts';

const settingsSchema = dateTimeSettingsSchema.required();

/**
 * The organization's date and time settings: every member reads them (times on every screen follow them);
 * its org admins (the platform's super admins for the platform organization) change them.
 */
export function registerDateTimeSettingsRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/settings/datetime',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: "The organization's date and time settings, with the specification's defaults for what was never set",
        description: "Members of the request's organization; super admins on the main domain read the platform organization's.",
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      const { organizationId } = actingMemberOf(request);
      return db.withTenant({ organizationId }, (tx) => repository.findDateTimeSettings(tx, organizationId));
    },
  );

  api.put(
    '/api/settings/datetime',
    {
      // Staff rather than admins: an agent with Edit settings may change them (decision 186).
      config: { access: 'staff_or_super_admin', permission: 'settings.edit' },
      schema: {
        tags,
        security,
        summary: "Saves the organization's date and time settings (fields left out take their defaults)",
        description:
          'Org admins of the organization, and agents with the settings.edit permission; super admins for the platform organization. Open screens hear of it live.',
        body: dateTimeSettingsSchema,
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      const member = actingMemberOf(request);
      const { organizationId } = member;
      const settings: DateTimeSettings = request.body;
      return db.withTenant({ organizationId }, async (tx) => {
        const before = await repository.findDateTimeSettings(tx, organizationId);
        const saved = await repository.saveDateTimeSettings(tx, organizationId, settings, clock.now());
        await recordSettingsChange(tx, { organizationId, actor: member, settings: 'datetime', before, after: saved });
        await publishEvent(tx, { organizationId, type: 'settings.updated', payload: { group: 'datetime', settings: saved } });
        return saved;
      });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayNameSchema, notificationFlagsSchema } from '../../../domain/staff-profile.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { getNotificationFlags, renameProfile, updateNotificationFlags } from './profile.service.ts';

const staffAccess = "Staff of the request's organization on its host; super admins on the main domain.";

/** A staff member's own profile name and workspace alerts (Settings → Profile). */
export function registerProfileRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const security = [{ bearer: [] }];

  api.put(
    '/api/me/profile',
    {
      config: { access: 'staff_or_super_admin' },
      schema: {
        tags,
        security,
        summary: "Changes the caller's display name (the e-mail address cannot be changed here)",
        description: staffAccess,
        body: z.object({ name: displayNameSchema }),
        response: { 200: z.object({ name: z.string() }) },
      },
    },
    async (request) => renameProfile({ db, clock, member: actingMemberOf(request), name: request.body.name }),
  );

  api.get(
    '/api/me/notification-flags',
    {
      config: { access: 'staff_or_super_admin' },
      schema: {
        tags,
        security,
        summary: "The caller's workspace alerts (sound, desktop), off until they are turned on",
        description: staffAccess,
        response: { 200: notificationFlagsSchema.required() },
      },
    },
    async (request) => getNotificationFlags({ db, member: actingMemberOf(request) }),
  );

  api.put(
    '/api/me/notification-flags',
    {
      config: { access: 'staff_or_super_admin' },
      schema: {
        tags,
        security,
        summary: "Saves the caller's workspace alerts",
        description: staffAccess,
        body: notificationFlagsSchema,
        response: { 200: notificationFlagsSchema.required() },
      },
    },
    async (request) => updateNotificationFlags({ db, clock, member: actingMemberOf(request), input: request.body }),
  );
}

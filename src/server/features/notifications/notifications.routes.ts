import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailFrequencies, notificationPreferencesInputSchema } from '../../../domain/notification-delivery.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import {
  countMyUnread,
  getNotificationPreferences,
  listMyNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  sendTestNotification,
  updateNotificationPreferences,
} from './notifications.service.ts';

const memberAccess =
  "Members of the request's organization on its host; super admins on the main domain (the platform organization's notifications).";

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z
    .string()
    .describe('new_ticket, escalated_ticket, comment_added, status_changed, system_alert, new_customer_signup, new_agent_signup…'),
  title: z.string(),
  message: z.string(),
  relatedId: z.uuid().nullable().describe('The ticket (or account) it is about'),
  data: z.record(z.string(), z.unknown()).describe('event_type, and path: the page it leads to'),
  priority: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});

const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next (older) page; null on the last page'),
  unreadCount: z.number().int(),
});

const preferencesSchema = z.object({
  roleType: z.string(),
  emailNewTickets: z.boolean(),
  emailTicketComments: z.boolean(),
  emailTicketStatusChanges: z.boolean(),
  appNewTickets: z.boolean(),
  appTicketComments: z.boolean(),
  appTicketStatusChanges: z.boolean(),
  emailFrequency: z.enum(emailFrequencies),
  weekendNotifications: z.boolean(),
});

const idParams = z.object({ id: z.uuid() });

export function registerNotificationRoutes(app: FastifyInstance, { db, clock, config }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first (the workspace bell loads the 5 latest unread)",
        description: memberAccess,
        querystring: z.object({
          unread: z.enum(['true', 'false']).optional().describe('true: unread only'),
          limit: z.coerce.number().int().min(1).max(100).default(20),
          cursor: z.string().optional(),
        }),
        response: { 200: notificationPageSchema },
      },
    },
    async (request) =>
      listMyNotifications({
        db,
        member: actingMemberOf(request),
        isUnreadOnly: request.query.unread === 'true',
        cursor: request.query.cursor ?? null,
        limit: request.query.limit,
      }),
  );

  api.get(
    '/api/notifications/unread-count',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: "How many of the caller's notifications are unread (the bell's badge shows 9+ above 9)",
        description: memberAccess,
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async (request) => ({ count: await countMyUnread({ db, member: actingMemberOf(request) }) }),
  );

  api.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'Marks one of the caller’s notifications read (anyone else’s is notification_not_found)',
        description: memberAccess,
        params: idParams,
        response: { 200: notificationSchema },
      },
    },
    async (request) => markNotificationRead({ db, clock, member: actingMemberOf(request), notificationId: request.params.id }),
  );

  api.post(
    '/api/notifications/read-all',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: "Marks all the caller's notifications read",
        description: memberAccess,
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => markAllNotificationsRead({ db, clock, member: actingMemberOf(request) }),
  );

  api.post(
    '/api/notifications/test',
    {
      config: { access: 'staff_or_super_admin' },
      schema: {
        tags,
        security,
        summary: 'Sends the calling staff member a test notification, in the bell and by e-mail at once',
        description: "Staff of the request's organization; super admins on the main domain.",
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await sendTestNotification({ db, clock, config, member: actingMemberOf(request) });
      return { message: 'Test notification sent. Check the bell and your e-mail.' };
    },
  );

  api.get(
    '/api/notification-preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: "The caller's notification preferences, created with the defaults when missing",
        description: memberAccess,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => getNotificationPreferences({ db, clock, member: actingMemberOf(request) }),
  );

  api.put(
    '/api/notification-preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: "Saves the caller's notification preferences",
        description: memberAccess,
        body: notificationPreferencesInputSchema,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => updateNotificationPreferences({ db, clock, member: actingMemberOf(request), input: request.body }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { calendarFeedSchema } from './calendar.schemas.ts';
import { getCalendarFeedInfo, renderCalendarFeed, resetCalendarFeed } from './calendar-subscription.service.ts';

export function registerCalendarSubscriptionRoutes(app: FastifyInstance, { db, clock, config }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/calendar/feed',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "Whether the caller has a calendar feed address, and what it holds (the organization's calendar for admins)",
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => getCalendarFeedInfo({ db, actor: actingStaffOf(request) }),
  );

  api.post(
    '/api/calendar/feed',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Makes a new secret feed address for the caller; the previous one stops working at once',
        description: 'The address is answered only here: the server keeps a hash of its secret.',
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => resetCalendarFeed({ db, clock, config, actor: actingStaffOf(request) }),
  );

  api.get(
    '/api/calendar/feed/:file',
    {
      // Calendar apps (Google Calendar, Outlook) fetch it without signing in: the secret in the address is the key.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The iCalendar feed at a secret address, for calendar apps to subscribe to',
        description: 'calendar_feed_not_found (404) once the address has been reset or its owner has left.',
        params: z.object({ file: z.string().max(60).describe('{secret}.ics') }),
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const text = await renderCalendarFeed({
        db,
        clock,
        config,
        organization: organizationOf(request),
        token: request.params.file.replace(/\.ics$/, ''),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(text);
    },
  );
}

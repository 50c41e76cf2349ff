import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarEventInputSchema, calendarMessages } from '../../../domain/calendar-events.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import { calendarItemSchema, calendarItemsQuerySchema, calendarItemsSchema, moveEventSchema } from './calendar.schemas.ts';
import { createCalendarEvent, deleteCalendarEvent, listCalendarItems, moveCalendarEvent, updateCalendarEvent } from './calendar.service.ts';

const eventParams = z.object({ id: z.uuid() });
const whoMayChange =
  'Staff add events; the person who created an event and org admins change or delete it (event_not_editable). Ticket appointments are changed on their ticket (event_is_appointment).';

export function registerCalendarRoutes(app: FastifyInstance, { db, clock, config }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/calendar/items',
    {
      config: { access: 'staff', apiKeyScope: 'calendar' },
      schema: {
        tags,
        security,
        summary: 'The calendar between two instants: events and ticket appointments overlapping the range',
        description: 'At most 100 days a request (calendar_range_invalid). Filters: types, and mine for My events.',
        querystring: calendarItemsQuerySchema,
        response: { 200: calendarItemsSchema },
      },
    },
    async (request) => listCalendarItems({ db, actor: actingStaffOf(request), query: request.query }),
  );

  api.post(
    '/api/calendar/events',
    {
      config: { access: 'staff', apiKeyScope: 'calendar', unauthenticatedMessage: calendarMessages.loginToCreate },
      schema: {
        tags,
        security,
        summary: 'Adds an event; the other staff are notified (Event Created) and open calendars refresh',
        description:
          "Title and date required; start and end times unless all day (an all-day event runs 00:00:00 to 23:59:59 of its dates in the organization's time zone); the date may not be before today; the meeting link is a web address.",
        body: calendarEventInputSchema,
        response: { 201: calendarItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCalendarEvent({ db, clock, config, actor: actingStaffOf(request), input: request.body })),
  );

  api.put(
    '/api/calendar/events/:id',
    {
      config: { access: 'staff', apiKeyScope: 'calendar', unauthenticatedMessage: calendarMessages.loginToUpdate },
      schema: {
        tags,
        security,
        summary: 'Edit Event: changes every field of an event',
        description: `The rules of adding one, except that its date may be in the past. ${whoMayChange}`,
        params: eventParams,
        body: calendarEventInputSchema,
        response: { 200: calendarItemSchema },
      },
    },
    async (request) => updateCalendarEvent({ db, clock, actor: actingStaffOf(request), eventId: request.params.id, input: request.body }),
  );

  api.patch(
    '/api/calendar/events/:id/times',
    {
      config: { access: 'staff', apiKeyScope: 'calendar', unauthenticatedMessage: calendarMessages.loginToUpdate },
      schema: {
        tags,
        security,
        summary: 'Moves or resizes an event (drag and drop on the calendar)',
        description: `All-day events take their first and last days, others their start and end instants. ${whoMayChange}`,
        params: eventParams,
        body: moveEventSchema,
        response: { 200: calendarItemSchema },
      },
    },
    async (request) => moveCalendarEvent({ db, clock, actor: actingStaffOf(request), eventId: request.params.id, input: request.body }),
  );

  api.delete(
    '/api/calendar/events/:id',
    {
      config: { access: 'staff', apiKeyScope: 'calendar', unauthenticatedMessage: calendarMessages.loginToDelete },
      schema: {
        tags,
        security,
        summary: 'Deletes an event',
        description: whoMayChange,
        params: eventParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCalendarEvent({ db, actor: actingStaffOf(request), eventId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}

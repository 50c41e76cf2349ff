import { z } from 'zod';
import { calendarEventTypes, calendarItemTypes } from '../../../domain/calendar-events.ts';

export const calendarItemSchema = z.object({
  id: z.uuid(),
  source: z.enum(['calendar_event', 'work_order']).describe('Where the item comes from: an event, or a work order on its scheduled date'),
  type: z.enum(calendarItemTypes).describe('Colours the item and is what the type filter matches'),
  title: z.string(),
  description: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime().describe('For an all-day event, 23:59:59 of its last day in the organization’s time zone'),
  isAllDay: z.boolean(),
  date: z.string().describe("First day, YYYY-MM-DD in the organization's time zone"),
  endDate: z.string().describe("Last day, YYYY-MM-DD in the organization's time zone"),
  startTime: z.string().describe('HH:mm (24-hour) in the organization’s time zone'),
  endTime: z.string().describe('HH:mm (24-hour) in the organization’s time zone'),
  location: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  status: z.enum(['scheduled', 'completed', 'cancelled']),
  ticketId: z.uuid().nullable().describe('The ticket of a ticket appointment'),
  path: z
    .string()
    .nullable()
    .describe('The page the item opens in the workspace (its ticket for an appointment, its page for a work order)'),
  createdBy: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  assigneeName: z.string().nullable().describe('The technician of a work order'),
  canEdit: z.boolean().describe('Whether the caller may edit, move or delete it here'),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const calendarItemsQuerySchema = z.object({
  start: z.iso.datetime({ offset: true }).describe('Items ending after this instant'),
  end: z.iso.datetime({ offset: true }).describe('Items starting before this instant'),
  types: z
    .string()
    .max(500)
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const types = value.split(',').map((type) => type.trim());
      const unknown = types.find((type) => !(calendarItemTypes as readonly string[]).includes(type));
      if (unknown !== undefined) {
        context.addIssue({ code: 'custom', message: `types: unknown type '${unknown}'` });
        return z.NEVER;
      }
      return types as (typeof calendarItemTypes)[number][];
    })
    .describe(`Comma-separated: ${calendarEventTypes.join(', ')}`),
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe("'My events': those the caller created and the appointments of tickets assigned to them"),
});

export const calendarItemsSchema = z.object({
  items: z.array(calendarItemSchema),
  timeZone: z.string().describe("The organization's time zone the local dates and times are in"),
});

export const moveEventSchema = z.discriminatedUnion('isAllDay', [
  z.object({
    isAllDay: z.literal(true),
    date: z.string().max(10).describe('First day, YYYY-MM-DD'),
    endDate: z.string().max(10).describe('Last day, YYYY-MM-DD'),
  }),
  z.object({ isAllDay: z.literal(false), start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) }),
]);
export type MoveEventInput = z.infer<typeof moveEventSchema>;

export const calendarFeedSchema = z.object({
  url: z.string().nullable().describe('The secret address; null until one is made. Shown in full only when made or reset'),
  hasFeed: z.boolean(),
  scope: z.enum(['organization', 'own']).describe("Admins' feeds hold the whole organization's calendar, others' their own"),
});

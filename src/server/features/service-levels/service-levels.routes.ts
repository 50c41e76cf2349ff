import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type WeekdayKey, weekdayKeys } from '../../../domain/business-hours.ts';
import { DomainError } from '../../../domain/errors.ts';
import { slaCalendarInputSchema, slaPolicyInputSchema, slaSettingsSchema } from '../../../domain/service-levels.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import type { CalendarRecord } from './service-levels.repository.ts';
import {
  createCalendar,
  createPolicy,
  deleteCalendar,
  deletePolicy,
  getServiceLevels,
  holidayCountries,
  publicHolidays,
  reorderPolicies,
  saveServiceLevelSettings,
  updateCalendar,
  updatePolicy,
} from './service-levels.service.ts';

const openings = z.array(z.object({ start: z.string(), end: z.string() }));
const calendarSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timeZone: z.string(),
  week: z.object(Object.fromEntries(weekdayKeys.map((day) => [day, openings])) as Record<WeekdayKey, typeof openings>),
  closedDates: z.array(z.object({ date: z.string(), name: z.string() })),
});
const policySchema = slaPolicyInputSchema.extend({ id: z.uuid(), position: z.number().int() });
const recomputeSchema = z
  .object({
    total: z.number().int().describe('Open tickets when the last change was saved'),
    done: z.number().int(),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .nullable()
  .describe('How far the open tickets have been brought under the last change; null before the first change');

const calendarDtoOf = (calendar: CalendarRecord) => ({
  id: calendar.id,
  name: calendar.name,
  timeZone: calendar.timeZone,
  week: calendar.week,
  closedDates: calendar.closedDates,
});

const calendarParams = z.object({ id: z.uuid('Business-hours calendar not found.') });
const policyParams = z.object({ id: z.uuid('Service-level policy not found.') });

/**
 * Settings -> Service Levels, for org admins: business-hours calendars, the ordered policies and the statuses that
 * pause the clocks. Each change brings the open tickets under the new terms in the background.
 */
export function registerServiceLevelRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service levels'];
  const security = [{ bearer: [] }];
  // Org admins, and agents whom the matrix lets read or change the organization's settings (decision 186).
  const viewAccess = { access: 'staff', permission: 'settings.view' } as const;
  const editAccess = { access: 'staff', permission: 'settings.edit' } as const;
  const scope = (request: Parameters<typeof organizationOf>[0]) => ({
    db,
    clock,
    organizationId: organizationOf(request).id,
    actor: auditActorOf(request),
  });

  api.get(
    '/api/service-levels',
    {
      config: viewAccess,
      schema: {
        tags,
        security,
        summary: 'The calendars, the policies in the order they are tried, the pausing statuses and the last recomputation',
        response: {
          200: z.object({
            settings: slaSettingsSchema.required(),
            calendars: z.array(calendarSchema),
            policies: z.array(policySchema),
            recompute: recomputeSchema,
          }),
        },
      },
    },
    async (request) => {
      const view = await getServiceLevels(scope(request));
      return { ...view, calendars: view.calendars.map(calendarDtoOf) };
    },
  );

  api.put(
    '/api/service-levels/settings',
    {
      config: editAccess,
      schema: {
        tags,
        security,
        summary: 'Sets the statuses that stop the clocks; the time a ticket spends in them is credited back',
        body: slaSettingsSchema.required(),
        response: { 200: slaSettingsSchema.required() },
      },
    },
    async (request) => saveServiceLevelSettings({ ...scope(request), settings: request.body }),
  );

  api.post(
    '/api/service-levels/calendars',
    {
      config: editAccess,
      schema: {
        tags,
        security,
        summary: 'Adds a business-hours calendar (at most 20, names unique)',
        body: slaCalendarInputSchema,
        response: { 201: calendarSchema },
      },
    },
    async (request, reply) => reply.status(201).send(calendarDtoOf(await createCalendar({ ...scope(request), input: request.body }))),
  );

  api.put(
    '/api/service-levels/calendars/:id',
    {
      config: editAccess,
      schema: {
        tags,
        security,
        summary: 'Changes a calendar',
        params: calendarParams,
        body: slaCalendarInputSchema,
        response: { 200: calendarSchema },
      },
    },
    async (request) => calendarDtoOf(await updateCalendar({ ...scope(request), id: request.params.id, input: request.body })),
  );

  api.delete(
    '/api/service-levels/calendars/:id',
    {
      config: editAccess,
      schema: {
        tags,
        security,
        summary: 'Removes a calendar no policy counts in (else sla_calendar_in_use)',
        params: calendarParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCalendar({ ...scope(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/service-levels/holidays',
    {
      config: viewAccess,
      schema: {
        tags,
        security,
        summary: "A country's public holidays in a year, to add to a calendar's closed dates; without a country, the countries known",
        querystring: z.object({
          country: z
            .string()
            .regex(/^[A-Z]{2}$/, 'use a two-letter country code such as US')
            .optional(),
          year: z.coerce.number().int().min(2000).max(2100).optional(),
        }),
        response: {
          200: z.object({
            countries: z.array(z.object({ code: z.string(), name: z.string() })),
            holidays: z.array(z.object({ date: z.string(), name: z.string() })),
          }),
        },
      },
    },
    async (request) => {
      const { country, year } = request.query;
      if (!country) return { countries: holidayCountries(), holidays: [] };
      const holidays = publicHolidays(country, year ?? new Date().getUTCFullYear());
      if (!holidays) throw new DomainError('holiday_country_unknown', undefined, { field: 'country' });
      return { countries: [], holidays };
    },
  );

  api.post(
    '/api/service-levels/policies',
    {
      config: editAccess,
      schema: {
        tags,
        security,
        summary: 'Adds a policy after the others (at most 50)',
        body: slaPolicyInputSchema,
        response: { 201: policySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createPolicy({ ...scope(request), input: request.body })),
  );

  api.put(
    '/api/service-levels/policies/order',
    {
      config: editAccess,
      schema: {
        tags,
        security,
        summary: 'Puts the policies in order: the first that matches a ticket applies',
        body: z.object({ ids: z.array(z.uuid()).max(50) }),
        response: { 200: z.array(policySchema) },
      },
    },
    async (request) => reorderPolicies({ ...scope(request), ids: request.body.ids }),
  );

  api.put(
    '/api/service-levels/policies/:id',
    {
      config: editAccess,
      schema: {
        tags,
        security,
        summary: 'Changes a policy',
        params: policyParams,
        body: slaPolicyInputSchema,
        response: { 200: policySchema },
      },
    },
    async (request) => updatePolicy({ ...scope(request), id: request.params.id, input: request.body }),
  );

  api.delete(
    '/api/service-levels/policies/:id',
    {
      config: editAccess,
      schema: {
        tags,
        security,
        summary: 'Removes a policy; open tickets it covered come under the next that matches, or none',
        params: policyParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deletePolicy({ ...scope(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}

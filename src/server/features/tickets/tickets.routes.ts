import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { sendStoredFile } from '../../files/image-upload.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { idempotencyHeaders } from '../../http/idempotency.ts';
import { rescheduleAppointment, scheduleAppointment } from './ticket-appointments.service.ts';
import { assignTicket, listAssignees } from './ticket-assignment.service.ts';
import { readTicketAttachment } from './ticket-attachments.service.ts';
import { addComment } from './ticket-comments.service.ts';
import { createTicket, suggestCustomers } from './ticket-creation.service.ts';
import { getTicket } from './ticket-detail.service.ts';
import { exportTickets } from './ticket-export.service.ts';
import { listTickets, summarizeTickets } from './ticket-listing.service.ts';
import { changeTicketPriority, setTicketCustomFields, setTicketTags, suggestTags } from './ticket-properties.service.ts';
import { changeTicketStatus } from './ticket-status.service.ts';
import {
  addCommentSchema,
  appointmentInputSchema,
  appointmentSchema,
  assigneeSchema,
  assignTicketSchema,
  changePrioritySchema,
  changeStatusSchema,
  commentSchema,
  createTicketSchema,
  customerChoiceSchema,
  setCustomFieldsSchema,
  setTagsSchema,
  tagSuggestionSchema,
  tagSuggestionsQuerySchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketSchema,
  ticketSummarySchema,
} from './tickets.schemas.ts';

const whoMayCall =
  "Members of the request's organization on its host (customers: their own tickets; agents: tickets assigned to or created by them, and the unassigned ones; org admins: all, with the organization's escalations); super admins on the main domain (the platform organization's tickets, i.e. escalations).";

const ticketParams = z.object({ id: z.uuid() });

/** The message for a request without an organization depends on which screen asks: the customer's or the staff's. */
function creatorOf(request: FastifyRequest) {
  const isCustomer = request.caller?.profile?.role === 'user';
  return actingMemberOf(request, {
    noProfile: ticketMessages.noOrganizationForUser,
    noOrganization: isCustomer ? ticketMessages.customerOrganizationUnknown : ticketMessages.organizationNotFound,
  });
}

export function registerTicketRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tickets'];
  const security = [{ bearer: [] }];
  const services = { db, config, clock };
  const viewerMessages = { noOrganization: ticketMessages.organizationUnavailable };
  const viewerOf = (request: FastifyRequest) => actingMemberOf(request, viewerMessages);
  /** Staff of the request's organization, or a super admin working escalations on the main domain (decision 187). */
  const staffOrSuperAdmin = { access: 'staff_or_super_admin', memberMessages: viewerMessages } as const;

  api.get(
    '/api/tickets',
    {
      config: { access: 'authenticated', apiKeyScope: 'tickets:read' },
      schema: {
        tags,
        security,
        summary: "The caller's tickets: filtered, searched and sorted by the server, one keyset page at a time",
        description: whoMayCall,
        querystring: ticketListQuerySchema,
        response: { 200: ticketPageSchema },
      },
    },
    async (request) => listTickets({ db, actor: viewerOf(request), query: request.query }),
  );

  api.get(
    '/api/tickets/export',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary:
          'The staff’s ticket list as a CSV file, filtered, searched and sorted as GET /api/tickets: Number, Title, Status, Priority, Customer, Assignee, Tags, Created, Updated, then a column per custom field',
        description:
          'The tickets the caller sees; cells a spreadsheet would run as formulas begin with an apostrophe. cursor and limit are not read.',
        querystring: ticketListQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const stream = await exportTickets({ db, actor: viewerOf(request), query: request.query });
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="tickets.csv"').send(stream);
    },
  );

  api.get(
    '/api/tickets/summary',
    {
      config: { access: 'authenticated', apiKeyScope: 'tickets:read' },
      schema: {
        tags,
        security,
        summary: "The summary cards over the caller's tickets: total, open, in progress, resolved, high priority",
        description: whoMayCall,
        response: { 200: ticketSummarySchema },
      },
    },
    async (request) => summarizeTickets({ db, actor: viewerOf(request) }),
  );

  api.get(
    '/api/tickets/customer-options',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "The new-ticket form's customer dropdown: the organization's customers matching the text, by company",
        querystring: z.object({ search: z.string().max(ticketLimits.search).default('') }),
        response: { 200: z.array(customerChoiceSchema) },
      },
    },
    async (request) => suggestCustomers({ db, actor: actingMemberOf(request), search: request.query.search }),
  );

  api.get(
    '/api/tickets/:id',
    {
      config: { access: 'authenticated', apiKeyScope: 'tickets:read' },
      schema: {
        tags,
        security,
        summary: 'A ticket with its comments (oldest first) and its scheduled appointment',
        description: `${whoMayCall} A ticket the caller may not see is ticket_not_found ('Ticket not found.').`,
        params: ticketParams,
        response: { 200: ticketDetailSchema },
      },
    },
    async (request) =>
      getTicket({ db, clock, actor: viewerOf(request), ticketId: request.params.id, teamName: request.organization?.name ?? null }),
  );

  api.get(
    '/api/tickets/:id/attachments/:attachmentId',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'A file an e-mail on the ticket carried, as a download (images as themselves, every other file as octet-stream)',
        description: `${whoMayCall} An attachment of a ticket the caller may not see is ticket_not_found; one the ticket does not have is attachment_not_found.`,
        params: ticketParams.extend({ attachmentId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { filename, file } = await readTicketAttachment({
        db,
        actor: viewerOf(request),
        ticketId: request.params.id,
        attachmentId: request.params.attachmentId,
      });
      return sendStoredFile(reply, file, { cache: 'private', downloadName: filename });
    },
  );

  api.post(
    '/api/tickets',
    {
      config: {
        access: 'authenticated',
        permission: 'tickets.create',
        isIdempotent: true,
        unauthenticatedMessage: ticketMessages.loginToCreate,
      },
      schema: {
        tags,
        security,
        summary: 'Opens a ticket: a customer’s own, a staff member’s for a customer, or an escalation to platform support',
        description:
          "Customers send subject and description (else ticket_subject_description_required). Staff also send the customer (customerId from the dropdown, or customerName as typed) and priority (else ticket_fields_required). A platform-support marker in customerName, or escalate: true, creates the ticket in the platform organization on the caller's organization's behalf, without a customer, low priority raised to medium (escalation_unavailable when there is no platform organization, escalation_from_platform from the platform organization itself). New tickets are open.",
        headers: idempotencyHeaders,
        body: createTicketSchema,
        response: { 201: ticketSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createTicket({ ...services, actor: creatorOf(request), input: request.body })),
  );

  api.post(
    '/api/tickets/:id/comments',
    {
      config: { access: 'authenticated', apiKeyScope: 'tickets:write', isIdempotent: true },
      schema: {
        tags,
        security,
        summary: 'Adds a comment; a customer’s first comment on a ticket without comments moves it to in progress',
        description: `${whoMayCall} A super admin's reply to an escalation is posted as the platform's support team; the organization an escalation came from comments on it too.`,
        params: ticketParams,
        headers: idempotencyHeaders,
        body: addCommentSchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addComment({ ...services, actor: viewerOf(request), ticketId: request.params.id, ...request.body })),
  );

  api.get(
    '/api/tickets/assignees',
    {
      config: { ...staffOrSuperAdmin, apiKeyScope: 'tickets:read' },
      schema: {
        tags,
        security,
        summary: "The organization's staff a ticket can be assigned to (org admins and agents), by name",
        description: "Staff of the request's organization.",
        response: { 200: z.object({ items: z.array(assigneeSchema) }) },
      },
    },
    async (request) => ({ items: await listAssignees({ db, actor: viewerOf(request) }) }),
  );

  api.put(
    '/api/tickets/:id/assignee',
    {
      config: { ...staffOrSuperAdmin, apiKeyScope: 'tickets:write' },
      schema: {
        tags,
        security,
        summary: 'Assigns a ticket to a member of the staff, or gives it back to the queue',
        description:
          'Org admins assign any org admin or agent of the organization (else assignee_not_staff) or unassign. Agents take an unassigned ticket or give back their own (else assignment_not_allowed). The new assignee is notified unless they took it. Escalations are read-only for the organization they came from (escalation_read_only).',
        params: ticketParams,
        body: assignTicketSchema,
        response: {
          200: z.object({ ticket: ticketSchema, message: z.string().describe('Ticket assigned to {name}, or Ticket unassigned') }),
        },
      },
    },
    async (request) =>
      assignTicket({ ...services, actor: viewerOf(request), ticketId: request.params.id, assignedTo: request.body.assignedTo }),
  );

  api.patch(
    '/api/tickets/:id/status',
    {
      config: { ...staffOrSuperAdmin, apiKeyScope: 'tickets:write' },
      schema: {
        tags,
        security,
        summary: "Sets a ticket's status (any of the specifications' spellings; answered with the canonical one)",
        description:
          "Staff of the ticket's organization, any status; resolved or closed only with the fields required to close filled in (else ticket_fields_missing, 409, naming them). Super admins on escalations: in_progress, resolved or closed (else status_not_allowed); the organization it came from is told. The organization an escalation came from cannot change it (escalation_read_only).",
        params: ticketParams,
        body: changeStatusSchema,
        response: { 200: z.object({ ticket: ticketSchema, message: z.string().describe('Ticket status updated to {status}') }) },
      },
    },
    async (request) =>
      changeTicketStatus({ ...services, actor: viewerOf(request), ticketId: request.params.id, status: request.body.status }),
  );

  api.patch(
    '/api/tickets/:id/priority',
    {
      config: { ...staffOrSuperAdmin, apiKeyScope: 'tickets:write' },
      schema: {
        tags,
        security,
        summary: "Sets a ticket's priority; an open ticket comes under the service-level policy of its new priority",
        description:
          "Staff who may change the ticket (org admins; agents on the tickets they see). Customers are refused (forbidden); another organization's ticket is ticket_not_found.",
        params: ticketParams,
        body: changePrioritySchema,
        response: { 200: z.object({ ticket: ticketSchema, message: z.string().describe('Priority set to {priority}.') }) },
      },
    },
    async (request) =>
      changeTicketPriority({ ...services, actor: viewerOf(request), ticketId: request.params.id, priority: request.body.priority }),
  );

  api.put(
    '/api/tickets/:id/tags',
    {
      config: { ...staffOrSuperAdmin, apiKeyScope: 'tickets:write' },
      schema: {
        tags,
        security,
        summary: "Sets a ticket's tags (the whole set), the staff's own labels that customers never see",
        description:
          "Staff who may change the ticket (org admins; agents on the tickets they see). Customers are refused (forbidden); another organization's ticket is ticket_not_found.",
        params: ticketParams,
        body: setTagsSchema,
        response: { 200: ticketSchema },
      },
    },
    async (request) => setTicketTags({ ...services, actor: viewerOf(request), ticketId: request.params.id, tags: request.body.tags }),
  );

  api.put(
    '/api/tickets/:id/custom-fields',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "Sets values of a ticket's custom fields: those sent, null or an empty text clearing one",
        description:
          "Staff who may change the ticket. Each value is checked against its field (validation_failed naming it); an archived or unknown field is refused. Another organization's ticket is ticket_not_found. Its customer is not told.",
        params: ticketParams,
        body: setCustomFieldsSchema,
        response: { 200: ticketSchema },
      },
    },
    async (request) =>
      setTicketCustomFields({
        ...services,
        actor: viewerOf(request),
        ticketId: request.params.id,
        customFields: request.body.customFields,
      }),
  );

  api.get(
    '/api/tickets/tags',
    {
      config: { access: 'staff', apiKeyScope: 'tickets:read' },
      schema: {
        tags,
        security,
        summary: "The organization's tags beginning with what is typed, most used first (at most 10)",
        querystring: tagSuggestionsQuerySchema,
        response: { 200: z.array(tagSuggestionSchema) },
      },
    },
    async (request) => suggestTags({ db, actor: viewerOf(request), search: request.query.search }),
  );

  const appointmentMessages = { noProfile: ticketMessages.profileUnavailable, noOrganization: ticketMessages.noOrganizationForUser };
  const appointmentCaller = (request: FastifyRequest) => actingMemberOf(request, appointmentMessages);
  const appointmentAccess = {
    access: 'staff_or_super_admin',
    memberMessages: appointmentMessages,
    unauthenticatedMessage: ticketMessages.loginToSchedule,
  } as const;

  api.post(
    '/api/tickets/:id/appointments',
    {
      config: appointmentAccess,
      schema: {
        tags,
        security,
        summary: 'Schedules an appointment for the ticket (a calendar event of type ticket_appointment), an hour long unless chosen',
        description:
          "Staff of the ticket's organization. Date, time and title are required (appointment_fields_required: 'Please fill in all fields'); the date may not be before today in the organization's time zone (appointment_date_past).",
        params: ticketParams,
        body: appointmentInputSchema,
        response: { 201: appointmentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await scheduleAppointment({ ...services, actor: appointmentCaller(request), ticketId: request.params.id, input: request.body }),
        ),
  );

  api.patch(
    '/api/tickets/:id/appointments/:eventId',
    {
      config: appointmentAccess,
      schema: {
        tags,
        security,
        summary: "Changes a ticket's appointment: its date, time and title (still one hour long)",
        description: 'The same rules as scheduling; an event that is not this ticket’s appointment is appointment_not_found.',
        params: z.object({ id: z.uuid(), eventId: z.uuid() }),
        body: appointmentInputSchema,
        response: { 200: appointmentSchema },
      },
    },
    async (request) =>
      rescheduleAppointment({
        ...services,
        actor: appointmentCaller(request),
        ticketId: request.params.id,
        eventId: request.params.eventId,
        input: request.body,
      }),
  );
}

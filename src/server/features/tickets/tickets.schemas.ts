import { z } from 'zod';
import { attachmentLimits, attachmentMessages } from '../../../domain/attachment-type.ts';
import { slaTargetKinds } from '../../../domain/service-levels.ts';
import { customFieldLimits } from '../../../domain/ticket-custom-fields.ts';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { ticketListFilterSpellings, ticketSorts } from '../../../domain/ticket-list.ts';
import { priorities, ticketSources, ticketStatuses, ticketStatusSpellings } from '../../../domain/ticket-status.ts';
import { tagLimits } from '../../../domain/ticket-tags.ts';
import { ticketAssigneeFilterSchema } from '../../../domain/ticket-views.ts';

export const appointmentSchema = z.object({
  id: z.uuid().describe('The calendar event (type ticket_appointment, status scheduled)'),
  ticketId: z.uuid(),
  title: z.string(),
  description: z.string(),
  notes: z.string().describe('What was written in Notes: the description after its ticket reference'),
  date: z.string().describe("YYYY-MM-DD in the organization's time zone"),
  time: z.string().describe("HH:mm (24-hour) in the organization's time zone"),
  scheduledAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
});
export type AppointmentDto = z.infer<typeof appointmentSchema>;

export const customFieldValuesSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .describe(
    'Custom field values by field id (GET /api/ticket-fields): text, a number, a date (YYYY-MM-DD), a dropdown option, a checkbox; customers get those of customer-visible fields only',
  );

export const customFieldInputSchema = z
  .record(
    z.uuid('Custom fields are sent by field id.'),
    z.union([z.string().max(customFieldLimits.text * 2), z.number(), z.boolean(), z.null()]),
  )
  .refine((values) => Object.keys(values).length <= customFieldLimits.perOrganization, 'Too many custom fields.')
  .describe('Values by field id; null or an empty text clears one. Customers may fill in only the fields shown to them.');

export const ticketSchema = z.object({
  id: z.uuid(),
  ticketNumber: z.string(),
  title: z.string().describe('As written (also called subject)'),
  displayTitle: z.string().describe('Cleaned for display: escalation, company and ticket-number prefixes and suffixes removed'),
  description: z.string(),
  status: z.enum(ticketStatuses),
  priority: z.enum(priorities),
  tags: z.array(z.string()).describe("The staff's labels, lower-case with hyphens; always empty for customers"),
  customFields: customFieldValuesSchema,
  customerId: z.uuid().nullable(),
  customerName: z.string().describe('For an escalation, the name of the organization it came from'),
  createdBy: z.uuid().nullable(),
  assignedTo: z.uuid().nullable(),
  assigneeName: z.string().nullable().describe('The assignee’s name, when they have one and the caller can see their profile'),
  isEscalation: z.boolean().describe("Shown with the '[ESCALATED]' tag"),
  originOrganizationId: z.uuid().nullable(),
  originOrganizationName: z.string().nullable(),
  originTicketId: z.uuid().nullable(),
  mergedInto: z
    .object({
      id: z.uuid().nullable().describe("Null for a customer when it is another customer's ticket"),
      ticketNumber: z.string(),
    })
    .nullable()
    .describe('The ticket this duplicate was merged into, where its conversation continues; null for a ticket not merged'),
  source: z.enum(ticketSources).describe('The channel the ticket came in through: the web (workspace or portal) or e-mail'),
  commentCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  appointment: appointmentSchema.nullable().describe('The earliest scheduled appointment'),
  serviceLevel: z
    .object({
      target: z.enum(slaTargetKinds),
      dueAt: z.iso.datetime().nullable().describe('Null while the clock is paused'),
      warnAt: z.iso.datetime().nullable(),
      breachedAt: z.iso.datetime().nullable(),
      isPaused: z.boolean(),
    })
    .nullable()
    .describe('The running or paused service-level target due first; null without one, and for customers'),
});
export type TicketDto = z.infer<typeof ticketSchema>;

export const commentSchema = z.object({
  id: z.uuid(),
  ticketId: z.uuid(),
  userId: z.uuid().nullable(),
  userName: z
    .string()
    .describe(
      "The author's name; the platform's support team for a super admin's reply to an escalation; for a customer, the team's replies are signed 'Andy from Acme Field Services'",
    ),
  userEmail: z.string().describe("The author's e-mail; empty for a customer reading the team's replies (staff addresses stay private)"),
  content: z.string(),
  isPlatformSupport: z.boolean(),
  isInternal: z
    .boolean()
    .describe(
      "A note for the ticket's own staff: never shown, mailed or announced to its customer or to the organization an escalation came from",
    ),
  createdAt: z.iso.datetime(),
  undelivered: z
    .object({ reason: z.string().nullable().describe("The delivery report's Status and Diagnostic-Code, when it gives them") })
    .optional()
    .describe('Staff only: the mail that carried this comment to the customer came back undelivered'),
});
export type CommentDto = z.infer<typeof commentSchema>;

export const attachmentSchema = z.object({
  id: z.uuid().describe('Downloaded at GET /api/tickets/{id}/attachments/{attachmentId}'),
  filename: z.string(),
  contentType: z.string().describe('As the message declared it; images are served as such, every other file as a download'),
  size: z.number().int().describe('In bytes'),
  isInline: z.boolean().describe('An image shown inside the HTML (a cid: reference) rather than listed'),
});
export type AttachmentDto = z.infer<typeof attachmentSchema>;

export const messageMailSchema = z.object({
  from: z.string().describe('The address the message came from'),
  html: z
    .string()
    .nullable()
    .describe(
      'The message’s own HTML, sanitized; null when it had none (then the text is shown). Its images carry data-attachment-id (an attachment) or data-remote-src (a remote image, loaded only when the reader asks) instead of src.',
    ),
  quotedText: z.string().describe('The quoted history under a reply, not part of its text; empty when there was none'),
  quotedHtml: z.string().nullable().describe('The same history as sanitized HTML, when the message had HTML'),
  attachments: z.array(attachmentSchema),
});
export type MessageMailDto = z.infer<typeof messageMailSchema>;

export const ticketCommentSchema = commentSchema.extend({
  mail: messageMailSchema.nullable().describe('The e-mail the comment came in as; null for a comment written in the app'),
  attachments: z.array(attachmentSchema).describe("The files of a comment written in the app; an e-mail's are in mail.attachments"),
});

export const attachmentInputSchema = z
  .array(
    z.object({
      fileId: z.uuid().describe('As POST /api/attachments answered it'),
      filename: z.string().max(255).describe('The name the file is listed and downloaded under'),
    }),
  )
  .max(attachmentLimits.perMessage, attachmentMessages.tooMany)
  .default([])
  .describe("Files uploaded with POST /api/attachments by the caller and not yet sent, together within the organization's limit");

export type AttachmentInput = z.infer<typeof attachmentInputSchema>[number];

export const uploadedAttachmentSchema = z.object({
  fileId: z.uuid(),
  filename: z.string().describe('The name as it will be kept: without folders or control characters'),
  contentType: z.string().describe('The type the bytes show, whatever the name or the request claimed'),
  size: z.number().int().describe('In bytes'),
});
export type UploadedAttachmentDto = z.infer<typeof uploadedAttachmentSchema>;

export const ticketListItemSchema = ticketSchema.extend({
  // No max(): zod counts UTF-16 units, the database characters, and an emoji is two of the first.
  description: z
    .string()
    .describe(
      `The first ${ticketLimits.descriptionExcerpt} characters of the description; the ticket itself (GET /api/tickets/{id}) has all of it`,
    ),
});

export const ticketPageSchema = z.object({
  items: z.array(ticketListItemSchema),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

/** A filter on a custom field: its key, a colon and a value. */
const fieldFilterLength = 200;

export const ticketListQuerySchema = z.object({
  search: z
    .string()
    .max(ticketLimits.search)
    .optional()
    .describe(
      'Words of the title, the description or a comment (internal notes for staff only), or part of the ticket number or customer name',
    ),
  status: z
    .enum(ticketListFilterSpellings)
    .default('all')
    .describe(
      'all; open (open or waiting on agent: the team’s move); new (status open); in_progress (in progress or waiting on customer); waiting_customer; waiting_agent; resolved (resolved or closed); high_priority (high or urgent). Open, in progress and resolved partition the tickets.',
    ),
  priority: z.enum(['all', ...priorities]).default('all'),
  tag: z
    .string()
    .max(tagLimits.length * 2)
    .optional()
    .describe('Staff: only the tickets with this tag (written as any spelling of it)'),
  assignee: ticketAssigneeFilterSchema.optional(),
  field: z
    .union([z.string().max(fieldFilterLength), z.array(z.string().max(fieldFilterLength)).max(customFieldLimits.filters)])
    .optional()
    .describe(
      'Staff: only the tickets with this value of a custom field, as key:value (severity:High, visit_date:2026-03-01, part_replaced:true); repeat for several',
    ),
  sort: z
    .enum(ticketSorts)
    .default('newest')
    .describe('newest or oldest created first (the ticket number’s order), or most or least recently updated first'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

export const ticketSummarySchema = z.object({
  total: z.number().int(),
  open: z.number().int().describe('Open or waiting on agent'),
  inProgress: z.number().int(),
  resolved: z.number().int().describe('Resolved or closed'),
  highOrUrgent: z.number().int().describe('Priority high or above, high or urgent: every High Priority card'),
});

export const ticketDetailSchema = z.object({
  ticket: ticketSchema,
  mail: messageMailSchema.nullable().describe('The e-mail that opened the ticket; null for a ticket opened in the app'),
  attachments: z.array(attachmentSchema).describe("The files of a ticket opened in the app; an e-mail's are in mail.attachments"),
  followers: z
    .array(z.object({ userId: z.uuid(), name: z.string() }))
    .describe("The staff who follow it (told of its comments and notes); for the ticket's own staff only, else empty"),
  history: z
    .array(
      z.object({
        field: z.enum(['status', 'priority', 'assignee', 'tags', 'merged_into', 'merged_from']),
        from: z.string().nullable().describe('A status or priority as stored, the assignee’s name, the tags joined; null for none'),
        to: z.string().nullable(),
        actorName: z.string(),
        at: z.iso.datetime(),
      }),
    )
    .describe("What changed on it and who changed it, oldest first; for the ticket's own staff only, else empty"),
  copiedAddresses: z
    .array(z.string())
    .describe("The addresses copied (CC) on its public replies by e-mail; for the ticket's own staff only, else empty"),
  comments: z.array(ticketCommentSchema).describe('Oldest first'),
  upcomingAppointments: z.array(appointmentSchema).describe('Scheduled appointments that have not ended yet, earliest first'),
  serviceLevels: z
    .array(
      z.object({
        id: z.uuid(),
        target: z.enum(slaTargetKinds),
        workOrderId: z.uuid().nullable().describe('For an on-site arrival target, the work order awaited'),
        policyName: z.string(),
        targetMinutes: z.number().int(),
        isBusinessHours: z.boolean(),
        usedMinutes: z.number().int().describe('Minutes of the target used before the current run'),
        startedAt: z.iso.datetime(),
        dueAt: z.iso.datetime().nullable().describe('Null while paused'),
        warnAt: z.iso.datetime().nullable(),
        breachedAt: z.iso.datetime().nullable(),
        stoppedAt: z.iso.datetime().nullable().describe('When the target was met or ended'),
        isPaused: z.boolean(),
      }),
    )
    .describe("Each service-level target's clock on the ticket, oldest first; empty for customers"),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const createTicketSchema = z.object({
  subject: z.string().max(ticketLimits.subject).default(''),
  description: z.string().max(ticketLimits.description).default(''),
  priority: z.enum(priorities).default('medium'),
  customerId: z.uuid().optional().describe('Staff: the customer chosen in the dropdown'),
  customerName: z
    .string()
    .max(ticketLimits.customerName)
    .default('')
    .describe('Staff: the customer field as typed; a platform-support marker escalates'),
  escalate: z.boolean().default(false).describe('Staff: escalate to the platform support team'),
  originTicketId: z.uuid().optional().describe('Staff: the ticket being escalated, when escalating an existing one'),
  attachments: attachmentInputSchema,
  customFields: customFieldInputSchema.default({}),
});
export type CreateTicketInput = z.infer<typeof createTicketSchema>;

export const changeStatusSchema = z.object({ status: z.enum(ticketStatusSpellings) });

export const setCustomFieldsSchema = z.object({ customFields: customFieldInputSchema });

export const changePrioritySchema = z.object({ priority: z.enum(priorities) });

export const setTagsSchema = z.object({
  tags: z
    .array(z.string().max(tagLimits.length * 2))
    .max(tagLimits.perTicket, `A ticket takes at most ${tagLimits.perTicket} tags.`)
    .describe('The whole set; each kept lower-case with hyphens for spaces, repeats left out'),
});

export const copiedAddressesSchema = z.object({
  addresses: z
    .array(z.email('Enter e-mail addresses, such as dana@example.com.').max(254))
    .max(ticketLimits.copiedAddresses, `A ticket copies at most ${ticketLimits.copiedAddresses} addresses.`)
    .describe('The whole set; the customer’s own address is left out (they get the replies anyway)'),
});

export const tagSuggestionsQuerySchema = z.object({
  search: z
    .string()
    .max(tagLimits.length * 2)
    .default('')
    .describe('The beginning of a tag, as typed'),
});

export const tagSuggestionSchema = z.object({ tag: z.string(), tickets: z.number().int().describe('Tickets with it') });

export const assignTicketSchema = z.object({
  assignedTo: z
    .uuid()
    .nullable()
    .describe('A staff member (org admin or agent) of the organization; null gives the ticket back to the queue'),
});

export const assigneeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['org_admin', 'agent']),
});

export const addCommentSchema = z.object({
  content: z.string().max(ticketLimits.comment).describe('May be empty when files are attached'),
  attachments: attachmentInputSchema,
  isInternal: z
    .boolean()
    .default(false)
    .describe(
      "Staff of the ticket's organization only: a note the customer never sees; it changes neither the status nor a service-level clock",
    ),
});

export const appointmentInputSchema = z.object({
  date: z.string().max(20).describe('YYYY-MM-DD, today or later in the organization’s time zone'),
  time: z.string().max(10).describe('HH:mm, 24-hour'),
  title: z.string().max(ticketLimits.appointmentTitle),
  description: z
    .string()
    .max(ticketLimits.appointmentDescription)
    .optional()
    .describe('Notes added to the event after the ticket reference; left out of an edit, they stay as they are'),
  durationMinutes: z
    .number()
    .int()
    .min(ticketLimits.appointmentMinutesMin, `an appointment lasts at least ${ticketLimits.appointmentMinutesMin} minutes`)
    .max(ticketLimits.appointmentMinutesMax, 'an appointment lasts a day at most')
    .refine((minutes) => minutes % 15 === 0, 'use steps of 15 minutes')
    .optional()
    .describe('An hour when a new appointment leaves it out; left out of an edit, the length stays as it is'),
});
export type AppointmentInput = z.infer<typeof appointmentInputSchema>;

export const customerChoiceSchema = z.object({
  id: z.uuid(),
  contactName: z.string(),
  organizationName: z.string(),
  email: z.string(),
});

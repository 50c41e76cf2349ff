import { z } from 'zod';
import { plannableInstantSchema } from '../../../domain/dispatch.ts';
import { skillsSchema } from '../../../domain/skills.ts';
import { priorities } from '../../../domain/ticket-status.ts';
import { visitStates } from '../../../domain/visit-state.ts';
import { layoutElementSchema } from '../../../domain/work-order-layout.ts';
import { workOrderStatuses } from '../../../domain/work-order-status.ts';

export const WORK_ORDER_TEXT_MAX = 5000;
const HOURS_MAX = 10_000;

/** Hours in steps of 0.5 (workspace.md section 5); null for a blank field. */
const hoursSchema = z
  .number()
  .min(0, 'hours cannot be negative')
  .max(HOURS_MAX)
  .refine((hours) => Number.isInteger(hours * 2), 'use steps of 0.5 hours')
  .nullable();

const formValuesSchema = z
  .record(z.string().max(64), z.string().max(WORK_ORDER_TEXT_MAX))
  .refine((values) => Object.keys(values).length <= 100, 'at most 100 form values')
  .describe("Answers to the layout's form fields, by element id");

export const workOrderSchema = z.object({
  id: z.uuid(),
  workOrderNumber: z.string().describe('WO-0001 style, unique in the organization'),
  title: z.string(),
  description: z.string(),
  priority: z.enum(priorities),
  status: z.enum(workOrderStatuses),
  scheduledDate: z.iso.datetime().nullable(),
  address: z.string().nullable(),
  estimatedHours: z.number().nullable(),
  actualHours: z.number().nullable(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  customerCompany: z.string().nullable(),
  assignedTo: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  requiredSkills: z.array(z.string()),
  createdBy: z.uuid().nullable(),
  ticketId: z.uuid().nullable().describe('The ticket it was created from'),
  ticketNumber: z.string().nullable(),
  layoutVersion: z.number().int().nullable().describe('The layout version it was filled with'),
  formValues: z.record(z.string(), z.string()),
  signature: z
    .object({
      signerName: z.string().describe('The name the signer typed'),
      signedAt: z.iso.datetime(),
      signedByName: z.string().nullable().describe('The staff member who captured it'),
      url: z.string(),
    })
    .nullable(),
  photoCount: z.number().int(),
  completedAt: z.iso.datetime().nullable(),
  reopenedAt: z.iso.datetime().nullable().describe('When an admin last reopened it after completion'),
  documentUrl: z.string().nullable().describe('The signed PDF, once completed'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WorkOrderDto = z.infer<typeof workOrderSchema>;

export const photoSchema = z.object({ id: z.uuid(), url: z.string(), createdAt: z.iso.datetime() });

export const workOrderDetailSchema = workOrderSchema.extend({
  photos: z.array(photoSchema),
  layout: z.array(layoutElementSchema).describe('The elements of the layout version it was filled with'),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

export const workOrderPageSchema = z.object({
  items: z.array(workOrderSchema),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
});

export const workOrderListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().describe('Part of the number, title, description, address or customer'),
  status: z.enum([...workOrderStatuses, 'all']).default('all'),
  ticketId: z.uuid().optional().describe('Only the work orders created from this ticket'),
  isMine: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe("true: only the caller's own work orders (assigned to them)"),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type WorkOrderListQuery = z.infer<typeof workOrderListQuerySchema>;

const entityFields = {
  description: z.string().max(WORK_ORDER_TEXT_MAX),
  priority: z.enum(priorities),
  scheduledDate: plannableInstantSchema.nullable(),
  address: z.string().trim().max(500).nullable(),
  estimatedHours: hoursSchema,
  customerId: z.uuid().nullable(),
  assignedTo: z.uuid().nullable(),
  formValues: formValuesSchema,
  requiredSkills: skillsSchema.describe('What the job needs the technician to be able to do; Suggest puts those who can first'),
};

export const createWorkOrderSchema = z.object({
  title: z.string().trim().max(200),
  description: entityFields.description.default(''),
  priority: entityFields.priority.optional().describe("The settings' default priority when left out"),
  scheduledDate: entityFields.scheduledDate.default(null),
  address: entityFields.address.default(null),
  estimatedHours: entityFields.estimatedHours.default(null),
  customerId: entityFields.customerId.default(null).describe("The ticket's customer when created from a ticket and left out"),
  assignedTo: entityFields.assignedTo.optional().describe("Left out: the settings' auto-assign rule decides (none, creator, round-robin)"),
  ticketId: z.uuid().nullable().default(null),
  formValues: formValuesSchema.default({}),
  requiredSkills: entityFields.requiredSkills.default([]),
});
export type CreateWorkOrderInput = z.infer<typeof createWorkOrderSchema>;

export const updateWorkOrderSchema = z
  .object({
    title: z.string().trim().max(200),
    ...entityFields,
    actualHours: hoursSchema,
  })
  .partial()
  .describe('Only the fields sent change; a blank hours field is sent as null');
export type UpdateWorkOrderInput = z.infer<typeof updateWorkOrderSchema>;

export const changeWorkOrderStatusSchema = z.object({ status: z.enum(['pending', 'in_progress', 'cancelled']) });

export const signatureInputSchema = z.object({
  signerName: z.string().trim().max(200),
  image: z
    .string()
    .max(700_000)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'send the signature as a PNG data URL')
    .describe('The drawing as a PNG data URL (signature_pad toDataURL)'),
});

export const customerVisitSchema = z.object({
  start: z.iso.datetime().describe('The start of the arrival window'),
  end: z.iso.datetime().describe('The end of the arrival window'),
  state: z.enum(visitStates).describe('Where the visit stands: on the way, late once the window has passed without an arrival'),
  technicianFirstName: z.string().nullable(),
});

export const customerWorkOrderSchema = workOrderSchema
  .pick({
    id: true,
    workOrderNumber: true,
    title: true,
    status: true,
    scheduledDate: true,
    completedAt: true,
    documentUrl: true,
    createdAt: true,
  })
  .extend({ visit: customerVisitSchema.nullable().describe('The scheduled visit; null while it has no time') });
export type CustomerWorkOrderDto = z.infer<typeof customerWorkOrderSchema>;

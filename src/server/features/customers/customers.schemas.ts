import { z } from 'zod';
import { customerLimits } from '../../../domain/customer-rules.ts';
import { priorities, ticketStatuses } from '../../../domain/ticket-status.ts';

export const customerSchema = z.object({
  id: z.uuid(),
  organizationName: z.string().describe('The company'),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['user']).describe('Customers are profiles with role user'),
  hasLogin: z.boolean().describe('The customer has an account to sign in with (an Active User)'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  archivedAt: z.iso.datetime().nullable().describe('When the customer was archived; null for the customers on the list'),
  emailBouncedAt: z.iso
    .datetime()
    .nullable()
    .describe('When mail to their address last came back undelivered; null once mail from it arrives or a member clears it'),
});
export type CustomerDto = z.infer<typeof customerSchema>;

export const customerPageSchema = z.object({
  items: z.array(customerSchema),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
});

export const customerListQuerySchema = z.object({
  status: z.enum(['active', 'archived']).default('active').describe('The customers on the list, or the archived ones'),
  search: z.string().max(customerLimits.search).optional().describe('Part of the contact name, company or e-mail, any case'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerSummarySchema = z.object({
  total: z.number().int().describe('Total Customers (archived ones are not counted)'),
  activeUsers: z.number().int().describe('Active Users: customers with a login'),
  newThisMonth: z.number().int().describe("New This Month, in the organization's time zone"),
  withEmail: z.number().int().describe('With Email'),
});

/** What the forms send; emptiness and format are checked by the rules, which answer the specification's messages. */
export const customerInputSchema = z.object({
  organizationName: z.string().max(1000),
  contactName: z.string().max(1000),
  email: z.string().max(1000),
  phone: z.string().max(1000).nullable().optional().describe('Optional; empty is stored as null'),
});

export const deleteOutcomeSchema = z
  .enum(['archive', 'delete'])
  .describe('archive: the customer has tickets or work orders, which keep their name; delete: nothing refers to them');

export const customerDetailSchema = z.object({
  customer: customerSchema,
  ticketCount: z.number().int(),
  workOrderCount: z.number().int(),
  deleteOutcome: deleteOutcomeSchema,
  tickets: z
    .array(
      z.object({
        id: z.uuid(),
        ticketNumber: z.string(),
        title: z.string(),
        status: z.enum(ticketStatuses),
        priority: z.enum(priorities),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe('The newest tickets, up to 100'),
  workOrders: z
    .array(
      z.object({
        id: z.uuid(),
        workOrderNumber: z.string(),
        title: z.string(),
        status: z.string(),
        priority: z.enum(priorities),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe('The newest work orders, up to 100'),
});

export const deletedCustomerSchema = z.object({ outcome: z.enum(['archived', 'deleted']) });

export const csvBodySchema = z.object({
  csv: z.string().max(customerLimits.importChars).describe('The CSV file as text: a header line naming company, name, e-mail and phone'),
});

export const importPreviewSchema = z.object({
  rows: z.array(
    z.object({
      line: z.number().int().describe('Line in the file; the header is line 1'),
      organizationName: z.string(),
      contactName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      status: z.enum(['valid', 'invalid', 'duplicate']),
      errors: z.array(z.string()),
    }),
  ),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  ignoredColumns: z.array(z.string()).describe('Headers the import does not know'),
});

export const importResultSchema = z.object({
  added: z.number().int(),
  skippedDuplicates: z.number().int(),
  skippedInvalid: z.number().int(),
});

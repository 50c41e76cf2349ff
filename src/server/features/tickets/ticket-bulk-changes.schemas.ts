import { z } from 'zod';
import { BULK_BATCH_SIZE } from '../../../domain/ticket-bulk-changes.ts';
import { ticketStatusSpellings } from '../../../domain/ticket-status.ts';
import { ticketListQuerySchema } from './tickets.schemas.ts';

/** The list's filters and search: which tickets 'all matching' means. */
export const ticketMatchSchema = ticketListQuerySchema.pick({
  search: true,
  status: true,
  priority: true,
  tag: true,
  assignee: true,
  field: true,
});
export type TicketMatch = z.infer<typeof ticketMatchSchema>;

export const bulkActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: z.enum(ticketStatusSpellings).describe('closed closes them') }),
  z.object({
    type: z.literal('assign'),
    assignedTo: z.uuid().nullable().describe('A staff member of the organization; null gives the tickets back to the queue'),
  }),
]);

export const bulkChangeInputSchema = z
  .object({
    action: bulkActionSchema,
    ticketIds: z
      .array(z.uuid())
      .min(1)
      .max(BULK_BATCH_SIZE)
      .optional()
      .describe(`The tickets selected on the screen, at most ${BULK_BATCH_SIZE}`),
    matching: ticketMatchSchema.optional().describe("Every ticket of the caller's list that these filters match"),
  })
  .refine((input) => (input.ticketIds === undefined) !== (input.matching === undefined), {
    message: 'send either ticketIds or matching',
    path: ['ticketIds'],
  });
export type BulkChangeInput = z.infer<typeof bulkChangeInputSchema>;

export const bulkChangeSchema = z.object({
  id: z.uuid().nullable().describe('The change running as a job, to follow; null when it was done at once'),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int().describe('Tickets it applies to'),
  processed: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int().describe('Already had that status or assignee'),
  skipped: z.number().int().describe('Tickets the caller may not change'),
  message: z.string().describe("'12 tickets closed', and what was left and why"),
  skippedTickets: z
    .array(z.object({ id: z.uuid(), ticketNumber: z.string(), reason: z.string() }))
    .describe('For a change made at once: each ticket left out because it lacks fields required to close, and what it lacks'),
});
export type BulkChangeView = z.infer<typeof bulkChangeSchema>;

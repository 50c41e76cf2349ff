import { z } from 'zod';
import { customFieldLimits } from './ticket-custom-fields.ts';
import { ticketLimits } from './ticket-limits.ts';
import { ticketListFilters, ticketSorts } from './ticket-list.ts';
import { priorities } from './ticket-status.ts';
import { tagLimits } from './ticket-tags.ts';

export const ticketViewLimits = {
  name: 60,
  /** Shared views of an organization, and personal ones of each staff member: the sidebar lists them all at once. */
  perScope: 50,
} as const;

/** Shared views belong to the organization (managed by its admins); personal ones to the staff member who saved them. */
export const ticketViewScopes = ['shared', 'personal'] as const;
export type TicketViewScope = (typeof ticketViewScopes)[number];

/** Whose tickets: the viewer's own, the queue's (nobody's), or one staff member's by id. */
export const ticketAssigneeFilterSchema = z
  .union([z.enum(['me', 'unassigned']), z.uuid()])
  .describe("Staff: me (assigned to the caller), unassigned (the queue), or a staff member's id");
export type TicketAssigneeFilter = z.infer<typeof ticketAssigneeFilterSchema>;

/** A view's filters, as the list's address and API spell them; what is left out matches every ticket. */
export const ticketViewFiltersSchema = z.object({
  status: z.enum(ticketListFilters).default('all'),
  priority: z.enum(['all', ...priorities]).default('all'),
  tag: z
    .string()
    .trim()
    .max(tagLimits.length * 2)
    .default(''),
  assignee: ticketAssigneeFilterSchema.nullable().default(null),
  search: z.string().trim().max(ticketLimits.search).default(''),
  field: z
    .array(z.string().max(200))
    .max(customFieldLimits.filters)
    .default([])
    .describe('Filters on custom fields, each key:value as the list takes them'),
  sort: z.enum(ticketSorts).default('newest'),
});
export type TicketViewFilters = z.infer<typeof ticketViewFiltersSchema>;

export const ticketViewInputSchema = z.object({
  name: z.string().trim().min(1, 'Give the view a name.').max(ticketViewLimits.name),
  scope: z.enum(ticketViewScopes).describe('shared: for the whole team (managed by org admins); personal: yours only'),
  filters: ticketViewFiltersSchema,
});
export type TicketViewInput = z.infer<typeof ticketViewInputSchema>;

/** Stored filters as they read now: a value no longer known (a status renamed since) falls back to matching all. */
export function readTicketViewFilters(stored: unknown): TicketViewFilters {
  const parsed = ticketViewFiltersSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : ticketViewFiltersSchema.parse({});
}

import { z } from 'zod';
import { priorities, priorityLabels, ticketStatuses, ticketStatusLabels } from './ticket-status.ts';

export const savedReplyLimits = {
  name: 100,
  /** A reply's template; its rendered text must still fit a comment. */
  body: 5000,
  /** Shared replies of an organization, and personal ones of each staff member: the picker lists them all at once. */
  perScope: 200,
} as const;

/** Shared replies belong to the organization; personal ones to the staff member who wrote them, and only they see them. */
export const savedReplyScopes = ['shared', 'personal'] as const;
export type SavedReplyScope = (typeof savedReplyScopes)[number];

/** The placeholders a reply may use, with what each one is in a reply. */
export const savedReplyPlaceholders = [
  { name: 'customer.first_name', description: "The customer's first name" },
  { name: 'customer.name', description: "The customer's full name" },
  { name: 'customer.email', description: "The customer's e-mail address" },
  { name: 'ticket.number', description: 'The ticket number, e.g. TKT-1042' },
  { name: 'ticket.title', description: "The ticket's title" },
  { name: 'ticket.status', description: "The ticket's status, e.g. In Progress" },
  { name: 'agent.name', description: 'Your full name' },
  { name: 'agent.first_name', description: 'Your first name' },
  { name: 'organization.name', description: "Your organization's name" },
] as const;

/** What a macro changes on the ticket when its reply is sent; a reply without any is a plain saved reply. */
export const savedReplyActionsSchema = z.object({
  status: z.enum(ticketStatuses).nullable().default(null).describe('The status the ticket is set to; null leaves it'),
  priority: z.enum(priorities).nullable().default(null).describe('The priority the ticket is set to; null leaves it'),
  assigneeId: z.uuid().nullable().default(null).describe('The staff member the ticket is given to; null leaves the assignee'),
});
export type SavedReplyActions = z.infer<typeof savedReplyActionsSchema>;

export const savedReplyInputSchema = z.object({
  name: z.string().trim().min(1, 'Give the reply a name.').max(savedReplyLimits.name),
  body: z.string().trim().min(1, 'Write the text of the reply.').max(savedReplyLimits.body),
  scope: z
    .enum(savedReplyScopes)
    .describe('shared: for the whole team (managed by org admins, or agents allowed to); personal: yours only'),
  actions: savedReplyActionsSchema.default({ status: null, priority: null, assigneeId: null }),
});
export type SavedReplyInput = z.infer<typeof savedReplyInputSchema>;

export function hasActions(actions: SavedReplyActions): boolean {
  return actions.status !== null || actions.priority !== null || actions.assigneeId !== null;
}

/** What a macro will do, for the picker and the settings list: 'Status: Resolved · Priority: High · Assign: Olga Agent'. */
export function describeActions(actions: SavedReplyActions, assigneeName: string | null): string {
  const parts = [
    actions.status ? `Status: ${ticketStatusLabels[actions.status]}` : null,
    actions.priority ? `Priority: ${priorityLabels[actions.priority]}` : null,
    actions.assigneeId ? `Assign: ${assigneeName ?? 'a former team member'}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The picker's filter: every word typed after "/" appears in the reply's name (or, failing that, its text). */
export function matchesSavedReply(reply: { name: string; body: string }, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const name = reply.name.toLowerCase();
  const body = reply.body.toLowerCase();
  return words.every((word) => name.includes(word) || body.includes(word));
}

import { z } from 'zod';
import { accountMessages } from './account-validation.ts';
import { skillsSchema } from './skills.ts';

/** An agent's availability (workspace.md section 4); round-robin assignment takes active first, then busy. */
export const agentStatuses = ['active', 'busy', 'away', 'inactive'] as const;
export type AgentStatus = (typeof agentStatuses)[number];

export const agentStatusLabels: Record<AgentStatus, { label: string; description: string; color: string }> = {
  active: { label: 'Available', description: 'Ready for tickets', color: 'green' },
  busy: { label: 'Busy', description: 'Limited availability', color: 'yellow' },
  away: { label: 'Away', description: 'Temporarily unavailable', color: 'orange' },
  inactive: { label: 'Offline', description: 'Not taking tickets', color: 'gray' },
};

/** The agent form edits status as active or inactive; the agent sets the others themselves. */
export const agentFormStatuses = ['active', 'inactive'] as const satisfies readonly AgentStatus[];

export const agentRoles = ['agent', 'admin'] as const;
export type AgentRole = (typeof agentRoles)[number];
export const agentRoleLabels: Record<AgentRole, string> = { agent: 'Agent', admin: 'Admin' };

export const DEFAULT_AGENT_DUTIES = 'employee';
export const AGENT_NAME_MAX_LENGTH = 200;
export const AGENT_DUTIES_MAX_LENGTH = 100;

/** The texts of workspace.md sections 5 and 8 for the team list. */
export const agentMessages = {
  added: (email: string) => `Agent added and invitation sent successfully to ${email}!`,
  addedWithoutInvitation: (reason: string) => `Agent added but failed to send invitation: ${reason}`,
  addFailed: (reason: string) => `Failed to add agent: ${reason}`,
  updated: 'Agent updated successfully!',
  removeConfirmation: (name: string) => `Are you sure you want to remove ${name}? This action cannot be undone.`,
  invitationResent: (email: string) => `Invitation sent again to ${email}.`,
  noAgentProfile: 'No agent profile',
} as const;

const name = z.string().trim().min(1, accountMessages.fillRequired).max(AGENT_NAME_MAX_LENGTH);
const email = z.string().trim().min(1, accountMessages.fillRequired).toLowerCase().pipe(z.email(accountMessages.invalidEmail));
const duties = z
  .string()
  .trim()
  .max(AGENT_DUTIES_MAX_LENGTH)
  .transform((value) => value || DEFAULT_AGENT_DUTIES);

/** The add and edit agent form: name and e-mail required; role agent or admin; duties default employee. */
export const agentFormSchema = z.object({
  name,
  email,
  role: z.enum(agentRoles).default('agent'),
  duties: duties.default(DEFAULT_AGENT_DUTIES),
  status: z.enum(agentFormStatuses).default('active'),
  skills: skillsSchema.default([]),
});
export type AgentFormInput = z.input<typeof agentFormSchema>;
export type AgentFormValues = z.output<typeof agentFormSchema>;

/** An edit names only what changes; an admin may set any status, as the agent can. */
export const agentChangeSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  role: z.enum(agentRoles).optional(),
  duties: duties.optional(),
  status: z.enum(agentStatuses).optional(),
  skills: skillsSchema.optional(),
});
export type AgentChange = z.output<typeof agentChangeSchema>;

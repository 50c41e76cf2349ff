import { type AgentChange, type AgentFormValues, type AgentStatus, agentMessages } from '../../../domain/agents.ts';
import { DomainError } from '../../../domain/errors.ts';
import { isAllowed } from '../../../domain/roles.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { Caller, ProfileCache } from '../../http/access.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import type { RequestOrganization } from '../../http/tenancy.ts';
import { publishEvent, publishEvents } from '../../realtime/publish-event.ts';
import { inviteAgent } from '../agent-invitations/agent-invitations.service.ts';
import { type AuditActor, recordAuditEvent, recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import type { TeamMemberRow } from './agents.repository.ts';
import * as repository from './agents.repository.ts';

export type TeamMember = Omit<TeamMemberRow, 'userId' | 'invitationStatus' | 'invitationExpiresAt'> & {
  hasAccount: boolean;
  /** For an agent who has not signed up: whether their invitation link still works. */
  invitation: 'pending' | 'expired' | 'none' | null;
  isYou: boolean;
};

function teamMemberOf(row: TeamMemberRow, actor: ActingMember, now: Date): TeamMember {
  const hasAccount = row.userId !== null;
  const invitation = (() => {
    if (hasAccount) return null;
    if (row.invitationStatus !== 'pending') return 'none';
    return row.invitationExpiresAt && row.invitationExpiresAt <= now ? 'expired' : 'pending';
  })();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    duties: row.duties,
    status: row.status,
    skills: row.skills,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    hasAccount,
    invitation,
    isYou: row.userId === actor.userId,
  };
}

async function teamMember(tx: Tx, organizationId: string, agentId: string, actor: ActingMember, now: Date): Promise<TeamMember> {
  const row = await repository.findTeamMember(tx, organizationId, agentId);
  if (!row) throw new DomainError('agent_not_found');
  return teamMemberOf(row, actor, now);
}

/** Admins are made, changed and removed by org admins only, whatever the permission matrix grants an agent. */
function assertMayTouchAdmins(actor: ActingMember): void {
  if (!isAllowed('org_admin', actor.role)) throw new DomainError('admin_role_not_allowed');
}

async function assertAnotherAdminRemains(tx: Tx, organizationId: string, userId: string): Promise<void> {
  if ((await repository.findMemberRole(tx, organizationId, userId)) !== 'org_admin') return;
  if ((await repository.countOrgAdmins(tx, organizationId)) <= 1) throw new DomainError('last_org_admin');
}

export function listTeam(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actor: ActingMember;
  page: { limit: number; offset: number };
}): Promise<{ agents: TeamMember[]; hasMore: boolean }> {
  const { db, clock, organizationId, actor, page } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const { rows, hasMore } = await repository.listTeam(tx, organizationId, page);
    const now = clock.now();
    return { agents: rows.map((row) => teamMemberOf(row, actor, now)), hasMore };
  });
}

export type AddAgentResult = { agent: TeamMember; invitation: { isSent: true; message: string } | { isSent: false; message: string } };

/**
 * Adds an agent to the team, then invites them. The agent stays added when the invitation cannot be
 * sent (the specification's "Agent added but failed to send invitation"); Resend tries again.
 */
export async function addAgent(options: {
  db: Database;
  auth: AuthService;
  config: Config;
  clock: Clock;
  organization: RequestOrganization;
  actor: ActingMember;
  /** The signed-in caller, who the invitation e-mail names. */
  caller: Caller;
  input: AgentFormValues;
}): Promise<AddAgentResult> {
  const { db, clock, organization, input } = options;
  const { actor } = options;
  const organizationId = organization.id;
  if (input.role === 'admin') assertMayTouchAdmins(actor);
  const agentId = await db.withTenant({ organizationId }, async (tx) => {
    if (await repository.hasAgentWithEmail(tx, organizationId, input.email)) {
      throw new DomainError('agent_exists', undefined, { field: 'email' });
    }
    const id = await repository.insertAgent(tx, { organizationId, ...input, createdBy: actor.userId, now: clock.now() });
    await publishEvent(tx, { organizationId, type: 'team.updated', payload: { change: 'added', agentId: id } });
    return id;
  });
  const invitation = await inviteAgent({
    ...options,
    actor: options.caller,
    address: actor.address ?? null,
    input: { email: input.email, name: input.name },
  }).then(
    () => ({ isSent: true as const, message: agentMessages.added(input.email) }),
    (error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      return { isSent: false as const, message: agentMessages.addedWithoutInvitation(error.message) };
    },
  );
  const agent = await db.withTenant({ organizationId }, (tx) => teamMember(tx, organizationId, agentId, actor, clock.now()));
  return { agent, invitation };
}

/** Edits a team member; their profile follows their name and role, so an admin here is an org admin everywhere. */
export async function updateAgent(options: {
  db: Database;
  clock: Clock;
  profileCache: ProfileCache;
  organizationId: string;
  actor: ActingMember;
  agentId: string;
  input: AgentChange;
}): Promise<TeamMember> {
  const { db, clock, profileCache, organizationId, agentId, input } = options;
  const { actor } = options;
  const updated = await db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const agent = await repository.lockAgent(tx, organizationId, agentId);
    if (!agent) throw new DomainError('agent_not_found');
    if (agent.role === 'admin' || input.role === 'admin') assertMayTouchAdmins(actor);

    const isNewEmail = input.email !== undefined && input.email !== agent.email.toLowerCase();
    if (isNewEmail && input.email) {
      if (agent.userId) throw new DomainError('agent_email_locked', undefined, { field: 'email' });
      if (await repository.hasAgentWithEmail(tx, organizationId, input.email, agent.id)) {
        throw new DomainError('agent_exists', undefined, { field: 'email' });
      }
      // The old address's link would otherwise still let someone join as this agent.
      await repository.revokeInvitationsOf(tx, organizationId, agent.email, now);
    }
    const isDemotion = agent.role === 'admin' && input.role === 'agent';
    if (agent.userId) {
      if (isDemotion) await assertAnotherAdminRemains(tx, organizationId, agent.userId);
      const role = input.role && input.role !== agent.role ? (input.role === 'admin' ? 'org_admin' : 'agent') : undefined;
      await repository.updateMember(tx, organizationId, agent.userId, { name: input.name, role, now });
    }
    if (input.role !== undefined && input.role !== agent.role) {
      await recordAuditEvent(tx, {
        organizationId,
        actor,
        action: 'agent.role_changed',
        target: { type: 'agent', id: agent.id, label: `${agent.name} <${agent.email}>` },
        before: { role: agent.role },
        after: { role: input.role },
      });
    }
    await repository.updateAgent(tx, organizationId, agentId, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(isNewEmail && input.email ? { email: input.email } : {}),
      ...(input.role === undefined ? {} : { role: input.role }),
      ...(input.duties === undefined ? {} : { duties: input.duties }),
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.skills === undefined ? {} : { skills: input.skills }),
      updatedAt: now,
    });
    await publishEvent(tx, { organizationId, type: 'team.updated', payload: { change: 'updated', agentId } });
    return { member: await teamMember(tx, organizationId, agentId, actor, now), userId: agent.userId };
  });
  if (updated.userId) profileCache.forget(updated.userId);
  return updated.member;
}

/**
 * Removes an agent from the team: their tickets go back to the queue, their membership and sessions end,
 * their open invitations stop working. Nobody removes themselves, and the last org admin stays.
 */
export async function removeAgent(options: {
  db: Database;
  auth: AuthService;
  clock: Clock;
  profileCache: ProfileCache;
  organizationId: string;
  actor: ActingMember;
  agentId: string;
}): Promise<{ unassignedTickets: number }> {
  const { db, auth, clock, profileCache, organizationId, agentId } = options;
  const { actor } = options;
  const removed = await db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const agent = await repository.lockAgent(tx, organizationId, agentId);
    if (!agent) throw new DomainError('agent_not_found');
    if (agent.userId === actor.userId) throw new DomainError('agent_remove_self');
    if (agent.role === 'admin') assertMayTouchAdmins(actor);
    let ticketIds: string[] = [];
    if (agent.userId) {
      await assertAnotherAdminRemains(tx, organizationId, agent.userId);
      ticketIds = await repository.unassignTickets(tx, organizationId, agent.userId, now);
      // Their visits go back to the tray, at their times, for a dispatcher to give to someone else.
      await repository.unassignVisits(tx, organizationId, agent.userId, now);
      await repository.removeMember(tx, organizationId, agent.userId, now);
      await auth.endAllSessions({ userId: agent.userId, tx });
    }
    await repository.revokeInvitationsOf(tx, organizationId, agent.email, now);
    await repository.deleteAgent(tx, organizationId, agentId);
    await recordAuditEvent(tx, {
      organizationId,
      actor,
      action: 'agent.removed',
      target: { type: 'agent', id: agent.id, label: `${agent.name} <${agent.email}>` },
      before: { role: agent.role, unassignedTickets: ticketIds.length },
    });
    await publishEvents(tx, [
      { organizationId, type: 'team.updated', payload: { change: 'removed', agentId } },
      ...ticketIds.map((ticketId) => ({ organizationId, type: 'ticket.updated', payload: { ticketId, change: 'assignment' } })),
    ]);
    return { userId: agent.userId, unassignedTickets: ticketIds.length };
  });
  if (removed.userId) profileCache.forget(removed.userId);
  return { unassignedTickets: removed.unassignedTickets };
}

export interface OwnAgent {
  id: string;
  name: string;
  status: AgentStatus;
}

export function getOwnAgent(options: { db: Database; organizationId: string; actor: ActingMember }): Promise<{ agent: OwnAgent | null }> {
  const { db, organizationId, actor } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const agent = await repository.findOwnAgent(tx, organizationId, { id: actor.userId, email: actor.email });
    return { agent: agent ? { id: agent.id, name: agent.name, status: agent.status } : null };
  });
}

/** The signed-in staff member sets their own availability; admins' open team lists show it at once. */
export function setOwnStatus(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actor: ActingMember;
  status: AgentStatus;
}): Promise<{ agent: OwnAgent }> {
  const { db, clock, organizationId, actor, status } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const agent = await repository.findOwnAgent(tx, organizationId, { id: actor.userId, email: actor.email });
    if (!agent) throw new DomainError('agent_not_found', agentMessages.noAgentProfile);
    await repository.updateAgent(tx, organizationId, agent.id, { status, updatedAt: clock.now() });
    await publishEvent(tx, { organizationId, type: 'team.updated', payload: { change: 'status', agentId: agent.id, status } });
    return { agent: { id: agent.id, name: agent.name, status } };
  });
}

export function getAutoAssign({ db, organizationId }: { db: Database; organizationId: string }): Promise<{ autoAssignEnabled: boolean }> {
  return db.withTenant({ organizationId }, async (tx) => ({ autoAssignEnabled: await repository.findAutoAssign(tx, organizationId) }));
}

/** Turns round-robin assignment of new tickets on or off; open settings screens hear of it at once. */
export function updateAutoAssign(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actor: AuditActor;
  autoAssignEnabled: boolean;
}): Promise<{ autoAssignEnabled: boolean }> {
  const { db, clock, organizationId, actor } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const before = { autoAssignEnabled: await repository.findAutoAssign(tx, organizationId) };
    const autoAssignEnabled = await repository.saveAutoAssign(tx, organizationId, options.autoAssignEnabled, clock.now());
    await recordSettingsChange(tx, { organizationId, actor, settings: 'auto_assign', before, after: { autoAssignEnabled } });
    await publishEvent(tx, {
      organizationId,
      type: 'settings.updated',
      payload: { group: 'auto_assign', settings: { autoAssignEnabled } },
    });
    return { autoAssignEnabled };
  });
}

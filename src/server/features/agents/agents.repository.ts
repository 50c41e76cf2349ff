import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { AgentRole, AgentStatus } from '../../../domain/agents.ts';
import type { Tx } from '../../db/client.ts';
import {
  agentInvitations,
  agents,
  notificationPreferences,
  organizationSettings,
  profiles,
  tickets,
  users,
  workOrders,
} from '../../db/schema.ts';

export type AgentRecord = typeof agents.$inferSelect;

export interface TeamMemberRow {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  role: AgentRole;
  duties: string;
  status: AgentStatus;
  skills: string[];
  createdAt: Date;
  lastSeenAt: Date | null;
  /** The newest invitation of the address, for an agent who has not signed up. */
  invitationStatus: 'pending' | 'accepted' | 'revoked' | null;
  invitationExpiresAt: Date | null;
}

const ofAgent = (organizationId: string, agentId: string) => and(eq(agents.organizationId, organizationId), eq(agents.id, agentId));

// Last seen: the latest sign-in or token refresh of any of the account's sessions.
const lastSeenAt = sql<Date | null>`greatest(
  ${users.lastSignInAt},
  (select max(s.refreshed_at) from auth_sessions s where s.user_id = ${agents.userId})
)`.mapWith((value) => (value ? new Date(value) : null));

const newestInvitation = (column: 'status' | 'expires_at') =>
  sql.raw(`(select i.${column} from agent_invitations i
     where i.organization_id = agents.organization_id and lower(i.email) = lower(agents.email)
     order by i.created_at desc limit 1)`);

const teamColumns = {
  id: agents.id,
  userId: agents.userId,
  name: agents.name,
  email: agents.email,
  role: agents.role,
  duties: agents.duties,
  status: agents.status,
  skills: agents.skills,
  createdAt: agents.createdAt,
  lastSeenAt,
  invitationStatus: sql<TeamMemberRow['invitationStatus']>`${newestInvitation('status')}`,
  invitationExpiresAt: sql<Date | null>`${newestInvitation('expires_at')}`.mapWith((value) => (value ? new Date(value) : null)),
};

/** Newest first, one page; `hasMore` says whether another page follows. */
export async function listTeam(
  tx: Tx,
  organizationId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: TeamMemberRow[]; hasMore: boolean }> {
  const rows = await tx
    .select(teamColumns)
    .from(agents)
    .leftJoin(users, eq(users.id, agents.userId))
    .where(eq(agents.organizationId, organizationId))
    .orderBy(desc(agents.createdAt), desc(agents.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export async function findTeamMember(tx: Tx, organizationId: string, agentId: string): Promise<TeamMemberRow | null> {
  const [row] = await tx
    .select(teamColumns)
    .from(agents)
    .leftJoin(users, eq(users.id, agents.userId))
    .where(ofAgent(organizationId, agentId));
  return row ?? null;
}

export async function lockAgent(tx: Tx, organizationId: string, agentId: string): Promise<AgentRecord | null> {
  const [row] = await tx.select().from(agents).where(ofAgent(organizationId, agentId)).for('update');
  return row ?? null;
}

/** The signed-in user's agent record: the one linked to their account, else one added for their address. */
export async function findOwnAgent(tx: Tx, organizationId: string, user: { id: string; email: string }): Promise<AgentRecord | null> {
  const [row] = await tx
    .select()
    .from(agents)
    .where(
      and(
        eq(agents.organizationId, organizationId),
        or(eq(agents.userId, user.id), and(sql`${agents.userId} is null`, eq(sql`lower(${agents.email})`, user.email.toLowerCase()))),
      ),
    )
    .orderBy(sql`${agents.userId} is null`)
    .limit(1);
  return row ?? null;
}

export async function hasAgentWithEmail(tx: Tx, organizationId: string, email: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(
      and(
        eq(agents.organizationId, organizationId),
        eq(sql`lower(${agents.email})`, email.toLowerCase()),
        exceptId ? ne(agents.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertAgent(
  tx: Tx,
  values: {
    organizationId: string;
    name: string;
    email: string;
    role: AgentRole;
    duties: string;
    status: AgentStatus;
    skills: string[];
    createdBy: string;
    now: Date;
  },
): Promise<string> {
  const { now, ...agent } = values;
  const [row] = await tx
    .insert(agents)
    .values({ ...agent, createdAt: now, updatedAt: now })
    .returning({ id: agents.id });
  if (!row) throw new Error(`agent ${values.email} not created`);
  return row.id;
}

export async function updateAgent(
  tx: Tx,
  organizationId: string,
  agentId: string,
  values: Partial<Pick<AgentRecord, 'name' | 'email' | 'role' | 'duties' | 'status' | 'skills'>> & { updatedAt: Date },
): Promise<void> {
  await tx.update(agents).set(values).where(ofAgent(organizationId, agentId));
}

export async function deleteAgent(tx: Tx, organizationId: string, agentId: string): Promise<void> {
  await tx.delete(agents).where(ofAgent(organizationId, agentId));
}

/** Org admins of the organization, locked so two concurrent demotions cannot both leave it without one. */
export async function countOrgAdmins(tx: Tx, organizationId: string): Promise<number> {
  const admins = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.role, 'org_admin'), eq(profiles.approvalStatus, 'approved')))
    .for('update');
  return admins.length;
}

export async function findMemberRole(tx: Tx, organizationId: string, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, userId)));
  return row?.role ?? null;
}

/** Keeps the member's profile (and the role on their account) in step with their agent record. */
export async function updateMember(
  tx: Tx,
  organizationId: string,
  userId: string,
  values: { name?: string; role?: 'agent' | 'org_admin'; now: Date },
): Promise<void> {
  const { now, ...changes } = values;
  if (changes.name === undefined && changes.role === undefined) return;
  await tx
    .update(profiles)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, userId)));
  if (changes.role) {
    const membership = JSON.stringify({ role: changes.role });
    await tx
      .update(users)
      .set({ appMetadata: sql`${users.appMetadata} || ${membership}::jsonb`, updatedAt: now })
      .where(eq(users.id, userId));
  }
}

/**
 * Ends a member's membership: profile and notification preferences go, and the account's app metadata
 * no longer names the organization. The account itself stays, so comments and time cards keep their author.
 */
export async function removeMember(tx: Tx, organizationId: string, userId: string, now: Date): Promise<void> {
  await tx
    .delete(notificationPreferences)
    .where(and(eq(notificationPreferences.organizationId, organizationId), eq(notificationPreferences.userId, userId)));
  await tx.delete(profiles).where(and(eq(profiles.organizationId, organizationId), eq(profiles.id, userId)));
  await tx
    .update(users)
    .set({ appMetadata: sql`${users.appMetadata} - 'role' - 'organization_id'`, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Gives a removed member's tickets back to the queue; answers how many. */
export async function unassignTickets(tx: Tx, organizationId: string, userId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(tickets)
    .set({ assignedTo: null, updatedAt: now })
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.assignedTo, userId)))
    .returning({ id: tickets.id });
  return rows.map((row) => row.id);
}

/** Puts a removed member's visits still to do back in the dispatch board's Unassigned tray, at their times. */
export async function unassignVisits(tx: Tx, organizationId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(workOrders)
    .set({ assignedTo: null, enRouteAt: null, updatedAt: now })
    .where(and(eq(workOrders.organizationId, organizationId), eq(workOrders.assignedTo, userId), eq(workOrders.status, 'pending')));
}

/** A removed agent's open invitations stop working. */
export async function revokeInvitationsOf(tx: Tx, organizationId: string, email: string, now: Date): Promise<void> {
  await tx
    .update(agentInvitations)
    .set({ status: 'revoked', updatedAt: now })
    .where(
      and(
        eq(agentInvitations.organizationId, organizationId),
        eq(sql`lower(${agentInvitations.email})`, email.toLowerCase()),
        eq(agentInvitations.status, 'pending'),
      ),
    );
}

export async function findAutoAssign(tx: Tx, organizationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ isEnabled: organizationSettings.autoAssignEnabled })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row?.isEnabled ?? false;
}

export async function saveAutoAssign(tx: Tx, organizationId: string, isEnabled: boolean, now: Date): Promise<boolean> {
  const [row] = await tx
    .insert(organizationSettings)
    .values({ organizationId, autoAssignEnabled: isEnabled, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: { autoAssignEnabled: isEnabled, updatedAt: now } })
    .returning({ isEnabled: organizationSettings.autoAssignEnabled });
  if (!row) throw new Error(`settings of organization ${organizationId} not saved`);
  return row.isEnabled;
}

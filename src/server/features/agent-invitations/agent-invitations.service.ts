import { DomainError } from '../../../domain/errors.ts';
import { organizationUrl } from '../../../domain/tenancy.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { Caller } from '../../http/access.ts';
import type { RequestOrganization } from '../../http/tenancy.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { type AuditActor, recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import { assertRoomForTeamMember } from '../billing/billing.service.ts';
import { hasMemberWithEmail, insertMember, linkAgentRecord } from '../members/members.repository.ts';
import { agentInvitationMail } from './agent-invitation-mail.ts';
import type { InvitationRow } from './agent-invitations.repository.ts';
import * as repository from './agent-invitations.repository.ts';

const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export interface InvitationView {
  id: string;
  email: string;
  name: string | null;
  status: InvitationStatus;
  invitedByName: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
}

function viewOf(row: InvitationRow, now: Date): InvitationView {
  const isExpired = row.status === 'pending' && row.expiresAt <= now;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: isExpired ? 'expired' : row.status,
    invitedByName: row.invitedByName,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    acceptedAt: row.acceptedAt,
  };
}

/** The invitation page on the organization's own host; on localhost the main site with the subdomain parameter. */
function invitePageUrl(config: Config, subdomain: string, token: string): string {
  const path = `/invite?token=${encodeURIComponent(token)}`;
  if (config.APP_DOMAIN === 'localhost') return `${config.publicUrl}${path}&subdomain=${encodeURIComponent(subdomain)}`;
  return organizationUrl({ publicUrl: config.publicUrl, appDomain: config.APP_DOMAIN, subdomain, path });
}

/**
 * An address may be invited unless it already has an account: only an earlier invitation of this
 * organization that was never accepted may be sent again (its old link then stops working).
 */
async function checkInvitable(tx: Tx, auth: AuthService, organizationId: string, email: string): Promise<void> {
  if (await hasMemberWithEmail(tx, organizationId, email)) {
    throw new DomainError('account_exists', `${email} already has an account in this organization.`, { field: 'email' });
  }
  const account = await auth.findAccount({ email, tx });
  if (account && (account.isConfirmed || !(await repository.hasPendingInvitation(tx, organizationId, email)))) {
    throw new DomainError('account_exists', `${email} already has an account with another organization and cannot be invited.`, {
      field: 'email',
    });
  }
}

/** Adds the agent (when missing), records the invitation, and e-mails its single-use link, in one transaction. */
export function inviteAgent(options: {
  db: Database;
  auth: AuthService;
  config: Config;
  clock: Clock;
  organization: RequestOrganization;
  actor: Caller;
  /** The request's address, for the audit log. */
  address: string | null;
  input: { email: string; name: string };
}): Promise<InvitationView> {
  const { db, auth, config, clock, organization, actor } = options;
  const email = options.input.email.trim().toLowerCase();
  const name = options.input.name.trim();
  const organizationId = organization.id;
  const inviterName = actor.profile?.name || actor.email;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    await checkInvitable(tx, auth, organizationId, email);
    await assertRoomForTeamMember(tx, { organizationId, now, email });
    await linkAgentRecord(tx, { organizationId, userId: null, name, email, createdBy: actor.userId, now });
    await repository.revokePendingInvitations(tx, organizationId, email, now);
    const invitation = await repository.insertInvitation(tx, {
      organizationId,
      email,
      name,
      status: 'pending',
      invitedBy: actor.userId,
      invitedByName: inviterName,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000),
      createdAt: now,
      updatedAt: now,
    });
    const { token } = await auth.inviteUserByEmail({
      email,
      data: {
        name,
        role: 'agent',
        user_type: 'agent',
        organization_id: organizationId,
        organization_name: organization.name,
        invited_by: inviterName,
      },
      redirectTo: `${config.publicUrl}/login`,
      expiresInSeconds: INVITATION_TTL_SECONDS,
      tx,
    });
    await enqueueMail(
      tx,
      agentInvitationMail({
        platformName: config.PLATFORM_NAME,
        organizationName: organization.name,
        inviterName,
        to: email,
        link: invitePageUrl(config, organization.subdomain, token),
        expiresAt: invitation.expiresAt,
      }),
    );
    await recordAuditEvent(tx, {
      organizationId,
      actor: { userId: actor.userId, name: inviterName, email: actor.email, address: options.address },
      action: 'agent.invited',
      target: { type: 'invitation', id: invitation.id, label: `${name} <${email}>` },
    });
    await publishEvent(tx, { organizationId, type: 'team.updated', payload: { change: 'invited', invitationId: invitation.id } });
    return viewOf(invitation, now);
  });
}

export function listAgentInvitations(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  page: { limit: number; offset: number };
}): Promise<{ invitations: InvitationView[]; hasMore: boolean }> {
  const { db, clock, organizationId, page } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const { rows, hasMore } = await repository.listInvitations(tx, organizationId, page);
    const now = clock.now();
    return { invitations: rows.map((row) => viewOf(row, now)), hasMore };
  });
}

/** Withdraws a pending invitation: its link then answers "Invitation not found or has expired". */
export function revokeAgentInvitation(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actor: AuditActor;
  invitationId: string;
}): Promise<InvitationView> {
  const { db, clock, organizationId, actor, invitationId } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const invitation = await repository.lockInvitation(tx, organizationId, invitationId);
    if (!invitation) throw new DomainError('invitation_not_found', 'Invitation not found.');
    if (invitation.status !== 'pending') throw new DomainError('invitation_not_pending');
    const revoked = await repository.markInvitationRevoked(tx, invitation.id, now);
    const label = `${invitation.name} <${invitation.email}>`;
    await recordAuditEvent(tx, {
      organizationId,
      actor,
      action: 'agent.invitation_revoked',
      target: { type: 'invitation', id: invitation.id, label },
    });
    await publishEvent(tx, { organizationId, type: 'team.updated', payload: { change: 'invitation_revoked', invitationId } });
    return viewOf(revoked, now);
  });
}

/** The organization's pending, unexpired invitation a link's token stands for, or the specification's refusal. */
async function findUsableInvitation(tx: Tx, auth: AuthService, organizationId: string, token: string, now: Date) {
  if (!token.trim()) throw new DomainError('invitation_link_invalid', undefined, { field: 'token' });
  const inviteToken = await auth.findInviteToken({ token, tx });
  if (!inviteToken) throw new DomainError('invitation_token_invalid');
  const invitation = await repository.findCurrentInvitation(tx, organizationId, inviteToken.email);
  if (invitation?.status !== 'pending' || inviteToken.isUsed) throw new DomainError('invitation_not_found');
  if (invitation.expiresAt <= now || inviteToken.expiresAt <= now) throw new DomainError('invitation_expired');
  return invitation;
}

export function lookUpInvitation(options: {
  db: Database;
  auth: AuthService;
  clock: Clock;
  organization: RequestOrganization;
  token: string;
}): Promise<{ email: string; name: string; organizationName: string; inviterName: string }> {
  const { db, auth, clock, organization, token } = options;
  return db.withTenant({ organizationId: organization.id }, async (tx) => {
    const invitation = await findUsableInvitation(tx, auth, organization.id, token, clock.now());
    return {
      email: invitation.email,
      name: invitation.name ?? '',
      organizationName: organization.name,
      inviterName: invitation.invitedByName ?? organization.name,
    };
  });
}

/** The invitee's account gets its password and confirmation, an agent profile and its agent record; the invitation is accepted. */
export function acceptInvitation(options: {
  db: Database;
  auth: AuthService;
  clock: Clock;
  organization: RequestOrganization;
  input: { token: string; name: string; password: string };
}): Promise<{ email: string }> {
  const { db, auth, clock, organization, input } = options;
  const organizationId = organization.id;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const invitation = await findUsableInvitation(tx, auth, organizationId, input.token, now);
    const user = await auth.acceptInvite({ token: input.token, password: input.password, data: { name: input.name }, tx });
    const record = await linkAgentRecord(tx, {
      organizationId,
      userId: user.id,
      name: input.name,
      email: user.email,
      createdBy: invitation.invitedBy,
      now,
    });
    await insertMember(tx, {
      organizationId,
      userId: user.id,
      email: user.email,
      name: input.name,
      role: record.role === 'admin' ? 'org_admin' : 'agent',
      approvalStatus: 'approved',
      now,
    });
    await repository.markInvitationAccepted(tx, invitation.id, now);
    await publishEvent(tx, { organizationId, type: 'team.updated', payload: { change: 'joined', agentId: record.id } });
    return { email: user.email };
  });
}

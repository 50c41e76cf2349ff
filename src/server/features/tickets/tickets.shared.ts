import { grantedPermissions } from '../../../domain/agent-permissions.ts';
import { DomainError } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { cleanTicketTitle } from '../../../domain/ticket-title.ts';
import { localDateOf, localTimeOf, resolveTimeZone } from '../../../domain/zoned-time.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import type { PublishEventInput } from '../../realtime/publish-event.ts';
import { assertPermitted, readPermissionPolicy } from '../agent-permissions/agent-permissions.service.ts';
import { findMemberIdsWithRoles } from '../members/members.repository.ts';
import { listFollowerIds } from './ticket-followers.repository.ts';
import type { AppointmentRecord, TicketRecord, TicketViewer } from './tickets.repository.ts';
import * as repository from './tickets.repository.ts';
import type { AppointmentDto, TicketDto } from './tickets.schemas.ts';

export interface Services {
  db: Database;
  config: Config;
  clock: Clock;
}

/** Whose tickets the actor sees: by role, and for an agent by the permission matrix (view all, view assigned, or neither). */
export async function viewerOf(tx: Tx, actor: Pick<ActingMember, 'organizationId' | 'userId' | 'role'>): Promise<TicketViewer> {
  const viewer: TicketViewer = { organizationId: actor.organizationId, userId: actor.userId, role: actor.role };
  if (actor.role !== 'agent') return viewer;
  const granted = grantedPermissions(await readPermissionPolicy({ tx, organizationId: actor.organizationId }));
  const agentScope = granted.has('tickets.view_all') ? 'all' : granted.has('tickets.view_assigned') ? 'assigned' : 'none';
  return { ...viewer, agentScope };
}

/**
 * An agent changes the tickets of their own queue (assigned to or created by them, or unassigned) with
 * tickets.edit_assigned, and any other they can see with tickets.edit_all.
 */
export async function assertMayEdit(tx: Tx, actor: ActingMember, ticket: TicketRecord): Promise<void> {
  const isOwn = ticket.assignedTo === null || ticket.assignedTo === actor.userId || ticket.createdBy === actor.userId;
  await assertPermitted({
    tx,
    organizationId: actor.organizationId,
    role: actor.role,
    permission: isOwn ? 'tickets.edit_assigned' : 'tickets.edit_all',
  });
}

export function appointmentDtoOf(
  event: Omit<AppointmentRecord, 'status' | 'ticketId'> & { ticketId: string },
  timeZone: string,
): AppointmentDto {
  return {
    id: event.id,
    ticketId: event.ticketId,
    title: event.title,
    description: event.description,
    notes: notesOf(event.description),
    date: localDateOf(event.startTime, timeZone),
    time: localTimeOf(event.startTime, timeZone),
    scheduledAt: event.startTime.toISOString(),
    endsAt: event.endTime.toISOString(),
    durationMinutes: Math.round((event.endTime.getTime() - event.startTime.getTime()) / 60_000),
  };
}

/** The notes of an appointment's description, after its ticket reference. */
function notesOf(description: string): string {
  if (!description.startsWith('Appointment for ticket ')) return description;
  const gap = description.indexOf('\n\n');
  return gap === -1 ? '' : description.slice(gap + 2);
}

export function ticketDtoOf(record: TicketRecord): TicketDto {
  const { appointment } = record;
  return {
    id: record.id,
    ticketNumber: record.ticketNumber,
    title: record.title,
    displayTitle: cleanTicketTitle(record.title),
    description: record.description,
    status: record.status,
    priority: record.priority,
    tags: record.tags,
    customFields: record.customFields,
    customerId: record.customerId,
    customerName: record.customerName,
    createdBy: record.createdBy,
    assignedTo: record.assignedTo,
    assigneeName: record.assigneeName,
    isEscalation: record.isEscalation,
    originOrganizationId: record.originOrganizationId,
    originOrganizationName: record.originOrganizationName,
    originTicketId: record.originTicketId,
    mergedInto: record.mergedInto,
    source: record.source,
    commentCount: record.commentCount,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    appointment: appointment
      ? appointmentDtoOf({ ...appointment, description: '', ticketId: record.id }, resolveTimeZone(record.timeZone))
      : null,
    serviceLevel: record.serviceLevel,
  };
}

export async function findVisibleTicket(tx: Tx, actor: ActingMember, ticketId: string): Promise<TicketRecord> {
  const ticket = await repository.findTicket(tx, await viewerOf(tx, actor), ticketId);
  if (!ticket) throw new DomainError('ticket_not_found');
  return ticket;
}

/** Who a change of a ticket is recorded as made by. */
export function historyActorOf(member: { userId: string | null; name: string; email: string }): { userId: string | null; name: string } {
  return { userId: member.userId, name: member.name || member.email };
}

/** Staff of the ticket's own organization, who alone read and write its internal notes (not the one an escalation came from). */
export function isTicketTeam(actor: ActingMember, ticket: { organizationId: string }): boolean {
  return isStaffRole(actor.role) && actor.organizationId === ticket.organizationId;
}

export interface TicketEventTarget {
  id: string;
  organizationId: string;
  originOrganizationId: string | null;
  customerUserId: string | null;
}

/** A ticket event for its organization's staff and, by name, its customer; listed for the transaction's scope. */
export function ticketEvents(ticket: TicketEventTarget, type: string, payload: Record<string, unknown>): PublishEventInput[] {
  const events: PublishEventInput[] = [{ organizationId: ticket.organizationId, type, payload }];
  if (ticket.customerUserId) events.push({ organizationId: ticket.organizationId, userId: ticket.customerUserId, type, payload });
  return events;
}

/** The staff who hear of a ticket: its organization's admins, and its assignee or, while nobody has it, every agent. */
export async function staffFollowing(tx: Tx, organizationId: string, assignedTo: string | null): Promise<string[]> {
  const admins = await findMemberIdsWithRoles(tx, organizationId, ['org_admin']);
  const agents = assignedTo ? [assignedTo] : await findMemberIdsWithRoles(tx, organizationId, ['agent']);
  return [...new Set([...admins, ...agents])];
}

/** These members and the staff who follow the ticket, each once. */
export async function withFollowers(tx: Tx, organizationId: string, ticketId: string, memberIds: string[]): Promise<string[]> {
  return [...new Set([...memberIds, ...(await listFollowerIds(tx, organizationId, ticketId))])];
}

export function without(ids: string[], userId: string | null): string[] {
  return ids.filter((id) => id !== userId);
}

export async function assigneeFor(tx: Tx, organizationId: string, now: Date): Promise<string | null> {
  return (await repository.isAutoAssignEnabled(tx, organizationId)) ? repository.takeNextAgent(tx, organizationId, now) : null;
}

export interface NewTicket {
  subject: string;
  description: string;
}

/** A ticket of the staff member's own organization, for a change only its staff make. */
export async function ticketForStaffChange(tx: Tx, actor: ActingMember, ticketId: string): Promise<TicketRecord> {
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  const ticket = await findVisibleTicket(tx, actor, ticketId);
  if (ticket.organizationId !== actor.organizationId) throw new DomainError('escalation_read_only');
  await assertMayEdit(tx, actor, ticket);
  return ticket;
}

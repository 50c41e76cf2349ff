import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../domain/errors.ts';
import { escalationPriority } from '../../../domain/escalation.ts';
import { escalatedTicketNotice, escalationRecordNotice, type Notice } from '../../../domain/ticket-notices.ts';
import type { Config } from '../../config.ts';
import { inTenantScope, type Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { findMemberIdsWithRoles } from '../members/members.repository.ts';
import { notifyMembers, planNotifications, recordOrganizationNotice, writeNotifications } from '../notifications/notifications.service.ts';
import { readNumberingSettings, takeTicketNumber } from './ticket-numbering.service.ts';
import * as repository from './tickets.repository.ts';
import type { CreateTicketInput, TicketDto } from './tickets.schemas.ts';
import { assigneeFor, findVisibleTicket, type NewTicket, type Services, ticketDtoOf, viewerOf } from './tickets.shared.ts';

/** Where a super admin's notice about an escalation leads: the dashboard with the ticket open. */
export const adminTicketPath = (ticketId: string) => `/admin?ticket=${ticketId}`;

/**
 * Tells the organization an escalation came from, in its own tenant scope: its staff get the live events
 * and, for platform support's notice, those who stand for the customer (its org admins and whoever escalated it).
 * The transaction then works for the actor's organization again.
 */
export async function tellOrigin(
  tx: Tx,
  options: {
    actor: ActingMember;
    config: Config;
    ticket: { id: string; ticketNumber: string; title: string; originOrganizationId: string | null; createdBy: string | null };
    notice: Notice | null;
    now: Date;
    events: { type: string; payload: Record<string, unknown> }[];
  },
): Promise<void> {
  const { config, ticket, notice, now } = options;
  const originId = ticket.originOrganizationId;
  if (!originId) return;
  await inTenantScope(
    tx,
    { organizationId: originId },
    async () => {
      if (notice) {
        const admins = await findMemberIdsWithRoles(tx, originId, ['org_admin']);
        const recipientIds = ticket.createdBy ? [...admins, ticket.createdBy] : admins;
        const path = `/tickets/${ticket.id}`;
        const named = { id: ticket.id, ticketNumber: ticket.ticketNumber, title: ticket.title, replyToken: null };
        await notifyMembers({ tx, config, organizationId: originId, recipientIds, notice, relatedId: ticket.id, path, now, ticket: named });
      }
      await publishEvents(
        tx,
        options.events.map((event) => ({ organizationId: originId, ...event })),
      );
    },
    { organizationId: options.actor.organizationId },
  );
}

/**
 * A ticket in the platform organization on behalf of the actor's organization: written in the platform's
 * tenant scope, then announced to the origin organization in its own.
 */
export function createEscalation(options: Services & { actor: ActingMember; input: CreateTicketInput } & NewTicket): Promise<TicketDto> {
  const { db, config, clock, actor, input } = options;
  const originId = actor.organizationId;
  return db.withTenant({ organizationId: originId }, async (tx) => {
    const platform = await repository.findPlatformOrganization(tx);
    if (!platform) throw new DomainError('escalation_unavailable');
    if (platform.id === originId) throw new DomainError('escalation_from_platform');
    if (input.originTicketId) {
      const origin = await repository.findTicket(tx, await viewerOf(tx, actor), input.originTicketId);
      if (!origin || origin.organizationId !== originId) throw new DomainError('ticket_not_found', undefined, { field: 'originTicketId' });
    }
    const originName = await repository.findOrganizationName(tx, originId);
    const now = clock.now();
    const id = await inTenantScope(tx, { organizationId: platform.id }, async () => {
      const ticketId = randomUUID();
      // Reads first, the platform's counter and tally rows last (see openTicket).
      const numbering = await readNumberingSettings(tx, platform.id);
      const assignedTo = await assigneeFor(tx, platform.id, now);
      const [plan] = await planNotifications({
        tx,
        config,
        organizationId: platform.id,
        groups: [{ recipientIds: await findMemberIdsWithRoles(tx, platform.id, ['super_admin']), category: null }],
        relatedId: ticketId,
        path: adminTicketPath(ticketId),
        now,
      });
      const ticketNumber = await takeTicketNumber({ tx, organizationId: platform.id, settings: numbering, now });
      const ticket = { ticketNumber, title: options.subject };
      const named = { ...ticket, id: ticketId, replyToken: null };
      const notified = plan
        ? await writeNotifications(tx, config, [{ plan, notice: escalatedTicketNotice(ticket, originName), ticket: named }])
        : [];
      await recordOrganizationNotice({
        tx,
        organizationId: platform.id,
        notice: escalationRecordNotice(ticket, originName),
        relatedId: ticketId,
        now,
      });
      await publishEvents(tx, [
        ...notified,
        { organizationId: platform.id, type: 'ticket.created', payload: { ticketId, status: 'open' } },
      ]);
      await repository.insertTicket(tx, {
        id: ticketId,
        organizationId: platform.id,
        ticketNumber,
        title: options.subject,
        description: options.description,
        status: 'open',
        priority: escalationPriority(input.priority),
        customerName: originName,
        createdBy: actor.userId,
        assignedTo,
        isEscalation: true,
        originOrganizationId: originId,
        originTicketId: input.originTicketId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      return ticketId;
    });
    return inTenantScope(tx, { organizationId: originId }, async () => {
      await publishEvents(tx, [{ organizationId: originId, type: 'ticket.created', payload: { ticketId: id, status: 'open' } }]);
      return ticketDtoOf(await findVisibleTicket(tx, actor, id));
    });
  });
}

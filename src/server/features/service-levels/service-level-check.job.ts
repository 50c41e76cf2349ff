import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTimeAs } from '../../../domain/datetime-settings.ts';
import { raisedPriority, slaTargetLabels } from '../../../domain/service-levels.ts';
import { serviceLevelNotice } from '../../../domain/ticket-notices.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { tickets } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { findDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';
import { findMemberIdsWithRoles } from '../members/members.repository.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import { type LockedTicket, lockTicket } from '../tickets/tickets.repository.ts';
import type { ClockRecord } from './service-levels.repository.ts';
import * as repository from './service-levels.repository.ts';
import { checkJobsOf } from './ticket-clocks.ts';

const checkPayloadSchema = z.object({ organizationId: z.uuid(), clockId: z.uuid() });

async function tell(
  tx: Tx,
  config: Config,
  clock: ClockRecord,
  ticket: { id: string; ticketNumber: string; title: string; assignedTo: string | null; replyToken: string },
  stage: 'warning' | 'breached',
  now: Date,
) {
  const admins = await findMemberIdsWithRoles(tx, clock.organizationId, ['org_admin']);
  const dueAt = formatDateTimeAs(clock.dueAt ?? now, await findDateTimeSettings(tx, clock.organizationId));
  await notifyMembers({
    tx,
    config,
    organizationId: clock.organizationId,
    recipientIds: [...new Set([...(ticket.assignedTo ? [ticket.assignedTo] : []), ...admins])],
    notice: serviceLevelNotice(ticket, slaTargetLabels[clock.target], stage, dueAt),
    relatedId: ticket.id,
    path: `/tickets/${ticket.id}`,
    now,
    ticket,
  });
  // Staff screens show the ticket's new state, and webhook subscribers hear of it (decision 184).
  await publishEvent(tx, {
    organizationId: clock.organizationId,
    type: 'ticket.updated',
    payload: { ticketId: ticket.id, change: stage === 'warning' ? 'sla_warning' : 'sla_breached', target: clock.target },
  });
}

/** The breach's actions of the clock's policy: a priority one step up, the ticket given to someone. Answers the assignee. */
async function actOnBreach(tx: Tx, clock: ClockRecord, ticket: LockedTicket, now: Date): Promise<string | null> {
  const policy = (await repository.listPolicies(tx, clock.organizationId)).find((candidate) => candidate.id === clock.policyId);
  const actions = policy?.breachActions;
  if (!actions) return ticket.assignedTo;
  const isStaff =
    actions.reassignTo !== null &&
    (await findMemberIdsWithRoles(tx, clock.organizationId, ['agent', 'org_admin'])).includes(actions.reassignTo);
  const assignedTo = isStaff ? actions.reassignTo : ticket.assignedTo;
  const priority = actions.raisePriority ? raisedPriority(ticket.priority) : ticket.priority;
  if (assignedTo !== ticket.assignedTo || priority !== ticket.priority) {
    await tx
      .update(tickets)
      .set({ assignedTo, priority, updatedAt: now })
      .where(and(eq(tickets.organizationId, clock.organizationId), eq(tickets.id, clock.ticketId)));
  }
  return assignedTo;
}

/**
 * The check queue's handler: fires a clock's warning and then its breach, each once, when their time has come and
 * the clock still runs. A job for a time the clock has since moved from finds nothing to do.
 */
export function createServiceLevelCheckHandler({
  config,
  db,
  clock: systemClock,
}: {
  config: Config;
  db: Database;
  clock: Clock;
}): JobHandler {
  return async (payload) => {
    const { organizationId, clockId } = checkPayloadSchema.parse(payload);
    await db.withTenant({ organizationId }, async (tx) => {
      // The ticket is locked before its clock, in the order a reply or a status change locks them.
      const ticketId = await repository.findClockTicketId(tx, organizationId, clockId);
      const ticket = ticketId ? await lockTicket(tx, organizationId, ticketId) : null;
      const clock = ticket ? await repository.lockClock(tx, organizationId, clockId) : null;
      const now = systemClock.now();
      if (!ticket || !clock || clock.stoppedAt || !clock.runningSince) return;
      const isWarning = clock.warnAt !== null && clock.warnAt <= now && clock.warnedAt === null;
      const isBreach = clock.dueAt !== null && clock.dueAt <= now && clock.breachedAt === null;
      if (!isWarning && !isBreach) return;
      const checked = {
        ...clock,
        // A breach found before its warning was sent makes the warning moot: it is not sent after it.
        warnedAt: clock.warnedAt ?? now,
        breachedAt: isBreach ? clock.dueAt : clock.breachedAt,
        updatedAt: now,
      };
      await repository.updateClocks(tx, organizationId, [checked]);
      // After the warning, the breach's turn.
      for (const job of checkJobsOf(checked)) await enqueueJob(tx, job);
      if (isBreach) {
        const assignedTo = await actOnBreach(tx, clock, ticket, now);
        await tell(tx, config, clock, { ...ticket, assignedTo }, 'breached', now);
      } else await tell(tx, config, clock, ticket, 'warning', now);
    });
  };
}

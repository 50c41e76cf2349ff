import { z } from 'zod';
import { formatDateTimeAs } from '../../../domain/datetime-settings.ts';
import { arrivalDeadlineOf, visitStateOf } from '../../../domain/visit-state.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { findDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';
import { findMemberIdsWithRoles } from '../members/members.repository.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import { findStaffMember } from '../tickets/tickets.repository.ts';
import { updateWorkOrder } from '../work-orders/work-orders.repository.ts';
import * as repository from './dispatch.repository.ts';
import { visitMail } from './visit-mail.ts';

/** A visit's job names the start it was planned for: a visit moved since finds its job out of date and does nothing. */
const visitPayloadSchema = z.object({ organizationId: z.uuid(), workOrderId: z.uuid(), start: z.iso.datetime() });

/** At the end of the arrival window: a technician not arrived yet makes the visit late, told once to whoever scheduled it. */
export function createVisitLateHandler({ config, db, clock }: { config: Config; db: Database; clock: Clock }): JobHandler {
  return async (payload) => {
    const { organizationId, workOrderId, start } = visitPayloadSchema.parse(payload);
    await db.withTenant({ organizationId }, async (tx) => {
      const visit = await repository.lockJob(tx, organizationId, workOrderId);
      const now = clock.now();
      // A visit given back to the tray (its technician removed) has nobody to be late.
      if (!visit?.assignedTo || visit.scheduledDate?.toISOString() !== start || visit.lateNotifiedAt) return;
      if (visitStateOf(visit, now) !== 'late') return;
      await updateWorkOrder(tx, organizationId, workOrderId, { lateNotifiedAt: now });
      const dispatchers = visit.dispatchedBy ? [visit.dispatchedBy] : await findMemberIdsWithRoles(tx, organizationId, ['org_admin']);
      const technician = visit.assignedTo ? await findStaffMember(tx, organizationId, visit.assignedTo) : null;
      const deadline = formatDateTimeAs(arrivalDeadlineOf(visit) ?? now, await findDateTimeSettings(tx, organizationId));
      await notifyMembers({
        tx,
        config,
        organizationId,
        recipientIds: dispatchers,
        notice: {
          type: 'visit_late',
          title: `${visit.workOrderNumber}: technician late`,
          message: `${technician?.name || technician?.email || 'The technician'} had not arrived by ${deadline} for ${visit.workOrderNumber} ${visit.title}`,
          category: null,
        },
        relatedId: visit.id,
        path: '/dispatch',
        now,
      });
    });
  };
}

/** The day before a visit: the customer's reminder, unless the visit moved, started or ended since. */
export function createVisitReminderHandler({ config, db, clock }: { config: Config; db: Database; clock: Clock }): JobHandler {
  return async (payload) => {
    const { organizationId, workOrderId, start } = visitPayloadSchema.parse(payload);
    await db.withTenant({ organizationId }, async (tx) => {
      const visit = await repository.findJob(tx, organizationId, workOrderId);
      if (!visit || visit.scheduledDate?.toISOString() !== start || visit.status !== 'pending' || !visit.assignedTo) return;
      // A worker that ran late does not remind of a visit already begun.
      if (clock.now() >= visit.scheduledDate) return;
      const technician = await findStaffMember(tx, organizationId, visit.assignedTo);
      const mail = await visitMail(tx, config, organizationId, visit, 'reminder', technician?.name || 'Your technician');
      if (mail) await enqueueMail(tx, mail);
    });
  };
}

const visitMailPayloadSchema = z.object({ organizationId: z.uuid(), workOrderId: z.uuid(), announcedStart: z.iso.datetime().nullable() });

/**
 * A settled change of a visit, told to the customer: scheduled, moved or no longer scheduled, against the time they
 * knew before; nothing when it came back to that time (an undo) or only the technician changed.
 */
export function createVisitMailHandler({ config, db, clock }: { config: Config; db: Database; clock: Clock }): JobHandler {
  return async (payload) => {
    const { organizationId, workOrderId, announcedStart } = visitMailPayloadSchema.parse(payload);
    await db.withTenant({ organizationId }, async (tx) => {
      const visit = await repository.findJob(tx, organizationId, workOrderId);
      if (!visit || visit.status !== 'pending') return;
      const start = visit.assignedTo ? (visit.scheduledDate ?? null) : null;
      if ((start?.toISOString() ?? null) === announcedStart) return;
      if (start && start <= clock.now()) return;
      const technician = visit.assignedTo ? await findStaffMember(tx, organizationId, visit.assignedTo) : null;
      const kind = !start ? 'unscheduled' : announcedStart ? 'moved' : 'scheduled';
      const mail = await visitMail(tx, config, organizationId, visit, kind, technician?.name || 'Your technician');
      if (mail) await enqueueMail(tx, mail);
    });
  };
}

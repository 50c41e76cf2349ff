import { UNDO_SECONDS } from '../../../domain/dispatch.ts';
import { arrivalDeadlineOf } from '../../../domain/visit-state.ts';
import type { Tx } from '../../db/client.ts';
import { cancelQueuedJobs, enqueueJob } from '../../jobs/job-queue.ts';
import { findJob } from './dispatch.repository.ts';

export const VISIT_LATE_QUEUE = 'visit-late';
export const VISIT_REMINDER_QUEUE = 'visit-reminder';
export const VISIT_MAIL_QUEUE = 'visit-mail';

const DAY_MS = 86_400_000;
/** The customer hears of a change once the dispatcher could no longer undo it, and of a burst of moves once. */
const VISIT_MAIL_DELAY_MS = (UNDO_SECONDS + 5) * 1000;

/** What a new time or technician clears, whichever screen changed it: the last visit's On my way and late notice. */
export function visitReset(actorId: string) {
  return { dispatchedBy: actorId, enRouteAt: null, lateNotifiedAt: null };
}

/**
 * After a visit's time or technician changed, wherever it was changed: its late check and the customer's reminder
 * follow the new time (the queued ones of the old time are dropped), and the customer's e-mail is queued to say what
 * changed once it has settled. `announcedStart` is the time the customer knew before.
 */
export async function replanVisit(
  tx: Tx,
  options: { organizationId: string; workOrderId: string; announcedStart: Date | null; now: Date },
): Promise<void> {
  const { organizationId, workOrderId, announcedStart, now } = options;
  const visit = await findJob(tx, organizationId, workOrderId);
  if (!visit) return;
  await cancelQueuedJobs(tx, [`visit-late:${workOrderId}`, `visit-reminder:${workOrderId}`]);
  // The first change of a burst names what the customer knew; later ones find its job queued and leave it.
  await enqueueJob(tx, {
    queue: VISIT_MAIL_QUEUE,
    payload: { organizationId, workOrderId, announcedStart: announcedStart?.toISOString() ?? null },
    runAt: new Date(now.getTime() + VISIT_MAIL_DELAY_MS),
    dedupeKey: `visit-mail:${workOrderId}`,
  });
  const deadline = arrivalDeadlineOf(visit);
  // A visit booked after its window (recorded late) is not announced as late.
  if (!deadline || deadline <= now || !visit.assignedTo || visit.arrivedAt || visit.status !== 'pending') return;
  const payload = { organizationId, workOrderId, start: visit.scheduledDate?.toISOString() };
  await enqueueJob(tx, { queue: VISIT_LATE_QUEUE, payload, runAt: deadline, dedupeKey: `visit-late:${workOrderId}` });
  const remindAt = new Date(deadline.getTime() - visit.arrivalWindowMinutes * 60_000 - DAY_MS);
  if (visit.customerEmail && remindAt > now) {
    await enqueueJob(tx, { queue: VISIT_REMINDER_QUEUE, payload, runAt: remindAt, dedupeKey: `visit-reminder:${workOrderId}` });
  }
}

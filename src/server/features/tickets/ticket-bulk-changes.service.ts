import { DomainError, type ErrorCode } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { BULK_BATCH_SIZE, type BulkChangeCounts, type BulkTicketAction, bulkChangeMessage } from '../../../domain/ticket-bulk-changes.ts';
import { normalizeTicketStatus } from '../../../domain/ticket-status.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { recordAuditEvent } from '../audit-log/audit-log.repository.ts';
import { findAssignee, setTicketAssignee } from './ticket-assignment.service.ts';
import type { BulkChangeRecord } from './ticket-bulk-changes.repository.ts';
import * as bulkRepository from './ticket-bulk-changes.repository.ts';
import type { BulkChangeInput, BulkChangeView, TicketMatch } from './ticket-bulk-changes.schemas.ts';
import { type BulkNoticeTickets, gatherBulkNoticeTickets, tellOfBulkChange, tellOfGatheredBulkChange } from './ticket-bulk-notices.ts';
import { ticketListFiltersIn } from './ticket-listing.service.ts';
import { setTicketStatus } from './ticket-status.service.ts';
import type { StaffMember, TicketListFilters } from './tickets.repository.ts';
import * as repository from './tickets.repository.ts';
import { viewerOf } from './tickets.shared.ts';

export const TICKET_BULK_CHANGE_QUEUE = 'ticket-bulk-change';

interface Services {
  db: Database;
  config: Config;
  clock: Clock;
}

const ticketMatchAll: TicketMatch = { status: 'all', priority: 'all' };

/** Refusals of one ticket that leave it out of a bulk change instead of stopping it. */
const skippedCodes = new Set<ErrorCode>([
  'ticket_not_found',
  'escalation_read_only',
  'forbidden',
  'assignment_not_allowed',
  'status_not_allowed',
  'ticket_fields_missing',
]);

type SkippedTicket = BulkChangeView['skippedTickets'][number];

function actionOf(input: BulkChangeInput['action']): BulkTicketAction {
  if (input.type === 'assign') return input;
  const status = normalizeTicketStatus(input.status);
  if (!status) throw new DomainError('validation_failed', undefined, { field: 'action.status' });
  return { type: 'status', status };
}

function filtersOf(tx: Tx, organizationId: string, match: TicketMatch): Promise<TicketListFilters> {
  return ticketListFiltersIn(tx, organizationId, match);
}

/**
 * Makes the change to each ticket in the caller's transaction; a ticket the actor may not change is counted, not
 * fatal. Answers the counts and, by person to tell (assignee, customers), the tickets changed.
 */
async function changeEach(
  tx: Tx,
  options: Omit<Services, 'db'> & { actor: ActingMember; action: BulkTicketAction; assignee: StaffMember | null; ticketIds: string[] },
): Promise<{ counts: BulkChangeCounts; notices: BulkNoticeTickets; skippedTickets: SkippedTicket[] }> {
  const { action, assignee } = options;
  const counts: BulkChangeCounts = { changed: 0, unchanged: 0, skipped: 0, lackingFields: 0 };
  const skippedTickets: SkippedTicket[] = [];
  const bulkNotices: BulkNoticeTickets = new Map();
  for (const ticketId of options.ticketIds) {
    try {
      const isChanged =
        action.type === 'status'
          ? await setTicketStatus(tx, { ...options, ticketId, status: action.status, bulkNotices })
          : await setTicketAssignee(tx, { ...options, ticketId, assignee, bulkNotices });
      if (isChanged) counts.changed += 1;
      else counts.unchanged += 1;
    } catch (error) {
      if (!(error instanceof DomainError && skippedCodes.has(error.code))) throw error;
      counts.skipped += 1;
      if (error.code === 'ticket_fields_missing') {
        counts.lackingFields = (counts.lackingFields ?? 0) + 1;
        const ticket = await repository.lockTicket(tx, options.actor.organizationId, ticketId);
        skippedTickets.push({ id: ticketId, ticketNumber: ticket?.ticketNumber ?? '', reason: error.message });
      }
    }
  }
  return { counts, notices: bulkNotices, skippedTickets };
}

/** Changes the tickets in the caller's transaction and tells each person concerned once, listing their tickets. */
async function changeAllNow(
  tx: Tx,
  options: Omit<Services, 'db'> & { actor: ActingMember; action: BulkTicketAction; assignee: StaffMember | null; ticketIds: string[] },
): Promise<BulkChangeView> {
  const { config, clock, actor, action, assignee } = options;
  const { counts, notices, skippedTickets } = await changeEach(tx, options);
  const organizationId = actor.organizationId;
  await tellOfBulkChange(tx, { config, organizationId, action, actorName: actor.name || actor.email, now: clock.now(), tickets: notices });
  return doneView(action, counts, assignee, skippedTickets);
}

function doneView(
  action: BulkTicketAction,
  counts: BulkChangeCounts,
  assignee: StaffMember | null,
  skippedTickets: SkippedTicket[],
): BulkChangeView {
  const processed = counts.changed + counts.unchanged + counts.skipped;
  return {
    id: null,
    status: 'done',
    total: processed,
    processed,
    changed: counts.changed,
    unchanged: counts.unchanged,
    skipped: counts.skipped,
    message: bulkChangeMessage(action, counts, assignee?.name ?? null),
    skippedTickets,
  };
}

/**
 * Changes several tickets at once: the ones selected (in one transaction), or every ticket of the
 * caller's list that the filters match: in one transaction when they are few, else by a job in batches
 * that the caller follows.
 */
export function changeTickets(options: Services & { actor: ActingMember; input: BulkChangeInput }): Promise<BulkChangeView> {
  const { db, clock, actor, input } = options;
  if (!isStaffRole(actor.role)) throw new DomainError('forbidden');
  const action = actionOf(input.action);
  const organizationId = actor.organizationId;
  const changeIn = async (tx: Tx): Promise<BulkChangeView> => {
    const assignee = action.type === 'assign' ? await findAssignee(tx, actor, action.assignedTo) : null;
    if (input.ticketIds) {
      return changeAllNow(tx, { ...options, action, assignee, ticketIds: [...new Set(input.ticketIds)] });
    }
    const match = input.matching ?? ticketMatchAll;
    const viewer = await viewerOf(tx, actor);
    const now = clock.now();
    const filters = { ...(await filtersOf(tx, actor.organizationId, match)), createdUpTo: now };
    const total = await repository.countMatchingTickets(tx, viewer, filters);
    if (total <= BULK_BATCH_SIZE) {
      const tickets = await repository.listTickets(tx, { viewer, filters, sort: 'oldest', after: null, limit: BULK_BATCH_SIZE });
      return changeAllNow(tx, { ...options, action, assignee, ticketIds: tickets.map((ticket) => ticket.id) });
    }
    const change = await bulkRepository.insertBulkChange(tx, {
      organizationId: actor.organizationId,
      requestedBy: actor.userId,
      action,
      filters: match,
      total,
      createdAt: now,
      updatedAt: now,
    });
    await enqueueJob(tx, { queue: TICKET_BULK_CHANGE_QUEUE, payload: { organizationId: actor.organizationId, bulkChangeId: change.id } });
    return viewOfChange(change, assignee);
  };
  return db.withTenant({ organizationId }, async (tx) => {
    const view = await changeIn(tx);
    // One entry for the whole change, with what it did and to how many tickets, when it is asked for.
    const target = { type: 'tickets', label: `${view.total} tickets` };
    await recordAuditEvent(tx, {
      organizationId,
      actor,
      action: 'tickets.bulk_changed',
      target,
      after: { ...action, tickets: view.total },
    });
    return view;
  });
}

function viewOfChange(change: BulkChangeRecord, assignee: StaffMember | null): BulkChangeView {
  const counts = { changed: change.changed, unchanged: change.unchanged, skipped: change.skipped };
  const sentence = bulkChangeMessage(change.action as BulkTicketAction, counts, assignee?.name ?? null);
  const message =
    change.status === 'running'
      ? `${change.processed} of ${change.total} tickets done`
      : change.status === 'failed'
        ? `${sentence}. The change stopped: the rest were left as they were.`
        : sentence;
  return {
    id: change.id,
    status: change.status,
    total: change.total,
    processed: change.processed,
    ...counts,
    message,
    skippedTickets: [],
  };
}

async function assigneeOf(tx: Tx, organizationId: string, action: BulkTicketAction): Promise<StaffMember | null> {
  return action.type === 'assign' && action.assignedTo ? repository.findStaffMember(tx, organizationId, action.assignedTo) : null;
}

/** How many of the actor's tickets the filters match: the N of 'Select all N matching'. */
export function countMatching({ db, actor, match }: { db: Database; actor: ActingMember; match: TicketMatch }): Promise<number> {
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) =>
    repository.countMatchingTickets(tx, await viewerOf(tx, actor), await filtersOf(tx, actor.organizationId, match)),
  );
}

/** How far a change of all matching tickets has got, for the person who asked for it. */
export function getBulkChange({ db, actor, id }: { db: Database; actor: ActingMember; id: string }): Promise<BulkChangeView> {
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => {
    const change = await bulkRepository.findBulkChange(tx, actor.organizationId, actor.userId, id);
    if (!change) throw new DomainError('not_found', 'This change of tickets was not found.');
    return viewOfChange(change, await assigneeOf(tx, actor.organizationId, change.action as BulkTicketAction));
  });
}

/**
 * One batch of a change of all matching tickets, in one transaction with its progress: the requester's
 * next tickets in oldest-first order, as they may change them now. Answers whether the change is over.
 */
async function runBatch(tx: Tx, options: Omit<Services, 'db'> & { organizationId: string; bulkChangeId: string }): Promise<boolean> {
  const { organizationId, clock, config, bulkChangeId } = options;
  const change = await bulkRepository.lockBulkChange(tx, organizationId, bulkChangeId);
  if (change?.status !== 'running') return true;
  const now = clock.now();
  const requester = await repository.findStaffMember(tx, organizationId, change.requestedBy);
  const action = change.action as BulkTicketAction;
  const assignee = await assigneeOf(tx, organizationId, action);
  const actorName = requester?.name || requester?.email || 'A member of the team';
  // Those its batches changed tickets for hear of them once, when it ends, whether it is done or stopped.
  const finish = async (status: 'done' | 'failed') => {
    await bulkRepository.finishBulkChange(tx, change, { status, now });
    await tellOfGatheredBulkChange(tx, { config, organizationId, action, actorName, now, bulkChangeId });
  };
  // Someone who has left the staff changes nothing more, and nobody is given tickets who has left it.
  if (!requester || (action.type === 'assign' && action.assignedTo && !assignee)) {
    await finish('failed');
    return true;
  }
  const actor: ActingMember = { userId: requester.id, email: requester.email, name: requester.name, role: requester.role, organizationId };
  const after = change.positionAt && change.positionId ? { at: change.positionAt, id: change.positionId } : null;
  const filters = { ...(await filtersOf(tx, organizationId, change.filters as TicketMatch)), createdUpTo: change.createdAt };
  const viewer = await viewerOf(tx, actor);
  const tickets = await repository.listTickets(tx, { viewer, filters, sort: 'oldest', after, limit: BULK_BATCH_SIZE });
  const last = tickets.at(-1);
  if (!last) {
    await finish('done');
    return true;
  }
  const { counts, notices } = await changeEach(tx, { ...options, actor, action, assignee, ticketIds: tickets.map((ticket) => ticket.id) });
  await gatherBulkNoticeTickets(tx, { organizationId, bulkChangeId, tickets: notices, now });
  await bulkRepository.recordBatch(tx, change, { ...counts, position: last.position, now });
  return false;
}

/** The job that works through a change of all matching tickets, a batch per transaction; run again, it goes on where it stopped. */
export function createTicketBulkChangeHandler(services: Services): JobHandler {
  return async (payload) => {
    const organizationId = String(payload.organizationId);
    const bulkChangeId = String(payload.bulkChangeId);
    let isOver = false;
    while (!isOver) {
      isOver = await services.db.withTenant({ organizationId }, (tx) => runBatch(tx, { ...services, organizationId, bulkChangeId }));
    }
  };
}

import { type TicketStatus, ticketStatusLabels } from './ticket-status.ts';

/** Tickets one request changes at once, in one transaction: a selection on the screen, or one batch of a larger change. */
export const BULK_BATCH_SIZE = 100;

/** What a change of several tickets does to each: set a status (Close is closed), or give them to someone (null: the queue). */
export type BulkTicketAction = { type: 'status'; status: TicketStatus } | { type: 'assign'; assignedTo: string | null };

export interface BulkChangeCounts {
  /** Tickets the change was made to. */
  changed: number;
  /** Tickets that already had that status or assignee. */
  unchanged: number;
  /** Tickets the person may not change (another's ticket without the permission, an escalation, gone), or not yet close. */
  skipped: number;
  /** Of the skipped, those left open for lack of fields required to close (decision 167); counted by a change made at once. */
  lackingFields?: number;
}

const tickets = (count: number) => (count === 1 ? '1 ticket' : `${count} tickets`);

function doneWord(action: BulkTicketAction, assigneeName: string | null): string {
  if (action.type === 'assign') return action.assignedTo ? `assigned to ${assigneeName ?? 'a member of the team'}` : 'unassigned';
  if (action.status === 'closed' || action.status === 'resolved') return action.status;
  return `set to ${ticketStatusLabels[action.status]}`;
}

function alreadyWord(action: BulkTicketAction, assigneeName: string | null): string {
  if (action.type === 'status' && action.status !== 'closed' && action.status !== 'resolved') {
    return ticketStatusLabels[action.status];
  }
  return doneWord(action, assigneeName);
}

/** The result as a sentence: '12 tickets closed', then what was left and why ('2 were already closed, 1 you may not change'). */
export function bulkChangeMessage(action: BulkTicketAction, counts: BulkChangeCounts, assigneeName: string | null = null): string {
  const done =
    counts.changed === 0 ? `No tickets ${doneWord(action, assigneeName)}` : `${tickets(counts.changed)} ${doneWord(action, assigneeName)}`;
  const left = [
    ...(counts.unchanged > 0
      ? [`${counts.unchanged} ${counts.unchanged === 1 ? 'was' : 'were'} already ${alreadyWord(action, assigneeName)}`]
      : []),
    ...(counts.skipped - (counts.lackingFields ?? 0) > 0 ? [`${counts.skipped - (counts.lackingFields ?? 0)} you may not change`] : []),
    ...((counts.lackingFields ?? 0) > 0
      ? [`${counts.lackingFields} ${counts.lackingFields === 1 ? 'lacks' : 'lack'} fields required to close`]
      : []),
  ];
  return left.length > 0 ? `${done} (${left.join(', ')})` : done;
}

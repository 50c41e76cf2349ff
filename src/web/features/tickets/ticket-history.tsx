import { Stack, Text } from '@mantine/core';
import { type Priority, priorityLabels, type TicketStatus, ticketStatusLabels } from '../../../domain/ticket-status.ts';
import { TicketTime } from './ticket-time.tsx';
import type { TicketDetail } from './tickets-queries.ts';

type TicketChange = TicketDetail['history'][number];

const fieldNames: Record<TicketChange['field'], string> = {
  status: 'status',
  priority: 'priority',
  assignee: 'assignee',
  tags: 'tags',
  merged_into: 'merge',
  merged_from: 'merge',
};

/** A value as the screens show it: a status or priority by its label, nothing as "none". */
function shown(change: TicketChange, value: string | null): string {
  if (value === null) return 'none';
  if (change.field === 'status') return ticketStatusLabels[value as TicketStatus] ?? value;
  if (change.field === 'priority') return priorityLabels[value as Priority] ?? value;
  return value;
}

/** One line of the history, in words. */
export function describeChange(change: TicketChange): string {
  if (change.field === 'merged_into') return `${change.actorName} merged this ticket into ${change.to}`;
  if (change.field === 'merged_from') return `${change.actorName} merged ${change.to} into this ticket`;
  return `${change.actorName} changed the ${fieldNames[change.field]} from ${shown(change, change.from)} to ${shown(change, change.to)}`;
}

/** What changed on the ticket and who changed it, oldest first. */
export function TicketHistory({ history }: { history: TicketDetail['history'] }) {
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has changed since it was opened.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Changes">
      {history.map((change) => (
        <Text component="li" key={`${change.at}-${change.field}-${change.to}`} size="sm">
          {describeChange(change)}{' '}
          <Text span size="xs" c="dimmed">
            <TicketTime iso={change.at} />
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

import { Badge, type BadgeProps } from '@mantine/core';
import {
  type Priority,
  priorityColor,
  priorityLabels,
  statusColor,
  type TicketStatus,
  ticketStatusLabels,
} from '../../../domain/ticket-status.ts';

// Mantine's light and outline badges write in the colour's middle shade, under 4.5:1 on its tint for yellow and orange; shade 9 reads on all.
function toneOf(color: string): Pick<BadgeProps, 'color' | 'c'> {
  return { color, c: `${color}.9` };
}

export function TicketStatusBadge({ status, size = 'sm' }: { status: TicketStatus; size?: BadgeProps['size'] }) {
  return (
    <Badge {...toneOf(statusColor(status))} variant="light" size={size} radius="sm">
      {ticketStatusLabels[status]}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority, size = 'sm' }: { priority: Priority; size?: BadgeProps['size'] }) {
  return (
    <Badge {...toneOf(priorityColor(priority))} variant="outline" size={size} radius="sm">
      {priorityLabels[priority]}
    </Badge>
  );
}

/** The list's '[ESCALATED]' tag: the ticket went to the platform's support team. */
export function EscalatedBadge() {
  return (
    <Badge color="grape" variant="filled" size="sm" radius="sm">
      Escalated
    </Badge>
  );
}

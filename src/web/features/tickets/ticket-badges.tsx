import { Badge, type BadgeProps } from '@mantine/core';
import {
  type Priority,
  priorityColor,
  priorityLabels,
  statusColor,
  type TicketStatus,
  ticketStatusLabels,
} from '../../../domain/ticket-status.ts';

// Mantine's darkest shades still read under 4.5:1 on their own tints for yellow, orange and green; darkened by 30 % they all pass.
export function toneOf(color: string): Pick<BadgeProps, 'color' | 'c'> {
  return { color, c: `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)` };
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
    <Badge color="grape.8" variant="filled" size="sm" radius="sm" style={{ flexShrink: 0 }}>
      Escalated
    </Badge>
  );
}

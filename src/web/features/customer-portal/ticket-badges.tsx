import { Badge } from '@mantine/core';
import { IconFlag3Filled } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import {
  type Priority,
  priorityColor,
  priorityLabels,
  statusColor,
  type TicketStatus,
  ticketStatusLabels,
} from '../../../domain/ticket-status.ts';

// The palette's own text shades (yellow and orange above all) fall under 4.5:1 on their light backgrounds.
function readableTextOf(color: string): CSSProperties {
  return { '--badge-color': `color-mix(in srgb, var(--mantine-color-${color}-9) 65%, black)` } as CSSProperties;
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const color = statusColor(status);
  return (
    <Badge color={color} variant="light" radius="sm" style={readableTextOf(color)}>
      {ticketStatusLabels[status]}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge
      variant="default"
      radius="sm"
      leftSection={<IconFlag3Filled size={11} color={`var(--mantine-color-${priorityColor(priority)}-6)`} aria-hidden />}
    >
      {priorityLabels[priority]} priority
    </Badge>
  );
}

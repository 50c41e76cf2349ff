import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { TicketPriorityBadge, TicketStatusBadge } from '../tickets/ticket-badges.tsx';
import { TicketTime } from '../tickets/ticket-time.tsx';
import classes from './admin-dashboard.module.css';
import type { Escalation } from './platform-admin-queries.ts';

interface EscalationRowProps {
  ticket: Escalation;
  isSelected: boolean;
  onOpen(): void;
}

/** One escalation in the list: its cleaned title and number, where it came from, where it stands and its age. */
export function EscalationRow({ ticket, isSelected, onOpen }: EscalationRowProps) {
  return (
    <UnstyledButton className={classes.row} data-selected={isSelected || undefined} aria-current={isSelected || undefined} onClick={onOpen}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {ticket.displayTitle}
          </Text>
          <Text size="xs" c="dimmed" className={classes.nowrap}>
            <TicketTime iso={ticket.createdAt} />
          </Text>
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed" ff="monospace">
            {ticket.ticketNumber}
          </Text>
          <Group gap={4} wrap="nowrap" miw={0}>
            <IconBuilding size={14} aria-hidden />
            <Text size="xs" fw={500} truncate>
              {ticket.originOrganizationName ?? ticket.customerName}
            </Text>
          </Group>
        </Group>
        <Group gap={6}>
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
        </Group>
      </Stack>
    </UnstyledButton>
  );
}

import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One line of the ticket's details: a dimmed label, and its value at the end of the line. */
export function TicketFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}

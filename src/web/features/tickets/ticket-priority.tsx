import { Alert, NativeSelect, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type Priority, priorities, priorityLabels } from '../../../domain/ticket-status.ts';
import { useChangePriority } from './staff-ticket-queries.ts';
import { TicketPriorityBadge } from './ticket-badges.tsx';
import { TicketFact } from './ticket-fact.tsx';
import type { Ticket } from './tickets-queries.ts';

const options = priorities.map((value) => ({ value, label: priorityLabels[value] }));

/** The ticket's priority: set on the ticket by its staff; shown only on an escalation seen from where it came from. */
export function TicketPriority({ ticket, isReadOnly }: { ticket: Ticket; isReadOnly: boolean }) {
  const change = useChangePriority(ticket.id);
  if (isReadOnly) {
    return (
      <TicketFact label="Priority">
        <TicketPriorityBadge priority={ticket.priority} size="md" />
      </TicketFact>
    );
  }
  return (
    <Stack gap={6}>
      <NativeSelect
        label="Priority"
        data={options}
        value={ticket.priority}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate(event.currentTarget.value as Priority, {
            onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
          })
        }
        size="sm"
        // Reads like the other lines of the details.
        styles={{ label: { fontWeight: 400, color: 'var(--mantine-color-dimmed)', marginBottom: 4 } }}
      />
      {change.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
          {change.error.message}
        </Alert>
      )}
    </Stack>
  );
}

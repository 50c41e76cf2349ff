import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconUserCheck, IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { assigneesQuery } from './staff-picker-queries.ts';
import { useAssignTicket } from './staff-ticket-queries.ts';
import { TicketFact } from './ticket-fact.tsx';
import type { Ticket } from './tickets-queries.ts';

const UNASSIGNED = 'Unassigned';

function assigneeLabel(ticket: Ticket, me: string): string {
  if (!ticket.assignedTo) return UNASSIGNED;
  if (ticket.assignedTo === me) return 'You';
  return ticket.assigneeName ?? 'Someone on the team';
}

/**
 * Who works the ticket. Org admins pick anyone of the team (or nobody); agents take an unassigned ticket
 * or give back their own; otherwise it is only shown.
 */
export function TicketAssignee({ ticket, isReadOnly }: { ticket: Ticket; isReadOnly: boolean }) {
  const { role, account } = useWorkspace();
  const assign = useAssignTicket(ticket.id);
  const me = account.user.id;
  const canPickAnyone = role === 'org_admin' && !isReadOnly;
  const team = useQuery({ ...assigneesQuery(me), enabled: canPickAnyone });

  function apply(assignedTo: string | null) {
    assign.mutate(assignedTo, { onSuccess: ({ message }) => notifications.show({ color: 'green', message }) });
  }

  const error = assign.isError && (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
      {assign.error.message}
    </Alert>
  );

  if (canPickAnyone) {
    const options = (team.data ?? []).map((member) => ({ value: member.id, label: member.name || member.email }));
    // The current assignee stays readable while the team loads.
    if (ticket.assignedTo && !options.some((option) => option.value === ticket.assignedTo)) {
      options.unshift({ value: ticket.assignedTo, label: ticket.assigneeName ?? ticket.assignedTo });
    }
    return (
      <Stack gap={6}>
        <Select
          label="Assigned to"
          placeholder={UNASSIGNED}
          data={options}
          value={ticket.assignedTo}
          onChange={(value) => value !== ticket.assignedTo && apply(value)}
          clearable
          allowDeselect={false}
          searchable
          nothingFoundMessage="Nobody on the team has that name"
          disabled={assign.isPending}
          size="sm"
          // Reads like the other lines of the details.
          styles={{ label: { fontWeight: 400, color: 'var(--mantine-color-dimmed)', marginBottom: 4 } }}
        />
        {team.isError && (
          <Text size="xs" c="red">
            {team.error.message}
          </Text>
        )}
        {error}
      </Stack>
    );
  }

  const mayTake = role === 'agent' && !isReadOnly && ticket.assignedTo === null;
  const mayGiveBack = role === 'agent' && !isReadOnly && ticket.assignedTo === me;
  return (
    <Stack gap={6}>
      <TicketFact label="Assigned to">
        <Text size="sm" fw={500}>
          {assigneeLabel(ticket, me)}
        </Text>
      </TicketFact>
      {mayTake && (
        <Button variant="light" size="xs" leftSection={<IconUserCheck size={16} />} loading={assign.isPending} onClick={() => apply(me)}>
          Assign to me
        </Button>
      )}
      {mayGiveBack && (
        <Button
          variant="subtle"
          size="xs"
          color="gray"
          leftSection={<IconUserMinus size={16} />}
          loading={assign.isPending}
          onClick={() => apply(null)}
        >
          Give back to the queue
        </Button>
      )}
      {error}
    </Stack>
  );
}

import { Alert, Button, Group, Menu, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconChevronDown, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { normalizeTicketStatus, ticketStatuses, ticketStatusLabels } from '../../../domain/ticket-status.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { assigneesQuery } from './staff-picker-queries.ts';
import { bulkChangeQuery, matchingCountQuery, useBulkChange } from './staff-ticket-queries.ts';
import type { TicketListFilters } from './ticket-list-filters.ts';
import { type BulkAction, type BulkChange, ticketKeys } from './tickets-queries.ts';

/** The tickets picked on the screen, or every ticket the filters match. */
export interface TicketSelection {
  ids: ReadonlySet<string>;
  isAllMatching: boolean;
}

export const emptySelection: TicketSelection = { ids: new Set(), isAllMatching: false };

interface TicketBulkBarProps {
  selection: TicketSelection;
  filters: TicketListFilters;
  /** Every loaded ticket is selected and more pages exist: offer the whole list. */
  canSelectAllMatching: boolean;
  onSelectAllMatching(): void;
  onClear(): void;
}

const plural = (count: number) => (count === 1 ? '1 ticket' : `${count} tickets`);

/** What to do with the selected tickets: set a status, assign, close; a change of all matching tickets asks first and shows its progress. */
export function TicketBulkBar({ selection, filters, canSelectAllMatching, onSelectAllMatching, onClear }: TicketBulkBarProps) {
  const { account, role } = useWorkspace();
  const me = account.user.id;
  const change = useBulkChange();
  const count = useQuery({ ...matchingCountQuery(me, filters), enabled: canSelectAllMatching || selection.isAllMatching });
  const team = useQuery({ ...assigneesQuery(me), enabled: role === 'org_admin' });
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const selected = selection.isAllMatching ? (count.data ?? 0) : selection.ids.size;

  function finish(result: BulkChange) {
    notifications.show({ color: result.status === 'failed' ? 'red' : 'green', message: result.message });
    setJobId(null);
    onClear();
  }

  function run(action: BulkAction) {
    setPending(null);
    const target = selection.isAllMatching ? { matching: filters } : { ticketIds: [...selection.ids] };
    change.mutate(
      { action, selection: target },
      { onSuccess: (result) => (result.id && result.status === 'running' ? setJobId(result.id) : finish(result)) },
    );
  }

  /** A change of every matching ticket is confirmed first: it reaches tickets not on the screen. */
  function ask(action: BulkAction) {
    if (selection.isAllMatching) setPending(action);
    else run(action);
  }

  const assignChoices = [
    { label: 'Assign to me', assignee: 'you', assignedTo: me },
    ...(team.data ?? [])
      .filter((member) => member.id !== me)
      .map((member) => ({ label: member.name || member.email, assignee: member.name || member.email, assignedTo: member.id })),
    { label: 'Unassign', assignee: 'nobody', assignedTo: null },
  ];

  if (jobId) return <BulkProgress userId={me} id={jobId} onFinished={finish} />;

  return (
    <Paper withBorder radius="md" p="xs" px="sm" bg="var(--mantine-color-brand-light)" aria-label="Selected tickets" component="section">
      <Stack gap={6}>
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600} aria-live="polite">
              {selection.isAllMatching ? `All ${plural(selected)} matching this view selected` : `${plural(selected)} selected`}
            </Text>
            {canSelectAllMatching && !selection.isAllMatching && count.data !== undefined && (
              <Button variant="subtle" size="compact-sm" onClick={onSelectAllMatching}>
                Select all {count.data} matching
              </Button>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" size="xs" rightSection={<IconChevronDown size={14} />} disabled={change.isPending}>
                  Set status
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {ticketStatuses.map((status) => (
                  <Menu.Item key={status} onClick={() => ask({ type: 'status', status })}>
                    {ticketStatusLabels[status]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" size="xs" rightSection={<IconChevronDown size={14} />} disabled={change.isPending}>
                  Assign
                </Button>
              </Menu.Target>
              <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
                {assignChoices.map((choice) => (
                  <Menu.Item key={choice.assignedTo ?? 'nobody'} onClick={() => ask({ type: 'assign', assignedTo: choice.assignedTo })}>
                    {choice.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button size="xs" onClick={() => ask({ type: 'status', status: 'closed' })} loading={change.isPending}>
              Close
            </Button>
            <Button variant="subtle" size="xs" color="gray" leftSection={<IconX size={14} />} onClick={onClear}>
              Clear selection
            </Button>
          </Group>
        </Group>
        {change.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {change.error.message}
          </Alert>
        )}
      </Stack>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title="Change all matching tickets?" centered>
        <Stack gap="md">
          <Text size="sm">
            {pending && describe(pending, assignChoices)} for all {plural(selected)} matching this view, including those not loaded on the
            screen. Their customers and assignees are told as for a change of one ticket.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button onClick={() => pending && run(pending)}>Change {plural(selected)}</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function describe(action: BulkAction, assignChoices: { assignee: string; assignedTo: string | null }[]): string {
  if (action.type === 'assign') {
    if (!action.assignedTo) return 'Unassign';
    return `Assign to ${assignChoices.find((option) => option.assignedTo === action.assignedTo)?.assignee ?? 'them'}`;
  }
  const status = normalizeTicketStatus(action.status);
  return status === 'closed' ? 'Close' : `Set the status to ${status ? ticketStatusLabels[status] : action.status}`;
}

/** A change of many tickets as the server works through it, batch by batch. */
function BulkProgress({ userId, id, onFinished }: { userId: string; id: string; onFinished(change: BulkChange): void }) {
  const queryClient = useQueryClient();
  const progress = useQuery(bulkChangeQuery(userId, id));
  const change = progress.data;
  const isReported = useRef(false);
  useEffect(() => {
    if (!change || change.status === 'running' || isReported.current) return;
    isReported.current = true;
    void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    onFinished(change);
  }, [change, onFinished, queryClient]);
  const done = change?.processed ?? 0;
  const total = change?.total ?? 0;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Changing tickets">
      <Stack gap={6}>
        <Text size="sm" fw={600} aria-live="polite">
          Changing tickets: {done} of {total} done
        </Text>
        <Progress value={total ? (done / total) * 100 : 0} aria-label="Tickets changed" animated />
      </Stack>
    </Paper>
  );
}

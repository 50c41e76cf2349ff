import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import { useTenantPath } from '../../tenancy/tenant-link.tsx';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { useMergeTicket } from './staff-ticket-queries.ts';
import { type Ticket, ticketKeys } from './tickets-queries.ts';

const SEARCH_DELAY_MS = 250;
const RESULTS = 10;

interface MergeTicketModalProps {
  ticket: Ticket;
  isOpen: boolean;
  onClose(): void;
}

/** The tickets this one can be merged into: found by the list's search, without itself, escalations and merged tickets. */
function useMergeCandidates(userId: string, ticket: Ticket, search: string) {
  return useQuery({
    queryKey: [...ticketKeys.lists, userId, 'merge-candidates', ticket.id, search],
    queryFn: async ({ signal }) => {
      const query = { sort: 'recently_updated' as const, limit: RESULTS + 1, ...(search ? { search } : {}) };
      const page = dataOrThrow(await api.GET('/api/tickets', { params: { query }, signal }), 'Could not search the tickets.');
      return page.items.filter((item) => item.id !== ticket.id && !item.isEscalation && !item.mergedInto).slice(0, RESULTS);
    },
  });
}

/** Merge into…: find the ticket the conversation continues on, say what will happen, merge, and go there. */
export function MergeTicketModal({ ticket, isOpen, onClose }: MergeTicketModalProps) {
  const userId = useWorkspace().account.user.id;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [chosen, setChosen] = useState<Ticket | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const candidates = useMergeCandidates(userId, ticket, debounced);
  const merge = useMergeTicket(ticket.id);
  const navigate = useNavigate();
  const tenantPath = useTenantPath();

  useEffect(() => {
    if (!isOpen) return;
    setSearch('');
    setChosen(null);
    setIsConfirming(false);
  }, [isOpen]);

  function close() {
    merge.reset();
    onClose();
  }

  function apply() {
    if (!chosen) return;
    merge.mutate(chosen.id, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', message });
        close();
        navigate(tenantPath(`/tickets/${chosen.id}`));
      },
    });
  }

  const items = candidates.data ?? [];
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={`Merge ${ticket.ticketNumber} into…`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {isConfirming && chosen ? (
        <Stack gap="md">
          <Text size="sm">
            Merge <strong>{ticket.ticketNumber}</strong> into{' '}
            <strong>
              {chosen.ticketNumber}: {chosen.displayTitle}
            </strong>
            ?
          </Text>
          <Text size="sm" component="ul" m={0} pl="lg">
            <li>Its comments, files, appointments and e-mail move to {chosen.ticketNumber}, with its description as a comment.</li>
            <li>
              {ticket.ticketNumber} is closed with a link to {chosen.ticketNumber}; replies to its e-mail land on {chosen.ticketNumber}.
            </li>
            <li>The customers are told, and {chosen.ticketNumber} gets an internal note.</li>
          </Text>
          <Text size="sm" c="dimmed">
            A merge cannot be undone.
          </Text>
          {merge.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
              {merge.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              Back
            </Button>
            <Button onClick={apply} loading={merge.isPending}>
              Merge tickets
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <TextInput
            label="Find the ticket to merge into"
            description="Ticket number, words of the title, or the customer"
            placeholder="TKT-1042, printer, Contoso…"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={candidates.isFetching ? <BusyIndicator label="Searching" size="xs" /> : null}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          {candidates.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
              {candidates.error.message}
            </Alert>
          ) : (
            <Radio.Group
              label="Tickets"
              value={chosen?.id ?? null}
              onChange={(id) => setChosen(items.find((item) => item.id === id) ?? null)}
            >
              <Stack gap="xs" mt="xs">
                {items.map((item) => (
                  <Radio
                    key={item.id}
                    value={item.id}
                    label={`${item.ticketNumber} · ${item.displayTitle}`}
                    description={item.customerName || 'No customer'}
                    styles={{ label: { overflowWrap: 'anywhere' } }}
                  />
                ))}
                {candidates.isSuccess && items.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No ticket matches.
                  </Text>
                )}
              </Stack>
            </Radio.Group>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => setIsConfirming(true)} disabled={!chosen}>
              Continue
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { useTenantPath } from '../../tenancy/tenant-link.tsx';
import { type Ticket, ticketKeys } from './tickets-queries.ts';

/** Delete ticket: names the ticket and what goes with it, deletes it for good (decision 186), and returns to the list. */
export function DeleteTicketModal({ ticket, isOpen, onClose }: { ticket: Ticket; isOpen: boolean; onClose(): void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  const remove = useMutation({
    mutationFn: async () =>
      dataOrThrow(await api.DELETE('/api/tickets/{id}', { params: { path: { id: ticket.id } } }), 'Could not delete the ticket.'),
    onSuccess: ({ message }) => {
      notifications.show({ color: 'green', message });
      navigate(tenantPath('/tickets'));
      // Marked stale only: the ticket's own screen, now left, is not asked for again.
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all, refetchType: 'none' });
    },
  });

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={`Delete ticket ${ticket.ticketNumber}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          “{ticket.displayTitle}” will be deleted for good, with its comments, history, e-mail and files. Its customer will no longer see
          it. Its work orders and appointments stay. This cannot be undone.
        </Text>
        {remove.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {remove.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            Delete ticket
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { type Customer, customerDetailQuery, useDeleteCustomer } from './customers-queries.ts';

interface DeleteCustomerModalProps {
  userId: string;
  customer: Customer | null;
  onClose(): void;
  onDeleted?(): void;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function historyOf({ ticketCount, workOrderCount }: { ticketCount: number; workOrderCount: number }): string {
  const parts = [ticketCount > 0 ? plural(ticketCount, 'ticket') : null, workOrderCount > 0 ? plural(workOrderCount, 'work order') : null];
  return parts.filter((part) => part !== null).join(' and ');
}

/** Says before confirming whether the customer will be archived (they have history) or deleted. */
export function DeleteCustomerModal({ userId, customer, onClose, onDeleted }: DeleteCustomerModalProps) {
  const detail = useQuery({ ...customerDetailQuery(userId, customer?.id ?? ''), enabled: customer !== null });
  const remove = useDeleteCustomer();

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!customer) return;
    remove.mutate(customer.id, {
      onSuccess: ({ outcome }) => {
        notifications.show({
          color: 'green',
          message: outcome === 'archived' ? `${customer.contactName} was archived.` : `${customer.contactName} was deleted.`,
        });
        close();
        onDeleted?.();
      },
    });
  }

  const isArchive = detail.data?.deleteOutcome === 'archive';
  const problem = remove.error
    ? remove.error instanceof ApiError
      ? remove.error.code === 'customer_not_found'
        ? remove.error.message
        : `Error deleting customer: ${remove.error.message}`
      : 'An unexpected error occurred while deleting the customer.'
    : detail.error
      ? detail.error.message
      : null;

  return (
    <Modal
      opened={customer !== null}
      onClose={close}
      title="Delete Customer"
      centered
      styles={{ title: { fontWeight: 600 } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {detail.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">Checking this customer's tickets and work orders...</Text>
          </Group>
        ) : detail.data ? (
          isArchive ? (
            <Text>
              <strong>{customer?.contactName}</strong> has {historyOf(detail.data)}, so they will be <strong>archived</strong>: hidden from
              the customer list and the new-ticket form, while their tickets and work orders keep their name.
            </Text>
          ) : (
            <Text>
              Are you sure you want to delete <strong>{customer?.contactName}</strong>? They have no tickets or work orders, so they will be{' '}
              <strong>deleted</strong>. This action cannot be undone.
            </Text>
          )
        ) : null}
        {customer?.hasLogin && detail.data && <Text size="sm">Their login will no longer be able to sign in.</Text>}
        <FormProblem problem={problem} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} disabled={!detail.data}>
            {isArchive ? 'Archive Customer' : 'Delete Customer'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Alert, Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type TicketStatus, ticketStatuses, ticketStatusLabels } from '../../../domain/ticket-status.ts';
import { useChangeStatus } from './staff-ticket-queries.ts';

interface ChangeStatusModalProps {
  ticketId: string;
  status: TicketStatus;
  isOpen: boolean;
  onClose(): void;
}

/** Any status may be picked; there is no order to follow. */
export function ChangeStatusModal({ ticketId, status, isOpen, onClose }: ChangeStatusModalProps) {
  const [chosen, setChosen] = useState<TicketStatus>(status);
  const changeStatus = useChangeStatus(ticketId);

  useEffect(() => {
    if (isOpen) setChosen(status);
  }, [isOpen, status]);

  function close() {
    changeStatus.reset();
    onClose();
  }

  function apply() {
    changeStatus.mutate(chosen, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', message });
        close();
      },
    });
  }

  return (
    <Modal opened={isOpen} onClose={close} title="Change Status" centered styles={{ title: { fontWeight: 600 } }}>
      <Stack gap="md">
        <Radio.Group label="New status" value={chosen} onChange={(value) => setChosen(value as TicketStatus)}>
          <Stack gap="xs" mt="xs">
            {ticketStatuses.map((option) => (
              <Radio
                key={option}
                value={option}
                label={option === status ? `${ticketStatusLabels[option]} (current)` : ticketStatusLabels[option]}
              />
            ))}
          </Stack>
        </Radio.Group>
        {changeStatus.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            Error updating status: {changeStatus.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={apply} loading={changeStatus.isPending} disabled={chosen === status}>
            Update Status
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Alert, Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type CustomFieldValues, missingFieldsMessage, missingFieldsToClose } from '../../../domain/ticket-custom-fields.ts';
import { type TicketStatus, ticketStatuses, ticketStatusLabels } from '../../../domain/ticket-status.ts';
import { ApiError } from '../../api/api-error.ts';
import { CustomFieldInput } from '../ticket-fields/custom-field-input.tsx';
import { type FieldDraft, valuesOfDrafts } from '../ticket-fields/field-drafts.ts';
import { ticketFieldsKey, ticketFieldsQuery, useSetTicketCustomFields } from '../ticket-fields/ticket-fields-queries.ts';
import { useChangeStatus } from './staff-ticket-queries.ts';

interface ChangeStatusModalProps {
  ticketId: string;
  status: TicketStatus;
  /** The ticket's custom field values: resolving or closing asks here for the required ones it lacks. */
  values: CustomFieldValues;
  isOpen: boolean;
  onClose(): void;
}

/** Any status may be picked; there is no order to follow. Resolved and Closed need the fields required to close. */
export function ChangeStatusModal({ ticketId, status, values, isOpen, onClose }: ChangeStatusModalProps) {
  const [chosen, setChosen] = useState<TicketStatus>(status);
  const [drafts, setDrafts] = useState<Record<string, FieldDraft>>({});
  const changeStatus = useChangeStatus(ticketId);
  const setFields = useSetTicketCustomFields(ticketId);
  const fields = useQuery({ ...ticketFieldsQuery(), enabled: isOpen });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (isOpen) {
      setChosen(status);
      setDrafts({});
    }
  }, [isOpen, status]);

  const known = fields.data ?? [];
  // The fields asked for stay on the form while they are filled in; what is still missing updates as they are.
  const needed = missingFieldsToClose(known, values, chosen);
  const merged = { ...values, ...Object.fromEntries(Object.entries(valuesOfDrafts(drafts)).filter(([, value]) => value !== null)) };
  const stillMissing = missingFieldsToClose(known, merged as CustomFieldValues, chosen);

  function close() {
    changeStatus.reset();
    setFields.reset();
    onClose();
  }

  function updateStatus() {
    changeStatus.mutate(chosen, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', message });
        close();
      },
      // A field made required since the form was read: read them again, and the form asks for it.
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ticket_fields_missing')
          queryClient.invalidateQueries({ queryKey: ticketFieldsKey });
      },
    });
  }

  function apply() {
    if (Object.keys(drafts).length === 0) return updateStatus();
    setFields.mutate(valuesOfDrafts(drafts), { onSuccess: updateStatus });
  }

  const problem = setFields.error ?? changeStatus.error;
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title="Change Status"
      centered
      styles={{ title: { fontWeight: 600 } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
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
        {needed.length > 0 && (
          <Stack gap="sm">
            <Alert color={stillMissing.length > 0 ? 'orange' : 'green'} icon={<IconAlertCircle size={18} />} py="xs">
              {stillMissing.length > 0 ? missingFieldsMessage(stillMissing) : 'The fields required to close are filled in.'}
            </Alert>
            {needed.map((field) => (
              <CustomFieldInput
                key={field.id}
                field={field}
                value={field.id in drafts ? drafts[field.id] : values[field.id]}
                onChange={(value) => setDrafts({ ...drafts, [field.id]: value })}
                isRequired
                disabled={setFields.isPending || changeStatus.isPending}
              />
            ))}
          </Stack>
        )}
        {problem && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            Error updating status: {problem.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={apply}
            loading={changeStatus.isPending || setFields.isPending}
            disabled={chosen === status || stillMissing.length > 0}
          >
            {needed.length > 0 ? 'Save fields and update status' : 'Update Status'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

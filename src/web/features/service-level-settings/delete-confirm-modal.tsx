import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProblem } from '../../components/form-problem.tsx';

interface DeleteConfirmModalProps {
  /** What is being deleted, "Delete calendar"; the modal is open while a thing is named. */
  title: string;
  isOpen: boolean;
  children: ReactNode;
  isPending: boolean;
  /** The server's refusal, kept in view until the modal closes. */
  problem: string | null;
  /** The confirming button's word when it is not Delete (Revoke). */
  confirmLabel?: string;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a calendar or a policy goes, and says why the server refused. */
export function DeleteConfirmModal({
  title,
  isOpen,
  children,
  isPending,
  problem,
  confirmLabel = 'Delete',
  onConfirm,
  onClose,
}: DeleteConfirmModalProps) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <FormProblem problem={problem} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

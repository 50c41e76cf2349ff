import { ActionIcon, Button, Fieldset, Group, Modal, Tooltip } from '@mantine/core';
import { upperFirst } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormProblem } from '../../components/form-problem.tsx';

/** The modal an editor opens in; its form is made afresh each time it opens. */
export function EditorModal({
  title,
  isOpen,
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      {isOpen && children}
    </Modal>
  );
}

/** A titled part of an editor's form, named for screen readers by its legend. */
export function EditorFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="unstyled" styles={{ legend: { fontWeight: 600 } }}>
      {children}
    </Fieldset>
  );
}

/** The server's refusal, kept beside the form with what was typed, over Cancel and the submit button. */
export function EditorActions({
  problem,
  isPending,
  submitLabel,
  onCancel,
}: {
  problem: string | null;
  isPending: boolean;
  submitLabel: string;
  onCancel(): void;
}) {
  return (
    <>
      <FormProblem problem={problem} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isPending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}

/** A schema's problems as the form shows them: the first one of each field, as a sentence, at the field `placeOf` names. */
export function formErrorsOf(issues: readonly z.core.$ZodIssue[], placeOf: (path: string) => string = (path) => path) {
  return Object.fromEntries([...issues].reverse().map((issue) => [placeOf(issue.path.join('.')), upperFirst(issue.message)])) as Record<
    string,
    string
  >;
}

/** A listed calendar's or policy's Edit and Delete buttons, named after it. */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  return (
    <>
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}

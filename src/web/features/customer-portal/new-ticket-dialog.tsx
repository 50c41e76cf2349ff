import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { DEFAULT_PRIORITY, type Priority, priorities, priorityLabels } from '../../../domain/ticket-status.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { CustomFieldInputs } from '../ticket-fields/custom-field-inputs.tsx';
import { type FieldDraft, valuesOfDrafts } from '../ticket-fields/field-drafts.ts';
import { AttachmentPicker } from '../tickets/attachment-picker.tsx';
import { useChosenFiles } from '../tickets/attachment-uploads.ts';
import { useCreateTicket } from '../tickets/ticket-changes.ts';
import type { Ticket } from '../tickets/tickets-queries.ts';
import { customerTicketMessages, newTicketErrorMessage } from './customer-ticket-messages.ts';
import { DashboardDialog } from './dashboard-dialog.tsx';

interface NewTicketDialogProps {
  opened: boolean;
  /** False once the session has ended. */
  isSignedIn: boolean;
  hasOrganization: boolean;
  onClose(): void;
  onSubmitted(ticket: Ticket): void;
}

const priorityOptions = priorities.map((value) => ({ value, label: priorityLabels[value] }));

/** Submit New Ticket: subject, priority and description. */
export function NewTicketDialog({ opened, isSignedIn, hasOrganization, onClose, onSubmitted }: NewTicketDialogProps) {
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<Priority>(DEFAULT_PRIORITY);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldDrafts, setFieldDrafts] = useState<Record<string, FieldDraft>>({});
  const createTicket = useCreateTicket();
  const files = useChosenFiles();

  function reset() {
    setSubject('');
    setDescription('');
    setPriority(DEFAULT_PRIORITY);
    setFieldDrafts({});
    setProblem(null);
    files.clear();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!subject.trim() || !description.trim()) return setProblem(customerTicketMessages.subjectAndDescription);
    if (!isSignedIn) return setProblem(customerTicketMessages.signedOut);
    if (!hasOrganization) return setProblem(customerTicketMessages.organizationUnknown);
    setProblem(null);
    createTicket.mutate(
      {
        subject: subject.trim(),
        description: description.trim(),
        priority,
        attachments: files.sent,
        customFields: valuesOfDrafts(fieldDrafts),
      },
      {
        onSuccess: (ticket) => {
          reset();
          onSubmitted(ticket);
        },
        onError: (error) => setProblem(newTicketErrorMessage(error)),
      },
    );
  }

  return (
    <DashboardDialog opened={opened} onClose={onClose} title="Submit New Ticket">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Subject"
            placeholder="A short summary of the problem"
            required
            maxLength={ticketLimits.subject}
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            data-autofocus
          />
          <NativeSelect
            label="Priority"
            data={priorityOptions}
            value={priority}
            onChange={(event) => setPriority(event.currentTarget.value as Priority)}
          />
          <Textarea
            label="Description"
            placeholder="What happened, what you expected, and anything you have tried"
            required
            rows={6}
            resize="vertical"
            maxLength={ticketLimits.description}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <CustomFieldInputs drafts={fieldDrafts} onChange={setFieldDrafts} />
          <AttachmentPicker chosen={files} />
          <FormProblem problem={problem} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={createTicket.isPending} disabled={files.isUploading}>
              Submit Ticket
            </Button>
          </Group>
        </Stack>
      </form>
    </DashboardDialog>
  );
}

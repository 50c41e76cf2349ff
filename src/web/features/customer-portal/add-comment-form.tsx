import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { problemOf } from '../../api/api-error.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { AttachmentPicker } from '../tickets/attachment-picker.tsx';
import { useCommentDraft } from '../tickets/ticket-changes.ts';
import { customerTicketMessages } from './customer-ticket-messages.ts';

/** Writes a comment on the ticket; Send stays disabled while the comment is blank. */
export function AddCommentForm({ ticketId }: { ticketId: string }) {
  const { content, isBlank, files, addComment, edit, send } = useCommentDraft(ticketId);

  function submit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Add a comment"
          placeholder="Write your reply…"
          rows={3}
          resize="vertical"
          value={content}
          onChange={(event) => edit(event.currentTarget.value)}
          maxLength={ticketLimits.comment}
        />
        <AttachmentPicker chosen={files} />
        <FormProblem problem={addComment.isError ? problemOf(addComment.error, customerTicketMessages.commentFailed) : null} />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} disabled={isBlank || files.isUploading} loading={addComment.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

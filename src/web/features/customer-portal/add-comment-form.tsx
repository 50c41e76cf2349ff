import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { customerTicketMessages, useAddComment } from './customer-portal-queries.ts';

/** Writes a comment on the ticket; Send stays disabled while the comment is blank. */
export function AddCommentForm({ userId, ticketId }: { userId: string; ticketId: string }) {
  const [content, setContent] = useState('');
  const addComment = useAddComment(userId, ticketId);
  const isBlank = content.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isBlank) return;
    addComment.mutate(content.trim(), { onSuccess: () => setContent('') });
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
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        {addComment.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {customerTicketMessages.commentFailed}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} disabled={isBlank} loading={addComment.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

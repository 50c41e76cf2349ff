import { Alert, Badge, Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMailOff, IconSend } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { problemOf } from '../../api/api-error.ts';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import { PendingMacroNote, SavedReplyButton, SavedReplyPicker } from '../saved-replies/saved-reply-picker.tsx';
import { useSavedReplyPicker } from '../saved-replies/use-saved-reply-picker.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { MessageBody } from './message-mail.tsx';
import { useCommentDraft } from './ticket-changes.ts';
import classes from './ticket-comments.module.css';
import { TicketTime } from './ticket-time.tsx';
import type { TicketComment } from './tickets-queries.ts';

/** The conversation on a ticket, oldest first. */
export function CommentList({ comments }: { comments: TicketComment[] }) {
  if (comments.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        No comments yet.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => (
        <Group
          component="li"
          key={comment.id}
          align="flex-start"
          gap="sm"
          wrap="nowrap"
          className={comment.isInternal ? classes.note : undefined}
          aria-label={comment.isInternal ? `Internal note from ${comment.userName}` : undefined}
        >
          <InitialsAvatar name={comment.userName} size={34} color={comment.isPlatformSupport ? 'grape' : 'brand'} />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {comment.userName}
              </Text>
              {comment.isInternal && (
                <Badge size="xs" color="yellow.4" autoContrast leftSection={<IconLock size={11} aria-hidden />}>
                  Internal note
                </Badge>
              )}
              {comment.isPlatformSupport && (
                <Badge size="xs" color="grape" variant="light" c="grape.9">
                  Platform support
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                <TicketTime iso={comment.createdAt} />
              </Text>
              {comment.undelivered && (
                <Badge size="xs" color="red" variant="light" leftSection={<IconMailOff size={12} aria-hidden />}>
                  Not delivered
                </Badge>
              )}
            </Group>
            <MessageBody ticketId={comment.ticketId} text={comment.content} mail={comment.mail} attachments={comment.attachments} />
            {comment.undelivered && (
              <Text size="xs" c="red.8">
                The e-mail of this comment came back undelivered
                {comment.undelivered.reason ? `: ${comment.undelivered.reason}` : ', without a reason given.'}
              </Text>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

interface AddCommentFormProps {
  ticketId: string;
  /** Whether the reader is the ticket's own team, who may write notes the customer never sees. */
  canWriteNotes: boolean;
  /** The staff's box offers their saved replies with "/". */
  hasSavedReplies?: boolean;
}

/** A reply on the ticket, or an internal note; Ctrl+Enter (or ⌘+Enter) sends it too. */
export function AddCommentForm({ ticketId, canWriteNotes, hasSavedReplies = false }: AddCommentFormProps) {
  const { content, isBlank, isInternal, setInternal, files, addComment, edit, send: sendDraft } = useCommentDraft(ticketId);
  const picker = useSavedReplyPicker({ ticketId, content, edit, sent: addComment.data, isEnabled: hasSavedReplies });

  function send(event?: FormEvent) {
    event?.preventDefault();
    sendDraft();
  }

  return (
    <Stack component="form" gap="sm" onSubmit={send}>
      {canWriteNotes && (
        <SegmentedControl
          aria-label="Write"
          value={isInternal ? 'note' : 'reply'}
          onChange={(value) => setInternal(value === 'note')}
          data={[
            { value: 'reply', label: 'Reply' },
            { value: 'note', label: 'Internal note' },
          ]}
          w="fit-content"
          size="xs"
        />
      )}
      <SavedReplyPicker picker={picker}>
        <Textarea
          label={isInternal ? 'Add an internal note' : 'Add a comment'}
          description={isInternal ? 'Only your team sees this note: the customer is neither shown nor told about it.' : undefined}
          placeholder={`${isInternal ? 'Write a note for your team…' : 'Write a reply…'}${hasSavedReplies ? ' (type / for saved replies)' : ''}`}
          classNames={isInternal ? { input: classes.noteInput } : undefined}
          rows={3}
          resize="vertical"
          value={content}
          onChange={(event) => edit(event.currentTarget.value)}
          maxLength={ticketLimits.comment}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
          }}
        />
      </SavedReplyPicker>
      <PendingMacroNote picker={picker} />
      <AttachmentPicker chosen={files} />
      {addComment.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
          {problemOf(addComment.error, 'Failed to add comment. Please try again.')}
        </Alert>
      )}
      <Group justify="flex-end">
        <SavedReplyButton picker={picker} />
        <Button
          type="submit"
          color={isInternal ? 'yellow.4' : undefined}
          autoContrast
          leftSection={isInternal ? <IconLock size={16} /> : <IconSend size={16} />}
          disabled={isBlank || files.isUploading}
          loading={addComment.isPending}
        >
          {isInternal ? 'Add Note' : 'Add Comment'}
        </Button>
      </Group>
    </Stack>
  );
}

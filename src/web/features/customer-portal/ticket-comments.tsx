import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { MessageBody } from '../tickets/message-mail.tsx';
import { TicketTime } from '../tickets/ticket-time.tsx';
import type { TicketComment } from '../tickets/tickets-queries.ts';

/** A ticket's conversation, oldest first; the customer's own comments stand apart from the replies. */
export function TicketComments({ comments, userId }: { comments: TicketComment[]; userId: string }) {
  if (comments.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        No comments yet. Be the first to comment!
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Comments">
      {comments.map((comment) => {
        const isOwn = comment.userId === userId;
        return (
          <Paper
            key={comment.id}
            component="li"
            radius="md"
            p="sm"
            bg={isOwn ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
            ml={isOwn ? { base: 'md', sm: 'xl' } : 0}
            mr={isOwn ? 0 : { base: 'md', sm: 'xl' }}
          >
            <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {comment.userEmail || comment.userName}
                </Text>
                {isOwn && (
                  <Badge size="xs" variant="default">
                    You
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                <TicketTime iso={comment.createdAt} />
              </Text>
            </Group>
            <MessageBody ticketId={comment.ticketId} text={comment.content} mail={comment.mail} attachments={comment.attachments} />
          </Paper>
        );
      })}
    </Stack>
  );
}

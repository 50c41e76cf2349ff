import { Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailure } from '../../components/load-failure.tsx';
import { AddCommentForm } from './add-comment-form.tsx';
import { TicketLoadError, ticketDetailQuery } from './customer-portal-queries.ts';
import { DashboardDialog } from './dashboard-dialog.tsx';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import { TicketComments } from './ticket-comments.tsx';
import { TicketTime } from './ticket-time.tsx';

interface TicketDetailDialogProps {
  userId: string;
  ticketId: string | null;
  onClose(): void;
}

/** One of the customer's tickets: its description, its comments and the form to add one. */
export function TicketDetailDialog({ userId, ticketId, onClose }: TicketDetailDialogProps) {
  // The ticket stays on screen while the dialog closes.
  const [shownId, setShownId] = useState(ticketId);
  if (ticketId && ticketId !== shownId) setShownId(ticketId);
  const detail = useQuery({ ...ticketDetailQuery(userId, shownId ?? ''), enabled: !!shownId });
  const ticket = detail.data?.ticket;

  return (
    <DashboardDialog
      opened={!!ticketId}
      onClose={onClose}
      title={ticket ? ticket.displayTitle : 'Ticket'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', overflowWrap: 'anywhere' } }}
    >
      {detail.isPending ? (
        <Group justify="center" py="xl" role="status" aria-label="Loading the ticket">
          <Loader size="sm" />
        </Group>
      ) : detail.isError ? (
        <LoadFailure
          title={detail.error.message}
          message={null}
          onRetry={detail.error instanceof TicketLoadError && detail.error.isNotFound ? undefined : () => detail.refetch()}
          isRetrying={detail.isFetching}
        >
          <Button size="xs" variant="default" onClick={onClose}>
            Back to your tickets
          </Button>
        </LoadFailure>
      ) : (
        <Stack gap="md">
          <Stack gap={6}>
            <Group gap={6}>
              <Text size="sm" fw={600} c="dimmed" mr={4}>
                {detail.data.ticket.ticketNumber}
              </Text>
              <TicketStatusBadge status={detail.data.ticket.status} />
              <PriorityBadge priority={detail.data.ticket.priority} />
            </Group>
            <Text size="xs" c="dimmed">
              Created <TicketTime value={detail.data.ticket.createdAt} style="absolute" /> · Updated{' '}
              <TicketTime value={detail.data.ticket.updatedAt} style="relative" />
            </Text>
          </Stack>
          <section aria-labelledby="ticket-description-heading">
            <Title order={3} fz="sm" mb={6} id="ticket-description-heading">
              Description
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {detail.data.ticket.description}
            </Text>
          </section>
          <Divider />
          <section aria-labelledby="ticket-comments-heading">
            <Title order={3} fz="sm" mb="sm" id="ticket-comments-heading">
              Comments ({detail.data.comments.length})
            </Title>
            <TicketComments comments={detail.data.comments} userId={userId} />
          </section>
          <AddCommentForm key={detail.data.ticket.id} userId={userId} ticketId={detail.data.ticket.id} />
        </Stack>
      )}
    </DashboardDialog>
  );
}

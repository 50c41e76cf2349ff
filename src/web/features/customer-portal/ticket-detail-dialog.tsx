import { Alert, Anchor, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { TicketFieldValues } from '../ticket-fields/ticket-field-values.tsx';
import { AppointmentWhen } from '../tickets/appointment-when.tsx';
import { MessageBody } from '../tickets/message-mail.tsx';
import { TicketPriorityBadge, TicketStatusBadge } from '../tickets/ticket-badges.tsx';
import { TicketTime } from '../tickets/ticket-time.tsx';
import { ticketDetailQuery } from '../tickets/tickets-queries.ts';
import { useTicketDetailRefresh } from '../tickets/use-ticket-refresh.ts';
import { AddCommentForm } from './add-comment-form.tsx';
import { isTicketMissing } from './customer-ticket-messages.ts';
import { DashboardDialog } from './dashboard-dialog.tsx';
import { TicketComments } from './ticket-comments.tsx';

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
  useTicketDetailRefresh(userId, shownId ?? '');
  const isMissing = detail.isError && isTicketMissing(detail.error);
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
          title={isMissing ? ticketMessages.ticketNotFound : detail.error.message}
          message={null}
          onRetry={isMissing ? undefined : () => detail.refetch()}
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
              <TicketPriorityBadge priority={detail.data.ticket.priority} />
            </Group>
            <Text size="xs" c="dimmed">
              Created <TicketTime iso={detail.data.ticket.createdAt} /> · Updated <TicketTime iso={detail.data.ticket.updatedAt} />
            </Text>
          </Stack>
          {detail.data.ticket.mergedInto && (
            <Alert color="gray" role="status">
              {detail.data.ticket.mergedInto.id ? (
                <>
                  This ticket was merged into{' '}
                  <Anchor component={TenantLink} to={`/tickets/${detail.data.ticket.mergedInto.id}`} fw={600}>
                    {detail.data.ticket.mergedInto.ticketNumber}
                  </Anchor>
                  : the conversation continues there.
                </>
              ) : (
                'This ticket was merged into another ticket and closed.'
              )}
            </Alert>
          )}
          <TicketFieldValues values={detail.data.ticket.customFields} />
          <section aria-labelledby="ticket-description-heading">
            <Title order={3} fz="sm" mb={6} id="ticket-description-heading">
              Description
            </Title>
            <MessageBody
              ticketId={detail.data.ticket.id}
              text={detail.data.ticket.description}
              mail={detail.data.mail}
              attachments={detail.data.attachments}
            />
          </section>
          {detail.data.upcomingAppointments.length > 0 && (
            <section aria-labelledby="ticket-appointments-heading">
              <Title order={3} fz="sm" mb={6} id="ticket-appointments-heading">
                Upcoming appointments
              </Title>
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {detail.data.upcomingAppointments.map((appointment) => (
                  <Group key={appointment.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
                    <IconCalendarEvent size={18} aria-hidden style={{ flex: 'none', marginTop: 1 }} />
                    <div>
                      <Text size="sm" fw={600}>
                        <AppointmentWhen appointment={appointment} />
                      </Text>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {appointment.title}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            </section>
          )}
          <Divider />
          <section aria-labelledby="ticket-comments-heading">
            <Title order={3} fz="sm" mb="sm" id="ticket-comments-heading">
              Comments ({detail.data.comments.length})
            </Title>
            <TicketComments comments={detail.data.comments} userId={userId} />
          </section>
          {!detail.data.ticket.mergedInto && <AddCommentForm key={detail.data.ticket.id} ticketId={detail.data.ticket.id} />}
        </Stack>
      )}
    </DashboardDialog>
  );
}

import { Alert, Center, Divider, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isPlatformSupportStatus, platformSupportStatuses, type TicketStatus, ticketStatusLabels } from '../../../domain/ticket-status.ts';
import { ApiError } from '../../api/api-error.ts';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import { useChangeStatus } from '../tickets/staff-ticket-queries.ts';
import { TicketPriorityBadge, TicketStatusBadge } from '../tickets/ticket-badges.tsx';
import { AddCommentForm, CommentList } from '../tickets/ticket-comments.tsx';
import { TicketTime } from '../tickets/ticket-time.tsx';
import { type TicketDetail, ticketDetailQuery } from '../tickets/tickets-queries.ts';
import { useTicketDetailRefresh } from '../tickets/use-ticket-refresh.ts';

const statusOptions = platformSupportStatuses.map((status) => ({ value: status, label: ticketStatusLabels[status] }));

/** The escalation open in the pane, kept live: what it is about, where it came from, its status and the conversation. */
export function EscalationDetail({ userId, ticketId }: { userId: string; ticketId: string }) {
  const detail = useQuery(ticketDetailQuery(userId, ticketId));
  useTicketDetailRefresh(userId, ticketId);

  if (detail.isPending) {
    return (
      <Center py={48} role="status">
        <BusyIndicator label="Loading the ticket" size="sm" />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {detail.error.message}
      </Alert>
    );
  }
  return <EscalationContent detail={detail.data} />;
}

function EscalationContent({ detail: { ticket, comments } }: { detail: TicketDetail }) {
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="xs" c="dimmed" ff="monospace">
          {ticket.ticketNumber}
        </Text>
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {ticket.displayTitle}
        </Title>
        <Group gap={6} wrap="wrap">
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
          <Text size="xs" c="dimmed">
            Escalated <TicketTime iso={ticket.createdAt} />
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconBuilding size={16} aria-hidden />
          <Text size="sm">
            From <strong>{ticket.originOrganizationName ?? ticket.customerName}</strong>
          </Text>
        </Group>
      </Stack>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {ticket.description}
      </Text>
      <StatusChoice ticketId={ticket.id} status={ticket.status} />
      <Divider />
      <Title order={3} fz="md">
        Comments
      </Title>
      <CommentList comments={comments} />
      <AddCommentForm ticketId={ticket.id} canWriteNotes />
    </Stack>
  );
}

/** The super admin's statuses (in progress, resolved, closed), from any status; the outcome is a toast. */
function StatusChoice({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  const changeStatus = useChangeStatus(ticketId);
  // A status platform support does not set (open, waiting) shows as it is, and cannot be chosen back.
  const data = isPlatformSupportStatus(status)
    ? statusOptions
    : [{ value: '', label: ticketStatusLabels[status], disabled: true }, ...statusOptions];

  function choose(next: TicketStatus) {
    changeStatus.mutate(next, {
      onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message:
            error instanceof ApiError && error.status === 401
              ? 'Authentication error. Please refresh and try again.'
              : 'Failed to update status',
        }),
    });
  }

  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Status"
        data={data}
        value={isPlatformSupportStatus(status) ? status : ''}
        onChange={(event) => choose(event.currentTarget.value as TicketStatus)}
        disabled={changeStatus.isPending}
        w={200}
      />
      {changeStatus.isPending && <BusyIndicator label="Updating the status" size="xs" />}
    </Group>
  );
}

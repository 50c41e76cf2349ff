import { Alert, Anchor, Button, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCalendarEvent,
  IconCalendarPlus,
  IconEdit,
  IconFileSearch,
  IconGitMerge,
  IconProgressCheck,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useParams } from 'react-router';
import { permissionMessages } from '../../../domain/agent-permissions.ts';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import { ApiError } from '../../api/api-error.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { StatusPanel } from '../../components/status-panel.tsx';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { useCan } from '../access-settings/access-settings-queries.ts';
import { TicketFieldsPanel } from '../ticket-fields/ticket-fields-panel.tsx';
import { ticketFieldsQuery } from '../ticket-fields/ticket-fields-queries.ts';
import { TicketWorkOrders } from '../work-orders/ticket-work-orders.tsx';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { AppointmentModal, AppointmentScheduledModal } from './appointment-modal.tsx';
import { AppointmentWhen } from './appointment-when.tsx';
import { BackToTickets } from './back-to-tickets.tsx';
import { ChangeStatusModal } from './change-status-modal.tsx';
import { DeleteTicketModal } from './delete-ticket-modal.tsx';
import { MergeTicketModal } from './merge-ticket-modal.tsx';
import { MessageBody } from './message-mail.tsx';
import { ServiceLevelHistory } from './service-level-badge.tsx';
import { TicketAssignee } from './ticket-assignee.tsx';
import { EscalatedBadge, TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import { AddCommentForm, CommentList } from './ticket-comments.tsx';
import { TicketFact } from './ticket-fact.tsx';
import { TicketFollowers } from './ticket-followers.tsx';
import { TicketHistory } from './ticket-history.tsx';
import { TicketPriority } from './ticket-priority.tsx';
import { TicketTags } from './ticket-tags.tsx';
import { TicketTime } from './ticket-time.tsx';
import { type Appointment, type Ticket, type TicketComment, type TicketDetail, ticketDetailQuery } from './tickets-queries.ts';
import { useTicketDetailRefresh } from './use-ticket-refresh.ts';

/** /tickets/{id}: the ticket, its conversation, and what staff do with it, kept live. */
export function TicketDetailPage() {
  const { ticketId = '' } = useParams();
  const { organization, account } = useWorkspace();
  const detail = useQuery(ticketDetailQuery(account.user.id, ticketId));
  useTicketDetailRefresh(account.user.id, ticketId);

  if (detail.isPending) return <PageLoader label="Loading ticket..." />;
  if (detail.isError) {
    const isMissing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <StatusPanel
        icon={isMissing ? <IconFileSearch size={32} stroke={1.5} /> : <IconAlertCircle size={32} stroke={1.5} />}
        color={isMissing ? undefined : 'red'}
        title={isMissing ? ticketMessages.ticketNotFound : 'Could not load the ticket'}
        actions={
          <Button component={TenantLink} to="/tickets" leftSection={<IconArrowLeft size={16} />}>
            Back to Tickets
          </Button>
        }
      >
        {isMissing ? 'It may have been removed, or it belongs to another organization.' : detail.error.message}
      </StatusPanel>
    );
  }

  const { ticket, comments } = detail.data;
  // An escalation seen from the organization it came from: platform support works it, its requesters follow and comment.
  const isReadOnly = ticket.isEscalation && ticket.originOrganizationId === organization.id;

  return (
    <>
      <title>{`${ticket.ticketNumber} · ${ticket.displayTitle}`}</title>
      <Stack gap="lg" maw={1200}>
        <TicketHeader ticket={ticket} />
        {ticket.mergedInto && <MergedBanner mergedInto={ticket.mergedInto} />}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Section title="Description">
                <MessageBody
                  ticketId={ticket.id}
                  text={ticket.description || 'No description.'}
                  mail={detail.data.mail}
                  attachments={detail.data.attachments}
                />
              </Section>
              <Section title={conversationTitle(comments)}>
                <Stack gap="lg">
                  <CommentList comments={comments} />
                  {!ticket.mergedInto && <AddCommentForm ticketId={ticket.id} canWriteNotes={!isReadOnly} hasSavedReplies />}
                </Stack>
              </Section>
              {!isReadOnly && (
                <Section title="History">
                  <TicketHistory history={detail.data.history} />
                </Section>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <TicketSidebar ticket={ticket} serviceLevels={detail.data.serviceLevels} isReadOnly={isReadOnly} />
              {!isReadOnly && <TicketFieldsSection ticket={ticket} />}
              {!isReadOnly && (
                <Section title="Followers">
                  <TicketFollowers detail={detail.data} />
                </Section>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}

/** The organization's own fields of the ticket, when it has any. */
function TicketFieldsSection({ ticket }: { ticket: Ticket }) {
  const fields = useQuery(ticketFieldsQuery());
  if (!fields.data?.some((field) => !field.isArchived)) return null;
  return (
    <Section title="Fields">
      <TicketFieldsPanel key={ticket.updatedAt} ticketId={ticket.id} values={ticket.customFields} />
    </Section>
  );
}

/** A duplicate merged into another ticket: its conversation continues there. */
function MergedBanner({ mergedInto }: { mergedInto: NonNullable<Ticket['mergedInto']> }) {
  return (
    <Alert color="gray" icon={<IconGitMerge size={18} aria-hidden />} title="Merged">
      Merged into{' '}
      {mergedInto.id ? (
        <Anchor component={TenantLink} to={`/tickets/${mergedInto.id}`} fw={600}>
          {mergedInto.ticketNumber}
        </Anchor>
      ) : (
        mergedInto.ticketNumber
      )}
      : its comments, files and appointments are there now.
    </Alert>
  );
}

/** The conversation's count, as the ticket's details give it, and apart from it the team's notes. */
function conversationTitle(comments: TicketComment[]): string {
  const notes = comments.filter((comment) => comment.isInternal).length;
  const title = `Comments (${comments.length - notes})`;
  return notes === 0 ? title : `${title} · ${notes === 1 ? '1 internal note' : `${notes} internal notes`}`;
}

function TicketHeader({ ticket }: { ticket: Ticket }) {
  return (
    <div>
      <BackToTickets />
      <Group gap="xs" mt={6} wrap="wrap">
        <Text size="sm" c="dimmed" ff="monospace">
          {ticket.ticketNumber || ticket.id}
        </Text>
        {ticket.isEscalation && <EscalatedBadge />}
        {/* On phones the sidebar comes after the conversation, so where the ticket stands is repeated here. */}
        <Group gap={6} hiddenFrom="md">
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
        </Group>
      </Group>
      <Title order={1} fz={{ base: 22, sm: 28 }} mt={2} style={{ overflowWrap: 'anywhere' }}>
        {ticket.displayTitle}
      </Title>
      <Group gap="md" mt={6} wrap="wrap" style={{ rowGap: 2 }}>
        <Text size="sm">
          <Text span c="dimmed">
            Customer{' '}
          </Text>
          <Text span fw={500}>
            {ticket.customerName || 'None'}
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          Created <TicketTime iso={ticket.createdAt} />
        </Text>
        <Text size="sm" c="dimmed">
          Last updated <TicketTime iso={ticket.updatedAt} />
        </Text>
      </Group>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="md" mb="sm" id={titleId}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

type OpenModal = 'status' | 'schedule' | 'edit' | 'merge' | 'delete' | null;

/** How the ticket came in: written on the web (the workspace or the portal), or mailed to the organization. */
const channelLabels: Record<Ticket['source'], string> = { web: 'Web', email: 'E-mail' };

/** Status, priority, the service-level targets, the appointment, and the quick actions with their modals. */
function TicketSidebar({
  ticket,
  serviceLevels,
  isReadOnly,
}: {
  ticket: Ticket;
  serviceLevels: TicketDetail['serviceLevels'];
  isReadOnly: boolean;
}) {
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [scheduled, setScheduled] = useState<Appointment | null>(null);
  const close = () => setOpenModal(null);
  const canDelete = useCan('tickets.delete');
  // The server's rule (tickets.shared.ts assertMayEdit): an agent's own queue needs edit_assigned, any other ticket edit_all.
  const me = useWorkspace().account.user.id;
  const isOwn = ticket.assignedTo === null || ticket.assignedTo === me || ticket.createdBy === me;
  const changePermission = isOwn ? 'tickets.edit_assigned' : 'tickets.edit_all';
  const canChange = useCan(changePermission) && !isReadOnly;

  return (
    <Stack gap="lg">
      <Section title="Details">
        <Stack gap="sm">
          <TicketFact label="Status">
            <TicketStatusBadge status={ticket.status} size="md" />
          </TicketFact>
          <TicketFact label="Comments">
            <Text size="sm">{ticket.commentCount}</Text>
          </TicketFact>
          <TicketFact label="Channel">
            <Text size="sm">{channelLabels[ticket.source]}</Text>
          </TicketFact>
          <TicketPriority ticket={ticket} isReadOnly={!canChange} />
          <TicketAssignee ticket={ticket} isReadOnly={!canChange} />
          {canChange && <TicketTags ticket={ticket} />}
        </Stack>
      </Section>

      {serviceLevels.length > 0 && (
        <Section title="Service Levels">
          <ServiceLevelHistory clocks={serviceLevels} />
        </Section>
      )}

      {ticket.appointment && <AppointmentCard appointment={ticket.appointment} onEdit={canChange ? () => setOpenModal('edit') : null} />}

      <Section title="Quick Actions">
        {isReadOnly ? (
          <Text size="sm" c="dimmed">
            Platform support works this escalation. You can follow it and add comments.
          </Text>
        ) : (
          <Stack gap="xs">
            {!canChange && (
              <Text size="sm" c="dimmed">
                {permissionMessages[changePermission]}
              </Text>
            )}
            {canChange && (
              <>
                <Button
                  variant="light"
                  fullWidth
                  justify="flex-start"
                  leftSection={<IconProgressCheck size={18} />}
                  onClick={() => setOpenModal('status')}
                >
                  Change Status
                </Button>
                <Button
                  variant="light"
                  fullWidth
                  justify="flex-start"
                  leftSection={<IconCalendarPlus size={18} />}
                  onClick={() => setOpenModal('schedule')}
                >
                  {ticket.appointment ? 'Schedule Another' : 'Schedule Appointment'}
                </Button>
                {!ticket.mergedInto && !ticket.isEscalation && (
                  <Button
                    variant="light"
                    fullWidth
                    justify="flex-start"
                    leftSection={<IconGitMerge size={18} />}
                    onClick={() => setOpenModal('merge')}
                  >
                    Merge into…
                  </Button>
                )}
              </>
            )}
            {canDelete && !ticket.isEscalation && (
              <Button
                variant="light"
                color="red"
                fullWidth
                justify="flex-start"
                leftSection={<IconTrash size={18} />}
                onClick={() => setOpenModal('delete')}
              >
                Delete ticket
              </Button>
            )}
          </Stack>
        )}
      </Section>

      {!isReadOnly && <TicketWorkOrders ticketId={ticket.id} />}

      <ChangeStatusModal
        ticketId={ticket.id}
        status={ticket.status}
        values={ticket.customFields}
        isOpen={openModal === 'status'}
        onClose={close}
      />
      <AppointmentModal
        ticketId={ticket.id}
        editing={openModal === 'edit' ? ticket.appointment : null}
        suggestedTitle={ticket.displayTitle}
        isOpen={openModal === 'schedule' || openModal === 'edit'}
        onClose={close}
        onScheduled={setScheduled}
      />
      <AppointmentScheduledModal appointment={scheduled} onClose={() => setScheduled(null)} />
      <MergeTicketModal ticket={ticket} isOpen={openModal === 'merge'} onClose={close} />
      {canDelete && <DeleteTicketModal ticket={ticket} isOpen={openModal === 'delete'} onClose={close} />}
    </Stack>
  );
}

function AppointmentCard({ appointment, onEdit }: { appointment: Appointment; onEdit: (() => void) | null }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="scheduled-appointment">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={36} radius="md">
          <IconCalendarEvent size={20} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Title order={2} fz="md" id="scheduled-appointment">
            Scheduled Appointment
          </Title>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {appointment.title}
          </Text>
          <Text size="sm" c="dimmed">
            <AppointmentWhen appointment={appointment} /> · <span style={{ whiteSpace: 'nowrap' }}>1 hour</span>
          </Text>
        </Stack>
      </Group>
      {onEdit && (
        <Button variant="default" size="xs" leftSection={<IconEdit size={14} />} onClick={onEdit} mt="md" fullWidth>
          Edit Appointment
        </Button>
      )}
    </Card>
  );
}

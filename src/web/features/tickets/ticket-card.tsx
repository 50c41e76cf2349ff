import { Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMessageCircle, IconUser, IconUserCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { AppointmentWhen } from './appointment-when.tsx';
import type { FromTicketList } from './back-to-tickets.tsx';
import { ServiceLevelBadge } from './service-level-badge.tsx';
import { EscalatedBadge, TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import classes from './ticket-card.module.css';
import { TicketTime } from './ticket-time.tsx';
import type { Ticket } from './tickets-queries.ts';

interface TicketCardProps {
  ticket: Ticket;
  isSelected: boolean;
  onToggle(): void;
}

/** One ticket in the list: what it is about, for whom, when, and where it stands; the whole card opens it, its box selects it. */
export function TicketCard({ ticket, isSelected, onToggle }: TicketCardProps) {
  const comments = ticket.commentCount === 1 ? '1 comment' : `${ticket.commentCount} comments`;
  const { pathname, search } = useLocation();
  const from: FromTicketList = { ticketList: `${pathname}${search}` };
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-ticket-id={ticket.id}
      data-selected={isSelected || undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" align="baseline" miw={0} style={{ flex: '1 1 320px' }}>
            <Checkbox
              aria-label={`Select ${ticket.ticketNumber || ticket.displayTitle}`}
              size="xs"
              checked={isSelected}
              onChange={onToggle}
              className={classes.select}
            />
            <Text size="sm" c="dimmed" className={classes.number}>
              {ticket.ticketNumber || ticket.id}
            </Text>
            <Text component="h2" fw={600} fz="md" lh={1.35} m={0} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              <TenantLink to={`/tickets/${ticket.id}`} state={from} className={classes.titleLink}>
                {ticket.displayTitle}
              </TenantLink>
            </Text>
            {ticket.isEscalation && <EscalatedBadge />}
          </Group>
          <Group gap={6} wrap="nowrap">
            <ServiceLevelBadge next={ticket.serviceLevel} />
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </Group>
        </Group>

        {ticket.description && (
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {ticket.description}
          </Text>
        )}

        <Group className={classes.meta} wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconUser size={14} aria-hidden />
            <Text size="xs" fw={500}>
              {ticket.customerName || 'No customer'}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconUserCheck size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="xs" c={ticket.assignedTo ? undefined : 'dimmed'}>
              {assigneeLabel(ticket)}
            </Text>
          </Group>
          {ticket.appointment && (
            <Group gap={4} wrap="nowrap">
              <IconCalendarEvent size={14} aria-hidden color="var(--mantine-color-brand-7)" />
              <Text size="xs" c="brand.8" fw={500}>
                <AppointmentWhen appointment={ticket.appointment} />
              </Text>
            </Group>
          )}
          <Text size="xs" c="dimmed">
            Created <TicketTime iso={ticket.createdAt} />
          </Text>
          <Text size="xs" c="dimmed">
            Updated <TicketTime iso={ticket.updatedAt} />
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconMessageCircle size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              {comments}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** Who works on the ticket, as the list shows it; an assignee without a visible name is still someone. */
export function assigneeLabel(ticket: Pick<Ticket, 'assignedTo' | 'assigneeName'>): string {
  if (!ticket.assignedTo) return 'Unassigned';
  return ticket.assigneeName ? `Assigned to ${ticket.assigneeName}` : 'Assigned';
}

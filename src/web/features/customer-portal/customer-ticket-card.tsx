import { Card, Group, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { TicketPriorityBadge, TicketStatusBadge } from '../tickets/ticket-badges.tsx';
import { TicketTime } from '../tickets/ticket-time.tsx';
import type { Ticket } from '../tickets/tickets-queries.ts';
import classes from './customer-ticket-card.module.css';
import { openedFromDashboard } from './use-customer-dialog.ts';

/** One of the customer's tickets in the list; it opens the ticket's dialog. */
export function CustomerTicketCard({ ticket }: { ticket: Ticket }) {
  const comments = ticket.commentCount === 1 ? '1 comment' : `${ticket.commentCount} comments`;
  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} component="article">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text size="xs" c="dimmed" fw={600}>
            {ticket.ticketNumber}
          </Text>
          <Title order={3} fz="md" fw={600} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
            <TenantLink to={`/tickets/${ticket.id}`} state={openedFromDashboard} className={classes.titleLink}>
              {ticket.displayTitle}
            </TenantLink>
          </Title>
        </div>
        <Group gap={6}>
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={2} mt={6} style={{ overflowWrap: 'anywhere' }}>
        {ticket.description}
      </Text>
      <div className={classes.meta} style={{ marginTop: 10 }}>
        <span>
          Created <TicketTime iso={ticket.createdAt} />
        </span>
        <span>
          Updated <TicketTime iso={ticket.updatedAt} />
        </span>
        <span className={classes.metaItem}>
          <IconMessageCircle size={14} aria-hidden />
          {comments}
        </span>
      </div>
    </Card>
  );
}

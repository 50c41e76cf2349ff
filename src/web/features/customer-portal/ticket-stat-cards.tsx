import { SimpleGrid, Skeleton, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleDot, IconLoader2, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TicketSummary } from '../tickets/tickets-queries.ts';
import type { CustomerTicketFilter } from './customer-ticket-messages.ts';
import classes from './ticket-stat-cards.module.css';

interface TicketStatCardsProps {
  summary: TicketSummary | undefined;
  filter: CustomerTicketFilter;
  onFilter(filter: CustomerTicketFilter): void;
}

/** The five counts over the customer's tickets; Total, Open and Resolved also filter the list. */
export function TicketStatCards({ summary, filter, onFilter }: TicketStatCardsProps) {
  // Pressing the active Open or Resolved card again shows all tickets.
  const filterProps = (value: CustomerTicketFilter) => ({
    isActive: filter === value,
    onClick: () => onFilter(filter === value ? 'all' : value),
  });
  return (
    <SimpleGrid cols={{ base: 3, md: 5 }} spacing={{ base: 'xs', sm: 'md' }} aria-label="Ticket counts" role="group">
      <StatCard label="Total" value={summary?.total} icon={<IconTicket size={16} />} color="brand" {...filterProps('all')} />
      <StatCard label="Open" value={summary?.open} icon={<IconCircleDot size={16} />} color="red" {...filterProps('open')} />
      <StatCard label="In Progress" value={summary?.inProgress} icon={<IconLoader2 size={16} />} color="yellow" />
      <StatCard
        label="Resolved"
        value={summary?.resolved}
        icon={<IconCircleCheck size={16} />}
        color="green"
        {...filterProps('resolved')}
      />
      <StatCard label="High Priority" value={summary?.highOrUrgent} icon={<IconAlertTriangle size={16} />} color="orange" />
    </SimpleGrid>
  );
}

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
  /** Cards that filter the list are toggle buttons. */
  isActive?: boolean;
  onClick?(): void;
}

function StatCard({ label, value, icon, color, isActive, onClick }: StatCardProps) {
  const content = (
    <>
      <span className={classes.label}>
        <ThemeIcon size={24} radius="xl" variant="light" color={color} aria-hidden className={classes.icon}>
          {icon}
        </ThemeIcon>
        {label}
      </span>
      {value === undefined ? <Skeleton height={28} width={40} /> : <span className={classes.value}>{value}</span>}
    </>
  );
  if (!onClick) return <div className={classes.card}>{content}</div>;
  return (
    <UnstyledButton className={`${classes.card} ${classes.filter}`} aria-pressed={isActive} onClick={onClick}>
      {content}
    </UnstyledButton>
  );
}

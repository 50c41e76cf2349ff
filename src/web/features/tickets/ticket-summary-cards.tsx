import { Group, Text, UnstyledButton } from '@mantine/core';
import type { TicketListFilters } from './ticket-list-filters.ts';
import classes from './ticket-summary-cards.module.css';
import type { TicketSummary } from './tickets-queries.ts';

interface SummaryCard {
  label: string;
  count: (summary: TicketSummary) => number;
  /** The filters the card applies: each shows exactly the tickets it counts. */
  filters: Pick<TicketListFilters, 'status' | 'priority'>;
  accent: string;
}

const summaryCards: readonly SummaryCard[] = [
  { label: 'Total Tickets', count: (summary) => summary.total, filters: { status: 'all', priority: 'all' }, accent: 'brand.6' },
  { label: 'Open Tickets', count: (summary) => summary.open, filters: { status: 'open', priority: 'all' }, accent: 'red.6' },
  { label: 'In Progress', count: (summary) => summary.inProgress, filters: { status: 'in_progress', priority: 'all' }, accent: 'yellow.6' },
  { label: 'Resolved Tickets', count: (summary) => summary.resolved, filters: { status: 'resolved', priority: 'all' }, accent: 'green.6' },
  {
    label: 'High Priority',
    count: (summary) => summary.highOrUrgent,
    filters: { status: 'high_priority', priority: 'all' },
    accent: 'orange.6',
  },
];

interface TicketSummaryCardsProps {
  summary: TicketSummary | undefined;
  filters: TicketListFilters;
  onSelect(filters: SummaryCard['filters']): void;
}

/** The counts over the caller's tickets; each card filters the list to what it counts. */
export function TicketSummaryCards({ summary, filters, onSelect }: TicketSummaryCardsProps) {
  return (
    <div className={classes.strip}>
      {summaryCards.map((card) => {
        const isActive = card.filters.status === filters.status && card.filters.priority === filters.priority;
        return (
          <UnstyledButton key={card.label} className={classes.card} aria-pressed={isActive} onClick={() => onSelect(card.filters)}>
            <Group gap={8} wrap="nowrap" align="baseline">
              <Text component="span" w={8} h={8} bg={card.accent} style={{ borderRadius: 4, flexShrink: 0 }} aria-hidden />
              <Text component="span" size="sm" c="dimmed" fw={500} lh={1.25}>
                {card.label}
              </Text>
            </Group>
            <Text component="span" display="block" className={classes.count} mt={2}>
              {summary ? card.count(summary) : '–'}
            </Text>
          </UnstyledButton>
        );
      })}
    </div>
  );
}

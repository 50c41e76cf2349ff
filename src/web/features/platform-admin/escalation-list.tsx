import { Button, Center, ScrollArea, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import classes from './admin-dashboard.module.css';
import { EscalationRow } from './escalation-row.tsx';
import type { EscalationPage } from './platform-admin-queries.ts';

interface EscalationListProps {
  list: UseInfiniteQueryResult<InfiniteData<EscalationPage>>;
  isFiltered: boolean;
  selectedId: string | null;
  onOpen(ticketId: string): void;
}

/** The escalations, at most 600 px tall and scrolling, with the next keyset page on demand. */
export function EscalationList({ list, isFiltered, selectedId, onOpen }: EscalationListProps) {
  if (list.isPending) {
    return (
      <Center py={48} role="status">
        <BusyIndicator label="Loading escalated tickets" size="sm" />
      </Center>
    );
  }
  const tickets = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (tickets.length === 0) {
    return (
      <Stack align="center" gap={6} py={48} c="dimmed">
        <IconInbox size={32} stroke={1.5} aria-hidden />
        <Text size="sm">{isFiltered ? 'No tickets match your filters' : 'No escalated tickets yet'}</Text>
      </Stack>
    );
  }
  return (
    // Room for the scrollbar only while there is one, so the rows otherwise span the card like the controls above them.
    <ScrollArea.Autosize mah={600} type="auto" offsetScrollbars="present">
      <Stack component="ul" gap={6} className={classes.list} aria-label="Escalated tickets">
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <EscalationRow ticket={ticket} isSelected={ticket.id === selectedId} onOpen={() => onOpen(ticket.id)} />
          </li>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Center py="sm">
          <Button variant="default" size="xs" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        </Center>
      )}
    </ScrollArea.Autosize>
  );
}

import { Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import { lazyNamed } from '../../components/lazy-named.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { ticketListQuery } from '../tickets/tickets-queries.ts';
import { CustomerTicketCard } from './customer-ticket-card.tsx';
import { type CustomerTicketFilter, customerListFilters } from './customer-ticket-messages.ts';

// Only a customer without tickets (or a search finding none) sees it: not part of the portal's first load.
const CustomerTicketsEmpty = lazyNamed(() => import('./customer-tickets-empty.tsx'), 'CustomerTicketsEmpty');

interface CustomerTicketListProps {
  userId: string;
  filter: CustomerTicketFilter;
  search: string;
  /** Clears the search and the filter. */
  onShowAll(): void;
}

/** The customer's tickets, the next page loading as the end of the list comes into view. */
export function CustomerTicketList({ userId, filter, search, onShowAll }: CustomerTicketListProps) {
  const tickets = useInfiniteQuery(ticketListQuery(userId, customerListFilters(filter, search)));
  const { ref: endRef, entry } = useIntersection({ rootMargin: '400px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = tickets;

  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (tickets.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading your tickets">
        {[0, 1, 2].map((index) => (
          <Card key={index} withBorder radius="lg" padding="md">
            <Skeleton height={12} width={80} mb={8} />
            <Skeleton height={16} width="60%" mb={10} />
            <Skeleton height={12} width="90%" />
          </Card>
        ))}
      </Stack>
    );
  }
  if (tickets.isError) {
    return <LoadFailure title="Your tickets could not be loaded" onRetry={() => tickets.refetch()} isRetrying={tickets.isFetching} />;
  }

  const items = tickets.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    const isFiltered = filter !== 'all' || search !== '';
    return (
      <Suspense fallback={null}>
        <CustomerTicketsEmpty isFiltered={isFiltered} isSearched={search !== ''} onShowAll={onShowAll} />
      </Suspense>
    );
  }

  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your tickets">
        {items.map((ticket) => (
          <li key={ticket.id}>
            <CustomerTicketCard ticket={ticket} />
          </li>
        ))}
      </Stack>
      {hasNextPage && (
        <Group justify="center" ref={endRef} py="sm">
          {isFetchingNextPage ? (
            <BusyIndicator label="Loading more tickets" size="sm" />
          ) : (
            <Button variant="default" onClick={() => fetchNextPage()}>
              Show more tickets
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

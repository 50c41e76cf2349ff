import { Button, Card, EmptyState } from '@mantine/core';
import { IconInbox, IconSearch } from '@tabler/icons-react';

/** No ticket to list: none yet, or none in the group or search shown, with the way back to all of them. */
export function CustomerTicketsEmpty({
  isFiltered,
  isSearched,
  onShowAll,
}: {
  isFiltered: boolean;
  isSearched: boolean;
  onShowAll(): void;
}) {
  return (
    <Card withBorder radius="lg" py="xl">
      <EmptyState
        icon={isFiltered ? <IconSearch size={28} /> : <IconInbox size={28} />}
        withIndicatorBackground
        title={isFiltered ? 'No tickets found' : 'No tickets yet'}
        description={
          isSearched
            ? 'Try other words, or show all your tickets.'
            : isFiltered
              ? 'None of your tickets is in this group.'
              : 'When you submit a ticket, it appears here with its status and replies.'
        }
      >
        {isFiltered && (
          <EmptyState.Actions>
            <Button variant="default" onClick={onShowAll}>
              Show all tickets
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Card>
  );
}

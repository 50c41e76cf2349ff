import { Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import { useRealtime } from '../realtime/use-realtime.ts';
import { DashboardLoadFailure } from './dashboard-load-failure.tsx';
import { OrganizationCard } from './organization-card.tsx';
import { organizationsQuery, platformAdminKeys } from './platform-admin-queries.ts';

/** Every tenant organization, newest first, kept live when another admin changes a subscription. */
export function OrganizationList({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(organizationsQuery(userId));

  useRealtime((signal) => {
    if (signal.kind === 'reconnected' || signal.event.type.startsWith('organization.')) {
      void queryClient.invalidateQueries({ queryKey: platformAdminKeys.organizations });
    }
  });

  if (list.isPending) {
    return (
      <Center py={48} role="status">
        <BusyIndicator label="Loading organizations" size="sm" />
      </Center>
    );
  }
  if (list.isError && !list.data) {
    return <DashboardLoadFailure list={list} />;
  }
  const organizations = list.data.pages.flatMap((page) => page.items);
  if (organizations.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        No organizations yet
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <SimpleGrid
        component="ul"
        cols={{ base: 1, lg: 2 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Organizations"
      >
        {organizations.map((organization) => (
          <OrganizationCard key={organization.id} organization={organization} />
        ))}
      </SimpleGrid>
      {list.hasNextPage && (
        <Center>
          <Button variant="default" size="xs" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}

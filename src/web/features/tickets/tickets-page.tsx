import { Alert, Button, Center, Flex, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { type InfiniteData, keepPreviousData, type UseInfiniteQueryResult, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import { ApiError } from '../../api/api-error.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { useCan } from '../access-settings/access-settings-queries.ts';
import { TicketViewsNav } from '../ticket-views/ticket-views-nav.tsx';
import { SupportSiteCard } from '../workspace/support-site-card.tsx';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { emptySelection, TicketBulkBar, type TicketSelection } from './ticket-bulk-bar.tsx';
import { TicketCard } from './ticket-card.tsx';
import { filtersOf, searchOfFilters, type TicketListFilters, useTicketListFilters } from './ticket-list-filters.ts';
import { rememberTicketList } from './ticket-list-memory.ts';
import { TicketListToolbar } from './ticket-list-toolbar.tsx';
import { TicketSummaryCards } from './ticket-summary-cards.tsx';
import { TicketTable } from './ticket-table.tsx';
import { type TicketPage, ticketListQuery, ticketSummaryQuery } from './tickets-queries.ts';
import { useTicketListKeys } from './use-ticket-list-keys.ts';
import { useTicketListRefresh } from './use-ticket-refresh.ts';

/** /tickets: the counts that filter, search and filters kept in the address, and the live list, loaded page by page. */
export function TicketsPage() {
  const { organization, account } = useWorkspace();
  const [filters, changeFilters] = useTicketListFilters();
  const shown = searchOfFilters(filters);
  // The way back from a ticket or another section (← Tickets, the sidebar) returns to the list as last shown.
  useEffect(() => {
    rememberTicketList({ organizationId: organization.id, userId: account.user.id }, filtersOf(new URLSearchParams(shown)));
  }, [organization.id, account.user.id, shown]);
  const list = useInfiniteQuery({ ...ticketListQuery(account.user.id, filters), placeholderData: keepPreviousData });
  const summary = useQuery(ticketSummaryQuery(account.user.id));
  const refresh = useTicketListRefresh();
  const canCreate = useCan('tickets.create');
  // Kept per user in this browser, so each person who signs in here finds the view they chose.
  const [view, setView] = useLocalStorage<ListView>({ key: `tandem.ticket-list-view.${account.user.id}`, defaultValue: 'cards' });
  // Only the button's own refresh spins it; live refreshes happen quietly.
  const [isRefreshing, setIsRefreshing] = useState(false);

  async function refreshNow() {
    setIsRefreshing(true);
    await refresh();
    setIsRefreshing(false);
  }

  return (
    <>
      <title>{`Tickets · ${organization.name}`}</title>
      <Stack gap="lg" maw={1200}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              Tickets
            </Title>
            <Text c="dimmed" size="sm" mt={2}>
              Manage all tickets and escalations
            </Text>
          </div>
          <Group gap="sm">
            <SegmentedControl
              aria-label="View"
              data={[
                { value: 'cards', label: 'Cards' },
                { value: 'table', label: 'Table' },
              ]}
              value={view}
              onChange={(value) => setView(value as ListView)}
            />
            {canCreate && (
              <Button component={TenantLink} to="/tickets/new" leftSection={<IconPlus size={18} />}>
                New Ticket
              </Button>
            )}
          </Group>
        </Group>

        <TicketSummaryCards summary={summary.data} filters={filters} onSelect={changeFilters} />
        {/* Beside the list only on a wide screen: at 1280 px the table needs the width for all its columns. */}
        <Flex direction={{ base: 'column', xl: 'row' }} gap="lg" align={{ base: 'stretch', xl: 'flex-start' }}>
          <TicketViewsNav filters={filters} onApply={changeFilters} />
          <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
            <TicketListToolbar filters={filters} onChange={changeFilters} onRefresh={() => void refreshNow()} isRefreshing={isRefreshing} />
            <TicketList
              list={list}
              view={view}
              filters={filters}
              onSort={(sort) => changeFilters({ sort })}
              isFiltered={isFiltered(filters)}
              canCreate={canCreate}
            />
          </Stack>
        </Flex>
      </Stack>
    </>
  );
}

function isFiltered(filters: TicketListFilters): boolean {
  return (
    filters.search !== '' ||
    filters.status !== 'all' ||
    filters.priority !== 'all' ||
    filters.tag !== '' ||
    filters.assignee !== '' ||
    filters.field !== ''
  );
}

type ListView = 'cards' | 'table';

interface TicketListProps {
  list: UseInfiniteQueryResult<InfiniteData<TicketPage>>;
  view: ListView;
  filters: TicketListFilters;
  onSort(sort: TicketListFilters['sort']): void;
  isFiltered: boolean;
  canCreate: boolean;
}

function TicketList({ list, view, filters, onSort, isFiltered, canCreate }: TicketListProps) {
  const container = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<TicketSelection>(emptySelection);
  const tickets = list.data?.pages.flatMap((page) => page.items) ?? [];
  const isTable = view === 'table';

  // A selection belongs to the list it was made in: other filters, another order or the cards start afresh.
  const listKey = JSON.stringify([filters, view]);
  useEffect(() => {
    if (listKey) setSelection(emptySelection);
  }, [listKey]);

  function toggle(ticketId: string) {
    setSelection((current) => {
      const ids = new Set(current.isAllMatching ? tickets.map((ticket) => ticket.id) : current.ids);
      if (ids.has(ticketId)) ids.delete(ticketId);
      else ids.add(ticketId);
      return { ids, isAllMatching: false };
    });
  }

  function toggleAll() {
    const isEverySelected = selection.isAllMatching || tickets.every((ticket) => selection.ids.has(ticket.id));
    setSelection(isEverySelected ? emptySelection : { ids: new Set(tickets.map((ticket) => ticket.id)), isAllMatching: false });
  }

  useTicketListKeys(container, toggle);

  if (list.isPending) {
    return (
      <Center py={48} role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">Loading tickets...</Text>
        </Group>
      </Center>
    );
  }
  if (list.isError) {
    const isOrganizationUnknown = list.error instanceof ApiError && list.error.code === 'organization_not_found';
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        title={isOrganizationUnknown ? undefined : 'Could not load tickets'}
      >
        {isOrganizationUnknown ? ticketMessages.organizationUnavailable : list.error.message}
      </Alert>
    );
  }
  if (tickets.length === 0 && !isFiltered) return <FirstTicketGuide canCreate={canCreate} />;
  if (tickets.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={48}>
        No tickets found. Try adjusting your search terms or filters.
      </Text>
    );
  }
  const isAnySelected = selection.isAllMatching || selection.ids.size > 0;
  const isEveryLoadedSelected = tickets.every((ticket) => selection.ids.has(ticket.id));
  return (
    <Stack gap="sm" aria-busy={list.isPlaceholderData} ref={container}>
      {isAnySelected && (
        <TicketBulkBar
          selection={selection}
          filters={filters}
          canSelectAllMatching={isEveryLoadedSelected && list.hasNextPage}
          onSelectAllMatching={() => setSelection({ ids: new Set(), isAllMatching: true })}
          onClear={() => setSelection(emptySelection)}
        />
      )}
      {isTable ? (
        <TicketTable
          tickets={tickets}
          sort={filters.sort}
          onSort={onSort}
          selection={selection}
          onToggle={toggle}
          onToggleAll={toggleAll}
        />
      ) : (
        tickets.map((ticket) => (
          <TicketCard
            key={ticket.id}
            ticket={ticket}
            isSelected={selection.isAllMatching || selection.ids.has(ticket.id)}
            onToggle={() => toggle(ticket.id)}
          />
        ))
      )}
      {list.hasNextPage && <LoadMore isLoading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />}
      <Text size="xs" c="dimmed" visibleFrom="sm">
        Keys: j and k move between tickets, Enter opens one, x selects it.
      </Text>
    </Stack>
  );
}

/** An organization without tickets yet: how the first one arrives. */
function FirstTicketGuide({ canCreate }: { canCreate: boolean }) {
  const { organization } = useWorkspace();
  return (
    <Stack gap="md" maw={640} mx="auto" py={32} ta="center" align="center">
      <Title order={2} size="h3">
        No tickets yet
      </Title>
      <Text c="dimmed">
        Tickets arrive when your customers submit them on your support site, or when your team opens one for a customer.
      </Text>
      {canCreate && (
        <Button component={TenantLink} to="/tickets/new" leftSection={<IconPlus size={18} />}>
          Create the first ticket
        </Button>
      )}
      <SupportSiteCard organization={organization} />
    </Stack>
  );
}

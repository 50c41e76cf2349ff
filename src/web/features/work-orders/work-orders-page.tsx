import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconClipboardList, IconPlus, IconSearch, IconSettings } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTimeAs } from '../../../domain/datetime-settings.ts';
import type { WorkOrderSettings } from '../../../domain/work-order-settings.ts';
import { type WorkOrderStatus, workOrderMessages, workOrderStatuses, workOrderStatusLabels } from '../../../domain/work-order-status.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { WorkOrderPriorityBadge, WorkOrderStatusBadge } from './work-order-badges.tsx';
import {
  useWorkOrderRefresh,
  type WorkOrder,
  type WorkOrderListFilters,
  workOrderLayoutQuery,
  workOrderListQuery,
  workOrderSettingsQuery,
} from './work-orders-queries.ts';

const SEARCH_DELAY_MS = 250;
const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...workOrderStatuses.map((status) => ({ value: status, label: workOrderStatusLabels[status] })),
];

/** /work-orders: search, status filter and the organization's work orders as cards, a list or a table, as the settings say. */
export function WorkOrdersPage() {
  const { organization } = useWorkspace();
  const settings = useQuery(workOrderSettingsQuery());
  const layout = useQuery(workOrderLayoutQuery());
  useWorkOrderRefresh();

  const isReady = settings.data?.workOrdersEnabled && (layout.data?.version ?? 0) > 0;
  return (
    <>
      <title>{`Work Orders · ${organization.name}`}</title>
      <Stack gap="lg" maw={1200}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              Work Orders
            </Title>
            <Text c="dimmed" size="sm" mt={2}>
              Field work from request to signed completion
            </Text>
          </div>
          {isReady && (
            <Button component={TenantLink} to="/work-orders/new" leftSection={<IconPlus size={18} />}>
              New Work Order
            </Button>
          )}
        </Group>
        {settings.isPending || layout.isPending ? (
          <PageLoader label="Loading work orders..." />
        ) : settings.isError || layout.isError ? (
          <LoadFailure title="Could not load work orders" message={(settings.error ?? layout.error)?.message} />
        ) : isReady ? (
          <WorkOrderList settings={settings.data.settings} />
        ) : (
          <SetupPrompt reason={settings.data.workOrdersEnabled ? 'layout' : 'disabled'} />
        )}
      </Stack>
    </>
  );
}

/** Work orders off, or no layout yet: where to set them up (admins) or whom to ask (agents). */
export function SetupPrompt({ reason }: { reason: 'disabled' | 'layout' }) {
  const { role } = useWorkspace();
  const isAdmin = role === 'org_admin' || role === 'super_admin';
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconClipboardList size={40} stroke={1.5} aria-hidden />
        <Title order={2} fz="lg">
          {reason === 'disabled' ? 'Work orders are turned off' : 'Set up your work order form'}
        </Title>
        <Text size="sm" c="dimmed" maw={460}>
          {reason === 'disabled'
            ? 'Turn work orders on in Settings, Work Orders to create and track field work.'
            : 'Design the form your technicians fill in and your customers sign before creating the first work order.'}
        </Text>
        {isAdmin ? (
          <Button component={TenantLink} to="/settings?tab=workorders" leftSection={<IconSettings size={18} />}>
            Open Work Order Settings
          </Button>
        ) : (
          <Text size="sm">Ask an administrator of your organization to set them up.</Text>
        )}
      </Stack>
    </Card>
  );
}

function WorkOrderList({ settings }: { settings: WorkOrderSettings }) {
  const { account } = useWorkspace();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<WorkOrderStatus | 'all'>('all');
  const [isMine, setIsMine] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const filters: WorkOrderListFilters = { search: debounced, status, isMine };
  const list = useInfiniteQuery({ ...workOrderListQuery(account.user.id, filters), placeholderData: keepPreviousData });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Number, title, customer or address"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
          maxLength={200}
        />
        <Select
          label="Status"
          data={statusOptions}
          value={status}
          allowDeselect={false}
          onChange={(value) => setStatus((value ?? 'all') as WorkOrderStatus | 'all')}
          w={{ base: '100%', xs: 200 }}
        />
        <Switch label="Assigned to me" checked={isMine} onChange={(event) => setIsMine(event.currentTarget.checked)} mb={8} />
      </Group>
      {list.isPending ? (
        <Center py={48} role="status">
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">Loading work orders...</Text>
          </Group>
        </Center>
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Could not load work orders">
          {list.error.message}
        </Alert>
      ) : items.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Text ta="center" c="dimmed">
            {workOrderMessages.noneFound}
          </Text>
        </Card>
      ) : (
        <WorkOrderView items={items} settings={settings} />
      )}
      {list.hasNextPage && <LoadMore isLoading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />}
    </Stack>
  );
}

function WorkOrderView({ items, settings }: { items: WorkOrder[]; settings: WorkOrderSettings }) {
  switch (settings.defaultViewLayout) {
    case 'table':
      return <WorkOrderTable items={items} settings={settings} />;
    case 'list':
      return (
        <Stack gap="xs">
          {items.map((item) => (
            <WorkOrderCard key={item.id} item={item} settings={{ ...settings, compactCardLayout: true }} isRow />
          ))}
        </Stack>
      );
    case 'card':
      return (
        <SimpleGrid cols={{ base: 1, sm: Math.min(2, settings.cardsPerRow), lg: settings.cardsPerRow }} spacing="md">
          {items.map((item) => (
            <WorkOrderCard key={item.id} item={item} settings={settings} />
          ))}
        </SimpleGrid>
      );
  }
}

function useWhen() {
  const dateTime = useDateTimeSettings();
  return (iso: string | null) => (iso ? formatDateTimeAs(new Date(iso), dateTime) : 'Not scheduled');
}

function WorkOrderCard({ item, settings, isRow = false }: { item: WorkOrder; settings: WorkOrderSettings; isRow?: boolean }) {
  const when = useWhen();
  const isDark = settings.darkModeCards;
  const muted = isDark ? 'gray.4' : 'dimmed';
  return (
    <Card
      withBorder
      radius="md"
      padding={settings.compactCardLayout ? 'sm' : 'md'}
      component={TenantLink}
      to={`/work-orders/${item.id}`}
      bg={isDark ? 'dark.7' : undefined}
      c={isDark ? 'gray.0' : undefined}
      aria-label={`${settings.showWorkOrderNumbers ? `${item.workOrderNumber}: ` : ''}${item.title}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Box style={{ minWidth: 0 }}>
          {settings.showWorkOrderNumbers && (
            <Text size="xs" fw={600} c={muted}>
              {item.workOrderNumber}
            </Text>
          )}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
        </Box>
        {isRow && <WorkOrderStatusBadge status={item.status} hasIcon={settings.showStatusIcons} />}
      </Group>
      {!isRow && (
        <Group gap={6} mt={6}>
          <WorkOrderStatusBadge status={item.status} hasIcon={settings.showStatusIcons} />
          {!settings.compactCardLayout && <WorkOrderPriorityBadge priority={item.priority} isColored={settings.showPriorityColors} />}
        </Group>
      )}
      {!settings.compactCardLayout && (
        <Stack gap={2} mt="xs">
          <Text size="sm" c={muted}>
            {item.customerName ?? 'No customer'}
            {item.customerCompany ? ` · ${item.customerCompany}` : ''}
          </Text>
          <Text size="sm" c={muted}>
            {when(item.scheduledDate)}
            {settings.showEstimatedHours && item.estimatedHours !== null ? ` · ${item.estimatedHours} h estimated` : ''}
          </Text>
          <Text size="sm" c={muted}>
            {item.assigneeName ?? 'Unassigned'}
          </Text>
        </Stack>
      )}
    </Card>
  );
}

function WorkOrderTable({ items, settings }: { items: WorkOrder[]; settings: WorkOrderSettings }) {
  const when = useWhen();
  const navigate = useNavigate();
  const pathOf = useTenantPath();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {settings.showWorkOrderNumbers && <Table.Th>Number</Table.Th>}
            <Table.Th>Title</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Scheduled</Table.Th>
            {settings.showEstimatedHours && <Table.Th>Est. hours</Table.Th>}
            <Table.Th>Technician</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} onClick={() => void navigate(pathOf(`/work-orders/${item.id}`))} style={{ cursor: 'pointer' }}>
              {settings.showWorkOrderNumbers && <Table.Td>{item.workOrderNumber}</Table.Td>}
              <Table.Td>
                <UnstyledButton component={TenantLink} to={`/work-orders/${item.id}`} fw={600} fz="sm">
                  {item.title}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{item.customerName ?? '—'}</Table.Td>
              <Table.Td>
                <WorkOrderStatusBadge status={item.status} hasIcon={settings.showStatusIcons} />
              </Table.Td>
              <Table.Td>
                <WorkOrderPriorityBadge priority={item.priority} isColored={settings.showPriorityColors} />
              </Table.Td>
              <Table.Td>{when(item.scheduledDate)}</Table.Td>
              {settings.showEstimatedHours && <Table.Td>{item.estimatedHours ?? '—'}</Table.Td>}
              <Table.Td>{item.assigneeName ?? 'Unassigned'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

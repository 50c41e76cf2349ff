import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconArchive,
  IconDownload,
  IconPencil,
  IconPlus,
  IconRestore,
  IconSearch,
  IconTrash,
  IconUpload,
  IconUsers,
} from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customerLimits, customerMessages } from '../../../domain/customer-rules.ts';
import { ActionsColumnHeader } from '../../components/actions-column-header.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { useCan } from '../access-settings/access-settings-queries.ts';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { CustomerFormModal } from './customer-form-modal.tsx';
import {
  type Customer,
  type CustomerStatus,
  type CustomerSummary,
  customerListQuery,
  customerSummaryQuery,
  downloadCustomersCsv,
  useCustomersRefresh,
  useRestoreCustomer,
} from './customers-queries.ts';
import { DeleteCustomerModal } from './delete-customer-modal.tsx';
import { ImportCustomersModal } from './import-customers-modal.tsx';

const SEARCH_DELAY_MS = 300;

const summaryCards: { label: string; count: (summary: CustomerSummary) => number }[] = [
  { label: 'Total Customers', count: (summary) => summary.total },
  { label: 'Active Users', count: (summary) => summary.activeUsers },
  { label: 'New This Month', count: (summary) => summary.newThisMonth },
  { label: 'With Email', count: (summary) => summary.withEmail },
];

type Dialog = { kind: 'add' } | { kind: 'edit'; customer: Customer } | { kind: 'import' } | null;

const statusOptions: { value: CustomerStatus; label: string }[] = [
  { value: 'active', label: 'Customers' },
  { value: 'archived', label: 'Archived' },
];

/** /customers: the counts, the server-searched list (a table on desktop, cards on phones) and the dialogs that change it. */
export function CustomersPage() {
  const { organization, account } = useWorkspace();
  const userId = account.user.id;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CustomerStatus>('active');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useInfiniteQuery({ ...customerListQuery(userId, status, debouncedSearch), placeholderData: keepPreviousData });
  const summary = useQuery(customerSummaryQuery(userId));
  const canCreate = useCan('customers.create');
  const canEdit = useCan('customers.edit');
  const canDelete = useCan('customers.delete');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const restore = useRestoreCustomer();
  useCustomersRefresh();

  function restoreCustomer(customer: Customer) {
    restore.mutate(customer.id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Customer restored',
          message: `${customer.contactName} is back on the customer list.`,
        }),
      onError: (error) => notifications.show({ color: 'red', title: 'Could not restore', message: error.message }),
    });
  }

  async function exportList() {
    setIsExporting(true);
    try {
      await downloadCustomersCsv(debouncedSearch);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not export', message: (error as Error).message });
    } finally {
      setIsExporting(false);
    }
  }

  const actions = {
    onEdit: canEdit ? (customer: Customer) => setDialog({ kind: 'edit', customer }) : undefined,
    onDelete: canDelete ? (customer: Customer) => setDeleting(customer) : undefined,
    onRestore: canDelete ? restoreCustomer : undefined,
    restoringId: restore.isPending ? restore.variables : undefined,
  };
  const customers = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <title>{`Customers · ${organization.name}`}</title>
      <Stack gap="lg" maw={1200}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              Customers
            </Title>
            <Text c="dimmed" size="sm" mt={2}>
              Manage your customer records
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconDownload size={18} />} loading={isExporting} onClick={() => void exportList()}>
              Export
            </Button>
            {canCreate && (
              <>
                <Button variant="default" leftSection={<IconUpload size={18} />} onClick={() => setDialog({ kind: 'import' })}>
                  Import
                </Button>
                <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'add' })}>
                  Add New Customer
                </Button>
              </>
            )}
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {summaryCards.map((card) => (
            <Paper key={card.label} withBorder radius="md" px="md" py="sm">
              <Text size="sm" c="dimmed" fw={500}>
                {card.label}
              </Text>
              <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.15} mt={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {summary.data ? card.count(summary.data) : '–'}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>

        <Group gap="sm" align="stretch">
          <TextInput
            type="search"
            maxLength={customerLimits.search}
            placeholder="Search by name, company or email..."
            aria-label="Search customers"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <SegmentedControl
            data={statusOptions}
            value={status}
            onChange={(value) => setStatus(value as CustomerStatus)}
            aria-label="Which customers"
          />
        </Group>

        {list.isPending ? (
          <Center py={48} role="status">
            <Group gap="sm">
              <Loader size="sm" aria-hidden />
              <Text c="dimmed">Loading customers...</Text>
            </Group>
          </Center>
        ) : list.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Could not load customers">
            {list.error.message}
          </Alert>
        ) : customers.length === 0 ? (
          <EmptyState
            status={status}
            isSearching={debouncedSearch !== ''}
            onAdd={canCreate ? () => setDialog({ kind: 'add' }) : undefined}
          />
        ) : (
          <Stack gap="sm" aria-busy={list.isPlaceholderData}>
            <CustomerTable customers={customers} {...actions} />
            <CustomerCards customers={customers} {...actions} />
            {list.hasNextPage && <LoadMore isLoading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />}
          </Stack>
        )}
      </Stack>

      <CustomerFormModal
        customer={dialog?.kind === 'edit' ? dialog.customer : null}
        isOpen={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onClose={() => setDialog(null)}
      />
      <ImportCustomersModal isOpen={dialog?.kind === 'import'} onClose={() => setDialog(null)} />
      <DeleteCustomerModal userId={userId} customer={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function EmptyState({ status, isSearching, onAdd }: { status: CustomerStatus; isSearching: boolean; onAdd?: () => void }) {
  if (status === 'archived' && !isSearching) {
    return (
      <Paper withBorder radius="md" py={48} px="md">
        <Stack align="center" gap="sm">
          <IconArchive size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text fw={600}>No archived customers</Text>
          <Text c="dimmed" size="sm" ta="center">
            Deleting a customer with tickets or work orders archives them; they can be restored from here.
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <Stack align="center" gap="sm">
        <IconUsers size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600}>{isSearching ? customerMessages.noCustomersFound : customerMessages.noCustomersYet}</Text>
        {isSearching ? (
          <Text c="dimmed" size="sm">
            Try another name, company or email.
          </Text>
        ) : (
          onAdd && (
            <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
              Add Your First Customer
            </Button>
          )
        )}
      </Stack>
    </Paper>
  );
}

interface CustomerListProps {
  customers: Customer[];
  onEdit?: (customer: Customer) => void;
  onDelete?: (customer: Customer) => void;
  onRestore?: (customer: Customer) => void;
  restoringId?: string;
}

function RowActions({ customer, onEdit, onDelete, onRestore, restoringId }: Omit<CustomerListProps, 'customers'> & { customer: Customer }) {
  if (customer.archivedAt) {
    return onRestore ? (
      <Group justify="flex-end">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconRestore size={16} aria-hidden />}
          loading={restoringId === customer.id}
          aria-label={`Restore ${customer.contactName}`}
          onClick={() => onRestore(customer)}
        >
          Restore
        </Button>
      </Group>
    ) : null;
  }
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit && (
        <ActionIcon variant="subtle" aria-label={`Edit ${customer.contactName}`} onClick={() => onEdit(customer)}>
          <IconPencil size={18} />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${customer.contactName}`} onClick={() => onDelete(customer)}>
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The name leads to the customer's page; an archived customer has none until restored. */
function CustomerName({ customer }: { customer: Customer }) {
  return customer.archivedAt ? (
    <Text fw={600}>{customer.contactName}</Text>
  ) : (
    <TenantLink to={`/customers/${customer.id}`} style={{ fontWeight: 600, color: 'inherit' }}>
      {customer.contactName}
    </TenantLink>
  );
}

/** When the customer was added, or for an archived one when they were archived. */
function useListedDate(): (customer: Customer) => string {
  const addedDate = useDateFormats().date;
  return (customer) => (customer.archivedAt ? `Archived ${addedDate(customer.archivedAt)}` : `Added ${addedDate(customer.createdAt)}`);
}

function CustomerTable({ customers, ...actions }: CustomerListProps) {
  const addedDate = useDateFormats().date;
  const isArchivedList = customers.some((customer) => customer.archivedAt);
  const hasActions = Boolean(isArchivedList ? actions.onRestore : actions.onEdit || actions.onDelete);
  return (
    <Paper withBorder radius="md" visibleFrom="sm" style={{ overflowX: 'auto' }}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Customers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Customer Name</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>{isArchivedList ? 'Archived' : 'Added'}</Table.Th>
            {hasActions && <ActionsColumnHeader />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => (
            <Table.Tr key={customer.id}>
              <Table.Td>
                <CustomerName customer={customer} />
              </Table.Td>
              <Table.Td>{customer.organizationName}</Table.Td>
              <Table.Td>User</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{customer.email}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{customer.phone ?? '-'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{addedDate(customer.archivedAt ?? customer.createdAt)}</Table.Td>
              {hasActions && (
                <Table.Td>
                  <RowActions customer={customer} {...actions} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function CustomerCards({ customers, ...actions }: CustomerListProps) {
  const listedDate = useListedDate();
  return (
    <Stack gap="sm" hiddenFrom="sm" component="ul" aria-label="Customers" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {customers.map((customer) => (
        <Paper key={customer.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            {/* A long name without spaces breaks anywhere rather than run under the buttons beside it. */}
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <CustomerName customer={customer} />
              <Text size="sm" c="dimmed">
                {customer.organizationName}
              </Text>
            </div>
            <RowActions customer={customer} {...actions} />
          </Group>
          <Stack gap={2} mt="xs">
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {customer.email}
            </Text>
            <Text size="sm">Phone: {customer.phone ?? '-'}</Text>
            <Text size="xs" c="dimmed">
              User · {listedDate(customer)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

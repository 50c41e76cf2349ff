import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconArrowLeft, IconPencil, IconTrash, IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { customerMessages } from '../../../domain/customer-rules.ts';
import { ApiError } from '../../api/api-error.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { StatusPanel } from '../../components/status-panel.tsx';
import { TenantLink, useTenantPath } from '../../tenancy/tenant-link.tsx';
import { useCan } from '../access-settings/access-settings-queries.ts';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { TicketPriorityBadge, TicketStatusBadge } from '../tickets/ticket-badges.tsx';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { CustomerFormModal } from './customer-form-modal.tsx';
import { type CustomerDetail, customerDetailQuery, useClearEmailBounce, useCustomersRefresh } from './customers-queries.ts';
import { DeleteCustomerModal } from './delete-customer-modal.tsx';

const workOrderStatusLabels: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** /customers/{id}: the customer's record, their tickets and work orders, newest first. */
export function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const { account } = useWorkspace();
  const detail = useQuery(customerDetailQuery(account.user.id, customerId));
  const canEdit = useCan('customers.edit');
  const canDelete = useCan('customers.delete');
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const navigate = useNavigate();
  const tenantPath = useTenantPath();
  const addedDate = useDateFormats().date;
  useCustomersRefresh();

  if (detail.isPending) return <PageLoader label="Loading customer..." />;
  if (detail.isError) {
    const isMissing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <StatusPanel
        icon={isMissing ? <IconUserSearch size={32} stroke={1.5} /> : <IconAlertCircle size={32} stroke={1.5} />}
        color={isMissing ? undefined : 'red'}
        title={isMissing ? customerMessages.notFound : 'Could not load the customer'}
        actions={
          <Button component={TenantLink} to="/customers" leftSection={<IconArrowLeft size={16} />}>
            Back to Customers
          </Button>
        }
      >
        {isMissing ? 'It may have been archived, or it belongs to another organization.' : detail.error.message}
      </StatusPanel>
    );
  }

  const { customer } = detail.data;
  return (
    <>
      <title>{`${customer.contactName} · Customers`}</title>
      <Stack gap="lg" maw={1000}>
        <Anchor component={TenantLink} to="/customers" size="sm" fw={500}>
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Customers
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {customer.contactName}
            </Title>
            <Text c="dimmed">{customer.organizationName}</Text>
          </div>
          <Group gap="xs">
            {canEdit && (
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setDialog('edit')}>
                Edit
              </Button>
            )}
            {canDelete && (
              <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDialog('delete')}>
                Delete
              </Button>
            )}
          </Group>
        </Group>
        <Card withBorder radius="md">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                <strong>Email:</strong> {customer.email}
              </Text>
              {customer.emailBouncedAt && <EmailBounce customerId={customer.id} canClear={canEdit} />}
            </Group>
            <Text size="sm">
              <strong>Phone:</strong> {customer.phone ?? '-'}
            </Text>
            <Text size="sm">
              <strong>Role:</strong> User{customer.hasLogin ? ' (has a login)' : ''}
            </Text>
            <Text size="sm">
              <strong>Added:</strong> {addedDate(customer.createdAt)}
            </Text>
          </Stack>
        </Card>
        <CustomerTickets detail={detail.data} addedDate={addedDate} />
        {detail.data.workOrders.length > 0 && <CustomerWorkOrders detail={detail.data} addedDate={addedDate} />}
      </Stack>
      <CustomerFormModal customer={customer} isOpen={dialog === 'edit'} onClose={() => setDialog(null)} />
      <DeleteCustomerModal
        userId={account.user.id}
        customer={dialog === 'delete' ? customer : null}
        onClose={() => setDialog(null)}
        onDeleted={() => navigate(tenantPath('/customers'))}
      />
    </>
  );
}

/** The warning that mail to the customer's address comes back, cleared by mail from it or by a member. */
function EmailBounce({ customerId, canClear }: { customerId: string; canClear: boolean }) {
  const clear = useClearEmailBounce();
  return (
    <Group gap={6}>
      <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
        Mail to this address bounces
      </Badge>
      {canClear && (
        <Button size="compact-xs" variant="subtle" onClick={() => clear.mutate(customerId)} loading={clear.isPending}>
          Clear
        </Button>
      )}
      {clear.isError && (
        <Text size="xs" c="red" role="alert">
          {clear.error.message}
        </Text>
      )}
    </Group>
  );
}

interface HistoryProps {
  detail: CustomerDetail;
  addedDate(iso: string): string;
}

function CustomerTickets({ detail, addedDate }: HistoryProps) {
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h4" mb="sm">
        Tickets ({detail.ticketCount})
      </Title>
      {detail.tickets.length === 0 ? (
        <Text c="dimmed" size="sm">
          No tickets yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {detail.tickets.map((ticket) => (
            <Group key={ticket.id} component="li" justify="space-between" gap="xs" wrap="wrap">
              <Anchor component={TenantLink} to={`/tickets/${ticket.id}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
                {ticket.ticketNumber} · {ticket.title}
              </Anchor>
              <Group gap={6}>
                <TicketStatusBadge status={ticket.status} />
                <TicketPriorityBadge priority={ticket.priority} />
                <Text size="xs" c="dimmed">
                  {addedDate(ticket.createdAt)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function CustomerWorkOrders({ detail, addedDate }: HistoryProps) {
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h4" mb="sm">
        Work Orders ({detail.workOrderCount})
      </Title>
      <Table aria-label="Work orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.workOrders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>{order.workOrderNumber}</Table.Td>
              <Table.Td>{order.title}</Table.Td>
              <Table.Td>
                <Badge variant="light" color="gray">
                  {workOrderStatusLabels[order.status] ?? order.status}
                </Badge>
              </Table.Td>
              <Table.Td>{addedDate(order.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

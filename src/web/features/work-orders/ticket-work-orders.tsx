import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { WorkOrderStatusBadge } from './work-order-badges.tsx';
import { ticketWorkOrdersQuery, workOrderLayoutQuery, workOrderSettingsQuery } from './work-orders-queries.ts';

/** On a ticket: its work orders, and 'Create Work Order' once work orders are on and a layout exists. */
export function TicketWorkOrders({ ticketId }: { ticketId: string }) {
  const { account } = useWorkspace();
  const settings = useQuery(workOrderSettingsQuery());
  const layout = useQuery(workOrderLayoutQuery());
  const linked = useQuery(ticketWorkOrdersQuery(account.user.id, ticketId));
  if (!settings.data?.workOrdersEnabled) return null;
  const canCreate = (layout.data?.version ?? 0) > 0;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="ticket-work-orders">
      <Title order={2} fz="md" mb="sm" id="ticket-work-orders">
        Work Orders
      </Title>
      <Stack gap="xs">
        {linked.data?.map((workOrder) => (
          <Group key={workOrder.id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" component={TenantLink} to={`/work-orders/${workOrder.id}`} style={{ overflowWrap: 'anywhere' }}>
              {workOrder.workOrderNumber} · {workOrder.title}
            </Text>
            <WorkOrderStatusBadge status={workOrder.status} hasIcon={settings.data.settings.showStatusIcons} />
          </Group>
        ))}
        {canCreate ? (
          <Button
            variant="light"
            fullWidth
            justify="flex-start"
            leftSection={<IconClipboardPlus size={18} />}
            component={TenantLink}
            to={`/work-orders/new?ticketId=${ticketId}`}
          >
            Create Work Order
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            Work orders need a layout first: an admin designs it in Settings, Work Orders.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

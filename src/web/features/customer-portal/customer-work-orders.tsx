import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatVisitWindow } from '../../../domain/visit-state.ts';
import { workOrderStatusLabels } from '../../../domain/work-order-status.ts';
import { resolveTimeZone } from '../../../domain/zoned-time.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { downloadProtectedFile } from '../../components/protected-files.ts';
import { VisitStateBadge } from '../dispatch/visit-state-badge.tsx';
import { dateTimeSettingsQuery } from '../settings/datetime-settings-query.ts';
import { useWorkOrderRefresh } from '../work-orders/work-orders-queries.ts';

type CustomerWorkOrder = paths['/api/customer/work-orders']['get']['responses'][200]['content']['application/json'][number];
type CustomerVisit = NonNullable<CustomerWorkOrder['visit']>;

/** A visit still to come or under way: a done or cancelled one says nothing the status does not. */
const isVisitShown = (visit: CustomerWorkOrder['visit']): visit is CustomerVisit =>
  visit !== null && visit.state !== 'done' && visit.state !== 'cancelled';

function customerWorkOrdersQuery(userId: string) {
  return queryOptions({
    // Under the staff's work orders' key, whose changes refresh it too (workOrderKeys.all).
    queryKey: ['work-orders', 'customer', userId],
    queryFn: async ({ signal }): Promise<CustomerWorkOrder[]> =>
      dataOrThrow(await api.GET('/api/customer/work-orders', { signal }), 'Could not load your work orders.'),
  });
}

/**
 * The customer's work orders, each with its visit's arrival window and where the technician is (live), each completed
 * one with its signed PDF; nothing is shown while they have none.
 */
export function CustomerWorkOrders({ userId }: { userId: string }) {
  const workOrders = useQuery(customerWorkOrdersQuery(userId));
  const [problem, setProblem] = useState<string | null>(null);
  // The server tells a customer of changes to their own work orders only.
  useWorkOrderRefresh();
  if (!workOrders.data || workOrders.data.length === 0) return null;
  return (
    <section aria-labelledby="work-order-list-heading" id="work-orders">
      <Stack gap="md">
        <Title order={2} fz="lg" id="work-order-list-heading">
          Your Work Orders
        </Title>
        {problem && (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        )}
        {workOrders.data.map((workOrder) => (
          <Card
            key={workOrder.id}
            component="article"
            aria-label={`${workOrder.workOrderNumber}: ${workOrder.title}`}
            withBorder
            radius="md"
            padding="md"
          >
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Text size="xs" fw={600} c="dimmed">
                  {workOrder.workOrderNumber} · {workOrderStatusLabels[workOrder.status]}
                </Text>
                <Text fw={600}>{workOrder.title}</Text>
                {isVisitShown(workOrder.visit) && <VisitLine visit={workOrder.visit} />}
              </div>
              {workOrder.documentUrl && (
                <Button
                  variant="light"
                  leftSection={<IconDownload size={16} />}
                  aria-label={`Download PDF of ${workOrder.workOrderNumber}, signed`}
                  onClick={() =>
                    void downloadProtectedFile(workOrder.documentUrl as string, `${workOrder.workOrderNumber}.pdf`).catch((error: Error) =>
                      setProblem(error.message),
                    )
                  }
                >
                  Download PDF
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}

/** "Visit: Tue, 12/01/2026, 10:00 AM to 11:00 AM · Terry" and where it stands, in the organization's time zone. */
function VisitLine({ visit }: { visit: CustomerVisit }) {
  const settings = useQuery(dateTimeSettingsQuery());
  if (!settings.data) return null;
  const zoned = { ...settings.data, timezone: resolveTimeZone(settings.data.timezone) };
  const window = formatVisitWindow(new Date(visit.start), new Date(visit.end), zoned);
  return (
    <Group gap="xs" mt={6} wrap="wrap">
      <Text size="sm">
        Visit: {window}
        {visit.technicianFirstName ? ` · ${visit.technicianFirstName}` : ''}
      </Text>
      <VisitStateBadge state={visit.state} />
    </Group>
  );
}

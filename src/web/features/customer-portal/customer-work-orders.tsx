import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { workOrderStatusLabels } from '../../../domain/work-order-status.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { downloadProtectedFile } from '../../components/protected-files.ts';

type CustomerWorkOrder = paths['/api/customer/work-orders']['get']['responses'][200]['content']['application/json'][number];

function customerWorkOrdersQuery(userId: string) {
  return queryOptions({
    // Under the staff's work orders' key, whose changes refresh it too (workOrderKeys.all).
    queryKey: ['work-orders', 'customer', userId],
    queryFn: async ({ signal }): Promise<CustomerWorkOrder[]> =>
      dataOrThrow(await api.GET('/api/customer/work-orders', { signal }), 'Could not load your work orders.'),
  });
}

/** The customer's work orders, each completed one with its signed PDF; nothing is shown while they have none. */
export function CustomerWorkOrders({ userId }: { userId: string }) {
  const workOrders = useQuery(customerWorkOrdersQuery(userId));
  const [problem, setProblem] = useState<string | null>(null);
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
          <Card key={workOrder.id} withBorder radius="md" padding="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Text size="xs" fw={600} c="dimmed">
                  {workOrder.workOrderNumber} · {workOrderStatusLabels[workOrder.status]}
                </Text>
                <Text fw={600}>{workOrder.title}</Text>
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

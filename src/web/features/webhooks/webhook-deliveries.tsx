import { Badge, Box, Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { formatDateTimeAs } from '../../../domain/datetime-settings.ts';
import { ActionsColumnHeader } from '../../components/actions-column-header.tsx';
import { FormProblem } from '../../components/form-problem.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { useWebhookChanges, type WebhookDelivery, type WebhookEndpoint, webhookDeliveriesQuery, webhooksKey } from './webhooks-queries.ts';

// Dark shades: a badge's small text keeps its contrast on white.
const statusColors = { delivered: 'teal', pending: 'gray', failed: 'red' } as const;

export function DeliveryStatus({ delivery }: { delivery: Pick<WebhookDelivery, 'status' | 'responseStatus'> }) {
  const code = delivery.responseStatus === null ? '' : ` · ${delivery.responseStatus}`;
  return (
    <Badge color={`${statusColors[delivery.status]}.9`} variant="outline" tt="none" styles={{ root: { maxWidth: 'none', flexShrink: 0 } }}>
      {`${delivery.status[0]?.toUpperCase()}${delivery.status.slice(1)}${code}`}
    </Badge>
  );
}

/** An endpoint's delivery log: each event sent, its answer, its attempts; a delivery can be sent again, a test event sent. */
export function WebhookDeliveriesModal({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose(): void }) {
  const isPhone = useMediaQuery('(max-width: 40em)') ?? false;
  const queryClient = useQueryClient();
  function close() {
    // The list's last deliveries have moved on while the log was open.
    void queryClient.invalidateQueries({ queryKey: webhooksKey });
    onClose();
  }
  return (
    <Modal
      opened={endpoint !== null}
      onClose={close}
      title="Delivery log"
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {endpoint && <DeliveryLog endpoint={endpoint} />}
    </Modal>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const deliveries = useInfiniteQuery(webhookDeliveriesQuery(endpoint.id));
  const shown = deliveries.data?.pages.flatMap((page) => page.deliveries) ?? [];
  const { sendTest, resend } = useWebhookChanges();
  const dateTime = useDateTimeSettings();
  const [openId, setOpenId] = useState<string | null>(null);
  const problem = sendTest.error?.message ?? resend.error?.message ?? null;
  // Shown under the table rather than in it, so a phone does not scroll it sideways with the table.
  const opened = shown.find((delivery) => delivery.id === openId) ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {endpoint.url}
        </Text>
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={sendTest.isPending}
          disabled={!endpoint.isEnabled}
          onClick={() => sendTest.mutate(endpoint.id)}
        >
          Send test event
        </Button>
      </Group>
      <FormProblem problem={problem} />
      {deliveries.isPending ? (
        <PageLoader label="Loading deliveries…" />
      ) : deliveries.isError ? (
        <LoadFailure title="Could not load the deliveries" message={deliveries.error.message} />
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has been sent to this endpoint yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label="Deliveries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <ActionsColumnHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((delivery) => (
                <Fragment key={delivery.id}>
                  <Table.Tr>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {delivery.eventType}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {delivery.id}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <DeliveryStatus delivery={delivery} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{formatDateTimeAs(new Date(delivery.lastAttemptAt ?? delivery.createdAt), dateTime)}</Text>
                      {delivery.durationMs !== null && (
                        <Text size="xs" c="dimmed">
                          {`${delivery.durationMs} ms`}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{delivery.attempts}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-expanded={openId === delivery.id}
                          onClick={() => setOpenId(openId === delivery.id ? null : delivery.id)}
                        >
                          {openId === delivery.id ? 'Hide' : 'Details'}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          disabled={!endpoint.isEnabled}
                          loading={resend.isPending && resend.variables?.deliveryId === delivery.id}
                          onClick={() => resend.mutate({ id: endpoint.id, deliveryId: delivery.id })}
                        >
                          Resend
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {deliveries.hasNextPage && <LoadMore isLoading={deliveries.isFetchingNextPage} onLoad={() => void deliveries.fetchNextPage()} />}
      {opened && <DeliveryDetails delivery={opened} />}
    </Stack>
  );
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  const dateTime = useDateTimeSettings();
  return (
    <Stack gap="xs" component="section" aria-label={`Delivery ${delivery.id}`}>
      <Text size="sm" fw={600}>{`${delivery.eventType} · ${delivery.id}`}</Text>
      <Text size="sm" fw={600}>
        Request body
      </Text>
      <Box role="region" aria-label="Request body" tabIndex={0} style={{ maxHeight: 240, overflow: 'auto' }}>
        <Code block>{delivery.requestBody ? prettyJson(delivery.requestBody) : 'Not sent yet.'}</Code>
      </Box>
      <Text size="sm" fw={600}>
        {delivery.responseStatus === null ? 'Answer' : `Answer (${delivery.responseStatus})`}
      </Text>
      <Box role="region" aria-label="Answer" tabIndex={0} style={{ maxHeight: 160, overflow: 'auto' }}>
        <Code block>{delivery.responseBody || 'No answer yet.'}</Code>
      </Box>
      {delivery.nextAttemptAt && delivery.attempts > 0 && (
        <Text size="xs" c="dimmed">{`Tried again at ${formatDateTimeAs(new Date(delivery.nextAttemptAt), dateTime)}.`}</Text>
      )}
    </Stack>
  );
}

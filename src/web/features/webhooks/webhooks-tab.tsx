import { Alert, Badge, Button, Code, CopyButton, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconList, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTimeAs } from '../../../domain/datetime-settings.ts';
import { ActionsColumnHeader } from '../../components/actions-column-header.tsx';
import { FormProblem } from '../../components/form-problem.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { DeleteConfirmModal } from '../service-level-settings/delete-confirm-modal.tsx';
import { EditDeleteButtons } from '../service-level-settings/editor-frame.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { DeliveryStatus, WebhookDeliveriesModal } from './webhook-deliveries.tsx';
import { WebhookEndpointEditor } from './webhook-endpoint-editor.tsx';
import { useWebhookChanges, type WebhookEndpoint, webhooksQuery } from './webhooks-queries.ts';

/**
 * Settings → Webhooks (org admins): endpoints that receive the organization's ticket and customer events, signed per
 * the Standard Webhooks specification; each with its secret and its delivery log.
 */
export function WebhooksTab() {
  const list = useQuery(webhooksQuery());
  const { remove } = useWebhookChanges();
  const dateTime = useDateTimeSettings();
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [isEditorOpen, editor] = useDisclosure(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [secretOf, setSecretOf] = useState<WebhookEndpoint | null>(null);
  const [newSecret, setNewSecret] = useState<string | null>(null);

  if (list.isPending) return <PageLoader label="Loading webhooks…" />;
  if (list.isError) return <LoadFailure title="Could not load the webhooks" message={list.error.message} />;
  const { endpoints } = list.data;

  function edit(endpoint: WebhookEndpoint | null) {
    setEditing(endpoint);
    editor.open();
  }

  function closeDelete() {
    remove.reset();
    setDeleting(null);
  }

  return (
    <Stack gap="lg">
      <SettingsSection
        id="webhooks-title"
        title="Webhooks"
        text="Endpoints your other systems run, sent a signed POST (Standard Webhooks) when a ticket or customer changes. Failed deliveries are retried for a day; an endpoint failing for a day is turned off and the admins told by e-mail."
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => edit(null)} style={{ flexShrink: 0 }}>
            Add endpoint
          </Button>
        }
      >
        {endpoints.length === 0 ? (
          <Text size="sm" c="dimmed">
            No endpoints yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" aria-labelledby="webhooks-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>URL</Table.Th>
                  <Table.Th>Events</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last delivery</Table.Th>
                  <ActionsColumnHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {endpoints.map((endpoint) => (
                  <Table.Tr key={endpoint.id}>
                    <Table.Td style={{ maxWidth: 280 }}>
                      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {endpoint.url}
                      </Text>
                      {endpoint.description && (
                        <Text size="xs" c="dimmed">
                          {endpoint.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{endpoint.events.join(', ')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        color={endpoint.isEnabled ? 'teal.9' : 'gray.8'}
                        variant="outline"
                        tt="none"
                        styles={{ root: { maxWidth: 'none' } }}
                      >
                        {endpoint.isEnabled ? 'On' : 'Off'}
                      </Badge>
                      {endpoint.disabledReason && (
                        <Text size="xs" c="red.8" mt={4}>
                          {endpoint.disabledReason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {endpoint.lastDelivery ? (
                        <Stack gap={2}>
                          <DeliveryStatus delivery={endpoint.lastDelivery} />
                          <Text size="xs" c="dimmed">
                            {formatDateTimeAs(new Date(endpoint.lastDelivery.lastAttemptAt ?? endpoint.lastDelivery.createdAt), dateTime)}
                          </Text>
                        </Stack>
                      ) : (
                        <Text size="sm" c="dimmed">
                          None yet
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconList size={14} aria-hidden />}
                          onClick={() => setLogOf(endpoint)}
                        >
                          Deliveries
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconKey size={14} aria-hidden />}
                          onClick={() => setSecretOf(endpoint)}
                        >
                          Secret
                        </Button>
                        <EditDeleteButtons name={endpoint.url} onEdit={() => edit(endpoint)} onDelete={() => setDeleting(endpoint)} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SettingsSection>
      <WebhookEndpointEditor endpoint={editing} isOpen={isEditorOpen} onClose={editor.close} onCreated={setNewSecret} />
      <WebhookDeliveriesModal endpoint={logOf} onClose={() => setLogOf(null)} />
      <SecretModal endpoint={secretOf} onClose={() => setSecretOf(null)} />
      <Modal
        opened={newSecret !== null}
        onClose={() => setNewSecret(null)}
        title="Endpoint added"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">Give this signing secret to the receiving system, which checks each delivery's signature with it.</Text>
          <SecretValue secret={newSecret ?? ''} />
        </Stack>
      </Modal>
      <DeleteConfirmModal
        title="Delete endpoint"
        isOpen={deleting !== null}
        isPending={remove.isPending}
        problem={remove.error?.message ?? null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
        onClose={closeDelete}
      >
        {`Delete ${deleting?.url ?? 'this endpoint'}? Nothing more is sent to it, and its delivery log goes too.`}
      </DeleteConfirmModal>
    </Stack>
  );
}

function SecretValue({ secret, label = 'Signing secret' }: { secret: string; label?: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** Reveals an endpoint's secret on request, and rotates it: the old one keeps signing beside the new one for a day. */
function SecretModal({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose(): void }) {
  const { reveal, rotate } = useWebhookChanges();
  const dateTime = useDateTimeSettings();
  function close() {
    reveal.reset();
    rotate.reset();
    onClose();
  }
  const revealed = reveal.data;
  return (
    <Modal opened={endpoint !== null} onClose={close} title="Signing secret" closeButtonProps={{ 'aria-label': 'Close' }}>
      {endpoint && (
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {`Deliveries to ${endpoint.url} carry a webhook-signature header made with this secret.`}
          </Text>
          {revealed ? (
            <>
              <SecretValue secret={revealed.secret} />
              {revealed.previousSecret && revealed.previousSecretExpiresAt && (
                <SecretValue
                  secret={revealed.previousSecret}
                  label={`Previous secret, still signing until ${formatDateTimeAs(new Date(revealed.previousSecretExpiresAt), dateTime)}`}
                />
              )}
            </>
          ) : (
            <Button variant="light" onClick={() => reveal.mutate(endpoint.id)} loading={reveal.isPending}>
              Reveal secret
            </Button>
          )}
          {rotate.data && (
            <Alert color="blue" role="status">
              {`A new secret is in use. The old one also signs deliveries until ${formatDateTimeAs(new Date(rotate.data.previousSecretExpiresAt), dateTime)}, so the receiver has time to take the new one.`}
            </Alert>
          )}
          <FormProblem problem={reveal.error?.message ?? rotate.error?.message ?? null} />
          <Group justify="flex-end">
            <Button
              variant="default"
              loading={rotate.isPending}
              onClick={() => rotate.mutate(endpoint.id, { onSuccess: () => reveal.mutate(endpoint.id) })}
            >
              Rotate secret
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

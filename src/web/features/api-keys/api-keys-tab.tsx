import { Alert, Badge, Button, Checkbox, Code, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type ApiKeyScope, apiKeyLimits, apiKeyScopeDescriptions, apiKeyScopeLabels, apiKeyScopes } from '../../../domain/api-keys.ts';
import { ActionsColumnHeader } from '../../components/actions-column-header.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { DeleteConfirmModal } from '../service-level-settings/delete-confirm-modal.tsx';
import { EditorActions } from '../service-level-settings/editor-frame.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { CopyLinkButton } from '../workspace/copy-link-button.tsx';
import { type ApiKey, apiKeysQuery, type CreatedApiKey, useCreateApiKey, useRevokeApiKey } from './api-keys-queries.ts';

const expiryChoices = [
  { value: '', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

/**
 * Settings → API (org admins): the organization's API keys, each acting as the organization with its scopes only;
 * a new key's secret is shown once, and a revoked key stops at its next call.
 */
export function ApiKeysTab() {
  const keys = useQuery(apiKeysQuery());
  const formats = useDateFormats();
  const [isCreating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey();
  const when = (iso: string | null, never: string) => (iso ? formats.dateTime(iso) : never);

  function closeRevoke() {
    revoke.reset();
    setRevoking(null);
  }

  return (
    <SettingsSection
      id="api-keys-title"
      title="API keys"
      text="Keys let another system call this organization's API with the scopes you choose, sent as Authorization: Bearer <key> to this organization's address. A key acts with an org admin's rights limited to its scopes, for as long as the admin who made it is one."
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} style={{ flexShrink: 0 }}>
          Create key
        </Button>
      }
    >
      {keys.isPending ? (
        <PageLoader label="Loading API keys…" />
      ) : keys.isError ? (
        <LoadFailure title="Could not load the API keys" message={keys.error.message} />
      ) : keys.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No API keys yet.
        </Text>
      ) : (
        <ScrollRegion label="API keys" minWidth={900}>
          <Table verticalSpacing="sm" aria-labelledby="api-keys-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Scopes</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Expires</Table.Th>
                <ActionsColumnHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {key.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Code>{key.prefix}…</Code>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {key.scopes.map((scope) => (
                        <Badge key={scope} size="sm" variant="light" tt="none">
                          {apiKeyScopeLabels[scope]}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{when(key.createdAt, '')}</Text>
                    <Text size="xs" c="dimmed">
                      by {key.createdByName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{when(key.lastUsedAt, 'Never')}</Text>
                    {key.lastUsedFrom && (
                      <Text size="xs" c="dimmed">
                        from {key.lastUsedFrom}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {key.isExpired ? (
                      <Badge color="red" variant="light" tt="none">
                        Expired
                      </Badge>
                    ) : (
                      <Text size="sm">{when(key.expiresAt, 'Never')}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button variant="subtle" color="red" size="xs" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Modal
        opened={isCreating}
        onClose={() => setCreating(false)}
        title="Create API key"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {isCreating && <CreateApiKeyForm onDone={() => setCreating(false)} />}
      </Modal>
      <DeleteConfirmModal
        title="Revoke API key"
        confirmLabel="Revoke"
        isOpen={revoking !== null}
        isPending={revoke.isPending}
        problem={revoke.error?.message ?? null}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: closeRevoke })}
        onClose={closeRevoke}
      >
        {`Revoke ${revoking?.name ?? 'this key'} (${revoking?.prefix ?? ''}…)? Its next call is refused, on every server; this cannot be undone.`}
      </DeleteConfirmModal>
    </SettingsSection>
  );
}

/** The key's name, scopes and expiry; then its secret, this once. */
function CreateApiKeyForm({ onDone }: { onDone(): void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiryDays, setExpiryDays] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  if (created) return <NewKeySecret created={created} onDone={onDone} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem('Give the key a name.');
    if (scopes.length === 0) return setProblem('Choose at least one scope.');
    setProblem(null);
    const expiresAt = expiryDays ? new Date(Date.now() + Number(expiryDays) * 86_400_000).toISOString() : null;
    create.mutate({ name: name.trim(), scopes, expiresAt }, { onSuccess: setCreated });
  }

  return (
    <Stack component="form" gap="md" onSubmit={submit}>
      <TextInput
        label="Name"
        description="What uses the key, to tell it apart"
        value={name}
        maxLength={apiKeyLimits.name}
        onChange={(event) => setName(event.currentTarget.value)}
        data-autofocus
      />
      <Checkbox.Group
        label="Scopes"
        description="What the key may do; everything else is refused"
        value={scopes}
        onChange={(value) => setScopes(value as ApiKeyScope[])}
      >
        <Stack gap="xs" mt="xs">
          {apiKeyScopes.map((scope) => (
            <Checkbox key={scope} value={scope} label={apiKeyScopeLabels[scope]} description={apiKeyScopeDescriptions[scope]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Select
        label="Expires"
        data={expiryChoices}
        value={expiryDays}
        onChange={(value) => setExpiryDays(value ?? '')}
        allowDeselect={false}
      />
      <EditorActions
        problem={problem ?? create.error?.message ?? null}
        isPending={create.isPending}
        submitLabel="Create key"
        onCancel={onDone}
      />
    </Stack>
  );
}

function NewKeySecret({ created, onDone }: { created: CreatedApiKey; onDone(): void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" title="Copy the key now" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        This is the only time it is shown: only a hash of it is kept. If it is lost, revoke it and create another.
      </Alert>
      <Code block aria-label="New API key" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {created.secret}
      </Code>
      <Group justify="flex-end" gap="sm">
        <CopyLinkButton value={created.secret} label="Copy key" copiedLabel="Key copied" />
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

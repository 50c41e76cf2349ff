import { Checkbox, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type WebhookEventType, webhookEventLabels, webhookEventTypes } from '../../../domain/webhooks.ts';
import { EditorActions, EditorModal } from '../service-level-settings/editor-frame.tsx';
import { useWebhookChanges, type WebhookEndpoint } from './webhooks-queries.ts';

/** Adds or changes an endpoint: its address, a note, the events it gets, whether it is on. A new one's secret is shown after. */
export function WebhookEndpointEditor({
  endpoint,
  isOpen,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  isOpen: boolean;
  onClose(): void;
  onCreated(secret: string): void;
}) {
  return (
    <EditorModal title={endpoint ? 'Edit endpoint' : 'Add endpoint'} isOpen={isOpen} onClose={onClose}>
      <EndpointForm endpoint={endpoint} onClose={onClose} onCreated={onCreated} />
    </EditorModal>
  );
}

function EndpointForm({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  onClose(): void;
  onCreated(secret: string): void;
}) {
  const { create, update } = useWebhookChanges();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? ['ticket.created']);
  const [isEnabled, setIsEnabled] = useState(endpoint?.isEnabled ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = endpoint ? update : create;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (events.length === 0) {
      setProblem('Choose at least one event.');
      return;
    }
    const body = { url: url.trim(), description: description.trim(), events: events as WebhookEventType[], isEnabled };
    setProblem(null);
    if (endpoint) {
      update.mutate({ id: endpoint.id, body }, { onSuccess: onClose, onError: (error) => setProblem(error.message) });
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          onClose();
          onCreated(created.secret);
        },
        onError: (error) => setProblem(error.message),
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Endpoint URL"
          description="An https:// address that accepts POST requests."
          placeholder="https://example.com/hooks/tandem"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          required
          data-autofocus
        />
        <TextInput
          label="Description"
          value={description}
          maxLength={200}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Checkbox.Group label="Events" description="The changes this endpoint is sent." value={events} onChange={setEvents}>
          <Stack gap={6} mt="xs">
            {webhookEventTypes.map((type) => (
              <Checkbox key={type} value={type} label={`${webhookEventLabels[type]} (${type})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label="Send deliveries to this endpoint"
          checked={isEnabled}
          onChange={(event) => setIsEnabled(event.currentTarget.checked)}
        />
        <EditorActions
          problem={problem}
          isPending={mutation.isPending}
          submitLabel={endpoint ? 'Save' : 'Add endpoint'}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

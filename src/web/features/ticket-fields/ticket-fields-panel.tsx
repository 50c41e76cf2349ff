import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CustomFieldValues } from '../../../domain/ticket-custom-fields.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { CustomFieldInput } from './custom-field-input.tsx';
import { type FieldDraft, valuesOfDrafts } from './field-drafts.ts';
import { ticketFieldsQuery, useSetTicketCustomFields } from './ticket-fields-queries.ts';

/**
 * The ticket's custom fields in its side panel, for its staff to fill in: saved together with Save fields. Those
 * required to close are marked. Nothing when the organization has no live fields.
 */
export function TicketFieldsPanel({ ticketId, values }: { ticketId: string; values: CustomFieldValues }) {
  const fields = useQuery(ticketFieldsQuery());
  const save = useSetTicketCustomFields(ticketId);
  const [drafts, setDrafts] = useState<Record<string, FieldDraft>>({});
  const live = (fields.data ?? []).filter((field) => !field.isArchived);
  if (fields.isError) return <FormProblem problem={fields.error.message} />;
  if (live.length === 0) return null;
  const isChanged = Object.keys(drafts).length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(valuesOfDrafts(drafts), {
      onSuccess: () => {
        setDrafts({});
        notifications.show({ color: 'green', message: 'Fields saved.' });
      },
    });
  }

  return (
    <Stack component="form" gap="sm" onSubmit={submit} aria-label="Ticket fields">
      {live.map((field) => (
        <CustomFieldInput
          key={field.id}
          field={field}
          value={field.id in drafts ? drafts[field.id] : values[field.id]}
          onChange={(value) => {
            save.reset();
            setDrafts({ ...drafts, [field.id]: value });
          }}
          isRequired={field.isRequiredToClose}
          disabled={save.isPending}
        />
      ))}
      {live.some((field) => field.isRequiredToClose) && (
        <Text size="xs" c="dimmed">
          Fields marked * are needed to resolve or close the ticket.
        </Text>
      )}
      <FormProblem problem={save.error?.message ?? null} />
      {isChanged && (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="xs" onClick={() => setDrafts({})} disabled={save.isPending}>
            Undo
          </Button>
          <Button type="submit" size="xs" loading={save.isPending}>
            Save fields
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { Alert, Stack, TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tagLimits } from '../../../domain/ticket-tags.ts';
import { tagSuggestionsQuery, useSetTags } from './staff-ticket-queries.ts';
import type { Ticket } from './tickets-queries.ts';

/** The staff's labels on the ticket, typed freely or picked from the organization's own, saved as they change. */
export function TicketTags({ ticket }: { ticket: Ticket }) {
  const setTags = useSetTags(ticket.id);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 200);
  const suggestions = useQuery({ ...tagSuggestionsQuery(search), placeholderData: keepPreviousData });
  return (
    <Stack gap={6}>
      <TagsInput
        label="Tags"
        placeholder={ticket.tags.length === 0 ? 'Add a tag' : undefined}
        value={ticket.tags}
        onChange={(tags) => setTags.mutate(tags)}
        searchValue={typed}
        onSearchChange={setTyped}
        data={(suggestions.data ?? []).filter((tag) => !ticket.tags.includes(tag))}
        maxTags={tagLimits.perTicket}
        maxLength={tagLimits.length}
        splitChars={[',']}
        clearable
        disabled={setTags.isPending}
        size="sm"
        // Reads like the other lines of the details.
        styles={{ label: { fontWeight: 400, color: 'var(--mantine-color-dimmed)', marginBottom: 4 } }}
      />
      {setTags.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
          {setTags.error.message}
        </Alert>
      )}
    </Stack>
  );
}

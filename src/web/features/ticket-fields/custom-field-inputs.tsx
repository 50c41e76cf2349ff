import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CustomFieldInput } from './custom-field-input.tsx';
import type { FieldDraft } from './field-drafts.ts';
import { ticketFieldsQuery } from './ticket-fields-queries.ts';

/**
 * The organization's live fields as inputs of a new-ticket form (a customer's: those shown to customers, which is
 * all the server gives them). Nothing while they load or when there are none.
 */
export function CustomFieldInputs({
  drafts,
  onChange,
}: {
  drafts: Record<string, FieldDraft>;
  onChange(drafts: Record<string, FieldDraft>): void;
}) {
  const fields = useQuery(ticketFieldsQuery());
  const live = (fields.data ?? []).filter((field) => !field.isArchived);
  if (live.length === 0) return null;
  return (
    <Stack gap="sm">
      {live.map((field) => (
        <CustomFieldInput
          key={field.id}
          field={field}
          value={drafts[field.id]}
          onChange={(value) => onChange({ ...drafts, [field.id]: value })}
        />
      ))}
    </Stack>
  );
}

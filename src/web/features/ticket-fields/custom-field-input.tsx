import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { customFieldLimits } from '../../../domain/ticket-custom-fields.ts';
import { emptyDraft, type FieldDraft } from './field-drafts.ts';
import type { TicketField } from './ticket-fields-queries.ts';

/**
 * The input of one custom field, by its type; a date is typed as YYYY-MM-DD in a date input (the browser's own picker),
 * which keeps the portal's bundle small. `error` is the server's refusal naming the field.
 */
export function CustomFieldInput({
  field,
  value,
  onChange,
  error,
  isRequired = false,
  disabled = false,
}: {
  field: TicketField;
  value: FieldDraft | undefined;
  onChange(value: FieldDraft): void;
  error?: string | null;
  isRequired?: boolean;
  disabled?: boolean;
}) {
  // Marked, not required by the browser: a form of several fields is saved with some left empty, and the server says what is missing.
  const common = { label: field.label, withAsterisk: isRequired, disabled, error: error ?? undefined };
  switch (field.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          maxLength={customFieldLimits.text}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      // A text box that brings up the number pad: NumberInput would add a formatting library to the portal.
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'dropdown':
      return (
        <NativeSelect
          {...common}
          data={[{ value: emptyDraft, label: 'Choose…' }, ...field.options]}
          value={typeof value === 'string' ? value : emptyDraft}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          disabled={disabled}
          error={error ?? undefined}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          mt={4}
        />
      );
  }
}

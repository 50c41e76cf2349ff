import { Checkbox, Group, NativeSelect, Stack, TagsInput, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  type CustomFieldType,
  customFieldKeyOf,
  customFieldLimits,
  customFieldTypeLabels,
  customFieldTypes,
} from '../../../domain/ticket-custom-fields.ts';
import { EditorActions, EditorModal } from '../service-level-settings/editor-frame.tsx';
import { type TicketField, useAddTicketField, useChangeTicketField } from './ticket-fields-queries.ts';

/** Adds a field, or edits one: its name, options and rules; its key and type stay as made. */
export function TicketFieldEditor({ field, isOpen, onClose }: { field: TicketField | null; isOpen: boolean; onClose(): void }) {
  return (
    <EditorModal title={field ? `Edit ${field.label}` : 'New ticket field'} isOpen={isOpen} onClose={onClose}>
      <TicketFieldForm field={field} onDone={onClose} />
    </EditorModal>
  );
}

function TicketFieldForm({ field, onDone }: { field: TicketField | null; onDone(): void }) {
  const add = useAddTicketField();
  const change = useChangeTicketField();
  const save = field ? change : add;
  const [label, setLabel] = useState(field?.label ?? '');
  const [key, setKey] = useState(field?.key ?? '');
  const [type, setType] = useState<CustomFieldType>(field?.type ?? 'text');
  const [options, setOptions] = useState<string[]>(field?.options ?? []);
  const [isRequiredToClose, setRequiredToClose] = useState(field?.isRequiredToClose ?? false);
  const [isVisibleToCustomers, setVisibleToCustomers] = useState(field?.isVisibleToCustomers ?? false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const rules = { label, options: type === 'dropdown' ? options : [], isRequiredToClose, isVisibleToCustomers };
    if (field) change.mutate({ id: field.id, changes: { ...rules, isArchived: field.isArchived } }, { onSuccess: onDone });
    else add.mutate({ ...rules, type, ...(key.trim() ? { key: key.trim() } : {}) }, { onSuccess: onDone });
  }

  return (
    <Stack component="form" gap="md" onSubmit={submit}>
      <Group grow align="flex-start">
        <TextInput
          label="Name"
          required
          maxLength={customFieldLimits.label}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
        />
        <NativeSelect
          label="Type"
          data={customFieldTypes.map((value) => ({ value, label: customFieldTypeLabels[value] }))}
          value={type}
          disabled={field !== null}
          description={field ? 'A field keeps its type.' : undefined}
          onChange={(event) => setType(event.currentTarget.value as CustomFieldType)}
        />
      </Group>
      <TextInput
        label="Key"
        maxLength={customFieldLimits.key}
        value={key}
        placeholder={customFieldKeyOf(label || 'Field name')}
        disabled={field !== null}
        description="Names the field in filters and the CSV export; it never changes once the field is made."
        onChange={(event) => setKey(event.currentTarget.value)}
      />
      {type === 'dropdown' && (
        <TagsInput
          label="Options"
          required
          description="Type an option and press Enter; they are offered in this order."
          value={options}
          onChange={setOptions}
          maxTags={customFieldLimits.options}
          maxLength={customFieldLimits.option}
          splitChars={[',']}
        />
      )}
      <Checkbox
        label="Required to close"
        description="A ticket cannot be resolved or closed until it is filled in (a checkbox: ticked)."
        checked={isRequiredToClose}
        onChange={(event) => setRequiredToClose(event.currentTarget.checked)}
      />
      <Checkbox
        label="Shown to customers"
        description="Customers see it on their tickets and may fill it in on a new ticket. Otherwise only the staff see it."
        checked={isVisibleToCustomers}
        onChange={(event) => setVisibleToCustomers(event.currentTarget.checked)}
      />
      <EditorActions
        problem={save.error?.message ?? null}
        isPending={save.isPending}
        submitLabel={field ? 'Save field' : 'Add field'}
        onCancel={onDone}
      />
    </Stack>
  );
}

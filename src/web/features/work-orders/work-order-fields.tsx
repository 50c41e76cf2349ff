import { NumberInput, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customerLabelOf } from '../customers/customer-label.ts';
import { assigneesQuery, customerOptionsQuery } from '../tickets/staff-picker-queries.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';

/** A customer of the organization, searched by name, company or e-mail; the current one stays listed. */
export function CustomerSelect({
  value,
  onChange,
  current,
}: {
  value: string | null;
  onChange(id: string | null): void;
  current?: { id: string; name: string } | null;
}) {
  const { account } = useWorkspace();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const options = useQuery({ ...customerOptionsQuery(account.user.id, debounced), placeholderData: keepPreviousData });
  const data = (options.data ?? []).map((customer) => ({ value: customer.id, label: customerLabelOf(customer) }));
  if (current && !data.some((option) => option.value === current.id)) data.unshift({ value: current.id, label: current.name });
  return (
    <Select
      label="Customer"
      placeholder="Search customers"
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? 'Searching...' : 'No customers found'}
    />
  );
}

/** The technician: a member of the team, or nobody yet. */
export function TechnicianSelect({ value, onChange }: { value: string | null; onChange(id: string | null): void }) {
  const { account } = useWorkspace();
  const staff = useQuery(assigneesQuery(account.user.id));
  return (
    <Select
      label="Assigned technician"
      placeholder="Unassigned"
      clearable
      data={(staff.data ?? []).map((member) => ({ value: member.id, label: member.name || member.email }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** Hours in steps of 0.5; an empty field is null. */
export function HoursInput({ label, value, onChange }: { label: string; value: number | null; onChange(hours: number | null): void }) {
  return (
    <NumberInput
      label={label}
      min={0}
      step={0.5}
      decimalScale={1}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
    />
  );
}

/** A date and time in the browser's zone, sent as an instant. */
export function ScheduledInput({ value, onChange }: { value: string | null; onChange(iso: string | null): void }) {
  return (
    <TextInput
      label="Scheduled date"
      type="datetime-local"
      value={value ? localInputValueOf(value) : ''}
      onChange={(event) => onChange(event.currentTarget.value ? new Date(event.currentTarget.value).toISOString() : null)}
    />
  );
}

function localInputValueOf(iso: string): string {
  const at = new Date(iso);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** What the skills of a work order are for. */
export const skillsHint = 'What the technician must be able to do. Suggest on the dispatch board puts those who can first.';

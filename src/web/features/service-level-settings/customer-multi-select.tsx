import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customerLabelOf } from '../customers/customer-label.ts';
import { customerDetailQuery } from '../customers/customers-queries.ts';
import { customerOptionsQuery } from '../tickets/staff-picker-queries.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';

const SEARCH_DELAY_MS = 200;

/** Customers of the organization, searched by name, company or e-mail; those already chosen keep their names. */
export function CustomerMultiSelect({ value, onChange, error }: { value: string[]; onChange(ids: string[]): void; error?: string }) {
  const { account } = useWorkspace();
  const userId = account.user.id;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const options = useQuery({ ...customerOptionsQuery(userId, debounced), placeholderData: keepPreviousData });
  // Names of customers picked from a search, so they stay named when the search changes.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const found = (options.data ?? []).map((customer) => ({ value: customer.id, label: customerLabelOf(customer) }));
  const isFound = (id: string) => found.some((option) => option.value === id);
  // A policy's customers not in any answer yet are read one by one, to be named.
  const unnamed = value.filter((id) => !picked[id] && !isFound(id));
  const details = useQueries({ queries: unnamed.map((id) => ({ ...customerDetailQuery(userId, id), staleTime: 5 * 60_000 })) });
  const nameOf = (id: string) => {
    if (picked[id]) return picked[id];
    const detail = details[unnamed.indexOf(id)];
    if (detail?.data) return customerLabelOf(detail.data.customer);
    return detail?.isError ? 'A customer no longer listed' : 'Loading…';
  };
  const data = [...found, ...value.filter((id) => !isFound(id)).map((id) => ({ value: id, label: nameOf(id) }))];

  function choose(ids: string[]) {
    const named = Object.fromEntries(found.filter((option) => ids.includes(option.value)).map((option) => [option.value, option.label]));
    setPicked((previous) => ({ ...previous, ...named }));
    onChange(ids);
  }

  return (
    <MultiSelect
      label="Customers"
      placeholder={value.length === 0 ? 'Any customer' : undefined}
      searchable
      hidePickedOptions
      data={data}
      value={value}
      onChange={choose}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the text; the dropdown shows its answer as it is.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'No customers found'}
      error={error}
      maxDropdownHeight={260}
    />
  );
}

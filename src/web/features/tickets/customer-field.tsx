import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { customerOptionsQuery } from './staff-picker-queries.ts';

const SEARCH_DELAY_MS = 200;

export interface CustomerFieldValue {
  text: string;
  /** The customer picked from the dropdown, while the text still reads as their name. */
  chosen: { id: string; name: string } | null;
}

interface CustomerFieldProps {
  value: CustomerFieldValue;
  onChange: Dispatch<SetStateAction<CustomerFieldValue>>;
  isRequired: boolean;
  isSearching: boolean;
  description: ReactNode;
}

/** The customer's name, typed or picked from the organization's customers whose name, company or e-mail contains the text. */
export function CustomerField({ value, onChange, isRequired, isSearching, description }: CustomerFieldProps) {
  const [search] = useDebouncedValue(value.text.trim(), SEARCH_DELAY_MS);
  const { account } = useWorkspace();
  const options = useQuery({ ...customerOptionsQuery(account.user.id, search), enabled: isSearching, placeholderData: keepPreviousData });
  const customers = options.data ?? [];

  return (
    <Autocomplete
      label="Customer name"
      placeholder="Name, company or e-mail"
      withAsterisk={isRequired}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      // Right under the field, the open list covers the description below it whole rather than half.
      comboboxProps={{ offset: 0 }}
      value={value.text}
      maxLength={ticketLimits.customerName}
      onChange={(text) => onChange((previous) => ({ text, chosen: previous.chosen?.name === text ? previous.chosen : null }))}
      data={isSearching ? customers.map((customer) => ({ value: customer.id, label: customer.contactName })) : []}
      // The server already matched the text; the dropdown shows its answer as it is.
      filter={({ options: all }) => all}
      onOptionSubmit={(id) => {
        const customer = customers.find((candidate) => candidate.id === id);
        if (customer) onChange({ text: customer.contactName, chosen: { id: customer.id, name: customer.contactName } });
      }}
      renderOption={({ option }) => {
        const customer = customers.find((candidate) => candidate.id === option.value);
        return (
          <div>
            <Text size="sm" fw={500}>
              {customer?.contactName}
            </Text>
            <Text size="xs" c="dimmed">
              {[customer?.organizationName, customer?.email].filter(Boolean).join(' · ')}
            </Text>
          </div>
        );
      }}
      maxDropdownHeight={280}
    />
  );
}

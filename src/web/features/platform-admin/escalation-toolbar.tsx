import { Chip, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import type { TicketListFilter } from '../../../domain/ticket-list.ts';
import { type Priority, priorities, priorityLabels } from '../../../domain/ticket-status.ts';
import classes from './admin-dashboard.module.css';
import type { EscalationFilters, EscalationSort } from './escalation-filters.ts';

const SEARCH_DELAY_MS = 300;

const chips: { value: TicketListFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'resolved', label: 'Resolved' },
];

const statusOptions: { value: TicketListFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'open', label: 'Open' },
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'high_priority', label: 'High priority' },
];

const priorityOptions: { value: 'all' | Priority; label: string }[] = [
  { value: 'all', label: 'All priorities' },
  ...priorities.map((priority) => ({ value: priority, label: priorityLabels[priority] })),
];

const sortOptions: { value: EscalationSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

interface EscalationToolbarProps {
  filters: EscalationFilters;
  onChange(change: Partial<EscalationFilters>): void;
}

/** Search (sent once typing pauses), the status chips, and the status, priority and sort choices. */
export function EscalationToolbar({ filters, onChange }: EscalationToolbarProps) {
  const [search, setSearch] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    if (debouncedSearch !== filters.search) onChange({ search: debouncedSearch });
  }, [debouncedSearch, filters.search, onChange]);

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        maxLength={ticketLimits.search}
        placeholder="Search escalations..."
        aria-label="Search escalated tickets"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Chip.Group value={filters.status} onChange={(value) => onChange({ status: value as TicketListFilter })}>
        <Group gap={6} role="radiogroup" aria-label="Status">
          {chips.map((chip) => (
            <Chip key={chip.value} value={chip.value} size="xs" variant="outline">
              {chip.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <div className={classes.choices}>
        <NativeSelect
          aria-label="Status filter"
          data={statusOptions}
          value={filters.status}
          onChange={(event) => onChange({ status: event.currentTarget.value as TicketListFilter })}
        />
        <NativeSelect
          aria-label="Priority"
          data={priorityOptions}
          value={filters.priority}
          onChange={(event) => onChange({ priority: event.currentTarget.value as EscalationFilters['priority'] })}
        />
        <NativeSelect
          aria-label="Sort"
          data={sortOptions}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.currentTarget.value as EscalationSort })}
        />
      </div>
    </Stack>
  );
}

import { Button, Group, NativeSelect, Pill, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { priorities, priorityLabels, ticketStatusLabels } from '../../../domain/ticket-status.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { assigneesQuery } from './staff-picker-queries.ts';
import type { PriorityFilter, SortOrder, StatusFilter, TicketListFilters } from './ticket-list-filters.ts';
import type { Assignee } from './tickets-queries.ts';

const SEARCH_DELAY_MS = 300;

const priorityOptions: { value: PriorityFilter; label: string }[] = [
  { value: 'all', label: 'All Priorities' },
  ...priorities.map((priority) => ({ value: priority, label: priorityLabels[priority] })),
];

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'open', label: 'Open' },
  { value: 'new', label: 'New (Status Open)' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'waiting_customer', label: ticketStatusLabels.waiting_customer },
  { value: 'waiting_agent', label: ticketStatusLabels.waiting_agent },
  { value: 'resolved', label: 'Resolved' },
  { value: 'high_priority', label: 'High Priority (High or Urgent)' },
  { value: 'due_soon', label: 'Due Within 1 Hour' },
];

const sortOptions: { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'recently_updated', label: 'Recently Updated' },
  { value: 'least_recently_updated', label: 'Least Recently Updated' },
  { value: 'due_soonest', label: 'Due Soonest' },
];

/** The list's choices, each a filter of the address. */
const choices: { key: 'priority' | 'status' | 'sort'; label: string; options: { value: string; label: string }[] }[] = [
  { key: 'priority', label: 'Priority', options: priorityOptions },
  { key: 'status', label: 'Status', options: statusOptions },
  { key: 'sort', label: 'Sort', options: sortOptions },
];

interface TicketListToolbarProps {
  filters: TicketListFilters;
  onChange(change: Partial<TicketListFilters>): void;
  onRefresh(): void;
  isRefreshing: boolean;
}

/** Anyone's, the caller's, the queue's, or a team member's tickets; one named in the address stays a choice until the team loads. */
function assigneeOptions(current: string, team: readonly Assignee[]): { value: string; label: string }[] {
  const options = [
    { value: '', label: 'Any Assignee' },
    { value: 'me', label: 'Assigned to Me' },
    { value: 'unassigned', label: 'Unassigned' },
    ...team.map((member) => ({ value: member.id, label: member.name || member.email })),
  ];
  return options.some((option) => option.value === current) ? options : [...options, { value: current, label: 'A team member' }];
}

/** Search (sent to the server once typing pauses), the priority, status, sort and assignee choices, and Refresh. */
export function TicketListToolbar({ filters, onChange, onRefresh, isRefreshing }: TicketListToolbarProps) {
  const { account } = useWorkspace();
  const team = useQuery({ ...assigneesQuery(account.user.id), retry: false });
  const [search, setSearch] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  /** The search the address holds as far as the box knows: what it last wrote or was last given. */
  const known = useRef(filters.search);
  const lastPause = useRef(debouncedSearch);

  // The address changed without the box (the Tickets link, Back): the box shows what the list now shows.
  useEffect(() => {
    if (filters.search === known.current) return;
    known.current = filters.search;
    setSearch(filters.search);
  }, [filters.search]);

  // Only a pause in typing writes the search; the words typed before the address changed are not written back.
  useEffect(() => {
    if (debouncedSearch === lastPause.current) return;
    lastPause.current = debouncedSearch;
    if (debouncedSearch === known.current) return;
    known.current = debouncedSearch;
    onChange({ search: debouncedSearch });
  }, [debouncedSearch, onChange]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        maxLength={ticketLimits.search}
        placeholder="Search tickets..."
        aria-label="Search tickets"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
      />
      <Group gap="sm" wrap="wrap" style={{ flex: '1 1 auto' }} justify="flex-end">
        {choices.map((choice) => (
          <NativeSelect
            key={choice.key}
            aria-label={choice.label}
            data={choice.options}
            value={filters[choice.key]}
            onChange={(event) => onChange({ [choice.key]: event.currentTarget.value })}
            style={{ flex: '1 1 140px' }}
          />
        ))}
        <NativeSelect
          aria-label="Assignee"
          data={assigneeOptions(filters.assignee, team.data ?? [])}
          value={filters.assignee}
          onChange={(event) => onChange({ assignee: event.currentTarget.value })}
          style={{ flex: '1 1 140px' }}
        />
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRefresh} loading={isRefreshing}>
          Refresh
        </Button>
      </Group>
      {filters.tag && (
        <Pill
          withRemoveButton
          onRemove={() => onChange({ tag: '' })}
          removeButtonProps={{ 'aria-label': `Stop filtering by tag ${filters.tag}` }}
        >
          Tag: {filters.tag}
        </Pill>
      )}
    </Group>
  );
}

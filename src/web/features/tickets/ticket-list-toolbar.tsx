import { Button, Group, NativeSelect, Pill, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { priorities, priorityLabels, ticketStatusLabels } from '../../../domain/ticket-status.ts';
import { type TicketField, ticketFieldsQuery } from '../ticket-fields/ticket-fields-queries.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { assigneesQuery } from './staff-picker-queries.ts';
import { downloadTicketsCsv } from './staff-ticket-queries.ts';
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
  { value: 'breached', label: 'Service Level Breached' },
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

/**
 * The values of the live dropdown and checkbox fields a list can be filtered on from the toolbar ('Severity: High');
 * any other value (text, a number, a date) comes from an address or a saved view and is offered as written.
 */
function fieldFilterOptions(fields: readonly TicketField[], current: string) {
  const options = [
    { value: '', label: 'Any field value' },
    ...fields
      .filter((field) => !field.isArchived)
      .flatMap((field) => {
        if (field.type === 'dropdown')
          return field.options.map((option) => ({ value: `${field.key}:${option}`, label: `${field.label}: ${option}` }));
        if (field.type === 'checkbox') {
          return [
            { value: `${field.key}:true`, label: `${field.label}: Yes` },
            { value: `${field.key}:false`, label: `${field.label}: No` },
          ];
        }
        return [];
      }),
  ];
  return options.some((option) => option.value === current) ? options : [...options, { value: current, label: current }];
}

/** Search (sent to the server once typing pauses), the priority, status, sort and assignee choices, and Refresh. */
export function TicketListToolbar({ filters, onChange, onRefresh, isRefreshing }: TicketListToolbarProps) {
  const { account } = useWorkspace();
  const team = useQuery({ ...assigneesQuery(account.user.id), retry: false });
  const fields = useQuery({ ...ticketFieldsQuery(), retry: false });
  const fieldOptions = fieldFilterOptions(fields.data ?? [], filters.field);
  const [isExporting, setIsExporting] = useState(false);

  async function exportList() {
    setIsExporting(true);
    try {
      await downloadTicketsCsv(filters);
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : 'Could not export the tickets.' });
    } finally {
      setIsExporting(false);
    }
  }
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
        {fieldOptions.length > 1 && (
          <NativeSelect
            aria-label="Field value"
            data={fieldOptions}
            value={filters.field}
            onChange={(event) => onChange({ field: event.currentTarget.value })}
            style={{ flex: '1 1 160px' }}
          />
        )}
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRefresh} loading={isRefreshing}>
          Refresh
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportList()} loading={isExporting}>
          Export CSV
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

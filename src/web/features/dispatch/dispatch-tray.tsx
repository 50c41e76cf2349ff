import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon, Badge, Button, Group, Popover, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFilter, IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { priorityLabels } from '../../../domain/ticket-status.ts';
import { BusyIndicator } from '../../components/busy-indicator.tsx';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import classes from './dispatch-board.module.css';
import { type BoardJob, type Suggestion, suggestionsQuery } from './dispatch-queries.ts';
import type { DragData } from './job-chip.tsx';

const priorityColors = {
  urgent: 'var(--mantine-color-red-filled)',
  high: 'var(--mantine-color-orange-filled)',
  medium: 'var(--mantine-color-blue-filled)',
  low: 'var(--mantine-color-gray-5)',
};

interface TrayProps {
  jobs: readonly BoardJob[];
  search: string;
  onSearch(search: string): void;
  /** When a job without a time would be done, for Suggest: its own time, or the start of the day shown. */
  slotOf(job: BoardJob): { start: string; durationMinutes: number };
  describeStart(start: string): string;
  onAssign(job: BoardJob, suggestion: Suggestion, start: string): void;
  onKeyDown(job: BoardJob, event: KeyboardEvent<HTMLElement>): void;
}

/** The Unassigned tray: pending work orders without a technician or a time, most urgent first; a job dropped here goes back. */
export function DispatchTray({ jobs, search, onSearch, slotOf, describeStart, onAssign, onKeyDown }: TrayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: 'tray', data: { kind: 'tray' } });
  return (
    <section ref={setNodeRef} aria-labelledby="tray-title" className={`${classes.tray} ${isOver ? classes.trayOver : ''}`}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md" id="tray-title">
          Unassigned
        </Title>
        <Badge variant="light" color="gray">
          {jobs.length}
        </Badge>
      </Group>
      <TextInput
        aria-label="Search unassigned work orders"
        placeholder="Search number, title, address…"
        leftSection={<IconFilter size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        mb="sm"
      />
      {jobs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {search ? 'No unassigned work orders match.' : 'Every pending work order has a technician and a time.'}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {jobs.map((job) => (
            <li key={job.id}>
              <TrayCard job={job} slotOf={slotOf} describeStart={describeStart} onAssign={onAssign} onKeyDown={onKeyDown} />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}

function TrayCard({
  job,
  slotOf,
  describeStart,
  onAssign,
  onKeyDown,
}: Omit<TrayProps, 'jobs' | 'search' | 'onSearch'> & { job: BoardJob }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `tray:${job.id}`,
    data: { job, source: 'tray' } satisfies DragData,
  });
  return (
    <div className={classes.trayItem}>
      <button
        type="button"
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={(event) => onKeyDown(job, event)}
        aria-label={`${job.workOrderNumber} ${job.title}, ${priorityLabels[job.priority]} priority${job.assignedTo ? '' : ', no technician'}${job.start ? `, ${describeStart(job.start)}` : ', no time'}${job.requiredSkills.length > 0 ? `, needs ${job.requiredSkills.join(', ')}` : ''}`}
        data-job={job.workOrderNumber}
        className={`${classes.trayCard} ${isDragging ? classes.chipDragging : ''}`}
        style={{ ['--priority-color' as string]: priorityColors[job.priority] }}
      >
        <Text component="span" display="block" size="sm" fw={600} truncate>
          {job.workOrderNumber} {job.title}
        </Text>
        <Text component="span" display="block" size="xs" c="dimmed" truncate>
          {[priorityLabels[job.priority], job.customerName, job.start ? describeStart(job.start) : 'No time yet']
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {job.address && (
          <Text component="span" display="block" size="xs" c="dimmed" truncate>
            {job.address}
          </Text>
        )}
        {job.requiredSkills.length > 0 && (
          <Text component="span" display="block" size="xs" c="dimmed" truncate>
            Needs {job.requiredSkills.join(', ')}
          </Text>
        )}
      </button>
      <SuggestButton job={job} slot={slotOf(job)} onAssign={onAssign} />
    </div>
  );
}

interface SuggestProps {
  job: BoardJob;
  slot: { start: string; durationMinutes: number };
  onAssign: TrayProps['onAssign'];
}

function SuggestButton({ job, slot, onAssign }: SuggestProps) {
  return (
    <Popover position="right-start" withArrow shadow="md" width={280}>
      <Popover.Target>
        <ActionIcon variant="subtle" size="sm" className={classes.suggest} aria-label={`Suggest technicians for ${job.workOrderNumber}`}>
          <IconUserSearch size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Suggestions job={job} slot={slot} onAssign={onAssign} />
      </Popover.Dropdown>
    </Popover>
  );
}

function Suggestions({ job, slot, onAssign }: SuggestProps) {
  const ranked = useQuery(suggestionsQuery(job.id, slot.start, slot.durationMinutes));
  if (ranked.isPending) return <BusyIndicator label="Ranking technicians" size="sm" />;
  if (ranked.isError)
    return (
      <Text size="sm" c="red">
        {ranked.error.message}
      </Text>
    );
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        The job's skills first, then free time in the window, then the lightest day
      </Text>
      {ranked.data.slice(0, 6).map((suggestion) => (
        <Group key={suggestion.userId} justify="space-between" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" truncate>
              {suggestion.name}
            </Text>
            {suggestion.missingSkills.length > 0 && (
              <Text size="xs" c="red">
                Lacks {suggestion.missingSkills.join(', ')}
              </Text>
            )}
            <Text size="xs" c={suggestion.busyMinutes > 0 ? 'orange' : 'green'}>
              {suggestion.busyMinutes > 0 ? `Busy ${suggestion.busyMinutes} min then` : 'Free then'} · {suggestion.jobsThatDay}{' '}
              {suggestion.jobsThatDay === 1 ? 'job' : 'jobs'} that day
            </Text>
          </div>
          <Button
            size="compact-xs"
            variant="light"
            style={{ flex: 'none' }}
            aria-label={`Assign ${job.workOrderNumber} to ${suggestion.name}`}
            onClick={() => onAssign(job, suggestion, slot.start)}
          >
            Assign
          </Button>
        </Group>
      ))}
      <Button component={TenantLink} to={`/work-orders/${job.id}`} variant="subtle" size="compact-xs">
        Open {job.workOrderNumber}
      </Button>
    </Stack>
  );
}

import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import {
  dueLabel,
  formatTargetMinutes,
  type SlaState,
  slaStateLabels,
  slaStateOf,
  slaTargetLabels,
} from '../../../domain/service-levels.ts';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { useMinuteClock } from './ticket-time.tsx';
import type { Ticket, TicketDetail } from './tickets-queries.ts';

const stateColors: Record<SlaState, string> = { on_track: 'teal', warning: 'orange', breached: 'red', paused: 'gray', met: 'teal' };
const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

type NextTarget = NonNullable<Ticket['serviceLevel']>;

function stateOfNext(next: NextTarget, now: Date): SlaState {
  const dueAt = dateOf(next.dueAt);
  // The list carries no start time; a running clock's state depends only on its due and warning times.
  const runningSince = next.isPaused ? null : new Date(0);
  return slaStateOf({ runningSince, stoppedAt: null, breachedAt: dateOf(next.breachedAt), dueAt, warnAt: dateOf(next.warnAt) }, now);
}

/**
 * The ticket's next service-level target with a live countdown, coloured by where it stands; nothing without one.
 * Compact (a table's column), it leaves the target's name to its tooltip: 'Due in 34 min'.
 */
export function ServiceLevelBadge({ next, isCompact = false }: { next: Ticket['serviceLevel']; isCompact?: boolean }) {
  const now = useMinuteClock(1000);
  const formats = useDateFormats();
  if (!next) return null;
  const state = stateOfNext(next, now);
  const label = dueLabel(next.target, { dueAt: dateOf(next.dueAt), isPaused: next.isPaused, breachedAt: dateOf(next.breachedAt) }, now);
  return (
    <Badge
      color={stateColors[state]}
      variant={state === 'breached' ? 'filled' : 'light'}
      radius="sm"
      size="sm"
      leftSection={<IconHourglassHigh size={12} aria-hidden />}
      title={next.dueAt ? `${label} (due ${formats.dateTime(next.dueAt)})` : label}
      data-sla-state={state}
      style={{ textTransform: 'none', flexShrink: 0 }}
    >
      {isCompact ? compactLabel(label, slaTargetLabels[next.target]) : label}
    </Badge>
  );
}

/** 'First response due in 34 min' as 'Due in 34 min'. */
const compactLabel = (label: string, target: string) => {
  const rest = label.slice(target.length + 1);
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
};

/** Each target's clock on the ticket: what it promised, and when it was due, met or breached. */
export function ServiceLevelHistory({ clocks }: { clocks: TicketDetail['serviceLevels'] }) {
  const now = useMinuteClock(1000);
  const formats = useDateFormats();
  return (
    <Stack gap="sm">
      {clocks.map((clock) => {
        const state = slaStateOf(
          {
            runningSince: clock.isPaused || clock.stoppedAt ? null : new Date(0),
            stoppedAt: dateOf(clock.stoppedAt),
            breachedAt: dateOf(clock.breachedAt),
            dueAt: dateOf(clock.dueAt),
            warnAt: dateOf(clock.warnAt),
          },
          now,
        );
        const when = clock.stoppedAt
          ? state === 'met'
            ? `Met ${formats.dateTime(clock.stoppedAt)}`
            : `Done ${formats.dateTime(clock.stoppedAt)}, due ${clock.dueAt ? formats.dateTime(clock.dueAt) : 'earlier'}`
          : clock.dueAt
            ? `Due ${formats.dateTime(clock.dueAt)}`
            : `Paused with ${formatTargetMinutes(Math.max(0, clock.targetMinutes - clock.usedMinutes))} left`;
        return (
          <Stack key={clock.id} gap={2} data-sla-target={clock.target}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {slaTargetLabels[clock.target]}
              </Text>
              <Badge color={stateColors[state]} variant={state === 'breached' ? 'filled' : 'light'} radius="sm" size="sm">
                {slaStateLabels[state]}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {formatTargetMinutes(clock.targetMinutes)} {clock.isBusinessHours ? 'in business hours' : 'around the clock'} ·{' '}
              {clock.policyName}
            </Text>
            <Text size="xs">{when}</Text>
          </Stack>
        );
      })}
    </Stack>
  );
}

import { Alert, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCoffee, IconInfoCircle, IconLogin, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { weekdayOf } from '../../../domain/time-cards.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { type ClockAction, clockQuery, useClockAction } from './time-cards-queries.ts';

const warnings = {
  over_midnight: 'Your clock has been running since before midnight. Clock out if you forgot to, and tell your admin the right time.',
  over_16_hours: 'Your clock has been running for more than 16 hours. Clock out if you forgot to, and tell your admin the right time.',
} as const;

/** Phone first: the one big button people press at the start and end of a shift, and Today's Summary from today's entries. */
export function TimeClock({ isDailyClockInRequired }: { isDailyClockInRequired: boolean }) {
  const clock = useQuery(clockQuery());
  const action = useClockAction();
  const formats = useDateFormats();
  if (clock.isPending) return <PageLoader label="Loading your clock..." />;
  if (clock.isError) return <LoadFailure title="Could not load your clock" message={clock.error.message} />;
  const { openEntry, entries, summary, warning, today } = clock.data;
  const weekday = weekdayOf(today);
  const isClockInDue = isDailyClockInRequired && !openEntry && entries.length === 0 && weekday !== 0 && weekday !== 6;
  const isOnBreak = Boolean(openEntry?.breakStartedAt);
  const run = (next: ClockAction) => action.mutate(next);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="time-clock-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg" id="time-clock-title">
              Time Clock
            </Title>
            <Text size="sm" c="dimmed" role="status">
              {openEntry
                ? `${isOnBreak ? 'On a break since' : 'Clocked in at'} ${formats.time(openEntry.breakStartedAt ?? openEntry.clockIn)}`
                : 'You are clocked out'}
            </Text>
          </div>
        </Group>
        {isClockInDue && (
          <Alert color="blue" icon={<IconInfoCircle size={18} />}>
            Your organization asks everyone to clock in each work day, and you have not clocked in today.
          </Alert>
        )}
        {warning && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
            {warnings[warning]}
          </Alert>
        )}
        <Stack gap="sm">
          {openEntry ? (
            <Button
              size="lg"
              color="red"
              fullWidth
              leftSection={<IconLogout size={20} />}
              loading={action.isPending && action.variables === 'clock_out'}
              onClick={() => run('clock_out')}
            >
              Clock Out
            </Button>
          ) : (
            <Button size="lg" fullWidth leftSection={<IconLogin size={20} />} loading={action.isPending} onClick={() => run('clock_in')}>
              Clock In
            </Button>
          )}
          {openEntry && (
            <Button
              size="md"
              variant="default"
              fullWidth
              leftSection={<IconCoffee size={18} />}
              loading={action.isPending && action.variables !== 'clock_out'}
              onClick={() => run(isOnBreak ? 'end_break' : 'start_break')}
            >
              {isOnBreak ? 'End Break' : 'Start Break'}
            </Button>
          )}
        </Stack>
        {action.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {action.error.message}
          </Alert>
        )}
        <div>
          <Title order={3} fz="md" mb="xs">
            Today's Summary
          </Title>
          <SimpleGrid cols={3} spacing="xs" aria-live="polite">
            {[
              ['Worked', summary.workedHours],
              ['Break', summary.breakHours],
              ['Overtime', summary.overtimeHours],
            ].map(([label, hours]) => (
              <Paper key={label} withBorder radius="md" px="sm" py="xs">
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {label}
                </Text>
                <Text
                  fz={22}
                  fw={700}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid={`summary-${String(label).toLowerCase()}`}
                >
                  {Number(hours).toFixed(2)}
                </Text>
                <Text size="xs" c="dimmed">
                  hours
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </div>
        {entries.length > 0 && (
          <div>
            <Title order={3} fz="md" mb="xs" id="time-clock-punches">
              Today's Punches
            </Title>
            <Stack gap={4} component="ol" aria-labelledby="time-clock-punches" m={0} p={0} style={{ listStyle: 'none' }}>
              {[...entries]
                .sort((a, b) => a.clockIn.localeCompare(b.clockIn))
                .map((entry) => (
                  <Group key={entry.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formats.time(entry.clockIn)} – {entry.clockOut ? formats.time(entry.clockOut) : 'now'}
                    </Text>
                    {Math.round(entry.breakHours * 60) > 0 && (
                      <Text size="xs" c="dimmed">
                        {Math.round(entry.breakHours * 60)} min break
                      </Text>
                    )}
                  </Group>
                ))}
            </Stack>
          </div>
        )}
      </Stack>
    </Card>
  );
}

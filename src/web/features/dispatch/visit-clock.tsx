import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DateTimeSettings } from '../../../domain/datetime-settings.ts';
import { formatVisitTime } from '../../../domain/visit-state.ts';
import { clockQuery, useClockAction } from '../time-cards/time-cards-queries.ts';
import { timecardSettingsQuery } from '../timecard-settings/timecard-settings-queries.ts';
import type { Visit } from './my-day-queries.ts';

/**
 * With the organization's "clock with visits" on, the technician's time card follows the day: once they are on site
 * without a running clock, My Day offers to clock in; once today's visits are done, to clock out.
 */
export function VisitClock({ visits, settings }: { visits: readonly Visit[]; settings: DateTimeSettings }) {
  const rules = useQuery(timecardSettingsQuery());
  const isOn = rules.data?.settings.clockWithVisits === true;
  const clock = useQuery({ ...clockQuery(), enabled: isOn });
  const action = useClockAction();
  if (!isOn || !clock.data) return null;
  const openEntry = clock.data.openEntry;
  const isOnSite = visits.some((visit) => visit.arrivedAt !== null);
  const isDayDone = visits.length > 0 && visits.every((visit) => visit.state === 'done' || visit.state === 'cancelled');
  const offer = openEntry ? (isDayDone ? 'clock_out' : null) : isOnSite && !isDayDone ? 'clock_in' : null;

  function change(which: 'clock_in' | 'clock_out') {
    action.mutate(which, {
      onSuccess: () => notifications.show({ color: 'green', message: which === 'clock_in' ? 'Clocked in.' : 'Clocked out.' }),
      onError: (error) => notifications.show({ color: 'red', title: 'Your clock did not change', message: error.message }),
    });
  }

  return (
    <Alert color={offer ? 'orange' : 'gray'} variant="light" icon={<IconClockHour4 size={18} />} title="Time card">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {openEntry
            ? `Clocked in since ${formatVisitTime(new Date(openEntry.clockIn), settings)}${isDayDone ? ": today's visits are done." : '.'}`
            : isOnSite
              ? 'You are on site and not clocked in.'
              : 'Not clocked in. Arrived offers to clock you in.'}
        </Text>
        {offer && (
          <Button size="xs" loading={action.isPending} onClick={() => change(offer)}>
            {offer === 'clock_in' ? 'Clock in' : 'Clock out'}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

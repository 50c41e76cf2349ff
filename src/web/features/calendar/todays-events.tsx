import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { calendarEventTypeLabels } from '../../../domain/calendar-events.ts';
import type { DateTimeSettings } from '../../../domain/datetime-settings.ts';
import { calendarTypeColors } from './calendar-colors.ts';
import classes from './calendar-page.module.css';
import type { CalendarItem } from './calendar-queries.ts';
import { clockLabel, eventWhen } from './event-when.ts';

/**
 * 'Today's Events': shown only when something happens today; each opens its details. As 'Coming up' it lists the
 * next events with their day, for a phone whose day has none.
 */
export function TodaysEvents({
  items,
  settings,
  onOpen,
  isComingUp = false,
}: {
  items: CalendarItem[];
  settings: DateTimeSettings;
  onOpen(item: CalendarItem): void;
  isComingUp?: boolean;
}) {
  if (items.length === 0) return null;
  const titleId = isComingUp ? 'coming-up' : 'todays-events';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Text id={titleId} component="h2" fw={700} mb="sm">
        {isComingUp ? 'Coming up' : "Today's Events"}
      </Text>
      <Stack gap={4}>
        {items.map((item) => (
          <UnstyledButton key={item.id} onClick={() => onOpen(item)} p={6} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <span className={classes.dot} style={{ background: calendarTypeColors[item.type], marginTop: 6 }} aria-hidden />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {isComingUp
                    ? eventWhen(item, settings)
                    : item.isAllDay
                      ? 'All day'
                      : `${clockLabel(item.start, settings)} – ${clockLabel(item.end, settings)}`}{' '}
                  · {calendarEventTypeLabels[item.type]}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Card>
  );
}

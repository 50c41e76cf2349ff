import { Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  computePeriodTotals,
  type DayRow,
  dayNames,
  hoursOf,
  reckonDays,
  regularHoursBetween,
  weekdayOf,
} from '../../../domain/time-cards.ts';
import { columnLabels, type HourColumn, hourColumns, type TimecardSettings } from '../../../domain/timecard-settings.ts';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { useDateFormats } from '../settings/use-date-formats.ts';

// The day stays in view while a narrow window scrolls the other columns sideways.
const stickyDay = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

const hours = (value: number) => value.toFixed(2);

interface TimesheetTableProps {
  days: DayRow[];
  settings: TimecardSettings;
  holidays: { date: string; name: string }[];
  /** Without it the table is read-only. */
  onChange?: (date: string, patch: Partial<DayRow>) => void;
}

/**
 * A period's days: start and end times, regular hours and the organization's columns, with totals to two decimals.
 * A table from tablet width; on a phone, a card per day with the same fields, so nothing scrolls sideways.
 */
export function TimesheetTable({ days, settings, holidays, onChange }: TimesheetTableProps) {
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const formats = useDateFormats();
  const columns = hourColumns.filter((column) => settings.customColumns[column]);
  const shown = days.filter((day) => settings.showAllDays || (weekdayOf(day.date) !== 0 && weekdayOf(day.date) !== 6));
  const holidayOn = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  const totals = computePeriodTotals(days, settings);
  const reckoned = new Map(reckonDays(days, settings).map((day) => [day.date, day]));
  const isReadOnly = !onChange;

  function setTime(day: DayRow, field: 'startTime' | 'endTime', value: string) {
    const next = { ...day, [field]: value || null };
    const regular = regularHoursBetween(next.startTime, next.endTime);
    onChange?.(day.date, regular === null ? { [field]: value || null } : { [field]: value || null, regularHours: regular });
  }

  const hourInput = (day: DayRow, field: 'regularHours' | HourColumn, label: string) =>
    isReadOnly ? (
      hours(day[field])
    ) : (
      <NumberInput
        aria-label={`${label}, ${dayNames[weekdayOf(day.date)]}`}
        size="xs"
        w={64}
        min={0}
        max={24}
        step={0.25}
        decimalScale={2}
        hideControls
        value={day[field] || ''}
        placeholder="0"
        onChange={(value) => onChange?.(day.date, { [field]: hoursOf(value) })}
      />
    );

  /** A day whose hours count otherwise than entered (past the daily threshold, or the week's): how they are paid. */
  const countedAs = (day: DayRow) => {
    const counted = reckoned.get(day.date);
    if (!counted || counted.overtimeHours === hoursOf(day.overtimeHours)) return null;
    return (
      <Text size="xs" mt={2} style={{ whiteSpace: 'nowrap' }} data-testid={`counted-${day.date}`}>
        {hours(counted.regularHours)} + {hours(counted.overtimeHours)} <abbr title="overtime">OT</abbr>
      </Text>
    );
  };

  const timeInput = (day: DayRow, field: 'startTime' | 'endTime', width?: number) =>
    isReadOnly ? (
      (day[field] ?? '–')
    ) : (
      <TextInput
        type="time"
        size="xs"
        w={width}
        aria-label={`${field === 'startTime' ? 'Start time' : 'End time'}, ${dayNames[weekdayOf(day.date)]}`}
        value={day[field] ?? ''}
        onChange={(event) => setTime(day, field, event.currentTarget.value)}
      />
    );

  const notesInput = (day: DayRow) =>
    isReadOnly ? (
      day.notes
    ) : (
      <TextInput
        size="xs"
        miw={160}
        maxLength={500}
        aria-label={`Notes, ${dayNames[weekdayOf(day.date)]}`}
        value={day.notes}
        onChange={(event) => onChange?.(day.date, { notes: event.currentTarget.value })}
      />
    );

  const dayHeading = (day: DayRow) => (
    <>
      <Text size="sm" fw={600}>
        {dayNames[weekdayOf(day.date)]}
      </Text>
      <Text size="xs" c="dimmed">
        {formats.monthDay(day.date)}
      </Text>
      {/* Text rather than a badge: a long holiday name wraps in the day's narrow column instead of being cut. */}
      {holidayOn.has(day.date) && (
        <Text size="xs" fw={600} c="grape.9" lh={1.25} maw={132}>
          {holidayOn.get(day.date)}
        </Text>
      )}
    </>
  );

  if (isPhone) {
    const label = (text: string) => (
      <Text size="xs" c="dimmed" fw={500} mb={2}>
        {text}
      </Text>
    );
    return (
      <Stack gap="xs" component="ul" aria-label="Timesheet days" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((day) => (
          <Paper key={day.date} component="li" withBorder radius="md" p="sm">
            <Group gap="xs" mb={6}>
              {dayHeading(day)}
            </Group>
            <SimpleGrid cols={2} spacing="xs" mb={6}>
              <div>
                {label('Start')}
                {timeInput(day, 'startTime')}
              </div>
              <div>
                {label('End')}
                {timeInput(day, 'endTime')}
              </div>
            </SimpleGrid>
            <SimpleGrid cols={3} spacing="xs" verticalSpacing={6}>
              <div>
                {label('Regular')}
                {hourInput(day, 'regularHours', 'Regular hours')}
                {countedAs(day)}
              </div>
              {columns.map((column) => (
                <div key={column}>
                  {label(columnLabels[column])}
                  {hourInput(day, column, `${columnLabels[column]} hours`)}
                </div>
              ))}
            </SimpleGrid>
            {settings.customColumns.notes && (
              <div style={{ marginTop: 6 }}>
                {label('Notes')}
                {notesInput(day)}
              </div>
            )}
          </Paper>
        ))}
        <Paper component="li" withBorder radius="md" p="sm" aria-label="Totals">
          <Text size="sm" fw={600} mb={4}>
            Totals
          </Text>
          <SimpleGrid cols={3} spacing="xs">
            <div>
              {label('Regular')}
              <Text size="sm" fw={600} data-testid="total-regular">
                {hours(totals.regularHours)}
              </Text>
            </div>
            {columns.map((column) => (
              <div key={column}>
                {label(columnLabels[column])}
                <Text size="sm" fw={600} data-testid={`total-${column}`}>
                  {hours(totals[column])}
                </Text>
              </div>
            ))}
            <div>
              {label('In all')}
              <Text size="sm" fw={600} data-testid="total-hours">
                {hours(totals.totalHours)}
              </Text>
            </div>
          </SimpleGrid>
        </Paper>
      </Stack>
    );
  }

  return (
    <ScrollRegion label="Timesheet days" minWidth={columns.length * 90 + (settings.customColumns.notes ? 600 : 420)}>
      <Table verticalSpacing={6} horizontalSpacing="xs" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={stickyDay}>Day</Table.Th>
            <Table.Th>Start</Table.Th>
            <Table.Th>End</Table.Th>
            <Table.Th>Regular</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column}>{columnLabels[column]}</Table.Th>
            ))}
            {settings.customColumns.notes && <Table.Th>Notes</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Td style={stickyDay}>{dayHeading(day)}</Table.Td>
              <Table.Td>{timeInput(day, 'startTime', 124)}</Table.Td>
              <Table.Td>{timeInput(day, 'endTime', 124)}</Table.Td>
              <Table.Td>
                {hourInput(day, 'regularHours', 'Regular hours')}
                {countedAs(day)}
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column}>{hourInput(day, column, `${columnLabels[column]} hours`)}</Table.Td>
              ))}
              {settings.customColumns.notes && <Table.Td>{notesInput(day)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th style={stickyDay}>Totals</Table.Th>
            <Table.Th colSpan={2} />
            <Table.Th data-testid="total-regular">{hours(totals.regularHours)}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} data-testid={`total-${column}`}>
                {hours(totals[column])}
              </Table.Th>
            ))}
            {settings.customColumns.notes && (
              <Table.Th>
                <span data-testid="total-hours">{hours(totals.totalHours)}</span> h in all
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollRegion>
  );
}

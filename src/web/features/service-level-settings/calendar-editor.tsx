import { ActionIcon, Box, Button, Group, NumberInput, ScrollArea, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
// The time fields' own styles (no picker button inside the field); loaded with this tab only.
import '@mantine/dates/styles.css';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_OPENINGS_PER_DAY, type OpeningInterval, type WeekdayKey, weekdayKeys } from '../../../domain/business-hours.ts';
import { SLA_CALENDAR_NAME_MAX, slaCalendarInputSchema } from '../../../domain/service-levels.ts';
import { ActionsColumnHeader } from '../../components/actions-column-header.tsx';
import { TimeZoneSelect } from '../settings/time-zone-select.tsx';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { EditorActions, EditorFieldset, EditorModal, formErrorsOf } from './editor-frame.tsx';
import { dayNameOf, weekFromMonday } from './service-level-summaries.ts';
import {
  type CalendarChange,
  type ClosedDate,
  fetchPublicHolidays,
  holidayCountriesQuery,
  reasonOf,
  type SlaCalendar,
  useSaveCalendar,
} from './service-levels-queries.ts';

type Week = Record<WeekdayKey, OpeningInterval[]>;

interface CalendarFormValues {
  name: string;
  timeZone: string;
  week: Week;
  closedDates: ClosedDate[];
}

type CalendarForm = UseFormReturnType<CalendarFormValues>;

// A time field cannot hold 24:00: a day open until midnight shows its end as 00:00 and is sent as 24:00.
const MIDNIGHT = '00:00';
const shownEnd = (end: string) => (end === '24:00' ? MIDNIGHT : end);
const sentEnd = (end: string) => (end === MIDNIGHT ? '24:00' : end);

const mapWeek = (week: Record<WeekdayKey, readonly OpeningInterval[]>, change: (opening: OpeningInterval) => OpeningInterval) =>
  Object.fromEntries(weekdayKeys.map((day) => [day, week[day].map(change)])) as Week;

const workdays: readonly WeekdayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

function valuesOf(calendar: SlaCalendar | null, timeZone: string): CalendarFormValues {
  if (!calendar) {
    const week = Object.fromEntries(
      weekdayKeys.map((day) => [day, workdays.includes(day) ? [{ start: '09:00', end: '17:00' }] : []]),
    ) as Week;
    return { name: '', timeZone, week, closedDates: [] };
  }
  return {
    name: calendar.name,
    timeZone: calendar.timeZone,
    week: mapWeek(calendar.week, ({ start, end }) => ({ start, end: shownEnd(end) })),
    closedDates: calendar.closedDates.map((closed) => ({ ...closed })),
  };
}

function calendarOf(values: CalendarFormValues): CalendarChange {
  return {
    name: values.name,
    timeZone: values.timeZone,
    week: mapWeek(values.week, ({ start, end }) => ({ start, end: sentEnd(end) })),
    closedDates: values.closedDates,
  };
}

function validateCalendar(values: CalendarFormValues): Record<string, string> {
  const parsed = slaCalendarInputSchema.safeParse(calendarOf(values));
  return parsed.success ? {} : formErrorsOf(parsed.error.issues);
}

/** Adds the holidays whose dates are not listed yet, in date order; says how many it added. */
function mergeClosedDates(list: readonly ClosedDate[], holidays: readonly ClosedDate[]): { list: ClosedDate[]; added: number } {
  const listed = new Set(list.map((closed) => closed.date));
  const fresh: ClosedDate[] = [];
  for (const holiday of holidays) {
    if (listed.has(holiday.date)) continue;
    listed.add(holiday.date);
    fresh.push(holiday);
  }
  // Rows without a date yet stay at the end, where they were added.
  const order = (closed: ClosedDate) => closed.date || '9999-99-99';
  return { list: [...list, ...fresh].sort((a, b) => order(a).localeCompare(order(b))), added: fresh.length };
}

/** Adds a business-hours calendar, or edits one: its zone, its opening hours for each weekday and its closed dates. */
export function CalendarEditor({ calendar, isOpen, onClose }: { calendar: SlaCalendar | null; isOpen: boolean; onClose(): void }) {
  return (
    <EditorModal title={calendar ? `Edit ${calendar.name}` : 'Add business hours'} isOpen={isOpen} onClose={onClose}>
      <CalendarFormFields key={calendar?.id ?? 'new'} calendar={calendar} onClose={onClose} />
    </EditorModal>
  );
}

function CalendarFormFields({ calendar, onClose }: { calendar: SlaCalendar | null; onClose(): void }) {
  const { timezone } = useDateTimeSettings();
  const form = useForm<CalendarFormValues>({ mode: 'controlled', initialValues: valuesOf(calendar, timezone), validate: validateCalendar });
  const save = useSaveCalendar();

  function submit(values: CalendarFormValues) {
    save.mutate({ id: calendar?.id ?? null, calendar: calendarOf(values) }, { onSuccess: onClose });
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Business hours">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Calendar name" required maxLength={SLA_CALENDAR_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
          <TimeZoneSelect label="Time zone" required {...form.getInputProps('timeZone')} />
        </SimpleGrid>
        <WeekFields form={form} />
        <ClosedDatesFields form={form} />
        <EditorActions
          problem={reasonOf(save.error)}
          isPending={save.isPending}
          submitLabel={calendar ? 'Save calendar' : 'Add calendar'}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

function WeekFields({ form }: { form: CalendarForm }) {
  function copyMonday() {
    const monday = form.values.week.mon;
    for (const day of workdays.slice(1)) {
      form.setFieldValue(
        `week.${day}`,
        monday.map((opening) => ({ ...opening })),
      );
    }
  }
  return (
    <EditorFieldset legend="Opening hours">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Text size="xs" c="dimmed" maw={460}>
          On the clock of the calendar’s time zone. Add a second time on a day for a split shift; a day open until midnight ends at 00:00.
        </Text>
        <Button variant="default" size="xs" leftSection={<IconCopy size={14} />} onClick={copyMonday}>
          Copy Monday to weekdays
        </Button>
      </Group>
      <Stack gap="xs">
        {weekFromMonday.map((day) => (
          <DayFields key={day} form={form} day={day} />
        ))}
      </Stack>
    </EditorFieldset>
  );
}

function DayFields({ form, day }: { form: CalendarForm; day: WeekdayKey }) {
  const name = dayNameOf(day);
  const openings = form.values.week[day];
  const path = `week.${day}`;
  const problems = [
    ...new Set(
      Object.entries(form.errors)
        .filter(([key]) => key === path || key.startsWith(`${path}.`))
        .map(([, message]) => String(message)),
    ),
  ];
  const timeProps = (index: number, edge: 'start' | 'end') => {
    const field = `${path}.${index}.${edge}`;
    return {
      'aria-label': `${name} ${edge === 'start' ? 'opens' : 'closes'}${index > 0 ? ` (${index + 1})` : ''}`,
      value: openings[index]?.[edge] ?? '',
      error: Boolean(form.errors[field]),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        form.clearFieldError(path);
        form.setFieldValue(field, event.currentTarget.value);
      },
      w: 120,
    };
  };
  const add = () => form.insertListItem(path, openings.length === 0 ? { start: '09:00', end: '17:00' } : { start: '', end: '' });

  return (
    <Group align="flex-start" gap="sm" role="group" aria-label={name}>
      <Text size="sm" fw={500} w={96} pt={6}>
        {name}
      </Text>
      <Stack gap={6} miw={280} style={{ flex: 1 }}>
        {openings.length === 0 && (
          <Text size="sm" c="dimmed" pt={6}>
            Closed
          </Text>
        )}
        {openings.map((opening, index) => (
          // Openings have no identity of their own; their place on the day is it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" wrap="nowrap">
            <TimeInput {...timeProps(index, 'start')} />
            <Text size="sm" c="dimmed" aria-hidden>
              to
            </Text>
            <TimeInput {...timeProps(index, 'end')} />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${name} ${opening.start || '…'}–${opening.end || '…'}`}
              onClick={() => form.removeListItem(path, index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {problems.length > 0 && (
          <Text size="xs" c="red">
            {problems.join(' ')}
          </Text>
        )}
      </Stack>
      <Button
        variant="subtle"
        size="xs"
        mt={4}
        leftSection={<IconPlus size={14} />}
        onClick={add}
        disabled={openings.length >= MAX_OPENINGS_PER_DAY}
        aria-label={`Add hours on ${name}`}
      >
        Add hours
      </Button>
    </Group>
  );
}

function ClosedDatesFields({ form }: { form: CalendarForm }) {
  const closedDates = form.values.closedDates;
  function merge(holidays: ClosedDate[]): number {
    const { list, added } = mergeClosedDates(form.values.closedDates, holidays);
    form.setFieldValue('closedDates', list);
    return added;
  }
  return (
    <EditorFieldset legend="Closed dates">
      <Text size="xs" c="dimmed" mb="sm">
        Whole days the clock does not count: public holidays, closures.
      </Text>
      {closedDates.length === 0 ? (
        <Text size="sm" c="dimmed">
          No closed dates. Add one, or import your country’s public holidays.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={300} type="auto">
          <Table verticalSpacing={4} aria-label="Closed dates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={170}>Date</Table.Th>
                <Table.Th>Name</Table.Th>
                <ActionsColumnHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {closedDates.map((closed, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row being typed in has no date to be known by yet.
                <Table.Tr key={index}>
                  <Table.Td>
                    <TextInput type="date" aria-label={`Closed date ${index + 1}`} {...form.getInputProps(`closedDates.${index}.date`)} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Name of closed date ${index + 1}`}
                      maxLength={SLA_CALENDAR_NAME_MAX}
                      {...form.getInputProps(`closedDates.${index}.name`)}
                    />
                  </Table.Td>
                  <Table.Td w={48}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${closed.name || closed.date || `closed date ${index + 1}`}`}
                      onClick={() => form.removeListItem('closedDates', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <Group mt="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('closedDates', { date: '', name: '' })}
        >
          Add closed date
        </Button>
      </Group>
      <HolidayImport onMerge={merge} />
    </EditorFieldset>
  );
}

/** Public holidays of a country and year, added to the closed dates not listed yet. */
function HolidayImport({ onMerge }: { onMerge(holidays: ClosedDate[]): number }) {
  const countries = useQuery(holidayCountriesQuery());
  const [country, setCountry] = useState<string | null>(null);
  const [year, setYear] = useState<number | string>(() => new Date().getFullYear());
  const [outcome, setOutcome] = useState<string | null>(null);
  const load = useMutation({ mutationFn: (asked: { country: string; year: number }) => fetchPublicHolidays(asked.country, asked.year) });

  function importHolidays() {
    if (!country || typeof year !== 'number') return;
    setOutcome(null);
    load.mutate(
      { country, year },
      {
        onSuccess: (holidays) => {
          const added = onMerge(holidays);
          const countryName = countries.data?.find((known) => known.code === country)?.name ?? country;
          setOutcome(
            added > 0
              ? `Added ${added} public ${added === 1 ? 'holiday' : 'holidays'} of ${countryName} in ${year}.`
              : `Every public holiday of ${countryName} in ${year} is already listed.`,
          );
        },
      },
    );
  }

  return (
    <Box mt="md" p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text size="sm" fw={500} mb={6}>
        Import public holidays
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label="Country"
          placeholder={countries.isPending ? 'Loading countries…' : 'Choose a country'}
          searchable
          data={(countries.data ?? []).map((known) => ({ value: known.code, label: known.name }))}
          value={country}
          onChange={setCountry}
          nothingFoundMessage="No country matches"
          error={countries.error?.message}
          w={240}
        />
        <NumberInput
          label="Year"
          min={2000}
          max={2100}
          allowDecimal={false}
          allowNegative={false}
          value={year}
          onChange={setYear}
          w={100}
        />
        <Button variant="default" onClick={importHolidays} disabled={!country || typeof year !== 'number'} loading={load.isPending}>
          Import holidays
        </Button>
      </Group>
      {outcome && (
        <Text size="sm" mt="xs" role="status">
          {outcome}
        </Text>
      )}
      {load.error && (
        <Text size="sm" mt="xs" c="red" role="alert">
          {reasonOf(load.error)}
        </Text>
      )}
    </Box>
  );
}

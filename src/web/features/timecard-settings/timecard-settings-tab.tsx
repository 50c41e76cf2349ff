import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { dayNames } from '../../../domain/time-cards.ts';
import {
  addHoliday,
  columnLabels,
  defaultHolidayDate,
  hourColumns,
  overtimeThresholdOf,
  requirableFieldLabels,
  requirableFields,
  type TimecardSettings,
  timecardSettingsInputSchema,
} from '../../../domain/timecard-settings.ts';
import { SaveRow } from '../settings/saved-indicator.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { useSettingsForm } from '../settings/use-settings-form.tsx';
import { timecardSettingsQuery, useSaveTimecardSettings } from './timecard-settings-queries.ts';

const trackingModes = [
  { value: 'clock_in_out', label: 'Clock in / clock out' },
  { value: 'daily_entry', label: 'Daily entry (time clock)' },
  { value: 'weekly_sheet', label: 'Weekly timesheet' },
  { value: 'shift_based', label: 'Shift based (timesheet)' },
];
const payPeriods = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Monthly' },
];
const overtimeModes = [
  { value: 'weekly', label: 'Weekly: hours above the weekly threshold' },
  { value: 'daily', label: 'Daily: hours above the daily threshold, each day' },
];
const submissionMethods = [
  { value: 'system_only', label: 'In the system only (approval queue)' },
  { value: 'email_submit', label: 'E-mail to an address, with a CSV' },
  { value: 'helpdesk_ticket', label: 'As a help desk ticket' },
];
const ptoModes = [
  { value: 'accrual', label: 'Accrual: earned every approved pay period' },
  { value: 'fixed', label: 'Fixed: the maximum balance each calendar year' },
];

/** The form holds the overtime thresholds as typed, so an invalid one can fall back (section 5) and say so. */
type FormValues = Omit<TimecardSettings, 'overtimeAfterHours' | 'dailyOvertimeAfterHours'> & {
  overtimeAfterHours: number | string;
  dailyOvertimeAfterHours: number | string;
};

function settingsOf(values: FormValues): TimecardSettings {
  return {
    ...values,
    overtimeAfterHours: overtimeThresholdOf(values.overtimeAfterHours, 'weekly').hours,
    dailyOvertimeAfterHours: overtimeThresholdOf(values.dailyOvertimeAfterHours, 'daily').hours,
  };
}

/** Settings → Time Card: how staff record time, when overtime starts, how periods are submitted, holidays and PTO. */
export function TimecardSettingsTab() {
  const settings = useSettingsForm({
    query: timecardSettingsQuery(),
    refreshGroup: 'timecard',
    valuesOf: (stored): FormValues => stored.settings,
    validate: (values) => {
      const parsed = timecardSettingsInputSchema.safeParse(settingsOf(values));
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    },
    save: useSaveTimecardSettings(),
    inputOf: settingsOf,
    savedValuesOf: (result) => result.settings,
    loadFailureTitle: 'Could not load the time card settings',
    saveFailure: 'Could not save the time card settings.',
  });
  if (settings.fallback || !settings.data) return settings.fallback;
  const { form } = settings;
  const isConfigured = settings.data.isConfigured;

  const weekly = overtimeThresholdOf(form.values.overtimeAfterHours, 'weekly');
  const daily = overtimeThresholdOf(form.values.dailyOvertimeAfterHours, 'daily');
  const numberSelect = (field: 'weekStartDay') => ({
    value: String(form.values[field]),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => form.setFieldValue(field, Number(event.currentTarget.value)),
  });

  return (
    <form onSubmit={settings.onSubmit} noValidate>
      <Stack gap="lg" maw={900}>
        {!isConfigured && (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Time cards are not set up yet">
            These are the defaults. Staff see “Setup Required” on their time card until you save them.
          </Alert>
        )}
        <SettingsSection id="tracking-title" title="Time Tracking" text="How your team records time and how pay periods run.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect label="Tracking mode" data={trackingModes} {...form.getInputProps('trackingMode')} />
            <NativeSelect label="Pay period" data={payPeriods} {...form.getInputProps('payPeriodType')} />
            {form.values.payPeriodType === 'biweekly' && (
              <TextInput
                type="date"
                label="First day of a pay period"
                description="Periods of two weeks count from this day"
                value={form.values.payPeriodAnchor ?? ''}
                onChange={(event) => form.setFieldValue('payPeriodAnchor', event.currentTarget.value || null)}
                error={form.errors.payPeriodAnchor}
              />
            )}
            <NativeSelect
              label="Week starts on"
              data={dayNames.map((day, index) => ({ value: String(index), label: day }))}
              {...numberSelect('weekStartDay')}
            />
            <Switch
              mt={{ sm: 30 }}
              label="Show all 7 days (otherwise Monday to Friday)"
              {...form.getInputProps('showAllDays', { type: 'checkbox' })}
            />
            <Switch label="Staff must clock in every work day" {...form.getInputProps('requiresDailyClockin', { type: 'checkbox' })} />
            <Switch
              label="Clock in on a visit's Arrived and out on its Complete (My Day offers it)"
              {...form.getInputProps('clockWithVisits', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </SettingsSection>

        <SettingsSection
          id="overtime-title"
          title="Overtime"
          text="Hours entered in steps of 0.25; computed hours are rounded to the nearest 0.25."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect label="Calculation mode" data={overtimeModes} {...form.getInputProps('overtimeCalculationMode')} />
            <div />
            <NumberInput
              label="Overtime after (hours per week)"
              step={0.25}
              decimalScale={2}
              {...form.getInputProps('overtimeAfterHours')}
              description={weekly.isFallback ? `Not a valid number of hours: overtime will start after ${weekly.hours} hours.` : undefined}
              error={undefined}
            />
            <NumberInput
              label="Daily overtime after (hours per day)"
              step={0.25}
              decimalScale={2}
              {...form.getInputProps('dailyOvertimeAfterHours')}
              description={daily.isFallback ? `Not a valid number of hours: overtime will start after ${daily.hours} hours.` : undefined}
              error={undefined}
            />
          </SimpleGrid>
        </SettingsSection>

        <SettingsSection id="submission-title" title="Submission" text="What happens when someone submits a pay period.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect label="Submission method" data={submissionMethods} {...form.getInputProps('submissionMethod')} />
            {form.values.submissionMethod === 'email_submit' ? (
              <TextInput
                type="email"
                label="Send timesheets to"
                placeholder="payroll@example.com"
                {...form.getInputProps('submissionEmail')}
              />
            ) : (
              <div />
            )}
            <Switch
              label="Supervisor approval required"
              description="Org admins approve or reject each period"
              {...form.getInputProps('requiresSupervisorApproval', { type: 'checkbox' })}
            />
            <Switch label="Auto-save timesheets" {...form.getInputProps('autoSaveEnabled', { type: 'checkbox' })} />
            <NumberInput
              label="Auto-save every (minutes)"
              min={1}
              max={60}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              disabled={!form.values.autoSaveEnabled}
              {...form.getInputProps('autoSaveIntervalMinutes')}
            />
            <MultiSelect
              label="Required fields on worked days"
              data={requirableFields.map((field) => ({ value: field, label: requirableFieldLabels[field] }))}
              placeholder="None"
              {...form.getInputProps('requiredFields')}
            />
          </SimpleGrid>
          <Textarea
            label="Footer message"
            description="Shown under the timesheet and in submissions"
            maxLength={500}
            autosize
            minRows={2}
            {...form.getInputProps('customFooterMessage')}
          />
        </SettingsSection>

        <SettingsSection
          id="columns-title"
          title="Custom Columns"
          text="The columns each day of the timesheet shows besides start, end and regular hours."
        >
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
            {[...hourColumns, 'notes' as const].map((column) => (
              <Checkbox
                key={column}
                label={columnLabels[column]}
                {...form.getInputProps(`customColumns.${column}`, { type: 'checkbox' })}
              />
            ))}
          </SimpleGrid>
        </SettingsSection>

        <HolidaysEditor form={form} />

        <SettingsSection
          id="pto-title"
          title="Paid Time Off"
          text="Balances by category, earned per approved pay period up to the maximum."
        >
          <Switch label="Track PTO" {...form.getInputProps('ptoTracking.enabled', { type: 'checkbox' })} />
          {form.values.ptoTracking.enabled && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect label="How PTO is earned" data={ptoModes} {...form.getInputProps('ptoTracking.mode')} />
              <NumberInput
                label="Accrual rate (hours per pay period)"
                min={0}
                max={80}
                step={0.25}
                disabled={form.values.ptoTracking.mode === 'fixed'}
                {...form.getInputProps('ptoTracking.accrualRate')}
              />
              <NumberInput label="Maximum balance (hours)" min={0} max={2000} step={1} {...form.getInputProps('ptoTracking.maxBalance')} />
              <TagsInput label="Categories" description="Press Enter after each" {...form.getInputProps('ptoTracking.categories')} />
            </SimpleGrid>
          )}
        </SettingsSection>

        {(settings.saveProblem || Object.keys(form.errors).length > 0) && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {settings.saveProblem ?? Object.values(form.errors).join('. ')}
          </Alert>
        )}
        <SaveRow label="Save Settings" isPending={settings.isSaving} isSaved={settings.isSaved} />
      </Stack>
    </form>
  );
}

type TimecardForm = UseFormReturnType<FormValues>;

/** The paid holidays: the defaults' dates are known every year; an added one takes its date for this year. */
function HolidaysEditor({ form }: { form: TimecardForm }) {
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const year = new Date().getFullYear();

  function add() {
    const result = addHoliday(form.values.holidayList, name, date || null);
    if (!result.ok) {
      setProblem(result.reason === 'blank' ? 'Give the holiday a name.' : 'This holiday is already listed.');
      return;
    }
    form.setFieldValue('holidayList', result.list);
    setName('');
    setDate('');
    setProblem(null);
  }

  return (
    <SettingsSection
      id="holidays-title"
      title="Paid Holidays"
      text={`Pre-filled on timesheets with the daily hours. Dates shown for ${year}.`}
    >
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {form.values.holidayList.map((holiday, index) => {
          const shown = holiday.dates.find((entry) => entry.startsWith(`${year}-`)) ?? defaultHolidayDate(holiday.name, year);
          return (
            <Group key={holiday.name} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {holiday.name}
                <Text span c="dimmed" size="sm">
                  {' · '}
                  {shown ?? `no date in ${year}`}
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${holiday.name}`}
                onClick={() => form.removeListItem('holidayList', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Holiday"
          placeholder="Juneteenth"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem}
        />
        <TextInput type="date" label="Date" value={date} onChange={(event) => setDate(event.currentTarget.value)} />
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={add}>
          Add Holiday
        </Button>
      </Group>
    </SettingsSection>
  );
}

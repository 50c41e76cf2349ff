import { Alert, Card, Grid, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type DateTimeSettings, dateTimeSettingsSchema, formatDateTimeAs, PREVIEW_MINUTES_AGO } from '../../../domain/datetime-settings.ts';
import { formatTicketTime } from '../../../domain/relative-time.ts';
import { dateTimeSettingsQuery } from '../settings/datetime-settings-query.ts';
import { SaveRow } from '../settings/saved-indicator.tsx';
import { TimeZoneSelect } from '../settings/time-zone-select.tsx';
import { useSaveDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { useSettingsForm } from '../settings/use-settings-form.tsx';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dateFormats = [
  { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY (US)' },
  { value: 'DD/MM/YYYY', label: 'DD/MM/YYYY (UK, Europe)' },
  { value: 'YYYY-MM-DD', label: 'YYYY-MM-DD (ISO)' },
];
const timeFormats = [
  { value: '12', label: '12-hour (2:30 PM)' },
  { value: '24', label: '24-hour (14:30)' },
];
const ticketTimeFormats = [
  { value: 'relative', label: 'Relative (5 minutes ago)' },
  { value: 'absolute', label: 'Absolute (date and time)' },
  { value: 'both', label: 'Both' },
];
const unitOptions = [
  { value: 'smart', label: 'Smart (full words today, short after)' },
  { value: 'verbose', label: 'Verbose (5 minutes ago)' },
  { value: 'short', label: 'Short (5 mins ago)' },
];
const halfHours = Array.from({ length: 48 }, (_, index) => {
  const value = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
  return { value, label: value };
});

/** Settings → Date & Time: the organization's regional settings and how ticket times show, with a live preview. */
export function DateTimeSettingsTab() {
  const settings = useSettingsForm({
    query: dateTimeSettingsQuery(),
    refreshGroup: 'datetime',
    valuesOf: (saved) => saved,
    validate: (values) => {
      const parsed = dateTimeSettingsSchema.safeParse(values);
      const errors: Record<string, string> = parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
      if (values.businessHoursEnd <= values.businessHoursStart) errors.businessHoursEnd = 'Business hours must end after they start';
      return errors;
    },
    save: useSaveDateTimeSettings(),
    inputOf: (values) => values,
    savedValuesOf: (saved) => saved,
    loadFailureTitle: 'Could not load the date and time settings',
    saveFailure: 'Could not save the date and time settings.',
  });
  if (settings.fallback) return settings.fallback;
  const { form } = settings;

  const numberProps = (field: 'weekStartDay') => ({
    value: String(form.values[field]),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => form.setFieldValue(field, Number(event.currentTarget.value)),
  });

  return (
    <form onSubmit={settings.onSubmit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg" component="section" aria-labelledby="regional-title">
              <Stack gap="md">
                <div>
                  <Title order={2} fz="lg" id="regional-title">
                    Regional Settings
                  </Title>
                  <Text size="sm" c="dimmed" mt={2}>
                    The time zone, formats and working hours every screen of your organization uses.
                  </Text>
                </div>
                <TimeZoneSelect label="Time zone" {...form.getInputProps('timezone')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <NativeSelect label="Date format" data={dateFormats} {...form.getInputProps('dateFormat')} />
                  <NativeSelect label="Time format" data={timeFormats} {...form.getInputProps('timeFormat')} />
                  <NativeSelect
                    label="Week starts on"
                    data={weekdays.map((day, index) => ({ value: String(index), label: day }))}
                    {...numberProps('weekStartDay')}
                  />
                  <div />
                  <NativeSelect label="Business hours start" data={halfHours} {...form.getInputProps('businessHoursStart')} />
                  <NativeSelect label="Business hours end" data={halfHours} {...form.getInputProps('businessHoursEnd')} />
                </SimpleGrid>
              </Stack>
            </Card>

            <Card withBorder padding="lg" component="section" aria-labelledby="ticket-time-title">
              <Stack gap="md">
                <div>
                  <Title order={2} fz="lg" id="ticket-time-title">
                    Ticket Time Display
                  </Title>
                  <Text size="sm" c="dimmed" mt={2}>
                    How staff and customers see when a ticket was created and updated, its comments, its history and notifications, on the
                    ticket lists, the ticket page and the customer portal. The exact moment shows on hover.
                  </Text>
                </div>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <NativeSelect label="Time display" data={ticketTimeFormats} {...form.getInputProps('ticketTimeFormat')} />
                  <NativeSelect label="Relative time units" data={unitOptions} {...form.getInputProps('relativeTimeUnits')} />
                  <NumberInput
                    label="Auto refresh every (minutes)"
                    min={1}
                    max={60}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    {...form.getInputProps('autoRefreshInterval')}
                  />
                  <Switch mt={{ sm: 30 }} label="Show seconds" {...form.getInputProps('showSeconds', { type: 'checkbox' })} />
                </SimpleGrid>
              </Stack>
            </Card>

            {settings.saveProblem && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
                {settings.saveProblem}
              </Alert>
            )}
            <SaveRow label="Save Settings" isPending={settings.isSaving} isSaved={settings.isSaved} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <DateTimePreview settings={form.values} />
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** Sample ticket times as they would show with these settings, kept current at the chosen refresh interval. */
function DateTimePreview({ settings }: { settings: DateTimeSettings }) {
  const [now, setNow] = useState(() => new Date());
  const interval = settings.showSeconds ? 1000 : Math.max(1, Number(settings.autoRefreshInterval) || 1) * 60_000;
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), interval);
    return () => window.clearInterval(timer);
  }, [interval]);
  const display = {
    format: settings.ticketTimeFormat,
    units: settings.relativeTimeUnits,
    timeFormat: settings.timeFormat,
    timeZone: settings.timezone,
    dateFormat: settings.dateFormat,
    showSeconds: settings.showSeconds,
  };
  return (
    <Card withBorder padding="lg" component="section" aria-label="Preview">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Preview
        </Title>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Now
          </Text>
          <Text fw={500}>{formatDateTimeAs(now, settings)}</Text>
        </div>
        {PREVIEW_MINUTES_AGO.map((minutes) => (
          <div key={minutes}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Ticket created {minutes} minutes ago
            </Text>
            <Text fw={500}>{formatTicketTime(new Date(now.getTime() - minutes * 60_000), now, display)}</Text>
          </div>
        ))}
        <Text size="xs" c="dimmed">
          Business hours {settings.businessHoursStart} to {settings.businessHoursEnd}, weeks start on{' '}
          {weekdays[settings.weekStartDay] ?? 'Monday'}.
        </Text>
      </Stack>
    </Card>
  );
}

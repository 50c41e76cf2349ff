import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconMessageExclamation, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { periodLabel } from '../../../domain/time-card-notices.ts';
import { computePeriodTotals, type DayRow, timesheetStatusLabel } from '../../../domain/time-cards.ts';
import type { TimecardSettings } from '../../../domain/timecard-settings.ts';
import { ApiError } from '../../api/api-error.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { PeriodNav } from './period-nav.tsx';
import { type Timesheet, timeCardKeys, timesheetQuery, useSaveTimesheet, useSubmitTimesheet } from './time-cards-queries.ts';
import { TimesheetTable } from './timesheet-table.tsx';

export const statusLabels = {
  draft: { label: timesheetStatusLabel('draft'), color: 'gray' },
  submitted: { label: timesheetStatusLabel('submitted'), color: 'blue' },
  approved: { label: timesheetStatusLabel('approved'), color: 'green' },
  rejected: { label: timesheetStatusLabel('rejected'), color: 'orange' },
} as const;

/** The person's timesheet of a pay period, with previous and next periods. */
export function TimesheetEditor({ settings, initialDate }: { settings: TimecardSettings; initialDate: string | null }) {
  const [date, setDate] = useState<string | null>(initialDate);
  const sheet = useQuery(timesheetQuery(date));
  if (sheet.isPending) return <PageLoader label="Loading your timesheet..." />;
  if (sheet.isError) return <LoadFailure title="Could not load your timesheet" message={sheet.error.message} />;
  return <SheetForm key={sheet.data.periodStart} sheet={sheet.data} settings={settings} date={date} onNavigate={setDate} />;
}

type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

const saveStateText: Record<SaveState, string> = {
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving...',
  failed: 'Not saved',
};

interface SheetFormProps {
  sheet: Timesheet;
  settings: TimecardSettings;
  date: string | null;
  onNavigate: (date: string) => void;
}

function SheetForm({ sheet, settings, date, onNavigate }: SheetFormProps) {
  const { dateFormat } = useDateTimeSettings();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<DayRow[]>(sheet.days);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [isStale, setIsStale] = useState(false);
  const version = useRef(sheet.version);
  // Every keystroke counts up; a save only replaces what is on screen when nothing was typed while it ran.
  const edits = useRef(0);
  const latestDays = useRef(days);
  latestDays.current = days;
  const save = useSaveTimesheet();
  const { mutateAsync: saveSheet } = save;
  const submit = useSubmitTimesheet();
  const isDirty = saveState === 'unsaved' || saveState === 'failed';

  // Someone saved elsewhere (another tab, device, or the clock): take it when nothing here is unsaved.
  useEffect(() => {
    if (isDirty || saveState === 'saving') return;
    setDays(sheet.days);
    version.current = sheet.version;
    setIsStale(false);
  }, [sheet, isDirty, saveState]);

  const saveNow = useCallback(async (): Promise<number | null> => {
    const sentAt = edits.current;
    setSaveState('saving');
    try {
      const saved = await saveSheet({ periodStart: sheet.periodStart, version: version.current, days: latestDays.current });
      version.current = saved.version;
      queryClient.setQueryData(timeCardKeys.timesheet(date, null), saved);
      if (edits.current === sentAt) {
        setDays(saved.days);
        setSaveState('saved');
      } else {
        setSaveState('unsaved');
      }
      return saved.version;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'timesheet_stale') setIsStale(true);
      setSaveState('failed');
      return null;
    }
  }, [saveSheet, sheet.periodStart, queryClient, date]);

  useEffect(() => {
    if (!settings.autoSaveEnabled || !isDirty || isStale) return;
    const timer = window.setTimeout(() => void saveNow(), settings.autoSaveIntervalMinutes * 60_000);
    return () => window.clearTimeout(timer);
  }, [settings.autoSaveEnabled, settings.autoSaveIntervalMinutes, isDirty, isStale, saveNow]);

  // Leaving the page with unsaved hours asks first.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  function change(changedDate: string, patch: Partial<DayRow>) {
    edits.current += 1;
    setDays((current) => current.map((day) => (day.date === changedDate ? { ...day, ...patch } : day)));
    setSaveState('unsaved');
  }

  async function go(to: string) {
    if (isDirty && (await saveNow()) === null) return;
    onNavigate(to);
  }

  async function submitPeriod() {
    const current = isDirty ? await saveNow() : version.current;
    if (current === null) return;
    submit.mutate({ periodStart: sheet.periodStart, version: current });
  }

  async function loadLatest() {
    setSaveState('saved');
    setIsStale(false);
    await queryClient.invalidateQueries({ queryKey: timeCardKeys.timesheet(date, null) });
  }

  const totals = computePeriodTotals(days, settings);
  const status = statusLabels[sheet.status];

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="timesheet-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Group gap="xs">
              <Title order={2} fz="lg" id="timesheet-title">
                Timesheet
              </Title>
              <Badge color={status.color} variant="light" data-testid="timesheet-status">
                {status.label}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Pay period {periodLabel(sheet.periodStart, sheet.periodEnd, dateFormat)}
            </Text>
          </div>
          <Group gap="xs">
            <PeriodNav start={sheet.periodStart} end={sheet.periodEnd} onGo={(to) => void go(to)} />
          </Group>
        </Group>

        {sheet.status === 'rejected' && sheet.reviewComment && (
          <Alert color="orange" icon={<IconMessageExclamation size={18} />} title="Changes requested">
            {sheet.reviewComment}
          </Alert>
        )}
        {isStale && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{save.error?.message}</Text>
              <Button size="xs" variant="default" onClick={() => void loadLatest()}>
                Load the latest version
              </Button>
            </Stack>
          </Alert>
        )}

        <SimpleGrid cols={{ base: 3 }} spacing="xs" maw={480}>
          {[
            ['Regular', totals.regularHours],
            ['Overtime', totals.overtimeHours],
            ['Total', totals.totalHours],
          ].map(([label, value]) => (
            <Paper key={label} withBorder radius="md" px="sm" py={6}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {label}
              </Text>
              <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`period-${String(label).toLowerCase()}`}>
                {Number(value).toFixed(2)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>

        <TimesheetTable days={days} settings={settings} holidays={sheet.holidays} onChange={sheet.isEditable ? change : undefined} />

        {settings.customFooterMessage && (
          <Text size="sm" c="dimmed">
            {settings.customFooterMessage}
          </Text>
        )}
        {submit.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {submit.error.message}
          </Alert>
        )}
        {sheet.isEditable ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={18} />}
              disabled={!isDirty}
              loading={saveState === 'saving'}
              onClick={() => void saveNow()}
            >
              Save
            </Button>
            <Button leftSection={<IconSend size={18} />} loading={submit.isPending} onClick={() => void submitPeriod()}>
              Submit Timesheet
            </Button>
            <Text size="sm" fw={500} role="status" c={saveState === 'failed' ? 'red.8' : undefined} data-testid="save-state">
              {saveStateText[saveState]}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {sheet.status === 'approved'
              ? 'This timesheet has been approved.'
              : 'This timesheet has been submitted and waits for approval.'}{' '}
            It can no longer be changed.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

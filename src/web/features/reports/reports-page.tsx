import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCalendar, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_REPORT_DAYS, type ReportRange } from '../../../domain/reports.ts';
import { addDays } from '../../../domain/time-cards.ts';
import { localDateOf } from '../../../domain/zoned-time.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useCan } from '../access-settings/access-settings-queries.ts';
import { PermissionGate } from '../access-settings/permission-gate.tsx';
import { dateTimeSettingsQuery } from '../settings/datetime-settings-query.ts';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { HoursCard } from './hours-card.tsx';
import { isReportRange, type RangePreset, rangeChoiceOf, rangePresets } from './report-range.ts';
import { downloadTicketReportCsv, serviceLevelReportQuery, ticketReportQuery, timeReportQuery } from './reports-queries.ts';
import { SlaCard } from './sla-card.tsx';
import { SummaryCards, TicketChartCard, useDayLabel } from './ticket-report-cards.tsx';

/** /reports for staff: tickets over time, response and resolution times, service-level targets met and hours worked. */
export function ReportsPage() {
  return (
    <PermissionGate permission="reports.view_basic">
      <ReportsScreen />
    </PermissionGate>
  );
}

function ReportsScreen() {
  const { organization, role } = useWorkspace();
  // Today is the organization's: the report waits for its time zone (once; a failure leaves the default zone), so
  // that no day asked for is a day ahead.
  const isZoneKnown = useQuery(dateTimeSettingsQuery()).isFetched;
  const { timezone } = useDateTimeSettings();
  const today = localDateOf(new Date(), timezone);
  const [params, setParams] = useSearchParams();
  const choice = rangeChoiceOf(params, today);
  const isAdmin = role === 'org_admin' || role === 'super_admin';
  const canViewAdvanced = useCan('reports.view_advanced');

  function choose(preset: RangePreset, custom?: ReportRange) {
    const changed = new URLSearchParams(params);
    for (const key of ['days', 'from', 'to']) changed.delete(key);
    if (preset === 'custom') {
      const range = custom ?? (isReportRange(choice.range) ? choice.range : { from: addDays(today, -29), to: today });
      changed.set('from', range.from);
      changed.set('to', range.to);
    } else if (preset !== '30') {
      changed.set('days', preset);
    }
    setParams(changed, { replace: true });
  }

  return (
    <>
      <title>{`Reports · ${organization.name}`}</title>
      <Stack gap="lg" maw={1200}>
        <div>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Reports
          </Title>
          <Text c="dimmed" size="sm" mt={2}>
            {isAdmin
              ? 'Tickets, service levels and hours across your organization'
              : canViewAdvanced
                ? 'The tickets assigned to you, their service levels, and your hours'
                : 'The tickets assigned to you and your hours'}
          </Text>
        </div>
        <RangeControls choice={choice} today={today} onChoose={choose} />
        {!isZoneKnown ? (
          <PageLoader label="Loading the report..." />
        ) : isReportRange(choice.range) ? (
          <ReportBody range={choice.range} today={today} />
        ) : (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="These dates cannot be reported on">
            {choice.range.problem}
          </Alert>
        )}
      </Stack>
    </>
  );
}

function RangeControls({
  choice,
  today,
  onChoose,
}: {
  choice: ReturnType<typeof rangeChoiceOf>;
  today: string;
  onChoose: (preset: RangePreset, custom?: ReportRange) => void;
}) {
  const shown: DatesRangeValue<string> = isReportRange(choice.range) ? [choice.range.from, choice.range.to] : [null, null];
  // The first day picked waits here for the second; the report changes once both are chosen.
  const [picking, setPicking] = useState<DatesRangeValue<string> | null>(null);
  const canExport = useCan('reports.export');
  const [isDownloading, setIsDownloading] = useState(false);
  // On a phone the four choices fit only without "Last".
  const isNarrow = useMediaQuery('(max-width: 36em)') ?? false;
  const formats = useDateFormats();

  async function download(range: ReportRange) {
    setIsDownloading(true);
    try {
      await downloadTicketReportCsv(range);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not download the report', message: (error as Error).message });
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label="Report dates"
          data={rangePresets.map((preset) => ({ value: preset.value, label: isNarrow ? preset.shortLabel : preset.label }))}
          value={choice.preset}
          onChange={(value) => onChoose(value as RangePreset)}
        />
        {choice.preset === 'custom' && (
          <DatePickerInput
            type="range"
            label="Dates"
            placeholder="First and last day"
            leftSection={<IconCalendar size={16} />}
            allowSingleDateInRange
            valueFormat={formats.pattern}
            maxDate={today}
            minDate={addDays(today, -5 * MAX_REPORT_DAYS)}
            value={picking ?? shown}
            onChange={(value) => {
              const [from, to] = value;
              if (from && to) {
                setPicking(null);
                onChoose('custom', { from, to });
              } else {
                setPicking(value);
              }
            }}
            onDropdownClose={() => setPicking(null)}
            miw={260}
          />
        )}
      </Group>
      {canExport && isReportRange(choice.range) && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={isDownloading}
          onClick={() => isReportRange(choice.range) && void download(choice.range)}
        >
          Download CSV
        </Button>
      )}
    </Group>
  );
}

function ReportBody({ range, today }: { range: ReportRange; today: string }) {
  const { account } = useWorkspace();
  const userId = account.user.id;
  // Response times and targets met are the advanced report: asked for only when the matrix grants it.
  const canViewAdvanced = useCan('reports.view_advanced');
  const tickets = useQuery(ticketReportQuery(userId, range));
  const serviceLevels = useQuery({ ...serviceLevelReportQuery(userId, range), enabled: canViewAdvanced });
  const time = useQuery(timeReportQuery(userId, range));
  const dayLabel = useDayLabel();

  return (
    <Stack gap="lg">
      {tickets.isPending ? (
        <PageLoader label="Loading the ticket report..." />
      ) : tickets.isError ? (
        <LoadFailure
          title="Could not load the ticket report"
          message={tickets.error.message}
          onRetry={() => void tickets.refetch()}
          isRetrying={tickets.isFetching}
        />
      ) : (
        <>
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="dimmed">
              {dayLabel(tickets.data.from, true)} to {dayLabel(tickets.data.to, true)}, days in {tickets.data.timeZone.replaceAll('_', ' ')}{' '}
              time
            </Text>
            {tickets.isPlaceholderData && (
              <Group gap={6} role="status" aria-live="polite">
                <Loader size="xs" aria-hidden />
                <Text size="sm" c="dimmed">
                  Updating…
                </Text>
              </Group>
            )}
          </Group>
          <SummaryCards report={tickets.data} serviceLevels={canViewAdvanced ? (serviceLevels.data ?? null) : null} today={today} />
          <TicketChartCard report={tickets.data} />
        </>
      )}
      {canViewAdvanced &&
        (serviceLevels.isPending ? null : serviceLevels.isError ? (
          <LoadFailure
            title="Could not load the service levels"
            message={serviceLevels.error.message}
            onRetry={() => void serviceLevels.refetch()}
            isRetrying={serviceLevels.isFetching}
          />
        ) : (
          <SlaCard report={serviceLevels.data} />
        ))}
      {time.isPending ? null : time.isError ? (
        <LoadFailure
          title="Could not load the hours"
          message={time.error.message}
          onRetry={() => void time.refetch()}
          isRetrying={time.isFetching}
        />
      ) : (
        <HoursCard report={time.data} />
      )}
    </Stack>
  );
}

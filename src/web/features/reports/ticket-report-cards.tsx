import { CompositeChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMinutes } from '../../../domain/reports.ts';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { ReportEmptyState } from './report-empty-state.tsx';
import type { ServiceLevelReport, TicketReport } from './reports-queries.ts';

const count = (value: number) => value.toLocaleString('en-US');

/** A local date (YYYY-MM-DD) in the Date & Time settings' date format: "02/03", or "02/03/2026" with the year. */
export function useDayLabel(): (date: string, withYear?: boolean) => string {
  const formats = useDateFormats();
  return (date, withYear = false) => (withYear ? formats.calendarDate(date) : formats.monthDay(date));
}

function FigureCard({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </Card>
  );
}

function durationNote(duration: ServiceLevelReport['firstResponse'], what: string): { value: string; note: string } {
  if (duration.count === 0 || duration.median === null) return { value: '—', note: `No ${what} measured in these dates` };
  const p90 = duration.p90 === null ? '' : ` · 90% within ${formatMinutes(duration.p90)}`;
  return { value: formatMinutes(duration.median), note: `Median of ${count(duration.count)} ${what}${p90}` };
}

/**
 * Created, resolved and the backlog at the end; with the advanced report, the median and 90th percentile of first
 * responses and resolutions.
 */
export function SummaryCards({
  report,
  serviceLevels,
  today,
}: {
  report: TicketReport;
  serviceLevels: ServiceLevelReport | null;
  today: string;
}) {
  const dayLabel = useDayLabel();
  const created = report.days.reduce((sum, day) => sum + day.created, 0);
  const resolved = report.days.reduce((sum, day) => sum + day.resolved, 0);
  const last = report.days.at(-1);
  const backlogAtStart = (report.days[0]?.backlog ?? 0) - (report.days[0]?.created ?? 0) + (report.days[0]?.resolved ?? 0);
  const change = (last?.backlog ?? 0) - backlogAtStart;
  const firstResponse = serviceLevels && durationNote(serviceLevels.firstResponse, 'first responses');
  const resolution = serviceLevels && durationNote(serviceLevels.resolution, 'resolutions');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: serviceLevels ? 5 : 3 }} spacing="md">
      <FigureCard label="Created" value={count(created)} note={`Tickets opened in ${report.days.length} days`} />
      <FigureCard label="Resolved" value={count(resolved)} note="Tickets resolved or closed" />
      <FigureCard
        label={report.to === today ? 'Backlog now' : `Backlog on ${dayLabel(report.to)}`}
        value={count(last?.backlog ?? 0)}
        note={
          change === 0
            ? 'No change over these dates'
            : `${change > 0 ? 'Up' : 'Down'} ${count(Math.abs(change))} since ${dayLabel(report.from)}`
        }
      />
      {firstResponse && <FigureCard label="First response" value={firstResponse.value} note={firstResponse.note} />}
      {resolution && <FigureCard label="Resolution" value={resolution.value} note={resolution.note} />}
    </SimpleGrid>
  );
}

/** Tickets created and resolved per day as bars, and the backlog at each day's end as a line on its own scale. */
export function TicketChartCard({ report }: { report: TicketReport }) {
  const dayLabel = useDayLabel();
  const isQuiet = report.days.every((day) => day.created === 0 && day.resolved === 0 && day.backlog === 0);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="ticket-chart-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="ticket-chart-title">
            Created and resolved per day
          </Title>
          <Text size="sm" c="dimmed">
            Bars count the tickets of each day; the line is the backlog, the tickets still open at the day's end (right-hand scale).
          </Text>
        </div>
        {isQuiet ? (
          <ReportEmptyState>
            {report.scope === 'own'
              ? 'No ticket assigned to you was open, created or resolved in these dates. Choose a longer range; tickets assigned to you are counted here.'
              : 'No tickets were open, created or resolved in these dates. Choose a longer range, or open tickets from the Tickets page and they are counted here.'}
          </ReportEmptyState>
        ) : (
          <CompositeChart
            h={300}
            data={report.days.map((day) => ({ ...day, label: dayLabel(day.date) }))}
            dataKey="label"
            withLegend
            withRightYAxis
            withDots={false}
            curveType="linear"
            maxBarWidth={18}
            yAxisProps={{ allowDecimals: false }}
            rightYAxisProps={{ allowDecimals: false }}
            rightYAxisLabel="Backlog"
            yAxisLabel="Tickets per day"
            series={[
              { name: 'created', label: 'Created', color: 'blue.6', type: 'bar' },
              { name: 'resolved', label: 'Resolved', color: 'teal.6', type: 'bar' },
              { name: 'backlog', label: 'Backlog', color: 'orange.6', type: 'line', yAxisId: 'right' },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}

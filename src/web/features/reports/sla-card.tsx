import { Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type ReportDimension, reportDimensionLabels, reportDimensions, SLA_KEYS_SHOWN } from '../../../domain/reports.ts';
import { type SlaTargetKind, slaTargetKinds, slaTargetLabels } from '../../../domain/service-levels.ts';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { ReportEmptyState } from './report-empty-state.tsx';
import type { ServiceLevelReport, SlaMetRow } from './reports-queries.ts';

const plurals: Record<ReportDimension, string> = { policy: 'policies', agent: 'agents', customer: 'customers', priority: 'priorities' };

interface Line {
  key: string;
  label: string;
  targets: Partial<Record<SlaTargetKind, SlaMetRow>>;
}

/** One line per policy, agent, customer or priority, its targets side by side, in the server's order. */
function linesOf(rows: readonly SlaMetRow[], dimension: ReportDimension): Line[] {
  const lines = new Map<string, Line>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const line = lines.get(row.key) ?? { key: row.key, label: row.label, targets: {} };
    line.targets[row.target] = row;
    lines.set(row.key, line);
  }
  return [...lines.values()];
}

function ResultCell({ row }: { row: SlaMetRow | undefined }) {
  if (!row) {
    return (
      <Table.Td ta="right" c="dimmed">
        —
      </Table.Td>
    );
  }
  const color = row.percentMet >= 90 ? 'teal' : row.percentMet >= 75 ? 'yellow.8' : 'red';
  return (
    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
      <Text size="sm" fw={600} c={color} span>
        {row.percentMet.toLocaleString('en-US')}%
      </Text>
      <Text size="xs" c="dimmed">
        {row.met} of {row.met + row.breached} met
      </Text>
    </Table.Td>
  );
}

/** The share of service-level targets met in the dates, per policy, agent, customer or priority. */
export function SlaCard({ report }: { report: ServiceLevelReport }) {
  const [dimension, setDimension] = useState<ReportDimension>('policy');
  const lines = linesOf(report.slaMet, dimension);
  const omitted = report.slaMetOmitted[dimension];
  const shownTargets = slaTargetKinds.filter((target) => report.slaMet.some((row) => row.target === target));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sla-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" align="flex-start">
          <div>
            <Title order={2} fz="lg" id="sla-title">
              Service-level targets met
            </Title>
            <Text size="sm" c="dimmed">
              Targets met or breached in these dates; a target still running counts once it is breached.
            </Text>
          </div>
          <SegmentedControl
            aria-label="Group targets by"
            size="xs"
            data={reportDimensions.map((value) => ({ value, label: reportDimensionLabels[value] }))}
            value={dimension}
            onChange={(value) => setDimension(value as ReportDimension)}
          />
        </Group>
        {report.slaMet.length === 0 ? (
          <ReportEmptyState
            settings={report.scope === 'organization' ? { to: '/settings?tab=service-levels', label: 'Service Level Settings' } : undefined}
          >
            No service-level target was met or breached in these dates. Targets are counted here once service-level policies give tickets a
            first response, next response or resolution time{report.scope === 'organization' ? '.' : ': an administrator sets them up.'}
          </ReportEmptyState>
        ) : (
          <ScrollRegion
            label={`Targets met per ${reportDimensionLabels[dimension].toLowerCase()}`}
            minWidth={120 + 95 * shownTargets.length}
          >
            <Table verticalSpacing={6} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{reportDimensionLabels[dimension]}</Table.Th>
                  {shownTargets.map((target) => (
                    <Table.Th key={target} ta="right">
                      {slaTargetLabels[target]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr key={line.key}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {line.label}
                      </Text>
                    </Table.Td>
                    {shownTargets.map((target) => (
                      <ResultCell key={target} row={line.targets[target]} />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
        {omitted > 0 && (
          <Text size="sm" c="dimmed">
            Showing the {SLA_KEYS_SHOWN} {plurals[dimension]} with the most targets; {omitted.toLocaleString('en-US')} more are in the CSV
            download.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

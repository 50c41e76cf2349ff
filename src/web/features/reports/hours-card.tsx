import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { ReportEmptyState } from './report-empty-state.tsx';
import type { TimeReport } from './reports-queries.ts';

const columns = [
  { key: 'regularHours', label: 'Regular' },
  { key: 'overtimeHours', label: 'Overtime' },
  { key: 'ptoHours', label: 'PTO & leave' },
  { key: 'approvedPtoRequestHours', label: 'Approved PTO requests' },
  { key: 'totalHours', label: 'Total' },
] as const;

/** Each person's hours in the dates, from the stored time cards. */
export function HoursCard({ report }: { report: TimeReport }) {
  const isAdmin = report.scope === 'organization';
  const hasHours = report.people.some((person) => columns.some((column) => person[column.key] > 0));
  const rule =
    report.overtime.mode === 'weekly'
      ? `overtime over ${report.overtime.afterHours} h a week, reckoned on whole work weeks`
      : `overtime over ${report.overtime.afterHours} h a day`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="hours-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="hours-title">
            {isAdmin ? 'Hours' : 'Your hours'}
          </Title>
          <Text size="sm" c="dimmed">
            From the time cards, {rule}.
          </Text>
        </div>
        {!report.isConfigured ? (
          <ReportEmptyState settings={isAdmin ? { to: '/settings?tab=timecard', label: 'Configure Time Cards' } : undefined}>
            Time cards have not been set up for your organization yet, so there are no hours to report.{' '}
            {isAdmin ? 'Set them up, and the hours people enter are counted here.' : 'Ask an administrator to set them up.'}
          </ReportEmptyState>
        ) : !hasHours ? (
          <ReportEmptyState>
            {isAdmin
              ? 'Nobody entered hours on a time card in these dates. Hours appear here once people fill in their time cards.'
              : 'You entered no hours on your time card in these dates. Fill it in on the Time Cards page and they appear here.'}
          </ReportEmptyState>
        ) : (
          <ScrollRegion label="Hours per person" minWidth={640}>
            <Table verticalSpacing={6} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column.key} ta="right">
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.people.map((person) => (
                  <Table.Tr key={person.userId}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {person.name}
                      </Text>
                    </Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {person[column.key].toFixed(2)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Card>
  );
}

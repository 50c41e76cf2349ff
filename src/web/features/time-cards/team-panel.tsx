import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { periodLabel } from '../../../domain/time-card-notices.ts';
import { timesheetStatusLabel } from '../../../domain/time-cards.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { PeriodNav } from './period-nav.tsx';
import { downloadTeamCsv, teamQuery } from './time-cards-queries.ts';
import { statusLabels } from './timesheet-editor.tsx';

const clockWarnings = { over_midnight: 'Running since before midnight', over_16_hours: 'Running over 16 hours' } as const;

/** Org admins: everyone's hours for a pay period, with running clocks flagged, and the CSV export. */
export function TeamPanel() {
  const { dateFormat } = useDateTimeSettings();
  const [date, setDate] = useState<string | null>(null);
  const team = useQuery({ ...teamQuery(date), placeholderData: keepPreviousData });
  const [isExporting, setIsExporting] = useState(false);
  if (team.isPending) return <PageLoader label="Loading the team's hours..." />;
  if (team.isError) return <LoadFailure title="Could not load the team's hours" message={team.error.message} />;
  const { periodStart, periodEnd, members } = team.data;

  async function exportCsv() {
    setIsExporting(true);
    try {
      await downloadTeamCsv(periodStart);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not export', message: (error as Error).message });
    } finally {
      setIsExporting(false);
    }
  }

  const flagged = members.filter((member) => member.clockWarning);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="team-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={2} fz="lg" id="team-title">
              Team Hours
            </Title>
            <Text size="sm" c="dimmed">
              Pay period {periodLabel(periodStart, periodEnd, dateFormat)}
            </Text>
          </div>
          <Group gap="xs">
            <PeriodNav start={periodStart} end={periodEnd} onGo={setDate} />
            <Button size="xs" leftSection={<IconDownload size={16} />} loading={isExporting} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          </Group>
        </Group>
        {flagged.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Clocks to check">
            {flagged.map((member) => `${member.name}: ${member.clockWarning ? clockWarnings[member.clockWarning] : ''}`).join(' · ')}
          </Alert>
        )}
        <ScrollRegion label="Team hours" minWidth={640}>
          <Table verticalSpacing={6} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Regular</Table.Th>
                <Table.Th ta="right">Overtime</Table.Th>
                <Table.Th ta="right">PTO &amp; leave</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member.userId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {member.name}
                    </Text>
                    {member.clockedInSince && (
                      <Text size="xs" c="dimmed">
                        Clocked in
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {member.status ? (
                      <Badge variant="light" color={statusLabels[member.status].color}>
                        {statusLabels[member.status].label}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {timesheetStatusLabel(null)}
                      </Text>
                    )}
                  </Table.Td>
                  {[member.regularHours, member.overtimeHours, member.ptoHours, member.totalHours].map((value, index) => (
                    <Table.Td
                      key={['regular', 'overtime', 'pto', 'total'][index]}
                      ta="right"
                      style={{ fontVariantNumeric: 'tabular-nums' }}
                    >
                      {value.toFixed(2)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Stack>
    </Card>
  );
}

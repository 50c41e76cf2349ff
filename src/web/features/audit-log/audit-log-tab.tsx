import { Alert, Button, Code, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type AuditAction, auditActionLabels, auditActions } from '../../../domain/audit-events.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { type AuditEvent, type AuditFilter, auditEventsQuery, downloadAuditLogCsv, emptyAuditFilter } from './audit-log-queries.ts';

const actionOptions = [
  { value: '', label: 'All actions' },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
];

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What a change was before and after, one field a line. */
function Changes({ event }: { event: AuditEvent }) {
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <Stack gap={2}>
      {fields.map((field) => (
        <Text key={field} size="xs">
          {field}: {event.before && field in event.before && <Code>{valueText(event.before[field])}</Code>}
          {event.before && field in event.before && event.after && field in event.after && ' → '}
          {event.after && field in event.after && <Code>{valueText(event.after[field])}</Code>}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Settings → Audit Log (org admins; super admins see the platform's): who did what, when and from where, filtered
 * by action, person, dates and text, exported as CSV with the same filters.
 */
export function AuditLogTab() {
  const [filter, setFilter] = useState<AuditFilter>(emptyAuditFilter);
  const [debounced] = useDebouncedValue(filter, 300);
  const events = useInfiniteQuery(auditEventsQuery(debounced));
  const formats = useDateFormats();
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);
  const set = (change: Partial<AuditFilter>) => setFilter((current) => ({ ...current, ...change }));

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadAuditLogCsv(filter);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'Could not export the audit log.');
    } finally {
      setExporting(false);
    }
  }

  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <SettingsSection
      id="audit-log-title"
      title="Audit Log"
      text="Who did what and when, from which address: sign-ins, password and settings changes, permissions, the team, deletions and exports. Entries cannot be changed and are kept for at least a year."
      action={
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportCsv} loading={isExporting}>
          Export CSV
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
        <Select
          label="Action"
          data={actionOptions}
          value={filter.action}
          onChange={(value) => set({ action: (value ?? '') as AuditAction | '' })}
          allowDeselect={false}
        />
        <TextInput
          label="Person"
          placeholder="Name or e-mail"
          value={filter.actor}
          onChange={(event) => set({ actor: event.currentTarget.value })}
        />
        <TextInput label="From" type="date" value={filter.fromDate} onChange={(event) => set({ fromDate: event.currentTarget.value })} />
        <TextInput label="To" type="date" value={filter.toDate} onChange={(event) => set({ toDate: event.currentTarget.value })} />
        <TextInput
          label="Search"
          placeholder="Target, address, values"
          value={filter.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
        />
      </SimpleGrid>
      {exportError && (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      )}
      {events.isPending ? (
        <PageLoader label="Loading the audit log…" />
      ) : events.isError ? (
        <LoadFailure title="Could not load the audit log" message={events.error.message} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No entries match these filters.
        </Text>
      ) : (
        <>
          <ScrollRegion label="Audit log entries" minWidth={760}>
            <Table verticalSpacing="sm" aria-labelledby="audit-log-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Changes</Table.Th>
                  <Table.Th>Address</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formats.dateTime(event.createdAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{event.actorName}</Text>
                      {event.actorEmail && event.actorEmail !== event.actorName && (
                        <Text size="xs" c="dimmed">
                          {event.actorEmail}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{event.actionLabel}</Table.Td>
                    <Table.Td>{event.targetLabel ?? ''}</Table.Td>
                    <Table.Td>
                      <Changes event={event} />
                    </Table.Td>
                    <Table.Td>{event.address ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {events.hasNextPage && (
            <Group justify="center">
              <Button variant="default" onClick={() => events.fetchNextPage()} loading={events.isFetchingNextPage}>
                Load more
              </Button>
            </Group>
          )}
        </>
      )}
    </SettingsSection>
  );
}

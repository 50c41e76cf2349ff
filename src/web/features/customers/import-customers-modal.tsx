import { Badge, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { customerLimits } from '../../../domain/customer-rules.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { type ImportPreview, useImportCustomers, usePreviewImport } from './customers-queries.ts';

const statusBadges = {
  valid: { color: 'teal.9', label: 'Ready' },
  invalid: { color: 'red.9', label: 'Error' },
  duplicate: { color: 'gray.7', label: 'Duplicate' },
} as const;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Choose a CSV file, see each row's problems, then import the good rows in one go. */
export function ImportCustomersModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const preview = usePreviewImport();
  const importRows = useImportCustomers();

  useEffect(() => {
    if (!isOpen) return;
    setFile(null);
    setCsv(null);
    setReadProblem(null);
    preview.reset();
    importRows.reset();
  }, [isOpen, preview.reset, importRows.reset]);

  async function choose(chosen: File | null) {
    setFile(chosen);
    setCsv(null);
    setReadProblem(null);
    preview.reset();
    importRows.reset();
    if (!chosen) return;
    if (chosen.size > customerLimits.importChars) {
      setReadProblem('This file is too large to import at once. Split it into smaller files.');
      return;
    }
    const text = await chosen.text();
    setCsv(text);
    preview.mutate(text);
  }

  function runImport() {
    if (!csv) return;
    importRows.mutate(csv, {
      onSuccess: ({ added, skippedDuplicates, skippedInvalid }) => {
        const skipped = skippedDuplicates + skippedInvalid;
        notifications.show({
          color: 'green',
          message: `${plural(added, 'customer')} added, ${skipped} skipped (${plural(skippedDuplicates, 'duplicate')}, ${skippedInvalid} with errors).`,
        });
        onClose();
      },
    });
  }

  const result = preview.data;
  const problem =
    readProblem ?? preview.error?.message ?? (importRows.error ? `Error importing customers: ${importRows.error.message}` : null);

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title="Import Customers"
      centered
      size="xl"
      styles={{ title: { fontWeight: 600 } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A CSV file whose first line names the columns: company, name, e-mail and phone (phone optional). Rows whose e-mail is already a
          customer, or appears twice in the file, are skipped.
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear file' }}
        />
        <FormProblem problem={problem} />
        {preview.isPending && (
          <Text c="dimmed" role="status">
            Checking the file...
          </Text>
        )}
        {result && <PreviewTable preview={result} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={runImport} disabled={!result || result.valid === 0} loading={importRows.isPending}>
            {result ? `Import ${plural(result.valid, 'customer')}` : 'Import'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {plural(preview.valid, 'row')} ready, {plural(preview.invalid, 'row')} with errors, {plural(preview.duplicates, 'duplicate')}{' '}
        skipped.
        {preview.ignoredColumns.length > 0 && ` Columns not imported: ${preview.ignoredColumns.join(', ')}.`}
      </Text>
      <ScrollArea.Autosize mah={320} type="auto">
        <Table striped withTableBorder fz="sm" aria-label="Rows of the file">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.organizationName}</Table.Td>
                <Table.Td>{row.contactName}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.email}</Table.Td>
                <Table.Td>{row.phone ?? '-'}</Table.Td>
                <Table.Td>
                  <Badge color={statusBadges[row.status].color} variant="filled">
                    {statusBadges[row.status].label}
                  </Badge>
                  {row.errors.length > 0 && (
                    <List size="xs" mt={4} c={row.status === 'invalid' ? 'red.8' : 'dimmed'}>
                      {row.errors.map((error) => (
                        <List.Item key={error}>{error}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

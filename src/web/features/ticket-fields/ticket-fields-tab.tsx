import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconArrowBackUp, IconArrowDown, IconArrowUp, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customFieldTypeLabels } from '../../../domain/ticket-custom-fields.ts';
import { ActionsColumnHeader } from '../../components/actions-column-header.tsx';
import { FormProblem } from '../../components/form-problem.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { TicketFieldEditor } from './ticket-field-editor.tsx';
import { type TicketField, ticketFieldsQuery, useChangeTicketField, useReorderTicketFields } from './ticket-fields-queries.ts';

/** Settings → Ticket Fields: the organization's own fields on tickets, in the order the forms show them. */
export function TicketFieldsTab() {
  const fields = useQuery(ticketFieldsQuery());
  const [editing, setEditing] = useState<TicketField | null>(null);
  const [isEditorOpen, editor] = useDisclosure(false);
  const reorder = useReorderTicketFields();
  const change = useChangeTicketField();

  if (fields.isPending) return <PageLoader label="Loading ticket fields…" />;
  if (fields.isError) return <LoadFailure title="Could not load the ticket fields" message={fields.error.message} />;
  const list = fields.data;

  function edit(field: TicketField | null) {
    setEditing(field);
    editor.open();
  }

  function move(index: number, by: -1 | 1) {
    const ids = list.map((field) => field.id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  }

  function setArchived(field: TicketField, isArchived: boolean) {
    const { label, options, isRequiredToClose, isVisibleToCustomers } = field;
    change.mutate({ id: field.id, changes: { label, options, isRequiredToClose, isVisibleToCustomers, isArchived } });
  }

  return (
    <Stack gap="lg">
      <SettingsSection
        id="ticket-fields-title"
        title="Ticket fields"
        text="Your own fields on tickets: in the new-ticket forms, on each ticket, as columns and filters of the list, and in its CSV export. A field required to close must be filled in before a ticket is resolved or closed."
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => edit(null)} style={{ flexShrink: 0 }}>
            New field
          </Button>
        }
      >
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No ticket fields yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="sm" aria-labelledby="ticket-fields-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Rules</Table.Th>
                  <ActionsColumnHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((field, index) => (
                  <Table.Tr key={field.id} c={field.isArchived ? 'dimmed' : undefined}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {field.label}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {field.key}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{customFieldTypeLabels[field.type]}</Text>
                      {field.type === 'dropdown' && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {field.options.join(', ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {field.isArchived && (
                          <Badge size="sm" variant="light" color="gray">
                            Archived
                          </Badge>
                        )}
                        {field.isRequiredToClose && (
                          <Badge size="sm" variant="light">
                            Required to close
                          </Badge>
                        )}
                        <Badge size="sm" variant="light" color={field.isVisibleToCustomers ? 'blue' : 'gray'}>
                          {field.isVisibleToCustomers ? 'Shown to customers' : 'Staff only'}
                        </Badge>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${field.label} up`}
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(index, -1)}
                        >
                          <IconArrowUp size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${field.label} down`}
                          disabled={index === list.length - 1 || reorder.isPending}
                          onClick={() => move(index, 1)}
                        >
                          <IconArrowDown size={18} />
                        </ActionIcon>
                        <Tooltip label="Edit">
                          <ActionIcon variant="subtle" aria-label={`Edit ${field.label}`} onClick={() => edit(field)}>
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={field.isArchived ? 'Restore' : 'Archive'}>
                          <ActionIcon
                            variant="subtle"
                            color={field.isArchived ? 'blue' : 'red'}
                            aria-label={`${field.isArchived ? 'Restore' : 'Archive'} ${field.label}`}
                            disabled={change.isPending}
                            onClick={() => setArchived(field, !field.isArchived)}
                          >
                            {field.isArchived ? <IconArrowBackUp size={18} /> : <IconArchive size={18} />}
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <FormProblem problem={reorder.error?.message ?? change.error?.message ?? null} />
      </SettingsSection>
      <TicketFieldEditor field={editing} isOpen={isEditorOpen} onClose={editor.close} />
    </Stack>
  );
}

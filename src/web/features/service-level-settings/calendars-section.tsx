import { Button, Group, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SLA_CALENDARS_MAX } from '../../../domain/service-levels.ts';
import { ActionsColumnHeader } from '../../components/actions-column-header.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { CalendarEditor } from './calendar-editor.tsx';
import { DeleteConfirmModal } from './delete-confirm-modal.tsx';
import { EditDeleteButtons } from './editor-frame.tsx';
import { describeWeek } from './service-level-summaries.ts';
import { reasonOf, type SlaCalendar, type SlaPolicyView, useDeleteCalendar } from './service-levels-queries.ts';

/** The organization's business-hours calendars, each with its week in one line, to add, edit and delete. */
export function CalendarsSection({ calendars, policies }: { calendars: SlaCalendar[]; policies: SlaPolicyView[] }) {
  const [editing, setEditing] = useState<SlaCalendar | null>(null);
  const [isEditorOpen, editor] = useDisclosure(false);
  const [deleting, setDeleting] = useState<SlaCalendar | null>(null);
  const remove = useDeleteCalendar();

  function edit(calendar: SlaCalendar | null) {
    setEditing(calendar);
    editor.open();
  }

  function closeDelete() {
    remove.reset();
    setDeleting(null);
  }

  const usersOf = (calendar: SlaCalendar) => policies.filter((policy) => policy.calendarId === calendar.id).map((policy) => policy.name);
  const isFull = calendars.length >= SLA_CALENDARS_MAX;

  return (
    <SettingsSection
      id="sla-calendars-title"
      title="Business hours"
      text="When your team is open. Business-hours targets count only during these hours, on the calendar’s clock, and never on its closed dates."
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => edit(null)} disabled={isFull} style={{ flexShrink: 0 }}>
          Add calendar
        </Button>
      }
    >
      {calendars.length === 0 ? (
        <Text size="sm" c="dimmed">
          No calendars yet: add your opening hours so targets count only while you are open.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-labelledby="sla-calendars-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Time zone</Table.Th>
                <Table.Th>Opening hours</Table.Th>
                <Table.Th>Closed dates</Table.Th>
                <ActionsColumnHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {calendars.map((calendar) => (
                <Table.Tr key={calendar.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {calendar.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{calendar.timeZone.replaceAll('_', ' ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{describeWeek(calendar.week)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{calendar.closedDates.length === 0 ? 'None' : calendar.closedDates.length}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <EditDeleteButtons name={calendar.name} onEdit={() => edit(calendar)} onDelete={() => setDeleting(calendar)} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {isFull && (
        <Text size="xs" c="dimmed">
          An organization has at most {SLA_CALENDARS_MAX} calendars.
        </Text>
      )}
      <CalendarEditor calendar={editing} isOpen={isEditorOpen} onClose={editor.close} />
      <DeleteConfirmModal
        title="Delete calendar"
        isOpen={deleting !== null}
        isPending={remove.isPending}
        problem={reasonOf(remove.error)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
        onClose={closeDelete}
      >
        {deleting && usersOf(deleting).length > 0
          ? `${deleting.name} is the calendar of ${usersOf(deleting).join(', ')}: give ${usersOf(deleting).length === 1 ? 'that policy' : 'those policies'} another calendar first.`
          : `Delete ${deleting?.name ?? 'this calendar'} with its opening hours and closed dates?`}
      </DeleteConfirmModal>
    </SettingsSection>
  );
}

import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconClock, IconExternalLink, IconMapPin, IconTicket, IconUser, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { calendarEventTypeLabels } from '../../../domain/calendar-events.ts';
import type { DateTimeSettings } from '../../../domain/datetime-settings.ts';
import { TenantLink } from '../../tenancy/tenant-link.tsx';
import { calendarTypeColors } from './calendar-colors.ts';
import type { CalendarItem } from './calendar-queries.ts';
import { eventWhen } from './event-when.ts';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" lh={0} pt={2} aria-hidden>
        {icon}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** Event Details: what, when, where, who added it, its ticket; Edit Event and Delete Event for those who may. */
export function EventDetailsModal({
  item,
  settings,
  onClose,
  onEdit,
  onDelete,
}: {
  item: CalendarItem | null;
  settings: DateTimeSettings;
  onClose(): void;
  onEdit(item: CalendarItem): void;
  onDelete(item: CalendarItem): void;
}) {
  return (
    <Modal
      opened={!!item}
      onClose={onClose}
      title="Event Details"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {item && (
        <Stack gap="sm">
          <div>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
            <Badge mt={4} color={calendarTypeColors[item.type]} variant="filled" radius="sm">
              {calendarEventTypeLabels[item.type]}
            </Badge>
          </div>
          <Fact icon={<IconClock size={16} />}>{eventWhen(item, settings)}</Fact>
          {item.location && <Fact icon={<IconMapPin size={16} />}>{item.location}</Fact>}
          {item.meetingUrl && (
            <Fact icon={<IconVideo size={16} />}>
              <Anchor href={item.meetingUrl} target="_blank" rel="noopener noreferrer">
                {item.meetingUrl}
              </Anchor>
            </Fact>
          )}
          {item.createdByName && <Fact icon={<IconUser size={16} />}>Added by {item.createdByName}</Fact>}
          {item.assigneeName && <Fact icon={<IconUser size={16} />}>Technician: {item.assigneeName}</Fact>}
          {item.description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.description}
            </Text>
          )}
          {item.path && (
            <Button
              component={TenantLink}
              to={item.path}
              variant="light"
              leftSection={item.source === 'work_order' ? <IconClipboardList size={16} /> : <IconTicket size={16} />}
              rightSection={<IconExternalLink size={14} />}
            >
              {item.source === 'work_order' ? 'Open work order' : 'Open related ticket'}
            </Button>
          )}
          {item.canEdit && (
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" color="red" c="red" onClick={() => onDelete(item)}>
                Delete Event
              </Button>
              <Button onClick={() => onEdit(item)}>Edit Event</Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** The delete confirmation. */
export function DeleteEventModal({
  item,
  isDeleting,
  onCancel,
  onConfirm,
}: {
  item: CalendarItem | null;
  isDeleting: boolean;
  onCancel(): void;
  onConfirm(item: CalendarItem): void;
}) {
  return (
    <Modal
      opened={!!item}
      onClose={onCancel}
      title="Delete Event"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {item && (
        <Stack gap="md">
          <Text size="sm">Are you sure you want to delete “{item.title}”? This action cannot be undone.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button color="red" loading={isDeleting} onClick={() => onConfirm(item)}>
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import {
  type CalendarRuleBreak,
  calendarEventTypeLabels,
  calendarMessages,
  checkEventInput,
  DEFAULT_EVENT_TYPE,
  EVENT_TEXT_MAX,
  EVENT_TITLE_MAX,
  type OfferedEventType,
  offeredEventTypes,
} from '../../../domain/calendar-events.ts';
import { localDateOf } from '../../../domain/zoned-time.ts';
import { ApiError } from '../../api/api-error.ts';
import { type CalendarItem, type EventInput, useSaveEvent } from './calendar-queries.ts';

/** What a click on the calendar fills in: a day, or a day and a time slot. */
export interface EventDraft {
  date: string;
  startTime?: string;
  endTime?: string;
  isAllDay?: boolean;
}

interface EventFormModalProps {
  /** The event to edit, or null to add one from the draft. */
  editing: CalendarItem | null;
  draft: EventDraft | null;
  isOpen: boolean;
  timeZone: string;
  onClose(): void;
}

const typeOptions = offeredEventTypes.map((type) => ({ value: type, label: calendarEventTypeLabels[type] }));

function emptyForm(draft: EventDraft | null): EventInput & { endDate: string } {
  return {
    title: '',
    description: '',
    eventType: DEFAULT_EVENT_TYPE,
    date: draft?.date ?? '',
    endDate: draft?.date ?? '',
    isAllDay: draft?.isAllDay ?? false,
    startTime: draft?.startTime ?? '09:00',
    endTime: draft?.endTime ?? '10:00',
    location: '',
    meetingUrl: '',
  };
}

function formOf(event: CalendarItem): EventInput & { endDate: string } {
  return {
    title: event.title,
    description: event.description,
    eventType: (offeredEventTypes as readonly string[]).includes(event.type) ? (event.type as OfferedEventType) : DEFAULT_EVENT_TYPE,
    date: event.date,
    endDate: event.endDate,
    isAllDay: event.isAllDay,
    startTime: event.isAllDay ? '09:00' : event.startTime,
    endTime: event.isAllDay ? '10:00' : event.endTime,
    location: event.location ?? '',
    meetingUrl: event.meetingUrl ?? '',
  };
}

/** Add New Event and Edit Event: the specification's fields and rules, checked here and again by the server. */
export function EventFormModal({ editing, draft, isOpen, timeZone, onClose }: EventFormModalProps) {
  const [form, setForm] = useState(() => emptyForm(draft));
  const [problem, setProblem] = useState<CalendarRuleBreak | null>(null);
  const saveEvent = useSaveEvent();
  const today = localDateOf(new Date(), timeZone);

  useEffect(() => {
    if (!isOpen) return;
    setForm(editing ? formOf(editing) : emptyForm(draft));
    setProblem(null);
  }, [isOpen, editing, draft]);

  const change = <Key extends keyof typeof form>(key: Key, value: (typeof form)[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...form, endDate: form.endDate && form.endDate >= form.date ? form.endDate : form.date };
    const checked = checkEventInput(
      {
        ...input,
        description: input.description ?? '',
        eventType: input.eventType ?? DEFAULT_EVENT_TYPE,
        isAllDay: !!input.isAllDay,
        startTime: input.startTime ?? '',
        endTime: input.endTime ?? '',
      },
      { today, isNew: !editing },
    );
    if (!checked.ok) return setProblem(checked.broken);
    setProblem(null);
    saveEvent.mutate(
      { eventId: editing?.id ?? null, input },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: editing ? calendarMessages.updated : calendarMessages.created });
          onClose();
        },
        onError: (error) => {
          const message = editing ? calendarMessages.updateFailed(error.message) : calendarMessages.createFailed(error.message);
          notifications.show({ color: 'red', title: editing ? 'Event not saved' : 'Event not created', message });
          if (error instanceof ApiError && error.field)
            setProblem({ code: 'validation_failed', field: error.field, message: error.message });
        },
      },
    );
  }

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={editing ? 'Edit Event' : 'Add New Event'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
      size="lg"
      styles={{ title: { fontWeight: 600 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Title"
            withAsterisk
            data-autofocus
            value={form.title}
            maxLength={EVENT_TITLE_MAX}
            onChange={(event) => change('title', event.currentTarget.value)}
            error={errorOf('title')}
          />
          <Select
            label="Event type"
            data={typeOptions}
            value={form.eventType ?? DEFAULT_EVENT_TYPE}
            allowDeselect={false}
            onChange={(value) => change('eventType', (value ?? DEFAULT_EVENT_TYPE) as OfferedEventType)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Date"
              type="date"
              withAsterisk
              min={editing ? undefined : today}
              value={form.date}
              onChange={(event) => {
                const date = event.currentTarget.value;
                setForm((current) => ({ ...current, date, endDate: current.endDate && current.endDate > date ? current.endDate : date }));
              }}
              error={errorOf('date')}
            />
            <TextInput
              label="Ends on"
              type="date"
              min={form.date || undefined}
              value={form.endDate}
              onChange={(event) => change('endDate', event.currentTarget.value)}
              error={errorOf('endDate')}
            />
          </SimpleGrid>
          <Switch label="All day" checked={!!form.isAllDay} onChange={(event) => change('isAllDay', event.currentTarget.checked)} />
          {!form.isAllDay && (
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="Start time"
                type="time"
                withAsterisk
                value={form.startTime}
                onChange={(event) => change('startTime', event.currentTarget.value)}
                error={errorOf('startTime')}
              />
              <TextInput
                label="End time"
                type="time"
                withAsterisk
                value={form.endTime}
                onChange={(event) => change('endTime', event.currentTarget.value)}
                error={errorOf('endTime')}
              />
            </SimpleGrid>
          )}
          <TextInput
            label="Location"
            value={form.location ?? ''}
            maxLength={EVENT_TITLE_MAX}
            onChange={(event) => change('location', event.currentTarget.value)}
          />
          <TextInput
            label="Meeting link"
            type="url"
            placeholder="https://"
            value={form.meetingUrl ?? ''}
            onChange={(event) => change('meetingUrl', event.currentTarget.value)}
            error={errorOf('meetingUrl')}
          />
          <Textarea
            label="Description"
            rows={3}
            resize="vertical"
            value={form.description ?? ''}
            maxLength={EVENT_TEXT_MAX}
            onChange={(event) => change('description', event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saveEvent.isPending}>
              {editing ? 'Save Changes' : 'Create Event'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

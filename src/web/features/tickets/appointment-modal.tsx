import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCalendarCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { errorCatalogue } from '../../../domain/errors.ts';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import { AppointmentWhen } from './appointment-when.tsx';
import { useSaveAppointment } from './staff-ticket-queries.ts';
import type { Appointment } from './tickets-queries.ts';

/** Today in the browser's calendar, as the date input writes it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const durationChoices = [30, 60, 90, 120, 180, 240, 480].map((minutes) => ({
  value: String(minutes),
  label: minutes < 60 ? `${minutes} minutes` : minutes === 60 ? '1 hour' : `${minutes / 60} hours`,
}));

/** The choices, with an appointment's own length among them when it was made another way. */
function durationOptions(current: number) {
  return durationChoices.some((choice) => choice.value === String(current))
    ? durationChoices
    : [...durationChoices, { value: String(current), label: `${current} minutes` }].sort((a, b) => Number(a.value) - Number(b.value));
}

interface AppointmentModalProps {
  ticketId: string;
  /** The appointment to move, or null to schedule a new one. */
  editing: Appointment | null;
  suggestedTitle: string;
  isOpen: boolean;
  onClose(): void;
  onScheduled(appointment: Appointment): void;
}

/** Schedules an appointment for the ticket, or changes the one given: date (today or later), time, length, title and notes. */
export function AppointmentModal({ ticketId, editing, suggestedTitle, isOpen, onClose, onScheduled }: AppointmentModalProps) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [durationMinutes, setDurationMinutes] = useState<number>(ticketLimits.appointmentMinutesDefault);
  const [problem, setProblem] = useState<string | null>(null);
  const saveAppointment = useSaveAppointment(ticketId);

  useEffect(() => {
    if (!isOpen) return;
    setDate(editing?.date ?? '');
    setTime(editing?.time ?? '');
    setTitle(editing?.title ?? suggestedTitle);
    setNotes(editing?.notes ?? '');
    setDurationMinutes(editing?.durationMinutes ?? ticketLimits.appointmentMinutesDefault);
    setProblem(null);
  }, [isOpen, editing, suggestedTitle]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date.trim() || !time.trim() || !title.trim()) return setProblem(ticketMessages.appointmentFields);
    if (date < today()) return setProblem(errorCatalogue.appointment_date_past.message);
    setProblem(null);
    saveAppointment.mutate(
      { eventId: editing?.id ?? null, input: { date, time, title: title.trim(), description: notes.trim(), durationMinutes } },
      {
        onSuccess: (appointment) => {
          if (editing) notifications.show({ color: 'green', message: 'Appointment updated.' });
          else onScheduled(appointment);
          onClose();
        },
        onError: (error) =>
          setProblem(editing ? 'Error updating appointment. Please try again.' : `Error scheduling appointment: ${error.message}`),
      },
    );
  }

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={editing ? 'Edit Appointment' : 'Schedule Appointment'}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="Date"
              type="date"
              withAsterisk
              min={today()}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
            />
            <TextInput label="Time" type="time" withAsterisk value={time} onChange={(event) => setTime(event.currentTarget.value)} />
          </SimpleGrid>
          <TextInput
            label="Title"
            withAsterisk
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={ticketLimits.appointmentTitle}
          />
          <NativeSelect
            label="Duration"
            data={durationOptions(durationMinutes)}
            value={String(durationMinutes)}
            onChange={(event) => setDurationMinutes(Number(event.currentTarget.value))}
          />
          <Textarea
            label="Notes"
            description="Added to the calendar event"
            rows={2}
            resize="vertical"
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            maxLength={ticketLimits.appointmentDescription}
          />
          {problem && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saveAppointment.isPending}>
              {editing ? 'Save Changes' : 'Schedule'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The confirmation after scheduling. */
export function AppointmentScheduledModal({ appointment, onClose }: { appointment: Appointment | null; onClose(): void }) {
  return (
    <Modal opened={!!appointment} onClose={onClose} title="Appointment Scheduled" centered styles={{ title: { fontWeight: 600 } }}>
      <Stack align="center" gap="sm" ta="center" py="sm">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCalendarCheck size={30} aria-hidden />
        </ThemeIcon>
        <Text fw={600} role="status">
          Appointment scheduled successfully!
        </Text>
        {appointment && (
          <Text size="sm" c="dimmed">
            {appointment.title} · <AppointmentWhen appointment={appointment} />
          </Text>
        )}
        <Button onClick={onClose} mt="xs">
          Done
        </Button>
      </Stack>
    </Modal>
  );
}

import FullCalendar, { type DatesSetInfo, type EventChangeInfo, type EventInput, useCalendarController } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { ActionIcon, Alert, Box, Button, Card, Chip, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type CalendarItemType, calendarEventTypeLabels, calendarItemTypes, calendarMessages } from '../../../domain/calendar-events.ts';
import { formatCalendarDateAs, formatCalendarDayAs, formatShortDayAs } from '../../../domain/date-formats.ts';
import { instantOfLocal, localDateOf } from '../../../domain/zoned-time.ts';
import { useRealtime } from '../realtime/use-realtime.ts';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { calendarTypeColors } from './calendar-colors.ts';
import classes from './calendar-page.module.css';
import {
  type CalendarFilters,
  type CalendarItem,
  type CalendarRange,
  calendarItemsQuery,
  calendarKeys,
  type MoveInput,
  useDeleteEvent,
  useMoveEvent,
} from './calendar-queries.ts';
import { DeleteEventModal, EventDetailsModal } from './event-details-modal.tsx';
import { type EventDraft, EventFormModal } from './event-form-modal.tsx';
import { TodaysEvents } from './todays-events.tsx';

const MONTH_MAX_EVENTS = 3;
const TIME_GRID_HEIGHT = 680;
const views = [
  { value: 'dayGridMonth', label: 'Month' },
  { value: 'timeGridWeek', label: 'Week' },
  { value: 'timeGridDay', label: 'Day' },
] as const;
const WEEKDAYS = [1, 2, 3, 4, 5];
const COMING_UP_DAYS = 14;
const COMING_UP_SHOWN = 5;

/** A local date (YYYY-MM-DD) moved by whole days, by the calendar rather than the clock. */
function shiftDate(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function eventInputOf(item: CalendarItem): EventInput {
  return {
    id: item.id,
    title: item.title,
    // All-day events are dates; FullCalendar's end date is the day after the last.
    start: item.isAllDay ? item.date : item.start,
    end: item.isAllDay ? shiftDate(item.endDate, 1) : item.end,
    allDay: item.isAllDay,
    color: calendarTypeColors[item.type],
    contrastColor: '#ffffff',
    editable: item.canEdit,
    extendedProps: { item },
  };
}

/** The new times of a dragged or resized event, as the API takes them. */
function moveInputOf({ event }: EventChangeInfo): MoveInput {
  const start = event.startStr;
  if (event.allDay) {
    const date = start.slice(0, 10);
    return { isAllDay: true, date, endDate: event.endStr ? shiftDate(event.endStr.slice(0, 10), -1) : date };
  }
  const end = event.endStr || new Date(new Date(start).getTime() + 3_600_000).toISOString();
  return { isAllDay: false, start, end };
}

/** An hour from a clicked slot, kept within its day. */
function draftOf(dateStr: string, isAllDay: boolean): EventDraft {
  const date = dateStr.slice(0, 10);
  if (isAllDay || dateStr.length <= 10) return { date };
  const startTime = dateStr.slice(11, 16);
  const [hour = 0, minute = 0] = startTime.split(':').map(Number);
  const endMinutes = Math.min(hour * 60 + minute + 60, 23 * 60 + 59);
  const endTime = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  return { date, startTime, endTime };
}

/** The calendar's local date (YYYY-MM-DD) of a date FullCalendar formats: its marker holds the zone's wall time as UTC. */
const dayOf = (zoned: { marker: Date }) => zoned.marker.toISOString().slice(0, 10);

/** /calendar: month, week and day views of the organization's events and appointments, in its time zone. */
export function CalendarPage() {
  const { organization, account } = useWorkspace();
  const userId = account.user.id;
  const settings = useDateTimeSettings();
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const controller = useCalendarController();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [view, setView] = useState<{ type: string; title: string }>({ type: isPhone ? 'timeGridDay' : 'dayGridMonth', title: '' });
  const [filters, setFilters] = useState<CalendarFilters>({ types: [], isMineOnly: isPhone });
  const [selected, setSelected] = useState<CalendarItem | null>(null);
  const [form, setForm] = useState<{ editing: CalendarItem | null; draft: EventDraft | null } | null>(null);
  const [deleting, setDeleting] = useState<CalendarItem | null>(null);
  const moveEvent = useMoveEvent();
  const deleteEvent = useDeleteEvent();

  const timeZone = settings.timezone;
  const items = useQuery({ ...calendarItemsQuery(userId, range ?? { start: '', end: '' }, filters), enabled: range !== null });
  const today = localDateOf(new Date(), timeZone);
  const todayRange = useMemo(
    () => ({
      start: instantOfLocal(today, '00:00', timeZone).toISOString(),
      end: instantOfLocal(shiftDate(today, 1), '00:00', timeZone).toISOString(),
    }),
    [today, timeZone],
  );
  const todays = useQuery(calendarItemsQuery(userId, todayRange, filters));
  // A phone opens on today: with nothing today, the next two weeks' first events show below it, so it is not empty.
  const comingUpRange = useMemo(
    () => ({ start: todayRange.end, end: instantOfLocal(shiftDate(today, COMING_UP_DAYS + 1), '00:00', timeZone).toISOString() }),
    [todayRange.end, today, timeZone],
  );
  const isDayEmpty = isPhone && todays.isSuccess && todays.data.items.length === 0;
  const comingUp = useQuery({ ...calendarItemsQuery(userId, comingUpRange, filters), enabled: isDayEmpty });
  const events = useMemo(() => (items.data?.items ?? []).map(eventInputOf), [items.data]);

  useRealtime((signal) => {
    if (signal.kind === 'reconnected' || signal.event.type.startsWith('calendar_event.')) {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    }
  });

  function onDatesSet(info: DatesSetInfo) {
    setRange({ start: info.startStr, end: info.endStr });
    setView({ type: info.view.type, title: info.view.title });
  }

  function saveTimes(info: EventChangeInfo) {
    moveEvent.mutate(
      { eventId: info.event.id, input: moveInputOf(info) },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Event moved.' }),
        onError: (error) => {
          info.revert();
          notifications.show({ color: 'red', title: 'Event not moved', message: calendarMessages.updateFailed(error.message) });
        },
      },
    );
  }

  function confirmDelete(item: CalendarItem) {
    deleteEvent.mutate(item.id, {
      onSuccess: () => {
        setDeleting(null);
        setSelected(null);
        notifications.show({ color: 'green', message: calendarMessages.deleted });
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Event not deleted', message: calendarMessages.deleteFailed(error.message) }),
    });
  }

  const toggleType = (types: string[]) => setFilters((current) => ({ ...current, types: types as CalendarItemType[] }));

  return (
    <>
      <title>{`Calendar · ${organization.name}`}</title>
      <Stack gap="lg" maw={1400}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              Calendar
            </Title>
            <Text c="dimmed" size="sm" mt={2}>
              Your team's events, meetings, ticket appointments and scheduled work orders
            </Text>
          </div>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ editing: null, draft: { date: today } })}>
            Add Event
          </Button>
        </Group>

        <Stack gap="xs">
          <Chip.Group multiple value={filters.types} onChange={toggleType}>
            <Group gap={6} role="group" aria-label="Event types">
              {calendarItemTypes.map((type) => (
                <Chip key={type} value={type} size="xs" color={calendarTypeColors[type]} variant="outline">
                  <Group gap={6} wrap="nowrap" component="span">
                    <span className={classes.dot} style={{ background: calendarTypeColors[type] }} aria-hidden />
                    {calendarEventTypeLabels[type]}
                  </Group>
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Switch
            label="My events"
            description="Events I added, appointments of tickets assigned to me and my work orders"
            checked={filters.isMineOnly}
            onChange={(event) => {
              const isMineOnly = event.currentTarget.checked;
              setFilters((current) => ({ ...current, isMineOnly }));
            }}
          />
        </Stack>

        {items.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {items.error.message}
          </Alert>
        )}

        <Box
          style={{
            display: 'grid',
            gap: 'var(--mantine-spacing-lg)',
            gridTemplateColumns: isPhone ? '1fr' : 'minmax(0, 1fr) 280px',
            alignItems: 'start',
          }}
        >
          <Card withBorder padding={isPhone ? 'xs' : 'md'} radius="md" component="section" aria-label="Calendar view">
            <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
              <Group gap={6} wrap="nowrap">
                <ActionIcon variant="default" size="lg" aria-label="Previous" onClick={() => controller.prev()}>
                  <IconChevronLeft size={18} />
                </ActionIcon>
                <ActionIcon variant="default" size="lg" aria-label="Next" onClick={() => controller.next()}>
                  <IconChevronRight size={18} />
                </ActionIcon>
                <Button variant="default" onClick={() => controller.today()}>
                  Today
                </Button>
              </Group>
              <Text component="h2" fw={700} fz={{ base: 'md', sm: 'lg' }} aria-live="polite">
                {view.title}
              </Text>
              <SegmentedControl
                aria-label="View"
                data={views.map((option) => ({ ...option }))}
                value={view.type}
                onChange={(type) => controller.changeView(type)}
              />
            </Group>
            <div className={classes.frame}>
              <FullCalendar
                controller={controller}
                plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicThemePlugin]}
                initialView={view.type}
                headerToolbar={false}
                timeZone={timeZone}
                firstDay={settings.weekStartDay}
                businessHours={{ daysOfWeek: WEEKDAYS, startTime: settings.businessHoursStart, endTime: settings.businessHoursEnd }}
                scrollTime={settings.businessHoursStart}
                // Week and day titles and the week's day headers in the organization's date format (decision 193); a
                // month's title names the month, which no format changes.
                views={{
                  timeGridWeek: {
                    titleFormat: ({ start, end }) =>
                      `${formatCalendarDateAs(dayOf(start), settings.dateFormat)} – ${formatCalendarDateAs(dayOf(end ?? start), settings.dateFormat)}`,
                    dayHeaderFormat: ({ date }) => formatShortDayAs(dayOf(date), settings.dateFormat),
                  },
                  timeGridDay: { titleFormat: ({ date }) => formatCalendarDayAs(dayOf(date), settings.dateFormat) },
                }}
                eventTimeFormat={{ hour: 'numeric', minute: '2-digit', hour12: settings.timeFormat === '12' }}
                slotHeaderFormat={{ hour: 'numeric', minute: '2-digit', hour12: settings.timeFormat === '12' }}
                dayMaxEvents={MONTH_MAX_EVENTS}
                moreLinkClick="day"
                eventDisplay="block"
                // The title first, as calendar users read a chip. A month's days are too narrow for the time beside it:
                // it shows on hover there, and under the title in the week and the day.
                eventContent={(chip) => {
                  const time = chip.timeText && view.type !== 'dayGridMonth' ? chip.timeText : null;
                  return (
                    <span className={classes.chip} title={chip.timeText ? `${chip.event.title}, ${chip.timeText}` : chip.event.title}>
                      <span className={chip.titleClass}>{chip.event.title}</span>
                      {time && <span className={chip.timeClass}>{time}</span>}
                    </span>
                  );
                }}
                eventInteractive
                nowIndicator
                height={view.type === 'dayGridMonth' ? 'auto' : TIME_GRID_HEIGHT}
                events={events}
                datesSet={onDatesSet}
                dateClick={(info) => setForm({ editing: null, draft: draftOf(info.dateStr, info.allDay) })}
                eventClick={(info) => {
                  info.jsEvent.preventDefault();
                  setSelected(info.event.extendedProps.item as CalendarItem);
                }}
                eventDrop={saveTimes}
                eventResize={saveTimes}
              />
            </div>
          </Card>
          <TodaysEvents items={todays.data?.items ?? []} settings={settings} onOpen={setSelected} />
          {isDayEmpty && (
            <TodaysEvents
              items={(comingUp.data?.items ?? []).slice(0, COMING_UP_SHOWN)}
              settings={settings}
              onOpen={setSelected}
              isComingUp
            />
          )}
        </Box>
      </Stack>

      <EventDetailsModal
        item={selected}
        settings={settings}
        onClose={() => setSelected(null)}
        onEdit={(item) => {
          setSelected(null);
          setForm({ editing: item, draft: null });
        }}
        onDelete={setDeleting}
      />
      <EventFormModal
        isOpen={form !== null}
        editing={form?.editing ?? null}
        draft={form?.draft ?? null}
        timeZone={timeZone}
        onClose={() => setForm(null)}
      />
      <DeleteEventModal item={deleting} isDeleting={deleteEvent.isPending} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </>
  );
}

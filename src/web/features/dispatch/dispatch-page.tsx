import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DISPATCH_STEP_MINUTES, type DispatchSpan, MAX_JOB_MINUTES, UNDO_SECONDS } from '../../../domain/dispatch.ts';
import { addDays } from '../../../domain/time-cards.ts';
import { formatVisitTime } from '../../../domain/visit-state.ts';
import { instantOfLocal, isCalendarDate, localDateOf } from '../../../domain/zoned-time.ts';
import { ApiError } from '../../api/api-error.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PermissionGate } from '../access-settings/permission-gate.tsx';
import { useDateFormats } from '../settings/use-date-formats.ts';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { dayWindowOf, resizedMinutes, shiftedStart, startAtOffset, startOnDate } from './board-geometry.ts';
import { DayTimeline, type Placement } from './day-timeline.tsx';
import classes from './dispatch-board.module.css';
import { type Board, type BoardJob, type BoardView, boardQuery, type JobMove, useDispatchRefresh, useMoveJob } from './dispatch-queries.ts';
import { DispatchTray } from './dispatch-tray.tsx';
import { type DragData, JobOverlay } from './job-chip.tsx';
import { WeekGrid } from './week-grid.tsx';

const STEP_MS = DISPATCH_STEP_MINUTES * 60_000;

/** /dispatch: the technicians' day or week, the Unassigned tray, and the moves between them. */
export function DispatchPage() {
  return (
    <PermissionGate permission="dispatch.manage">
      <DispatchScreen />
    </PermissionGate>
  );
}

function DispatchScreen() {
  const { organization } = useWorkspace();
  const settings = useDateTimeSettings();
  const formats = useDateFormats();
  const today = localDateOf(new Date(), settings.timezone);
  const [params, setParams] = useSearchParams();
  const span: DispatchSpan = params.get('span') === 'week' ? 'week' : 'day';
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : today;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const view: BoardView = { date, span, search: debouncedSearch };
  const board = useQuery(boardQuery(view));
  useDispatchRefresh();

  function show(next: { date?: string; span?: DispatchSpan }) {
    const changed = new URLSearchParams(params);
    changed.set('date', next.date ?? date);
    changed.set('span', next.span ?? span);
    setParams(changed, { replace: true });
  }
  const step = span === 'week' ? 7 : 1;

  return (
    <>
      <title>{`Dispatch · ${organization.name}`}</title>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              Dispatch
            </Title>
            <Text c="dimmed" size="sm" mt={2}>
              Drag a work order onto a technician to assign and schedule it; drag along a row to move it, its right edge to change its
              length.
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              aria-label={span === 'week' ? 'Previous week' : 'Previous day'}
              onClick={() => show({ date: addDays(date, -step) })}
            >
              <IconChevronLeft size={16} />
            </Button>
            <Button variant="default" size="sm" onClick={() => show({ date: today })} disabled={date === today}>
              Today
            </Button>
            <Button
              variant="default"
              size="sm"
              aria-label={span === 'week' ? 'Next week' : 'Next day'}
              onClick={() => show({ date: addDays(date, step) })}
            >
              <IconChevronRight size={16} />
            </Button>
            <Text fw={600} miw={170} ta="center" aria-live="polite">
              {span === 'week' ? `${formats.calendarDay(date)} to ${formats.calendarDay(addDays(date, 6))}` : formats.calendarDay(date)}
            </Text>
            <SegmentedControl
              size="sm"
              aria-label="Days shown"
              value={span}
              onChange={(value) => show({ span: value as DispatchSpan })}
              data={[
                { value: 'day', label: 'Day' },
                { value: 'week', label: 'Week' },
              ]}
            />
          </Group>
        </Group>
        {board.data ? (
          <DispatchBoard board={board.data} view={view} search={search} onSearch={setSearch} />
        ) : board.isError ? (
          <LoadFailure
            title="Could not load the dispatch board"
            message={board.error.message}
            onRetry={() => void board.refetch()}
            isRetrying={board.isFetching}
          />
        ) : (
          <PageLoader label="Loading the board…" />
        )}
      </Stack>
    </>
  );
}

interface BoardProps {
  board: Board;
  view: BoardView;
  search: string;
  onSearch(search: string): void;
}

function DispatchBoard({ board, view, search, onSearch }: BoardProps) {
  const settings = useDateTimeSettings();
  const formats = useDateFormats();
  const timeZone = board.timeZone;
  const formatTime = (at: Date) => formatVisitTime(at, { timezone: timeZone, timeFormat: settings.timeFormat });
  const describeStart = (start: string) => `${formats.calendarDay(localDateOf(new Date(start), timeZone))} ${formatTime(new Date(start))}`;
  const move = useMoveJob(view);
  const [dragged, setDragged] = useState<BoardJob | null>(null);
  const [pending, setPending] = useState<Placement | null>(null);
  const [conflict, setConflict] = useState<{ job: BoardJob; body: JobMove; message: string } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const timeWindow = dayWindowOf(view.date, timeZone, board.businessHours, board.jobs);
  const [now, setNow] = useState(() => new Date());
  // A job picked up with the keyboard is put back when the keyboard leaves the board.
  const layoutRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const layout = layoutRef.current;
    if (!layout) return;
    const putBack = (event: FocusEvent) => {
      if (!layout.contains(event.relatedTarget as Node | null)) setPending(null);
    };
    layout.addEventListener('focusout', putBack);
    return () => layout.removeEventListener('focusout', putBack);
  }, []);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const dayStartOf = (date: string) => instantOfLocal(date, board.businessHours.start, timeZone);
  const nameOf = (userId: string | null) => board.technicians.find((technician) => technician.id === userId)?.name ?? 'nobody';

  function save(job: BoardJob, target: { assignedTo: string | null; start: Date | null; durationMinutes: number }, allowConflicts = false) {
    const start = target.start?.toISOString() ?? null;
    if (
      target.assignedTo === job.assignedTo &&
      start === (job.start && new Date(job.start).toISOString()) &&
      target.durationMinutes === job.durationMinutes
    ) {
      return;
    }
    const body: JobMove = {
      assignedTo: target.assignedTo,
      start,
      durationMinutes: target.durationMinutes,
      version: job.version,
      allowConflicts,
    };
    move.mutate(
      { job, move: body },
      {
        onSuccess: (saved) => offerUndo(job, saved),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'dispatch_conflict') setConflict({ job, body, message: error.message });
          else notifications.show({ color: 'red', title: `${job.workOrderNumber} was not moved`, message: error.message });
        },
      },
    );
  }

  function offerUndo(before: BoardJob, saved: BoardJob) {
    const id = `dispatch-undo-${saved.id}-${saved.version}`;
    const where = saved.assignedTo && saved.start ? `${nameOf(saved.assignedTo)}, ${describeStart(saved.start)}` : 'the Unassigned tray';
    const undo = () => {
      notifications.hide(id);
      const back: JobMove = {
        assignedTo: before.assignedTo,
        start: before.start,
        durationMinutes: before.durationMinutes,
        version: saved.version,
        allowConflicts: false,
      };
      move.mutate(
        { job: saved, move: back },
        {
          onSuccess: () => notifications.show({ message: `${saved.workOrderNumber}: move undone.` }),
          // Someone may have booked the old time since: ask, as any move does.
          onError: (error) =>
            error instanceof ApiError && error.code === 'dispatch_conflict'
              ? setConflict({ job: saved, body: back, message: error.message })
              : notifications.show({ color: 'red', title: 'Could not undo the move', message: error.message }),
        },
      );
    };
    notifications.show({
      id,
      autoClose: UNDO_SECONDS * 1000,
      title: `${saved.workOrderNumber} moved to ${where}`,
      message: (
        <Button size="compact-sm" variant="light" mt={4} onClick={undo}>
          Undo
        </Button>
      ),
    });
  }

  function onDragStart(event: DragStartEvent) {
    setPending(null);
    setDragged((event.active.data.current as DragData).job);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragged(null);
    const { job, source } = event.active.data.current as DragData;
    const target = event.over?.data.current as
      | { kind: 'tray' }
      | { kind: 'row'; userId: string }
      | { kind: 'cell'; userId: string; date: string }
      | undefined;
    if (!target || !event.over) return;
    if (target.kind === 'tray') {
      if (source === 'board') save(job, { assignedTo: null, start: null, durationMinutes: job.durationMinutes });
      return;
    }
    if (target.kind === 'cell') {
      save(job, {
        assignedTo: target.userId,
        start: startOnDate(target.date, job, timeZone, board.businessHours.start),
        durationMinutes: job.durationMinutes,
      });
      return;
    }
    // Along a row a job keeps where it was grabbed; from the tray it starts where the pointer lets go.
    const pointer = event.activatorEvent as globalThis.PointerEvent;
    const start =
      source === 'board' && job.start
        ? shiftedStart(job.start, event.delta.x)
        : startAtOffset(pointer.clientX + event.delta.x - event.over.rect.left, timeWindow);
    save(job, { assignedTo: target.userId, start, durationMinutes: job.durationMinutes });
  }

  function onResizeStart(job: BoardJob, event: PointerEvent<HTMLElement>) {
    if (!job.start || !job.assignedTo) return;
    const origin = event.clientX;
    const placement = (dx: number): Placement => ({
      job,
      assignedTo: job.assignedTo as string,
      start: new Date(job.start as string),
      durationMinutes: resizedMinutes(job.durationMinutes, dx, MAX_JOB_MINUTES),
    });
    const onMove = (moved: globalThis.PointerEvent) => setPending(placement(moved.clientX - origin));
    const onUp = (released: globalThis.PointerEvent) => {
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerup', onUp);
      setPending(null);
      const { assignedTo, start, durationMinutes } = placement(released.clientX - origin);
      save(job, { assignedTo, start, durationMinutes });
    };
    document.addEventListener('pointermove', onMove);
    document.addEventListener('pointerup', onUp);
  }

  /** The keyboard: arrows pick a job up and move it (Shift with left or right changes its length), Enter saves, Escape puts it back. */
  function onKeyDown(job: BoardJob, event: KeyboardEvent<HTMLElement>) {
    const firstTechnician = board.technicians[0];
    if (!firstTechnician) return;
    const current: Placement =
      pending?.job.id === job.id
        ? pending
        : {
            job,
            assignedTo: job.assignedTo ?? firstTechnician.id,
            start: job.start ? new Date(job.start) : dayStartOf(view.date),
            durationMinutes: job.durationMinutes,
          };
    const rowIndex = board.technicians.findIndex((technician) => technician.id === current.assignedTo);
    // In the week a step is a day, at the same local time whatever the clocks do in between.
    const stepped = (steps: number) =>
      view.span === 'week'
        ? startOnDate(
            addDays(localDateOf(current.start, timeZone), steps),
            { start: current.start.toISOString(), durationMinutes: 0 },
            timeZone,
            '',
          )
        : new Date(current.start.getTime() + steps * STEP_MS);
    const moves: Record<string, () => Placement> = {
      ArrowLeft: () =>
        event.shiftKey
          ? { ...current, durationMinutes: Math.max(DISPATCH_STEP_MINUTES, current.durationMinutes - DISPATCH_STEP_MINUTES) }
          : { ...current, start: stepped(-1) },
      ArrowRight: () =>
        event.shiftKey
          ? { ...current, durationMinutes: Math.min(MAX_JOB_MINUTES, current.durationMinutes + DISPATCH_STEP_MINUTES) }
          : { ...current, start: stepped(1) },
      ArrowUp: () => ({ ...current, assignedTo: board.technicians[Math.max(0, rowIndex - 1)]?.id ?? current.assignedTo }),
      ArrowDown: () => ({
        ...current,
        assignedTo: board.technicians[Math.min(board.technicians.length - 1, rowIndex + 1)]?.id ?? current.assignedTo,
      }),
    };
    const next = moves[event.key];
    if (next) {
      event.preventDefault();
      setPending(next());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (pending?.job.id === job.id) {
        setPending(null);
        save(job, pending);
        // The job is drawn again where it went (another row, or out of the tray): the keyboard follows it there.
        requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-job="${job.workOrderNumber}"]`)?.focus());
      } else setPending(current);
    } else if (event.key === 'Escape' && pending) {
      event.preventDefault();
      setPending(null);
    }
  }

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'Press Enter or an arrow key to pick up the job. Left and right move it in time, up and down to another technician, Shift with left or right changes its length. Enter saves, Escape puts it back.',
        },
      }}
    >
      <div className={classes.layout} ref={layoutRef}>
        <DispatchTray
          jobs={board.tray}
          search={search}
          onSearch={onSearch}
          slotOf={(job) => ({ start: job.start ?? dayStartOf(view.date).toISOString(), durationMinutes: job.durationMinutes })}
          describeStart={describeStart}
          onAssign={(job, suggestion, start) =>
            save(job, { assignedTo: suggestion.userId, start: new Date(start), durationMinutes: job.durationMinutes })
          }
          onKeyDown={onKeyDown}
        />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the schedule scrolls on its own; the keyboard must reach it to scroll it when it holds no job yet (WCAG 2.1.1). */}
        <section className={classes.board} aria-label="Technicians' schedule" tabIndex={0}>
          {board.technicians.length === 0 ? (
            <Text p="md" c="dimmed">
              No technicians yet: invite agents in Settings, Agents, and they appear here as rows.
            </Text>
          ) : view.span === 'day' ? (
            <DayTimeline
              technicians={board.technicians}
              jobs={board.jobs}
              blocks={board.blocks}
              timeWindow={timeWindow}
              now={now}
              formatTime={formatTime}
              pending={pending}
              onKeyDown={onKeyDown}
              onResizeStart={onResizeStart}
            />
          ) : (
            <WeekGrid
              technicians={board.technicians}
              dates={board.dates}
              jobs={board.jobs}
              blocks={board.blocks}
              timeZone={timeZone}
              formatTime={formatTime}
              formatDay={formats.shortDay}
              pending={pending}
              onKeyDown={onKeyDown}
            />
          )}
        </section>
      </div>
      <VisuallyHidden aria-live="assertive">
        {pending
          ? `${pending.job.workOrderNumber} with ${nameOf(pending.assignedTo)}, ${describeStart(pending.start.toISOString())}, ${pending.durationMinutes} minutes. Press Enter to save or Escape to cancel.`
          : ''}
      </VisuallyHidden>
      <DragOverlay dropAnimation={null}>{dragged ? <JobOverlay job={dragged} /> : null}</DragOverlay>
      <Modal opened={conflict !== null} onClose={() => setConflict(null)} title="The technician is not free then" centered>
        <Text size="sm">{conflict?.message}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConflict(null)}>
            Keep it where it was
          </Button>
          <Button
            color="orange"
            onClick={() => {
              if (conflict)
                save(
                  conflict.job,
                  {
                    assignedTo: conflict.body.assignedTo,
                    start: conflict.body.start ? new Date(conflict.body.start) : null,
                    durationMinutes: conflict.body.durationMinutes,
                  },
                  true,
                );
              setConflict(null);
            }}
          >
            Book anyway
          </Button>
        </Group>
      </Modal>
    </DndContext>
  );
}

import { useDroppable } from '@dnd-kit/core';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { endOf, lanesOf, offsetOf, PX_PER_MINUTE, type TimeWindow, widthOfWindow } from './board-geometry.ts';
import classes from './dispatch-board.module.css';
import type { BoardBlock, BoardJob, Technician } from './dispatch-queries.ts';
import { JobChip } from './job-chip.tsx';
import { PersonCell } from './person-cell.tsx';

export interface Placement {
  job: BoardJob;
  assignedTo: string;
  start: Date;
  durationMinutes: number;
}

interface DayTimelineProps {
  technicians: readonly Technician[];
  jobs: readonly BoardJob[];
  blocks: readonly BoardBlock[];
  timeWindow: TimeWindow;
  now: Date;
  formatTime(at: Date): string;
  /** A job picked up with the keyboard or being resized: where it would go. */
  pending: Placement | null;
  onKeyDown(job: BoardJob, event: KeyboardEvent<HTMLElement>): void;
  onResizeStart(job: BoardJob, event: PointerEvent<HTMLElement>): void;
}

/** One day: a row per technician against the hours, with their jobs and what blocks their time. */
export function DayTimeline({
  technicians,
  jobs,
  blocks,
  timeWindow,
  now,
  formatTime,
  pending,
  onKeyDown,
  onResizeStart,
}: DayTimelineProps) {
  const width = widthOfWindow(timeWindow);
  const hours: Date[] = [];
  for (let at = timeWindow.start.getTime(); at < timeWindow.end.getTime(); at += 3_600_000) hours.push(new Date(at));
  const isNowShown = now > timeWindow.start && now < timeWindow.end;
  return (
    <div className={classes.grid} style={{ ['--hour-width' as string]: `${60 * PX_PER_MINUTE}px` }}>
      <div className={classes.corner}>Technician</div>
      <div className={classes.scale} style={{ width }} aria-hidden>
        {hours.map((hour) => (
          <div key={hour.getTime()} className={classes.hour} style={{ width: 60 * PX_PER_MINUTE }}>
            {formatTime(hour)}
          </div>
        ))}
      </div>
      {technicians.map((technician) => {
        const theirs = jobs.filter((job): job is BoardJob & { start: string } => job.assignedTo === technician.id && job.start !== null);
        const lanes = lanesOf(theirs);
        return (
          <TechnicianRow key={technician.id} technician={technician} width={width} lanes={lanes.count} formatTime={formatTime}>
            {blocks
              .filter((block) => block.userId === null || block.userId === technician.id)
              .map((block) => {
                const left = offsetOf(new Date(block.start), timeWindow);
                const blockWidth = offsetOf(new Date(block.end), timeWindow) - left;
                if (blockWidth <= 0) return null;
                return (
                  <div
                    key={`${block.kind}-${block.start}-${block.label}`}
                    className={classes.block}
                    style={{ left, width: blockWidth }}
                    title={block.label}
                  >
                    {block.label}
                  </div>
                );
              })}
            {isNowShown && <div className={classes.now} style={{ left: offsetOf(now, timeWindow) }} aria-hidden />}
            {theirs.map((job) => {
              const start = new Date(job.start);
              const isResizing =
                pending?.job.id === job.id && pending.assignedTo === job.assignedTo && pending.start.getTime() === start.getTime();
              const minutes = isResizing ? pending.durationMinutes : job.durationMinutes;
              return (
                <JobChip
                  key={job.id}
                  job={job}
                  variant="timeline"
                  when={`${formatTime(start)} to ${formatTime(endOf({ start: job.start, durationMinutes: minutes }))}`}
                  style={{ ...spanOf(start, minutes, timeWindow), ...laneStyle(lanes.laneOf.get(job.id) ?? 0) }}
                  onKeyDown={(event) => onKeyDown(job, event)}
                  onResizeStart={(event) => onResizeStart(job, event)}
                />
              );
            })}
            {pending && pending.assignedTo === technician.id && (
              <div
                className={classes.ghost}
                style={{ ...spanOf(pending.start, pending.durationMinutes, timeWindow), ...laneStyle(0, lanes.count) }}
              />
            )}
          </TechnicianRow>
        );
      })}
    </div>
  );
}

const LANE_HEIGHT = 50;
const ROW_PADDING = 7;

/** Where a job of this length sits along the row; never narrower than its colour bar and a letter. */
function spanOf(start: Date, minutes: number, timeWindow: TimeWindow) {
  const left = offsetOf(start, timeWindow);
  return { left, width: Math.max(offsetOf(new Date(start.getTime() + minutes * 60_000), timeWindow) - left, 24) };
}

function laneStyle(lane: number, lanes = 1) {
  return { top: ROW_PADDING + lane * LANE_HEIGHT, height: lanes * LANE_HEIGHT - 4 };
}

function TechnicianRow({
  technician,
  width,
  lanes,
  formatTime,
  children,
}: {
  technician: Technician;
  width: number;
  lanes: number;
  formatTime(at: Date): string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `row:${technician.id}`, data: { kind: 'row', userId: technician.id } });
  return (
    <>
      <PersonCell technician={technician} formatTime={formatTime} />
      <div
        ref={setNodeRef}
        className={`${classes.row} ${isOver ? classes.rowOver : ''}`}
        style={{ width, height: ROW_PADDING * 2 + lanes * LANE_HEIGHT }}
        data-technician={technician.name}
      >
        {children}
      </div>
    </>
  );
}

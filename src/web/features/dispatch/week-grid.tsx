import { useDroppable } from '@dnd-kit/core';
import { Fragment, type KeyboardEvent, type ReactNode } from 'react';
import { overlaps } from '../../../domain/dispatch.ts';
import { addDays } from '../../../domain/time-cards.ts';
import { instantOfLocal } from '../../../domain/zoned-time.ts';
import { dateOfJob, endOf } from './board-geometry.ts';
import type { Placement } from './day-timeline.tsx';
import classes from './dispatch-board.module.css';
import type { BoardBlock, BoardJob, Technician } from './dispatch-queries.ts';
import { JobChip } from './job-chip.tsx';
import { PersonCell } from './person-cell.tsx';

interface WeekGridProps {
  technicians: readonly Technician[];
  dates: readonly string[];
  jobs: readonly BoardJob[];
  blocks: readonly BoardBlock[];
  timeZone: string;
  formatTime(at: Date): string;
  formatDay(date: string): string;
  pending: Placement | null;
  onKeyDown(job: BoardJob, event: KeyboardEvent<HTMLElement>): void;
}

/** A week: a cell per technician and day, its jobs in time order, what blocks the day above them. */
export function WeekGrid({ technicians, dates, jobs, blocks, timeZone, formatTime, formatDay, pending, onKeyDown }: WeekGridProps) {
  const byCell = new Map<string, BoardJob[]>();
  for (const job of [...jobs].sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''))) {
    if (!job.start || !job.assignedTo) continue;
    const key = `${job.assignedTo}|${dateOfJob({ start: job.start }, timeZone)}`;
    byCell.set(key, [...(byCell.get(key) ?? []), job]);
  }
  // A block shows on every day it touches: an event over midnight, a holiday.
  const dayOf = (date: string) => ({
    start: instantOfLocal(date, '00:00', timeZone),
    end: instantOfLocal(addDays(date, 1), '00:00', timeZone),
  });
  const blocksOn = (userId: string, date: string) => {
    const day = dayOf(date);
    return blocks.filter(
      (block) =>
        (block.userId === null || block.userId === userId) && overlaps(day, { start: new Date(block.start), end: new Date(block.end) }),
    );
  };
  const pendingCell = pending ? `${pending.assignedTo}|${dateOfJob({ start: pending.start.toISOString() }, timeZone)}` : null;
  return (
    <div className={classes.weekGrid}>
      <div className={classes.corner}>Technician</div>
      {dates.map((date) => (
        <div key={date} className={classes.dayHead}>
          {formatDay(date)}
        </div>
      ))}
      {technicians.map((technician) => (
        <Fragment key={technician.id}>
          <PersonCell technician={technician} formatTime={formatTime} />
          {dates.map((date) => (
            <DayCell key={date} userId={technician.id} date={date} label={`${technician.name}, ${formatDay(date)}`}>
              {blocksOn(technician.id, date).map((block) => (
                <div key={`${block.kind}-${block.start}-${block.label}`} className={classes.weekBlock} title={block.label}>
                  {block.kind === 'event' ? `${formatTime(new Date(block.start))} ${block.label}` : block.label}
                </div>
              ))}
              {(byCell.get(`${technician.id}|${date}`) ?? []).map((job) => (
                <JobChip
                  key={job.id}
                  job={job}
                  variant="week"
                  when={`${formatTime(new Date(job.start as string))} to ${formatTime(endOf({ start: job.start as string, durationMinutes: job.durationMinutes }))}`}
                  onKeyDown={(event) => onKeyDown(job, event)}
                />
              ))}
              {pending && pendingCell === `${technician.id}|${date}` && (
                <div className={classes.weekBlock} style={{ borderStyle: 'dashed', borderColor: 'var(--mantine-primary-color-filled)' }}>
                  {pending.job.workOrderNumber} at {formatTime(pending.start)}
                </div>
              )}
            </DayCell>
          ))}
        </Fragment>
      ))}
    </div>
  );
}

function DayCell({ userId, date, label, children }: { userId: string; date: string; label: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `cell:${userId}:${date}`, data: { kind: 'cell', userId, date } });
  return (
    <div ref={setNodeRef} className={`${classes.cell} ${isOver ? classes.rowOver : ''}`} data-cell={label}>
      {children}
    </div>
  );
}

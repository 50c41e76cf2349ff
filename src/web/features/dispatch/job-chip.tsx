import { useDraggable } from '@dnd-kit/core';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { visitStateLabels } from '../../../domain/visit-state.ts';
import classes from './dispatch-board.module.css';
import type { BoardJob } from './dispatch-queries.ts';

export type JobSource = 'board' | 'tray';

/** What a drag carries: the job and where it was picked up from. */
export interface DragData {
  job: BoardJob;
  source: JobSource;
}

interface JobChipProps {
  job: BoardJob;
  /** Its times as the board writes them. */
  when: string;
  variant: 'timeline' | 'week';
  style?: CSSProperties;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  /** The timeline's resize handle; absent in the week. */
  onResizeStart?(event: PointerEvent<HTMLElement>): void;
}

/** A job on a technician's row: dragged to move it, its right edge dragged to change its length. */
export function JobChip({ job, when, variant, style, onKeyDown, onResizeStart }: JobChipProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `job:${job.id}`,
    data: { job, source: 'board' } satisfies DragData,
  });
  const label = `${job.workOrderNumber} ${job.title}, ${when}, ${visitStateLabels[job.state]}${job.customerName ? `, ${job.customerName}` : ''}`;
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      aria-label={label}
      title={`${label}${job.address ? `\n${job.address}` : ''}`}
      data-job={job.workOrderNumber}
      data-state={job.state}
      className={`${variant === 'timeline' ? classes.chip : classes.weekChip} ${classes[job.state]} ${isDragging ? classes.chipDragging : ''}`}
      style={style}
    >
      <span className={classes.chipTitle}>
        {job.workOrderNumber} {job.title}
      </span>
      <span className={classes.chipLine}>
        {when} · {visitStateLabels[job.state]}
      </span>
      {variant === 'timeline' && job.customerName && <span className={classes.chipLine}>{job.customerName}</span>}
      {onResizeStart && (
        <span
          className={classes.resize}
          aria-hidden
          onPointerDown={(event) => {
            event.stopPropagation();
            onResizeStart(event);
          }}
        />
      )}
    </button>
  );
}

/** The job under the pointer while it is dragged. */
export function JobOverlay({ job }: { job: BoardJob }) {
  return (
    <div className={`${classes.overlay} ${classes[job.state]}`}>
      <div className={classes.chipTitle}>
        {job.workOrderNumber} {job.title}
      </div>
      {job.customerName && <div className={classes.chipLine}>{job.customerName}</div>}
    </div>
  );
}

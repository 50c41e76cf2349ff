import { Badge, Text } from '@mantine/core';
import classes from './dispatch-board.module.css';
import type { Technician } from './dispatch-queries.ts';

/** A technician's name at the start of their row, with whether they are clocked in now. */
export function PersonCell({ technician, formatTime }: { technician: Technician; formatTime(at: Date): string }) {
  return (
    <div className={classes.person}>
      <Text size="sm" fw={600} truncate>
        {technician.name}
      </Text>
      {technician.clockedInSince ? (
        <Badge size="xs" variant="dot" color="green">
          Clocked in {formatTime(new Date(technician.clockedInSince))}
        </Badge>
      ) : (
        <Text size="xs" c="dimmed">
          Not clocked in
        </Text>
      )}
    </div>
  );
}

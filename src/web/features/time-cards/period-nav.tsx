import { Button } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays } from '../../../domain/time-cards.ts';

/** Previous and next pay period: a day before this one starts, a day after it ends. */
export function PeriodNav({ start, end, onGo }: { start: string; end: string; onGo: (date: string) => void }) {
  return (
    <>
      <Button variant="default" size="xs" leftSection={<IconChevronLeft size={16} />} onClick={() => onGo(addDays(start, -1))}>
        Previous
      </Button>
      <Button variant="default" size="xs" rightSection={<IconChevronRight size={16} />} onClick={() => onGo(addDays(end, 1))}>
        Next
      </Button>
    </>
  );
}

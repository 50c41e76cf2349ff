import type { CalendarItemType } from '../../../domain/calendar-events.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Tx } from '../../db/client.ts';
import type { CalendarItem } from './calendar.schemas.ts';

export interface CalendarFeedOptions {
  tx: Tx;
  organizationId: string;
  /** Who reads: decides what they may change (`canEdit`). */
  viewer: { userId: string; role: Role };
  /** Items overlapping [start, end). */
  start: Date;
  end: Date;
  types: readonly CalendarItemType[] | null;
  /** Only this user's own items ('My events'). */
  mineOf: string | null;
  timeZone: string;
}

/** One kind of thing with a date that the calendar shows; each source applies the range and filters itself. */
export type CalendarSource = (options: CalendarFeedOptions) => Promise<CalendarItem[]>;

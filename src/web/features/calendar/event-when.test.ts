import { describe, expect, it } from 'vitest';
import { dayFirstSettings } from '../../test/day-first-settings.ts';
import type { CalendarItem } from './calendar-queries.ts';
import { eventWhen } from './event-when.ts';

const item = (over: Partial<CalendarItem>) =>
  ({
    date: '2030-06-04',
    endDate: '2030-06-04',
    isAllDay: false,
    start: '2030-06-04T13:30:00Z',
    end: '2030-06-04T14:30:00Z',
    ...over,
  }) as CalendarItem;

describe('eventWhen', () => {
  it("writes an event's days and times as a day-first, 24-hour organization does, in its zone", () => {
    expect(eventWhen(item({}), dayFirstSettings)).toBe('Tue, 04/06/2030 · 14:30 – 15:30');
    expect(eventWhen(item({ endDate: '2030-06-06', isAllDay: true }), dayFirstSettings)).toBe(
      'Tue, 04/06/2030 – Thu, 06/06/2030 · All day',
    );
    expect(eventWhen(item({}), { ...dayFirstSettings, dateFormat: 'MM/DD/YYYY', timeFormat: '12' })).toBe(
      'Tue, 06/04/2030 · 2:30 PM – 3:30 PM',
    );
  });
});

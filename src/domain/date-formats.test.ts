import { describe, expect, it } from 'vitest';
import { formatCalendarDayAs, formatClockTimeAs, formatMonthDayAs, formatShortDayAs, formatTimeAs } from './date-formats.ts';

describe('date formats', () => {
  it("writes a calendar date's weekday, and its month and day, in the date format's order", () => {
    expect(formatCalendarDayAs('2030-06-04', 'DD/MM/YYYY')).toBe('Tue, 04/06/2030');
    expect(formatCalendarDayAs('2030-06-04', 'MM/DD/YYYY')).toBe('Tue, 06/04/2030');
    expect(formatMonthDayAs('2026-12-27', 'DD/MM/YYYY')).toBe('27/12');
    expect(formatMonthDayAs('2026-12-27', 'MM/DD/YYYY')).toBe('12/27');
    expect(formatMonthDayAs('2026-12-27', 'YYYY-MM-DD')).toBe('12-27');
    expect(formatShortDayAs('2026-11-29', 'DD/MM/YYYY')).toBe('Sun 29/11');
  });

  it('writes wall-clock times and moments on a 12- or 24-hour clock', () => {
    expect(formatClockTimeAs('14:30', '24')).toBe('14:30');
    expect(formatClockTimeAs('14:30', '12')).toBe('2:30 PM');
    expect(formatClockTimeAs('00:05', '12')).toBe('12:05 AM');
    expect(formatClockTimeAs('12:00', '12')).toBe('12:00 PM');
    const at = new Date('2026-03-04T08:05:09Z');
    expect(formatTimeAs(at, { timezone: 'UTC', timeFormat: '24', showSeconds: false })).toBe('08:05');
    expect(formatTimeAs(at, { timezone: 'UTC', timeFormat: '12', showSeconds: true })).toBe('8:05:09 AM');
  });

  it('falls back to the default zone for one this runtime does not know', () => {
    const at = new Date('2026-03-04T17:05:00Z');
    expect(formatTimeAs(at, { timezone: 'Mars/Olympus_Mons', timeFormat: '24', showSeconds: false })).toBe('12:05');
  });
});

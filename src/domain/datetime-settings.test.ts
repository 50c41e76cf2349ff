import { describe, expect, it } from 'vitest';
import { dateTimeDefaults, formatCalendarDateAs, formatDateAs, formatDateTimeAs } from './datetime-settings.ts';
import { periodLabel } from './time-card-notices.ts';

describe('date and time settings', () => {
  const at = new Date('2026-03-04T17:05:09Z');

  it('writes a moment in the date format, clock and zone chosen', () => {
    expect(formatDateTimeAs(at, dateTimeDefaults)).toBe('03/04/2026 12:05 PM');
    expect(formatDateTimeAs(at, { ...dateTimeDefaults, dateFormat: 'DD/MM/YYYY', timeFormat: '24', timezone: 'Europe/Berlin' })).toBe(
      '04/03/2026 18:05',
    );
    expect(
      formatDateTimeAs(at, { ...dateTimeDefaults, dateFormat: 'YYYY-MM-DD', timeFormat: '24', timezone: 'UTC', showSeconds: true }),
    ).toBe('2026-03-04 17:05:09');
    expect(formatDateTimeAs(new Date('2026-03-04T05:00:00Z'), { ...dateTimeDefaults, timeFormat: '24' })).toBe('03/04/2026 00:00');
  });
});

describe('formatCalendarDateAs', () => {
  it("writes a calendar date in each of the settings' formats, and a pay period with it", () => {
    expect(formatCalendarDateAs('2026-11-22', 'MM/DD/YYYY')).toBe('11/22/2026');
    expect(formatCalendarDateAs('2026-11-22', 'DD/MM/YYYY')).toBe('22/11/2026');
    expect(formatCalendarDateAs('2026-11-22', 'YYYY-MM-DD')).toBe('2026-11-22');
    expect(periodLabel('2026-11-22', '2026-11-28', 'DD/MM/YYYY')).toBe('22/11/2026 – 28/11/2026');
  });
});

describe('a day as the settings write dates', () => {
  it("is the day in the organization's zone, in its date format", () => {
    const lateInNewYork = new Date('2026-12-05T03:30:00Z');
    expect(formatDateAs(lateInNewYork, { timezone: 'America/New_York', dateFormat: 'MM/DD/YYYY' })).toBe('12/04/2026');
    expect(formatDateAs(lateInNewYork, { timezone: 'Europe/Berlin', dateFormat: 'DD/MM/YYYY' })).toBe('05/12/2026');
    expect(formatDateAs(lateInNewYork, { timezone: 'UTC', dateFormat: 'YYYY-MM-DD' })).toBe('2026-12-05');
  });
});

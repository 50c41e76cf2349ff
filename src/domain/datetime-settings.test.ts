import { describe, expect, it } from 'vitest';
import { dateTimeDefaults, formatDateTimeAs } from './datetime-settings.ts';

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

import { describe, expect, it } from 'vitest';
import { instantOfLocal, isCalendarDate, localDateOf, localTimeOf, resolveTimeZone, zonedPartsOf } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads an instant on the wall clock of a time zone', () => {
    const at = new Date('2026-11-21T03:30:00Z');
    expect(localDateOf(at, 'America/New_York')).toBe('2026-11-20');
    expect(localTimeOf(at, 'America/New_York')).toBe('22:30');
    expect(zonedPartsOf(at, 'America/New_York').weekday).toBe(5);
    expect(localDateOf(at, 'Asia/Kolkata')).toBe('2026-11-21');
    expect(localTimeOf(at, 'Asia/Kolkata')).toBe('09:00');
  });

  it('turns a local date and time into the instant, across daylight-saving changes', () => {
    expect(instantOfLocal('2026-07-01', '09:00', 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(instantOfLocal('2026-12-01', '09:00', 'America/New_York').toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(instantOfLocal('2026-03-08', '03:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOfLocal('2026-03-08', '01:30', 'America/New_York').toISOString()).toBe('2026-03-08T06:30:00.000Z');
    // 02:30 does not exist that night: the first instant after the gap.
    expect(localTimeOf(instantOfLocal('2026-03-08', '02:30', 'America/New_York'), 'America/New_York')).toBe('03:30');
  });

  it('falls back to America/New_York for a missing or unknown time zone', () => {
    expect(resolveTimeZone(undefined)).toBe('America/New_York');
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe('America/New_York');
    expect(resolveTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });
});

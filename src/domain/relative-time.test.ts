import { describe, expect, it } from 'vitest';
import { formatAbsoluteDate, formatRelativeTime, formatTicketTime } from './relative-time.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('relative time', () => {
  it('says just now, then minutes, hours under 24, days under 7, then weeks', () => {
    expect([0.5, 5, 67, 180, 1439, 1440, 6 * 1440, 7 * 1440, 30 * 1440].map((m) => formatRelativeTime(ago(m), now))).toEqual([
      'just now',
      '5 minutes ago',
      '1 hour ago',
      '3 hours ago',
      '23 hours ago',
      '1 day ago',
      '6 days ago',
      '1 week ago',
      '4 weeks ago',
    ]);
  });

  it('has short and compact styles', () => {
    expect(formatRelativeTime(ago(5), now, 'short')).toBe('5 mins ago');
    expect(formatRelativeTime(ago(180), now, 'compact')).toBe('3h ago');
  });

  it("writes absolute moments in the organization's date format, on a 12- or 24-hour clock", () => {
    const settings = { timeFormat: '12' as const, timeZone: 'UTC', dateFormat: 'MM/DD/YYYY' as const };
    expect(formatAbsoluteDate(ago(60), now, settings)).toBe('11/22/2026 11:00 AM');
    expect(formatAbsoluteDate(ago(400 * 1440), now, { ...settings, timeFormat: '24', dateFormat: 'DD/MM/YYYY' })).toBe('18/10/2025 12:00');
    expect(formatAbsoluteDate(new Date(ago(60).getTime() - 7000), now, { ...settings, showSeconds: true })).toBe('11/22/2026 10:59:53 AM');
  });

  it('combines both when asked', () => {
    const options = {
      format: 'both' as const,
      units: 'verbose' as const,
      timeFormat: '24' as const,
      timeZone: 'UTC',
      dateFormat: 'YYYY-MM-DD' as const,
    };
    expect(formatTicketTime(ago(5), now, options)).toBe('2026-11-22 11:55 (5 minutes ago)');
  });
});

import { describe, expect, it } from 'vitest';
import { formatMinutes, keepBusiestKeys, percentMetOf, reportRangeOf, withBacklog } from './reports.ts';

describe('report ranges', () => {
  it('defaults to the last 30 days up to today, and the start to 30 days before a given end', () => {
    expect(reportRangeOf({}, '2026-03-12')).toEqual({ from: '2026-02-11', to: '2026-03-12' });
    expect(reportRangeOf({ to: '2026-01-31' }, '2026-03-12')).toEqual({ from: '2026-01-02', to: '2026-01-31' });
    expect(reportRangeOf({ from: '2026-03-12', to: '2026-03-12' }, '2026-03-12')).toEqual({ from: '2026-03-12', to: '2026-03-12' });
  });

  it('refuses a start after the end, an end after today and more than 366 days, naming the dates', () => {
    expect(reportRangeOf({ from: '2026-03-13' }, '2026-03-12')).toEqual({
      field: 'from',
      problem: 'The start date 2026-03-13 is after the end date 2026-03-12.',
    });
    expect(reportRangeOf({ from: '2024-01-01', to: '2024-12-31' }, '2026-03-12')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(reportRangeOf({ from: '2023-01-01', to: '2024-01-02' }, '2026-03-12')).toMatchObject({
      field: 'to',
      problem: expect.stringContaining('at most 366 days'),
    });
    expect(reportRangeOf({ from: '2026-03-01', to: '2026-03-13' }, '2026-03-12')).toEqual({
      field: 'to',
      problem: 'A report ends today at the latest. The end date 2026-03-13 is after 2026-03-12.',
    });
  });
});

describe('report figures', () => {
  it('runs the backlog on from its start, worked back from its end', () => {
    const days = [
      { date: '2026-03-01', created: 3, resolved: 1 },
      { date: '2026-03-02', created: 0, resolved: 4 },
    ];
    expect(withBacklog(days, 3).map((day) => day.backlog)).toEqual([7, 3]);
  });

  it('keeps the keys with the most targets of each dimension, all their targets, and counts those left out', () => {
    const row = (dimension: 'customer' | 'agent', key: string, target: string, met: number) => ({
      dimension,
      key,
      target,
      met,
      breached: 1,
    });
    const rows = [
      row('customer', 'a', 'first_response', 1),
      row('customer', 'b', 'first_response', 5),
      row('customer', 'b', 'resolution', 0),
      row('customer', 'c', 'first_response', 3),
      row('agent', 'x', 'first_response', 0),
    ];
    const { rows: kept, omitted } = keepBusiestKeys(rows, 2);
    expect(kept.map((entry) => `${entry.key} ${entry.target}`)).toEqual([
      'b first_response',
      'b resolution',
      'c first_response',
      'x first_response',
    ]);
    expect(omitted).toEqual({ policy: 0, agent: 0, customer: 1, priority: 0 });
  });

  it('gives the share met with one decimal, none without clocks', () => {
    expect(percentMetOf(2, 1)).toBe(66.7);
    expect(percentMetOf(0, 0)).toBeNull();
  });

  it.each([
    [0, '0 min'],
    [0.4, 'under 1 min'],
    [45, '45 min'],
    [135, '2 h 15 min'],
    [120, '2 h'],
    [1589.6, '26 h 30 min'],
  ])('writes %s minutes as %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

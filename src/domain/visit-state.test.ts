import { describe, expect, it } from 'vitest';
import { arrivalDeadlineOf, formatVisitWindow, type VisitFacts, visitStateOf } from './visit-state.ts';

const start = new Date('2026-12-01T15:00:00Z');
const visit = (facts: Partial<VisitFacts> = {}): VisitFacts => ({
  status: 'pending',
  scheduledDate: start,
  arrivalWindowMinutes: 60,
  enRouteAt: null,
  arrivedAt: null,
  ...facts,
});
const minutesAfterStart = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('visit state', () => {
  it('follows a visit from scheduled to on the way, on site and done', () => {
    expect(visitStateOf(visit({ scheduledDate: null }), start)).toBe('unscheduled');
    expect(visitStateOf(visit(), start)).toBe('scheduled');
    expect(visitStateOf(visit({ enRouteAt: start }), minutesAfterStart(10))).toBe('on_the_way');
    expect(visitStateOf(visit({ enRouteAt: start, arrivedAt: minutesAfterStart(30) }), minutesAfterStart(30))).toBe('on_site');
    expect(visitStateOf(visit({ status: 'in_progress' }), minutesAfterStart(90))).toBe('on_site');
    expect(visitStateOf(visit({ status: 'completed' }), minutesAfterStart(120))).toBe('done');
    expect(visitStateOf(visit({ status: 'cancelled' }), start)).toBe('cancelled');
  });

  it('is late once the arrival window has passed without an arrival, on the way or not', () => {
    expect(arrivalDeadlineOf(visit())).toEqual(minutesAfterStart(60));
    expect(visitStateOf(visit(), minutesAfterStart(60))).toBe('scheduled');
    expect(visitStateOf(visit(), minutesAfterStart(61))).toBe('late');
    expect(visitStateOf(visit({ enRouteAt: start }), minutesAfterStart(61))).toBe('late');
  });

  it("writes the arrival window in the organization's time zone and clock", () => {
    const end = minutesAfterStart(60);
    expect(formatVisitWindow(start, end, { timezone: 'America/New_York', timeFormat: '12', dateFormat: 'MM/DD/YYYY' })).toBe(
      'Tue, 12/01/2026, 10:00 AM to 11:00 AM',
    );
    expect(formatVisitWindow(start, end, { timezone: 'Europe/Berlin', timeFormat: '24', dateFormat: 'DD/MM/YYYY' })).toBe(
      'Tue, 01/12/2026, 16:00 to 17:00',
    );
  });
});

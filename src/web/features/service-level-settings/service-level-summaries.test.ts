import { describe, expect, it } from 'vitest';
import { formatTargetMinutes } from '../../../domain/service-levels.ts';
import { amountOfMinutes, describeMatch, describeTargets, describeWeek } from './service-level-summaries.ts';

const closed = { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] };
const day = (start: string, end: string) => [{ start, end }];

describe('service level summaries', () => {
  it('puts days in a row with the same hours together, Monday first', () => {
    const week = { ...closed, mon: day('09:00', '17:00'), tue: day('09:00', '17:00'), wed: day('09:00', '17:00') };
    expect(describeWeek(week)).toBe('Mon–Wed 09:00–17:00');
    const split = [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    expect(describeWeek({ ...week, thu: split, fri: split, sun: day('10:00', '24:00') })).toBe(
      'Mon–Wed 09:00–17:00; Thu–Fri 08:00–12:00, 13:00–17:00; Sun 10:00–24:00',
    );
    // A closed day breaks a run.
    expect(describeWeek({ ...closed, mon: day('09:00', '17:00'), wed: day('09:00', '17:00') })).toBe('Mon 09:00–17:00; Wed 09:00–17:00');
    expect(describeWeek(closed)).toBe('Closed every day');
  });

  it('gives a target in the largest whole unit', () => {
    expect(amountOfMinutes(480)).toEqual({ amount: 8, unit: 'hours' });
    expect(amountOfMinutes(2880)).toEqual({ amount: 2, unit: 'days' });
    expect(amountOfMinutes(90)).toEqual({ amount: 90, unit: 'minutes' });
    expect(formatTargetMinutes(90)).toBe('1 h 30 min');
    expect(formatTargetMinutes(1500)).toBe('1 d 1 h');
    expect(formatTargetMinutes(45)).toBe('45 min');
  });

  it('says what a policy matches and what it promises', () => {
    expect(describeMatch({ priorities: ['urgent', 'high'], channels: ['email'], customerIds: [], companies: [] })).toBe(
      'High, Urgent · E-mail',
    );
    expect(describeMatch({ priorities: [], channels: [], customerIds: ['a', 'b'], companies: ['Globex'] })).toBe('2 customers · Globex');
    expect(describeMatch({ priorities: [], channels: [], customerIds: [], companies: [] })).toBe('All tickets');
    const targets = {
      first_response: { minutes: 60, isBusinessHours: true },
      next_response: null,
      resolution: { minutes: 2880, isBusinessHours: false },
      on_site_arrival: null,
    };
    expect(describeTargets({ calendarId: 'c', targets })).toBe('First response 1 h (business hours) · Resolution 2 d (around the clock)');
    // Without a calendar, business hours are every hour.
    expect(describeTargets({ calendarId: null, targets })).toBe(
      'First response 1 h (around the clock) · Resolution 2 d (around the clock)',
    );
    expect(
      describeTargets({
        calendarId: null,
        targets: { first_response: null, next_response: null, resolution: null, on_site_arrival: null },
      }),
    ).toBe('No targets set');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  blankDay,
  clockWarningOf,
  computePeriodTotals,
  computePtoBalances,
  computeRangeTotals,
  computeWeekTotals,
  type DayRow,
  datesOf,
  missingRequiredFields,
  payPeriodOf,
  reckonDays,
  regularHoursBetween,
  roundToQuarter,
  summarizeClockDay,
} from './time-cards.ts';
import { timecardDefaults } from './timecard-settings.ts';

const day = (date: string, hours: Partial<DayRow> = {}): DayRow => ({ ...blankDay(date), ...hours });

describe('rounding and regular hours', () => {
  it.each([
    ['09:00', '17:00', 8],
    ['09:00', '17:07', 8],
    ['09:00', '17:08', 8.25],
    ['08:10', '12:22', 4.25],
    ['22:00', '23:52', 1.75],
    ['22:00', '23:53', 2],
    ['17:00', '09:00', null],
    ['09:00', '09:00', null],
    ['09:00', null, null],
    [null, '17:00', null],
  ])('from %s to %s gives %s regular hours', (start, end, expected) => {
    expect(regularHoursBetween(start, end)).toBe(expected);
  });

  it('always lands on a quarter hour, at most 7.5 minutes away', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 200, noNaN: true }), (hours) => {
        const rounded = roundToQuarter(hours);
        expect(Number.isInteger(rounded * 4)).toBe(true);
        expect(Math.abs(rounded - hours)).toBeLessThanOrEqual(0.125 + 1e-9);
      }),
    );
  });
});

describe('overtime (section 9)', () => {
  const rules = { weeklyThreshold: 40, dailyThreshold: 8 };
  const week = [9, 9, 10, 8, 8.5].map((regularHours, index) => day(addDays('2026-11-16', index), { regularHours }));

  it.each([
    ['weekly', week, { regularHours: 40, overtimeHours: 4.5, totalHours: 44.5 }],
    ['daily', week, { regularHours: 40, overtimeHours: 4.5, totalHours: 44.5 }],
    ['weekly', [day('2026-11-16', { regularHours: 12 }), day('2026-11-17', { regularHours: 12 })], { regularHours: 24, overtimeHours: 0 }],
    ['daily', [day('2026-11-16', { regularHours: 12 }), day('2026-11-17', { regularHours: 12 })], { regularHours: 16, overtimeHours: 8 }],
    ['daily', [day('2026-11-16', { regularHours: 7, overtimeHours: 2 })], { regularHours: 8, overtimeHours: 1 }],
    [
      'weekly',
      [day('2026-11-16', { regularHours: 7, overtimeHours: 2, sickHours: 8 })],
      { regularHours: 7, overtimeHours: 2, totalHours: 17 },
    ],
    ['weekly', [day('2026-11-16', { regularHours: 'x' as never })], { regularHours: 0, totalHours: 0 }],
  ] as const)('%s mode: %j', (mode, days, expected) => {
    expect(computeWeekTotals(days, { mode, ...rules })).toMatchObject(expected);
  });

  it('never loses or invents an hour worked, in either mode', () => {
    const hours = fc.integer({ min: 0, max: 64 }).map((quarters) => quarters / 4);
    fc.assert(
      fc.property(fc.array(fc.tuple(hours, hours), { maxLength: 7 }), fc.constantFrom('weekly', 'daily' as const), (entered, mode) => {
        const days = entered.map(([regularHours, overtimeHours], index) =>
          day(addDays('2026-11-15', index), { regularHours, overtimeHours }),
        );
        const totals = computeWeekTotals(days, { mode, ...rules });
        const worked = entered.reduce((total, [regular, overtime]) => total + regular + overtime, 0);
        expect(totals.regularHours + totals.overtimeHours).toBeCloseTo(worked, 6);
        expect(totals.overtimeHours).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('reckons weekly overtime per work week in a biweekly period', () => {
    const days = [0, 1, 2, 3, 4, 7, 8, 9, 10, 11].map((offset) => day(addDays('2026-11-15', offset + 1), { regularHours: 9 }));
    const totals = computePeriodTotals(days, { ...timecardDefaults, weekStartDay: 0 });
    expect(totals.weeks.map((week) => [week.weekStart, week.overtimeHours])).toEqual([
      ['2026-11-15', 5],
      ['2026-11-22', 5],
    ]);
    expect(totals).toMatchObject({ regularHours: 80, overtimeHours: 10, totalHours: 90 });
  });
});

describe("each day's share of the overtime", () => {
  const week = [9, 9, 10, 8, 8.5].map((regularHours, index) => day(addDays('2026-11-16', index), { regularHours }));
  const split = (days: DayRow[], mode: 'weekly' | 'daily') =>
    reckonDays(days, { ...timecardDefaults, overtimeCalculationMode: mode }).map((reckoned) => [
      reckoned.regularHours,
      reckoned.overtimeHours,
    ]);

  it('daily: a day of 10 hours is 8 regular and 2 overtime', () => {
    expect(split(week, 'daily')).toEqual([
      [8, 1],
      [8, 1],
      [8, 2],
      [8, 0],
      [8, 0.5],
    ]);
  });

  it("weekly: the week's overtime is on its last hours, with overtime entered by hand on its own day", () => {
    expect(split(week, 'weekly')).toEqual([
      [9, 0],
      [9, 0],
      [10, 0],
      [8, 0],
      [4, 4.5],
    ]);
    expect(split([day('2026-11-16', { regularHours: 6, overtimeHours: 2 }), ...week.slice(1)], 'weekly')).toEqual([
      [6, 2],
      [9, 0],
      [10, 0],
      [8, 0],
      [7, 1.5],
    ]);
  });

  it("adds up to each week's totals, in either mode", () => {
    const hours = fc.integer({ min: 0, max: 64 }).map((quarters) => quarters / 4);
    fc.assert(
      fc.property(fc.array(fc.tuple(hours, hours), { maxLength: 14 }), fc.constantFrom('weekly', 'daily' as const), (entered, mode) => {
        const settings = { ...timecardDefaults, overtimeCalculationMode: mode };
        const days = entered.map(([regularHours, overtimeHours], index) =>
          day(addDays('2026-11-15', index), { regularHours, overtimeHours }),
        );
        const reckoned = reckonDays(days, settings);
        for (const week of computePeriodTotals(days, settings).weeks) {
          const ofWeek = reckoned.filter((one) => one.date >= week.weekStart && one.date <= addDays(week.weekStart, 6));
          expect(ofWeek.reduce((total, one) => total + one.overtimeHours, 0)).toBeCloseTo(week.overtimeHours, 6);
          expect(ofWeek.reduce((total, one) => total + one.regularHours, 0)).toBeCloseTo(week.regularHours, 6);
        }
      }),
    );
  });
});

describe('hours in a range that cuts work weeks', () => {
  // Sunday 15 November on: Monday to Friday of 9, 9, 10, 8 and 8.5 hours (4.5 over 40), then Monday 23rd.
  const days = [
    ...[9, 9, 10, 8, 8.5].map((regularHours, index) => day(addDays('2026-11-16', index), { regularHours })),
    day('2026-11-23', { regularHours: 6, vacationHours: 2 }),
  ];

  it("puts a week's overtime on its last hours: a range from Wednesday has it all, one up to Tuesday none", () => {
    expect(computeRangeTotals(days, timecardDefaults, { from: '2026-11-18', to: '2026-11-24' })).toMatchObject({
      regularHours: 28,
      overtimeHours: 4.5,
      vacationHours: 2,
      totalHours: 34.5,
    });
    expect(computeRangeTotals(days, timecardDefaults, { from: '2026-11-15', to: '2026-11-17' })).toMatchObject({
      regularHours: 18,
      overtimeHours: 0,
    });
  });

  it('adds up to the whole weeks when the range is cut anywhere, in either mode', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.constantFrom('weekly', 'daily' as const), (cut, mode) => {
        const settings = { ...timecardDefaults, overtimeCalculationMode: mode };
        const middle = addDays('2026-11-15', cut);
        const whole = computePeriodTotals(days, settings);
        const before = computeRangeTotals(days, settings, { from: '2026-11-15', to: addDays(middle, -1) });
        const after = computeRangeTotals(days, settings, { from: middle, to: '2026-11-28' });
        expect(before.overtimeHours + after.overtimeHours).toBeCloseTo(whole.overtimeHours, 6);
        expect(before.regularHours + after.regularHours).toBeCloseTo(whole.regularHours, 6);
      }),
    );
  });
});

describe('pay periods', () => {
  const weekly = { payPeriodType: 'weekly', weekStartDay: 0, payPeriodAnchor: null } as const;

  it.each([
    [{ ...weekly }, '2026-11-18', '2026-11-15', '2026-11-21'],
    [{ ...weekly, weekStartDay: 1 }, '2026-11-18', '2026-11-16', '2026-11-22'],
    [{ ...weekly, weekStartDay: 1 }, '2026-11-22', '2026-11-16', '2026-11-22'],
    [{ ...weekly, weekStartDay: 0 }, '2026-11-22', '2026-11-22', '2026-11-28'],
    [{ ...weekly }, '2027-01-01', '2026-12-27', '2027-01-02'],
    [{ ...weekly, payPeriodType: 'biweekly', payPeriodAnchor: '2026-12-20' }, '2027-01-05', '2027-01-03', '2027-01-16'],
    [{ ...weekly, payPeriodType: 'biweekly', payPeriodAnchor: '2026-12-20' }, '2027-01-02', '2026-12-20', '2027-01-02'],
    [{ ...weekly, payPeriodType: 'biweekly', payPeriodAnchor: '2027-01-03' }, '2026-12-31', '2026-12-20', '2027-01-02'],
    [{ ...weekly, payPeriodType: 'biweekly' }, '2026-01-20', '2026-01-18', '2026-01-31'],
    [{ ...weekly, payPeriodType: 'monthly' }, '2026-02-14', '2026-02-01', '2026-02-28'],
    [{ ...weekly, payPeriodType: 'monthly' }, '2028-02-29', '2028-02-01', '2028-02-29'],
    [{ ...weekly, payPeriodType: 'monthly' }, '2026-04-30', '2026-04-01', '2026-04-30'],
    [{ ...weekly, payPeriodType: 'monthly' }, '2026-12-31', '2026-12-01', '2026-12-31'],
  ] as const)('%j: %s falls in %s to %s', (settings, date, start, end) => {
    expect(payPeriodOf(date, settings)).toEqual({ start, end });
  });

  it('gives 7 days across the daylight-saving change, or Monday to Friday only', () => {
    const period = payPeriodOf('2026-03-09', weekly);
    expect(datesOf(period, true)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(datesOf(payPeriodOf('2026-11-02', weekly), false)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
  });

  it('tiles the calendar: each period starts the day after the previous one ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom('weekly', 'biweekly', 'monthly' as const),
        fc.integer({ min: 0, max: 6 }),
        (offset, payPeriodType, weekStartDay) => {
          const date = addDays('2025-01-01', offset);
          const period = payPeriodOf(date, { payPeriodType, weekStartDay, payPeriodAnchor: null });
          expect(period.start <= date && date <= period.end).toBe(true);
          expect(payPeriodOf(addDays(period.end, 1), { payPeriodType, weekStartDay, payPeriodAnchor: null }).start).toBe(
            addDays(period.end, 1),
          );
        },
      ),
    );
  });
});

describe('required fields', () => {
  it('names each missing field with its day, and ignores days not worked', () => {
    const days = [
      day('2026-11-16', { regularHours: 8, startTime: '09:00', endTime: '17:00' }),
      day('2026-11-17', { regularHours: 8, startTime: '09:00', notes: 'site visit' }),
      day('2026-11-18'),
    ];
    expect(missingRequiredFields(days, ['endTime', 'notes'])).toBe(
      'Fill in the required fields before submitting: Notes on Monday 11/16, End time on Tuesday 11/17.',
    );
    expect(missingRequiredFields(days, [])).toBeNull();
  });
});

describe("today's clock", () => {
  const at = (time: string) => new Date(`2026-11-18T${time}:00Z`);

  it('counts clocked time less breaks, an open entry up to now, and overtime past the daily threshold', () => {
    const entries = [
      { clockIn: at('08:00'), clockOut: at('12:30'), breakHours: 0.5, breakStartedAt: null },
      { clockIn: at('13:00'), clockOut: null, breakHours: 0, breakStartedAt: at('17:45') },
    ];
    expect(summarizeClockDay(entries, at('18:00'), 8)).toEqual({ workedHours: 8.75, breakHours: 0.75, overtimeHours: 0.75 });
    expect(summarizeClockDay([], at('18:00'), 8)).toEqual({ workedHours: 0, breakHours: 0, overtimeHours: 0 });
  });

  it('counts real time across the night clocks go forward', () => {
    // 01:00 EST to 04:00 EDT on 2026-03-08 is two hours, not three.
    const night = {
      clockIn: new Date('2026-03-08T06:00:00Z'),
      clockOut: new Date('2026-03-08T08:00:00Z'),
      breakHours: 0,
      breakStartedAt: null,
    };
    expect(summarizeClockDay([night], new Date('2026-03-08T12:00:00Z'), 8).workedHours).toBe(2);
  });

  it('flags a clock running over midnight or past 16 hours', () => {
    const utcDate = (moment: Date) => moment.toISOString().slice(0, 10);
    expect(clockWarningOf({ clockIn: at('08:00'), clockOut: null }, at('18:00'), utcDate)).toBeNull();
    expect(clockWarningOf({ clockIn: at('20:00'), clockOut: null }, new Date('2026-11-19T01:00:00Z'), utcDate)).toBe('over_midnight');
    expect(clockWarningOf({ clockIn: at('01:00'), clockOut: null }, at('17:30'), utcDate)).toBe('over_16_hours');
    expect(clockWarningOf({ clockIn: at('01:00'), clockOut: at('18:00') }, at('19:00'), utcDate)).toBeNull();
  });
});

describe('PTO balances', () => {
  const pto = { ...timecardDefaults.ptoTracking, enabled: true, categories: ['Vacation', 'Sick'] };
  const weeks = (count: number) => Array.from({ length: count }, (_, index) => addDays('2026-01-10', index * 7));

  it('accrues the rate each approved period up to the maximum, and deducts approved requests', () => {
    const [vacation, sick] = computePtoBalances({
      pto,
      approvedPeriodEnds: weeks(10),
      requests: [
        { category: 'Vacation', date: '2026-02-02', hours: 8, status: 'approved' },
        { category: 'Vacation', date: '2026-03-02', hours: 4, status: 'pending' },
        { category: 'Sick', date: '2026-02-02', hours: 8, status: 'rejected' },
      ],
      today: '2026-03-20',
    });
    expect(vacation).toEqual({ category: 'Vacation', accruedHours: 40, usedHours: 8, pendingHours: 4, balanceHours: 32 });
    expect(sick).toMatchObject({ accruedHours: 40, balanceHours: 40 });
  });

  it.each([
    [30, 120],
    [31, 120],
    [100, 120],
  ])('after %i periods the balance is capped at %i', (periods, cap) => {
    const [vacation] = computePtoBalances({ pto, approvedPeriodEnds: weeks(periods), requests: [], today: '2028-01-01' });
    expect(vacation?.balanceHours).toBe(cap);
  });

  it('earns again after time is taken at the cap, never above it', () => {
    const requests = [{ category: 'Vacation', date: '2026-08-10', hours: 10, status: 'approved' as const }];
    const [vacation] = computePtoBalances({ pto, approvedPeriodEnds: weeks(40), requests, today: '2027-01-01' });
    expect(vacation?.balanceHours).toBe(120);
  });

  it('grants the maximum each calendar year in fixed mode', () => {
    const requests = [
      { category: 'Vacation', date: '2025-06-01', hours: 40, status: 'approved' as const },
      { category: 'Vacation', date: '2026-06-01', hours: 16, status: 'approved' as const },
    ];
    const [vacation] = computePtoBalances({ pto: { ...pto, mode: 'fixed' }, approvedPeriodEnds: [], requests, today: '2026-07-01' });
    expect(vacation?.balanceHours).toBe(104);
  });
});

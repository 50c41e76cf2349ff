import { describe, expect, it } from 'vitest';
import {
  addHoliday,
  defaultHolidayDate,
  holidaysBetween,
  overtimeThresholdOf,
  resolveTimecardSettings,
  timecardDefaults,
  timecardSettingsInputSchema,
} from './timecard-settings.ts';

describe('time card settings', () => {
  it("has section 9's defaults", () => {
    expect(timecardDefaults).toMatchObject({
      trackingMode: 'weekly_sheet',
      payPeriodType: 'weekly',
      overtimeAfterHours: 40,
      overtimeCalculationMode: 'weekly',
      dailyOvertimeAfterHours: 8,
      submissionMethod: 'email_submit',
      autoSaveEnabled: true,
      autoSaveIntervalMinutes: 5,
      requiresSupervisorApproval: false,
      weekStartDay: 0,
      showAllDays: true,
      customColumns: {
        overtimeHours: true,
        sickHours: true,
        vacationHours: true,
        holidayHours: true,
        notes: true,
        ptoHours: false,
        prevailingWageHours: false,
      },
      ptoTracking: { accrualRate: 4, maxBalance: 120 },
    });
    expect(timecardDefaults.holidayList.map((holiday) => holiday.name)).toEqual([
      "New Year's Day",
      'Memorial Day',
      'Independence Day',
      'Labor Day',
      'Thanksgiving Day',
      'Day After Thanksgiving',
      'Christmas Day',
    ]);
  });

  it.each([
    [45, 'weekly', 45, false],
    ['37.5', 'weekly', 37.5, false],
    ['', 'weekly', 40, true],
    ['abc', 'weekly', 40, true],
    [0, 'weekly', 40, true],
    [-5, 'daily', 8, true],
    [Number.NaN, 'daily', 8, true],
    [30, 'daily', 8, true],
    [10, 'daily', 10, false],
  ] as const)('an overtime threshold of %j (%s) is %d hours, fallback %s', (value, kind, hours, isFallback) => {
    expect(overtimeThresholdOf(value, kind)).toEqual({ hours, isFallback });
  });

  it('reads a stored value that is no longer valid as its default, keeping the rest', () => {
    const settings = resolveTimecardSettings({ overtimeAfterHours: 'forty', dailyOvertimeAfterHours: 10, trackingMode: 'clock_in_out' });
    expect(settings).toMatchObject({ overtimeAfterHours: 40, dailyOvertimeAfterHours: 10, trackingMode: 'clock_in_out' });
  });

  it('asks for the address when timesheets are e-mailed', () => {
    const result = timecardSettingsInputSchema.safeParse({ submissionMethod: 'email_submit' });
    expect(result.error?.issues[0]?.path).toEqual(['submissionEmail']);
    expect(timecardSettingsInputSchema.safeParse({ submissionMethod: 'system_only' }).success).toBe(true);
  });

  it('adds a holiday only when non-blank after trimming and not already listed', () => {
    expect(addHoliday(timecardDefaults.holidayList, '   ', null)).toEqual({ ok: false, reason: 'blank' });
    expect(addHoliday(timecardDefaults.holidayList, ' christmas day ', null)).toEqual({ ok: false, reason: 'duplicate' });
    const added = addHoliday(timecardDefaults.holidayList, '  Juneteenth ', '2026-06-19');
    expect(added.ok && added.list.at(-1)).toEqual({ name: 'Juneteenth', dates: ['2026-06-19'] });
  });

  it.each([
    ['Memorial Day', 2026, '2026-05-25'],
    ['Labor Day', 2026, '2026-09-07'],
    ['Thanksgiving Day', 2026, '2026-11-26'],
    ['Day After Thanksgiving', 2026, '2026-11-27'],
    ['Thanksgiving Day', 2027, '2027-11-25'],
    ['Memorial Day', 2027, '2027-05-31'],
    ['Bastille Day', 2027, null],
  ])('%s %i is on %s', (name, year, date) => {
    expect(defaultHolidayDate(name, year)).toBe(date);
  });

  it('finds the holidays of a period, across a year end, with dates given per year', () => {
    const list = [...timecardDefaults.holidayList, { name: 'Company Day', dates: ['2026-12-28'] }];
    expect([...holidaysBetween(list, '2026-12-20', '2027-01-02')]).toEqual([
      ['2026-12-25', 'Christmas Day'],
      ['2026-12-28', 'Company Day'],
      ['2027-01-01', "New Year's Day"],
    ]);
    const moved = [{ name: 'Christmas Day', dates: ['2026-12-24'] }];
    expect([...holidaysBetween(moved, '2026-12-20', '2026-12-26')]).toEqual([['2026-12-24', 'Christmas Day']]);
  });
});

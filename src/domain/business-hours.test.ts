import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  addBusinessMinutes,
  type BusinessCalendar,
  businessCalendarSchema,
  businessMinutesBetween,
  isOpenAt,
  type OpeningInterval,
  type WeekdayKey,
  weekdayKeys,
} from './business-hours.ts';
import { addDays } from './time-cards.ts';
import { instantOfLocal, localDateOf, localTimeOf, zonedPartsOf } from './zoned-time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NEW_YORK = 'America/New_York';

const calendarOf = (
  timeZone: string,
  days: Partial<Record<WeekdayKey, OpeningInterval[]>>,
  closedDates: string[] = [],
): BusinessCalendar => ({
  timeZone,
  week: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], ...days },
  closedDates,
});
const nineToFive = [{ start: '09:00', end: '17:00' }];
const office = calendarOf(NEW_YORK, { mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive });
/** An instant given as 'YYYY-MM-DD HH:mm' on New York's wall clock. */
const ny = (local: string) => instantOfLocal(local.slice(0, 10), local.slice(11), NEW_YORK);
const nyWall = (at: Date | null) => (at ? `${localDateOf(at, NEW_YORK)} ${localTimeOf(at, NEW_YORK)}` : null);

describe('adding business minutes (Mon–Fri 09:00–17:00, New York)', () => {
  it('carries what is left at closing time over the weekend', () => {
    // 2026-06-12 is a Friday.
    expect(nyWall(addBusinessMinutes(office, ny('2026-06-12 16:30'), 60))).toBe('2026-06-15 09:30');
  });

  it('skips a closed date', () => {
    const closedMonday = { ...office, closedDates: ['2026-06-15'] };
    expect(nyWall(addBusinessMinutes(closedMonday, ny('2026-06-12 16:30'), 60))).toBe('2026-06-16 09:30');
  });

  it('starts counting at the opening when asked before it, and answers an exact instant', () => {
    const due = addBusinessMinutes(office, ny('2026-06-15 07:00'), 30);
    expect(nyWall(due)).toBe('2026-06-15 09:30');
    expect(due?.toISOString()).toBe('2026-06-15T13:30:00.000Z');
  });

  it('ends at closing time, not the next morning, when the minutes run out exactly then', () => {
    expect(nyWall(addBusinessMinutes(office, ny('2026-06-15 16:30'), 30))).toBe('2026-06-15 17:00');
  });

  it('answers the instant itself for 0 minutes, even when closed', () => {
    const saturday = new Date('2026-06-13T15:17:42.123Z');
    expect(addBusinessMinutes(office, saturday, 0)).toEqual(saturday);
  });

  it('leaves out the lunch break of a split shift', () => {
    const split = [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    expect(nyWall(addBusinessMinutes(calendarOf(NEW_YORK, { mon: split }), ny('2026-06-15 11:30'), 60))).toBe('2026-06-15 13:30');
  });

  it('answers null when the calendar is never open', () => {
    expect(addBusinessMinutes(calendarOf(NEW_YORK, {}), ny('2026-06-15 11:30'), 1)).toBeNull();
  });

  it('looks months ahead for the next opening, but not beyond three years without one', () => {
    const mondays = (from: string, count: number) => Array.from({ length: count }, (_, week) => addDays(from, 7 * week));
    const mondaysOnly = calendarOf(NEW_YORK, { mon: nineToFive }, mondays('2026-06-15', 81)); // through 2027-12-27
    expect(nyWall(addBusinessMinutes(mondaysOnly, ny('2026-06-12 16:30'), 60))).toBe('2028-01-03 10:00');
    const closedForYears = calendarOf(NEW_YORK, { mon: nineToFive }, mondays('2026-06-15', 160));
    expect(addBusinessMinutes(closedForYears, ny('2026-06-12 16:30'), 60)).toBeNull();
    // A quarter of an hour a week: 200 of them take almost four years, and it keeps counting.
    const quarterHourAWeek = calendarOf(NEW_YORK, { mon: [{ start: '09:00', end: '09:15' }] });
    expect(nyWall(addBusinessMinutes(quarterHourAWeek, ny('2026-06-12 16:30'), 200 * 15))).toBe('2030-04-08 09:15');
  });

  it('refuses a negative or fractional number of minutes', () => {
    expect(() => addBusinessMinutes(office, ny('2026-06-15 11:30'), -1)).toThrow(RangeError);
    expect(() => addBusinessMinutes(office, ny('2026-06-15 11:30'), 1.5)).toThrow(RangeError);
  });

  it('counts calendar time on the always-open calendar', () => {
    const from = new Date('2026-03-07T22:10:00Z');
    expect(addBusinessMinutes(ALWAYS_OPEN, from, 3 * 1440 + 7)?.toISOString()).toBe('2026-03-10T22:17:00.000Z');
  });
});

describe('daylight-saving changes (New York)', () => {
  const openSunday = (opening: OpeningInterval) => calendarOf(NEW_YORK, { sun: [opening] });

  it('counts the real hours of a day that springs forward: 02:00–03:00 does not exist', () => {
    expect(nyWall(addBusinessMinutes(openSunday({ start: '00:00', end: '24:00' }), ny('2026-03-08 00:00'), 180))).toBe('2026-03-08 04:00');
    expect(businessMinutesBetween(openSunday({ start: '01:00', end: '04:00' }), ny('2026-03-08 00:00'), ny('2026-03-09 00:00'))).toBe(120);
  });

  it('opens at the end of the gap when the opening time falls in it', () => {
    const calendar = openSunday({ start: '02:30', end: '04:00' });
    expect(businessMinutesBetween(calendar, ny('2026-03-08 00:00'), ny('2026-03-09 00:00'))).toBe(60);
    expect(isOpenAt(calendar, new Date('2026-03-08T07:00:00Z'))).toBe(true); // 03:00 EDT
  });

  it('counts the repeated hour of a day that falls back', () => {
    expect(nyWall(addBusinessMinutes(openSunday({ start: '00:00', end: '24:00' }), ny('2026-11-01 00:00'), 180))).toBe('2026-11-01 02:00');
    expect(businessMinutesBetween(openSunday({ start: '01:00', end: '04:00' }), ny('2026-11-01 00:00'), ny('2026-11-02 00:00'))).toBe(240);
  });

  it('takes a time of the repeated hour at its first occurrence', () => {
    const calendar = openSunday({ start: '00:00', end: '01:30' });
    expect(isOpenAt(calendar, new Date('2026-11-01T05:15:00Z'))).toBe(true); // 01:15 EDT
    expect(isOpenAt(calendar, new Date('2026-11-01T06:15:00Z'))).toBe(false); // 01:15 EST, an hour later
  });
});

describe('business minutes between two instants', () => {
  it('counts only open time', () => {
    expect(businessMinutesBetween(office, ny('2026-06-12 16:00'), ny('2026-06-15 10:00'))).toBe(120);
  });

  it('is 0 when the end is not after the start, and rounds part minutes down', () => {
    expect(businessMinutesBetween(office, ny('2026-06-15 10:00'), ny('2026-06-12 16:00'))).toBe(0);
    expect(businessMinutesBetween(office, ny('2026-06-15 10:00'), new Date(ny('2026-06-15 10:02').getTime() + 59_999))).toBe(2);
  });

  it('tells whether it is open, opening included and closing excluded', () => {
    expect(isOpenAt(office, ny('2026-06-15 09:00'))).toBe(true);
    expect(isOpenAt(office, ny('2026-06-15 17:00'))).toBe(false);
    expect(isOpenAt(office, ny('2026-06-13 12:00'))).toBe(false);
  });
});

describe('business hours against minute-by-minute counting', () => {
  const zones = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
  // The 2026 daylight-saving changes of New York, Berlin and Sydney.
  const changes = [
    '2026-03-08T07:00Z',
    '2026-11-01T06:00Z',
    '2026-03-29T01:00Z',
    '2026-10-25T01:00Z',
    '2026-04-04T16:00Z',
    '2026-10-03T16:00Z',
  ].map(Date.parse);
  const quarterHour = (quarters: number) =>
    quarters === 96 ? '24:00' : `${String(Math.floor(quarters / 4)).padStart(2, '0')}:${String((quarters % 4) * 15).padStart(2, '0')}`;
  const openingsArb = fc.uniqueArray(fc.integer({ min: 0, max: 96 }), { maxLength: 6 }).map((points) => {
    const sorted = [...points].sort((a, b) => a - b);
    const openings: OpeningInterval[] = [];
    for (let index = 0; index + 1 < sorted.length; index += 2) {
      openings.push({ start: quarterHour(sorted[index] ?? 0), end: quarterHour(sorted[index + 1] ?? 0) });
    }
    return openings;
  });
  const weekArb = fc.record(Object.fromEntries(weekdayKeys.map((key) => [key, openingsArb])) as Record<WeekdayKey, typeof openingsArb>);
  const yearStart = Date.parse('2026-01-01T00:00Z') / MINUTE;
  const instantArb = fc.oneof(
    fc.integer({ min: yearStart, max: yearStart + 365 * 1440 }).map((minute) => new Date(minute * MINUTE)),
    fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -3 * 1440, max: 1440 }))
      .map(([change, minutes]) => new Date(change + minutes * MINUTE)),
  );
  /** A calendar and an instant on a whole minute, with a few closed dates in the weeks after it. */
  const caseArb = fc
    .record({
      timeZone: fc.constantFrom(...zones),
      week: weekArb,
      closedAfter: fc.uniqueArray(fc.integer({ min: -1, max: 20 }), { maxLength: 4 }),
      from: instantArb,
    })
    .map(({ timeZone, week, closedAfter, from }) => ({
      calendar: { timeZone, week, closedDates: closedAfter.map((days) => addDays(localDateOf(from, timeZone), days)) },
      from,
    }));
  const weeklyMinutes = (calendar: BusinessCalendar) =>
    weekdayKeys
      .flatMap((key) => calendar.week[key])
      .reduce(
        (total, { start, end }) =>
          total + (Number(end.slice(0, 2)) - Number(start.slice(0, 2))) * 60 + Number(end.slice(3)) - Number(start.slice(3)),
        0,
      );

  /** The reference: step through real time a minute at a time, counting the minutes that are open. */
  function addByStepping(calendar: BusinessCalendar, from: Date, minutes: number): Date {
    let left = minutes;
    for (let at = from.getTime(); left > 0; at += MINUTE) {
      if (isOpenAt(calendar, new Date(at)) && --left === 0) return new Date(at + MINUTE);
    }
    return from;
  }

  it('is open exactly when the wall clock reads an opening time of that day, outside the hour a fall-back repeats', () => {
    fc.assert(
      fc.property(
        caseArb,
        fc.array(fc.integer({ min: 0, max: 3 * 1440 }), { minLength: 20, maxLength: 20 }),
        ({ calendar, from }, offsets) => {
          const { timeZone } = calendar;
          for (const offset of offsets) {
            const at = new Date(from.getTime() + offset * MINUTE);
            const [date, time] = [localDateOf(at, timeZone), localTimeOf(at, timeZone)];
            const isRepeated = [-HOUR, HOUR].some((shift) => {
              const other = new Date(at.getTime() + shift);
              return localDateOf(other, timeZone) === date && localTimeOf(other, timeZone) === time;
            });
            if (isRepeated) continue;
            const openings = calendar.week[weekdayKeys[zonedPartsOf(at, timeZone).weekday] ?? 'sun'];
            const byWallClock = !calendar.closedDates.includes(date) && openings.some(({ start, end }) => start <= time && time < end);
            expect(isOpenAt(calendar, at)).toBe(byWallClock);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('adds minutes as counting them one at a time would', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 3 * 1440 }), ({ calendar, from }, wanted) => {
        // At most a week's worth of opening time, so that the minute-by-minute count stays short.
        const minutes = Math.min(wanted, weeklyMinutes(calendar));
        expect(addBusinessMinutes(calendar, from, minutes)).toEqual(addByStepping(calendar, from, minutes));
      }),
      { numRuns: 50 },
    );
  });

  it('counts back the minutes it added', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 1, max: 3 * 1440 }), ({ calendar, from }, minutes) => {
        const due = addBusinessMinutes(calendar, from, minutes);
        if (weeklyMinutes(calendar) === 0) expect(due).toBeNull();
        else expect(due && businessMinutesBetween(calendar, from, due)).toBe(minutes);
      }),
      { numRuns: 300 },
    );
  });

  it('counts the minutes of two consecutive stretches as those of the whole', () => {
    const stretch = fc.integer({ min: 0, max: 4 * 1440 });
    fc.assert(
      fc.property(caseArb, stretch, stretch, ({ calendar, from }, first, second) => {
        const middle = new Date(from.getTime() + first * MINUTE);
        const end = new Date(middle.getTime() + second * MINUTE);
        const whole = businessMinutesBetween(calendar, from, end);
        expect(businessMinutesBetween(calendar, from, middle) + businessMinutesBetween(calendar, middle, end)).toBe(whole);
        expect(whole).toBeLessThanOrEqual(first + second);
      }),
      { numRuns: 300 },
    );
  });

  it('adds calendar time on the always-open calendar', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 60 * 1440 }), (from, minutes) => {
        expect(addBusinessMinutes(ALWAYS_OPEN, from, minutes)?.getTime()).toBe(from.getTime() + minutes * MINUTE);
      }),
    );
  });
});

describe('the stored form of a calendar', () => {
  const stored = (week: Partial<Record<WeekdayKey, OpeningInterval[]>>, extra: Record<string, unknown> = {}) => ({
    timeZone: NEW_YORK,
    week,
    closedDates: [],
    ...extra,
  });
  const messagesOf = (input: unknown) => {
    const parsed = businessCalendarSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('sorts opening times and closed dates, once each, and fills in days left out', () => {
    const parsed = businessCalendarSchema.parse(
      stored(
        {
          mon: [
            { start: '13:00', end: '17:00' },
            { start: '09:00', end: '12:00' },
          ],
          fri: [{ start: '18:00', end: '24:00' }],
        },
        { closedDates: ['2026-12-25', '2026-07-03', '2026-12-25'] },
      ),
    );
    expect(parsed.week.mon.map(({ start }) => start)).toEqual(['09:00', '13:00']);
    expect(parsed.week.fri).toEqual([{ start: '18:00', end: '24:00' }]);
    expect(parsed.week.sun).toEqual([]);
    expect(parsed.closedDates).toEqual(['2026-07-03', '2026-12-25']);
  });

  it('rejects overlapping hours, naming the day', () => {
    const overlapping = [
      { start: '09:00', end: '12:30' },
      { start: '12:00', end: '17:00' },
    ];
    expect(messagesOf(stored({ mon: overlapping }))).toEqual(["week.mon: Monday's hours overlap"]);
    const touching = [
      { start: '09:00', end: '12:00' },
      { start: '12:00', end: '17:00' },
    ];
    expect(messagesOf(stored({ mon: touching }))).toEqual([]);
  });

  it('rejects a time zone the runtime does not know', () => {
    expect(messagesOf(stored({}, { timeZone: 'Mars/Olympus_Mons' }))).toEqual(['timeZone: not a time zone this server knows']);
  });

  it.each([
    [{ start: '17:00', end: '09:00' }, 'week.tue.0.end: end after the start'],
    [{ start: '24:00', end: '24:00' }, 'week.tue.0.start: use a time like 09:00'],
    [{ start: '9:00', end: '17:00' }, 'week.tue.0.start: use a time like 09:00'],
    [{ start: '09:00', end: '24:30' }, 'week.tue.0.end: use a time like 17:00, or 24:00 for midnight'],
  ])('rejects the opening %j', (opening, message) => {
    expect(messagesOf(stored({ tue: [opening] }))).toContain(message);
  });

  it('limits openings a day and closed dates, and takes real dates only', () => {
    const seven = Array.from({ length: 7 }, (_, hour) => ({ start: `1${hour}:00`, end: `1${hour}:30` }));
    expect(messagesOf(stored({ wed: seven }))).toEqual(['week.wed: at most 6 opening times on Wednesday']);
    const manyDates = Array.from({ length: 401 }, (_, day) => addDays('2026-01-01', day));
    expect(messagesOf(stored({}, { closedDates: manyDates }))).toEqual(['closedDates: list at most 400 closed dates']);
    expect(messagesOf(stored({}, { closedDates: ['2026-02-30'] }))).toEqual(['closedDates.0: use a date like 2026-12-25']);
  });
});

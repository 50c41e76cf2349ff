import { describe, expect, it } from 'vitest';
import {
  defaultNumberingSettings,
  formatTicketNumber,
  nextSequence,
  numberingProblemOf,
  numberingSettingsSchema,
  periodKeyOf,
  STARTING_NUMBER_MAX,
  startingNumberOf,
  uuidTicketNumber,
} from './ticket-numbering.ts';

const at = new Date('2026-03-07T10:00:00Z');

describe('ticket numbering', () => {
  it('defaults to TKT-1000 and counts up', () => {
    expect(nextSequence(defaultNumberingSettings, null)).toBe(1000);
    expect(nextSequence(defaultNumberingSettings, 1000)).toBe(1001);
    expect(formatTicketNumber(defaultNumberingSettings, 1000, at)).toBe('TKT-1000');
    expect(formatTicketNumber(defaultNumberingSettings, 7, at)).toBe('TKT-0007');
  });

  it('formats each display format and the custom tokens', () => {
    const settings = { ...defaultNumberingSettings, suffix: 'HD' };
    expect(formatTicketNumber({ ...settings, display_format: 'number_only' }, 42, at)).toBe('0042');
    expect(formatTicketNumber({ ...settings, display_format: 'full_format' }, 42, at)).toBe('TKT-0042-HD');
    expect(formatTicketNumber({ ...settings, padding_zeros: 0 }, 42, at)).toBe('TKT-42');
    const custom = { ...settings, numbering_scheme: 'custom' as const, custom_format: '{prefix}{year}{month}{day}-{number:000}{suffix}' };
    expect(formatTicketNumber(custom, 5, at)).toBe('TKT20260307-005HD');
  });

  it('keys counters by reset period', () => {
    expect(['never', 'yearly', 'monthly', 'daily'].map((period) => periodKeyOf(period as never, at))).toEqual([
      'all',
      '2026',
      '2026-03',
      '2026-03-07',
    ]);
  });

  it('falls back to 1 for an invalid starting number and makes 8-character ids', () => {
    expect(numberingSettingsSchema.parse({ starting_number: -3 }).starting_number).toBe(1);
    expect(startingNumberOf('99999999999999999999')).toBe(1);
    expect(startingNumberOf(STARTING_NUMBER_MAX)).toBe(STARTING_NUMBER_MAX);
    expect(startingNumberOf('')).toBe(1);
    let next = 0;
    expect(uuidTicketNumber(() => next++ % 36)).toBe('ABCDEFGH');
  });
});

describe('numbering that cannot repeat', () => {
  const custom = (custom_format: string, reset_period: 'never' | 'yearly' | 'monthly' | 'daily' = 'never') => ({
    ...defaultNumberingSettings,
    numbering_scheme: 'custom' as const,
    custom_format,
    reset_period,
  });

  it('accepts the defaults, uuids and a custom format with the number', () => {
    expect(numberingProblemOf(defaultNumberingSettings)).toBeNull();
    expect(numberingProblemOf({ ...defaultNumberingSettings, numbering_scheme: 'uuid', reset_period: 'daily' })).toBeNull();
    expect(numberingProblemOf(custom('{prefix}-{number:000}'))).toBeNull();
    expect(numberingProblemOf(custom('{year}{month}-{number}', 'monthly'))).toBeNull();
  });

  it('refuses a custom format without the number, and resets whose numbers would repeat', () => {
    expect(numberingProblemOf(custom('{prefix}-{year}'))).toMatch(/needs \{number\}/);
    expect(numberingProblemOf({ ...defaultNumberingSettings, reset_period: 'yearly' })).toBe(
      'Numbers that reset yearly repeat unless a custom format contains {year}.',
    );
    expect(numberingProblemOf(custom('{year}-{number}', 'daily'))).toBe(
      'Numbers that reset daily repeat unless a custom format contains {year}, {month}, {day}.',
    );
  });
});

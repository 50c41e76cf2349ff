import { z } from 'zod';

/** The highest starting number: counters are 32-bit, and nine digits leave room for a billion tickets after it. */
export const STARTING_NUMBER_MAX = 999_999_999;

export const numberingSettingsSchema = z.object({
  numbering_scheme: z.enum(['sequential', 'uuid', 'custom']).default('sequential'),
  prefix: z.string().max(20).default('TKT'),
  suffix: z.string().max(20).default(''),
  starting_number: z.coerce.number().int().min(1).max(STARTING_NUMBER_MAX).catch(1).default(1000),
  padding_zeros: z.union([z.literal(0), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).default(4),
  reset_period: z.enum(['never', 'yearly', 'monthly', 'daily']).default('never'),
  custom_format: z.string().max(100).default('{prefix}-{number:0000}'),
  display_format: z.enum(['number_only', 'with_prefix', 'full_format']).default('with_prefix'),
});

export type NumberingSettings = z.infer<typeof numberingSettingsSchema>;

/**
 * The platform organization's default prefix: its tickets are escalations, listed by the organizations they
 * came from beside their own TKT- numbers, so they must not read the same.
 */
export const PLATFORM_TICKET_PREFIX = 'ESC';

/** The starting number as it is saved: a whole number from 1 to STARTING_NUMBER_MAX, anything else 1 (none: 1000). */
export function startingNumberOf(value: unknown): number {
  return numberingSettingsSchema.shape.starting_number.parse(value);
}
export const defaultNumberingSettings: NumberingSettings = numberingSettingsSchema.parse({});

/** The counter a number is drawn from: one per reset period (UTC calendar). */
export function periodKeyOf(resetPeriod: NumberingSettings['reset_period'], at: Date): string {
  const iso = at.toISOString();
  switch (resetPeriod) {
    case 'never':
      return 'all';
    case 'yearly':
      return iso.slice(0, 4);
    case 'monthly':
      return iso.slice(0, 7);
    case 'daily':
      return iso.slice(0, 10);
  }
}

function pad(value: number, width: number): string {
  return width > 0 ? String(value).padStart(width, '0') : String(value);
}

const UUID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 8 random upper-case characters, from the caller's random source (so it can be tested). */
export function uuidTicketNumber(randomInt: (bound: number) => number): string {
  return Array.from({ length: 8 }, () => UUID_ALPHABET[randomInt(UUID_ALPHABET.length)]).join('');
}

/** Formats an allocated sequence number as the organization's settings say. */
export function formatTicketNumber(settings: NumberingSettings, sequence: number, at: Date): string {
  const number = pad(sequence, settings.padding_zeros);
  if (settings.numbering_scheme === 'custom') {
    const iso = at.toISOString();
    return settings.custom_format.replace(
      /\{(prefix|suffix|year|month|day|number(?::(0+))?)\}/g,
      (_token, name: string, zeros?: string) => {
        if (name === 'prefix') return settings.prefix;
        if (name === 'suffix') return settings.suffix;
        if (name === 'year') return iso.slice(0, 4);
        if (name === 'month') return iso.slice(5, 7);
        if (name === 'day') return iso.slice(8, 10);
        return zeros ? pad(sequence, zeros.length) : number;
      },
    );
  }
  switch (settings.display_format) {
    case 'number_only':
      return number;
    case 'with_prefix':
      return settings.prefix ? `${settings.prefix}-${number}` : number;
    case 'full_format':
      return [settings.prefix, number, settings.suffix].filter(Boolean).join('-');
  }
}

/** The first number of a period, and the next one after the last allocated. */
export function nextSequence(settings: NumberingSettings, lastAllocated: number | null): number {
  return lastAllocated === null ? settings.starting_number : Math.max(lastAllocated + 1, settings.starting_number);
}

const periodTokens: Record<NumberingSettings['reset_period'], string[]> = {
  never: [],
  yearly: ['{year}'],
  monthly: ['{year}', '{month}'],
  daily: ['{year}', '{month}', '{day}'],
};

/**
 * Why these settings would hand out the same number twice, or null: a custom format needs the number,
 * and numbers that restart each period need that period in a custom format.
 */
export function numberingProblemOf(settings: NumberingSettings): string | null {
  if (settings.numbering_scheme === 'uuid') return null;
  const isCustom = settings.numbering_scheme === 'custom';
  if (isCustom && !/\{number(?::0+)?\}/.test(settings.custom_format)) {
    return 'A custom format needs {number} (or {number:0000}), or every ticket would get the same number.';
  }
  const missing = periodTokens[settings.reset_period].filter((token) => !isCustom || !settings.custom_format.includes(token));
  if (missing.length === 0) return null;
  return `Numbers that reset ${settings.reset_period} repeat unless a custom format contains ${periodTokens[settings.reset_period].join(', ')}.`;
}

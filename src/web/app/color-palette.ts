import type { MantineColorsTuple } from '@mantine/core';

// Mantine's light scheme uses shade 6 as the primary colour, so the chosen colour sits there exactly.
const TOWARD_WHITE = [0.95, 0.87, 0.73, 0.55, 0.36, 0.17] as const;
const TOWARD_BLACK = [0.14, 0.28, 0.42] as const;

type Rgb = readonly [number, number, number];

/** Ten shades of one colour for a Mantine theme, lightest first, with the colour itself as shade 6. */
export function createPalette(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  const lighter = TOWARD_WHITE.map((amount) => toHex(mix(base, [255, 255, 255], amount)));
  const darker = TOWARD_BLACK.map((amount) => toHex(mix(base, [0, 0, 0], amount)));
  return [...lighter, toHex(base), ...darker] as unknown as MantineColorsTuple;
}

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a six-digit hex colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((index) => Math.round((from[index] ?? 0) + ((to[index] ?? 0) - (from[index] ?? 0)) * amount)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

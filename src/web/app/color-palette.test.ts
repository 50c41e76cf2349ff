import { describe, expect, it } from 'vitest';
import { createPalette } from './color-palette.ts';

describe('createPalette', () => {
  it('gives ten shades, lightest first, with the colour itself as shade 6', () => {
    const palette = createPalette('#2563eb');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#2563eb');
    expect(palette[0]).toBe('#f4f7fe');
    const lightness = palette.map((shade) => {
      const value = Number.parseInt(shade.slice(1), 16);
      return ((value >> 16) & 255) + ((value >> 8) & 255) + (value & 255);
    });
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });

  it('accepts upper case and a missing hash', () => {
    expect(createPalette('DC2626')[6]).toBe('#dc2626');
  });

  it('refuses what is not a six-digit hex colour', () => {
    expect(() => createPalette('blue')).toThrow('Not a six-digit hex colour: blue');
  });
});

import { z } from 'zod';
import { resolveStoredSettings } from './stored-settings.ts';

export const themeModes = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof themeModes)[number];

/** Corner radius of buttons, inputs and cards, in px (workspace.md section 9). */
export const borderRadiusPx = { none: 0, small: 4, medium: 8, large: 12 } as const;
export type BorderRadius = keyof typeof borderRadiusPx;

/** Base font size in px (workspace.md section 9). */
export const fontSizePx = { small: 14, medium: 16, large: 18 } as const;
export type FontSize = keyof typeof fontSizePx;

export const COMPANY_NAME_MAX = 100;
/** The largest logo an organization may upload. */
export const LOGO_MAX_BYTES = 1024 * 1024;

export const themeMessages = {
  logoNotImage: 'Please choose an image file (PNG, JPEG, GIF or WebP). SVG files are not accepted.',
  logoTooLarge: `The logo must be ${LOGO_MAX_BYTES / (1024 * 1024)} MB or smaller.`,
  logoMissing: 'This logo was not uploaded here. Please upload it again.',
  logoNotFound: 'Logo not found.',
} as const;

/** What a logo upload accepts, and the messages of a refusal. */
export const logoUploadRules = {
  maxBytes: LOGO_MAX_BYTES,
  field: 'logo',
  notImage: themeMessages.logoNotImage,
  tooLarge: themeMessages.logoTooLarge,
} as const;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const hexColor = z.string().regex(HEX_COLOR, 'use a colour like #2563eb');

const radiusNames = Object.keys(borderRadiusPx) as [BorderRadius, ...BorderRadius[]];
const fontSizeNames = Object.keys(fontSizePx) as [FontSize, ...FontSize[]];

/**
 * An organization's theme (the Theme tab), stored on the server. Every field has the specification's
 * default, so a stored object may hold only some of them.
 */
export const themeSettingsSchema = z.object({
  themeMode: z.enum(themeModes).default('light').describe('auto follows the light or dark setting of each device'),
  primaryColor: hexColor.default('#2563eb'),
  secondaryColor: hexColor.default('#64748b'),
  accentColor: hexColor.default('#dc2626'),
  borderRadius: z.enum(radiusNames).default('medium'),
  fontSize: z.enum(fontSizeNames).default('medium'),
  companyName: z.string().trim().max(COMPANY_NAME_MAX, `use at most ${COMPANY_NAME_MAX} characters`).default(''),
  logoFileId: z.uuid('upload the logo again').nullable().default(null).describe('An uploaded logo of the organization; null for none'),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** The specification's theme, for what was never set. */
export const themeDefaults: ThemeSettings = themeSettingsSchema.parse({});

export type ThemeColors = Pick<ThemeSettings, 'themeMode' | 'primaryColor' | 'secondaryColor' | 'accentColor'>;

export interface ThemePreset extends ThemeColors {
  name: string;
}

// Each primary colour keeps white button text readable (4.5:1 or more).
export const themePresets: readonly ThemePreset[] = [
  { name: 'Classic', themeMode: 'light', primaryColor: '#2563eb', secondaryColor: '#64748b', accentColor: '#dc2626' },
  { name: 'Dark Mode', themeMode: 'dark', primaryColor: '#4f46e5', secondaryColor: '#94a3b8', accentColor: '#fbbf24' },
  { name: 'Sunset', themeMode: 'light', primaryColor: '#c2410c', secondaryColor: '#9f1239', accentColor: '#facc15' },
  { name: 'Neon', themeMode: 'dark', primaryColor: '#7e22ce', secondaryColor: '#0891b2', accentColor: '#a3e635' },
  { name: 'Pastel', themeMode: 'light', primaryColor: '#6d5bd0', secondaryColor: '#7c8db5', accentColor: '#f9a8d4' },
];

/** The preset whose mode and colours the settings have, if any. */
export function presetOf(settings: ThemeColors): ThemePreset | undefined {
  return themePresets.find(
    (preset) =>
      preset.themeMode === settings.themeMode &&
      preset.primaryColor === settings.primaryColor.toLowerCase() &&
      preset.secondaryColor === settings.secondaryColor.toLowerCase() &&
      preset.accentColor === settings.accentColor.toLowerCase(),
  );
}

/** The stored theme with the defaults filled in; a value that is no longer valid reads as its default. */
export function resolveThemeSettings(stored: Record<string, unknown> | null | undefined): ThemeSettings {
  return resolveStoredSettings(themeSettingsSchema, stored);
}

/** WCAG relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOR.test(hex)) throw new Error(`Not a six-digit hex colour: ${hex}`);
  const value = Number.parseInt(hex.slice(1), 16);
  const [red, green, blue] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export const ACCENT_LUMINANCE_THRESHOLD = 0.5;
export const DARK_TEXT_COLOR = '#111827';
export const LIGHT_TEXT_COLOR = '#ffffff';

/** Text on an accent colour: dark on a light accent (luminance above 0.5), white on a dark one. */
export function accentTextColor(hex: string): string {
  return relativeLuminance(hex) > ACCENT_LUMINANCE_THRESHOLD ? DARK_TEXT_COLOR : LIGHT_TEXT_COLOR;
}

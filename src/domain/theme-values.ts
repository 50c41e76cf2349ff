// An organization's theme as the screens draw it: the values and colour rules, without the validation of
// theme-settings.ts, so that every page can take its theme before the validation library is loaded.

export const themeModes = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof themeModes)[number];

/** Corner radius of buttons, inputs and cards, in px (workspace.md section 9). */
export const borderRadiusPx = { none: 0, small: 4, medium: 8, large: 12 } as const;
export type BorderRadius = keyof typeof borderRadiusPx;

/** Base font size in px (workspace.md section 9). */
export const fontSizePx = { small: 14, medium: 16, large: 18 } as const;
export type FontSize = keyof typeof fontSizePx;

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** An organization's theme (the Theme tab), stored on the server and validated by themeSettingsSchema. */
// A type rather than an interface: stored as a JSON object, it must be assignable to a record.
export type ThemeSettings = {
  themeMode: ThemeMode;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  borderRadius: BorderRadius;
  fontSize: FontSize;
  companyName: string;
  logoFileId: string | null;
};

/** The specification's theme, for what was never set. */
export const themeDefaults: ThemeSettings = {
  themeMode: 'light',
  primaryColor: '#2563eb',
  secondaryColor: '#64748b',
  accentColor: '#dc2626',
  borderRadius: 'medium',
  fontSize: 'medium',
  companyName: '',
  logoFileId: null,
};

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

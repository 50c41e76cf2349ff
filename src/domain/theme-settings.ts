import { z } from 'zod';
import { resolveStoredSettings } from './stored-settings.ts';
import {
  type BorderRadius,
  borderRadiusPx,
  type FontSize,
  fontSizePx,
  HEX_COLOR,
  type ThemeSettings,
  themeDefaults,
  themeModes,
} from './theme-values.ts';

export * from './theme-values.ts';

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

const hexColor = z.string().regex(HEX_COLOR, 'use a colour like #2563eb');

const radiusNames = Object.keys(borderRadiusPx) as [BorderRadius, ...BorderRadius[]];
const fontSizeNames = Object.keys(fontSizePx) as [FontSize, ...FontSize[]];

/**
 * An organization's theme (the Theme tab), stored on the server. Every field has the specification's
 * default, so a stored object may hold only some of them.
 */
export const themeSettingsSchema = z.object({
  themeMode: z.enum(themeModes).default(themeDefaults.themeMode).describe('auto follows the light or dark setting of each device'),
  primaryColor: hexColor.default(themeDefaults.primaryColor),
  secondaryColor: hexColor.default(themeDefaults.secondaryColor),
  accentColor: hexColor.default(themeDefaults.accentColor),
  borderRadius: z.enum(radiusNames).default(themeDefaults.borderRadius),
  fontSize: z.enum(fontSizeNames).default(themeDefaults.fontSize),
  companyName: z.string().trim().max(COMPANY_NAME_MAX, `use at most ${COMPANY_NAME_MAX} characters`).default(themeDefaults.companyName),
  logoFileId: z
    .uuid('upload the logo again')
    .nullable()
    .default(themeDefaults.logoFileId)
    .describe('An uploaded logo of the organization; null for none'),
}) satisfies z.ZodType<ThemeSettings>;

/** The stored theme with the defaults filled in; a value that is no longer valid reads as its default. */
export function resolveThemeSettings(stored: Record<string, unknown> | null | undefined): ThemeSettings {
  return resolveStoredSettings(themeSettingsSchema, stored);
}

import { type CSSVariablesResolver, createTheme, Notification, rem } from '@mantine/core';
import { borderRadiusPx, fontSizePx, type ThemeSettings, themeDefaults } from '../../domain/theme-values.ts';
import { createPalette } from './color-palette.ts';

// Mantine's own sizes at a 16 px base; the organization's font size scales them all.
const baseFontSizes = { xs: 12, sm: 14, md: 16, lg: 18, xl: 20 } as const;
const radiusSteps = { xs: 0.25, sm: 0.5, md: 1, lg: 1.5, xl: 2 } as const;

const scaled = <K extends string>(steps: Record<K, number>, factor: number) =>
  Object.fromEntries(Object.entries<number>(steps).map(([key, value]) => [key, rem(value * factor)])) as Record<K, string>;

/** The Mantine theme of an organization's theme settings: its colours, corner radius and font size. */
export function createAppTheme(settings: ThemeSettings = themeDefaults) {
  return createTheme({
    primaryColor: 'brand',
    // The chosen colour is shade 6, in both schemes, so buttons show exactly it.
    primaryShade: { light: 6, dark: 6 },
    colors: {
      brand: createPalette(settings.primaryColor),
      secondary: createPalette(settings.secondaryColor),
      accent: createPalette(settings.accentColor),
    },
    defaultRadius: 'md',
    radius: scaled(radiusSteps, borderRadiusPx[settings.borderRadius]),
    fontSizes: scaled(baseFontSizes, fontSizePx[settings.fontSize] / 16),
    cursorType: 'pointer',
    headings: { fontWeight: '700' },
    // A toast's close button is an icon: screen readers need its name.
    components: { Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }) },
  });
}

// Mantine's dimmed grey (3.3:1) and error red (3.6:1) on white are under the 4.5:1 that WCAG AA asks of text.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});

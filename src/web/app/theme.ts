import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import { createPalette } from './color-palette.ts';

/** The primary colour an organization has until its theme settings say otherwise. */
export const DEFAULT_PRIMARY_COLOR = '#2563eb';

export function createAppTheme(primaryColor: string = DEFAULT_PRIMARY_COLOR) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 5 },
    colors: { brand: createPalette(primaryColor) },
    defaultRadius: 'md',
    cursorType: 'pointer',
    headings: { fontWeight: '700' },
  });
}

// Mantine's dimmed grey (3.3:1) and error red (3.6:1) on white are under the 4.5:1 that WCAG AA asks of text.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});

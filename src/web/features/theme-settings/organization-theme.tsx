import { MantineProvider } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { type ThemeSettings, themeDefaults } from '../../../domain/theme-settings.ts';
import { createAppTheme, cssVariablesResolver } from '../../app/theme.ts';
import { useSession } from '../auth/use-session.ts';
import { useSettingsRefresh } from '../settings/use-settings-refresh.ts';
import { type ThemeView, themeKey, themeQuery } from './theme-queries.ts';

export interface OrganizationTheme {
  /** The theme on screen: the one being previewed, else the saved one (the defaults until it has loaded). */
  current: ThemeView;
  /** The organization's saved theme, once loaded. */
  saved: ThemeView | undefined;
  isPreviewing: boolean;
  /** Shows a theme on this screen only, until the preview ends; nothing is saved. */
  preview(view: ThemeView): void;
  /** Back to the saved theme. */
  endPreview(): void;
}

const defaultView: ThemeView = { settings: themeDefaults, logoUrl: null };

const OrganizationThemeContext = createContext<OrganizationTheme>({
  current: defaultView,
  saved: undefined,
  isPreviewing: false,
  preview: () => {},
  endPreview: () => {},
});

export function useOrganizationTheme(): OrganizationTheme {
  return use(OrganizationThemeContext);
}

/** Hears of another admin's save only when signed in: the realtime connection needs a session. */
function ThemeRefresh() {
  useSettingsRefresh('theme', themeKey);
  return null;
}

/**
 * Dresses the whole app in the organization's theme (colours, radius, font size, light or dark), repaints
 * when an admin saves a new one, and lets the Theme tab preview one before saving it.
 */
export function OrganizationThemeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const saved = useQuery(themeQuery()).data;
  const [previewed, setPreviewed] = useState<ThemeView | null>(null);
  const current = previewed ?? saved ?? defaultView;
  const deviceScheme = useColorScheme('light', { getInitialValueInEffect: false });
  const { settings } = current;
  const theme = useMemo(() => createAppTheme(settings as ThemeSettings), [settings]);
  const scheme = settings.themeMode === 'auto' ? deviceScheme : settings.themeMode;

  // Stable, so that the Theme tab can end the preview when it closes without ending it on every change.
  const endPreview = useCallback(() => setPreviewed(null), []);
  const value = useMemo<OrganizationTheme>(
    () => ({ current, saved, isPreviewing: previewed !== null, preview: setPreviewed, endPreview }),
    [current, saved, previewed, endPreview],
  );

  return (
    <OrganizationThemeContext value={value}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme}>
        {user && <ThemeRefresh />}
        {children}
      </MantineProvider>
    </OrganizationThemeContext>
  );
}

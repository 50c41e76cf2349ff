import { MantineProvider } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { type ThemeSettings, themeDefaults } from '../../../domain/theme-values.ts';
import { createAppTheme, cssVariablesResolver } from '../../app/theme.ts';
import { useSession } from '../../session/use-session.ts';
import { currentTenancy } from '../../tenancy/current-tenancy.ts';
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

/** Where the browser keeps the last theme it saw of the organization of this address. */
function themeStorageKey(): string {
  const tenancy = currentTenancy();
  return `tandem-theme:${tenancy.kind === 'subdomain' ? tenancy.subdomain : window.location.host}`;
}

/** The theme this browser last saw here, so that a page opens in the organization's colours rather than the defaults first. */
function rememberedTheme(): ThemeView | undefined {
  try {
    const stored = JSON.parse(window.localStorage.getItem(themeStorageKey()) ?? 'null') as Partial<ThemeView> | null;
    if (typeof stored?.settings !== 'object' || stored.settings === null) return undefined;
    return { settings: { ...themeDefaults, ...stored.settings }, logoUrl: typeof stored.logoUrl === 'string' ? stored.logoUrl : null };
  } catch {
    return undefined;
  }
}

function rememberTheme(view: ThemeView): void {
  try {
    window.localStorage.setItem(themeStorageKey(), JSON.stringify(view));
  } catch {
    // Storage can be unavailable (private mode); the page then opens in the defaults until the theme arrives.
  }
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
  const theme = useQuery({ ...themeQuery(), placeholderData: rememberedTheme });
  const saved = theme.isPlaceholderData ? undefined : theme.data;
  const [previewed, setPreviewed] = useState<ThemeView | null>(null);
  const current = previewed ?? theme.data ?? defaultView;
  useEffect(() => {
    if (saved) rememberTheme(saved);
  }, [saved]);
  const deviceScheme = useColorScheme('light', { getInitialValueInEffect: false });
  const { settings } = current;
  const mantineTheme = useMemo(() => createAppTheme(settings as ThemeSettings), [settings]);
  const scheme = settings.themeMode === 'auto' ? deviceScheme : settings.themeMode;

  // Stable, so that the Theme tab can end the preview when it closes without ending it on every change.
  const endPreview = useCallback(() => setPreviewed(null), []);
  const value = useMemo<OrganizationTheme>(
    () => ({ current, saved, isPreviewing: previewed !== null, preview: setPreviewed, endPreview }),
    [current, saved, previewed, endPreview],
  );

  return (
    <OrganizationThemeContext value={value}>
      <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme}>
        {user && <ThemeRefresh />}
        {children}
      </MantineProvider>
    </OrganizationThemeContext>
  );
}

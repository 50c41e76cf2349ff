import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { themeDefaults } from '../../../domain/theme-settings.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { SettingsPage } from '../settings/settings-page.tsx';
import { OrganizationThemeProvider, useOrganizationTheme } from './organization-theme.tsx';
import { themeKey } from './theme-queries.ts';

/** What the app is painted with, as the header and the buttons read it. */
function PaintedWith() {
  const { current } = useOrganizationTheme();
  return <output aria-label="Painted with">{`${current.settings.themeMode} ${current.settings.primaryColor}`}</output>;
}

function renderThemeTab() {
  return renderInWorkspace(
    <OrganizationThemeProvider>
      <PaintedWith />
      <SettingsPage />
    </OrganizationThemeProvider>,
    { url: '/settings?tab=theme', queryData: [[themeKey, { settings: themeDefaults, logoUrl: null }]] },
  );
}

describe('Settings → Theme', { timeout: 20_000 }, () => {
  it('previews a preset on this screen only until Exit Preview, which returns to the saved theme', async () => {
    const user = userEvent.setup();
    renderThemeTab();
    const painted = () => screen.getByRole('status', { name: 'Painted with' }).textContent;
    expect(screen.getByRole('button', { name: /Classic/, pressed: true })).toBeTruthy();
    expect(painted()).toBe('light #2563eb');

    await user.click(screen.getByRole('button', { name: /Neon/ }));
    expect(screen.getByLabelText<HTMLInputElement>('Primary colour').value).toBe('#7e22ce');
    expect(painted()).toBe('light #2563eb');

    await user.click(screen.getByRole('button', { name: 'Preview Theme' }));
    expect(screen.getByText(/This theme is only previewed until saved/)).toBeTruthy();
    expect(painted()).toBe('dark #7e22ce');
    // Changes made while previewing show at once.
    await user.click(screen.getByRole('button', { name: /Sunset/ }));
    expect(painted()).toBe('light #c2410c');

    await user.click(screen.getByRole('button', { name: 'Exit Preview' }));
    expect(screen.queryByText(/This theme is only previewed until saved/)).toBeNull();
    expect(painted()).toBe('light #2563eb');
    // The form is back to the saved theme too, so the next Save keeps what was saved.
    expect(screen.getByLabelText<HTMLInputElement>('Primary colour').value).toBe('#2563eb');
    expect(screen.getByRole('button', { name: /Classic/, pressed: true })).toBeTruthy();
  });

  it('ends the preview when another tab is opened', async () => {
    const user = userEvent.setup();
    renderThemeTab();
    await user.click(screen.getByRole('button', { name: /Dark Mode/ }));
    await user.click(screen.getByRole('button', { name: 'Preview Theme' }));
    expect(screen.getByRole('status', { name: 'Painted with' }).textContent).toBe('dark #4f46e5');
    await user.click(screen.getByRole('tab', { name: 'Date & Time' }));
    expect(screen.getByRole('status', { name: 'Painted with' }).textContent).toBe('light #2563eb');
  });
});

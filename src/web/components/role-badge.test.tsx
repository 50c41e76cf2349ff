import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles.ts';
import { themeDefaults } from '../../domain/theme-values.ts';
import { createAppTheme } from '../app/theme.ts';
import { RoleBadge } from './role-badge.tsx';

const admin: Role = 'org_admin';

const renderIn = (accentColor: string) =>
  render(
    <MantineProvider theme={createAppTheme({ ...themeDefaults, accentColor })} env="test">
      <RoleBadge role={admin} isShort />
    </MantineProvider>,
  );

/** The badge's own background and text colours, as the browser computes them. */
function coloursOf(label: HTMLElement) {
  const badge = label.closest('.mantine-Badge-root');
  if (!(badge instanceof HTMLElement)) throw new Error('no badge around the label');
  const style = getComputedStyle(badge);
  return { background: style.backgroundColor, text: style.color };
}

describe('RoleBadge', () => {
  it("wears the organization's accent from the app theme, with white text on a dark accent", () => {
    renderIn('#1e3a8a');
    expect(coloursOf(screen.getByText('Admin'))).toEqual({ background: 'rgb(30, 58, 138)', text: 'rgb(255, 255, 255)' });
  });

  it('keeps its text dark on a light accent', () => {
    renderIn('#facc15');
    expect(coloursOf(screen.getByText('Admin'))).toEqual({ background: 'rgb(250, 204, 21)', text: 'rgb(17, 24, 39)' });
  });
});

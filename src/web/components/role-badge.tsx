import { Badge, useMantineTheme } from '@mantine/core';
import { type Role, roleLabels, shortRoleLabels } from '../../domain/roles.ts';
import { accentTextColor, themeDefaults } from '../../domain/theme-values.ts';

/** A member's role on the organization's accent colour, its text dark or white by the accent's luminance. */
export function RoleBadge({ role, size = 'md', isShort = false }: { role: Role; size?: 'sm' | 'md' | 'lg'; isShort?: boolean }) {
  // The accent is shade 6 of the app theme's `accent` palette (app/theme.ts), which the organization's theme fills.
  const accentColor = useMantineTheme().colors.accent?.[6] ?? themeDefaults.accentColor;
  return (
    <Badge size={size} radius="sm" bg={accentColor} c={accentTextColor(accentColor)}>
      {isShort ? shortRoleLabels[role] : roleLabels[role]}
    </Badge>
  );
}

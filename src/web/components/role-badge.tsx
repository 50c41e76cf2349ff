import { Badge } from '@mantine/core';
import { type Role, roleLabels, shortRoleLabels } from '../../domain/roles.ts';
import { accentTextColor } from '../../domain/theme-values.ts';
import { useOrganizationTheme } from '../features/theme-settings/organization-theme.tsx';

/** A member's role on the organization's accent colour, its text dark or white by the accent's luminance. */
export function RoleBadge({ role, size = 'md', isShort = false }: { role: Role; size?: 'sm' | 'md' | 'lg'; isShort?: boolean }) {
  const { accentColor } = useOrganizationTheme().current.settings;
  return (
    <Badge size={size} radius="sm" bg={accentColor} c={accentTextColor(accentColor)}>
      {isShort ? shortRoleLabels[role] : roleLabels[role]}
    </Badge>
  );
}

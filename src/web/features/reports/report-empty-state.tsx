import { Button, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TenantLink } from '../../tenancy/tenant-link.tsx';

/** A part of the report with nothing to show: what to do about it, and the settings that change it when the reader may. */
export function ReportEmptyState({ children, settings }: { children: ReactNode; settings?: { to: string; label: string } }) {
  return (
    <Stack gap="sm" align="center" py="lg">
      <Text size="sm" c="dimmed" ta="center">
        {children}
      </Text>
      {settings && (
        <Button size="xs" variant="default" component={TenantLink} to={settings.to} leftSection={<IconSettings size={16} />}>
          {settings.label}
        </Button>
      )}
    </Stack>
  );
}

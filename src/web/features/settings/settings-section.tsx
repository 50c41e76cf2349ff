import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  /** The title's id, which names the section for screen readers. */
  id: string;
  title: string;
  text: ReactNode;
  /** A button beside the title, such as Add. */
  action?: ReactNode;
  children: ReactNode;
}

/** A card of a settings tab: a titled section with a line on what it does. */
export function SettingsSection({ id, title, text, action, children }: SettingsSectionProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div style={{ flex: '1 1 320px' }}>
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              {text}
            </Text>
          </div>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

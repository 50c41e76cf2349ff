import { Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

interface DashboardCardProps {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  children: ReactNode;
  /** Kept at the card's foot, so the actions of cards side by side line up. */
  action?: ReactNode;
}

/** A card of the staff dashboard: an icon and a title, what it is about, and where to go from it. */
export function DashboardCard({ icon: Icon, title, children, action }: DashboardCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} radius="md">
            <Icon size={22} stroke={1.75} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {title}
          </Title>
        </Group>
        {children}
        {action && <Group mt="auto">{action}</Group>}
      </Stack>
    </Card>
  );
}

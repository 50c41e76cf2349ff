import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  color?: string;
}

/** A centred message for pages that have nothing else to show: not found, an error, an unknown organization. */
export function StatusPanel({ icon, title, children, actions, color }: StatusPanelProps) {
  return (
    <Container size={560} py={{ base: 64, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg" maw={460}>
          {children}
        </Text>
        <div>{actions}</div>
      </Stack>
    </Container>
  );
}

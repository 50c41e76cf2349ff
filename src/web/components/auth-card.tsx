import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth-card.module.css';

interface AuthCardProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  color?: string;
  children: ReactNode;
}

/** The frame of the account pages (sign-in, password reset, verification): one centred card under a heading. */
export function AuthCard({ icon, title, description, color, children }: AuthCardProps) {
  return (
    <div className={classes.backdrop}>
      <Container size={460} px={{ base: 'md', sm: 0 }} py={{ base: 40, sm: 72 }}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 36 }} shadow="sm" className={classes.card}>
          <Stack gap="lg">
            <Stack gap={8} align="center" ta="center">
              <ThemeIcon size={52} radius="xl" variant="light" color={color}>
                {icon}
              </ThemeIcon>
              <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
                {title}
              </Title>
              {description && (
                <Text c="dimmed" size="sm" maw={360}>
                  {description}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Container>
    </div>
  );
}
